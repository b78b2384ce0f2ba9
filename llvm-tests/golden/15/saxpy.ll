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

common.ret:                                       ; preds = %call.i629, %__modlink_format_i64.exit616, %call.i600, %__modlink_format_i64.exit599, %call.i568, %__modlink_format_i64.exit567, %call.i551, %__modlink_format_i64.exit550, %call.i513, %__modlink_format_i64.exit512, %call.i496, %check17.fail, %call.i494, %__modlink_format_i64.exit493, %call.i477, %__modlink_format_i64.exit464, %call.i448, %__modlink_format_i64.exit447, %call.i416, %__modlink_format_i64.exit415, %call.i399, %__modlink_format_i64.exit398, %call.i361, %__modlink_format_i64.exit360, %call.i344, %check10.fail, %call.i342, %__modlink_format_i64.exit341, %call.i325, %__modlink_format_i64.exit312, %call.i296, %__modlink_format_i64.exit295, %call.i279, %__modlink_format_i64.exit278, %call.i241, %__modlink_format_i64.exit240, %call.i224, %check4.fail, %call.i222, %__modlink_format_i64.exit221, %call.i205, %__modlink_format_i64.exit204, %call.i, %__modlink_format_i64.exit, %Out.strides.done
  %common.ret.op = phi i32 [ %result189, %Out.strides.done ], [ -1, %__modlink_format_i64.exit ], [ -1, %call.i ], [ -1, %__modlink_format_i64.exit204 ], [ -1, %call.i205 ], [ -1, %__modlink_format_i64.exit221 ], [ -1, %call.i222 ], [ -1, %check4.fail ], [ -1, %call.i224 ], [ -1, %__modlink_format_i64.exit240 ], [ -1, %call.i241 ], [ -1, %__modlink_format_i64.exit278 ], [ -1, %call.i279 ], [ -1, %__modlink_format_i64.exit295 ], [ -1, %call.i296 ], [ -1, %__modlink_format_i64.exit312 ], [ -1, %call.i325 ], [ -1, %__modlink_format_i64.exit341 ], [ -1, %call.i342 ], [ -1, %check10.fail ], [ -1, %call.i344 ], [ -1, %__modlink_format_i64.exit360 ], [ -1, %call.i361 ], [ -1, %__modlink_format_i64.exit398 ], [ -1, %call.i399 ], [ -1, %__modlink_format_i64.exit415 ], [ -1, %call.i416 ], [ -1, %__modlink_format_i64.exit447 ], [ -1, %call.i448 ], [ -1, %__modlink_format_i64.exit464 ], [ -1, %call.i477 ], [ -1, %__modlink_format_i64.exit493 ], [ -1, %call.i494 ], [ -1, %check17.fail ], [ -1, %call.i496 ], [ -1, %__modlink_format_i64.exit512 ], [ -1, %call.i513 ], [ -1, %__modlink_format_i64.exit550 ], [ -1, %call.i551 ], [ -1, %__modlink_format_i64.exit567 ], [ -1, %call.i568 ], [ -1, %__modlink_format_i64.exit599 ], [ -1, %call.i600 ], [ -1, %__modlink_format_i64.exit616 ], [ -1, %call.i629 ]
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
  %end.i190 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i190, align 1
  br label %digit.i198

digit.i198:                                       ; preds = %digit.i198, %check2.fail
  %remaining.i191 = phi i64 [ %4, %check2.fail ], [ %rest.i197, %digit.i198 ]
  %cursor.i192 = phi ptr [ %end.i190, %check2.fail ], [ %digit.at.i193, %digit.i198 ]
  %digit.at.i193 = getelementptr inbounds i8, ptr %cursor.i192, i64 -1
  %digit1.i194 = urem i64 %remaining.i191, 10
  %digit.byte.i195 = trunc i64 %digit1.i194 to i8
  %ascii.i196 = or i8 %digit.byte.i195, 48
  store i8 %ascii.i196, ptr %digit.at.i193, align 1
  %rest.i197 = udiv i64 %remaining.i191, 10
  %5 = icmp ult i64 %remaining.i191, 10
  br i1 %5, label %digits.done.i200, label %digit.i198

digits.done.i200:                                 ; preds = %digit.i198
  %neg.i199 = icmp slt i32 %a.type_index, 0
  br i1 %neg.i199, label %sign.i202, label %__modlink_format_i64.exit204

sign.i202:                                        ; preds = %digits.done.i200
  %sign.at.i201 = getelementptr inbounds i8, ptr %cursor.i192, i64 -2
  store i8 45, ptr %sign.at.i201, align 1
  br label %__modlink_format_i64.exit204

__modlink_format_i64.exit204:                     ; preds = %digits.done.i200, %sign.i202
  %start.i203 = phi ptr [ %digit.at.i193, %digits.done.i200 ], [ %sign.at.i201, %sign.i202 ]
  %part6 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i203, ptr %part6, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i205

call.i205:                                        ; preds = %__modlink_format_i64.exit204
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check2.ok:                                        ; preds = %check1.ok
  %is3 = icmp eq i32 %a.type_index, 3
  %a.value = getelementptr inbounds i8, ptr %args, i64 8
  %a.int = load i64, ptr %a.value, align 8
  %a.float.cast = bitcast i64 %a.int to double
  %converted = sitofp i64 %a.int to double
  %a.f64 = select i1 %is3, double %a.float.cast, double %converted
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
  %end.i207 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i207, align 1
  br label %digit.i215

digit.i215:                                       ; preds = %digit.i215, %check3.fail
  %remaining.i208 = phi i64 [ %7, %check3.fail ], [ %rest.i214, %digit.i215 ]
  %cursor.i209 = phi ptr [ %end.i207, %check3.fail ], [ %digit.at.i210, %digit.i215 ]
  %digit.at.i210 = getelementptr inbounds i8, ptr %cursor.i209, i64 -1
  %digit1.i211 = urem i64 %remaining.i208, 10
  %digit.byte.i212 = trunc i64 %digit1.i211 to i8
  %ascii.i213 = or i8 %digit.byte.i212, 48
  store i8 %ascii.i213, ptr %digit.at.i210, align 1
  %rest.i214 = udiv i64 %remaining.i208, 10
  %8 = icmp ult i64 %remaining.i208, 10
  br i1 %8, label %digits.done.i217, label %digit.i215

digits.done.i217:                                 ; preds = %digit.i215
  %neg.i216 = icmp slt i32 %X.type_index, 0
  br i1 %neg.i216, label %sign.i219, label %__modlink_format_i64.exit221

sign.i219:                                        ; preds = %digits.done.i217
  %sign.at.i218 = getelementptr inbounds i8, ptr %cursor.i209, i64 -2
  store i8 45, ptr %sign.at.i218, align 1
  br label %__modlink_format_i64.exit221

__modlink_format_i64.exit221:                     ; preds = %digits.done.i217, %sign.i219
  %start.i220 = phi ptr [ %digit.at.i210, %digits.done.i217 ], [ %sign.at.i218, %sign.i219 ]
  %part14 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i220, ptr %part14, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i222

call.i222:                                        ; preds = %__modlink_format_i64.exit221
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check3.ok:                                        ; preds = %check2.ok, %check2.ok, %check2.ok
  %is9 = icmp eq i32 %X.type_index, 70
  %X.value = getelementptr inbounds i8, ptr %args, i64 24
  %X.ptr = load ptr, ptr %X.value, align 8
  %X.dltensor.idx = select i1 %is9, i64 24, i64 0
  %X.dltensor = getelementptr i8, ptr %X.ptr, i64 %X.dltensor.idx
  %null.not = icmp eq ptr %X.ptr, null
  br i1 %null.not, label %check4.fail, label %check4.ok

check4.fail:                                      ; preds = %check3.ok
  store ptr @.str.5, ptr %message.parts, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i224

call.i224:                                        ; preds = %check4.fail
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
  %end.i226 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i226, align 1
  br label %digit.i234

digit.i234:                                       ; preds = %digit.i234, %check5.fail
  %remaining.i227 = phi i64 [ %10, %check5.fail ], [ %rest.i233, %digit.i234 ]
  %cursor.i228 = phi ptr [ %end.i226, %check5.fail ], [ %digit.at.i229, %digit.i234 ]
  %digit.at.i229 = getelementptr inbounds i8, ptr %cursor.i228, i64 -1
  %digit1.i230 = urem i64 %remaining.i227, 10
  %digit.byte.i231 = trunc i64 %digit1.i230 to i8
  %ascii.i232 = or i8 %digit.byte.i231, 48
  store i8 %ascii.i232, ptr %digit.at.i229, align 1
  %rest.i233 = udiv i64 %remaining.i227, 10
  %11 = icmp ult i64 %remaining.i227, 10
  br i1 %11, label %digits.done.i236, label %digit.i234

digits.done.i236:                                 ; preds = %digit.i234
  %neg.i235 = icmp slt i32 %X.ndim, 0
  br i1 %neg.i235, label %sign.i238, label %__modlink_format_i64.exit240

sign.i238:                                        ; preds = %digits.done.i236
  %sign.at.i237 = getelementptr inbounds i8, ptr %cursor.i228, i64 -2
  store i8 45, ptr %sign.at.i237, align 1
  br label %__modlink_format_i64.exit240

__modlink_format_i64.exit240:                     ; preds = %digits.done.i236, %sign.i238
  %start.i239 = phi ptr [ %digit.at.i229, %digits.done.i236 ], [ %sign.at.i237, %sign.i238 ]
  %part18 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i239, ptr %part18, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i241

call.i241:                                        ; preds = %__modlink_format_i64.exit240
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
  %dtype.ok19 = and i1 %dtype.ok, %lanes.ok
  br i1 %dtype.ok19, label %check6.ok, label %check6.fail

check6.fail:                                      ; preds = %check5.ok
  %lanes22 = zext i16 %lanes to i64
  %code20 = zext i8 %code to i64
  store ptr @.str.7, ptr %message.parts, align 8
  %end.i243 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i243, align 1
  br label %digit.i251

digit.i251:                                       ; preds = %digit.i251, %check6.fail
  %remaining.i244 = phi i64 [ %code20, %check6.fail ], [ %rest.i250, %digit.i251 ]
  %cursor.i245 = phi ptr [ %end.i243, %check6.fail ], [ %digit.at.i246, %digit.i251 ]
  %digit.at.i246 = getelementptr inbounds i8, ptr %cursor.i245, i64 -1
  %digit1.i247 = urem i64 %remaining.i244, 10
  %digit.byte.i248 = trunc i64 %digit1.i247 to i8
  %ascii.i249 = or i8 %digit.byte.i248, 48
  store i8 %ascii.i249, ptr %digit.at.i246, align 1
  %rest.i250 = udiv i64 %remaining.i244, 10
  %12 = icmp ult i64 %remaining.i244, 10
  br i1 %12, label %__modlink_format_i64.exit254, label %digit.i251

__modlink_format_i64.exit254:                     ; preds = %digit.i251
  %bits21 = zext i8 %bits to i64
  %part25 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %digit.at.i246, ptr %part25, align 8
  %part26 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.8, ptr %part26, align 8
  %end.i255 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i255, align 1
  br label %digit.i263

digit.i263:                                       ; preds = %digit.i263, %__modlink_format_i64.exit254
  %remaining.i256 = phi i64 [ %bits21, %__modlink_format_i64.exit254 ], [ %rest.i262, %digit.i263 ]
  %cursor.i257 = phi ptr [ %end.i255, %__modlink_format_i64.exit254 ], [ %digit.at.i258, %digit.i263 ]
  %digit.at.i258 = getelementptr inbounds i8, ptr %cursor.i257, i64 -1
  %digit1.i259 = urem i64 %remaining.i256, 10
  %digit.byte.i260 = trunc i64 %digit1.i259 to i8
  %ascii.i261 = or i8 %digit.byte.i260, 48
  store i8 %ascii.i261, ptr %digit.at.i258, align 1
  %rest.i262 = udiv i64 %remaining.i256, 10
  %13 = icmp ult i64 %remaining.i256, 10
  br i1 %13, label %__modlink_format_i64.exit266, label %digit.i263

__modlink_format_i64.exit266:                     ; preds = %digit.i263
  %part28 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i258, ptr %part28, align 8
  %part29 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 4
  store ptr @.str.9, ptr %part29, align 8
  %end.i267 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i267, align 1
  br label %digit.i275

digit.i275:                                       ; preds = %digit.i275, %__modlink_format_i64.exit266
  %remaining.i268 = phi i64 [ %lanes22, %__modlink_format_i64.exit266 ], [ %rest.i274, %digit.i275 ]
  %cursor.i269 = phi ptr [ %end.i267, %__modlink_format_i64.exit266 ], [ %digit.at.i270, %digit.i275 ]
  %digit.at.i270 = getelementptr inbounds i8, ptr %cursor.i269, i64 -1
  %digit1.i271 = urem i64 %remaining.i268, 10
  %digit.byte.i272 = trunc i64 %digit1.i271 to i8
  %ascii.i273 = or i8 %digit.byte.i272, 48
  store i8 %ascii.i273, ptr %digit.at.i270, align 1
  %rest.i274 = udiv i64 %remaining.i268, 10
  %14 = icmp ult i64 %remaining.i268, 10
  br i1 %14, label %__modlink_format_i64.exit278, label %digit.i275

__modlink_format_i64.exit278:                     ; preds = %digit.i275
  %part31 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 5
  store ptr %digit.at.i270, ptr %part31, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i279

call.i279:                                        ; preds = %__modlink_format_i64.exit278
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
  %end.i281 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i281, align 1
  br label %digit.i289

digit.i289:                                       ; preds = %digit.i289, %check7.fail
  %remaining.i282 = phi i64 [ %16, %check7.fail ], [ %rest.i288, %digit.i289 ]
  %cursor.i283 = phi ptr [ %end.i281, %check7.fail ], [ %digit.at.i284, %digit.i289 ]
  %digit.at.i284 = getelementptr inbounds i8, ptr %cursor.i283, i64 -1
  %digit1.i285 = urem i64 %remaining.i282, 10
  %digit.byte.i286 = trunc i64 %digit1.i285 to i8
  %ascii.i287 = or i8 %digit.byte.i286, 48
  store i8 %ascii.i287, ptr %digit.at.i284, align 1
  %rest.i288 = udiv i64 %remaining.i282, 10
  %17 = icmp ult i64 %remaining.i282, 10
  br i1 %17, label %digits.done.i291, label %digit.i289

digits.done.i291:                                 ; preds = %digit.i289
  %neg.i290 = icmp slt i32 %X.device_type, 0
  br i1 %neg.i290, label %sign.i293, label %__modlink_format_i64.exit295

sign.i293:                                        ; preds = %digits.done.i291
  %sign.at.i292 = getelementptr inbounds i8, ptr %cursor.i283, i64 -2
  store i8 45, ptr %sign.at.i292, align 1
  br label %__modlink_format_i64.exit295

__modlink_format_i64.exit295:                     ; preds = %digits.done.i291, %sign.i293
  %start.i294 = phi ptr [ %digit.at.i284, %digits.done.i291 ], [ %sign.at.i292, %sign.i293 ]
  %part34 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i294, ptr %part34, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i296

call.i296:                                        ; preds = %__modlink_format_i64.exit295
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
  %stride.ok35 = or i1 %unit, %stride.ok
  br i1 %stride.ok35, label %X.strides.done, label %check8.fail

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
  %end.i298 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i298, align 1
  br label %digit.i306

digit.i306:                                       ; preds = %digit.i306, %check8.fail
  %remaining.i299 = phi i64 [ %18, %check8.fail ], [ %rest.i305, %digit.i306 ]
  %cursor.i300 = phi ptr [ %end.i298, %check8.fail ], [ %digit.at.i301, %digit.i306 ]
  %digit.at.i301 = getelementptr inbounds i8, ptr %cursor.i300, i64 -1
  %digit1.i302 = urem i64 %remaining.i299, 10
  %digit.byte.i303 = trunc i64 %digit1.i302 to i8
  %ascii.i304 = or i8 %digit.byte.i303, 48
  store i8 %ascii.i304, ptr %digit.at.i301, align 1
  %rest.i305 = udiv i64 %remaining.i299, 10
  %19 = icmp ult i64 %remaining.i299, 10
  br i1 %19, label %digits.done.i308, label %digit.i306

digits.done.i308:                                 ; preds = %digit.i306
  %neg.i307 = icmp slt i64 %X.stride0, 0
  br i1 %neg.i307, label %sign.i310, label %__modlink_format_i64.exit312

sign.i310:                                        ; preds = %digits.done.i308
  %sign.at.i309 = getelementptr inbounds i8, ptr %cursor.i300, i64 -2
  store i8 45, ptr %sign.at.i309, align 1
  br label %__modlink_format_i64.exit312

__modlink_format_i64.exit312:                     ; preds = %digits.done.i308, %sign.i310
  %start.i311 = phi ptr [ %digit.at.i301, %digits.done.i308 ], [ %sign.at.i309, %sign.i310 ]
  %part38 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i311, ptr %part38, align 8
  %part39 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.12, ptr %part39, align 8
  %end.i313 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i313, align 1
  %digit.at.i316 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i316, align 1
  %part41 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i316, ptr %part41, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i325

call.i325:                                        ; preds = %__modlink_format_i64.exit312
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check9.fail:                                      ; preds = %X.strides.done
  store ptr @.str.13, ptr %message.parts, align 8
  %20 = tail call i32 @llvm.abs.i32(i32 %Y.type_index, i1 false)
  %21 = zext i32 %20 to i64
  %end.i327 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i327, align 1
  br label %digit.i335

digit.i335:                                       ; preds = %digit.i335, %check9.fail
  %remaining.i328 = phi i64 [ %21, %check9.fail ], [ %rest.i334, %digit.i335 ]
  %cursor.i329 = phi ptr [ %end.i327, %check9.fail ], [ %digit.at.i330, %digit.i335 ]
  %digit.at.i330 = getelementptr inbounds i8, ptr %cursor.i329, i64 -1
  %digit1.i331 = urem i64 %remaining.i328, 10
  %digit.byte.i332 = trunc i64 %digit1.i331 to i8
  %ascii.i333 = or i8 %digit.byte.i332, 48
  store i8 %ascii.i333, ptr %digit.at.i330, align 1
  %rest.i334 = udiv i64 %remaining.i328, 10
  %22 = icmp ult i64 %remaining.i328, 10
  br i1 %22, label %digits.done.i337, label %digit.i335

digits.done.i337:                                 ; preds = %digit.i335
  %neg.i336 = icmp slt i32 %Y.type_index, 0
  br i1 %neg.i336, label %sign.i339, label %__modlink_format_i64.exit341

sign.i339:                                        ; preds = %digits.done.i337
  %sign.at.i338 = getelementptr inbounds i8, ptr %cursor.i329, i64 -2
  store i8 45, ptr %sign.at.i338, align 1
  br label %__modlink_format_i64.exit341

__modlink_format_i64.exit341:                     ; preds = %digits.done.i337, %sign.i339
  %start.i340 = phi ptr [ %digit.at.i330, %digits.done.i337 ], [ %sign.at.i338, %sign.i339 ]
  %part50 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i340, ptr %part50, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i342

call.i342:                                        ; preds = %__modlink_format_i64.exit341
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check9.ok:                                        ; preds = %X.strides.done, %X.strides.done, %X.strides.done
  %is44 = icmp eq i32 %Y.type_index, 70
  %Y.value = getelementptr inbounds i8, ptr %args, i64 40
  %Y.ptr = load ptr, ptr %Y.value, align 8
  %Y.dltensor.idx = select i1 %is44, i64 24, i64 0
  %Y.dltensor = getelementptr i8, ptr %Y.ptr, i64 %Y.dltensor.idx
  %null51.not = icmp eq ptr %Y.ptr, null
  br i1 %null51.not, label %check10.fail, label %check10.ok

check10.fail:                                     ; preds = %check9.ok
  store ptr @.str.14, ptr %message.parts, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i344

call.i344:                                        ; preds = %check10.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check10.ok:                                       ; preds = %check9.ok
  %ndim.at54 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Y.dltensor, i64 0, i32 2
  %Y.ndim = load i32, ptr %ndim.at54, align 4
  %ndim.ok55 = icmp eq i32 %Y.ndim, 1
  br i1 %ndim.ok55, label %check11.ok, label %check11.fail

check11.fail:                                     ; preds = %check10.ok
  store ptr @.str.15, ptr %message.parts, align 8
  %23 = tail call i32 @llvm.abs.i32(i32 %Y.ndim, i1 false)
  %24 = zext i32 %23 to i64
  %end.i346 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i346, align 1
  br label %digit.i354

digit.i354:                                       ; preds = %digit.i354, %check11.fail
  %remaining.i347 = phi i64 [ %24, %check11.fail ], [ %rest.i353, %digit.i354 ]
  %cursor.i348 = phi ptr [ %end.i346, %check11.fail ], [ %digit.at.i349, %digit.i354 ]
  %digit.at.i349 = getelementptr inbounds i8, ptr %cursor.i348, i64 -1
  %digit1.i350 = urem i64 %remaining.i347, 10
  %digit.byte.i351 = trunc i64 %digit1.i350 to i8
  %ascii.i352 = or i8 %digit.byte.i351, 48
  store i8 %ascii.i352, ptr %digit.at.i349, align 1
  %rest.i353 = udiv i64 %remaining.i347, 10
  %25 = icmp ult i64 %remaining.i347, 10
  br i1 %25, label %digits.done.i356, label %digit.i354

digits.done.i356:                                 ; preds = %digit.i354
  %neg.i355 = icmp slt i32 %Y.ndim, 0
  br i1 %neg.i355, label %sign.i358, label %__modlink_format_i64.exit360

sign.i358:                                        ; preds = %digits.done.i356
  %sign.at.i357 = getelementptr inbounds i8, ptr %cursor.i348, i64 -2
  store i8 45, ptr %sign.at.i357, align 1
  br label %__modlink_format_i64.exit360

__modlink_format_i64.exit360:                     ; preds = %digits.done.i356, %sign.i358
  %start.i359 = phi ptr [ %digit.at.i349, %digits.done.i356 ], [ %sign.at.i357, %sign.i358 ]
  %part59 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i359, ptr %part59, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i361

call.i361:                                        ; preds = %__modlink_format_i64.exit360
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check11.ok:                                       ; preds = %check10.ok
  %dtype.at60 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Y.dltensor, i64 0, i32 3
  %bits.at62 = getelementptr inbounds { i8, i8, i16 }, ptr %dtype.at60, i64 0, i32 1
  %lanes.at63 = getelementptr inbounds { i8, i8, i16 }, ptr %dtype.at60, i64 0, i32 2
  %code64 = load i8, ptr %dtype.at60, align 1
  %bits65 = load i8, ptr %bits.at62, align 1
  %lanes66 = load i16, ptr %lanes.at63, align 2
  %code.ok67 = icmp eq i8 %code64, 2
  %bits.ok68 = icmp eq i8 %bits65, 32
  %lanes.ok69 = icmp eq i16 %lanes66, 1
  %dtype.ok70 = and i1 %code.ok67, %bits.ok68
  %dtype.ok71 = and i1 %dtype.ok70, %lanes.ok69
  br i1 %dtype.ok71, label %check12.ok, label %check12.fail

check12.fail:                                     ; preds = %check11.ok
  %lanes74 = zext i16 %lanes66 to i64
  %code72 = zext i8 %code64 to i64
  store ptr @.str.16, ptr %message.parts, align 8
  %end.i363 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i363, align 1
  br label %digit.i371

digit.i371:                                       ; preds = %digit.i371, %check12.fail
  %remaining.i364 = phi i64 [ %code72, %check12.fail ], [ %rest.i370, %digit.i371 ]
  %cursor.i365 = phi ptr [ %end.i363, %check12.fail ], [ %digit.at.i366, %digit.i371 ]
  %digit.at.i366 = getelementptr inbounds i8, ptr %cursor.i365, i64 -1
  %digit1.i367 = urem i64 %remaining.i364, 10
  %digit.byte.i368 = trunc i64 %digit1.i367 to i8
  %ascii.i369 = or i8 %digit.byte.i368, 48
  store i8 %ascii.i369, ptr %digit.at.i366, align 1
  %rest.i370 = udiv i64 %remaining.i364, 10
  %26 = icmp ult i64 %remaining.i364, 10
  br i1 %26, label %__modlink_format_i64.exit374, label %digit.i371

__modlink_format_i64.exit374:                     ; preds = %digit.i371
  %bits73 = zext i8 %bits65 to i64
  %part77 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %digit.at.i366, ptr %part77, align 8
  %part78 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.8, ptr %part78, align 8
  %end.i375 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i375, align 1
  br label %digit.i383

digit.i383:                                       ; preds = %digit.i383, %__modlink_format_i64.exit374
  %remaining.i376 = phi i64 [ %bits73, %__modlink_format_i64.exit374 ], [ %rest.i382, %digit.i383 ]
  %cursor.i377 = phi ptr [ %end.i375, %__modlink_format_i64.exit374 ], [ %digit.at.i378, %digit.i383 ]
  %digit.at.i378 = getelementptr inbounds i8, ptr %cursor.i377, i64 -1
  %digit1.i379 = urem i64 %remaining.i376, 10
  %digit.byte.i380 = trunc i64 %digit1.i379 to i8
  %ascii.i381 = or i8 %digit.byte.i380, 48
  store i8 %ascii.i381, ptr %digit.at.i378, align 1
  %rest.i382 = udiv i64 %remaining.i376, 10
  %27 = icmp ult i64 %remaining.i376, 10
  br i1 %27, label %__modlink_format_i64.exit386, label %digit.i383

__modlink_format_i64.exit386:                     ; preds = %digit.i383
  %part80 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i378, ptr %part80, align 8
  %part81 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 4
  store ptr @.str.9, ptr %part81, align 8
  %end.i387 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i387, align 1
  br label %digit.i395

digit.i395:                                       ; preds = %digit.i395, %__modlink_format_i64.exit386
  %remaining.i388 = phi i64 [ %lanes74, %__modlink_format_i64.exit386 ], [ %rest.i394, %digit.i395 ]
  %cursor.i389 = phi ptr [ %end.i387, %__modlink_format_i64.exit386 ], [ %digit.at.i390, %digit.i395 ]
  %digit.at.i390 = getelementptr inbounds i8, ptr %cursor.i389, i64 -1
  %digit1.i391 = urem i64 %remaining.i388, 10
  %digit.byte.i392 = trunc i64 %digit1.i391 to i8
  %ascii.i393 = or i8 %digit.byte.i392, 48
  store i8 %ascii.i393, ptr %digit.at.i390, align 1
  %rest.i394 = udiv i64 %remaining.i388, 10
  %28 = icmp ult i64 %remaining.i388, 10
  br i1 %28, label %__modlink_format_i64.exit398, label %digit.i395

__modlink_format_i64.exit398:                     ; preds = %digit.i395
  %part83 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 5
  store ptr %digit.at.i390, ptr %part83, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i399

call.i399:                                        ; preds = %__modlink_format_i64.exit398
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check12.ok:                                       ; preds = %check11.ok
  %device.at84 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Y.dltensor, i64 0, i32 1
  %Y.device_type = load i32, ptr %device.at84, align 4
  %device.ok85 = icmp eq i32 %Y.device_type, 1
  br i1 %device.ok85, label %check13.ok, label %check13.fail

check13.fail:                                     ; preds = %check12.ok
  store ptr @.str.17, ptr %message.parts, align 8
  %29 = tail call i32 @llvm.abs.i32(i32 %Y.device_type, i1 false)
  %30 = zext i32 %29 to i64
  %end.i401 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i401, align 1
  br label %digit.i409

digit.i409:                                       ; preds = %digit.i409, %check13.fail
  %remaining.i402 = phi i64 [ %30, %check13.fail ], [ %rest.i408, %digit.i409 ]
  %cursor.i403 = phi ptr [ %end.i401, %check13.fail ], [ %digit.at.i404, %digit.i409 ]
  %digit.at.i404 = getelementptr inbounds i8, ptr %cursor.i403, i64 -1
  %digit1.i405 = urem i64 %remaining.i402, 10
  %digit.byte.i406 = trunc i64 %digit1.i405 to i8
  %ascii.i407 = or i8 %digit.byte.i406, 48
  store i8 %ascii.i407, ptr %digit.at.i404, align 1
  %rest.i408 = udiv i64 %remaining.i402, 10
  %31 = icmp ult i64 %remaining.i402, 10
  br i1 %31, label %digits.done.i411, label %digit.i409

digits.done.i411:                                 ; preds = %digit.i409
  %neg.i410 = icmp slt i32 %Y.device_type, 0
  br i1 %neg.i410, label %sign.i413, label %__modlink_format_i64.exit415

sign.i413:                                        ; preds = %digits.done.i411
  %sign.at.i412 = getelementptr inbounds i8, ptr %cursor.i403, i64 -2
  store i8 45, ptr %sign.at.i412, align 1
  br label %__modlink_format_i64.exit415

__modlink_format_i64.exit415:                     ; preds = %digits.done.i411, %sign.i413
  %start.i414 = phi ptr [ %digit.at.i404, %digits.done.i411 ], [ %sign.at.i412, %sign.i413 ]
  %part89 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i414, ptr %part89, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i416

call.i416:                                        ; preds = %__modlink_format_i64.exit415
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check13.ok:                                       ; preds = %check12.ok
  %shape.at90 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Y.dltensor, i64 0, i32 4
  %Y.shape = load ptr, ptr %shape.at90, align 8
  %Y.shape0 = load i64, ptr %Y.shape, align 8
  %extent.ok = icmp eq i64 %Y.shape0, %X.shape0
  br i1 %extent.ok, label %check14.ok, label %check14.fail

check14.fail:                                     ; preds = %check13.ok
  store ptr @.str.18, ptr %message.parts, align 8
  %32 = tail call i64 @llvm.abs.i64(i64 %Y.shape0, i1 false)
  %end.i418 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i418, align 1
  br label %digit.i426

digit.i426:                                       ; preds = %digit.i426, %check14.fail
  %remaining.i419 = phi i64 [ %32, %check14.fail ], [ %rest.i425, %digit.i426 ]
  %cursor.i420 = phi ptr [ %end.i418, %check14.fail ], [ %digit.at.i421, %digit.i426 ]
  %digit.at.i421 = getelementptr inbounds i8, ptr %cursor.i420, i64 -1
  %digit1.i422 = urem i64 %remaining.i419, 10
  %digit.byte.i423 = trunc i64 %digit1.i422 to i8
  %ascii.i424 = or i8 %digit.byte.i423, 48
  store i8 %ascii.i424, ptr %digit.at.i421, align 1
  %rest.i425 = udiv i64 %remaining.i419, 10
  %33 = icmp ult i64 %remaining.i419, 10
  br i1 %33, label %digits.done.i428, label %digit.i426

digits.done.i428:                                 ; preds = %digit.i426
  %neg.i427 = icmp slt i64 %Y.shape0, 0
  br i1 %neg.i427, label %sign.i430, label %__modlink_format_i64.exit432

sign.i430:                                        ; preds = %digits.done.i428
  %sign.at.i429 = getelementptr inbounds i8, ptr %cursor.i420, i64 -2
  store i8 45, ptr %sign.at.i429, align 1
  br label %__modlink_format_i64.exit432

__modlink_format_i64.exit432:                     ; preds = %digits.done.i428, %sign.i430
  %start.i431 = phi ptr [ %digit.at.i421, %digits.done.i428 ], [ %sign.at.i429, %sign.i430 ]
  %part94 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i431, ptr %part94, align 8
  %part95 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.19, ptr %part95, align 8
  %34 = call i64 @llvm.abs.i64(i64 %X.shape0, i1 false)
  %end.i433 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i433, align 1
  br label %digit.i441

digit.i441:                                       ; preds = %digit.i441, %__modlink_format_i64.exit432
  %remaining.i434 = phi i64 [ %34, %__modlink_format_i64.exit432 ], [ %rest.i440, %digit.i441 ]
  %cursor.i435 = phi ptr [ %end.i433, %__modlink_format_i64.exit432 ], [ %digit.at.i436, %digit.i441 ]
  %digit.at.i436 = getelementptr inbounds i8, ptr %cursor.i435, i64 -1
  %digit1.i437 = urem i64 %remaining.i434, 10
  %digit.byte.i438 = trunc i64 %digit1.i437 to i8
  %ascii.i439 = or i8 %digit.byte.i438, 48
  store i8 %ascii.i439, ptr %digit.at.i436, align 1
  %rest.i440 = udiv i64 %remaining.i434, 10
  %35 = icmp ult i64 %remaining.i434, 10
  br i1 %35, label %digits.done.i443, label %digit.i441

digits.done.i443:                                 ; preds = %digit.i441
  %neg.i442 = icmp slt i64 %X.shape0, 0
  br i1 %neg.i442, label %sign.i445, label %__modlink_format_i64.exit447

sign.i445:                                        ; preds = %digits.done.i443
  %sign.at.i444 = getelementptr inbounds i8, ptr %cursor.i435, i64 -2
  store i8 45, ptr %sign.at.i444, align 1
  br label %__modlink_format_i64.exit447

__modlink_format_i64.exit447:                     ; preds = %digits.done.i443, %sign.i445
  %start.i446 = phi ptr [ %digit.at.i436, %digits.done.i443 ], [ %sign.at.i444, %sign.i445 ]
  %part97 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %start.i446, ptr %part97, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i448

call.i448:                                        ; preds = %__modlink_format_i64.exit447
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check14.ok:                                       ; preds = %check13.ok
  %strides.at98 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Y.dltensor, i64 0, i32 5
  %Y.strides = load ptr, ptr %strides.at98, align 8
  %has_strides99.not = icmp eq ptr %Y.strides, null
  br i1 %has_strides99.not, label %Y.strides.done, label %Y.strides.check

Y.strides.check:                                  ; preds = %check14.ok
  %Y.stride0 = load i64, ptr %Y.strides, align 8
  %stride.ok101 = icmp eq i64 %Y.stride0, 1
  %unit102 = icmp eq i64 %X.shape0, 1
  %stride.ok103 = or i1 %unit102, %stride.ok101
  br i1 %stride.ok103, label %Y.strides.done, label %check15.fail

Y.strides.done:                                   ; preds = %Y.strides.check, %check14.ok
  %data112 = load ptr, ptr %Y.dltensor, align 8
  %byte_offset.at113 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Y.dltensor, i64 0, i32 6
  %byte_offset114 = load i64, ptr %byte_offset.at113, align 8
  %Y.data = getelementptr i8, ptr %data112, i64 %byte_offset114
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
  %end.i450 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i450, align 1
  br label %digit.i458

digit.i458:                                       ; preds = %digit.i458, %check15.fail
  %remaining.i451 = phi i64 [ %36, %check15.fail ], [ %rest.i457, %digit.i458 ]
  %cursor.i452 = phi ptr [ %end.i450, %check15.fail ], [ %digit.at.i453, %digit.i458 ]
  %digit.at.i453 = getelementptr inbounds i8, ptr %cursor.i452, i64 -1
  %digit1.i454 = urem i64 %remaining.i451, 10
  %digit.byte.i455 = trunc i64 %digit1.i454 to i8
  %ascii.i456 = or i8 %digit.byte.i455, 48
  store i8 %ascii.i456, ptr %digit.at.i453, align 1
  %rest.i457 = udiv i64 %remaining.i451, 10
  %37 = icmp ult i64 %remaining.i451, 10
  br i1 %37, label %digits.done.i460, label %digit.i458

digits.done.i460:                                 ; preds = %digit.i458
  %neg.i459 = icmp slt i64 %Y.stride0, 0
  br i1 %neg.i459, label %sign.i462, label %__modlink_format_i64.exit464

sign.i462:                                        ; preds = %digits.done.i460
  %sign.at.i461 = getelementptr inbounds i8, ptr %cursor.i452, i64 -2
  store i8 45, ptr %sign.at.i461, align 1
  br label %__modlink_format_i64.exit464

__modlink_format_i64.exit464:                     ; preds = %digits.done.i460, %sign.i462
  %start.i463 = phi ptr [ %digit.at.i453, %digits.done.i460 ], [ %sign.at.i461, %sign.i462 ]
  %part106 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i463, ptr %part106, align 8
  %part107 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.12, ptr %part107, align 8
  %end.i465 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i465, align 1
  %digit.at.i468 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i468, align 1
  %part109 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i468, ptr %part109, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i477

call.i477:                                        ; preds = %__modlink_format_i64.exit464
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check16.fail:                                     ; preds = %Y.strides.done
  store ptr @.str.21, ptr %message.parts, align 8
  %38 = tail call i32 @llvm.abs.i32(i32 %Out.type_index, i1 false)
  %39 = zext i32 %38 to i64
  %end.i479 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i479, align 1
  br label %digit.i487

digit.i487:                                       ; preds = %digit.i487, %check16.fail
  %remaining.i480 = phi i64 [ %39, %check16.fail ], [ %rest.i486, %digit.i487 ]
  %cursor.i481 = phi ptr [ %end.i479, %check16.fail ], [ %digit.at.i482, %digit.i487 ]
  %digit.at.i482 = getelementptr inbounds i8, ptr %cursor.i481, i64 -1
  %digit1.i483 = urem i64 %remaining.i480, 10
  %digit.byte.i484 = trunc i64 %digit1.i483 to i8
  %ascii.i485 = or i8 %digit.byte.i484, 48
  store i8 %ascii.i485, ptr %digit.at.i482, align 1
  %rest.i486 = udiv i64 %remaining.i480, 10
  %40 = icmp ult i64 %remaining.i480, 10
  br i1 %40, label %digits.done.i489, label %digit.i487

digits.done.i489:                                 ; preds = %digit.i487
  %neg.i488 = icmp slt i32 %Out.type_index, 0
  br i1 %neg.i488, label %sign.i491, label %__modlink_format_i64.exit493

sign.i491:                                        ; preds = %digits.done.i489
  %sign.at.i490 = getelementptr inbounds i8, ptr %cursor.i481, i64 -2
  store i8 45, ptr %sign.at.i490, align 1
  br label %__modlink_format_i64.exit493

__modlink_format_i64.exit493:                     ; preds = %digits.done.i489, %sign.i491
  %start.i492 = phi ptr [ %digit.at.i482, %digits.done.i489 ], [ %sign.at.i490, %sign.i491 ]
  %part123 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i492, ptr %part123, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i494

call.i494:                                        ; preds = %__modlink_format_i64.exit493
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check16.ok:                                       ; preds = %Y.strides.done, %Y.strides.done, %Y.strides.done
  %is117 = icmp eq i32 %Out.type_index, 70
  %Out.value = getelementptr inbounds i8, ptr %args, i64 56
  %Out.ptr = load ptr, ptr %Out.value, align 8
  %Out.dltensor.idx = select i1 %is117, i64 24, i64 0
  %Out.dltensor = getelementptr i8, ptr %Out.ptr, i64 %Out.dltensor.idx
  %null124.not = icmp eq ptr %Out.ptr, null
  br i1 %null124.not, label %check17.fail, label %check17.ok

check17.fail:                                     ; preds = %check16.ok
  store ptr @.str.22, ptr %message.parts, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i496

call.i496:                                        ; preds = %check17.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check17.ok:                                       ; preds = %check16.ok
  %ndim.at127 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Out.dltensor, i64 0, i32 2
  %Out.ndim = load i32, ptr %ndim.at127, align 4
  %ndim.ok128 = icmp eq i32 %Out.ndim, 1
  br i1 %ndim.ok128, label %check18.ok, label %check18.fail

check18.fail:                                     ; preds = %check17.ok
  store ptr @.str.23, ptr %message.parts, align 8
  %41 = tail call i32 @llvm.abs.i32(i32 %Out.ndim, i1 false)
  %42 = zext i32 %41 to i64
  %end.i498 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i498, align 1
  br label %digit.i506

digit.i506:                                       ; preds = %digit.i506, %check18.fail
  %remaining.i499 = phi i64 [ %42, %check18.fail ], [ %rest.i505, %digit.i506 ]
  %cursor.i500 = phi ptr [ %end.i498, %check18.fail ], [ %digit.at.i501, %digit.i506 ]
  %digit.at.i501 = getelementptr inbounds i8, ptr %cursor.i500, i64 -1
  %digit1.i502 = urem i64 %remaining.i499, 10
  %digit.byte.i503 = trunc i64 %digit1.i502 to i8
  %ascii.i504 = or i8 %digit.byte.i503, 48
  store i8 %ascii.i504, ptr %digit.at.i501, align 1
  %rest.i505 = udiv i64 %remaining.i499, 10
  %43 = icmp ult i64 %remaining.i499, 10
  br i1 %43, label %digits.done.i508, label %digit.i506

digits.done.i508:                                 ; preds = %digit.i506
  %neg.i507 = icmp slt i32 %Out.ndim, 0
  br i1 %neg.i507, label %sign.i510, label %__modlink_format_i64.exit512

sign.i510:                                        ; preds = %digits.done.i508
  %sign.at.i509 = getelementptr inbounds i8, ptr %cursor.i500, i64 -2
  store i8 45, ptr %sign.at.i509, align 1
  br label %__modlink_format_i64.exit512

__modlink_format_i64.exit512:                     ; preds = %digits.done.i508, %sign.i510
  %start.i511 = phi ptr [ %digit.at.i501, %digits.done.i508 ], [ %sign.at.i509, %sign.i510 ]
  %part132 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i511, ptr %part132, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i513

call.i513:                                        ; preds = %__modlink_format_i64.exit512
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check18.ok:                                       ; preds = %check17.ok
  %dtype.at133 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Out.dltensor, i64 0, i32 3
  %bits.at135 = getelementptr inbounds { i8, i8, i16 }, ptr %dtype.at133, i64 0, i32 1
  %lanes.at136 = getelementptr inbounds { i8, i8, i16 }, ptr %dtype.at133, i64 0, i32 2
  %code137 = load i8, ptr %dtype.at133, align 1
  %bits138 = load i8, ptr %bits.at135, align 1
  %lanes139 = load i16, ptr %lanes.at136, align 2
  %code.ok140 = icmp eq i8 %code137, 2
  %bits.ok141 = icmp eq i8 %bits138, 32
  %lanes.ok142 = icmp eq i16 %lanes139, 1
  %dtype.ok143 = and i1 %code.ok140, %bits.ok141
  %dtype.ok144 = and i1 %dtype.ok143, %lanes.ok142
  br i1 %dtype.ok144, label %check19.ok, label %check19.fail

check19.fail:                                     ; preds = %check18.ok
  %lanes147 = zext i16 %lanes139 to i64
  %code145 = zext i8 %code137 to i64
  store ptr @.str.24, ptr %message.parts, align 8
  %end.i515 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i515, align 1
  br label %digit.i523

digit.i523:                                       ; preds = %digit.i523, %check19.fail
  %remaining.i516 = phi i64 [ %code145, %check19.fail ], [ %rest.i522, %digit.i523 ]
  %cursor.i517 = phi ptr [ %end.i515, %check19.fail ], [ %digit.at.i518, %digit.i523 ]
  %digit.at.i518 = getelementptr inbounds i8, ptr %cursor.i517, i64 -1
  %digit1.i519 = urem i64 %remaining.i516, 10
  %digit.byte.i520 = trunc i64 %digit1.i519 to i8
  %ascii.i521 = or i8 %digit.byte.i520, 48
  store i8 %ascii.i521, ptr %digit.at.i518, align 1
  %rest.i522 = udiv i64 %remaining.i516, 10
  %44 = icmp ult i64 %remaining.i516, 10
  br i1 %44, label %__modlink_format_i64.exit526, label %digit.i523

__modlink_format_i64.exit526:                     ; preds = %digit.i523
  %bits146 = zext i8 %bits138 to i64
  %part150 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %digit.at.i518, ptr %part150, align 8
  %part151 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.8, ptr %part151, align 8
  %end.i527 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i527, align 1
  br label %digit.i535

digit.i535:                                       ; preds = %digit.i535, %__modlink_format_i64.exit526
  %remaining.i528 = phi i64 [ %bits146, %__modlink_format_i64.exit526 ], [ %rest.i534, %digit.i535 ]
  %cursor.i529 = phi ptr [ %end.i527, %__modlink_format_i64.exit526 ], [ %digit.at.i530, %digit.i535 ]
  %digit.at.i530 = getelementptr inbounds i8, ptr %cursor.i529, i64 -1
  %digit1.i531 = urem i64 %remaining.i528, 10
  %digit.byte.i532 = trunc i64 %digit1.i531 to i8
  %ascii.i533 = or i8 %digit.byte.i532, 48
  store i8 %ascii.i533, ptr %digit.at.i530, align 1
  %rest.i534 = udiv i64 %remaining.i528, 10
  %45 = icmp ult i64 %remaining.i528, 10
  br i1 %45, label %__modlink_format_i64.exit538, label %digit.i535

__modlink_format_i64.exit538:                     ; preds = %digit.i535
  %part153 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i530, ptr %part153, align 8
  %part154 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 4
  store ptr @.str.9, ptr %part154, align 8
  %end.i539 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i539, align 1
  br label %digit.i547

digit.i547:                                       ; preds = %digit.i547, %__modlink_format_i64.exit538
  %remaining.i540 = phi i64 [ %lanes147, %__modlink_format_i64.exit538 ], [ %rest.i546, %digit.i547 ]
  %cursor.i541 = phi ptr [ %end.i539, %__modlink_format_i64.exit538 ], [ %digit.at.i542, %digit.i547 ]
  %digit.at.i542 = getelementptr inbounds i8, ptr %cursor.i541, i64 -1
  %digit1.i543 = urem i64 %remaining.i540, 10
  %digit.byte.i544 = trunc i64 %digit1.i543 to i8
  %ascii.i545 = or i8 %digit.byte.i544, 48
  store i8 %ascii.i545, ptr %digit.at.i542, align 1
  %rest.i546 = udiv i64 %remaining.i540, 10
  %46 = icmp ult i64 %remaining.i540, 10
  br i1 %46, label %__modlink_format_i64.exit550, label %digit.i547

__modlink_format_i64.exit550:                     ; preds = %digit.i547
  %part156 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 5
  store ptr %digit.at.i542, ptr %part156, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i551

call.i551:                                        ; preds = %__modlink_format_i64.exit550
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check19.ok:                                       ; preds = %check18.ok
  %device.at157 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Out.dltensor, i64 0, i32 1
  %Out.device_type = load i32, ptr %device.at157, align 4
  %device.ok158 = icmp eq i32 %Out.device_type, 1
  br i1 %device.ok158, label %check20.ok, label %check20.fail

check20.fail:                                     ; preds = %check19.ok
  store ptr @.str.25, ptr %message.parts, align 8
  %47 = tail call i32 @llvm.abs.i32(i32 %Out.device_type, i1 false)
  %48 = zext i32 %47 to i64
  %end.i553 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i553, align 1
  br label %digit.i561

digit.i561:                                       ; preds = %digit.i561, %check20.fail
  %remaining.i554 = phi i64 [ %48, %check20.fail ], [ %rest.i560, %digit.i561 ]
  %cursor.i555 = phi ptr [ %end.i553, %check20.fail ], [ %digit.at.i556, %digit.i561 ]
  %digit.at.i556 = getelementptr inbounds i8, ptr %cursor.i555, i64 -1
  %digit1.i557 = urem i64 %remaining.i554, 10
  %digit.byte.i558 = trunc i64 %digit1.i557 to i8
  %ascii.i559 = or i8 %digit.byte.i558, 48
  store i8 %ascii.i559, ptr %digit.at.i556, align 1
  %rest.i560 = udiv i64 %remaining.i554, 10
  %49 = icmp ult i64 %remaining.i554, 10
  br i1 %49, label %digits.done.i563, label %digit.i561

digits.done.i563:                                 ; preds = %digit.i561
  %neg.i562 = icmp slt i32 %Out.device_type, 0
  br i1 %neg.i562, label %sign.i565, label %__modlink_format_i64.exit567

sign.i565:                                        ; preds = %digits.done.i563
  %sign.at.i564 = getelementptr inbounds i8, ptr %cursor.i555, i64 -2
  store i8 45, ptr %sign.at.i564, align 1
  br label %__modlink_format_i64.exit567

__modlink_format_i64.exit567:                     ; preds = %digits.done.i563, %sign.i565
  %start.i566 = phi ptr [ %digit.at.i556, %digits.done.i563 ], [ %sign.at.i564, %sign.i565 ]
  %part162 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i566, ptr %part162, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i568

call.i568:                                        ; preds = %__modlink_format_i64.exit567
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check20.ok:                                       ; preds = %check19.ok
  %shape.at163 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Out.dltensor, i64 0, i32 4
  %Out.shape = load ptr, ptr %shape.at163, align 8
  %Out.shape0 = load i64, ptr %Out.shape, align 8
  %extent.ok165 = icmp eq i64 %Out.shape0, %X.shape0
  br i1 %extent.ok165, label %check21.ok, label %check21.fail

check21.fail:                                     ; preds = %check20.ok
  store ptr @.str.26, ptr %message.parts, align 8
  %50 = tail call i64 @llvm.abs.i64(i64 %Out.shape0, i1 false)
  %end.i570 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i570, align 1
  br label %digit.i578

digit.i578:                                       ; preds = %digit.i578, %check21.fail
  %remaining.i571 = phi i64 [ %50, %check21.fail ], [ %rest.i577, %digit.i578 ]
  %cursor.i572 = phi ptr [ %end.i570, %check21.fail ], [ %digit.at.i573, %digit.i578 ]
  %digit.at.i573 = getelementptr inbounds i8, ptr %cursor.i572, i64 -1
  %digit1.i574 = urem i64 %remaining.i571, 10
  %digit.byte.i575 = trunc i64 %digit1.i574 to i8
  %ascii.i576 = or i8 %digit.byte.i575, 48
  store i8 %ascii.i576, ptr %digit.at.i573, align 1
  %rest.i577 = udiv i64 %remaining.i571, 10
  %51 = icmp ult i64 %remaining.i571, 10
  br i1 %51, label %digits.done.i580, label %digit.i578

digits.done.i580:                                 ; preds = %digit.i578
  %neg.i579 = icmp slt i64 %Out.shape0, 0
  br i1 %neg.i579, label %sign.i582, label %__modlink_format_i64.exit584

sign.i582:                                        ; preds = %digits.done.i580
  %sign.at.i581 = getelementptr inbounds i8, ptr %cursor.i572, i64 -2
  store i8 45, ptr %sign.at.i581, align 1
  br label %__modlink_format_i64.exit584

__modlink_format_i64.exit584:                     ; preds = %digits.done.i580, %sign.i582
  %start.i583 = phi ptr [ %digit.at.i573, %digits.done.i580 ], [ %sign.at.i581, %sign.i582 ]
  %part168 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i583, ptr %part168, align 8
  %part169 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.19, ptr %part169, align 8
  %52 = call i64 @llvm.abs.i64(i64 %X.shape0, i1 false)
  %end.i585 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i585, align 1
  br label %digit.i593

digit.i593:                                       ; preds = %digit.i593, %__modlink_format_i64.exit584
  %remaining.i586 = phi i64 [ %52, %__modlink_format_i64.exit584 ], [ %rest.i592, %digit.i593 ]
  %cursor.i587 = phi ptr [ %end.i585, %__modlink_format_i64.exit584 ], [ %digit.at.i588, %digit.i593 ]
  %digit.at.i588 = getelementptr inbounds i8, ptr %cursor.i587, i64 -1
  %digit1.i589 = urem i64 %remaining.i586, 10
  %digit.byte.i590 = trunc i64 %digit1.i589 to i8
  %ascii.i591 = or i8 %digit.byte.i590, 48
  store i8 %ascii.i591, ptr %digit.at.i588, align 1
  %rest.i592 = udiv i64 %remaining.i586, 10
  %53 = icmp ult i64 %remaining.i586, 10
  br i1 %53, label %digits.done.i595, label %digit.i593

digits.done.i595:                                 ; preds = %digit.i593
  %neg.i594 = icmp slt i64 %X.shape0, 0
  br i1 %neg.i594, label %sign.i597, label %__modlink_format_i64.exit599

sign.i597:                                        ; preds = %digits.done.i595
  %sign.at.i596 = getelementptr inbounds i8, ptr %cursor.i587, i64 -2
  store i8 45, ptr %sign.at.i596, align 1
  br label %__modlink_format_i64.exit599

__modlink_format_i64.exit599:                     ; preds = %digits.done.i595, %sign.i597
  %start.i598 = phi ptr [ %digit.at.i588, %digits.done.i595 ], [ %sign.at.i596, %sign.i597 ]
  %part171 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %start.i598, ptr %part171, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i600

call.i600:                                        ; preds = %__modlink_format_i64.exit599
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check21.ok:                                       ; preds = %check20.ok
  %strides.at172 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Out.dltensor, i64 0, i32 5
  %Out.strides = load ptr, ptr %strides.at172, align 8
  %has_strides173.not = icmp eq ptr %Out.strides, null
  br i1 %has_strides173.not, label %Out.strides.done, label %Out.strides.check

Out.strides.check:                                ; preds = %check21.ok
  %Out.stride0 = load i64, ptr %Out.strides, align 8
  %stride.ok175 = icmp eq i64 %Out.stride0, 1
  %unit176 = icmp eq i64 %X.shape0, 1
  %stride.ok177 = or i1 %unit176, %stride.ok175
  br i1 %stride.ok177, label %Out.strides.done, label %check22.fail

Out.strides.done:                                 ; preds = %Out.strides.check, %check21.ok
  %data186 = load ptr, ptr %Out.dltensor, align 8
  %byte_offset.at187 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Out.dltensor, i64 0, i32 6
  %byte_offset188 = load i64, ptr %byte_offset.at187, align 8
  %Out.data = getelementptr i8, ptr %data186, i64 %byte_offset188
  %status = tail call i32 @saxpy_c(float %a, ptr %X.data, ptr %Y.data, ptr %Out.data, i64 %X.shape0)
  %ok = icmp ne i32 %status, 0
  %result189 = sext i1 %ok to i32
  br label %common.ret

check22.fail:                                     ; preds = %Out.strides.check
  store ptr @.str.27, ptr %message.parts, align 8
  %54 = tail call i64 @llvm.abs.i64(i64 %Out.stride0, i1 false)
  %end.i602 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i602, align 1
  br label %digit.i610

digit.i610:                                       ; preds = %digit.i610, %check22.fail
  %remaining.i603 = phi i64 [ %54, %check22.fail ], [ %rest.i609, %digit.i610 ]
  %cursor.i604 = phi ptr [ %end.i602, %check22.fail ], [ %digit.at.i605, %digit.i610 ]
  %digit.at.i605 = getelementptr inbounds i8, ptr %cursor.i604, i64 -1
  %digit1.i606 = urem i64 %remaining.i603, 10
  %digit.byte.i607 = trunc i64 %digit1.i606 to i8
  %ascii.i608 = or i8 %digit.byte.i607, 48
  store i8 %ascii.i608, ptr %digit.at.i605, align 1
  %rest.i609 = udiv i64 %remaining.i603, 10
  %55 = icmp ult i64 %remaining.i603, 10
  br i1 %55, label %digits.done.i612, label %digit.i610

digits.done.i612:                                 ; preds = %digit.i610
  %neg.i611 = icmp slt i64 %Out.stride0, 0
  br i1 %neg.i611, label %sign.i614, label %__modlink_format_i64.exit616

sign.i614:                                        ; preds = %digits.done.i612
  %sign.at.i613 = getelementptr inbounds i8, ptr %cursor.i604, i64 -2
  store i8 45, ptr %sign.at.i613, align 1
  br label %__modlink_format_i64.exit616

__modlink_format_i64.exit616:                     ; preds = %digits.done.i612, %sign.i614
  %start.i615 = phi ptr [ %digit.at.i605, %digits.done.i612 ], [ %sign.at.i613, %sign.i614 ]
  %part180 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i615, ptr %part180, align 8
  %part181 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.12, ptr %part181, align 8
  %end.i617 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i617, align 1
  %digit.at.i620 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i620, align 1
  %part183 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i620, ptr %part183, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i629

call.i629:                                        ; preds = %__modlink_format_i64.exit616
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
