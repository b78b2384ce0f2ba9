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
  %0 = icmp ne i32 %launched, 0
  %1 = sext i1 %0 to i32
  br label %parallel.done

parallel.serial:                                  ; preds = %entry
  %more14.i = icmp sgt i64 %n, 0
  br i1 %more14.i, label %for.i.body.i.preheader, label %parallel.done

for.i.body.i.preheader:                           ; preds = %parallel.serial
  %min.iters.check = icmp ult i64 %n, 8
  br i1 %min.iters.check, label %for.i.body.i.preheader18, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.i.body.i.preheader
  %2 = sub i64 %Out9, %X10
  %diff.check = icmp ult i64 %2, 32
  %3 = sub i64 %Out9, %Y11
  %diff.check12 = icmp ult i64 %3, 32
  %conflict.rdx = or i1 %diff.check, %diff.check12
  br i1 %conflict.rdx, label %for.i.body.i.preheader18, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %n, -8
  %broadcast.splatinsert = insertelement <4 x float> poison, float %a, i64 0
  %broadcast.splat = shufflevector <4 x float> %broadcast.splatinsert, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert14 = insertelement <4 x float> poison, float %a, i64 0
  %broadcast.splat15 = shufflevector <4 x float> %broadcast.splatinsert14, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %4 = getelementptr inbounds float, ptr %Out, i64 %index
  %5 = getelementptr inbounds float, ptr %X, i64 %index
  %wide.load = load <4 x float>, ptr %5, align 4
  %6 = getelementptr inbounds float, ptr %5, i64 4
  %wide.load13 = load <4 x float>, ptr %6, align 4
  %7 = fmul <4 x float> %wide.load, %broadcast.splat
  %8 = fmul <4 x float> %wide.load13, %broadcast.splat15
  %9 = getelementptr inbounds float, ptr %Y, i64 %index
  %wide.load16 = load <4 x float>, ptr %9, align 4
  %10 = getelementptr inbounds float, ptr %9, i64 4
  %wide.load17 = load <4 x float>, ptr %10, align 4
  %11 = fadd <4 x float> %7, %wide.load16
  %12 = fadd <4 x float> %8, %wide.load17
  store <4 x float> %11, ptr %4, align 4
  %13 = getelementptr inbounds float, ptr %4, i64 4
  store <4 x float> %12, ptr %13, align 4
  %index.next = add nuw i64 %index, 8
  %14 = icmp eq i64 %index.next, %n.vec
  br i1 %14, label %middle.block, label %vector.body, !llvm.loop !0

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %n
  br i1 %cmp.n, label %parallel.done, label %for.i.body.i.preheader18

for.i.body.i.preheader18:                         ; preds = %vector.memcheck, %for.i.body.i.preheader, %middle.block
  %i.addr.015.i.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.i.body.i.preheader ], [ %n.vec, %middle.block ]
  %15 = xor i64 %i.addr.015.i.ph, -1
  %xtraiter = and i64 %n, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.i.body.i.prol.loopexit, label %for.i.body.i.prol

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
  %16 = sub i64 0, %n
  %17 = icmp eq i64 %15, %16
  br i1 %17, label %parallel.done, label %for.i.body.i

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
  br i1 %exitcond.not.1, label %parallel.done, label %for.i.body.i, !llvm.loop !3

parallel.done:                                    ; preds = %for.i.body.i.prol.loopexit, %for.i.body.i, %middle.block, %parallel.serial, %parallel.launch
  %parallel.status = phi i32 [ %1, %parallel.launch ], [ 0, %parallel.serial ], [ 0, %middle.block ], [ 0, %for.i.body.i ], [ 0, %for.i.body.i.prol.loopexit ]
  ret i32 %parallel.status
}

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none)
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
  %num_task12 = zext i32 %0 to i64
  %span = sub i64 %end, %start
  %total = tail call i64 @llvm.smax.i64(i64 %span, i64 0)
  %1 = add nsw i64 %total, -1
  %rounded = add i64 %1, %num_task12
  %chunk = sdiv i64 %rounded, %num_task12
  %task = sext i32 %task_id to i64
  %offset = mul i64 %chunk, %task
  %low = add i64 %offset, %start
  %high = add i64 %low, %chunk
  %high13 = tail call i64 @llvm.smin.i64(i64 %high, i64 %end)
  %more14 = icmp slt i64 %low, %high13
  br i1 %more14, label %for.i.body.preheader, label %for.i.end

for.i.body.preheader:                             ; preds = %entry
  %2 = add i64 %offset, %start
  %3 = sub i64 %high13, %2
  %min.iters.check = icmp ult i64 %3, 12
  br i1 %min.iters.check, label %for.i.body.preheader25, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.i.body.preheader
  %4 = shl i64 %low, 2
  %5 = add i64 %4, %Out16
  %6 = add i64 %4, %X17
  %7 = sub i64 %5, %6
  %diff.check = icmp ult i64 %7, 32
  %8 = add i64 %4, %Y18
  %9 = sub i64 %5, %8
  %diff.check19 = icmp ult i64 %9, 32
  %conflict.rdx = or i1 %diff.check, %diff.check19
  br i1 %conflict.rdx, label %for.i.body.preheader25, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %3, -8
  %ind.end = add i64 %low, %n.vec
  %broadcast.splatinsert = insertelement <4 x float> poison, float %a, i64 0
  %broadcast.splat = shufflevector <4 x float> %broadcast.splatinsert, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert21 = insertelement <4 x float> poison, float %a, i64 0
  %broadcast.splat22 = shufflevector <4 x float> %broadcast.splatinsert21, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %offset.idx = add i64 %low, %index
  %10 = getelementptr inbounds float, ptr %Out, i64 %offset.idx
  %11 = getelementptr inbounds float, ptr %X, i64 %offset.idx
  %wide.load = load <4 x float>, ptr %11, align 4
  %12 = getelementptr inbounds float, ptr %11, i64 4
  %wide.load20 = load <4 x float>, ptr %12, align 4
  %13 = fmul <4 x float> %broadcast.splat, %wide.load
  %14 = fmul <4 x float> %broadcast.splat22, %wide.load20
  %15 = getelementptr inbounds float, ptr %Y, i64 %offset.idx
  %wide.load23 = load <4 x float>, ptr %15, align 4
  %16 = getelementptr inbounds float, ptr %15, i64 4
  %wide.load24 = load <4 x float>, ptr %16, align 4
  %17 = fadd <4 x float> %13, %wide.load23
  %18 = fadd <4 x float> %14, %wide.load24
  store <4 x float> %17, ptr %10, align 4
  %19 = getelementptr inbounds float, ptr %10, i64 4
  store <4 x float> %18, ptr %19, align 4
  %index.next = add nuw i64 %index, 8
  %20 = icmp eq i64 %index.next, %n.vec
  br i1 %20, label %middle.block, label %vector.body, !llvm.loop !4

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %3, %n.vec
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
  %more = icmp slt i64 %i.next, %high13
  br i1 %more, label %for.i.body, label %for.i.end, !llvm.loop !5

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

common.ret:                                       ; preds = %call.i692, %__modlink_format_i64.exit678, %call.i660, %__modlink_format_i64.exit659, %call.i624, %__modlink_format_i64.exit623, %call.i605, %__modlink_format_i64.exit604, %call.i561, %__modlink_format_i64.exit560, %call.i542, %check17.fail, %call.i540, %__modlink_format_i64.exit539, %call.i521, %__modlink_format_i64.exit507, %call.i489, %__modlink_format_i64.exit488, %call.i453, %__modlink_format_i64.exit452, %call.i434, %__modlink_format_i64.exit433, %call.i390, %__modlink_format_i64.exit389, %call.i371, %check10.fail, %call.i369, %__modlink_format_i64.exit368, %call.i350, %__modlink_format_i64.exit336, %call.i318, %__modlink_format_i64.exit317, %call.i299, %__modlink_format_i64.exit298, %call.i255, %__modlink_format_i64.exit254, %call.i236, %check4.fail, %call.i234, %__modlink_format_i64.exit233, %call.i215, %__modlink_format_i64.exit214, %call.i, %__modlink_format_i64.exit, %Out.strides.done
  %common.ret.op = phi i32 [ %result194, %Out.strides.done ], [ -1, %__modlink_format_i64.exit ], [ -1, %call.i ], [ -1, %__modlink_format_i64.exit214 ], [ -1, %call.i215 ], [ -1, %__modlink_format_i64.exit233 ], [ -1, %call.i234 ], [ -1, %check4.fail ], [ -1, %call.i236 ], [ -1, %__modlink_format_i64.exit254 ], [ -1, %call.i255 ], [ -1, %__modlink_format_i64.exit298 ], [ -1, %call.i299 ], [ -1, %__modlink_format_i64.exit317 ], [ -1, %call.i318 ], [ -1, %__modlink_format_i64.exit336 ], [ -1, %call.i350 ], [ -1, %__modlink_format_i64.exit368 ], [ -1, %call.i369 ], [ -1, %check10.fail ], [ -1, %call.i371 ], [ -1, %__modlink_format_i64.exit389 ], [ -1, %call.i390 ], [ -1, %__modlink_format_i64.exit433 ], [ -1, %call.i434 ], [ -1, %__modlink_format_i64.exit452 ], [ -1, %call.i453 ], [ -1, %__modlink_format_i64.exit488 ], [ -1, %call.i489 ], [ -1, %__modlink_format_i64.exit507 ], [ -1, %call.i521 ], [ -1, %__modlink_format_i64.exit539 ], [ -1, %call.i540 ], [ -1, %check17.fail ], [ -1, %call.i542 ], [ -1, %__modlink_format_i64.exit560 ], [ -1, %call.i561 ], [ -1, %__modlink_format_i64.exit604 ], [ -1, %call.i605 ], [ -1, %__modlink_format_i64.exit623 ], [ -1, %call.i624 ], [ -1, %__modlink_format_i64.exit659 ], [ -1, %call.i660 ], [ -1, %__modlink_format_i64.exit678 ], [ -1, %call.i692 ]
  ret i32 %common.ret.op

check1.fail:                                      ; preds = %entry
  store ptr @.str.0, ptr %message.parts, align 8
  %0 = tail call i32 @llvm.abs.i32(i32 %num_args, i1 false)
  %mag.i = zext i32 %0 to i64
  %end.i = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i, align 1
  br label %digit.i

digit.i:                                          ; preds = %digit.i, %check1.fail
  %remaining.i = phi i64 [ %mag.i, %check1.fail ], [ %rest.i, %digit.i ]
  %cursor.i = phi ptr [ %end.i, %check1.fail ], [ %digit.at.i, %digit.i ]
  %digit.at.i = getelementptr inbounds i8, ptr %cursor.i, i64 -1
  %digit1.i = urem i64 %remaining.i, 10
  %digit.byte.i = trunc i64 %digit1.i to i8
  %ascii.i = or i8 %digit.byte.i, 48
  store i8 %ascii.i, ptr %digit.at.i, align 1
  %rest.i = udiv i64 %remaining.i, 10
  %more.not.i = icmp ult i64 %remaining.i, 10
  br i1 %more.not.i, label %digits.done.i, label %digit.i

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
  %1 = tail call i32 @llvm.abs.i32(i32 %a.type_index, i1 false)
  %mag.i198 = zext i32 %1 to i64
  %end.i199 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i199, align 1
  br label %digit.i208

digit.i208:                                       ; preds = %digit.i208, %check2.fail
  %remaining.i200 = phi i64 [ %mag.i198, %check2.fail ], [ %rest.i206, %digit.i208 ]
  %cursor.i201 = phi ptr [ %end.i199, %check2.fail ], [ %digit.at.i202, %digit.i208 ]
  %digit.at.i202 = getelementptr inbounds i8, ptr %cursor.i201, i64 -1
  %digit1.i203 = urem i64 %remaining.i200, 10
  %digit.byte.i204 = trunc i64 %digit1.i203 to i8
  %ascii.i205 = or i8 %digit.byte.i204, 48
  store i8 %ascii.i205, ptr %digit.at.i202, align 1
  %rest.i206 = udiv i64 %remaining.i200, 10
  %more.not.i207 = icmp ult i64 %remaining.i200, 10
  br i1 %more.not.i207, label %digits.done.i210, label %digit.i208

digits.done.i210:                                 ; preds = %digit.i208
  %neg.i209 = icmp slt i32 %a.type_index, 0
  br i1 %neg.i209, label %sign.i212, label %__modlink_format_i64.exit214

sign.i212:                                        ; preds = %digits.done.i210
  %sign.at.i211 = getelementptr inbounds i8, ptr %cursor.i201, i64 -2
  store i8 45, ptr %sign.at.i211, align 1
  br label %__modlink_format_i64.exit214

__modlink_format_i64.exit214:                     ; preds = %digits.done.i210, %sign.i212
  %start.i213 = phi ptr [ %digit.at.i202, %digits.done.i210 ], [ %sign.at.i211, %sign.i212 ]
  %part7 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i213, ptr %part7, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i215

call.i215:                                        ; preds = %__modlink_format_i64.exit214
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
  %2 = tail call i32 @llvm.abs.i32(i32 %X.type_index, i1 false)
  %mag.i217 = zext i32 %2 to i64
  %end.i218 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i218, align 1
  br label %digit.i227

digit.i227:                                       ; preds = %digit.i227, %check3.fail
  %remaining.i219 = phi i64 [ %mag.i217, %check3.fail ], [ %rest.i225, %digit.i227 ]
  %cursor.i220 = phi ptr [ %end.i218, %check3.fail ], [ %digit.at.i221, %digit.i227 ]
  %digit.at.i221 = getelementptr inbounds i8, ptr %cursor.i220, i64 -1
  %digit1.i222 = urem i64 %remaining.i219, 10
  %digit.byte.i223 = trunc i64 %digit1.i222 to i8
  %ascii.i224 = or i8 %digit.byte.i223, 48
  store i8 %ascii.i224, ptr %digit.at.i221, align 1
  %rest.i225 = udiv i64 %remaining.i219, 10
  %more.not.i226 = icmp ult i64 %remaining.i219, 10
  br i1 %more.not.i226, label %digits.done.i229, label %digit.i227

digits.done.i229:                                 ; preds = %digit.i227
  %neg.i228 = icmp slt i32 %X.type_index, 0
  br i1 %neg.i228, label %sign.i231, label %__modlink_format_i64.exit233

sign.i231:                                        ; preds = %digits.done.i229
  %sign.at.i230 = getelementptr inbounds i8, ptr %cursor.i220, i64 -2
  store i8 45, ptr %sign.at.i230, align 1
  br label %__modlink_format_i64.exit233

__modlink_format_i64.exit233:                     ; preds = %digits.done.i229, %sign.i231
  %start.i232 = phi ptr [ %digit.at.i221, %digits.done.i229 ], [ %sign.at.i230, %sign.i231 ]
  %part17 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i232, ptr %part17, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i234

call.i234:                                        ; preds = %__modlink_format_i64.exit233
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
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i236

call.i236:                                        ; preds = %check4.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check4.ok:                                        ; preds = %check3.ok
  %ndim.at = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %X.dltensor, i64 0, i32 2
  %X.ndim = load i32, ptr %ndim.at, align 4
  %ndim.ok = icmp eq i32 %X.ndim, 1
  br i1 %ndim.ok, label %check5.ok, label %check5.fail

check5.fail:                                      ; preds = %check4.ok
  store ptr @.str.6, ptr %message.parts, align 8
  %3 = tail call i32 @llvm.abs.i32(i32 %X.ndim, i1 false)
  %mag.i238 = zext i32 %3 to i64
  %end.i239 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i239, align 1
  br label %digit.i248

digit.i248:                                       ; preds = %digit.i248, %check5.fail
  %remaining.i240 = phi i64 [ %mag.i238, %check5.fail ], [ %rest.i246, %digit.i248 ]
  %cursor.i241 = phi ptr [ %end.i239, %check5.fail ], [ %digit.at.i242, %digit.i248 ]
  %digit.at.i242 = getelementptr inbounds i8, ptr %cursor.i241, i64 -1
  %digit1.i243 = urem i64 %remaining.i240, 10
  %digit.byte.i244 = trunc i64 %digit1.i243 to i8
  %ascii.i245 = or i8 %digit.byte.i244, 48
  store i8 %ascii.i245, ptr %digit.at.i242, align 1
  %rest.i246 = udiv i64 %remaining.i240, 10
  %more.not.i247 = icmp ult i64 %remaining.i240, 10
  br i1 %more.not.i247, label %digits.done.i250, label %digit.i248

digits.done.i250:                                 ; preds = %digit.i248
  %neg.i249 = icmp slt i32 %X.ndim, 0
  br i1 %neg.i249, label %sign.i252, label %__modlink_format_i64.exit254

sign.i252:                                        ; preds = %digits.done.i250
  %sign.at.i251 = getelementptr inbounds i8, ptr %cursor.i241, i64 -2
  store i8 45, ptr %sign.at.i251, align 1
  br label %__modlink_format_i64.exit254

__modlink_format_i64.exit254:                     ; preds = %digits.done.i250, %sign.i252
  %start.i253 = phi ptr [ %digit.at.i242, %digits.done.i250 ], [ %sign.at.i251, %sign.i252 ]
  %part21 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i253, ptr %part21, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i255

call.i255:                                        ; preds = %__modlink_format_i64.exit254
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
  %end.i258 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i258, align 1
  br label %digit.i267

digit.i267:                                       ; preds = %digit.i267, %check6.fail
  %remaining.i259 = phi i64 [ %code23, %check6.fail ], [ %rest.i265, %digit.i267 ]
  %cursor.i260 = phi ptr [ %end.i258, %check6.fail ], [ %digit.at.i261, %digit.i267 ]
  %digit.at.i261 = getelementptr inbounds i8, ptr %cursor.i260, i64 -1
  %digit1.i262 = urem i64 %remaining.i259, 10
  %digit.byte.i263 = trunc i64 %digit1.i262 to i8
  %ascii.i264 = or i8 %digit.byte.i263, 48
  store i8 %ascii.i264, ptr %digit.at.i261, align 1
  %rest.i265 = udiv i64 %remaining.i259, 10
  %more.not.i266 = icmp ult i64 %remaining.i259, 10
  br i1 %more.not.i266, label %__modlink_format_i64.exit270, label %digit.i267

__modlink_format_i64.exit270:                     ; preds = %digit.i267
  %bits24 = zext i8 %bits to i64
  %part28 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %digit.at.i261, ptr %part28, align 8
  %part29 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.8, ptr %part29, align 8
  %end.i272 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i272, align 1
  br label %digit.i281

digit.i281:                                       ; preds = %digit.i281, %__modlink_format_i64.exit270
  %remaining.i273 = phi i64 [ %bits24, %__modlink_format_i64.exit270 ], [ %rest.i279, %digit.i281 ]
  %cursor.i274 = phi ptr [ %end.i272, %__modlink_format_i64.exit270 ], [ %digit.at.i275, %digit.i281 ]
  %digit.at.i275 = getelementptr inbounds i8, ptr %cursor.i274, i64 -1
  %digit1.i276 = urem i64 %remaining.i273, 10
  %digit.byte.i277 = trunc i64 %digit1.i276 to i8
  %ascii.i278 = or i8 %digit.byte.i277, 48
  store i8 %ascii.i278, ptr %digit.at.i275, align 1
  %rest.i279 = udiv i64 %remaining.i273, 10
  %more.not.i280 = icmp ult i64 %remaining.i273, 10
  br i1 %more.not.i280, label %__modlink_format_i64.exit284, label %digit.i281

__modlink_format_i64.exit284:                     ; preds = %digit.i281
  %part31 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i275, ptr %part31, align 8
  %part32 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 4
  store ptr @.str.9, ptr %part32, align 8
  %end.i286 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i286, align 1
  br label %digit.i295

digit.i295:                                       ; preds = %digit.i295, %__modlink_format_i64.exit284
  %remaining.i287 = phi i64 [ %lanes25, %__modlink_format_i64.exit284 ], [ %rest.i293, %digit.i295 ]
  %cursor.i288 = phi ptr [ %end.i286, %__modlink_format_i64.exit284 ], [ %digit.at.i289, %digit.i295 ]
  %digit.at.i289 = getelementptr inbounds i8, ptr %cursor.i288, i64 -1
  %digit1.i290 = urem i64 %remaining.i287, 10
  %digit.byte.i291 = trunc i64 %digit1.i290 to i8
  %ascii.i292 = or i8 %digit.byte.i291, 48
  store i8 %ascii.i292, ptr %digit.at.i289, align 1
  %rest.i293 = udiv i64 %remaining.i287, 10
  %more.not.i294 = icmp ult i64 %remaining.i287, 10
  br i1 %more.not.i294, label %__modlink_format_i64.exit298, label %digit.i295

__modlink_format_i64.exit298:                     ; preds = %digit.i295
  %part34 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 5
  store ptr %digit.at.i289, ptr %part34, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i299

call.i299:                                        ; preds = %__modlink_format_i64.exit298
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check6.ok:                                        ; preds = %check5.ok
  %device.at = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %X.dltensor, i64 0, i32 1
  %X.device_type = load i32, ptr %device.at, align 4
  %device.ok = icmp eq i32 %X.device_type, 1
  br i1 %device.ok, label %check7.ok, label %check7.fail

check7.fail:                                      ; preds = %check6.ok
  store ptr @.str.10, ptr %message.parts, align 8
  %4 = tail call i32 @llvm.abs.i32(i32 %X.device_type, i1 false)
  %mag.i301 = zext i32 %4 to i64
  %end.i302 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i302, align 1
  br label %digit.i311

digit.i311:                                       ; preds = %digit.i311, %check7.fail
  %remaining.i303 = phi i64 [ %mag.i301, %check7.fail ], [ %rest.i309, %digit.i311 ]
  %cursor.i304 = phi ptr [ %end.i302, %check7.fail ], [ %digit.at.i305, %digit.i311 ]
  %digit.at.i305 = getelementptr inbounds i8, ptr %cursor.i304, i64 -1
  %digit1.i306 = urem i64 %remaining.i303, 10
  %digit.byte.i307 = trunc i64 %digit1.i306 to i8
  %ascii.i308 = or i8 %digit.byte.i307, 48
  store i8 %ascii.i308, ptr %digit.at.i305, align 1
  %rest.i309 = udiv i64 %remaining.i303, 10
  %more.not.i310 = icmp ult i64 %remaining.i303, 10
  br i1 %more.not.i310, label %digits.done.i313, label %digit.i311

digits.done.i313:                                 ; preds = %digit.i311
  %neg.i312 = icmp slt i32 %X.device_type, 0
  br i1 %neg.i312, label %sign.i315, label %__modlink_format_i64.exit317

sign.i315:                                        ; preds = %digits.done.i313
  %sign.at.i314 = getelementptr inbounds i8, ptr %cursor.i304, i64 -2
  store i8 45, ptr %sign.at.i314, align 1
  br label %__modlink_format_i64.exit317

__modlink_format_i64.exit317:                     ; preds = %digits.done.i313, %sign.i315
  %start.i316 = phi ptr [ %digit.at.i305, %digits.done.i313 ], [ %sign.at.i314, %sign.i315 ]
  %part37 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i316, ptr %part37, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i318

call.i318:                                        ; preds = %__modlink_format_i64.exit317
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
  %mag.i320 = tail call i64 @llvm.abs.i64(i64 %X.stride0, i1 false)
  %end.i321 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i321, align 1
  br label %digit.i330

digit.i330:                                       ; preds = %digit.i330, %check8.fail
  %remaining.i322 = phi i64 [ %mag.i320, %check8.fail ], [ %rest.i328, %digit.i330 ]
  %cursor.i323 = phi ptr [ %end.i321, %check8.fail ], [ %digit.at.i324, %digit.i330 ]
  %digit.at.i324 = getelementptr inbounds i8, ptr %cursor.i323, i64 -1
  %digit1.i325 = urem i64 %remaining.i322, 10
  %digit.byte.i326 = trunc i64 %digit1.i325 to i8
  %ascii.i327 = or i8 %digit.byte.i326, 48
  store i8 %ascii.i327, ptr %digit.at.i324, align 1
  %rest.i328 = udiv i64 %remaining.i322, 10
  %more.not.i329 = icmp ult i64 %remaining.i322, 10
  br i1 %more.not.i329, label %digits.done.i332, label %digit.i330

digits.done.i332:                                 ; preds = %digit.i330
  %neg.i331 = icmp slt i64 %X.stride0, 0
  br i1 %neg.i331, label %sign.i334, label %__modlink_format_i64.exit336

sign.i334:                                        ; preds = %digits.done.i332
  %sign.at.i333 = getelementptr inbounds i8, ptr %cursor.i323, i64 -2
  store i8 45, ptr %sign.at.i333, align 1
  br label %__modlink_format_i64.exit336

__modlink_format_i64.exit336:                     ; preds = %digits.done.i332, %sign.i334
  %start.i335 = phi ptr [ %digit.at.i324, %digits.done.i332 ], [ %sign.at.i333, %sign.i334 ]
  %part41 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i335, ptr %part41, align 8
  %part42 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.12, ptr %part42, align 8
  %end.i337 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i337, align 1
  %digit.at.i340 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i340, align 1
  %part44 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i340, ptr %part44, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i350

call.i350:                                        ; preds = %__modlink_format_i64.exit336
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check9.fail:                                      ; preds = %X.strides.done
  store ptr @.str.13, ptr %message.parts, align 8
  %5 = tail call i32 @llvm.abs.i32(i32 %Y.type_index, i1 false)
  %mag.i352 = zext i32 %5 to i64
  %end.i353 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i353, align 1
  br label %digit.i362

digit.i362:                                       ; preds = %digit.i362, %check9.fail
  %remaining.i354 = phi i64 [ %mag.i352, %check9.fail ], [ %rest.i360, %digit.i362 ]
  %cursor.i355 = phi ptr [ %end.i353, %check9.fail ], [ %digit.at.i356, %digit.i362 ]
  %digit.at.i356 = getelementptr inbounds i8, ptr %cursor.i355, i64 -1
  %digit1.i357 = urem i64 %remaining.i354, 10
  %digit.byte.i358 = trunc i64 %digit1.i357 to i8
  %ascii.i359 = or i8 %digit.byte.i358, 48
  store i8 %ascii.i359, ptr %digit.at.i356, align 1
  %rest.i360 = udiv i64 %remaining.i354, 10
  %more.not.i361 = icmp ult i64 %remaining.i354, 10
  br i1 %more.not.i361, label %digits.done.i364, label %digit.i362

digits.done.i364:                                 ; preds = %digit.i362
  %neg.i363 = icmp slt i32 %Y.type_index, 0
  br i1 %neg.i363, label %sign.i366, label %__modlink_format_i64.exit368

sign.i366:                                        ; preds = %digits.done.i364
  %sign.at.i365 = getelementptr inbounds i8, ptr %cursor.i355, i64 -2
  store i8 45, ptr %sign.at.i365, align 1
  br label %__modlink_format_i64.exit368

__modlink_format_i64.exit368:                     ; preds = %digits.done.i364, %sign.i366
  %start.i367 = phi ptr [ %digit.at.i356, %digits.done.i364 ], [ %sign.at.i365, %sign.i366 ]
  %part54 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i367, ptr %part54, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i369

call.i369:                                        ; preds = %__modlink_format_i64.exit368
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
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i371

call.i371:                                        ; preds = %check10.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check10.ok:                                       ; preds = %check9.ok
  %ndim.at58 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Y.dltensor, i64 0, i32 2
  %Y.ndim = load i32, ptr %ndim.at58, align 4
  %ndim.ok59 = icmp eq i32 %Y.ndim, 1
  br i1 %ndim.ok59, label %check11.ok, label %check11.fail

check11.fail:                                     ; preds = %check10.ok
  store ptr @.str.15, ptr %message.parts, align 8
  %6 = tail call i32 @llvm.abs.i32(i32 %Y.ndim, i1 false)
  %mag.i373 = zext i32 %6 to i64
  %end.i374 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i374, align 1
  br label %digit.i383

digit.i383:                                       ; preds = %digit.i383, %check11.fail
  %remaining.i375 = phi i64 [ %mag.i373, %check11.fail ], [ %rest.i381, %digit.i383 ]
  %cursor.i376 = phi ptr [ %end.i374, %check11.fail ], [ %digit.at.i377, %digit.i383 ]
  %digit.at.i377 = getelementptr inbounds i8, ptr %cursor.i376, i64 -1
  %digit1.i378 = urem i64 %remaining.i375, 10
  %digit.byte.i379 = trunc i64 %digit1.i378 to i8
  %ascii.i380 = or i8 %digit.byte.i379, 48
  store i8 %ascii.i380, ptr %digit.at.i377, align 1
  %rest.i381 = udiv i64 %remaining.i375, 10
  %more.not.i382 = icmp ult i64 %remaining.i375, 10
  br i1 %more.not.i382, label %digits.done.i385, label %digit.i383

digits.done.i385:                                 ; preds = %digit.i383
  %neg.i384 = icmp slt i32 %Y.ndim, 0
  br i1 %neg.i384, label %sign.i387, label %__modlink_format_i64.exit389

sign.i387:                                        ; preds = %digits.done.i385
  %sign.at.i386 = getelementptr inbounds i8, ptr %cursor.i376, i64 -2
  store i8 45, ptr %sign.at.i386, align 1
  br label %__modlink_format_i64.exit389

__modlink_format_i64.exit389:                     ; preds = %digits.done.i385, %sign.i387
  %start.i388 = phi ptr [ %digit.at.i377, %digits.done.i385 ], [ %sign.at.i386, %sign.i387 ]
  %part63 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i388, ptr %part63, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i390

call.i390:                                        ; preds = %__modlink_format_i64.exit389
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
  %end.i393 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i393, align 1
  br label %digit.i402

digit.i402:                                       ; preds = %digit.i402, %check12.fail
  %remaining.i394 = phi i64 [ %code76, %check12.fail ], [ %rest.i400, %digit.i402 ]
  %cursor.i395 = phi ptr [ %end.i393, %check12.fail ], [ %digit.at.i396, %digit.i402 ]
  %digit.at.i396 = getelementptr inbounds i8, ptr %cursor.i395, i64 -1
  %digit1.i397 = urem i64 %remaining.i394, 10
  %digit.byte.i398 = trunc i64 %digit1.i397 to i8
  %ascii.i399 = or i8 %digit.byte.i398, 48
  store i8 %ascii.i399, ptr %digit.at.i396, align 1
  %rest.i400 = udiv i64 %remaining.i394, 10
  %more.not.i401 = icmp ult i64 %remaining.i394, 10
  br i1 %more.not.i401, label %__modlink_format_i64.exit405, label %digit.i402

__modlink_format_i64.exit405:                     ; preds = %digit.i402
  %bits77 = zext i8 %bits69 to i64
  %part81 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %digit.at.i396, ptr %part81, align 8
  %part82 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.8, ptr %part82, align 8
  %end.i407 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i407, align 1
  br label %digit.i416

digit.i416:                                       ; preds = %digit.i416, %__modlink_format_i64.exit405
  %remaining.i408 = phi i64 [ %bits77, %__modlink_format_i64.exit405 ], [ %rest.i414, %digit.i416 ]
  %cursor.i409 = phi ptr [ %end.i407, %__modlink_format_i64.exit405 ], [ %digit.at.i410, %digit.i416 ]
  %digit.at.i410 = getelementptr inbounds i8, ptr %cursor.i409, i64 -1
  %digit1.i411 = urem i64 %remaining.i408, 10
  %digit.byte.i412 = trunc i64 %digit1.i411 to i8
  %ascii.i413 = or i8 %digit.byte.i412, 48
  store i8 %ascii.i413, ptr %digit.at.i410, align 1
  %rest.i414 = udiv i64 %remaining.i408, 10
  %more.not.i415 = icmp ult i64 %remaining.i408, 10
  br i1 %more.not.i415, label %__modlink_format_i64.exit419, label %digit.i416

__modlink_format_i64.exit419:                     ; preds = %digit.i416
  %part84 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i410, ptr %part84, align 8
  %part85 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 4
  store ptr @.str.9, ptr %part85, align 8
  %end.i421 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i421, align 1
  br label %digit.i430

digit.i430:                                       ; preds = %digit.i430, %__modlink_format_i64.exit419
  %remaining.i422 = phi i64 [ %lanes78, %__modlink_format_i64.exit419 ], [ %rest.i428, %digit.i430 ]
  %cursor.i423 = phi ptr [ %end.i421, %__modlink_format_i64.exit419 ], [ %digit.at.i424, %digit.i430 ]
  %digit.at.i424 = getelementptr inbounds i8, ptr %cursor.i423, i64 -1
  %digit1.i425 = urem i64 %remaining.i422, 10
  %digit.byte.i426 = trunc i64 %digit1.i425 to i8
  %ascii.i427 = or i8 %digit.byte.i426, 48
  store i8 %ascii.i427, ptr %digit.at.i424, align 1
  %rest.i428 = udiv i64 %remaining.i422, 10
  %more.not.i429 = icmp ult i64 %remaining.i422, 10
  br i1 %more.not.i429, label %__modlink_format_i64.exit433, label %digit.i430

__modlink_format_i64.exit433:                     ; preds = %digit.i430
  %part87 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 5
  store ptr %digit.at.i424, ptr %part87, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i434

call.i434:                                        ; preds = %__modlink_format_i64.exit433
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check12.ok:                                       ; preds = %check11.ok
  %device.at88 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Y.dltensor, i64 0, i32 1
  %Y.device_type = load i32, ptr %device.at88, align 4
  %device.ok89 = icmp eq i32 %Y.device_type, 1
  br i1 %device.ok89, label %check13.ok, label %check13.fail

check13.fail:                                     ; preds = %check12.ok
  store ptr @.str.17, ptr %message.parts, align 8
  %7 = tail call i32 @llvm.abs.i32(i32 %Y.device_type, i1 false)
  %mag.i436 = zext i32 %7 to i64
  %end.i437 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i437, align 1
  br label %digit.i446

digit.i446:                                       ; preds = %digit.i446, %check13.fail
  %remaining.i438 = phi i64 [ %mag.i436, %check13.fail ], [ %rest.i444, %digit.i446 ]
  %cursor.i439 = phi ptr [ %end.i437, %check13.fail ], [ %digit.at.i440, %digit.i446 ]
  %digit.at.i440 = getelementptr inbounds i8, ptr %cursor.i439, i64 -1
  %digit1.i441 = urem i64 %remaining.i438, 10
  %digit.byte.i442 = trunc i64 %digit1.i441 to i8
  %ascii.i443 = or i8 %digit.byte.i442, 48
  store i8 %ascii.i443, ptr %digit.at.i440, align 1
  %rest.i444 = udiv i64 %remaining.i438, 10
  %more.not.i445 = icmp ult i64 %remaining.i438, 10
  br i1 %more.not.i445, label %digits.done.i448, label %digit.i446

digits.done.i448:                                 ; preds = %digit.i446
  %neg.i447 = icmp slt i32 %Y.device_type, 0
  br i1 %neg.i447, label %sign.i450, label %__modlink_format_i64.exit452

sign.i450:                                        ; preds = %digits.done.i448
  %sign.at.i449 = getelementptr inbounds i8, ptr %cursor.i439, i64 -2
  store i8 45, ptr %sign.at.i449, align 1
  br label %__modlink_format_i64.exit452

__modlink_format_i64.exit452:                     ; preds = %digits.done.i448, %sign.i450
  %start.i451 = phi ptr [ %digit.at.i440, %digits.done.i448 ], [ %sign.at.i449, %sign.i450 ]
  %part93 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i451, ptr %part93, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i453

call.i453:                                        ; preds = %__modlink_format_i64.exit452
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
  %mag.i455 = tail call i64 @llvm.abs.i64(i64 %Y.shape0, i1 false)
  %end.i456 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i456, align 1
  br label %digit.i465

digit.i465:                                       ; preds = %digit.i465, %check14.fail
  %remaining.i457 = phi i64 [ %mag.i455, %check14.fail ], [ %rest.i463, %digit.i465 ]
  %cursor.i458 = phi ptr [ %end.i456, %check14.fail ], [ %digit.at.i459, %digit.i465 ]
  %digit.at.i459 = getelementptr inbounds i8, ptr %cursor.i458, i64 -1
  %digit1.i460 = urem i64 %remaining.i457, 10
  %digit.byte.i461 = trunc i64 %digit1.i460 to i8
  %ascii.i462 = or i8 %digit.byte.i461, 48
  store i8 %ascii.i462, ptr %digit.at.i459, align 1
  %rest.i463 = udiv i64 %remaining.i457, 10
  %more.not.i464 = icmp ult i64 %remaining.i457, 10
  br i1 %more.not.i464, label %digits.done.i467, label %digit.i465

digits.done.i467:                                 ; preds = %digit.i465
  %neg.i466 = icmp slt i64 %Y.shape0, 0
  br i1 %neg.i466, label %sign.i469, label %__modlink_format_i64.exit471

sign.i469:                                        ; preds = %digits.done.i467
  %sign.at.i468 = getelementptr inbounds i8, ptr %cursor.i458, i64 -2
  store i8 45, ptr %sign.at.i468, align 1
  br label %__modlink_format_i64.exit471

__modlink_format_i64.exit471:                     ; preds = %digits.done.i467, %sign.i469
  %start.i470 = phi ptr [ %digit.at.i459, %digits.done.i467 ], [ %sign.at.i468, %sign.i469 ]
  %part98 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i470, ptr %part98, align 8
  %part99 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.19, ptr %part99, align 8
  %mag.i472 = call i64 @llvm.abs.i64(i64 %X.shape0, i1 false)
  %end.i473 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i473, align 1
  br label %digit.i482

digit.i482:                                       ; preds = %digit.i482, %__modlink_format_i64.exit471
  %remaining.i474 = phi i64 [ %mag.i472, %__modlink_format_i64.exit471 ], [ %rest.i480, %digit.i482 ]
  %cursor.i475 = phi ptr [ %end.i473, %__modlink_format_i64.exit471 ], [ %digit.at.i476, %digit.i482 ]
  %digit.at.i476 = getelementptr inbounds i8, ptr %cursor.i475, i64 -1
  %digit1.i477 = urem i64 %remaining.i474, 10
  %digit.byte.i478 = trunc i64 %digit1.i477 to i8
  %ascii.i479 = or i8 %digit.byte.i478, 48
  store i8 %ascii.i479, ptr %digit.at.i476, align 1
  %rest.i480 = udiv i64 %remaining.i474, 10
  %more.not.i481 = icmp ult i64 %remaining.i474, 10
  br i1 %more.not.i481, label %digits.done.i484, label %digit.i482

digits.done.i484:                                 ; preds = %digit.i482
  %neg.i483 = icmp slt i64 %X.shape0, 0
  br i1 %neg.i483, label %sign.i486, label %__modlink_format_i64.exit488

sign.i486:                                        ; preds = %digits.done.i484
  %sign.at.i485 = getelementptr inbounds i8, ptr %cursor.i475, i64 -2
  store i8 45, ptr %sign.at.i485, align 1
  br label %__modlink_format_i64.exit488

__modlink_format_i64.exit488:                     ; preds = %digits.done.i484, %sign.i486
  %start.i487 = phi ptr [ %digit.at.i476, %digits.done.i484 ], [ %sign.at.i485, %sign.i486 ]
  %part101 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %start.i487, ptr %part101, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i489

call.i489:                                        ; preds = %__modlink_format_i64.exit488
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
  %mag.i491 = tail call i64 @llvm.abs.i64(i64 %Y.stride0, i1 false)
  %end.i492 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i492, align 1
  br label %digit.i501

digit.i501:                                       ; preds = %digit.i501, %check15.fail
  %remaining.i493 = phi i64 [ %mag.i491, %check15.fail ], [ %rest.i499, %digit.i501 ]
  %cursor.i494 = phi ptr [ %end.i492, %check15.fail ], [ %digit.at.i495, %digit.i501 ]
  %digit.at.i495 = getelementptr inbounds i8, ptr %cursor.i494, i64 -1
  %digit1.i496 = urem i64 %remaining.i493, 10
  %digit.byte.i497 = trunc i64 %digit1.i496 to i8
  %ascii.i498 = or i8 %digit.byte.i497, 48
  store i8 %ascii.i498, ptr %digit.at.i495, align 1
  %rest.i499 = udiv i64 %remaining.i493, 10
  %more.not.i500 = icmp ult i64 %remaining.i493, 10
  br i1 %more.not.i500, label %digits.done.i503, label %digit.i501

digits.done.i503:                                 ; preds = %digit.i501
  %neg.i502 = icmp slt i64 %Y.stride0, 0
  br i1 %neg.i502, label %sign.i505, label %__modlink_format_i64.exit507

sign.i505:                                        ; preds = %digits.done.i503
  %sign.at.i504 = getelementptr inbounds i8, ptr %cursor.i494, i64 -2
  store i8 45, ptr %sign.at.i504, align 1
  br label %__modlink_format_i64.exit507

__modlink_format_i64.exit507:                     ; preds = %digits.done.i503, %sign.i505
  %start.i506 = phi ptr [ %digit.at.i495, %digits.done.i503 ], [ %sign.at.i504, %sign.i505 ]
  %part110 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i506, ptr %part110, align 8
  %part111 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.12, ptr %part111, align 8
  %end.i508 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i508, align 1
  %digit.at.i511 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i511, align 1
  %part113 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i511, ptr %part113, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i521

call.i521:                                        ; preds = %__modlink_format_i64.exit507
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check16.fail:                                     ; preds = %Y.strides.done
  store ptr @.str.21, ptr %message.parts, align 8
  %8 = tail call i32 @llvm.abs.i32(i32 %Out.type_index, i1 false)
  %mag.i523 = zext i32 %8 to i64
  %end.i524 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i524, align 1
  br label %digit.i533

digit.i533:                                       ; preds = %digit.i533, %check16.fail
  %remaining.i525 = phi i64 [ %mag.i523, %check16.fail ], [ %rest.i531, %digit.i533 ]
  %cursor.i526 = phi ptr [ %end.i524, %check16.fail ], [ %digit.at.i527, %digit.i533 ]
  %digit.at.i527 = getelementptr inbounds i8, ptr %cursor.i526, i64 -1
  %digit1.i528 = urem i64 %remaining.i525, 10
  %digit.byte.i529 = trunc i64 %digit1.i528 to i8
  %ascii.i530 = or i8 %digit.byte.i529, 48
  store i8 %ascii.i530, ptr %digit.at.i527, align 1
  %rest.i531 = udiv i64 %remaining.i525, 10
  %more.not.i532 = icmp ult i64 %remaining.i525, 10
  br i1 %more.not.i532, label %digits.done.i535, label %digit.i533

digits.done.i535:                                 ; preds = %digit.i533
  %neg.i534 = icmp slt i32 %Out.type_index, 0
  br i1 %neg.i534, label %sign.i537, label %__modlink_format_i64.exit539

sign.i537:                                        ; preds = %digits.done.i535
  %sign.at.i536 = getelementptr inbounds i8, ptr %cursor.i526, i64 -2
  store i8 45, ptr %sign.at.i536, align 1
  br label %__modlink_format_i64.exit539

__modlink_format_i64.exit539:                     ; preds = %digits.done.i535, %sign.i537
  %start.i538 = phi ptr [ %digit.at.i527, %digits.done.i535 ], [ %sign.at.i536, %sign.i537 ]
  %part128 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i538, ptr %part128, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i540

call.i540:                                        ; preds = %__modlink_format_i64.exit539
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
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i542

call.i542:                                        ; preds = %check17.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check17.ok:                                       ; preds = %check16.ok
  %ndim.at132 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Out.dltensor, i64 0, i32 2
  %Out.ndim = load i32, ptr %ndim.at132, align 4
  %ndim.ok133 = icmp eq i32 %Out.ndim, 1
  br i1 %ndim.ok133, label %check18.ok, label %check18.fail

check18.fail:                                     ; preds = %check17.ok
  store ptr @.str.23, ptr %message.parts, align 8
  %9 = tail call i32 @llvm.abs.i32(i32 %Out.ndim, i1 false)
  %mag.i544 = zext i32 %9 to i64
  %end.i545 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i545, align 1
  br label %digit.i554

digit.i554:                                       ; preds = %digit.i554, %check18.fail
  %remaining.i546 = phi i64 [ %mag.i544, %check18.fail ], [ %rest.i552, %digit.i554 ]
  %cursor.i547 = phi ptr [ %end.i545, %check18.fail ], [ %digit.at.i548, %digit.i554 ]
  %digit.at.i548 = getelementptr inbounds i8, ptr %cursor.i547, i64 -1
  %digit1.i549 = urem i64 %remaining.i546, 10
  %digit.byte.i550 = trunc i64 %digit1.i549 to i8
  %ascii.i551 = or i8 %digit.byte.i550, 48
  store i8 %ascii.i551, ptr %digit.at.i548, align 1
  %rest.i552 = udiv i64 %remaining.i546, 10
  %more.not.i553 = icmp ult i64 %remaining.i546, 10
  br i1 %more.not.i553, label %digits.done.i556, label %digit.i554

digits.done.i556:                                 ; preds = %digit.i554
  %neg.i555 = icmp slt i32 %Out.ndim, 0
  br i1 %neg.i555, label %sign.i558, label %__modlink_format_i64.exit560

sign.i558:                                        ; preds = %digits.done.i556
  %sign.at.i557 = getelementptr inbounds i8, ptr %cursor.i547, i64 -2
  store i8 45, ptr %sign.at.i557, align 1
  br label %__modlink_format_i64.exit560

__modlink_format_i64.exit560:                     ; preds = %digits.done.i556, %sign.i558
  %start.i559 = phi ptr [ %digit.at.i548, %digits.done.i556 ], [ %sign.at.i557, %sign.i558 ]
  %part137 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i559, ptr %part137, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i561

call.i561:                                        ; preds = %__modlink_format_i64.exit560
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
  %end.i564 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i564, align 1
  br label %digit.i573

digit.i573:                                       ; preds = %digit.i573, %check19.fail
  %remaining.i565 = phi i64 [ %code150, %check19.fail ], [ %rest.i571, %digit.i573 ]
  %cursor.i566 = phi ptr [ %end.i564, %check19.fail ], [ %digit.at.i567, %digit.i573 ]
  %digit.at.i567 = getelementptr inbounds i8, ptr %cursor.i566, i64 -1
  %digit1.i568 = urem i64 %remaining.i565, 10
  %digit.byte.i569 = trunc i64 %digit1.i568 to i8
  %ascii.i570 = or i8 %digit.byte.i569, 48
  store i8 %ascii.i570, ptr %digit.at.i567, align 1
  %rest.i571 = udiv i64 %remaining.i565, 10
  %more.not.i572 = icmp ult i64 %remaining.i565, 10
  br i1 %more.not.i572, label %__modlink_format_i64.exit576, label %digit.i573

__modlink_format_i64.exit576:                     ; preds = %digit.i573
  %bits151 = zext i8 %bits143 to i64
  %part155 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %digit.at.i567, ptr %part155, align 8
  %part156 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.8, ptr %part156, align 8
  %end.i578 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i578, align 1
  br label %digit.i587

digit.i587:                                       ; preds = %digit.i587, %__modlink_format_i64.exit576
  %remaining.i579 = phi i64 [ %bits151, %__modlink_format_i64.exit576 ], [ %rest.i585, %digit.i587 ]
  %cursor.i580 = phi ptr [ %end.i578, %__modlink_format_i64.exit576 ], [ %digit.at.i581, %digit.i587 ]
  %digit.at.i581 = getelementptr inbounds i8, ptr %cursor.i580, i64 -1
  %digit1.i582 = urem i64 %remaining.i579, 10
  %digit.byte.i583 = trunc i64 %digit1.i582 to i8
  %ascii.i584 = or i8 %digit.byte.i583, 48
  store i8 %ascii.i584, ptr %digit.at.i581, align 1
  %rest.i585 = udiv i64 %remaining.i579, 10
  %more.not.i586 = icmp ult i64 %remaining.i579, 10
  br i1 %more.not.i586, label %__modlink_format_i64.exit590, label %digit.i587

__modlink_format_i64.exit590:                     ; preds = %digit.i587
  %part158 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i581, ptr %part158, align 8
  %part159 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 4
  store ptr @.str.9, ptr %part159, align 8
  %end.i592 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i592, align 1
  br label %digit.i601

digit.i601:                                       ; preds = %digit.i601, %__modlink_format_i64.exit590
  %remaining.i593 = phi i64 [ %lanes152, %__modlink_format_i64.exit590 ], [ %rest.i599, %digit.i601 ]
  %cursor.i594 = phi ptr [ %end.i592, %__modlink_format_i64.exit590 ], [ %digit.at.i595, %digit.i601 ]
  %digit.at.i595 = getelementptr inbounds i8, ptr %cursor.i594, i64 -1
  %digit1.i596 = urem i64 %remaining.i593, 10
  %digit.byte.i597 = trunc i64 %digit1.i596 to i8
  %ascii.i598 = or i8 %digit.byte.i597, 48
  store i8 %ascii.i598, ptr %digit.at.i595, align 1
  %rest.i599 = udiv i64 %remaining.i593, 10
  %more.not.i600 = icmp ult i64 %remaining.i593, 10
  br i1 %more.not.i600, label %__modlink_format_i64.exit604, label %digit.i601

__modlink_format_i64.exit604:                     ; preds = %digit.i601
  %part161 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 5
  store ptr %digit.at.i595, ptr %part161, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i605

call.i605:                                        ; preds = %__modlink_format_i64.exit604
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check19.ok:                                       ; preds = %check18.ok
  %device.at162 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Out.dltensor, i64 0, i32 1
  %Out.device_type = load i32, ptr %device.at162, align 4
  %device.ok163 = icmp eq i32 %Out.device_type, 1
  br i1 %device.ok163, label %check20.ok, label %check20.fail

check20.fail:                                     ; preds = %check19.ok
  store ptr @.str.25, ptr %message.parts, align 8
  %10 = tail call i32 @llvm.abs.i32(i32 %Out.device_type, i1 false)
  %mag.i607 = zext i32 %10 to i64
  %end.i608 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i608, align 1
  br label %digit.i617

digit.i617:                                       ; preds = %digit.i617, %check20.fail
  %remaining.i609 = phi i64 [ %mag.i607, %check20.fail ], [ %rest.i615, %digit.i617 ]
  %cursor.i610 = phi ptr [ %end.i608, %check20.fail ], [ %digit.at.i611, %digit.i617 ]
  %digit.at.i611 = getelementptr inbounds i8, ptr %cursor.i610, i64 -1
  %digit1.i612 = urem i64 %remaining.i609, 10
  %digit.byte.i613 = trunc i64 %digit1.i612 to i8
  %ascii.i614 = or i8 %digit.byte.i613, 48
  store i8 %ascii.i614, ptr %digit.at.i611, align 1
  %rest.i615 = udiv i64 %remaining.i609, 10
  %more.not.i616 = icmp ult i64 %remaining.i609, 10
  br i1 %more.not.i616, label %digits.done.i619, label %digit.i617

digits.done.i619:                                 ; preds = %digit.i617
  %neg.i618 = icmp slt i32 %Out.device_type, 0
  br i1 %neg.i618, label %sign.i621, label %__modlink_format_i64.exit623

sign.i621:                                        ; preds = %digits.done.i619
  %sign.at.i620 = getelementptr inbounds i8, ptr %cursor.i610, i64 -2
  store i8 45, ptr %sign.at.i620, align 1
  br label %__modlink_format_i64.exit623

__modlink_format_i64.exit623:                     ; preds = %digits.done.i619, %sign.i621
  %start.i622 = phi ptr [ %digit.at.i611, %digits.done.i619 ], [ %sign.at.i620, %sign.i621 ]
  %part167 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i622, ptr %part167, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i624

call.i624:                                        ; preds = %__modlink_format_i64.exit623
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
  %mag.i626 = tail call i64 @llvm.abs.i64(i64 %Out.shape0, i1 false)
  %end.i627 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i627, align 1
  br label %digit.i636

digit.i636:                                       ; preds = %digit.i636, %check21.fail
  %remaining.i628 = phi i64 [ %mag.i626, %check21.fail ], [ %rest.i634, %digit.i636 ]
  %cursor.i629 = phi ptr [ %end.i627, %check21.fail ], [ %digit.at.i630, %digit.i636 ]
  %digit.at.i630 = getelementptr inbounds i8, ptr %cursor.i629, i64 -1
  %digit1.i631 = urem i64 %remaining.i628, 10
  %digit.byte.i632 = trunc i64 %digit1.i631 to i8
  %ascii.i633 = or i8 %digit.byte.i632, 48
  store i8 %ascii.i633, ptr %digit.at.i630, align 1
  %rest.i634 = udiv i64 %remaining.i628, 10
  %more.not.i635 = icmp ult i64 %remaining.i628, 10
  br i1 %more.not.i635, label %digits.done.i638, label %digit.i636

digits.done.i638:                                 ; preds = %digit.i636
  %neg.i637 = icmp slt i64 %Out.shape0, 0
  br i1 %neg.i637, label %sign.i640, label %__modlink_format_i64.exit642

sign.i640:                                        ; preds = %digits.done.i638
  %sign.at.i639 = getelementptr inbounds i8, ptr %cursor.i629, i64 -2
  store i8 45, ptr %sign.at.i639, align 1
  br label %__modlink_format_i64.exit642

__modlink_format_i64.exit642:                     ; preds = %digits.done.i638, %sign.i640
  %start.i641 = phi ptr [ %digit.at.i630, %digits.done.i638 ], [ %sign.at.i639, %sign.i640 ]
  %part173 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i641, ptr %part173, align 8
  %part174 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.19, ptr %part174, align 8
  %mag.i643 = call i64 @llvm.abs.i64(i64 %X.shape0, i1 false)
  %end.i644 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i644, align 1
  br label %digit.i653

digit.i653:                                       ; preds = %digit.i653, %__modlink_format_i64.exit642
  %remaining.i645 = phi i64 [ %mag.i643, %__modlink_format_i64.exit642 ], [ %rest.i651, %digit.i653 ]
  %cursor.i646 = phi ptr [ %end.i644, %__modlink_format_i64.exit642 ], [ %digit.at.i647, %digit.i653 ]
  %digit.at.i647 = getelementptr inbounds i8, ptr %cursor.i646, i64 -1
  %digit1.i648 = urem i64 %remaining.i645, 10
  %digit.byte.i649 = trunc i64 %digit1.i648 to i8
  %ascii.i650 = or i8 %digit.byte.i649, 48
  store i8 %ascii.i650, ptr %digit.at.i647, align 1
  %rest.i651 = udiv i64 %remaining.i645, 10
  %more.not.i652 = icmp ult i64 %remaining.i645, 10
  br i1 %more.not.i652, label %digits.done.i655, label %digit.i653

digits.done.i655:                                 ; preds = %digit.i653
  %neg.i654 = icmp slt i64 %X.shape0, 0
  br i1 %neg.i654, label %sign.i657, label %__modlink_format_i64.exit659

sign.i657:                                        ; preds = %digits.done.i655
  %sign.at.i656 = getelementptr inbounds i8, ptr %cursor.i646, i64 -2
  store i8 45, ptr %sign.at.i656, align 1
  br label %__modlink_format_i64.exit659

__modlink_format_i64.exit659:                     ; preds = %digits.done.i655, %sign.i657
  %start.i658 = phi ptr [ %digit.at.i647, %digits.done.i655 ], [ %sign.at.i656, %sign.i657 ]
  %part176 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %start.i658, ptr %part176, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i660

call.i660:                                        ; preds = %__modlink_format_i64.exit659
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
  %mag.i662 = tail call i64 @llvm.abs.i64(i64 %Out.stride0, i1 false)
  %end.i663 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i663, align 1
  br label %digit.i672

digit.i672:                                       ; preds = %digit.i672, %check22.fail
  %remaining.i664 = phi i64 [ %mag.i662, %check22.fail ], [ %rest.i670, %digit.i672 ]
  %cursor.i665 = phi ptr [ %end.i663, %check22.fail ], [ %digit.at.i666, %digit.i672 ]
  %digit.at.i666 = getelementptr inbounds i8, ptr %cursor.i665, i64 -1
  %digit1.i667 = urem i64 %remaining.i664, 10
  %digit.byte.i668 = trunc i64 %digit1.i667 to i8
  %ascii.i669 = or i8 %digit.byte.i668, 48
  store i8 %ascii.i669, ptr %digit.at.i666, align 1
  %rest.i670 = udiv i64 %remaining.i664, 10
  %more.not.i671 = icmp ult i64 %remaining.i664, 10
  br i1 %more.not.i671, label %digits.done.i674, label %digit.i672

digits.done.i674:                                 ; preds = %digit.i672
  %neg.i673 = icmp slt i64 %Out.stride0, 0
  br i1 %neg.i673, label %sign.i676, label %__modlink_format_i64.exit678

sign.i676:                                        ; preds = %digits.done.i674
  %sign.at.i675 = getelementptr inbounds i8, ptr %cursor.i665, i64 -2
  store i8 45, ptr %sign.at.i675, align 1
  br label %__modlink_format_i64.exit678

__modlink_format_i64.exit678:                     ; preds = %digits.done.i674, %sign.i676
  %start.i677 = phi ptr [ %digit.at.i666, %digits.done.i674 ], [ %sign.at.i675, %sign.i676 ]
  %part185 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i677, ptr %part185, align 8
  %part186 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.12, ptr %part186, align 8
  %end.i679 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i679, align 1
  %digit.at.i682 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i682, align 1
  %part188 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i682, ptr %part188, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i692

call.i692:                                        ; preds = %__modlink_format_i64.exit678
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret
}

declare extern_weak void @TVMFFIErrorSetRaisedFromCStrParts(ptr, ptr, i32)

define weak i32 @__tvm_ffi_main(ptr %self, ptr %args, i32 %num_args, ptr %result) local_unnamed_addr {
entry:
  %status = tail call i32 @__tvm_ffi_saxpy(ptr poison, ptr %args, i32 %num_args, ptr poison)
  ret i32 %status
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.abs.i64(i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #1

attributes #0 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.isvectorized", i32 1}
!2 = !{!"llvm.loop.unroll.runtime.disable"}
!3 = distinct !{!3, !1}
!4 = distinct !{!4, !1, !2}
!5 = distinct !{!5, !1}
