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

common.ret:                                       ; preds = %call.i684, %__modlink_format_i64.exit670, %call.i652, %__modlink_format_i64.exit651, %call.i616, %__modlink_format_i64.exit615, %call.i597, %__modlink_format_i64.exit596, %call.i553, %__modlink_format_i64.exit552, %call.i534, %check17.fail, %call.i532, %__modlink_format_i64.exit531, %call.i513, %__modlink_format_i64.exit499, %call.i481, %__modlink_format_i64.exit480, %call.i445, %__modlink_format_i64.exit444, %call.i426, %__modlink_format_i64.exit425, %call.i382, %__modlink_format_i64.exit381, %call.i363, %check10.fail, %call.i361, %__modlink_format_i64.exit360, %call.i342, %__modlink_format_i64.exit328, %call.i310, %__modlink_format_i64.exit309, %call.i291, %__modlink_format_i64.exit290, %call.i247, %__modlink_format_i64.exit246, %call.i228, %check4.fail, %call.i226, %__modlink_format_i64.exit225, %call.i207, %__modlink_format_i64.exit206, %call.i, %__modlink_format_i64.exit, %Out.strides.done
  %common.ret.op = phi i32 [ %result189, %Out.strides.done ], [ -1, %__modlink_format_i64.exit ], [ -1, %call.i ], [ -1, %__modlink_format_i64.exit206 ], [ -1, %call.i207 ], [ -1, %__modlink_format_i64.exit225 ], [ -1, %call.i226 ], [ -1, %check4.fail ], [ -1, %call.i228 ], [ -1, %__modlink_format_i64.exit246 ], [ -1, %call.i247 ], [ -1, %__modlink_format_i64.exit290 ], [ -1, %call.i291 ], [ -1, %__modlink_format_i64.exit309 ], [ -1, %call.i310 ], [ -1, %__modlink_format_i64.exit328 ], [ -1, %call.i342 ], [ -1, %__modlink_format_i64.exit360 ], [ -1, %call.i361 ], [ -1, %check10.fail ], [ -1, %call.i363 ], [ -1, %__modlink_format_i64.exit381 ], [ -1, %call.i382 ], [ -1, %__modlink_format_i64.exit425 ], [ -1, %call.i426 ], [ -1, %__modlink_format_i64.exit444 ], [ -1, %call.i445 ], [ -1, %__modlink_format_i64.exit480 ], [ -1, %call.i481 ], [ -1, %__modlink_format_i64.exit499 ], [ -1, %call.i513 ], [ -1, %__modlink_format_i64.exit531 ], [ -1, %call.i532 ], [ -1, %check17.fail ], [ -1, %call.i534 ], [ -1, %__modlink_format_i64.exit552 ], [ -1, %call.i553 ], [ -1, %__modlink_format_i64.exit596 ], [ -1, %call.i597 ], [ -1, %__modlink_format_i64.exit615 ], [ -1, %call.i616 ], [ -1, %__modlink_format_i64.exit651 ], [ -1, %call.i652 ], [ -1, %__modlink_format_i64.exit670 ], [ -1, %call.i684 ]
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
  %mag.i190 = zext i32 %1 to i64
  %end.i191 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i191, align 1
  br label %digit.i200

digit.i200:                                       ; preds = %digit.i200, %check2.fail
  %remaining.i192 = phi i64 [ %mag.i190, %check2.fail ], [ %rest.i198, %digit.i200 ]
  %cursor.i193 = phi ptr [ %end.i191, %check2.fail ], [ %digit.at.i194, %digit.i200 ]
  %digit.at.i194 = getelementptr inbounds i8, ptr %cursor.i193, i64 -1
  %digit1.i195 = urem i64 %remaining.i192, 10
  %digit.byte.i196 = trunc i64 %digit1.i195 to i8
  %ascii.i197 = or i8 %digit.byte.i196, 48
  store i8 %ascii.i197, ptr %digit.at.i194, align 1
  %rest.i198 = udiv i64 %remaining.i192, 10
  %more.not.i199 = icmp ult i64 %remaining.i192, 10
  br i1 %more.not.i199, label %digits.done.i202, label %digit.i200

digits.done.i202:                                 ; preds = %digit.i200
  %neg.i201 = icmp slt i32 %a.type_index, 0
  br i1 %neg.i201, label %sign.i204, label %__modlink_format_i64.exit206

sign.i204:                                        ; preds = %digits.done.i202
  %sign.at.i203 = getelementptr inbounds i8, ptr %cursor.i193, i64 -2
  store i8 45, ptr %sign.at.i203, align 1
  br label %__modlink_format_i64.exit206

__modlink_format_i64.exit206:                     ; preds = %digits.done.i202, %sign.i204
  %start.i205 = phi ptr [ %digit.at.i194, %digits.done.i202 ], [ %sign.at.i203, %sign.i204 ]
  %part6 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i205, ptr %part6, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i207

call.i207:                                        ; preds = %__modlink_format_i64.exit206
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
  %2 = tail call i32 @llvm.abs.i32(i32 %X.type_index, i1 false)
  %mag.i209 = zext i32 %2 to i64
  %end.i210 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i210, align 1
  br label %digit.i219

digit.i219:                                       ; preds = %digit.i219, %check3.fail
  %remaining.i211 = phi i64 [ %mag.i209, %check3.fail ], [ %rest.i217, %digit.i219 ]
  %cursor.i212 = phi ptr [ %end.i210, %check3.fail ], [ %digit.at.i213, %digit.i219 ]
  %digit.at.i213 = getelementptr inbounds i8, ptr %cursor.i212, i64 -1
  %digit1.i214 = urem i64 %remaining.i211, 10
  %digit.byte.i215 = trunc i64 %digit1.i214 to i8
  %ascii.i216 = or i8 %digit.byte.i215, 48
  store i8 %ascii.i216, ptr %digit.at.i213, align 1
  %rest.i217 = udiv i64 %remaining.i211, 10
  %more.not.i218 = icmp ult i64 %remaining.i211, 10
  br i1 %more.not.i218, label %digits.done.i221, label %digit.i219

digits.done.i221:                                 ; preds = %digit.i219
  %neg.i220 = icmp slt i32 %X.type_index, 0
  br i1 %neg.i220, label %sign.i223, label %__modlink_format_i64.exit225

sign.i223:                                        ; preds = %digits.done.i221
  %sign.at.i222 = getelementptr inbounds i8, ptr %cursor.i212, i64 -2
  store i8 45, ptr %sign.at.i222, align 1
  br label %__modlink_format_i64.exit225

__modlink_format_i64.exit225:                     ; preds = %digits.done.i221, %sign.i223
  %start.i224 = phi ptr [ %digit.at.i213, %digits.done.i221 ], [ %sign.at.i222, %sign.i223 ]
  %part14 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i224, ptr %part14, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i226

call.i226:                                        ; preds = %__modlink_format_i64.exit225
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
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i228

call.i228:                                        ; preds = %check4.fail
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
  %mag.i230 = zext i32 %3 to i64
  %end.i231 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i231, align 1
  br label %digit.i240

digit.i240:                                       ; preds = %digit.i240, %check5.fail
  %remaining.i232 = phi i64 [ %mag.i230, %check5.fail ], [ %rest.i238, %digit.i240 ]
  %cursor.i233 = phi ptr [ %end.i231, %check5.fail ], [ %digit.at.i234, %digit.i240 ]
  %digit.at.i234 = getelementptr inbounds i8, ptr %cursor.i233, i64 -1
  %digit1.i235 = urem i64 %remaining.i232, 10
  %digit.byte.i236 = trunc i64 %digit1.i235 to i8
  %ascii.i237 = or i8 %digit.byte.i236, 48
  store i8 %ascii.i237, ptr %digit.at.i234, align 1
  %rest.i238 = udiv i64 %remaining.i232, 10
  %more.not.i239 = icmp ult i64 %remaining.i232, 10
  br i1 %more.not.i239, label %digits.done.i242, label %digit.i240

digits.done.i242:                                 ; preds = %digit.i240
  %neg.i241 = icmp slt i32 %X.ndim, 0
  br i1 %neg.i241, label %sign.i244, label %__modlink_format_i64.exit246

sign.i244:                                        ; preds = %digits.done.i242
  %sign.at.i243 = getelementptr inbounds i8, ptr %cursor.i233, i64 -2
  store i8 45, ptr %sign.at.i243, align 1
  br label %__modlink_format_i64.exit246

__modlink_format_i64.exit246:                     ; preds = %digits.done.i242, %sign.i244
  %start.i245 = phi ptr [ %digit.at.i234, %digits.done.i242 ], [ %sign.at.i243, %sign.i244 ]
  %part18 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i245, ptr %part18, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i247

call.i247:                                        ; preds = %__modlink_format_i64.exit246
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
  %end.i250 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i250, align 1
  br label %digit.i259

digit.i259:                                       ; preds = %digit.i259, %check6.fail
  %remaining.i251 = phi i64 [ %code20, %check6.fail ], [ %rest.i257, %digit.i259 ]
  %cursor.i252 = phi ptr [ %end.i250, %check6.fail ], [ %digit.at.i253, %digit.i259 ]
  %digit.at.i253 = getelementptr inbounds i8, ptr %cursor.i252, i64 -1
  %digit1.i254 = urem i64 %remaining.i251, 10
  %digit.byte.i255 = trunc i64 %digit1.i254 to i8
  %ascii.i256 = or i8 %digit.byte.i255, 48
  store i8 %ascii.i256, ptr %digit.at.i253, align 1
  %rest.i257 = udiv i64 %remaining.i251, 10
  %more.not.i258 = icmp ult i64 %remaining.i251, 10
  br i1 %more.not.i258, label %__modlink_format_i64.exit262, label %digit.i259

__modlink_format_i64.exit262:                     ; preds = %digit.i259
  %bits21 = zext i8 %bits to i64
  %part25 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %digit.at.i253, ptr %part25, align 8
  %part26 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.8, ptr %part26, align 8
  %end.i264 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i264, align 1
  br label %digit.i273

digit.i273:                                       ; preds = %digit.i273, %__modlink_format_i64.exit262
  %remaining.i265 = phi i64 [ %bits21, %__modlink_format_i64.exit262 ], [ %rest.i271, %digit.i273 ]
  %cursor.i266 = phi ptr [ %end.i264, %__modlink_format_i64.exit262 ], [ %digit.at.i267, %digit.i273 ]
  %digit.at.i267 = getelementptr inbounds i8, ptr %cursor.i266, i64 -1
  %digit1.i268 = urem i64 %remaining.i265, 10
  %digit.byte.i269 = trunc i64 %digit1.i268 to i8
  %ascii.i270 = or i8 %digit.byte.i269, 48
  store i8 %ascii.i270, ptr %digit.at.i267, align 1
  %rest.i271 = udiv i64 %remaining.i265, 10
  %more.not.i272 = icmp ult i64 %remaining.i265, 10
  br i1 %more.not.i272, label %__modlink_format_i64.exit276, label %digit.i273

__modlink_format_i64.exit276:                     ; preds = %digit.i273
  %part28 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i267, ptr %part28, align 8
  %part29 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 4
  store ptr @.str.9, ptr %part29, align 8
  %end.i278 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i278, align 1
  br label %digit.i287

digit.i287:                                       ; preds = %digit.i287, %__modlink_format_i64.exit276
  %remaining.i279 = phi i64 [ %lanes22, %__modlink_format_i64.exit276 ], [ %rest.i285, %digit.i287 ]
  %cursor.i280 = phi ptr [ %end.i278, %__modlink_format_i64.exit276 ], [ %digit.at.i281, %digit.i287 ]
  %digit.at.i281 = getelementptr inbounds i8, ptr %cursor.i280, i64 -1
  %digit1.i282 = urem i64 %remaining.i279, 10
  %digit.byte.i283 = trunc i64 %digit1.i282 to i8
  %ascii.i284 = or i8 %digit.byte.i283, 48
  store i8 %ascii.i284, ptr %digit.at.i281, align 1
  %rest.i285 = udiv i64 %remaining.i279, 10
  %more.not.i286 = icmp ult i64 %remaining.i279, 10
  br i1 %more.not.i286, label %__modlink_format_i64.exit290, label %digit.i287

__modlink_format_i64.exit290:                     ; preds = %digit.i287
  %part31 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 5
  store ptr %digit.at.i281, ptr %part31, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i291

call.i291:                                        ; preds = %__modlink_format_i64.exit290
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
  %mag.i293 = zext i32 %4 to i64
  %end.i294 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i294, align 1
  br label %digit.i303

digit.i303:                                       ; preds = %digit.i303, %check7.fail
  %remaining.i295 = phi i64 [ %mag.i293, %check7.fail ], [ %rest.i301, %digit.i303 ]
  %cursor.i296 = phi ptr [ %end.i294, %check7.fail ], [ %digit.at.i297, %digit.i303 ]
  %digit.at.i297 = getelementptr inbounds i8, ptr %cursor.i296, i64 -1
  %digit1.i298 = urem i64 %remaining.i295, 10
  %digit.byte.i299 = trunc i64 %digit1.i298 to i8
  %ascii.i300 = or i8 %digit.byte.i299, 48
  store i8 %ascii.i300, ptr %digit.at.i297, align 1
  %rest.i301 = udiv i64 %remaining.i295, 10
  %more.not.i302 = icmp ult i64 %remaining.i295, 10
  br i1 %more.not.i302, label %digits.done.i305, label %digit.i303

digits.done.i305:                                 ; preds = %digit.i303
  %neg.i304 = icmp slt i32 %X.device_type, 0
  br i1 %neg.i304, label %sign.i307, label %__modlink_format_i64.exit309

sign.i307:                                        ; preds = %digits.done.i305
  %sign.at.i306 = getelementptr inbounds i8, ptr %cursor.i296, i64 -2
  store i8 45, ptr %sign.at.i306, align 1
  br label %__modlink_format_i64.exit309

__modlink_format_i64.exit309:                     ; preds = %digits.done.i305, %sign.i307
  %start.i308 = phi ptr [ %digit.at.i297, %digits.done.i305 ], [ %sign.at.i306, %sign.i307 ]
  %part34 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i308, ptr %part34, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i310

call.i310:                                        ; preds = %__modlink_format_i64.exit309
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
  %mag.i312 = tail call i64 @llvm.abs.i64(i64 %X.stride0, i1 false)
  %end.i313 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i313, align 1
  br label %digit.i322

digit.i322:                                       ; preds = %digit.i322, %check8.fail
  %remaining.i314 = phi i64 [ %mag.i312, %check8.fail ], [ %rest.i320, %digit.i322 ]
  %cursor.i315 = phi ptr [ %end.i313, %check8.fail ], [ %digit.at.i316, %digit.i322 ]
  %digit.at.i316 = getelementptr inbounds i8, ptr %cursor.i315, i64 -1
  %digit1.i317 = urem i64 %remaining.i314, 10
  %digit.byte.i318 = trunc i64 %digit1.i317 to i8
  %ascii.i319 = or i8 %digit.byte.i318, 48
  store i8 %ascii.i319, ptr %digit.at.i316, align 1
  %rest.i320 = udiv i64 %remaining.i314, 10
  %more.not.i321 = icmp ult i64 %remaining.i314, 10
  br i1 %more.not.i321, label %digits.done.i324, label %digit.i322

digits.done.i324:                                 ; preds = %digit.i322
  %neg.i323 = icmp slt i64 %X.stride0, 0
  br i1 %neg.i323, label %sign.i326, label %__modlink_format_i64.exit328

sign.i326:                                        ; preds = %digits.done.i324
  %sign.at.i325 = getelementptr inbounds i8, ptr %cursor.i315, i64 -2
  store i8 45, ptr %sign.at.i325, align 1
  br label %__modlink_format_i64.exit328

__modlink_format_i64.exit328:                     ; preds = %digits.done.i324, %sign.i326
  %start.i327 = phi ptr [ %digit.at.i316, %digits.done.i324 ], [ %sign.at.i325, %sign.i326 ]
  %part38 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i327, ptr %part38, align 8
  %part39 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.12, ptr %part39, align 8
  %end.i329 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i329, align 1
  %digit.at.i332 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i332, align 1
  %part41 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i332, ptr %part41, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i342

call.i342:                                        ; preds = %__modlink_format_i64.exit328
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check9.fail:                                      ; preds = %X.strides.done
  store ptr @.str.13, ptr %message.parts, align 8
  %5 = tail call i32 @llvm.abs.i32(i32 %Y.type_index, i1 false)
  %mag.i344 = zext i32 %5 to i64
  %end.i345 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i345, align 1
  br label %digit.i354

digit.i354:                                       ; preds = %digit.i354, %check9.fail
  %remaining.i346 = phi i64 [ %mag.i344, %check9.fail ], [ %rest.i352, %digit.i354 ]
  %cursor.i347 = phi ptr [ %end.i345, %check9.fail ], [ %digit.at.i348, %digit.i354 ]
  %digit.at.i348 = getelementptr inbounds i8, ptr %cursor.i347, i64 -1
  %digit1.i349 = urem i64 %remaining.i346, 10
  %digit.byte.i350 = trunc i64 %digit1.i349 to i8
  %ascii.i351 = or i8 %digit.byte.i350, 48
  store i8 %ascii.i351, ptr %digit.at.i348, align 1
  %rest.i352 = udiv i64 %remaining.i346, 10
  %more.not.i353 = icmp ult i64 %remaining.i346, 10
  br i1 %more.not.i353, label %digits.done.i356, label %digit.i354

digits.done.i356:                                 ; preds = %digit.i354
  %neg.i355 = icmp slt i32 %Y.type_index, 0
  br i1 %neg.i355, label %sign.i358, label %__modlink_format_i64.exit360

sign.i358:                                        ; preds = %digits.done.i356
  %sign.at.i357 = getelementptr inbounds i8, ptr %cursor.i347, i64 -2
  store i8 45, ptr %sign.at.i357, align 1
  br label %__modlink_format_i64.exit360

__modlink_format_i64.exit360:                     ; preds = %digits.done.i356, %sign.i358
  %start.i359 = phi ptr [ %digit.at.i348, %digits.done.i356 ], [ %sign.at.i357, %sign.i358 ]
  %part50 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i359, ptr %part50, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i361

call.i361:                                        ; preds = %__modlink_format_i64.exit360
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
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i363

call.i363:                                        ; preds = %check10.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check10.ok:                                       ; preds = %check9.ok
  %ndim.at54 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Y.dltensor, i64 0, i32 2
  %Y.ndim = load i32, ptr %ndim.at54, align 4
  %ndim.ok55 = icmp eq i32 %Y.ndim, 1
  br i1 %ndim.ok55, label %check11.ok, label %check11.fail

check11.fail:                                     ; preds = %check10.ok
  store ptr @.str.15, ptr %message.parts, align 8
  %6 = tail call i32 @llvm.abs.i32(i32 %Y.ndim, i1 false)
  %mag.i365 = zext i32 %6 to i64
  %end.i366 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i366, align 1
  br label %digit.i375

digit.i375:                                       ; preds = %digit.i375, %check11.fail
  %remaining.i367 = phi i64 [ %mag.i365, %check11.fail ], [ %rest.i373, %digit.i375 ]
  %cursor.i368 = phi ptr [ %end.i366, %check11.fail ], [ %digit.at.i369, %digit.i375 ]
  %digit.at.i369 = getelementptr inbounds i8, ptr %cursor.i368, i64 -1
  %digit1.i370 = urem i64 %remaining.i367, 10
  %digit.byte.i371 = trunc i64 %digit1.i370 to i8
  %ascii.i372 = or i8 %digit.byte.i371, 48
  store i8 %ascii.i372, ptr %digit.at.i369, align 1
  %rest.i373 = udiv i64 %remaining.i367, 10
  %more.not.i374 = icmp ult i64 %remaining.i367, 10
  br i1 %more.not.i374, label %digits.done.i377, label %digit.i375

digits.done.i377:                                 ; preds = %digit.i375
  %neg.i376 = icmp slt i32 %Y.ndim, 0
  br i1 %neg.i376, label %sign.i379, label %__modlink_format_i64.exit381

sign.i379:                                        ; preds = %digits.done.i377
  %sign.at.i378 = getelementptr inbounds i8, ptr %cursor.i368, i64 -2
  store i8 45, ptr %sign.at.i378, align 1
  br label %__modlink_format_i64.exit381

__modlink_format_i64.exit381:                     ; preds = %digits.done.i377, %sign.i379
  %start.i380 = phi ptr [ %digit.at.i369, %digits.done.i377 ], [ %sign.at.i378, %sign.i379 ]
  %part59 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i380, ptr %part59, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i382

call.i382:                                        ; preds = %__modlink_format_i64.exit381
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
  %end.i385 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i385, align 1
  br label %digit.i394

digit.i394:                                       ; preds = %digit.i394, %check12.fail
  %remaining.i386 = phi i64 [ %code72, %check12.fail ], [ %rest.i392, %digit.i394 ]
  %cursor.i387 = phi ptr [ %end.i385, %check12.fail ], [ %digit.at.i388, %digit.i394 ]
  %digit.at.i388 = getelementptr inbounds i8, ptr %cursor.i387, i64 -1
  %digit1.i389 = urem i64 %remaining.i386, 10
  %digit.byte.i390 = trunc i64 %digit1.i389 to i8
  %ascii.i391 = or i8 %digit.byte.i390, 48
  store i8 %ascii.i391, ptr %digit.at.i388, align 1
  %rest.i392 = udiv i64 %remaining.i386, 10
  %more.not.i393 = icmp ult i64 %remaining.i386, 10
  br i1 %more.not.i393, label %__modlink_format_i64.exit397, label %digit.i394

__modlink_format_i64.exit397:                     ; preds = %digit.i394
  %bits73 = zext i8 %bits65 to i64
  %part77 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %digit.at.i388, ptr %part77, align 8
  %part78 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.8, ptr %part78, align 8
  %end.i399 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i399, align 1
  br label %digit.i408

digit.i408:                                       ; preds = %digit.i408, %__modlink_format_i64.exit397
  %remaining.i400 = phi i64 [ %bits73, %__modlink_format_i64.exit397 ], [ %rest.i406, %digit.i408 ]
  %cursor.i401 = phi ptr [ %end.i399, %__modlink_format_i64.exit397 ], [ %digit.at.i402, %digit.i408 ]
  %digit.at.i402 = getelementptr inbounds i8, ptr %cursor.i401, i64 -1
  %digit1.i403 = urem i64 %remaining.i400, 10
  %digit.byte.i404 = trunc i64 %digit1.i403 to i8
  %ascii.i405 = or i8 %digit.byte.i404, 48
  store i8 %ascii.i405, ptr %digit.at.i402, align 1
  %rest.i406 = udiv i64 %remaining.i400, 10
  %more.not.i407 = icmp ult i64 %remaining.i400, 10
  br i1 %more.not.i407, label %__modlink_format_i64.exit411, label %digit.i408

__modlink_format_i64.exit411:                     ; preds = %digit.i408
  %part80 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i402, ptr %part80, align 8
  %part81 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 4
  store ptr @.str.9, ptr %part81, align 8
  %end.i413 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i413, align 1
  br label %digit.i422

digit.i422:                                       ; preds = %digit.i422, %__modlink_format_i64.exit411
  %remaining.i414 = phi i64 [ %lanes74, %__modlink_format_i64.exit411 ], [ %rest.i420, %digit.i422 ]
  %cursor.i415 = phi ptr [ %end.i413, %__modlink_format_i64.exit411 ], [ %digit.at.i416, %digit.i422 ]
  %digit.at.i416 = getelementptr inbounds i8, ptr %cursor.i415, i64 -1
  %digit1.i417 = urem i64 %remaining.i414, 10
  %digit.byte.i418 = trunc i64 %digit1.i417 to i8
  %ascii.i419 = or i8 %digit.byte.i418, 48
  store i8 %ascii.i419, ptr %digit.at.i416, align 1
  %rest.i420 = udiv i64 %remaining.i414, 10
  %more.not.i421 = icmp ult i64 %remaining.i414, 10
  br i1 %more.not.i421, label %__modlink_format_i64.exit425, label %digit.i422

__modlink_format_i64.exit425:                     ; preds = %digit.i422
  %part83 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 5
  store ptr %digit.at.i416, ptr %part83, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i426

call.i426:                                        ; preds = %__modlink_format_i64.exit425
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check12.ok:                                       ; preds = %check11.ok
  %device.at84 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Y.dltensor, i64 0, i32 1
  %Y.device_type = load i32, ptr %device.at84, align 4
  %device.ok85 = icmp eq i32 %Y.device_type, 1
  br i1 %device.ok85, label %check13.ok, label %check13.fail

check13.fail:                                     ; preds = %check12.ok
  store ptr @.str.17, ptr %message.parts, align 8
  %7 = tail call i32 @llvm.abs.i32(i32 %Y.device_type, i1 false)
  %mag.i428 = zext i32 %7 to i64
  %end.i429 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i429, align 1
  br label %digit.i438

digit.i438:                                       ; preds = %digit.i438, %check13.fail
  %remaining.i430 = phi i64 [ %mag.i428, %check13.fail ], [ %rest.i436, %digit.i438 ]
  %cursor.i431 = phi ptr [ %end.i429, %check13.fail ], [ %digit.at.i432, %digit.i438 ]
  %digit.at.i432 = getelementptr inbounds i8, ptr %cursor.i431, i64 -1
  %digit1.i433 = urem i64 %remaining.i430, 10
  %digit.byte.i434 = trunc i64 %digit1.i433 to i8
  %ascii.i435 = or i8 %digit.byte.i434, 48
  store i8 %ascii.i435, ptr %digit.at.i432, align 1
  %rest.i436 = udiv i64 %remaining.i430, 10
  %more.not.i437 = icmp ult i64 %remaining.i430, 10
  br i1 %more.not.i437, label %digits.done.i440, label %digit.i438

digits.done.i440:                                 ; preds = %digit.i438
  %neg.i439 = icmp slt i32 %Y.device_type, 0
  br i1 %neg.i439, label %sign.i442, label %__modlink_format_i64.exit444

sign.i442:                                        ; preds = %digits.done.i440
  %sign.at.i441 = getelementptr inbounds i8, ptr %cursor.i431, i64 -2
  store i8 45, ptr %sign.at.i441, align 1
  br label %__modlink_format_i64.exit444

__modlink_format_i64.exit444:                     ; preds = %digits.done.i440, %sign.i442
  %start.i443 = phi ptr [ %digit.at.i432, %digits.done.i440 ], [ %sign.at.i441, %sign.i442 ]
  %part89 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i443, ptr %part89, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i445

call.i445:                                        ; preds = %__modlink_format_i64.exit444
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
  %mag.i447 = tail call i64 @llvm.abs.i64(i64 %Y.shape0, i1 false)
  %end.i448 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i448, align 1
  br label %digit.i457

digit.i457:                                       ; preds = %digit.i457, %check14.fail
  %remaining.i449 = phi i64 [ %mag.i447, %check14.fail ], [ %rest.i455, %digit.i457 ]
  %cursor.i450 = phi ptr [ %end.i448, %check14.fail ], [ %digit.at.i451, %digit.i457 ]
  %digit.at.i451 = getelementptr inbounds i8, ptr %cursor.i450, i64 -1
  %digit1.i452 = urem i64 %remaining.i449, 10
  %digit.byte.i453 = trunc i64 %digit1.i452 to i8
  %ascii.i454 = or i8 %digit.byte.i453, 48
  store i8 %ascii.i454, ptr %digit.at.i451, align 1
  %rest.i455 = udiv i64 %remaining.i449, 10
  %more.not.i456 = icmp ult i64 %remaining.i449, 10
  br i1 %more.not.i456, label %digits.done.i459, label %digit.i457

digits.done.i459:                                 ; preds = %digit.i457
  %neg.i458 = icmp slt i64 %Y.shape0, 0
  br i1 %neg.i458, label %sign.i461, label %__modlink_format_i64.exit463

sign.i461:                                        ; preds = %digits.done.i459
  %sign.at.i460 = getelementptr inbounds i8, ptr %cursor.i450, i64 -2
  store i8 45, ptr %sign.at.i460, align 1
  br label %__modlink_format_i64.exit463

__modlink_format_i64.exit463:                     ; preds = %digits.done.i459, %sign.i461
  %start.i462 = phi ptr [ %digit.at.i451, %digits.done.i459 ], [ %sign.at.i460, %sign.i461 ]
  %part94 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i462, ptr %part94, align 8
  %part95 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.19, ptr %part95, align 8
  %mag.i464 = call i64 @llvm.abs.i64(i64 %X.shape0, i1 false)
  %end.i465 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i465, align 1
  br label %digit.i474

digit.i474:                                       ; preds = %digit.i474, %__modlink_format_i64.exit463
  %remaining.i466 = phi i64 [ %mag.i464, %__modlink_format_i64.exit463 ], [ %rest.i472, %digit.i474 ]
  %cursor.i467 = phi ptr [ %end.i465, %__modlink_format_i64.exit463 ], [ %digit.at.i468, %digit.i474 ]
  %digit.at.i468 = getelementptr inbounds i8, ptr %cursor.i467, i64 -1
  %digit1.i469 = urem i64 %remaining.i466, 10
  %digit.byte.i470 = trunc i64 %digit1.i469 to i8
  %ascii.i471 = or i8 %digit.byte.i470, 48
  store i8 %ascii.i471, ptr %digit.at.i468, align 1
  %rest.i472 = udiv i64 %remaining.i466, 10
  %more.not.i473 = icmp ult i64 %remaining.i466, 10
  br i1 %more.not.i473, label %digits.done.i476, label %digit.i474

digits.done.i476:                                 ; preds = %digit.i474
  %neg.i475 = icmp slt i64 %X.shape0, 0
  br i1 %neg.i475, label %sign.i478, label %__modlink_format_i64.exit480

sign.i478:                                        ; preds = %digits.done.i476
  %sign.at.i477 = getelementptr inbounds i8, ptr %cursor.i467, i64 -2
  store i8 45, ptr %sign.at.i477, align 1
  br label %__modlink_format_i64.exit480

__modlink_format_i64.exit480:                     ; preds = %digits.done.i476, %sign.i478
  %start.i479 = phi ptr [ %digit.at.i468, %digits.done.i476 ], [ %sign.at.i477, %sign.i478 ]
  %part97 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %start.i479, ptr %part97, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i481

call.i481:                                        ; preds = %__modlink_format_i64.exit480
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
  %mag.i483 = tail call i64 @llvm.abs.i64(i64 %Y.stride0, i1 false)
  %end.i484 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i484, align 1
  br label %digit.i493

digit.i493:                                       ; preds = %digit.i493, %check15.fail
  %remaining.i485 = phi i64 [ %mag.i483, %check15.fail ], [ %rest.i491, %digit.i493 ]
  %cursor.i486 = phi ptr [ %end.i484, %check15.fail ], [ %digit.at.i487, %digit.i493 ]
  %digit.at.i487 = getelementptr inbounds i8, ptr %cursor.i486, i64 -1
  %digit1.i488 = urem i64 %remaining.i485, 10
  %digit.byte.i489 = trunc i64 %digit1.i488 to i8
  %ascii.i490 = or i8 %digit.byte.i489, 48
  store i8 %ascii.i490, ptr %digit.at.i487, align 1
  %rest.i491 = udiv i64 %remaining.i485, 10
  %more.not.i492 = icmp ult i64 %remaining.i485, 10
  br i1 %more.not.i492, label %digits.done.i495, label %digit.i493

digits.done.i495:                                 ; preds = %digit.i493
  %neg.i494 = icmp slt i64 %Y.stride0, 0
  br i1 %neg.i494, label %sign.i497, label %__modlink_format_i64.exit499

sign.i497:                                        ; preds = %digits.done.i495
  %sign.at.i496 = getelementptr inbounds i8, ptr %cursor.i486, i64 -2
  store i8 45, ptr %sign.at.i496, align 1
  br label %__modlink_format_i64.exit499

__modlink_format_i64.exit499:                     ; preds = %digits.done.i495, %sign.i497
  %start.i498 = phi ptr [ %digit.at.i487, %digits.done.i495 ], [ %sign.at.i496, %sign.i497 ]
  %part106 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i498, ptr %part106, align 8
  %part107 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.12, ptr %part107, align 8
  %end.i500 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i500, align 1
  %digit.at.i503 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i503, align 1
  %part109 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i503, ptr %part109, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i513

call.i513:                                        ; preds = %__modlink_format_i64.exit499
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check16.fail:                                     ; preds = %Y.strides.done
  store ptr @.str.21, ptr %message.parts, align 8
  %8 = tail call i32 @llvm.abs.i32(i32 %Out.type_index, i1 false)
  %mag.i515 = zext i32 %8 to i64
  %end.i516 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i516, align 1
  br label %digit.i525

digit.i525:                                       ; preds = %digit.i525, %check16.fail
  %remaining.i517 = phi i64 [ %mag.i515, %check16.fail ], [ %rest.i523, %digit.i525 ]
  %cursor.i518 = phi ptr [ %end.i516, %check16.fail ], [ %digit.at.i519, %digit.i525 ]
  %digit.at.i519 = getelementptr inbounds i8, ptr %cursor.i518, i64 -1
  %digit1.i520 = urem i64 %remaining.i517, 10
  %digit.byte.i521 = trunc i64 %digit1.i520 to i8
  %ascii.i522 = or i8 %digit.byte.i521, 48
  store i8 %ascii.i522, ptr %digit.at.i519, align 1
  %rest.i523 = udiv i64 %remaining.i517, 10
  %more.not.i524 = icmp ult i64 %remaining.i517, 10
  br i1 %more.not.i524, label %digits.done.i527, label %digit.i525

digits.done.i527:                                 ; preds = %digit.i525
  %neg.i526 = icmp slt i32 %Out.type_index, 0
  br i1 %neg.i526, label %sign.i529, label %__modlink_format_i64.exit531

sign.i529:                                        ; preds = %digits.done.i527
  %sign.at.i528 = getelementptr inbounds i8, ptr %cursor.i518, i64 -2
  store i8 45, ptr %sign.at.i528, align 1
  br label %__modlink_format_i64.exit531

__modlink_format_i64.exit531:                     ; preds = %digits.done.i527, %sign.i529
  %start.i530 = phi ptr [ %digit.at.i519, %digits.done.i527 ], [ %sign.at.i528, %sign.i529 ]
  %part123 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i530, ptr %part123, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i532

call.i532:                                        ; preds = %__modlink_format_i64.exit531
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
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i534

call.i534:                                        ; preds = %check17.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check17.ok:                                       ; preds = %check16.ok
  %ndim.at127 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Out.dltensor, i64 0, i32 2
  %Out.ndim = load i32, ptr %ndim.at127, align 4
  %ndim.ok128 = icmp eq i32 %Out.ndim, 1
  br i1 %ndim.ok128, label %check18.ok, label %check18.fail

check18.fail:                                     ; preds = %check17.ok
  store ptr @.str.23, ptr %message.parts, align 8
  %9 = tail call i32 @llvm.abs.i32(i32 %Out.ndim, i1 false)
  %mag.i536 = zext i32 %9 to i64
  %end.i537 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i537, align 1
  br label %digit.i546

digit.i546:                                       ; preds = %digit.i546, %check18.fail
  %remaining.i538 = phi i64 [ %mag.i536, %check18.fail ], [ %rest.i544, %digit.i546 ]
  %cursor.i539 = phi ptr [ %end.i537, %check18.fail ], [ %digit.at.i540, %digit.i546 ]
  %digit.at.i540 = getelementptr inbounds i8, ptr %cursor.i539, i64 -1
  %digit1.i541 = urem i64 %remaining.i538, 10
  %digit.byte.i542 = trunc i64 %digit1.i541 to i8
  %ascii.i543 = or i8 %digit.byte.i542, 48
  store i8 %ascii.i543, ptr %digit.at.i540, align 1
  %rest.i544 = udiv i64 %remaining.i538, 10
  %more.not.i545 = icmp ult i64 %remaining.i538, 10
  br i1 %more.not.i545, label %digits.done.i548, label %digit.i546

digits.done.i548:                                 ; preds = %digit.i546
  %neg.i547 = icmp slt i32 %Out.ndim, 0
  br i1 %neg.i547, label %sign.i550, label %__modlink_format_i64.exit552

sign.i550:                                        ; preds = %digits.done.i548
  %sign.at.i549 = getelementptr inbounds i8, ptr %cursor.i539, i64 -2
  store i8 45, ptr %sign.at.i549, align 1
  br label %__modlink_format_i64.exit552

__modlink_format_i64.exit552:                     ; preds = %digits.done.i548, %sign.i550
  %start.i551 = phi ptr [ %digit.at.i540, %digits.done.i548 ], [ %sign.at.i549, %sign.i550 ]
  %part132 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i551, ptr %part132, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i553

call.i553:                                        ; preds = %__modlink_format_i64.exit552
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
  %end.i556 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i556, align 1
  br label %digit.i565

digit.i565:                                       ; preds = %digit.i565, %check19.fail
  %remaining.i557 = phi i64 [ %code145, %check19.fail ], [ %rest.i563, %digit.i565 ]
  %cursor.i558 = phi ptr [ %end.i556, %check19.fail ], [ %digit.at.i559, %digit.i565 ]
  %digit.at.i559 = getelementptr inbounds i8, ptr %cursor.i558, i64 -1
  %digit1.i560 = urem i64 %remaining.i557, 10
  %digit.byte.i561 = trunc i64 %digit1.i560 to i8
  %ascii.i562 = or i8 %digit.byte.i561, 48
  store i8 %ascii.i562, ptr %digit.at.i559, align 1
  %rest.i563 = udiv i64 %remaining.i557, 10
  %more.not.i564 = icmp ult i64 %remaining.i557, 10
  br i1 %more.not.i564, label %__modlink_format_i64.exit568, label %digit.i565

__modlink_format_i64.exit568:                     ; preds = %digit.i565
  %bits146 = zext i8 %bits138 to i64
  %part150 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %digit.at.i559, ptr %part150, align 8
  %part151 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.8, ptr %part151, align 8
  %end.i570 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i570, align 1
  br label %digit.i579

digit.i579:                                       ; preds = %digit.i579, %__modlink_format_i64.exit568
  %remaining.i571 = phi i64 [ %bits146, %__modlink_format_i64.exit568 ], [ %rest.i577, %digit.i579 ]
  %cursor.i572 = phi ptr [ %end.i570, %__modlink_format_i64.exit568 ], [ %digit.at.i573, %digit.i579 ]
  %digit.at.i573 = getelementptr inbounds i8, ptr %cursor.i572, i64 -1
  %digit1.i574 = urem i64 %remaining.i571, 10
  %digit.byte.i575 = trunc i64 %digit1.i574 to i8
  %ascii.i576 = or i8 %digit.byte.i575, 48
  store i8 %ascii.i576, ptr %digit.at.i573, align 1
  %rest.i577 = udiv i64 %remaining.i571, 10
  %more.not.i578 = icmp ult i64 %remaining.i571, 10
  br i1 %more.not.i578, label %__modlink_format_i64.exit582, label %digit.i579

__modlink_format_i64.exit582:                     ; preds = %digit.i579
  %part153 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i573, ptr %part153, align 8
  %part154 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 4
  store ptr @.str.9, ptr %part154, align 8
  %end.i584 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i584, align 1
  br label %digit.i593

digit.i593:                                       ; preds = %digit.i593, %__modlink_format_i64.exit582
  %remaining.i585 = phi i64 [ %lanes147, %__modlink_format_i64.exit582 ], [ %rest.i591, %digit.i593 ]
  %cursor.i586 = phi ptr [ %end.i584, %__modlink_format_i64.exit582 ], [ %digit.at.i587, %digit.i593 ]
  %digit.at.i587 = getelementptr inbounds i8, ptr %cursor.i586, i64 -1
  %digit1.i588 = urem i64 %remaining.i585, 10
  %digit.byte.i589 = trunc i64 %digit1.i588 to i8
  %ascii.i590 = or i8 %digit.byte.i589, 48
  store i8 %ascii.i590, ptr %digit.at.i587, align 1
  %rest.i591 = udiv i64 %remaining.i585, 10
  %more.not.i592 = icmp ult i64 %remaining.i585, 10
  br i1 %more.not.i592, label %__modlink_format_i64.exit596, label %digit.i593

__modlink_format_i64.exit596:                     ; preds = %digit.i593
  %part156 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 5
  store ptr %digit.at.i587, ptr %part156, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i597

call.i597:                                        ; preds = %__modlink_format_i64.exit596
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check19.ok:                                       ; preds = %check18.ok
  %device.at157 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Out.dltensor, i64 0, i32 1
  %Out.device_type = load i32, ptr %device.at157, align 4
  %device.ok158 = icmp eq i32 %Out.device_type, 1
  br i1 %device.ok158, label %check20.ok, label %check20.fail

check20.fail:                                     ; preds = %check19.ok
  store ptr @.str.25, ptr %message.parts, align 8
  %10 = tail call i32 @llvm.abs.i32(i32 %Out.device_type, i1 false)
  %mag.i599 = zext i32 %10 to i64
  %end.i600 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i600, align 1
  br label %digit.i609

digit.i609:                                       ; preds = %digit.i609, %check20.fail
  %remaining.i601 = phi i64 [ %mag.i599, %check20.fail ], [ %rest.i607, %digit.i609 ]
  %cursor.i602 = phi ptr [ %end.i600, %check20.fail ], [ %digit.at.i603, %digit.i609 ]
  %digit.at.i603 = getelementptr inbounds i8, ptr %cursor.i602, i64 -1
  %digit1.i604 = urem i64 %remaining.i601, 10
  %digit.byte.i605 = trunc i64 %digit1.i604 to i8
  %ascii.i606 = or i8 %digit.byte.i605, 48
  store i8 %ascii.i606, ptr %digit.at.i603, align 1
  %rest.i607 = udiv i64 %remaining.i601, 10
  %more.not.i608 = icmp ult i64 %remaining.i601, 10
  br i1 %more.not.i608, label %digits.done.i611, label %digit.i609

digits.done.i611:                                 ; preds = %digit.i609
  %neg.i610 = icmp slt i32 %Out.device_type, 0
  br i1 %neg.i610, label %sign.i613, label %__modlink_format_i64.exit615

sign.i613:                                        ; preds = %digits.done.i611
  %sign.at.i612 = getelementptr inbounds i8, ptr %cursor.i602, i64 -2
  store i8 45, ptr %sign.at.i612, align 1
  br label %__modlink_format_i64.exit615

__modlink_format_i64.exit615:                     ; preds = %digits.done.i611, %sign.i613
  %start.i614 = phi ptr [ %digit.at.i603, %digits.done.i611 ], [ %sign.at.i612, %sign.i613 ]
  %part162 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i614, ptr %part162, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i616

call.i616:                                        ; preds = %__modlink_format_i64.exit615
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
  %mag.i618 = tail call i64 @llvm.abs.i64(i64 %Out.shape0, i1 false)
  %end.i619 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i619, align 1
  br label %digit.i628

digit.i628:                                       ; preds = %digit.i628, %check21.fail
  %remaining.i620 = phi i64 [ %mag.i618, %check21.fail ], [ %rest.i626, %digit.i628 ]
  %cursor.i621 = phi ptr [ %end.i619, %check21.fail ], [ %digit.at.i622, %digit.i628 ]
  %digit.at.i622 = getelementptr inbounds i8, ptr %cursor.i621, i64 -1
  %digit1.i623 = urem i64 %remaining.i620, 10
  %digit.byte.i624 = trunc i64 %digit1.i623 to i8
  %ascii.i625 = or i8 %digit.byte.i624, 48
  store i8 %ascii.i625, ptr %digit.at.i622, align 1
  %rest.i626 = udiv i64 %remaining.i620, 10
  %more.not.i627 = icmp ult i64 %remaining.i620, 10
  br i1 %more.not.i627, label %digits.done.i630, label %digit.i628

digits.done.i630:                                 ; preds = %digit.i628
  %neg.i629 = icmp slt i64 %Out.shape0, 0
  br i1 %neg.i629, label %sign.i632, label %__modlink_format_i64.exit634

sign.i632:                                        ; preds = %digits.done.i630
  %sign.at.i631 = getelementptr inbounds i8, ptr %cursor.i621, i64 -2
  store i8 45, ptr %sign.at.i631, align 1
  br label %__modlink_format_i64.exit634

__modlink_format_i64.exit634:                     ; preds = %digits.done.i630, %sign.i632
  %start.i633 = phi ptr [ %digit.at.i622, %digits.done.i630 ], [ %sign.at.i631, %sign.i632 ]
  %part168 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i633, ptr %part168, align 8
  %part169 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.19, ptr %part169, align 8
  %mag.i635 = call i64 @llvm.abs.i64(i64 %X.shape0, i1 false)
  %end.i636 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i636, align 1
  br label %digit.i645

digit.i645:                                       ; preds = %digit.i645, %__modlink_format_i64.exit634
  %remaining.i637 = phi i64 [ %mag.i635, %__modlink_format_i64.exit634 ], [ %rest.i643, %digit.i645 ]
  %cursor.i638 = phi ptr [ %end.i636, %__modlink_format_i64.exit634 ], [ %digit.at.i639, %digit.i645 ]
  %digit.at.i639 = getelementptr inbounds i8, ptr %cursor.i638, i64 -1
  %digit1.i640 = urem i64 %remaining.i637, 10
  %digit.byte.i641 = trunc i64 %digit1.i640 to i8
  %ascii.i642 = or i8 %digit.byte.i641, 48
  store i8 %ascii.i642, ptr %digit.at.i639, align 1
  %rest.i643 = udiv i64 %remaining.i637, 10
  %more.not.i644 = icmp ult i64 %remaining.i637, 10
  br i1 %more.not.i644, label %digits.done.i647, label %digit.i645

digits.done.i647:                                 ; preds = %digit.i645
  %neg.i646 = icmp slt i64 %X.shape0, 0
  br i1 %neg.i646, label %sign.i649, label %__modlink_format_i64.exit651

sign.i649:                                        ; preds = %digits.done.i647
  %sign.at.i648 = getelementptr inbounds i8, ptr %cursor.i638, i64 -2
  store i8 45, ptr %sign.at.i648, align 1
  br label %__modlink_format_i64.exit651

__modlink_format_i64.exit651:                     ; preds = %digits.done.i647, %sign.i649
  %start.i650 = phi ptr [ %digit.at.i639, %digits.done.i647 ], [ %sign.at.i648, %sign.i649 ]
  %part171 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %start.i650, ptr %part171, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i652

call.i652:                                        ; preds = %__modlink_format_i64.exit651
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
  %mag.i654 = tail call i64 @llvm.abs.i64(i64 %Out.stride0, i1 false)
  %end.i655 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i655, align 1
  br label %digit.i664

digit.i664:                                       ; preds = %digit.i664, %check22.fail
  %remaining.i656 = phi i64 [ %mag.i654, %check22.fail ], [ %rest.i662, %digit.i664 ]
  %cursor.i657 = phi ptr [ %end.i655, %check22.fail ], [ %digit.at.i658, %digit.i664 ]
  %digit.at.i658 = getelementptr inbounds i8, ptr %cursor.i657, i64 -1
  %digit1.i659 = urem i64 %remaining.i656, 10
  %digit.byte.i660 = trunc i64 %digit1.i659 to i8
  %ascii.i661 = or i8 %digit.byte.i660, 48
  store i8 %ascii.i661, ptr %digit.at.i658, align 1
  %rest.i662 = udiv i64 %remaining.i656, 10
  %more.not.i663 = icmp ult i64 %remaining.i656, 10
  br i1 %more.not.i663, label %digits.done.i666, label %digit.i664

digits.done.i666:                                 ; preds = %digit.i664
  %neg.i665 = icmp slt i64 %Out.stride0, 0
  br i1 %neg.i665, label %sign.i668, label %__modlink_format_i64.exit670

sign.i668:                                        ; preds = %digits.done.i666
  %sign.at.i667 = getelementptr inbounds i8, ptr %cursor.i657, i64 -2
  store i8 45, ptr %sign.at.i667, align 1
  br label %__modlink_format_i64.exit670

__modlink_format_i64.exit670:                     ; preds = %digits.done.i666, %sign.i668
  %start.i669 = phi ptr [ %digit.at.i658, %digits.done.i666 ], [ %sign.at.i667, %sign.i668 ]
  %part180 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i669, ptr %part180, align 8
  %part181 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.12, ptr %part181, align 8
  %end.i671 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i671, align 1
  %digit.at.i674 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i674, align 1
  %part183 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i674, ptr %part183, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i684

call.i684:                                        ; preds = %__modlink_format_i64.exit670
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
