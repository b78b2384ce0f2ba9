target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__TVMBackendParallelLaunch = linkonce local_unnamed_addr global ptr null, align 8
@.str.0 = private unnamed_addr constant [43 x i8] c"kernel `saxpy`: expected 4 arguments, got \00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"ValueError\00", align 1
@.str.2 = private unnamed_addr constant [111 x i8] c"kernel `saxpy`: argument 0 (`a`): expected a f32 scalar (float type index 3, int 1 or bool 2), got type index \00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"TypeError\00", align 1
@.str.4 = private unnamed_addr constant [125 x i8] c"kernel `saxpy`: argument 1 (`X`): expected a tensor (DLTensor* type index 7, opaque pointer 4 or Tensor 70), got type index \00", align 1
@.str.5 = private unnamed_addr constant [62 x i8] c"kernel `saxpy`: argument 1 (`X`): expected a tensor, got NULL\00", align 1
@.str.6 = private unnamed_addr constant [56 x i8] c"kernel `saxpy`: argument 1 (`X`): expected ndim 1, got \00", align 1
@.str.7 = private unnamed_addr constant [91 x i8] c"kernel `saxpy`: argument 1 (`X`): expected dtype f32 (code 2, bits 32, lanes 1), got code \00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c", bits \00", align 1
@.str.9 = private unnamed_addr constant [9 x i8] c", lanes \00", align 1
@.str.10 = private unnamed_addr constant [90 x i8] c"kernel `saxpy`: argument 1 (`X`): expected a CPU tensor (device_type 1), got device_type \00", align 1
@.str.11 = private unnamed_addr constant [86 x i8] c"kernel `saxpy`: argument 1 (`X`): is not compact row-major: stride of dimension 0 is \00", align 1
@.str.12 = private unnamed_addr constant [12 x i8] c", expected \00", align 1
@.str.13 = private unnamed_addr constant [125 x i8] c"kernel `saxpy`: argument 2 (`Y`): expected a tensor (DLTensor* type index 7, opaque pointer 4 or Tensor 70), got type index \00", align 1
@.str.14 = private unnamed_addr constant [62 x i8] c"kernel `saxpy`: argument 2 (`Y`): expected a tensor, got NULL\00", align 1
@.str.15 = private unnamed_addr constant [56 x i8] c"kernel `saxpy`: argument 2 (`Y`): expected ndim 1, got \00", align 1
@.str.16 = private unnamed_addr constant [91 x i8] c"kernel `saxpy`: argument 2 (`Y`): expected dtype f32 (code 2, bits 32, lanes 1), got code \00", align 1
@.str.17 = private unnamed_addr constant [90 x i8] c"kernel `saxpy`: argument 2 (`Y`): expected a CPU tensor (device_type 1), got device_type \00", align 1
@.str.18 = private unnamed_addr constant [56 x i8] c"kernel `saxpy`: argument 2 (`Y`): dimension 0 (`n`) is \00", align 1
@.str.19 = private unnamed_addr constant [49 x i8] c", but argument 1 (`X`) dimension 0 bound `n` to \00", align 1
@.str.20 = private unnamed_addr constant [86 x i8] c"kernel `saxpy`: argument 2 (`Y`): is not compact row-major: stride of dimension 0 is \00", align 1
@.str.21 = private unnamed_addr constant [127 x i8] c"kernel `saxpy`: argument 3 (`Out`): expected a tensor (DLTensor* type index 7, opaque pointer 4 or Tensor 70), got type index \00", align 1
@.str.22 = private unnamed_addr constant [64 x i8] c"kernel `saxpy`: argument 3 (`Out`): expected a tensor, got NULL\00", align 1
@.str.23 = private unnamed_addr constant [58 x i8] c"kernel `saxpy`: argument 3 (`Out`): expected ndim 1, got \00", align 1
@.str.24 = private unnamed_addr constant [93 x i8] c"kernel `saxpy`: argument 3 (`Out`): expected dtype f32 (code 2, bits 32, lanes 1), got code \00", align 1
@.str.25 = private unnamed_addr constant [92 x i8] c"kernel `saxpy`: argument 3 (`Out`): expected a CPU tensor (device_type 1), got device_type \00", align 1
@.str.26 = private unnamed_addr constant [58 x i8] c"kernel `saxpy`: argument 3 (`Out`): dimension 0 (`n`) is \00", align 1
@.str.27 = private unnamed_addr constant [88 x i8] c"kernel `saxpy`: argument 3 (`Out`): is not compact row-major: stride of dimension 0 is \00", align 1

define i32 @saxpy_c(float %a, ptr %X, ptr %Y, ptr %Out, i64 %n) local_unnamed_addr {
entry:
  %Y11 = ptrtoint ptr %Y to i64
  %X10 = ptrtoint ptr %X to i64
  %Out9 = ptrtoint ptr %Out to i64
  %closure.data = alloca { i64, i64, ptr, i64, ptr, i64, ptr, i64, float }, align 8
  store i64 0, ptr %closure.data, align 8
  %field1 = getelementptr inbounds { i64, i64, ptr, i64, ptr, i64, ptr, i64, float }, ptr %closure.data, i64 0, i32 1
  store i64 %n, ptr %field1, align 8
  %field2 = getelementptr inbounds { i64, i64, ptr, i64, ptr, i64, ptr, i64, float }, ptr %closure.data, i64 0, i32 2
  store ptr %Out, ptr %field2, align 8
  %field3 = getelementptr inbounds { i64, i64, ptr, i64, ptr, i64, ptr, i64, float }, ptr %closure.data, i64 0, i32 3
  store i64 %n, ptr %field3, align 8
  %field4 = getelementptr inbounds { i64, i64, ptr, i64, ptr, i64, ptr, i64, float }, ptr %closure.data, i64 0, i32 4
  store ptr %X, ptr %field4, align 8
  %field5 = getelementptr inbounds { i64, i64, ptr, i64, ptr, i64, ptr, i64, float }, ptr %closure.data, i64 0, i32 5
  store i64 %n, ptr %field5, align 8
  %field6 = getelementptr inbounds { i64, i64, ptr, i64, ptr, i64, ptr, i64, float }, ptr %closure.data, i64 0, i32 6
  store ptr %Y, ptr %field6, align 8
  %field7 = getelementptr inbounds { i64, i64, ptr, i64, ptr, i64, ptr, i64, float }, ptr %closure.data, i64 0, i32 7
  store i64 %n, ptr %field7, align 8
  %field8 = getelementptr inbounds { i64, i64, ptr, i64, ptr, i64, ptr, i64, float }, ptr %closure.data, i64 0, i32 8
  store float %a, ptr %field8, align 8
  %launch = load ptr, ptr @__TVMBackendParallelLaunch, align 8
  %no_pool = icmp eq ptr %launch, null
  br i1 %no_pool, label %parallel.serial, label %parallel.launch

parallel.launch:                                  ; preds = %entry
  %launched = call i32 %launch(ptr nonnull @__modlink_saxpy_parallel0, ptr nonnull %closure.data, i32 0)
  %phi.cmp = icmp ne i32 %launched, 0
  %phi.cast = sext i1 %phi.cmp to i32
  br label %parallel.done

parallel.serial:                                  ; preds = %entry
  %more14.i = icmp sgt i64 %n, 0
  br i1 %more14.i, label %for.i.body.i.preheader, label %parallel.done

for.i.body.i.preheader:                           ; preds = %parallel.serial
  %min.iters.check = icmp ult i64 %n, 8
  br i1 %min.iters.check, label %for.i.body.i.preheader18, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.i.body.i.preheader
  %0 = sub i64 %Out9, %X10
  %diff.check = icmp ult i64 %0, 32
  %1 = sub i64 %Out9, %Y11
  %diff.check12 = icmp ult i64 %1, 32
  %conflict.rdx = or i1 %diff.check, %diff.check12
  br i1 %conflict.rdx, label %for.i.body.i.preheader18, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %n, -8
  %broadcast.splatinsert = insertelement <4 x float> poison, float %a, i64 0
  %broadcast.splat = shufflevector <4 x float> %broadcast.splatinsert, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert14 = insertelement <4 x float> poison, float %a, i64 0
  %broadcast.splat15 = shufflevector <4 x float> %broadcast.splatinsert14, <4 x float> poison, <4 x i32> zeroinitializer
  %2 = add i64 %n.vec, -8
  %3 = lshr exact i64 %2, 3
  %4 = add nuw nsw i64 %3, 1
  %xtraiter = and i64 %4, 1
  %5 = icmp eq i64 %2, 0
  br i1 %5, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %4, 4611686018427387902
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %6 = getelementptr inbounds float, ptr %Out, i64 %index
  %7 = getelementptr inbounds float, ptr %X, i64 %index
  %wide.load = load <4 x float>, ptr %7, align 4
  %8 = getelementptr inbounds float, ptr %7, i64 4
  %wide.load13 = load <4 x float>, ptr %8, align 4
  %9 = fmul <4 x float> %wide.load, %broadcast.splat
  %10 = fmul <4 x float> %wide.load13, %broadcast.splat15
  %11 = getelementptr inbounds float, ptr %Y, i64 %index
  %wide.load16 = load <4 x float>, ptr %11, align 4
  %12 = getelementptr inbounds float, ptr %11, i64 4
  %wide.load17 = load <4 x float>, ptr %12, align 4
  %13 = fadd <4 x float> %9, %wide.load16
  %14 = fadd <4 x float> %10, %wide.load17
  store <4 x float> %13, ptr %6, align 4
  %15 = getelementptr inbounds float, ptr %6, i64 4
  store <4 x float> %14, ptr %15, align 4
  %index.next = or i64 %index, 8
  %16 = getelementptr inbounds float, ptr %Out, i64 %index.next
  %17 = getelementptr inbounds float, ptr %X, i64 %index.next
  %wide.load.1 = load <4 x float>, ptr %17, align 4
  %18 = getelementptr inbounds float, ptr %17, i64 4
  %wide.load13.1 = load <4 x float>, ptr %18, align 4
  %19 = fmul <4 x float> %wide.load.1, %broadcast.splat
  %20 = fmul <4 x float> %wide.load13.1, %broadcast.splat15
  %21 = getelementptr inbounds float, ptr %Y, i64 %index.next
  %wide.load16.1 = load <4 x float>, ptr %21, align 4
  %22 = getelementptr inbounds float, ptr %21, i64 4
  %wide.load17.1 = load <4 x float>, ptr %22, align 4
  %23 = fadd <4 x float> %19, %wide.load16.1
  %24 = fadd <4 x float> %20, %wide.load17.1
  store <4 x float> %23, ptr %16, align 4
  %25 = getelementptr inbounds float, ptr %16, i64 4
  store <4 x float> %24, ptr %25, align 4
  %index.next.1 = add nuw i64 %index, 16
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !0

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %26 = getelementptr inbounds float, ptr %Out, i64 %index.unr
  %27 = getelementptr inbounds float, ptr %X, i64 %index.unr
  %wide.load.epil = load <4 x float>, ptr %27, align 4
  %28 = getelementptr inbounds float, ptr %27, i64 4
  %wide.load13.epil = load <4 x float>, ptr %28, align 4
  %29 = fmul <4 x float> %wide.load.epil, %broadcast.splat
  %30 = fmul <4 x float> %wide.load13.epil, %broadcast.splat15
  %31 = getelementptr inbounds float, ptr %Y, i64 %index.unr
  %wide.load16.epil = load <4 x float>, ptr %31, align 4
  %32 = getelementptr inbounds float, ptr %31, i64 4
  %wide.load17.epil = load <4 x float>, ptr %32, align 4
  %33 = fadd <4 x float> %29, %wide.load16.epil
  %34 = fadd <4 x float> %30, %wide.load17.epil
  store <4 x float> %33, ptr %26, align 4
  %35 = getelementptr inbounds float, ptr %26, i64 4
  store <4 x float> %34, ptr %35, align 4
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %n
  br i1 %cmp.n, label %parallel.done, label %for.i.body.i.preheader18

for.i.body.i.preheader18:                         ; preds = %vector.memcheck, %for.i.body.i.preheader, %middle.block
  %i.addr.015.i.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.i.body.i.preheader ], [ %n.vec, %middle.block ]
  %36 = xor i64 %i.addr.015.i.ph, -1
  %xtraiter19 = and i64 %n, 1
  %lcmp.mod20.not = icmp eq i64 %xtraiter19, 0
  br i1 %lcmp.mod20.not, label %for.i.body.i.prol.loopexit, label %for.i.body.i.prol

for.i.body.i.prol:                                ; preds = %for.i.body.i.preheader18
  %Out.addr.i.prol = getelementptr inbounds float, ptr %Out, i64 %i.addr.015.i.ph
  %X.addr.i.prol = getelementptr inbounds float, ptr %X, i64 %i.addr.015.i.ph
  %X.elem.i.prol = load float, ptr %X.addr.i.prol, align 4
  %mul.i.prol = fmul float %X.elem.i.prol, %a
  %Y.addr.i.prol = getelementptr inbounds float, ptr %Y, i64 %i.addr.015.i.ph
  %Y.elem.i.prol = load float, ptr %Y.addr.i.prol, align 4
  %add.i.prol = fadd float %mul.i.prol, %Y.elem.i.prol
  store float %add.i.prol, ptr %Out.addr.i.prol, align 4
  %i.next.i.prol = or i64 %i.addr.015.i.ph, 1
  br label %for.i.body.i.prol.loopexit

for.i.body.i.prol.loopexit:                       ; preds = %for.i.body.i.prol, %for.i.body.i.preheader18
  %i.addr.015.i.unr = phi i64 [ %i.addr.015.i.ph, %for.i.body.i.preheader18 ], [ %i.next.i.prol, %for.i.body.i.prol ]
  %37 = sub i64 0, %n
  %38 = icmp eq i64 %36, %37
  br i1 %38, label %parallel.done, label %for.i.body.i

for.i.body.i:                                     ; preds = %for.i.body.i.prol.loopexit, %for.i.body.i
  %i.addr.015.i = phi i64 [ %i.next.i.1, %for.i.body.i ], [ %i.addr.015.i.unr, %for.i.body.i.prol.loopexit ]
  %Out.addr.i = getelementptr inbounds float, ptr %Out, i64 %i.addr.015.i
  %X.addr.i = getelementptr inbounds float, ptr %X, i64 %i.addr.015.i
  %X.elem.i = load float, ptr %X.addr.i, align 4
  %mul.i = fmul float %X.elem.i, %a
  %Y.addr.i = getelementptr inbounds float, ptr %Y, i64 %i.addr.015.i
  %Y.elem.i = load float, ptr %Y.addr.i, align 4
  %add.i = fadd float %mul.i, %Y.elem.i
  store float %add.i, ptr %Out.addr.i, align 4
  %i.next.i = add nuw nsw i64 %i.addr.015.i, 1
  %Out.addr.i.1 = getelementptr inbounds float, ptr %Out, i64 %i.next.i
  %X.addr.i.1 = getelementptr inbounds float, ptr %X, i64 %i.next.i
  %X.elem.i.1 = load float, ptr %X.addr.i.1, align 4
  %mul.i.1 = fmul float %X.elem.i.1, %a
  %Y.addr.i.1 = getelementptr inbounds float, ptr %Y, i64 %i.next.i
  %Y.elem.i.1 = load float, ptr %Y.addr.i.1, align 4
  %add.i.1 = fadd float %mul.i.1, %Y.elem.i.1
  store float %add.i.1, ptr %Out.addr.i.1, align 4
  %i.next.i.1 = add nuw nsw i64 %i.addr.015.i, 2
  %exitcond.not.1 = icmp eq i64 %i.next.i.1, %n
  br i1 %exitcond.not.1, label %parallel.done, label %for.i.body.i, !llvm.loop !2

parallel.done:                                    ; preds = %for.i.body.i.prol.loopexit, %for.i.body.i, %middle.block, %parallel.serial, %parallel.launch
  %parallel.status = phi i32 [ %phi.cast, %parallel.launch ], [ 0, %parallel.serial ], [ 0, %middle.block ], [ 0, %for.i.body.i ], [ 0, %for.i.body.i.prol.loopexit ]
  ret i32 %parallel.status
}

; Function Attrs: nofree nosync nounwind
define internal i32 @__modlink_saxpy_parallel0(i32 %task_id, ptr nocapture readonly %penv, ptr nocapture readonly %cdata) #0 {
entry:
  %start = load i64, ptr %cdata, align 8
  %field.at1 = getelementptr inbounds { i64, i64, ptr, i64, ptr, i64, ptr, i64, float }, ptr %cdata, i64 0, i32 1
  %end = load i64, ptr %field.at1, align 8
  %field.at2 = getelementptr inbounds { i64, i64, ptr, i64, ptr, i64, ptr, i64, float }, ptr %cdata, i64 0, i32 2
  %Out = load ptr, ptr %field.at2, align 8
  %Out16 = ptrtoint ptr %Out to i64
  %field.at4 = getelementptr inbounds { i64, i64, ptr, i64, ptr, i64, ptr, i64, float }, ptr %cdata, i64 0, i32 4
  %X = load ptr, ptr %field.at4, align 8
  %X17 = ptrtoint ptr %X to i64
  %field.at7 = getelementptr inbounds { i64, i64, ptr, i64, ptr, i64, ptr, i64, float }, ptr %cdata, i64 0, i32 6
  %Y = load ptr, ptr %field.at7, align 8
  %Y18 = ptrtoint ptr %Y to i64
  %field.at10 = getelementptr inbounds { i64, i64, ptr, i64, ptr, i64, ptr, i64, float }, ptr %cdata, i64 0, i32 8
  %a = load float, ptr %field.at10, align 4
  %num_task.at = getelementptr inbounds { ptr, i32 }, ptr %penv, i64 0, i32 1
  %num_task = load i32, ptr %num_task.at, align 4
  %0 = tail call i32 @llvm.smax.i32(i32 %num_task, i32 1)
  %1 = zext i32 %0 to i64
  %span = sub i64 %end, %start
  %2 = tail call i64 @llvm.smax.i64(i64 %span, i64 0)
  %3 = add nsw i64 %2, -1
  %rounded = add i64 %3, %1
  %chunk = sdiv i64 %rounded, %1
  %task = sext i32 %task_id to i64
  %offset = mul i64 %chunk, %task
  %low = add i64 %offset, %start
  %high = add i64 %low, %chunk
  %4 = tail call i64 @llvm.smin.i64(i64 %high, i64 %end)
  %more14 = icmp slt i64 %low, %4
  br i1 %more14, label %for.i.body.preheader, label %for.i.end

for.i.body.preheader:                             ; preds = %entry
  %5 = add i64 %offset, %start
  %6 = sub i64 %4, %5
  %min.iters.check = icmp ult i64 %6, 12
  br i1 %min.iters.check, label %for.i.body.preheader25, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.i.body.preheader
  %7 = shl i64 %low, 2
  %8 = add i64 %7, %Out16
  %9 = add i64 %7, %X17
  %10 = sub i64 %8, %9
  %diff.check = icmp ult i64 %10, 32
  %11 = add i64 %7, %Y18
  %12 = sub i64 %8, %11
  %diff.check19 = icmp ult i64 %12, 32
  %conflict.rdx = or i1 %diff.check, %diff.check19
  br i1 %conflict.rdx, label %for.i.body.preheader25, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %6, -8
  %ind.end = add i64 %low, %n.vec
  %broadcast.splatinsert = insertelement <4 x float> poison, float %a, i64 0
  %broadcast.splat = shufflevector <4 x float> %broadcast.splatinsert, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert21 = insertelement <4 x float> poison, float %a, i64 0
  %broadcast.splat22 = shufflevector <4 x float> %broadcast.splatinsert21, <4 x float> poison, <4 x i32> zeroinitializer
  %13 = add i64 %n.vec, -8
  %14 = lshr exact i64 %13, 3
  %15 = add nuw nsw i64 %14, 1
  %xtraiter = and i64 %15, 1
  %16 = icmp eq i64 %13, 0
  br i1 %16, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %15, 4611686018427387902
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %offset.idx = add i64 %low, %index
  %17 = getelementptr inbounds float, ptr %Out, i64 %offset.idx
  %18 = getelementptr inbounds float, ptr %X, i64 %offset.idx
  %wide.load = load <4 x float>, ptr %18, align 4
  %19 = getelementptr inbounds float, ptr %18, i64 4
  %wide.load20 = load <4 x float>, ptr %19, align 4
  %20 = fmul <4 x float> %broadcast.splat, %wide.load
  %21 = fmul <4 x float> %broadcast.splat22, %wide.load20
  %22 = getelementptr inbounds float, ptr %Y, i64 %offset.idx
  %wide.load23 = load <4 x float>, ptr %22, align 4
  %23 = getelementptr inbounds float, ptr %22, i64 4
  %wide.load24 = load <4 x float>, ptr %23, align 4
  %24 = fadd <4 x float> %20, %wide.load23
  %25 = fadd <4 x float> %21, %wide.load24
  store <4 x float> %24, ptr %17, align 4
  %26 = getelementptr inbounds float, ptr %17, i64 4
  store <4 x float> %25, ptr %26, align 4
  %index.next = or i64 %index, 8
  %offset.idx.1 = add i64 %low, %index.next
  %27 = getelementptr inbounds float, ptr %Out, i64 %offset.idx.1
  %28 = getelementptr inbounds float, ptr %X, i64 %offset.idx.1
  %wide.load.1 = load <4 x float>, ptr %28, align 4
  %29 = getelementptr inbounds float, ptr %28, i64 4
  %wide.load20.1 = load <4 x float>, ptr %29, align 4
  %30 = fmul <4 x float> %broadcast.splat, %wide.load.1
  %31 = fmul <4 x float> %broadcast.splat22, %wide.load20.1
  %32 = getelementptr inbounds float, ptr %Y, i64 %offset.idx.1
  %wide.load23.1 = load <4 x float>, ptr %32, align 4
  %33 = getelementptr inbounds float, ptr %32, i64 4
  %wide.load24.1 = load <4 x float>, ptr %33, align 4
  %34 = fadd <4 x float> %30, %wide.load23.1
  %35 = fadd <4 x float> %31, %wide.load24.1
  store <4 x float> %34, ptr %27, align 4
  %36 = getelementptr inbounds float, ptr %27, i64 4
  store <4 x float> %35, ptr %36, align 4
  %index.next.1 = add nuw i64 %index, 16
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !3

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %offset.idx.epil = add i64 %low, %index.unr
  %37 = getelementptr inbounds float, ptr %Out, i64 %offset.idx.epil
  %38 = getelementptr inbounds float, ptr %X, i64 %offset.idx.epil
  %wide.load.epil = load <4 x float>, ptr %38, align 4
  %39 = getelementptr inbounds float, ptr %38, i64 4
  %wide.load20.epil = load <4 x float>, ptr %39, align 4
  %40 = fmul <4 x float> %broadcast.splat, %wide.load.epil
  %41 = fmul <4 x float> %broadcast.splat22, %wide.load20.epil
  %42 = getelementptr inbounds float, ptr %Y, i64 %offset.idx.epil
  %wide.load23.epil = load <4 x float>, ptr %42, align 4
  %43 = getelementptr inbounds float, ptr %42, i64 4
  %wide.load24.epil = load <4 x float>, ptr %43, align 4
  %44 = fadd <4 x float> %40, %wide.load23.epil
  %45 = fadd <4 x float> %41, %wide.load24.epil
  store <4 x float> %44, ptr %37, align 4
  %46 = getelementptr inbounds float, ptr %37, i64 4
  store <4 x float> %45, ptr %46, align 4
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %6, %n.vec
  br i1 %cmp.n, label %for.i.end, label %for.i.body.preheader25

for.i.body.preheader25:                           ; preds = %vector.memcheck, %for.i.body.preheader, %middle.block
  %i.addr.015.ph = phi i64 [ %low, %vector.memcheck ], [ %low, %for.i.body.preheader ], [ %ind.end, %middle.block ]
  br label %for.i.body

for.i.body:                                       ; preds = %for.i.body.preheader25, %for.i.body
  %i.addr.015 = phi i64 [ %i.next, %for.i.body ], [ %i.addr.015.ph, %for.i.body.preheader25 ]
  %Out.addr = getelementptr inbounds float, ptr %Out, i64 %i.addr.015
  %X.addr = getelementptr inbounds float, ptr %X, i64 %i.addr.015
  %X.elem = load float, ptr %X.addr, align 4
  %mul = fmul float %a, %X.elem
  %Y.addr = getelementptr inbounds float, ptr %Y, i64 %i.addr.015
  %Y.elem = load float, ptr %Y.addr, align 4
  %add = fadd float %mul, %Y.elem
  store float %add, ptr %Out.addr, align 4
  %i.next = add nsw i64 %i.addr.015, 1
  %more = icmp slt i64 %i.next, %4
  br i1 %more, label %for.i.body, label %for.i.end, !llvm.loop !4

for.i.end:                                        ; preds = %for.i.body, %middle.block, %entry
  ret i32 0
}

define i32 @__tvm_ffi_saxpy(ptr nocapture readnone %self, ptr nocapture readonly %args, i32 %num_args, ptr nocapture readnone %result) local_unnamed_addr {
entry:
  %message.parts = alloca [16 x ptr], align 8
  %message.digits0 = alloca [24 x i8], align 1
  %message.digits1 = alloca [24 x i8], align 1
  %message.digits2 = alloca [24 x i8], align 1
  %argc.ok = icmp eq i32 %num_args, 4
  br i1 %argc.ok, label %check1.ok, label %check1.fail

common.ret:                                       ; preds = %call.i637, %__modlink_format_i64.exit624, %call.i608, %__modlink_format_i64.exit607, %call.i576, %__modlink_format_i64.exit575, %call.i559, %__modlink_format_i64.exit558, %call.i521, %__modlink_format_i64.exit520, %call.i504, %check17.fail, %call.i502, %__modlink_format_i64.exit501, %call.i485, %__modlink_format_i64.exit472, %call.i456, %__modlink_format_i64.exit455, %call.i424, %__modlink_format_i64.exit423, %call.i407, %__modlink_format_i64.exit406, %call.i369, %__modlink_format_i64.exit368, %call.i352, %check10.fail, %call.i350, %__modlink_format_i64.exit349, %call.i333, %__modlink_format_i64.exit320, %call.i304, %__modlink_format_i64.exit303, %call.i287, %__modlink_format_i64.exit286, %call.i249, %__modlink_format_i64.exit248, %call.i232, %check4.fail, %call.i230, %__modlink_format_i64.exit229, %call.i213, %__modlink_format_i64.exit212, %call.i, %__modlink_format_i64.exit, %Out.strides.done
  %common.ret.op = phi i32 [ %result194, %Out.strides.done ], [ -1, %__modlink_format_i64.exit ], [ -1, %call.i ], [ -1, %__modlink_format_i64.exit212 ], [ -1, %call.i213 ], [ -1, %__modlink_format_i64.exit229 ], [ -1, %call.i230 ], [ -1, %check4.fail ], [ -1, %call.i232 ], [ -1, %__modlink_format_i64.exit248 ], [ -1, %call.i249 ], [ -1, %__modlink_format_i64.exit286 ], [ -1, %call.i287 ], [ -1, %__modlink_format_i64.exit303 ], [ -1, %call.i304 ], [ -1, %__modlink_format_i64.exit320 ], [ -1, %call.i333 ], [ -1, %__modlink_format_i64.exit349 ], [ -1, %call.i350 ], [ -1, %check10.fail ], [ -1, %call.i352 ], [ -1, %__modlink_format_i64.exit368 ], [ -1, %call.i369 ], [ -1, %__modlink_format_i64.exit406 ], [ -1, %call.i407 ], [ -1, %__modlink_format_i64.exit423 ], [ -1, %call.i424 ], [ -1, %__modlink_format_i64.exit455 ], [ -1, %call.i456 ], [ -1, %__modlink_format_i64.exit472 ], [ -1, %call.i485 ], [ -1, %__modlink_format_i64.exit501 ], [ -1, %call.i502 ], [ -1, %check17.fail ], [ -1, %call.i504 ], [ -1, %__modlink_format_i64.exit520 ], [ -1, %call.i521 ], [ -1, %__modlink_format_i64.exit558 ], [ -1, %call.i559 ], [ -1, %__modlink_format_i64.exit575 ], [ -1, %call.i576 ], [ -1, %__modlink_format_i64.exit607 ], [ -1, %call.i608 ], [ -1, %__modlink_format_i64.exit624 ], [ -1, %call.i637 ]
  ret i32 %common.ret.op

check1.fail:                                      ; preds = %entry
  store ptr @.str.0, ptr %message.parts, align 8
  %0 = tail call i32 @llvm.abs.i32(i32 %num_args, i1 false)
  %1 = zext i32 %0 to i64
  %end.i = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i, align 1
  br label %digit.i

digit.i:                                          ; preds = %digit.i, %check1.fail
  %remaining.i = phi i64 [ %1, %check1.fail ], [ %rest.i, %digit.i ]
  %cursor.i = phi ptr [ %end.i, %check1.fail ], [ %digit.at.i, %digit.i ]
  %digit.at.i = getelementptr inbounds i8, ptr %cursor.i, i64 -1
  %digit1.i = urem i64 %remaining.i, 10
  %digit.byte.i = trunc i64 %digit1.i to i8
  %ascii.i = or i8 %digit.byte.i, 48
  store i8 %ascii.i, ptr %digit.at.i, align 1
  %rest.i = udiv i64 %remaining.i, 10
  %2 = icmp ult i64 %remaining.i, 10
  br i1 %2, label %digits.done.i, label %digit.i

digits.done.i:                                    ; preds = %digit.i
  %neg.i = icmp slt i32 %num_args, 0
  br i1 %neg.i, label %sign.i, label %__modlink_format_i64.exit

sign.i:                                           ; preds = %digits.done.i
  %sign.at.i = getelementptr inbounds i8, ptr %cursor.i, i64 -2
  store i8 45, ptr %sign.at.i, align 1
  br label %__modlink_format_i64.exit

__modlink_format_i64.exit:                        ; preds = %digits.done.i, %sign.i
  %start.i = phi ptr [ %digit.at.i, %digits.done.i ], [ %sign.at.i, %sign.i ]
  %part1 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i, ptr %part1, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i

call.i:                                           ; preds = %__modlink_format_i64.exit
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check1.ok:                                        ; preds = %entry
  %a.type_index = load i32, ptr %args, align 4
  %a.type_index.off = add i32 %a.type_index, -1
  %switch = icmp ult i32 %a.type_index.off, 3
  br i1 %switch, label %check2.ok, label %check2.fail

check2.fail:                                      ; preds = %check1.ok
  store ptr @.str.2, ptr %message.parts, align 8
  %3 = tail call i32 @llvm.abs.i32(i32 %a.type_index, i1 false)
  %4 = zext i32 %3 to i64
  %end.i198 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i198, align 1
  br label %digit.i206

digit.i206:                                       ; preds = %digit.i206, %check2.fail
  %remaining.i199 = phi i64 [ %4, %check2.fail ], [ %rest.i205, %digit.i206 ]
  %cursor.i200 = phi ptr [ %end.i198, %check2.fail ], [ %digit.at.i201, %digit.i206 ]
  %digit.at.i201 = getelementptr inbounds i8, ptr %cursor.i200, i64 -1
  %digit1.i202 = urem i64 %remaining.i199, 10
  %digit.byte.i203 = trunc i64 %digit1.i202 to i8
  %ascii.i204 = or i8 %digit.byte.i203, 48
  store i8 %ascii.i204, ptr %digit.at.i201, align 1
  %rest.i205 = udiv i64 %remaining.i199, 10
  %5 = icmp ult i64 %remaining.i199, 10
  br i1 %5, label %digits.done.i208, label %digit.i206

digits.done.i208:                                 ; preds = %digit.i206
  %neg.i207 = icmp slt i32 %a.type_index, 0
  br i1 %neg.i207, label %sign.i210, label %__modlink_format_i64.exit212

sign.i210:                                        ; preds = %digits.done.i208
  %sign.at.i209 = getelementptr inbounds i8, ptr %cursor.i200, i64 -2
  store i8 45, ptr %sign.at.i209, align 1
  br label %__modlink_format_i64.exit212

__modlink_format_i64.exit212:                     ; preds = %digits.done.i208, %sign.i210
  %start.i211 = phi ptr [ %digit.at.i201, %digits.done.i208 ], [ %sign.at.i209, %sign.i210 ]
  %part7 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i211, ptr %part7, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i213

call.i213:                                        ; preds = %__modlink_format_i64.exit212
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check2.ok:                                        ; preds = %check1.ok
  %is4 = icmp eq i32 %a.type_index, 3
  %a.value = getelementptr inbounds i8, ptr %args, i64 8
  %a.int = load i64, ptr %a.value, align 8
  %a.float.cast = bitcast i64 %a.int to double
  %converted = sitofp i64 %a.int to double
  %a.f64 = select i1 %is4, double %a.float.cast, double %converted
  %a = fptrunc double %a.f64 to float
  %X.any = getelementptr inbounds i8, ptr %args, i64 16
  %X.type_index = load i32, ptr %X.any, align 4
  switch i32 %X.type_index, label %check3.fail [
    i32 70, label %check3.ok
    i32 7, label %check3.ok
    i32 4, label %check3.ok
  ]

check3.fail:                                      ; preds = %check2.ok
  store ptr @.str.4, ptr %message.parts, align 8
  %6 = tail call i32 @llvm.abs.i32(i32 %X.type_index, i1 false)
  %7 = zext i32 %6 to i64
  %end.i215 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i215, align 1
  br label %digit.i223

digit.i223:                                       ; preds = %digit.i223, %check3.fail
  %remaining.i216 = phi i64 [ %7, %check3.fail ], [ %rest.i222, %digit.i223 ]
  %cursor.i217 = phi ptr [ %end.i215, %check3.fail ], [ %digit.at.i218, %digit.i223 ]
  %digit.at.i218 = getelementptr inbounds i8, ptr %cursor.i217, i64 -1
  %digit1.i219 = urem i64 %remaining.i216, 10
  %digit.byte.i220 = trunc i64 %digit1.i219 to i8
  %ascii.i221 = or i8 %digit.byte.i220, 48
  store i8 %ascii.i221, ptr %digit.at.i218, align 1
  %rest.i222 = udiv i64 %remaining.i216, 10
  %8 = icmp ult i64 %remaining.i216, 10
  br i1 %8, label %digits.done.i225, label %digit.i223

digits.done.i225:                                 ; preds = %digit.i223
  %neg.i224 = icmp slt i32 %X.type_index, 0
  br i1 %neg.i224, label %sign.i227, label %__modlink_format_i64.exit229

sign.i227:                                        ; preds = %digits.done.i225
  %sign.at.i226 = getelementptr inbounds i8, ptr %cursor.i217, i64 -2
  store i8 45, ptr %sign.at.i226, align 1
  br label %__modlink_format_i64.exit229

__modlink_format_i64.exit229:                     ; preds = %digits.done.i225, %sign.i227
  %start.i228 = phi ptr [ %digit.at.i218, %digits.done.i225 ], [ %sign.at.i226, %sign.i227 ]
  %part17 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i228, ptr %part17, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i230

call.i230:                                        ; preds = %__modlink_format_i64.exit229
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check3.ok:                                        ; preds = %check2.ok, %check2.ok, %check2.ok
  %is8 = icmp eq i32 %X.type_index, 70
  %X.value = getelementptr inbounds i8, ptr %args, i64 24
  %X.ptr = load ptr, ptr %X.value, align 8
  %X.dltensor.idx = select i1 %is8, i64 24, i64 0
  %X.dltensor = getelementptr i8, ptr %X.ptr, i64 %X.dltensor.idx
  %null.not = icmp eq ptr %X.ptr, null
  br i1 %null.not, label %check4.fail, label %check4.ok

check4.fail:                                      ; preds = %check3.ok
  store ptr @.str.5, ptr %message.parts, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i232

call.i232:                                        ; preds = %check4.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check4.ok:                                        ; preds = %check3.ok
  %ndim.at = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %X.dltensor, i64 0, i32 2
  %X.ndim = load i32, ptr %ndim.at, align 4
  %ndim.ok = icmp eq i32 %X.ndim, 1
  br i1 %ndim.ok, label %check5.ok, label %check5.fail

check5.fail:                                      ; preds = %check4.ok
  store ptr @.str.6, ptr %message.parts, align 8
  %9 = tail call i32 @llvm.abs.i32(i32 %X.ndim, i1 false)
  %10 = zext i32 %9 to i64
  %end.i234 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i234, align 1
  br label %digit.i242

digit.i242:                                       ; preds = %digit.i242, %check5.fail
  %remaining.i235 = phi i64 [ %10, %check5.fail ], [ %rest.i241, %digit.i242 ]
  %cursor.i236 = phi ptr [ %end.i234, %check5.fail ], [ %digit.at.i237, %digit.i242 ]
  %digit.at.i237 = getelementptr inbounds i8, ptr %cursor.i236, i64 -1
  %digit1.i238 = urem i64 %remaining.i235, 10
  %digit.byte.i239 = trunc i64 %digit1.i238 to i8
  %ascii.i240 = or i8 %digit.byte.i239, 48
  store i8 %ascii.i240, ptr %digit.at.i237, align 1
  %rest.i241 = udiv i64 %remaining.i235, 10
  %11 = icmp ult i64 %remaining.i235, 10
  br i1 %11, label %digits.done.i244, label %digit.i242

digits.done.i244:                                 ; preds = %digit.i242
  %neg.i243 = icmp slt i32 %X.ndim, 0
  br i1 %neg.i243, label %sign.i246, label %__modlink_format_i64.exit248

sign.i246:                                        ; preds = %digits.done.i244
  %sign.at.i245 = getelementptr inbounds i8, ptr %cursor.i236, i64 -2
  store i8 45, ptr %sign.at.i245, align 1
  br label %__modlink_format_i64.exit248

__modlink_format_i64.exit248:                     ; preds = %digits.done.i244, %sign.i246
  %start.i247 = phi ptr [ %digit.at.i237, %digits.done.i244 ], [ %sign.at.i245, %sign.i246 ]
  %part21 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i247, ptr %part21, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i249

call.i249:                                        ; preds = %__modlink_format_i64.exit248
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check5.ok:                                        ; preds = %check4.ok
  %dtype.at = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %X.dltensor, i64 0, i32 3
  %bits.at = getelementptr inbounds { i8, i8, i16 }, ptr %dtype.at, i64 0, i32 1
  %lanes.at = getelementptr inbounds { i8, i8, i16 }, ptr %dtype.at, i64 0, i32 2
  %code = load i8, ptr %dtype.at, align 1
  %bits = load i8, ptr %bits.at, align 1
  %lanes = load i16, ptr %lanes.at, align 2
  %code.ok = icmp eq i8 %code, 2
  %bits.ok = icmp eq i8 %bits, 32
  %lanes.ok = icmp eq i16 %lanes, 1
  %dtype.ok = and i1 %code.ok, %bits.ok
  %dtype.ok22 = and i1 %dtype.ok, %lanes.ok
  br i1 %dtype.ok22, label %check6.ok, label %check6.fail

check6.fail:                                      ; preds = %check5.ok
  %lanes25 = zext i16 %lanes to i64
  %code23 = zext i8 %code to i64
  store ptr @.str.7, ptr %message.parts, align 8
  %end.i251 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i251, align 1
  br label %digit.i259

digit.i259:                                       ; preds = %digit.i259, %check6.fail
  %remaining.i252 = phi i64 [ %code23, %check6.fail ], [ %rest.i258, %digit.i259 ]
  %cursor.i253 = phi ptr [ %end.i251, %check6.fail ], [ %digit.at.i254, %digit.i259 ]
  %digit.at.i254 = getelementptr inbounds i8, ptr %cursor.i253, i64 -1
  %digit1.i255 = urem i64 %remaining.i252, 10
  %digit.byte.i256 = trunc i64 %digit1.i255 to i8
  %ascii.i257 = or i8 %digit.byte.i256, 48
  store i8 %ascii.i257, ptr %digit.at.i254, align 1
  %rest.i258 = udiv i64 %remaining.i252, 10
  %12 = icmp ult i64 %remaining.i252, 10
  br i1 %12, label %__modlink_format_i64.exit262, label %digit.i259

__modlink_format_i64.exit262:                     ; preds = %digit.i259
  %bits24 = zext i8 %bits to i64
  %part28 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %digit.at.i254, ptr %part28, align 8
  %part29 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.8, ptr %part29, align 8
  %end.i263 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i263, align 1
  br label %digit.i271

digit.i271:                                       ; preds = %digit.i271, %__modlink_format_i64.exit262
  %remaining.i264 = phi i64 [ %bits24, %__modlink_format_i64.exit262 ], [ %rest.i270, %digit.i271 ]
  %cursor.i265 = phi ptr [ %end.i263, %__modlink_format_i64.exit262 ], [ %digit.at.i266, %digit.i271 ]
  %digit.at.i266 = getelementptr inbounds i8, ptr %cursor.i265, i64 -1
  %digit1.i267 = urem i64 %remaining.i264, 10
  %digit.byte.i268 = trunc i64 %digit1.i267 to i8
  %ascii.i269 = or i8 %digit.byte.i268, 48
  store i8 %ascii.i269, ptr %digit.at.i266, align 1
  %rest.i270 = udiv i64 %remaining.i264, 10
  %13 = icmp ult i64 %remaining.i264, 10
  br i1 %13, label %__modlink_format_i64.exit274, label %digit.i271

__modlink_format_i64.exit274:                     ; preds = %digit.i271
  %part31 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i266, ptr %part31, align 8
  %part32 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 4
  store ptr @.str.9, ptr %part32, align 8
  %end.i275 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i275, align 1
  br label %digit.i283

digit.i283:                                       ; preds = %digit.i283, %__modlink_format_i64.exit274
  %remaining.i276 = phi i64 [ %lanes25, %__modlink_format_i64.exit274 ], [ %rest.i282, %digit.i283 ]
  %cursor.i277 = phi ptr [ %end.i275, %__modlink_format_i64.exit274 ], [ %digit.at.i278, %digit.i283 ]
  %digit.at.i278 = getelementptr inbounds i8, ptr %cursor.i277, i64 -1
  %digit1.i279 = urem i64 %remaining.i276, 10
  %digit.byte.i280 = trunc i64 %digit1.i279 to i8
  %ascii.i281 = or i8 %digit.byte.i280, 48
  store i8 %ascii.i281, ptr %digit.at.i278, align 1
  %rest.i282 = udiv i64 %remaining.i276, 10
  %14 = icmp ult i64 %remaining.i276, 10
  br i1 %14, label %__modlink_format_i64.exit286, label %digit.i283

__modlink_format_i64.exit286:                     ; preds = %digit.i283
  %part34 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 5
  store ptr %digit.at.i278, ptr %part34, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i287

call.i287:                                        ; preds = %__modlink_format_i64.exit286
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check6.ok:                                        ; preds = %check5.ok
  %device.at = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %X.dltensor, i64 0, i32 1
  %X.device_type = load i32, ptr %device.at, align 4
  %device.ok = icmp eq i32 %X.device_type, 1
  br i1 %device.ok, label %check7.ok, label %check7.fail

check7.fail:                                      ; preds = %check6.ok
  store ptr @.str.10, ptr %message.parts, align 8
  %15 = tail call i32 @llvm.abs.i32(i32 %X.device_type, i1 false)
  %16 = zext i32 %15 to i64
  %end.i289 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i289, align 1
  br label %digit.i297

digit.i297:                                       ; preds = %digit.i297, %check7.fail
  %remaining.i290 = phi i64 [ %16, %check7.fail ], [ %rest.i296, %digit.i297 ]
  %cursor.i291 = phi ptr [ %end.i289, %check7.fail ], [ %digit.at.i292, %digit.i297 ]
  %digit.at.i292 = getelementptr inbounds i8, ptr %cursor.i291, i64 -1
  %digit1.i293 = urem i64 %remaining.i290, 10
  %digit.byte.i294 = trunc i64 %digit1.i293 to i8
  %ascii.i295 = or i8 %digit.byte.i294, 48
  store i8 %ascii.i295, ptr %digit.at.i292, align 1
  %rest.i296 = udiv i64 %remaining.i290, 10
  %17 = icmp ult i64 %remaining.i290, 10
  br i1 %17, label %digits.done.i299, label %digit.i297

digits.done.i299:                                 ; preds = %digit.i297
  %neg.i298 = icmp slt i32 %X.device_type, 0
  br i1 %neg.i298, label %sign.i301, label %__modlink_format_i64.exit303

sign.i301:                                        ; preds = %digits.done.i299
  %sign.at.i300 = getelementptr inbounds i8, ptr %cursor.i291, i64 -2
  store i8 45, ptr %sign.at.i300, align 1
  br label %__modlink_format_i64.exit303

__modlink_format_i64.exit303:                     ; preds = %digits.done.i299, %sign.i301
  %start.i302 = phi ptr [ %digit.at.i292, %digits.done.i299 ], [ %sign.at.i300, %sign.i301 ]
  %part37 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i302, ptr %part37, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i304

call.i304:                                        ; preds = %__modlink_format_i64.exit303
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check7.ok:                                        ; preds = %check6.ok
  %shape.at = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %X.dltensor, i64 0, i32 4
  %X.shape = load ptr, ptr %shape.at, align 8
  %X.shape0 = load i64, ptr %X.shape, align 8
  %strides.at = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %X.dltensor, i64 0, i32 5
  %X.strides = load ptr, ptr %strides.at, align 8
  %has_strides.not = icmp eq ptr %X.strides, null
  br i1 %has_strides.not, label %X.strides.done, label %X.strides.check

X.strides.check:                                  ; preds = %check7.ok
  %X.stride0 = load i64, ptr %X.strides, align 8
  %stride.ok = icmp eq i64 %X.stride0, 1
  %unit = icmp eq i64 %X.shape0, 1
  %stride.ok38 = or i1 %unit, %stride.ok
  br i1 %stride.ok38, label %X.strides.done, label %check8.fail

X.strides.done:                                   ; preds = %X.strides.check, %check7.ok
  %data = load ptr, ptr %X.dltensor, align 8
  %byte_offset.at = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %X.dltensor, i64 0, i32 6
  %byte_offset = load i64, ptr %byte_offset.at, align 8
  %X.data = getelementptr i8, ptr %data, i64 %byte_offset
  %Y.any = getelementptr inbounds i8, ptr %args, i64 32
  %Y.type_index = load i32, ptr %Y.any, align 4
  switch i32 %Y.type_index, label %check9.fail [
    i32 70, label %check9.ok
    i32 7, label %check9.ok
    i32 4, label %check9.ok
  ]

check8.fail:                                      ; preds = %X.strides.check
  store ptr @.str.11, ptr %message.parts, align 8
  %18 = tail call i64 @llvm.abs.i64(i64 %X.stride0, i1 false)
  %end.i306 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i306, align 1
  br label %digit.i314

digit.i314:                                       ; preds = %digit.i314, %check8.fail
  %remaining.i307 = phi i64 [ %18, %check8.fail ], [ %rest.i313, %digit.i314 ]
  %cursor.i308 = phi ptr [ %end.i306, %check8.fail ], [ %digit.at.i309, %digit.i314 ]
  %digit.at.i309 = getelementptr inbounds i8, ptr %cursor.i308, i64 -1
  %digit1.i310 = urem i64 %remaining.i307, 10
  %digit.byte.i311 = trunc i64 %digit1.i310 to i8
  %ascii.i312 = or i8 %digit.byte.i311, 48
  store i8 %ascii.i312, ptr %digit.at.i309, align 1
  %rest.i313 = udiv i64 %remaining.i307, 10
  %19 = icmp ult i64 %remaining.i307, 10
  br i1 %19, label %digits.done.i316, label %digit.i314

digits.done.i316:                                 ; preds = %digit.i314
  %neg.i315 = icmp slt i64 %X.stride0, 0
  br i1 %neg.i315, label %sign.i318, label %__modlink_format_i64.exit320

sign.i318:                                        ; preds = %digits.done.i316
  %sign.at.i317 = getelementptr inbounds i8, ptr %cursor.i308, i64 -2
  store i8 45, ptr %sign.at.i317, align 1
  br label %__modlink_format_i64.exit320

__modlink_format_i64.exit320:                     ; preds = %digits.done.i316, %sign.i318
  %start.i319 = phi ptr [ %digit.at.i309, %digits.done.i316 ], [ %sign.at.i317, %sign.i318 ]
  %part41 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i319, ptr %part41, align 8
  %part42 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.12, ptr %part42, align 8
  %end.i321 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i321, align 1
  %digit.at.i324 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i324, align 1
  %part44 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i324, ptr %part44, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i333

call.i333:                                        ; preds = %__modlink_format_i64.exit320
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check9.fail:                                      ; preds = %X.strides.done
  store ptr @.str.13, ptr %message.parts, align 8
  %20 = tail call i32 @llvm.abs.i32(i32 %Y.type_index, i1 false)
  %21 = zext i32 %20 to i64
  %end.i335 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i335, align 1
  br label %digit.i343

digit.i343:                                       ; preds = %digit.i343, %check9.fail
  %remaining.i336 = phi i64 [ %21, %check9.fail ], [ %rest.i342, %digit.i343 ]
  %cursor.i337 = phi ptr [ %end.i335, %check9.fail ], [ %digit.at.i338, %digit.i343 ]
  %digit.at.i338 = getelementptr inbounds i8, ptr %cursor.i337, i64 -1
  %digit1.i339 = urem i64 %remaining.i336, 10
  %digit.byte.i340 = trunc i64 %digit1.i339 to i8
  %ascii.i341 = or i8 %digit.byte.i340, 48
  store i8 %ascii.i341, ptr %digit.at.i338, align 1
  %rest.i342 = udiv i64 %remaining.i336, 10
  %22 = icmp ult i64 %remaining.i336, 10
  br i1 %22, label %digits.done.i345, label %digit.i343

digits.done.i345:                                 ; preds = %digit.i343
  %neg.i344 = icmp slt i32 %Y.type_index, 0
  br i1 %neg.i344, label %sign.i347, label %__modlink_format_i64.exit349

sign.i347:                                        ; preds = %digits.done.i345
  %sign.at.i346 = getelementptr inbounds i8, ptr %cursor.i337, i64 -2
  store i8 45, ptr %sign.at.i346, align 1
  br label %__modlink_format_i64.exit349

__modlink_format_i64.exit349:                     ; preds = %digits.done.i345, %sign.i347
  %start.i348 = phi ptr [ %digit.at.i338, %digits.done.i345 ], [ %sign.at.i346, %sign.i347 ]
  %part54 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i348, ptr %part54, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i350

call.i350:                                        ; preds = %__modlink_format_i64.exit349
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check9.ok:                                        ; preds = %X.strides.done, %X.strides.done, %X.strides.done
  %is45 = icmp eq i32 %Y.type_index, 70
  %Y.value = getelementptr inbounds i8, ptr %args, i64 40
  %Y.ptr = load ptr, ptr %Y.value, align 8
  %Y.dltensor.idx = select i1 %is45, i64 24, i64 0
  %Y.dltensor = getelementptr i8, ptr %Y.ptr, i64 %Y.dltensor.idx
  %null55.not = icmp eq ptr %Y.ptr, null
  br i1 %null55.not, label %check10.fail, label %check10.ok

check10.fail:                                     ; preds = %check9.ok
  store ptr @.str.14, ptr %message.parts, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i352

call.i352:                                        ; preds = %check10.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check10.ok:                                       ; preds = %check9.ok
  %ndim.at58 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Y.dltensor, i64 0, i32 2
  %Y.ndim = load i32, ptr %ndim.at58, align 4
  %ndim.ok59 = icmp eq i32 %Y.ndim, 1
  br i1 %ndim.ok59, label %check11.ok, label %check11.fail

check11.fail:                                     ; preds = %check10.ok
  store ptr @.str.15, ptr %message.parts, align 8
  %23 = tail call i32 @llvm.abs.i32(i32 %Y.ndim, i1 false)
  %24 = zext i32 %23 to i64
  %end.i354 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i354, align 1
  br label %digit.i362

digit.i362:                                       ; preds = %digit.i362, %check11.fail
  %remaining.i355 = phi i64 [ %24, %check11.fail ], [ %rest.i361, %digit.i362 ]
  %cursor.i356 = phi ptr [ %end.i354, %check11.fail ], [ %digit.at.i357, %digit.i362 ]
  %digit.at.i357 = getelementptr inbounds i8, ptr %cursor.i356, i64 -1
  %digit1.i358 = urem i64 %remaining.i355, 10
  %digit.byte.i359 = trunc i64 %digit1.i358 to i8
  %ascii.i360 = or i8 %digit.byte.i359, 48
  store i8 %ascii.i360, ptr %digit.at.i357, align 1
  %rest.i361 = udiv i64 %remaining.i355, 10
  %25 = icmp ult i64 %remaining.i355, 10
  br i1 %25, label %digits.done.i364, label %digit.i362

digits.done.i364:                                 ; preds = %digit.i362
  %neg.i363 = icmp slt i32 %Y.ndim, 0
  br i1 %neg.i363, label %sign.i366, label %__modlink_format_i64.exit368

sign.i366:                                        ; preds = %digits.done.i364
  %sign.at.i365 = getelementptr inbounds i8, ptr %cursor.i356, i64 -2
  store i8 45, ptr %sign.at.i365, align 1
  br label %__modlink_format_i64.exit368

__modlink_format_i64.exit368:                     ; preds = %digits.done.i364, %sign.i366
  %start.i367 = phi ptr [ %digit.at.i357, %digits.done.i364 ], [ %sign.at.i365, %sign.i366 ]
  %part63 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i367, ptr %part63, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i369

call.i369:                                        ; preds = %__modlink_format_i64.exit368
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check11.ok:                                       ; preds = %check10.ok
  %dtype.at64 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Y.dltensor, i64 0, i32 3
  %bits.at66 = getelementptr inbounds { i8, i8, i16 }, ptr %dtype.at64, i64 0, i32 1
  %lanes.at67 = getelementptr inbounds { i8, i8, i16 }, ptr %dtype.at64, i64 0, i32 2
  %code68 = load i8, ptr %dtype.at64, align 1
  %bits69 = load i8, ptr %bits.at66, align 1
  %lanes70 = load i16, ptr %lanes.at67, align 2
  %code.ok71 = icmp eq i8 %code68, 2
  %bits.ok72 = icmp eq i8 %bits69, 32
  %lanes.ok73 = icmp eq i16 %lanes70, 1
  %dtype.ok74 = and i1 %code.ok71, %bits.ok72
  %dtype.ok75 = and i1 %dtype.ok74, %lanes.ok73
  br i1 %dtype.ok75, label %check12.ok, label %check12.fail

check12.fail:                                     ; preds = %check11.ok
  %lanes78 = zext i16 %lanes70 to i64
  %code76 = zext i8 %code68 to i64
  store ptr @.str.16, ptr %message.parts, align 8
  %end.i371 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i371, align 1
  br label %digit.i379

digit.i379:                                       ; preds = %digit.i379, %check12.fail
  %remaining.i372 = phi i64 [ %code76, %check12.fail ], [ %rest.i378, %digit.i379 ]
  %cursor.i373 = phi ptr [ %end.i371, %check12.fail ], [ %digit.at.i374, %digit.i379 ]
  %digit.at.i374 = getelementptr inbounds i8, ptr %cursor.i373, i64 -1
  %digit1.i375 = urem i64 %remaining.i372, 10
  %digit.byte.i376 = trunc i64 %digit1.i375 to i8
  %ascii.i377 = or i8 %digit.byte.i376, 48
  store i8 %ascii.i377, ptr %digit.at.i374, align 1
  %rest.i378 = udiv i64 %remaining.i372, 10
  %26 = icmp ult i64 %remaining.i372, 10
  br i1 %26, label %__modlink_format_i64.exit382, label %digit.i379

__modlink_format_i64.exit382:                     ; preds = %digit.i379
  %bits77 = zext i8 %bits69 to i64
  %part81 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %digit.at.i374, ptr %part81, align 8
  %part82 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.8, ptr %part82, align 8
  %end.i383 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i383, align 1
  br label %digit.i391

digit.i391:                                       ; preds = %digit.i391, %__modlink_format_i64.exit382
  %remaining.i384 = phi i64 [ %bits77, %__modlink_format_i64.exit382 ], [ %rest.i390, %digit.i391 ]
  %cursor.i385 = phi ptr [ %end.i383, %__modlink_format_i64.exit382 ], [ %digit.at.i386, %digit.i391 ]
  %digit.at.i386 = getelementptr inbounds i8, ptr %cursor.i385, i64 -1
  %digit1.i387 = urem i64 %remaining.i384, 10
  %digit.byte.i388 = trunc i64 %digit1.i387 to i8
  %ascii.i389 = or i8 %digit.byte.i388, 48
  store i8 %ascii.i389, ptr %digit.at.i386, align 1
  %rest.i390 = udiv i64 %remaining.i384, 10
  %27 = icmp ult i64 %remaining.i384, 10
  br i1 %27, label %__modlink_format_i64.exit394, label %digit.i391

__modlink_format_i64.exit394:                     ; preds = %digit.i391
  %part84 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i386, ptr %part84, align 8
  %part85 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 4
  store ptr @.str.9, ptr %part85, align 8
  %end.i395 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i395, align 1
  br label %digit.i403

digit.i403:                                       ; preds = %digit.i403, %__modlink_format_i64.exit394
  %remaining.i396 = phi i64 [ %lanes78, %__modlink_format_i64.exit394 ], [ %rest.i402, %digit.i403 ]
  %cursor.i397 = phi ptr [ %end.i395, %__modlink_format_i64.exit394 ], [ %digit.at.i398, %digit.i403 ]
  %digit.at.i398 = getelementptr inbounds i8, ptr %cursor.i397, i64 -1
  %digit1.i399 = urem i64 %remaining.i396, 10
  %digit.byte.i400 = trunc i64 %digit1.i399 to i8
  %ascii.i401 = or i8 %digit.byte.i400, 48
  store i8 %ascii.i401, ptr %digit.at.i398, align 1
  %rest.i402 = udiv i64 %remaining.i396, 10
  %28 = icmp ult i64 %remaining.i396, 10
  br i1 %28, label %__modlink_format_i64.exit406, label %digit.i403

__modlink_format_i64.exit406:                     ; preds = %digit.i403
  %part87 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 5
  store ptr %digit.at.i398, ptr %part87, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i407

call.i407:                                        ; preds = %__modlink_format_i64.exit406
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check12.ok:                                       ; preds = %check11.ok
  %device.at88 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Y.dltensor, i64 0, i32 1
  %Y.device_type = load i32, ptr %device.at88, align 4
  %device.ok89 = icmp eq i32 %Y.device_type, 1
  br i1 %device.ok89, label %check13.ok, label %check13.fail

check13.fail:                                     ; preds = %check12.ok
  store ptr @.str.17, ptr %message.parts, align 8
  %29 = tail call i32 @llvm.abs.i32(i32 %Y.device_type, i1 false)
  %30 = zext i32 %29 to i64
  %end.i409 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i409, align 1
  br label %digit.i417

digit.i417:                                       ; preds = %digit.i417, %check13.fail
  %remaining.i410 = phi i64 [ %30, %check13.fail ], [ %rest.i416, %digit.i417 ]
  %cursor.i411 = phi ptr [ %end.i409, %check13.fail ], [ %digit.at.i412, %digit.i417 ]
  %digit.at.i412 = getelementptr inbounds i8, ptr %cursor.i411, i64 -1
  %digit1.i413 = urem i64 %remaining.i410, 10
  %digit.byte.i414 = trunc i64 %digit1.i413 to i8
  %ascii.i415 = or i8 %digit.byte.i414, 48
  store i8 %ascii.i415, ptr %digit.at.i412, align 1
  %rest.i416 = udiv i64 %remaining.i410, 10
  %31 = icmp ult i64 %remaining.i410, 10
  br i1 %31, label %digits.done.i419, label %digit.i417

digits.done.i419:                                 ; preds = %digit.i417
  %neg.i418 = icmp slt i32 %Y.device_type, 0
  br i1 %neg.i418, label %sign.i421, label %__modlink_format_i64.exit423

sign.i421:                                        ; preds = %digits.done.i419
  %sign.at.i420 = getelementptr inbounds i8, ptr %cursor.i411, i64 -2
  store i8 45, ptr %sign.at.i420, align 1
  br label %__modlink_format_i64.exit423

__modlink_format_i64.exit423:                     ; preds = %digits.done.i419, %sign.i421
  %start.i422 = phi ptr [ %digit.at.i412, %digits.done.i419 ], [ %sign.at.i420, %sign.i421 ]
  %part93 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i422, ptr %part93, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i424

call.i424:                                        ; preds = %__modlink_format_i64.exit423
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check13.ok:                                       ; preds = %check12.ok
  %shape.at94 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Y.dltensor, i64 0, i32 4
  %Y.shape = load ptr, ptr %shape.at94, align 8
  %Y.shape0 = load i64, ptr %Y.shape, align 8
  %extent.ok = icmp eq i64 %Y.shape0, %X.shape0
  br i1 %extent.ok, label %check14.ok, label %check14.fail

check14.fail:                                     ; preds = %check13.ok
  store ptr @.str.18, ptr %message.parts, align 8
  %32 = tail call i64 @llvm.abs.i64(i64 %Y.shape0, i1 false)
  %end.i426 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i426, align 1
  br label %digit.i434

digit.i434:                                       ; preds = %digit.i434, %check14.fail
  %remaining.i427 = phi i64 [ %32, %check14.fail ], [ %rest.i433, %digit.i434 ]
  %cursor.i428 = phi ptr [ %end.i426, %check14.fail ], [ %digit.at.i429, %digit.i434 ]
  %digit.at.i429 = getelementptr inbounds i8, ptr %cursor.i428, i64 -1
  %digit1.i430 = urem i64 %remaining.i427, 10
  %digit.byte.i431 = trunc i64 %digit1.i430 to i8
  %ascii.i432 = or i8 %digit.byte.i431, 48
  store i8 %ascii.i432, ptr %digit.at.i429, align 1
  %rest.i433 = udiv i64 %remaining.i427, 10
  %33 = icmp ult i64 %remaining.i427, 10
  br i1 %33, label %digits.done.i436, label %digit.i434

digits.done.i436:                                 ; preds = %digit.i434
  %neg.i435 = icmp slt i64 %Y.shape0, 0
  br i1 %neg.i435, label %sign.i438, label %__modlink_format_i64.exit440

sign.i438:                                        ; preds = %digits.done.i436
  %sign.at.i437 = getelementptr inbounds i8, ptr %cursor.i428, i64 -2
  store i8 45, ptr %sign.at.i437, align 1
  br label %__modlink_format_i64.exit440

__modlink_format_i64.exit440:                     ; preds = %digits.done.i436, %sign.i438
  %start.i439 = phi ptr [ %digit.at.i429, %digits.done.i436 ], [ %sign.at.i437, %sign.i438 ]
  %part98 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i439, ptr %part98, align 8
  %part99 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.19, ptr %part99, align 8
  %34 = call i64 @llvm.abs.i64(i64 %X.shape0, i1 false)
  %end.i441 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i441, align 1
  br label %digit.i449

digit.i449:                                       ; preds = %digit.i449, %__modlink_format_i64.exit440
  %remaining.i442 = phi i64 [ %34, %__modlink_format_i64.exit440 ], [ %rest.i448, %digit.i449 ]
  %cursor.i443 = phi ptr [ %end.i441, %__modlink_format_i64.exit440 ], [ %digit.at.i444, %digit.i449 ]
  %digit.at.i444 = getelementptr inbounds i8, ptr %cursor.i443, i64 -1
  %digit1.i445 = urem i64 %remaining.i442, 10
  %digit.byte.i446 = trunc i64 %digit1.i445 to i8
  %ascii.i447 = or i8 %digit.byte.i446, 48
  store i8 %ascii.i447, ptr %digit.at.i444, align 1
  %rest.i448 = udiv i64 %remaining.i442, 10
  %35 = icmp ult i64 %remaining.i442, 10
  br i1 %35, label %digits.done.i451, label %digit.i449

digits.done.i451:                                 ; preds = %digit.i449
  %neg.i450 = icmp slt i64 %X.shape0, 0
  br i1 %neg.i450, label %sign.i453, label %__modlink_format_i64.exit455

sign.i453:                                        ; preds = %digits.done.i451
  %sign.at.i452 = getelementptr inbounds i8, ptr %cursor.i443, i64 -2
  store i8 45, ptr %sign.at.i452, align 1
  br label %__modlink_format_i64.exit455

__modlink_format_i64.exit455:                     ; preds = %digits.done.i451, %sign.i453
  %start.i454 = phi ptr [ %digit.at.i444, %digits.done.i451 ], [ %sign.at.i452, %sign.i453 ]
  %part101 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %start.i454, ptr %part101, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i456

call.i456:                                        ; preds = %__modlink_format_i64.exit455
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check14.ok:                                       ; preds = %check13.ok
  %strides.at102 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Y.dltensor, i64 0, i32 5
  %Y.strides = load ptr, ptr %strides.at102, align 8
  %has_strides103.not = icmp eq ptr %Y.strides, null
  br i1 %has_strides103.not, label %Y.strides.done, label %Y.strides.check

Y.strides.check:                                  ; preds = %check14.ok
  %Y.stride0 = load i64, ptr %Y.strides, align 8
  %stride.ok105 = icmp eq i64 %Y.stride0, 1
  %unit106 = icmp eq i64 %X.shape0, 1
  %stride.ok107 = or i1 %unit106, %stride.ok105
  br i1 %stride.ok107, label %Y.strides.done, label %check15.fail

Y.strides.done:                                   ; preds = %Y.strides.check, %check14.ok
  %data116 = load ptr, ptr %Y.dltensor, align 8
  %byte_offset.at117 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Y.dltensor, i64 0, i32 6
  %byte_offset118 = load i64, ptr %byte_offset.at117, align 8
  %Y.data = getelementptr i8, ptr %data116, i64 %byte_offset118
  %Out.any = getelementptr inbounds i8, ptr %args, i64 48
  %Out.type_index = load i32, ptr %Out.any, align 4
  switch i32 %Out.type_index, label %check16.fail [
    i32 70, label %check16.ok
    i32 7, label %check16.ok
    i32 4, label %check16.ok
  ]

check15.fail:                                     ; preds = %Y.strides.check
  store ptr @.str.20, ptr %message.parts, align 8
  %36 = tail call i64 @llvm.abs.i64(i64 %Y.stride0, i1 false)
  %end.i458 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i458, align 1
  br label %digit.i466

digit.i466:                                       ; preds = %digit.i466, %check15.fail
  %remaining.i459 = phi i64 [ %36, %check15.fail ], [ %rest.i465, %digit.i466 ]
  %cursor.i460 = phi ptr [ %end.i458, %check15.fail ], [ %digit.at.i461, %digit.i466 ]
  %digit.at.i461 = getelementptr inbounds i8, ptr %cursor.i460, i64 -1
  %digit1.i462 = urem i64 %remaining.i459, 10
  %digit.byte.i463 = trunc i64 %digit1.i462 to i8
  %ascii.i464 = or i8 %digit.byte.i463, 48
  store i8 %ascii.i464, ptr %digit.at.i461, align 1
  %rest.i465 = udiv i64 %remaining.i459, 10
  %37 = icmp ult i64 %remaining.i459, 10
  br i1 %37, label %digits.done.i468, label %digit.i466

digits.done.i468:                                 ; preds = %digit.i466
  %neg.i467 = icmp slt i64 %Y.stride0, 0
  br i1 %neg.i467, label %sign.i470, label %__modlink_format_i64.exit472

sign.i470:                                        ; preds = %digits.done.i468
  %sign.at.i469 = getelementptr inbounds i8, ptr %cursor.i460, i64 -2
  store i8 45, ptr %sign.at.i469, align 1
  br label %__modlink_format_i64.exit472

__modlink_format_i64.exit472:                     ; preds = %digits.done.i468, %sign.i470
  %start.i471 = phi ptr [ %digit.at.i461, %digits.done.i468 ], [ %sign.at.i469, %sign.i470 ]
  %part110 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i471, ptr %part110, align 8
  %part111 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.12, ptr %part111, align 8
  %end.i473 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i473, align 1
  %digit.at.i476 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i476, align 1
  %part113 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i476, ptr %part113, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i485

call.i485:                                        ; preds = %__modlink_format_i64.exit472
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check16.fail:                                     ; preds = %Y.strides.done
  store ptr @.str.21, ptr %message.parts, align 8
  %38 = tail call i32 @llvm.abs.i32(i32 %Out.type_index, i1 false)
  %39 = zext i32 %38 to i64
  %end.i487 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i487, align 1
  br label %digit.i495

digit.i495:                                       ; preds = %digit.i495, %check16.fail
  %remaining.i488 = phi i64 [ %39, %check16.fail ], [ %rest.i494, %digit.i495 ]
  %cursor.i489 = phi ptr [ %end.i487, %check16.fail ], [ %digit.at.i490, %digit.i495 ]
  %digit.at.i490 = getelementptr inbounds i8, ptr %cursor.i489, i64 -1
  %digit1.i491 = urem i64 %remaining.i488, 10
  %digit.byte.i492 = trunc i64 %digit1.i491 to i8
  %ascii.i493 = or i8 %digit.byte.i492, 48
  store i8 %ascii.i493, ptr %digit.at.i490, align 1
  %rest.i494 = udiv i64 %remaining.i488, 10
  %40 = icmp ult i64 %remaining.i488, 10
  br i1 %40, label %digits.done.i497, label %digit.i495

digits.done.i497:                                 ; preds = %digit.i495
  %neg.i496 = icmp slt i32 %Out.type_index, 0
  br i1 %neg.i496, label %sign.i499, label %__modlink_format_i64.exit501

sign.i499:                                        ; preds = %digits.done.i497
  %sign.at.i498 = getelementptr inbounds i8, ptr %cursor.i489, i64 -2
  store i8 45, ptr %sign.at.i498, align 1
  br label %__modlink_format_i64.exit501

__modlink_format_i64.exit501:                     ; preds = %digits.done.i497, %sign.i499
  %start.i500 = phi ptr [ %digit.at.i490, %digits.done.i497 ], [ %sign.at.i498, %sign.i499 ]
  %part128 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i500, ptr %part128, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i502

call.i502:                                        ; preds = %__modlink_format_i64.exit501
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check16.ok:                                       ; preds = %Y.strides.done, %Y.strides.done, %Y.strides.done
  %is119 = icmp eq i32 %Out.type_index, 70
  %Out.value = getelementptr inbounds i8, ptr %args, i64 56
  %Out.ptr = load ptr, ptr %Out.value, align 8
  %Out.dltensor.idx = select i1 %is119, i64 24, i64 0
  %Out.dltensor = getelementptr i8, ptr %Out.ptr, i64 %Out.dltensor.idx
  %null129.not = icmp eq ptr %Out.ptr, null
  br i1 %null129.not, label %check17.fail, label %check17.ok

check17.fail:                                     ; preds = %check16.ok
  store ptr @.str.22, ptr %message.parts, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i504

call.i504:                                        ; preds = %check17.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check17.ok:                                       ; preds = %check16.ok
  %ndim.at132 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Out.dltensor, i64 0, i32 2
  %Out.ndim = load i32, ptr %ndim.at132, align 4
  %ndim.ok133 = icmp eq i32 %Out.ndim, 1
  br i1 %ndim.ok133, label %check18.ok, label %check18.fail

check18.fail:                                     ; preds = %check17.ok
  store ptr @.str.23, ptr %message.parts, align 8
  %41 = tail call i32 @llvm.abs.i32(i32 %Out.ndim, i1 false)
  %42 = zext i32 %41 to i64
  %end.i506 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i506, align 1
  br label %digit.i514

digit.i514:                                       ; preds = %digit.i514, %check18.fail
  %remaining.i507 = phi i64 [ %42, %check18.fail ], [ %rest.i513, %digit.i514 ]
  %cursor.i508 = phi ptr [ %end.i506, %check18.fail ], [ %digit.at.i509, %digit.i514 ]
  %digit.at.i509 = getelementptr inbounds i8, ptr %cursor.i508, i64 -1
  %digit1.i510 = urem i64 %remaining.i507, 10
  %digit.byte.i511 = trunc i64 %digit1.i510 to i8
  %ascii.i512 = or i8 %digit.byte.i511, 48
  store i8 %ascii.i512, ptr %digit.at.i509, align 1
  %rest.i513 = udiv i64 %remaining.i507, 10
  %43 = icmp ult i64 %remaining.i507, 10
  br i1 %43, label %digits.done.i516, label %digit.i514

digits.done.i516:                                 ; preds = %digit.i514
  %neg.i515 = icmp slt i32 %Out.ndim, 0
  br i1 %neg.i515, label %sign.i518, label %__modlink_format_i64.exit520

sign.i518:                                        ; preds = %digits.done.i516
  %sign.at.i517 = getelementptr inbounds i8, ptr %cursor.i508, i64 -2
  store i8 45, ptr %sign.at.i517, align 1
  br label %__modlink_format_i64.exit520

__modlink_format_i64.exit520:                     ; preds = %digits.done.i516, %sign.i518
  %start.i519 = phi ptr [ %digit.at.i509, %digits.done.i516 ], [ %sign.at.i517, %sign.i518 ]
  %part137 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i519, ptr %part137, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i521

call.i521:                                        ; preds = %__modlink_format_i64.exit520
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check18.ok:                                       ; preds = %check17.ok
  %dtype.at138 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Out.dltensor, i64 0, i32 3
  %bits.at140 = getelementptr inbounds { i8, i8, i16 }, ptr %dtype.at138, i64 0, i32 1
  %lanes.at141 = getelementptr inbounds { i8, i8, i16 }, ptr %dtype.at138, i64 0, i32 2
  %code142 = load i8, ptr %dtype.at138, align 1
  %bits143 = load i8, ptr %bits.at140, align 1
  %lanes144 = load i16, ptr %lanes.at141, align 2
  %code.ok145 = icmp eq i8 %code142, 2
  %bits.ok146 = icmp eq i8 %bits143, 32
  %lanes.ok147 = icmp eq i16 %lanes144, 1
  %dtype.ok148 = and i1 %code.ok145, %bits.ok146
  %dtype.ok149 = and i1 %dtype.ok148, %lanes.ok147
  br i1 %dtype.ok149, label %check19.ok, label %check19.fail

check19.fail:                                     ; preds = %check18.ok
  %lanes152 = zext i16 %lanes144 to i64
  %code150 = zext i8 %code142 to i64
  store ptr @.str.24, ptr %message.parts, align 8
  %end.i523 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i523, align 1
  br label %digit.i531

digit.i531:                                       ; preds = %digit.i531, %check19.fail
  %remaining.i524 = phi i64 [ %code150, %check19.fail ], [ %rest.i530, %digit.i531 ]
  %cursor.i525 = phi ptr [ %end.i523, %check19.fail ], [ %digit.at.i526, %digit.i531 ]
  %digit.at.i526 = getelementptr inbounds i8, ptr %cursor.i525, i64 -1
  %digit1.i527 = urem i64 %remaining.i524, 10
  %digit.byte.i528 = trunc i64 %digit1.i527 to i8
  %ascii.i529 = or i8 %digit.byte.i528, 48
  store i8 %ascii.i529, ptr %digit.at.i526, align 1
  %rest.i530 = udiv i64 %remaining.i524, 10
  %44 = icmp ult i64 %remaining.i524, 10
  br i1 %44, label %__modlink_format_i64.exit534, label %digit.i531

__modlink_format_i64.exit534:                     ; preds = %digit.i531
  %bits151 = zext i8 %bits143 to i64
  %part155 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %digit.at.i526, ptr %part155, align 8
  %part156 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.8, ptr %part156, align 8
  %end.i535 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i535, align 1
  br label %digit.i543

digit.i543:                                       ; preds = %digit.i543, %__modlink_format_i64.exit534
  %remaining.i536 = phi i64 [ %bits151, %__modlink_format_i64.exit534 ], [ %rest.i542, %digit.i543 ]
  %cursor.i537 = phi ptr [ %end.i535, %__modlink_format_i64.exit534 ], [ %digit.at.i538, %digit.i543 ]
  %digit.at.i538 = getelementptr inbounds i8, ptr %cursor.i537, i64 -1
  %digit1.i539 = urem i64 %remaining.i536, 10
  %digit.byte.i540 = trunc i64 %digit1.i539 to i8
  %ascii.i541 = or i8 %digit.byte.i540, 48
  store i8 %ascii.i541, ptr %digit.at.i538, align 1
  %rest.i542 = udiv i64 %remaining.i536, 10
  %45 = icmp ult i64 %remaining.i536, 10
  br i1 %45, label %__modlink_format_i64.exit546, label %digit.i543

__modlink_format_i64.exit546:                     ; preds = %digit.i543
  %part158 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i538, ptr %part158, align 8
  %part159 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 4
  store ptr @.str.9, ptr %part159, align 8
  %end.i547 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i547, align 1
  br label %digit.i555

digit.i555:                                       ; preds = %digit.i555, %__modlink_format_i64.exit546
  %remaining.i548 = phi i64 [ %lanes152, %__modlink_format_i64.exit546 ], [ %rest.i554, %digit.i555 ]
  %cursor.i549 = phi ptr [ %end.i547, %__modlink_format_i64.exit546 ], [ %digit.at.i550, %digit.i555 ]
  %digit.at.i550 = getelementptr inbounds i8, ptr %cursor.i549, i64 -1
  %digit1.i551 = urem i64 %remaining.i548, 10
  %digit.byte.i552 = trunc i64 %digit1.i551 to i8
  %ascii.i553 = or i8 %digit.byte.i552, 48
  store i8 %ascii.i553, ptr %digit.at.i550, align 1
  %rest.i554 = udiv i64 %remaining.i548, 10
  %46 = icmp ult i64 %remaining.i548, 10
  br i1 %46, label %__modlink_format_i64.exit558, label %digit.i555

__modlink_format_i64.exit558:                     ; preds = %digit.i555
  %part161 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 5
  store ptr %digit.at.i550, ptr %part161, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i559

call.i559:                                        ; preds = %__modlink_format_i64.exit558
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check19.ok:                                       ; preds = %check18.ok
  %device.at162 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Out.dltensor, i64 0, i32 1
  %Out.device_type = load i32, ptr %device.at162, align 4
  %device.ok163 = icmp eq i32 %Out.device_type, 1
  br i1 %device.ok163, label %check20.ok, label %check20.fail

check20.fail:                                     ; preds = %check19.ok
  store ptr @.str.25, ptr %message.parts, align 8
  %47 = tail call i32 @llvm.abs.i32(i32 %Out.device_type, i1 false)
  %48 = zext i32 %47 to i64
  %end.i561 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i561, align 1
  br label %digit.i569

digit.i569:                                       ; preds = %digit.i569, %check20.fail
  %remaining.i562 = phi i64 [ %48, %check20.fail ], [ %rest.i568, %digit.i569 ]
  %cursor.i563 = phi ptr [ %end.i561, %check20.fail ], [ %digit.at.i564, %digit.i569 ]
  %digit.at.i564 = getelementptr inbounds i8, ptr %cursor.i563, i64 -1
  %digit1.i565 = urem i64 %remaining.i562, 10
  %digit.byte.i566 = trunc i64 %digit1.i565 to i8
  %ascii.i567 = or i8 %digit.byte.i566, 48
  store i8 %ascii.i567, ptr %digit.at.i564, align 1
  %rest.i568 = udiv i64 %remaining.i562, 10
  %49 = icmp ult i64 %remaining.i562, 10
  br i1 %49, label %digits.done.i571, label %digit.i569

digits.done.i571:                                 ; preds = %digit.i569
  %neg.i570 = icmp slt i32 %Out.device_type, 0
  br i1 %neg.i570, label %sign.i573, label %__modlink_format_i64.exit575

sign.i573:                                        ; preds = %digits.done.i571
  %sign.at.i572 = getelementptr inbounds i8, ptr %cursor.i563, i64 -2
  store i8 45, ptr %sign.at.i572, align 1
  br label %__modlink_format_i64.exit575

__modlink_format_i64.exit575:                     ; preds = %digits.done.i571, %sign.i573
  %start.i574 = phi ptr [ %digit.at.i564, %digits.done.i571 ], [ %sign.at.i572, %sign.i573 ]
  %part167 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i574, ptr %part167, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i576

call.i576:                                        ; preds = %__modlink_format_i64.exit575
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check20.ok:                                       ; preds = %check19.ok
  %shape.at168 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Out.dltensor, i64 0, i32 4
  %Out.shape = load ptr, ptr %shape.at168, align 8
  %Out.shape0 = load i64, ptr %Out.shape, align 8
  %extent.ok170 = icmp eq i64 %Out.shape0, %X.shape0
  br i1 %extent.ok170, label %check21.ok, label %check21.fail

check21.fail:                                     ; preds = %check20.ok
  store ptr @.str.26, ptr %message.parts, align 8
  %50 = tail call i64 @llvm.abs.i64(i64 %Out.shape0, i1 false)
  %end.i578 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i578, align 1
  br label %digit.i586

digit.i586:                                       ; preds = %digit.i586, %check21.fail
  %remaining.i579 = phi i64 [ %50, %check21.fail ], [ %rest.i585, %digit.i586 ]
  %cursor.i580 = phi ptr [ %end.i578, %check21.fail ], [ %digit.at.i581, %digit.i586 ]
  %digit.at.i581 = getelementptr inbounds i8, ptr %cursor.i580, i64 -1
  %digit1.i582 = urem i64 %remaining.i579, 10
  %digit.byte.i583 = trunc i64 %digit1.i582 to i8
  %ascii.i584 = or i8 %digit.byte.i583, 48
  store i8 %ascii.i584, ptr %digit.at.i581, align 1
  %rest.i585 = udiv i64 %remaining.i579, 10
  %51 = icmp ult i64 %remaining.i579, 10
  br i1 %51, label %digits.done.i588, label %digit.i586

digits.done.i588:                                 ; preds = %digit.i586
  %neg.i587 = icmp slt i64 %Out.shape0, 0
  br i1 %neg.i587, label %sign.i590, label %__modlink_format_i64.exit592

sign.i590:                                        ; preds = %digits.done.i588
  %sign.at.i589 = getelementptr inbounds i8, ptr %cursor.i580, i64 -2
  store i8 45, ptr %sign.at.i589, align 1
  br label %__modlink_format_i64.exit592

__modlink_format_i64.exit592:                     ; preds = %digits.done.i588, %sign.i590
  %start.i591 = phi ptr [ %digit.at.i581, %digits.done.i588 ], [ %sign.at.i589, %sign.i590 ]
  %part173 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i591, ptr %part173, align 8
  %part174 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.19, ptr %part174, align 8
  %52 = call i64 @llvm.abs.i64(i64 %X.shape0, i1 false)
  %end.i593 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i593, align 1
  br label %digit.i601

digit.i601:                                       ; preds = %digit.i601, %__modlink_format_i64.exit592
  %remaining.i594 = phi i64 [ %52, %__modlink_format_i64.exit592 ], [ %rest.i600, %digit.i601 ]
  %cursor.i595 = phi ptr [ %end.i593, %__modlink_format_i64.exit592 ], [ %digit.at.i596, %digit.i601 ]
  %digit.at.i596 = getelementptr inbounds i8, ptr %cursor.i595, i64 -1
  %digit1.i597 = urem i64 %remaining.i594, 10
  %digit.byte.i598 = trunc i64 %digit1.i597 to i8
  %ascii.i599 = or i8 %digit.byte.i598, 48
  store i8 %ascii.i599, ptr %digit.at.i596, align 1
  %rest.i600 = udiv i64 %remaining.i594, 10
  %53 = icmp ult i64 %remaining.i594, 10
  br i1 %53, label %digits.done.i603, label %digit.i601

digits.done.i603:                                 ; preds = %digit.i601
  %neg.i602 = icmp slt i64 %X.shape0, 0
  br i1 %neg.i602, label %sign.i605, label %__modlink_format_i64.exit607

sign.i605:                                        ; preds = %digits.done.i603
  %sign.at.i604 = getelementptr inbounds i8, ptr %cursor.i595, i64 -2
  store i8 45, ptr %sign.at.i604, align 1
  br label %__modlink_format_i64.exit607

__modlink_format_i64.exit607:                     ; preds = %digits.done.i603, %sign.i605
  %start.i606 = phi ptr [ %digit.at.i596, %digits.done.i603 ], [ %sign.at.i604, %sign.i605 ]
  %part176 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %start.i606, ptr %part176, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i608

call.i608:                                        ; preds = %__modlink_format_i64.exit607
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check21.ok:                                       ; preds = %check20.ok
  %strides.at177 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Out.dltensor, i64 0, i32 5
  %Out.strides = load ptr, ptr %strides.at177, align 8
  %has_strides178.not = icmp eq ptr %Out.strides, null
  br i1 %has_strides178.not, label %Out.strides.done, label %Out.strides.check

Out.strides.check:                                ; preds = %check21.ok
  %Out.stride0 = load i64, ptr %Out.strides, align 8
  %stride.ok180 = icmp eq i64 %Out.stride0, 1
  %unit181 = icmp eq i64 %X.shape0, 1
  %stride.ok182 = or i1 %unit181, %stride.ok180
  br i1 %stride.ok182, label %Out.strides.done, label %check22.fail

Out.strides.done:                                 ; preds = %Out.strides.check, %check21.ok
  %data191 = load ptr, ptr %Out.dltensor, align 8
  %byte_offset.at192 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Out.dltensor, i64 0, i32 6
  %byte_offset193 = load i64, ptr %byte_offset.at192, align 8
  %Out.data = getelementptr i8, ptr %data191, i64 %byte_offset193
  %status = tail call i32 @saxpy_c(float %a, ptr %X.data, ptr %Y.data, ptr %Out.data, i64 %X.shape0)
  %ok = icmp ne i32 %status, 0
  %result194 = sext i1 %ok to i32
  br label %common.ret

check22.fail:                                     ; preds = %Out.strides.check
  store ptr @.str.27, ptr %message.parts, align 8
  %54 = tail call i64 @llvm.abs.i64(i64 %Out.stride0, i1 false)
  %end.i610 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i610, align 1
  br label %digit.i618

digit.i618:                                       ; preds = %digit.i618, %check22.fail
  %remaining.i611 = phi i64 [ %54, %check22.fail ], [ %rest.i617, %digit.i618 ]
  %cursor.i612 = phi ptr [ %end.i610, %check22.fail ], [ %digit.at.i613, %digit.i618 ]
  %digit.at.i613 = getelementptr inbounds i8, ptr %cursor.i612, i64 -1
  %digit1.i614 = urem i64 %remaining.i611, 10
  %digit.byte.i615 = trunc i64 %digit1.i614 to i8
  %ascii.i616 = or i8 %digit.byte.i615, 48
  store i8 %ascii.i616, ptr %digit.at.i613, align 1
  %rest.i617 = udiv i64 %remaining.i611, 10
  %55 = icmp ult i64 %remaining.i611, 10
  br i1 %55, label %digits.done.i620, label %digit.i618

digits.done.i620:                                 ; preds = %digit.i618
  %neg.i619 = icmp slt i64 %Out.stride0, 0
  br i1 %neg.i619, label %sign.i622, label %__modlink_format_i64.exit624

sign.i622:                                        ; preds = %digits.done.i620
  %sign.at.i621 = getelementptr inbounds i8, ptr %cursor.i612, i64 -2
  store i8 45, ptr %sign.at.i621, align 1
  br label %__modlink_format_i64.exit624

__modlink_format_i64.exit624:                     ; preds = %digits.done.i620, %sign.i622
  %start.i623 = phi ptr [ %digit.at.i613, %digits.done.i620 ], [ %sign.at.i621, %sign.i622 ]
  %part185 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i623, ptr %part185, align 8
  %part186 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.12, ptr %part186, align 8
  %end.i625 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i625, align 1
  %digit.at.i628 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i628, align 1
  %part188 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i628, ptr %part188, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i637

call.i637:                                        ; preds = %__modlink_format_i64.exit624
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret
}

declare extern_weak void @TVMFFIErrorSetRaisedFromCStrParts(ptr, ptr, i32)

define weak i32 @__tvm_ffi_main(ptr %self, ptr %args, i32 %num_args, ptr %result) local_unnamed_addr {
entry:
  %status = tail call i32 @__tvm_ffi_saxpy(ptr poison, ptr %args, i32 %num_args, ptr poison)
  ret i32 %status
}

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #1

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smin.i64(i64, i64) #1

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.abs.i64(i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.abs.i32(i32, i1 immarg) #1

attributes #0 = { nofree nosync nounwind }
attributes #1 = { nocallback nofree nosync nounwind readnone speculatable willreturn }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.isvectorized", i32 1}
!2 = distinct !{!2, !1}
!3 = distinct !{!3, !1}
!4 = distinct !{!4, !1}
