target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
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

define range(i32 -1, 1) i32 @saxpy_c(float %a, ptr %X, ptr %Y, ptr %Out, i64 %n) local_unnamed_addr {
entry:
  %Y11 = ptrtoint ptr %Y to i64
  %X10 = ptrtoint ptr %X to i64
  %Out9 = ptrtoint ptr %Out to i64
  %closure.data = alloca { i64, i64, ptr, i64, ptr, i64, ptr, i64, float }, align 8
  store i64 0, ptr %closure.data, align 8
  %field1 = getelementptr inbounds i8, ptr %closure.data, i64 8
  store i64 %n, ptr %field1, align 8
  %field2 = getelementptr inbounds i8, ptr %closure.data, i64 16
  store ptr %Out, ptr %field2, align 8
  %field3 = getelementptr inbounds i8, ptr %closure.data, i64 24
  store i64 %n, ptr %field3, align 8
  %field4 = getelementptr inbounds i8, ptr %closure.data, i64 32
  store ptr %X, ptr %field4, align 8
  %field5 = getelementptr inbounds i8, ptr %closure.data, i64 40
  store i64 %n, ptr %field5, align 8
  %field6 = getelementptr inbounds i8, ptr %closure.data, i64 48
  store ptr %Y, ptr %field6, align 8
  %field7 = getelementptr inbounds i8, ptr %closure.data, i64 56
  store i64 %n, ptr %field7, align 8
  %field8 = getelementptr inbounds i8, ptr %closure.data, i64 64
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
  br i1 %min.iters.check, label %for.i.body.i.preheader16, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.i.body.i.preheader
  %2 = sub i64 %Out9, %X10
  %diff.check = icmp ult i64 %2, 32
  %3 = sub i64 %Out9, %Y11
  %diff.check12 = icmp ult i64 %3, 32
  %conflict.rdx = or i1 %diff.check, %diff.check12
  br i1 %conflict.rdx, label %for.i.body.i.preheader16, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %n, 9223372036854775800
  %broadcast.splatinsert = insertelement <4 x float> poison, float %a, i64 0
  %broadcast.splat = shufflevector <4 x float> %broadcast.splatinsert, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %4 = getelementptr inbounds float, ptr %Out, i64 %index
  %5 = getelementptr inbounds float, ptr %X, i64 %index
  %6 = getelementptr inbounds i8, ptr %5, i64 16
  %wide.load = load <4 x float>, ptr %5, align 4
  %wide.load13 = load <4 x float>, ptr %6, align 4
  %7 = fmul <4 x float> %wide.load, %broadcast.splat
  %8 = fmul <4 x float> %wide.load13, %broadcast.splat
  %9 = getelementptr inbounds float, ptr %Y, i64 %index
  %10 = getelementptr inbounds i8, ptr %9, i64 16
  %wide.load14 = load <4 x float>, ptr %9, align 4
  %wide.load15 = load <4 x float>, ptr %10, align 4
  %11 = fadd <4 x float> %7, %wide.load14
  %12 = fadd <4 x float> %8, %wide.load15
  %13 = getelementptr inbounds i8, ptr %4, i64 16
  store <4 x float> %11, ptr %4, align 4
  store <4 x float> %12, ptr %13, align 4
  %index.next = add nuw i64 %index, 8
  %14 = icmp eq i64 %index.next, %n.vec
  br i1 %14, label %middle.block, label %vector.body, !llvm.loop !0

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %n
  br i1 %cmp.n, label %parallel.done, label %for.i.body.i.preheader16

for.i.body.i.preheader16:                         ; preds = %middle.block, %vector.memcheck, %for.i.body.i.preheader
  %i.addr.015.i.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.i.body.i.preheader ], [ %n.vec, %middle.block ]
  %xtraiter = and i64 %n, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.i.body.i.prol.loopexit, label %for.i.body.i.prol

for.i.body.i.prol:                                ; preds = %for.i.body.i.preheader16
  %Out.addr.i.prol = getelementptr inbounds float, ptr %Out, i64 %i.addr.015.i.ph
  %X.addr.i.prol = getelementptr inbounds float, ptr %X, i64 %i.addr.015.i.ph
  %X.elem.i.prol = load float, ptr %X.addr.i.prol, align 4
  %mul.i.prol = fmul float %X.elem.i.prol, %a
  %Y.addr.i.prol = getelementptr inbounds float, ptr %Y, i64 %i.addr.015.i.ph
  %Y.elem.i.prol = load float, ptr %Y.addr.i.prol, align 4
  %add.i.prol = fadd float %mul.i.prol, %Y.elem.i.prol
  store float %add.i.prol, ptr %Out.addr.i.prol, align 4
  %i.next.i.prol = or disjoint i64 %i.addr.015.i.ph, 1
  br label %for.i.body.i.prol.loopexit

for.i.body.i.prol.loopexit:                       ; preds = %for.i.body.i.prol, %for.i.body.i.preheader16
  %i.addr.015.i.unr = phi i64 [ %i.addr.015.i.ph, %for.i.body.i.preheader16 ], [ %i.next.i.prol, %for.i.body.i.prol ]
  %15 = add nsw i64 %n, -1
  %16 = icmp eq i64 %i.addr.015.i.ph, %15
  br i1 %16, label %parallel.done, label %for.i.body.i

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

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none)
define internal noundef i32 @__modlink_saxpy_parallel0(i32 %task_id, ptr nocapture readonly %penv, ptr nocapture readonly %cdata) #0 {
entry:
  %start = load i64, ptr %cdata, align 8
  %field.at1 = getelementptr inbounds i8, ptr %cdata, i64 8
  %end = load i64, ptr %field.at1, align 8
  %field.at2 = getelementptr inbounds i8, ptr %cdata, i64 16
  %Out = load ptr, ptr %field.at2, align 8
  %Out16 = ptrtoint ptr %Out to i64
  %field.at4 = getelementptr inbounds i8, ptr %cdata, i64 32
  %X = load ptr, ptr %field.at4, align 8
  %X17 = ptrtoint ptr %X to i64
  %field.at7 = getelementptr inbounds i8, ptr %cdata, i64 48
  %Y = load ptr, ptr %field.at7, align 8
  %Y18 = ptrtoint ptr %Y to i64
  %field.at10 = getelementptr inbounds i8, ptr %cdata, i64 64
  %a = load float, ptr %field.at10, align 4
  %num_task.at = getelementptr inbounds i8, ptr %penv, i64 8
  %num_task = load i32, ptr %num_task.at, align 4
  %0 = tail call i32 @llvm.smax.i32(i32 %num_task, i32 1)
  %num_task12 = zext nneg i32 %0 to i64
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
  %min.iters.check = icmp ult i64 %3, 8
  br i1 %min.iters.check, label %for.i.body.preheader23, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.i.body.preheader
  %4 = sub i64 %Out16, %X17
  %diff.check = icmp ult i64 %4, 32
  %5 = sub i64 %Out16, %Y18
  %diff.check19 = icmp ult i64 %5, 32
  %conflict.rdx = or i1 %diff.check, %diff.check19
  br i1 %conflict.rdx, label %for.i.body.preheader23, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %3, -8
  %ind.end = add i64 %low, %n.vec
  %broadcast.splatinsert = insertelement <4 x float> poison, float %a, i64 0
  %broadcast.splat = shufflevector <4 x float> %broadcast.splatinsert, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %offset.idx = add i64 %low, %index
  %6 = getelementptr inbounds float, ptr %Out, i64 %offset.idx
  %7 = getelementptr inbounds float, ptr %X, i64 %offset.idx
  %8 = getelementptr inbounds i8, ptr %7, i64 16
  %wide.load = load <4 x float>, ptr %7, align 4
  %wide.load20 = load <4 x float>, ptr %8, align 4
  %9 = fmul <4 x float> %broadcast.splat, %wide.load
  %10 = fmul <4 x float> %broadcast.splat, %wide.load20
  %11 = getelementptr inbounds float, ptr %Y, i64 %offset.idx
  %12 = getelementptr inbounds i8, ptr %11, i64 16
  %wide.load21 = load <4 x float>, ptr %11, align 4
  %wide.load22 = load <4 x float>, ptr %12, align 4
  %13 = fadd <4 x float> %9, %wide.load21
  %14 = fadd <4 x float> %10, %wide.load22
  %15 = getelementptr inbounds i8, ptr %6, i64 16
  store <4 x float> %13, ptr %6, align 4
  store <4 x float> %14, ptr %15, align 4
  %index.next = add nuw i64 %index, 8
  %16 = icmp eq i64 %index.next, %n.vec
  br i1 %16, label %middle.block, label %vector.body, !llvm.loop !4

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %3, %n.vec
  br i1 %cmp.n, label %for.i.end, label %for.i.body.preheader23

for.i.body.preheader23:                           ; preds = %middle.block, %vector.memcheck, %for.i.body.preheader
  %i.addr.015.ph = phi i64 [ %low, %vector.memcheck ], [ %low, %for.i.body.preheader ], [ %ind.end, %middle.block ]
  br label %for.i.body

for.i.body:                                       ; preds = %for.i.body.preheader23, %for.i.body
  %i.addr.015 = phi i64 [ %i.next, %for.i.body ], [ %i.addr.015.ph, %for.i.body.preheader23 ]
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

define range(i32 -1, 1) i32 @__tvm_ffi_saxpy(ptr nocapture readnone %self, ptr nocapture readonly %args, i32 %num_args, ptr nocapture readnone %result) local_unnamed_addr {
entry:
  %message.parts = alloca [16 x ptr], align 8
  %message.digits0 = alloca [24 x i8], align 1
  %message.digits1 = alloca [24 x i8], align 1
  %message.digits2 = alloca [24 x i8], align 1
  %argc.ok = icmp eq i32 %num_args, 4
  br i1 %argc.ok, label %check1.ok, label %check1.fail

common.ret:                                       ; preds = %call.i740, %__modlink_format_i64.exit725, %call.i707, %__modlink_format_i64.exit705, %call.i670, %__modlink_format_i64.exit668, %call.i650, %__modlink_format_i64.exit648, %call.i596, %__modlink_format_i64.exit594, %call.i576, %check17.fail, %call.i573, %__modlink_format_i64.exit571, %call.i553, %__modlink_format_i64.exit538, %call.i520, %__modlink_format_i64.exit518, %call.i483, %__modlink_format_i64.exit481, %call.i463, %__modlink_format_i64.exit461, %call.i409, %__modlink_format_i64.exit407, %call.i389, %check10.fail, %call.i386, %__modlink_format_i64.exit384, %call.i366, %__modlink_format_i64.exit351, %call.i333, %__modlink_format_i64.exit331, %call.i313, %__modlink_format_i64.exit311, %call.i259, %__modlink_format_i64.exit257, %call.i239, %check4.fail, %call.i236, %__modlink_format_i64.exit234, %call.i216, %__modlink_format_i64.exit214, %call.i, %__modlink_format_i64.exit, %Out.strides.done
  %common.ret.op = phi i32 [ %result194, %Out.strides.done ], [ -1, %__modlink_format_i64.exit ], [ -1, %call.i ], [ -1, %__modlink_format_i64.exit214 ], [ -1, %call.i216 ], [ -1, %__modlink_format_i64.exit234 ], [ -1, %call.i236 ], [ -1, %check4.fail ], [ -1, %call.i239 ], [ -1, %__modlink_format_i64.exit257 ], [ -1, %call.i259 ], [ -1, %__modlink_format_i64.exit311 ], [ -1, %call.i313 ], [ -1, %__modlink_format_i64.exit331 ], [ -1, %call.i333 ], [ -1, %__modlink_format_i64.exit351 ], [ -1, %call.i366 ], [ -1, %__modlink_format_i64.exit384 ], [ -1, %call.i386 ], [ -1, %check10.fail ], [ -1, %call.i389 ], [ -1, %__modlink_format_i64.exit407 ], [ -1, %call.i409 ], [ -1, %__modlink_format_i64.exit461 ], [ -1, %call.i463 ], [ -1, %__modlink_format_i64.exit481 ], [ -1, %call.i483 ], [ -1, %__modlink_format_i64.exit518 ], [ -1, %call.i520 ], [ -1, %__modlink_format_i64.exit538 ], [ -1, %call.i553 ], [ -1, %__modlink_format_i64.exit571 ], [ -1, %call.i573 ], [ -1, %check17.fail ], [ -1, %call.i576 ], [ -1, %__modlink_format_i64.exit594 ], [ -1, %call.i596 ], [ -1, %__modlink_format_i64.exit648 ], [ -1, %call.i650 ], [ -1, %__modlink_format_i64.exit668 ], [ -1, %call.i670 ], [ -1, %__modlink_format_i64.exit705 ], [ -1, %call.i707 ], [ -1, %__modlink_format_i64.exit725 ], [ -1, %call.i740 ]
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
  %digit.byte.i = trunc nuw nsw i64 %digit1.i to i8
  %ascii.i = or disjoint i8 %digit.byte.i, 48
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
  %part1 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i, ptr %part1, align 8
  %missing.i = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i, label %common.ret, label %call.i

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
  br label %digit.i200

digit.i200:                                       ; preds = %digit.i200, %check2.fail
  %remaining.i201 = phi i64 [ %mag.i198, %check2.fail ], [ %rest.i207, %digit.i200 ]
  %cursor.i202 = phi ptr [ %end.i199, %check2.fail ], [ %digit.at.i203, %digit.i200 ]
  %digit.at.i203 = getelementptr inbounds i8, ptr %cursor.i202, i64 -1
  %digit1.i204 = urem i64 %remaining.i201, 10
  %digit.byte.i205 = trunc nuw nsw i64 %digit1.i204 to i8
  %ascii.i206 = or disjoint i8 %digit.byte.i205, 48
  store i8 %ascii.i206, ptr %digit.at.i203, align 1
  %rest.i207 = udiv i64 %remaining.i201, 10
  %more.not.i208 = icmp ult i64 %remaining.i201, 10
  br i1 %more.not.i208, label %digits.done.i209, label %digit.i200

digits.done.i209:                                 ; preds = %digit.i200
  %neg.i210 = icmp slt i32 %a.type_index, 0
  br i1 %neg.i210, label %sign.i212, label %__modlink_format_i64.exit214

sign.i212:                                        ; preds = %digits.done.i209
  %sign.at.i213 = getelementptr inbounds i8, ptr %cursor.i202, i64 -2
  store i8 45, ptr %sign.at.i213, align 1
  br label %__modlink_format_i64.exit214

__modlink_format_i64.exit214:                     ; preds = %digits.done.i209, %sign.i212
  %start.i211 = phi ptr [ %digit.at.i203, %digits.done.i209 ], [ %sign.at.i213, %sign.i212 ]
  %part7 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i211, ptr %part7, align 8
  %missing.i215 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i215, label %common.ret, label %call.i216

call.i216:                                        ; preds = %__modlink_format_i64.exit214
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
  %mag.i218 = zext i32 %2 to i64
  %end.i219 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i219, align 1
  br label %digit.i220

digit.i220:                                       ; preds = %digit.i220, %check3.fail
  %remaining.i221 = phi i64 [ %mag.i218, %check3.fail ], [ %rest.i227, %digit.i220 ]
  %cursor.i222 = phi ptr [ %end.i219, %check3.fail ], [ %digit.at.i223, %digit.i220 ]
  %digit.at.i223 = getelementptr inbounds i8, ptr %cursor.i222, i64 -1
  %digit1.i224 = urem i64 %remaining.i221, 10
  %digit.byte.i225 = trunc nuw nsw i64 %digit1.i224 to i8
  %ascii.i226 = or disjoint i8 %digit.byte.i225, 48
  store i8 %ascii.i226, ptr %digit.at.i223, align 1
  %rest.i227 = udiv i64 %remaining.i221, 10
  %more.not.i228 = icmp ult i64 %remaining.i221, 10
  br i1 %more.not.i228, label %digits.done.i229, label %digit.i220

digits.done.i229:                                 ; preds = %digit.i220
  %neg.i230 = icmp slt i32 %X.type_index, 0
  br i1 %neg.i230, label %sign.i232, label %__modlink_format_i64.exit234

sign.i232:                                        ; preds = %digits.done.i229
  %sign.at.i233 = getelementptr inbounds i8, ptr %cursor.i222, i64 -2
  store i8 45, ptr %sign.at.i233, align 1
  br label %__modlink_format_i64.exit234

__modlink_format_i64.exit234:                     ; preds = %digits.done.i229, %sign.i232
  %start.i231 = phi ptr [ %digit.at.i223, %digits.done.i229 ], [ %sign.at.i233, %sign.i232 ]
  %part17 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i231, ptr %part17, align 8
  %missing.i235 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i235, label %common.ret, label %call.i236

call.i236:                                        ; preds = %__modlink_format_i64.exit234
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check3.ok:                                        ; preds = %check2.ok, %check2.ok, %check2.ok
  %is8 = icmp eq i32 %X.type_index, 70
  %X.value = getelementptr inbounds i8, ptr %args, i64 24
  %X.ptr = load ptr, ptr %X.value, align 8
  %X.dltensor.idx = select i1 %is8, i64 24, i64 0
  %X.dltensor = getelementptr inbounds i8, ptr %X.ptr, i64 %X.dltensor.idx
  %null.not = icmp eq ptr %X.ptr, null
  br i1 %null.not, label %check4.fail, label %check4.ok

check4.fail:                                      ; preds = %check3.ok
  store ptr @.str.5, ptr %message.parts, align 8
  %missing.i238 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i238, label %common.ret, label %call.i239

call.i239:                                        ; preds = %check4.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check4.ok:                                        ; preds = %check3.ok
  %ndim.at = getelementptr inbounds i8, ptr %X.dltensor, i64 16
  %X.ndim = load i32, ptr %ndim.at, align 4
  %ndim.ok = icmp eq i32 %X.ndim, 1
  br i1 %ndim.ok, label %check5.ok, label %check5.fail

check5.fail:                                      ; preds = %check4.ok
  store ptr @.str.6, ptr %message.parts, align 8
  %3 = tail call i32 @llvm.abs.i32(i32 %X.ndim, i1 false)
  %mag.i241 = zext i32 %3 to i64
  %end.i242 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i242, align 1
  br label %digit.i243

digit.i243:                                       ; preds = %digit.i243, %check5.fail
  %remaining.i244 = phi i64 [ %mag.i241, %check5.fail ], [ %rest.i250, %digit.i243 ]
  %cursor.i245 = phi ptr [ %end.i242, %check5.fail ], [ %digit.at.i246, %digit.i243 ]
  %digit.at.i246 = getelementptr inbounds i8, ptr %cursor.i245, i64 -1
  %digit1.i247 = urem i64 %remaining.i244, 10
  %digit.byte.i248 = trunc nuw nsw i64 %digit1.i247 to i8
  %ascii.i249 = or disjoint i8 %digit.byte.i248, 48
  store i8 %ascii.i249, ptr %digit.at.i246, align 1
  %rest.i250 = udiv i64 %remaining.i244, 10
  %more.not.i251 = icmp ult i64 %remaining.i244, 10
  br i1 %more.not.i251, label %digits.done.i252, label %digit.i243

digits.done.i252:                                 ; preds = %digit.i243
  %neg.i253 = icmp slt i32 %X.ndim, 0
  br i1 %neg.i253, label %sign.i255, label %__modlink_format_i64.exit257

sign.i255:                                        ; preds = %digits.done.i252
  %sign.at.i256 = getelementptr inbounds i8, ptr %cursor.i245, i64 -2
  store i8 45, ptr %sign.at.i256, align 1
  br label %__modlink_format_i64.exit257

__modlink_format_i64.exit257:                     ; preds = %digits.done.i252, %sign.i255
  %start.i254 = phi ptr [ %digit.at.i246, %digits.done.i252 ], [ %sign.at.i256, %sign.i255 ]
  %part21 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i254, ptr %part21, align 8
  %missing.i258 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i258, label %common.ret, label %call.i259

call.i259:                                        ; preds = %__modlink_format_i64.exit257
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check5.ok:                                        ; preds = %check4.ok
  %dtype.at = getelementptr inbounds i8, ptr %X.dltensor, i64 20
  %bits.at = getelementptr inbounds i8, ptr %X.dltensor, i64 21
  %lanes.at = getelementptr inbounds i8, ptr %X.dltensor, i64 22
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
  %end.i262 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i262, align 1
  br label %digit.i263

digit.i263:                                       ; preds = %digit.i263, %check6.fail
  %remaining.i264 = phi i64 [ %code23, %check6.fail ], [ %rest.i270, %digit.i263 ]
  %cursor.i265 = phi ptr [ %end.i262, %check6.fail ], [ %digit.at.i266, %digit.i263 ]
  %digit.at.i266 = getelementptr inbounds i8, ptr %cursor.i265, i64 -1
  %digit1.i267 = urem i64 %remaining.i264, 10
  %digit.byte.i268 = trunc nuw nsw i64 %digit1.i267 to i8
  %ascii.i269 = or disjoint i8 %digit.byte.i268, 48
  store i8 %ascii.i269, ptr %digit.at.i266, align 1
  %rest.i270 = udiv i64 %remaining.i264, 10
  %more.not.i271 = icmp ult i64 %remaining.i264, 10
  br i1 %more.not.i271, label %__modlink_format_i64.exit277, label %digit.i263

__modlink_format_i64.exit277:                     ; preds = %digit.i263
  %bits24 = zext i8 %bits to i64
  %part28 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digit.at.i266, ptr %part28, align 8
  %part29 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.8, ptr %part29, align 8
  %end.i279 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i279, align 1
  br label %digit.i280

digit.i280:                                       ; preds = %digit.i280, %__modlink_format_i64.exit277
  %remaining.i281 = phi i64 [ %bits24, %__modlink_format_i64.exit277 ], [ %rest.i287, %digit.i280 ]
  %cursor.i282 = phi ptr [ %end.i279, %__modlink_format_i64.exit277 ], [ %digit.at.i283, %digit.i280 ]
  %digit.at.i283 = getelementptr inbounds i8, ptr %cursor.i282, i64 -1
  %digit1.i284 = urem i64 %remaining.i281, 10
  %digit.byte.i285 = trunc nuw nsw i64 %digit1.i284 to i8
  %ascii.i286 = or disjoint i8 %digit.byte.i285, 48
  store i8 %ascii.i286, ptr %digit.at.i283, align 1
  %rest.i287 = udiv i64 %remaining.i281, 10
  %more.not.i288 = icmp ult i64 %remaining.i281, 10
  br i1 %more.not.i288, label %__modlink_format_i64.exit294, label %digit.i280

__modlink_format_i64.exit294:                     ; preds = %digit.i280
  %part31 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digit.at.i283, ptr %part31, align 8
  %part32 = getelementptr inbounds i8, ptr %message.parts, i64 32
  store ptr @.str.9, ptr %part32, align 8
  %end.i296 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i296, align 1
  br label %digit.i297

digit.i297:                                       ; preds = %digit.i297, %__modlink_format_i64.exit294
  %remaining.i298 = phi i64 [ %lanes25, %__modlink_format_i64.exit294 ], [ %rest.i304, %digit.i297 ]
  %cursor.i299 = phi ptr [ %end.i296, %__modlink_format_i64.exit294 ], [ %digit.at.i300, %digit.i297 ]
  %digit.at.i300 = getelementptr inbounds i8, ptr %cursor.i299, i64 -1
  %digit1.i301 = urem i64 %remaining.i298, 10
  %digit.byte.i302 = trunc nuw nsw i64 %digit1.i301 to i8
  %ascii.i303 = or disjoint i8 %digit.byte.i302, 48
  store i8 %ascii.i303, ptr %digit.at.i300, align 1
  %rest.i304 = udiv i64 %remaining.i298, 10
  %more.not.i305 = icmp ult i64 %remaining.i298, 10
  br i1 %more.not.i305, label %__modlink_format_i64.exit311, label %digit.i297

__modlink_format_i64.exit311:                     ; preds = %digit.i297
  %part34 = getelementptr inbounds i8, ptr %message.parts, i64 40
  store ptr %digit.at.i300, ptr %part34, align 8
  %missing.i312 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i312, label %common.ret, label %call.i313

call.i313:                                        ; preds = %__modlink_format_i64.exit311
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check6.ok:                                        ; preds = %check5.ok
  %device.at = getelementptr inbounds i8, ptr %X.dltensor, i64 8
  %X.device_type = load i32, ptr %device.at, align 4
  %device.ok = icmp eq i32 %X.device_type, 1
  br i1 %device.ok, label %check7.ok, label %check7.fail

check7.fail:                                      ; preds = %check6.ok
  store ptr @.str.10, ptr %message.parts, align 8
  %4 = tail call i32 @llvm.abs.i32(i32 %X.device_type, i1 false)
  %mag.i315 = zext i32 %4 to i64
  %end.i316 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i316, align 1
  br label %digit.i317

digit.i317:                                       ; preds = %digit.i317, %check7.fail
  %remaining.i318 = phi i64 [ %mag.i315, %check7.fail ], [ %rest.i324, %digit.i317 ]
  %cursor.i319 = phi ptr [ %end.i316, %check7.fail ], [ %digit.at.i320, %digit.i317 ]
  %digit.at.i320 = getelementptr inbounds i8, ptr %cursor.i319, i64 -1
  %digit1.i321 = urem i64 %remaining.i318, 10
  %digit.byte.i322 = trunc nuw nsw i64 %digit1.i321 to i8
  %ascii.i323 = or disjoint i8 %digit.byte.i322, 48
  store i8 %ascii.i323, ptr %digit.at.i320, align 1
  %rest.i324 = udiv i64 %remaining.i318, 10
  %more.not.i325 = icmp ult i64 %remaining.i318, 10
  br i1 %more.not.i325, label %digits.done.i326, label %digit.i317

digits.done.i326:                                 ; preds = %digit.i317
  %neg.i327 = icmp slt i32 %X.device_type, 0
  br i1 %neg.i327, label %sign.i329, label %__modlink_format_i64.exit331

sign.i329:                                        ; preds = %digits.done.i326
  %sign.at.i330 = getelementptr inbounds i8, ptr %cursor.i319, i64 -2
  store i8 45, ptr %sign.at.i330, align 1
  br label %__modlink_format_i64.exit331

__modlink_format_i64.exit331:                     ; preds = %digits.done.i326, %sign.i329
  %start.i328 = phi ptr [ %digit.at.i320, %digits.done.i326 ], [ %sign.at.i330, %sign.i329 ]
  %part37 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i328, ptr %part37, align 8
  %missing.i332 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i332, label %common.ret, label %call.i333

call.i333:                                        ; preds = %__modlink_format_i64.exit331
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check7.ok:                                        ; preds = %check6.ok
  %shape.at = getelementptr inbounds i8, ptr %X.dltensor, i64 24
  %X.shape = load ptr, ptr %shape.at, align 8
  %X.shape0 = load i64, ptr %X.shape, align 8
  %strides.at = getelementptr inbounds i8, ptr %X.dltensor, i64 32
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
  %byte_offset.at = getelementptr inbounds i8, ptr %X.dltensor, i64 40
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
  %mag.i335 = tail call i64 @llvm.abs.i64(i64 %X.stride0, i1 false)
  %end.i336 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i336, align 1
  br label %digit.i337

digit.i337:                                       ; preds = %digit.i337, %check8.fail
  %remaining.i338 = phi i64 [ %mag.i335, %check8.fail ], [ %rest.i344, %digit.i337 ]
  %cursor.i339 = phi ptr [ %end.i336, %check8.fail ], [ %digit.at.i340, %digit.i337 ]
  %digit.at.i340 = getelementptr inbounds i8, ptr %cursor.i339, i64 -1
  %digit1.i341 = urem i64 %remaining.i338, 10
  %digit.byte.i342 = trunc nuw nsw i64 %digit1.i341 to i8
  %ascii.i343 = or disjoint i8 %digit.byte.i342, 48
  store i8 %ascii.i343, ptr %digit.at.i340, align 1
  %rest.i344 = udiv i64 %remaining.i338, 10
  %more.not.i345 = icmp ult i64 %remaining.i338, 10
  br i1 %more.not.i345, label %digits.done.i346, label %digit.i337

digits.done.i346:                                 ; preds = %digit.i337
  %neg.i347 = icmp slt i64 %X.stride0, 0
  br i1 %neg.i347, label %sign.i349, label %__modlink_format_i64.exit351

sign.i349:                                        ; preds = %digits.done.i346
  %sign.at.i350 = getelementptr inbounds i8, ptr %cursor.i339, i64 -2
  store i8 45, ptr %sign.at.i350, align 1
  br label %__modlink_format_i64.exit351

__modlink_format_i64.exit351:                     ; preds = %digits.done.i346, %sign.i349
  %start.i348 = phi ptr [ %digit.at.i340, %digits.done.i346 ], [ %sign.at.i350, %sign.i349 ]
  %part41 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i348, ptr %part41, align 8
  %part42 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.12, ptr %part42, align 8
  %end.i352 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i352, align 1
  %digit.at.i356 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i356, align 1
  %part44 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digit.at.i356, ptr %part44, align 8
  %missing.i365 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i365, label %common.ret, label %call.i366

call.i366:                                        ; preds = %__modlink_format_i64.exit351
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check9.fail:                                      ; preds = %X.strides.done
  store ptr @.str.13, ptr %message.parts, align 8
  %5 = tail call i32 @llvm.abs.i32(i32 %Y.type_index, i1 false)
  %mag.i368 = zext i32 %5 to i64
  %end.i369 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i369, align 1
  br label %digit.i370

digit.i370:                                       ; preds = %digit.i370, %check9.fail
  %remaining.i371 = phi i64 [ %mag.i368, %check9.fail ], [ %rest.i377, %digit.i370 ]
  %cursor.i372 = phi ptr [ %end.i369, %check9.fail ], [ %digit.at.i373, %digit.i370 ]
  %digit.at.i373 = getelementptr inbounds i8, ptr %cursor.i372, i64 -1
  %digit1.i374 = urem i64 %remaining.i371, 10
  %digit.byte.i375 = trunc nuw nsw i64 %digit1.i374 to i8
  %ascii.i376 = or disjoint i8 %digit.byte.i375, 48
  store i8 %ascii.i376, ptr %digit.at.i373, align 1
  %rest.i377 = udiv i64 %remaining.i371, 10
  %more.not.i378 = icmp ult i64 %remaining.i371, 10
  br i1 %more.not.i378, label %digits.done.i379, label %digit.i370

digits.done.i379:                                 ; preds = %digit.i370
  %neg.i380 = icmp slt i32 %Y.type_index, 0
  br i1 %neg.i380, label %sign.i382, label %__modlink_format_i64.exit384

sign.i382:                                        ; preds = %digits.done.i379
  %sign.at.i383 = getelementptr inbounds i8, ptr %cursor.i372, i64 -2
  store i8 45, ptr %sign.at.i383, align 1
  br label %__modlink_format_i64.exit384

__modlink_format_i64.exit384:                     ; preds = %digits.done.i379, %sign.i382
  %start.i381 = phi ptr [ %digit.at.i373, %digits.done.i379 ], [ %sign.at.i383, %sign.i382 ]
  %part54 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i381, ptr %part54, align 8
  %missing.i385 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i385, label %common.ret, label %call.i386

call.i386:                                        ; preds = %__modlink_format_i64.exit384
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check9.ok:                                        ; preds = %X.strides.done, %X.strides.done, %X.strides.done
  %is45 = icmp eq i32 %Y.type_index, 70
  %Y.value = getelementptr inbounds i8, ptr %args, i64 40
  %Y.ptr = load ptr, ptr %Y.value, align 8
  %Y.dltensor.idx = select i1 %is45, i64 24, i64 0
  %Y.dltensor = getelementptr inbounds i8, ptr %Y.ptr, i64 %Y.dltensor.idx
  %null55.not = icmp eq ptr %Y.ptr, null
  br i1 %null55.not, label %check10.fail, label %check10.ok

check10.fail:                                     ; preds = %check9.ok
  store ptr @.str.14, ptr %message.parts, align 8
  %missing.i388 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i388, label %common.ret, label %call.i389

call.i389:                                        ; preds = %check10.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check10.ok:                                       ; preds = %check9.ok
  %ndim.at58 = getelementptr inbounds i8, ptr %Y.dltensor, i64 16
  %Y.ndim = load i32, ptr %ndim.at58, align 4
  %ndim.ok59 = icmp eq i32 %Y.ndim, 1
  br i1 %ndim.ok59, label %check11.ok, label %check11.fail

check11.fail:                                     ; preds = %check10.ok
  store ptr @.str.15, ptr %message.parts, align 8
  %6 = tail call i32 @llvm.abs.i32(i32 %Y.ndim, i1 false)
  %mag.i391 = zext i32 %6 to i64
  %end.i392 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i392, align 1
  br label %digit.i393

digit.i393:                                       ; preds = %digit.i393, %check11.fail
  %remaining.i394 = phi i64 [ %mag.i391, %check11.fail ], [ %rest.i400, %digit.i393 ]
  %cursor.i395 = phi ptr [ %end.i392, %check11.fail ], [ %digit.at.i396, %digit.i393 ]
  %digit.at.i396 = getelementptr inbounds i8, ptr %cursor.i395, i64 -1
  %digit1.i397 = urem i64 %remaining.i394, 10
  %digit.byte.i398 = trunc nuw nsw i64 %digit1.i397 to i8
  %ascii.i399 = or disjoint i8 %digit.byte.i398, 48
  store i8 %ascii.i399, ptr %digit.at.i396, align 1
  %rest.i400 = udiv i64 %remaining.i394, 10
  %more.not.i401 = icmp ult i64 %remaining.i394, 10
  br i1 %more.not.i401, label %digits.done.i402, label %digit.i393

digits.done.i402:                                 ; preds = %digit.i393
  %neg.i403 = icmp slt i32 %Y.ndim, 0
  br i1 %neg.i403, label %sign.i405, label %__modlink_format_i64.exit407

sign.i405:                                        ; preds = %digits.done.i402
  %sign.at.i406 = getelementptr inbounds i8, ptr %cursor.i395, i64 -2
  store i8 45, ptr %sign.at.i406, align 1
  br label %__modlink_format_i64.exit407

__modlink_format_i64.exit407:                     ; preds = %digits.done.i402, %sign.i405
  %start.i404 = phi ptr [ %digit.at.i396, %digits.done.i402 ], [ %sign.at.i406, %sign.i405 ]
  %part63 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i404, ptr %part63, align 8
  %missing.i408 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i408, label %common.ret, label %call.i409

call.i409:                                        ; preds = %__modlink_format_i64.exit407
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check11.ok:                                       ; preds = %check10.ok
  %dtype.at64 = getelementptr inbounds i8, ptr %Y.dltensor, i64 20
  %bits.at66 = getelementptr inbounds i8, ptr %Y.dltensor, i64 21
  %lanes.at67 = getelementptr inbounds i8, ptr %Y.dltensor, i64 22
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
  %end.i412 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i412, align 1
  br label %digit.i413

digit.i413:                                       ; preds = %digit.i413, %check12.fail
  %remaining.i414 = phi i64 [ %code76, %check12.fail ], [ %rest.i420, %digit.i413 ]
  %cursor.i415 = phi ptr [ %end.i412, %check12.fail ], [ %digit.at.i416, %digit.i413 ]
  %digit.at.i416 = getelementptr inbounds i8, ptr %cursor.i415, i64 -1
  %digit1.i417 = urem i64 %remaining.i414, 10
  %digit.byte.i418 = trunc nuw nsw i64 %digit1.i417 to i8
  %ascii.i419 = or disjoint i8 %digit.byte.i418, 48
  store i8 %ascii.i419, ptr %digit.at.i416, align 1
  %rest.i420 = udiv i64 %remaining.i414, 10
  %more.not.i421 = icmp ult i64 %remaining.i414, 10
  br i1 %more.not.i421, label %__modlink_format_i64.exit427, label %digit.i413

__modlink_format_i64.exit427:                     ; preds = %digit.i413
  %bits77 = zext i8 %bits69 to i64
  %part81 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digit.at.i416, ptr %part81, align 8
  %part82 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.8, ptr %part82, align 8
  %end.i429 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i429, align 1
  br label %digit.i430

digit.i430:                                       ; preds = %digit.i430, %__modlink_format_i64.exit427
  %remaining.i431 = phi i64 [ %bits77, %__modlink_format_i64.exit427 ], [ %rest.i437, %digit.i430 ]
  %cursor.i432 = phi ptr [ %end.i429, %__modlink_format_i64.exit427 ], [ %digit.at.i433, %digit.i430 ]
  %digit.at.i433 = getelementptr inbounds i8, ptr %cursor.i432, i64 -1
  %digit1.i434 = urem i64 %remaining.i431, 10
  %digit.byte.i435 = trunc nuw nsw i64 %digit1.i434 to i8
  %ascii.i436 = or disjoint i8 %digit.byte.i435, 48
  store i8 %ascii.i436, ptr %digit.at.i433, align 1
  %rest.i437 = udiv i64 %remaining.i431, 10
  %more.not.i438 = icmp ult i64 %remaining.i431, 10
  br i1 %more.not.i438, label %__modlink_format_i64.exit444, label %digit.i430

__modlink_format_i64.exit444:                     ; preds = %digit.i430
  %part84 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digit.at.i433, ptr %part84, align 8
  %part85 = getelementptr inbounds i8, ptr %message.parts, i64 32
  store ptr @.str.9, ptr %part85, align 8
  %end.i446 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i446, align 1
  br label %digit.i447

digit.i447:                                       ; preds = %digit.i447, %__modlink_format_i64.exit444
  %remaining.i448 = phi i64 [ %lanes78, %__modlink_format_i64.exit444 ], [ %rest.i454, %digit.i447 ]
  %cursor.i449 = phi ptr [ %end.i446, %__modlink_format_i64.exit444 ], [ %digit.at.i450, %digit.i447 ]
  %digit.at.i450 = getelementptr inbounds i8, ptr %cursor.i449, i64 -1
  %digit1.i451 = urem i64 %remaining.i448, 10
  %digit.byte.i452 = trunc nuw nsw i64 %digit1.i451 to i8
  %ascii.i453 = or disjoint i8 %digit.byte.i452, 48
  store i8 %ascii.i453, ptr %digit.at.i450, align 1
  %rest.i454 = udiv i64 %remaining.i448, 10
  %more.not.i455 = icmp ult i64 %remaining.i448, 10
  br i1 %more.not.i455, label %__modlink_format_i64.exit461, label %digit.i447

__modlink_format_i64.exit461:                     ; preds = %digit.i447
  %part87 = getelementptr inbounds i8, ptr %message.parts, i64 40
  store ptr %digit.at.i450, ptr %part87, align 8
  %missing.i462 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i462, label %common.ret, label %call.i463

call.i463:                                        ; preds = %__modlink_format_i64.exit461
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check12.ok:                                       ; preds = %check11.ok
  %device.at88 = getelementptr inbounds i8, ptr %Y.dltensor, i64 8
  %Y.device_type = load i32, ptr %device.at88, align 4
  %device.ok89 = icmp eq i32 %Y.device_type, 1
  br i1 %device.ok89, label %check13.ok, label %check13.fail

check13.fail:                                     ; preds = %check12.ok
  store ptr @.str.17, ptr %message.parts, align 8
  %7 = tail call i32 @llvm.abs.i32(i32 %Y.device_type, i1 false)
  %mag.i465 = zext i32 %7 to i64
  %end.i466 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i466, align 1
  br label %digit.i467

digit.i467:                                       ; preds = %digit.i467, %check13.fail
  %remaining.i468 = phi i64 [ %mag.i465, %check13.fail ], [ %rest.i474, %digit.i467 ]
  %cursor.i469 = phi ptr [ %end.i466, %check13.fail ], [ %digit.at.i470, %digit.i467 ]
  %digit.at.i470 = getelementptr inbounds i8, ptr %cursor.i469, i64 -1
  %digit1.i471 = urem i64 %remaining.i468, 10
  %digit.byte.i472 = trunc nuw nsw i64 %digit1.i471 to i8
  %ascii.i473 = or disjoint i8 %digit.byte.i472, 48
  store i8 %ascii.i473, ptr %digit.at.i470, align 1
  %rest.i474 = udiv i64 %remaining.i468, 10
  %more.not.i475 = icmp ult i64 %remaining.i468, 10
  br i1 %more.not.i475, label %digits.done.i476, label %digit.i467

digits.done.i476:                                 ; preds = %digit.i467
  %neg.i477 = icmp slt i32 %Y.device_type, 0
  br i1 %neg.i477, label %sign.i479, label %__modlink_format_i64.exit481

sign.i479:                                        ; preds = %digits.done.i476
  %sign.at.i480 = getelementptr inbounds i8, ptr %cursor.i469, i64 -2
  store i8 45, ptr %sign.at.i480, align 1
  br label %__modlink_format_i64.exit481

__modlink_format_i64.exit481:                     ; preds = %digits.done.i476, %sign.i479
  %start.i478 = phi ptr [ %digit.at.i470, %digits.done.i476 ], [ %sign.at.i480, %sign.i479 ]
  %part93 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i478, ptr %part93, align 8
  %missing.i482 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i482, label %common.ret, label %call.i483

call.i483:                                        ; preds = %__modlink_format_i64.exit481
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check13.ok:                                       ; preds = %check12.ok
  %shape.at94 = getelementptr inbounds i8, ptr %Y.dltensor, i64 24
  %Y.shape = load ptr, ptr %shape.at94, align 8
  %Y.shape0 = load i64, ptr %Y.shape, align 8
  %extent.ok = icmp eq i64 %Y.shape0, %X.shape0
  br i1 %extent.ok, label %check14.ok, label %check14.fail

check14.fail:                                     ; preds = %check13.ok
  store ptr @.str.18, ptr %message.parts, align 8
  %mag.i485 = tail call i64 @llvm.abs.i64(i64 %Y.shape0, i1 false)
  %end.i486 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i486, align 1
  br label %digit.i487

digit.i487:                                       ; preds = %digit.i487, %check14.fail
  %remaining.i488 = phi i64 [ %mag.i485, %check14.fail ], [ %rest.i494, %digit.i487 ]
  %cursor.i489 = phi ptr [ %end.i486, %check14.fail ], [ %digit.at.i490, %digit.i487 ]
  %digit.at.i490 = getelementptr inbounds i8, ptr %cursor.i489, i64 -1
  %digit1.i491 = urem i64 %remaining.i488, 10
  %digit.byte.i492 = trunc nuw nsw i64 %digit1.i491 to i8
  %ascii.i493 = or disjoint i8 %digit.byte.i492, 48
  store i8 %ascii.i493, ptr %digit.at.i490, align 1
  %rest.i494 = udiv i64 %remaining.i488, 10
  %more.not.i495 = icmp ult i64 %remaining.i488, 10
  br i1 %more.not.i495, label %digits.done.i496, label %digit.i487

digits.done.i496:                                 ; preds = %digit.i487
  %neg.i497 = icmp slt i64 %Y.shape0, 0
  br i1 %neg.i497, label %sign.i499, label %__modlink_format_i64.exit501

sign.i499:                                        ; preds = %digits.done.i496
  %sign.at.i500 = getelementptr inbounds i8, ptr %cursor.i489, i64 -2
  store i8 45, ptr %sign.at.i500, align 1
  br label %__modlink_format_i64.exit501

__modlink_format_i64.exit501:                     ; preds = %digits.done.i496, %sign.i499
  %start.i498 = phi ptr [ %digit.at.i490, %digits.done.i496 ], [ %sign.at.i500, %sign.i499 ]
  %part98 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i498, ptr %part98, align 8
  %part99 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.19, ptr %part99, align 8
  %mag.i502 = call i64 @llvm.abs.i64(i64 %X.shape0, i1 false)
  %end.i503 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i503, align 1
  br label %digit.i504

digit.i504:                                       ; preds = %digit.i504, %__modlink_format_i64.exit501
  %remaining.i505 = phi i64 [ %mag.i502, %__modlink_format_i64.exit501 ], [ %rest.i511, %digit.i504 ]
  %cursor.i506 = phi ptr [ %end.i503, %__modlink_format_i64.exit501 ], [ %digit.at.i507, %digit.i504 ]
  %digit.at.i507 = getelementptr inbounds i8, ptr %cursor.i506, i64 -1
  %digit1.i508 = urem i64 %remaining.i505, 10
  %digit.byte.i509 = trunc nuw nsw i64 %digit1.i508 to i8
  %ascii.i510 = or disjoint i8 %digit.byte.i509, 48
  store i8 %ascii.i510, ptr %digit.at.i507, align 1
  %rest.i511 = udiv i64 %remaining.i505, 10
  %more.not.i512 = icmp ult i64 %remaining.i505, 10
  br i1 %more.not.i512, label %digits.done.i513, label %digit.i504

digits.done.i513:                                 ; preds = %digit.i504
  %neg.i514 = icmp slt i64 %X.shape0, 0
  br i1 %neg.i514, label %sign.i516, label %__modlink_format_i64.exit518

sign.i516:                                        ; preds = %digits.done.i513
  %sign.at.i517 = getelementptr inbounds i8, ptr %cursor.i506, i64 -2
  store i8 45, ptr %sign.at.i517, align 1
  br label %__modlink_format_i64.exit518

__modlink_format_i64.exit518:                     ; preds = %digits.done.i513, %sign.i516
  %start.i515 = phi ptr [ %digit.at.i507, %digits.done.i513 ], [ %sign.at.i517, %sign.i516 ]
  %part101 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %start.i515, ptr %part101, align 8
  %missing.i519 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i519, label %common.ret, label %call.i520

call.i520:                                        ; preds = %__modlink_format_i64.exit518
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check14.ok:                                       ; preds = %check13.ok
  %strides.at102 = getelementptr inbounds i8, ptr %Y.dltensor, i64 32
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
  %byte_offset.at117 = getelementptr inbounds i8, ptr %Y.dltensor, i64 40
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
  %mag.i522 = tail call i64 @llvm.abs.i64(i64 %Y.stride0, i1 false)
  %end.i523 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i523, align 1
  br label %digit.i524

digit.i524:                                       ; preds = %digit.i524, %check15.fail
  %remaining.i525 = phi i64 [ %mag.i522, %check15.fail ], [ %rest.i531, %digit.i524 ]
  %cursor.i526 = phi ptr [ %end.i523, %check15.fail ], [ %digit.at.i527, %digit.i524 ]
  %digit.at.i527 = getelementptr inbounds i8, ptr %cursor.i526, i64 -1
  %digit1.i528 = urem i64 %remaining.i525, 10
  %digit.byte.i529 = trunc nuw nsw i64 %digit1.i528 to i8
  %ascii.i530 = or disjoint i8 %digit.byte.i529, 48
  store i8 %ascii.i530, ptr %digit.at.i527, align 1
  %rest.i531 = udiv i64 %remaining.i525, 10
  %more.not.i532 = icmp ult i64 %remaining.i525, 10
  br i1 %more.not.i532, label %digits.done.i533, label %digit.i524

digits.done.i533:                                 ; preds = %digit.i524
  %neg.i534 = icmp slt i64 %Y.stride0, 0
  br i1 %neg.i534, label %sign.i536, label %__modlink_format_i64.exit538

sign.i536:                                        ; preds = %digits.done.i533
  %sign.at.i537 = getelementptr inbounds i8, ptr %cursor.i526, i64 -2
  store i8 45, ptr %sign.at.i537, align 1
  br label %__modlink_format_i64.exit538

__modlink_format_i64.exit538:                     ; preds = %digits.done.i533, %sign.i536
  %start.i535 = phi ptr [ %digit.at.i527, %digits.done.i533 ], [ %sign.at.i537, %sign.i536 ]
  %part110 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i535, ptr %part110, align 8
  %part111 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.12, ptr %part111, align 8
  %end.i539 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i539, align 1
  %digit.at.i543 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i543, align 1
  %part113 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digit.at.i543, ptr %part113, align 8
  %missing.i552 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i552, label %common.ret, label %call.i553

call.i553:                                        ; preds = %__modlink_format_i64.exit538
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check16.fail:                                     ; preds = %Y.strides.done
  store ptr @.str.21, ptr %message.parts, align 8
  %8 = tail call i32 @llvm.abs.i32(i32 %Out.type_index, i1 false)
  %mag.i555 = zext i32 %8 to i64
  %end.i556 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i556, align 1
  br label %digit.i557

digit.i557:                                       ; preds = %digit.i557, %check16.fail
  %remaining.i558 = phi i64 [ %mag.i555, %check16.fail ], [ %rest.i564, %digit.i557 ]
  %cursor.i559 = phi ptr [ %end.i556, %check16.fail ], [ %digit.at.i560, %digit.i557 ]
  %digit.at.i560 = getelementptr inbounds i8, ptr %cursor.i559, i64 -1
  %digit1.i561 = urem i64 %remaining.i558, 10
  %digit.byte.i562 = trunc nuw nsw i64 %digit1.i561 to i8
  %ascii.i563 = or disjoint i8 %digit.byte.i562, 48
  store i8 %ascii.i563, ptr %digit.at.i560, align 1
  %rest.i564 = udiv i64 %remaining.i558, 10
  %more.not.i565 = icmp ult i64 %remaining.i558, 10
  br i1 %more.not.i565, label %digits.done.i566, label %digit.i557

digits.done.i566:                                 ; preds = %digit.i557
  %neg.i567 = icmp slt i32 %Out.type_index, 0
  br i1 %neg.i567, label %sign.i569, label %__modlink_format_i64.exit571

sign.i569:                                        ; preds = %digits.done.i566
  %sign.at.i570 = getelementptr inbounds i8, ptr %cursor.i559, i64 -2
  store i8 45, ptr %sign.at.i570, align 1
  br label %__modlink_format_i64.exit571

__modlink_format_i64.exit571:                     ; preds = %digits.done.i566, %sign.i569
  %start.i568 = phi ptr [ %digit.at.i560, %digits.done.i566 ], [ %sign.at.i570, %sign.i569 ]
  %part128 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i568, ptr %part128, align 8
  %missing.i572 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i572, label %common.ret, label %call.i573

call.i573:                                        ; preds = %__modlink_format_i64.exit571
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check16.ok:                                       ; preds = %Y.strides.done, %Y.strides.done, %Y.strides.done
  %is119 = icmp eq i32 %Out.type_index, 70
  %Out.value = getelementptr inbounds i8, ptr %args, i64 56
  %Out.ptr = load ptr, ptr %Out.value, align 8
  %Out.dltensor.idx = select i1 %is119, i64 24, i64 0
  %Out.dltensor = getelementptr inbounds i8, ptr %Out.ptr, i64 %Out.dltensor.idx
  %null129.not = icmp eq ptr %Out.ptr, null
  br i1 %null129.not, label %check17.fail, label %check17.ok

check17.fail:                                     ; preds = %check16.ok
  store ptr @.str.22, ptr %message.parts, align 8
  %missing.i575 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i575, label %common.ret, label %call.i576

call.i576:                                        ; preds = %check17.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check17.ok:                                       ; preds = %check16.ok
  %ndim.at132 = getelementptr inbounds i8, ptr %Out.dltensor, i64 16
  %Out.ndim = load i32, ptr %ndim.at132, align 4
  %ndim.ok133 = icmp eq i32 %Out.ndim, 1
  br i1 %ndim.ok133, label %check18.ok, label %check18.fail

check18.fail:                                     ; preds = %check17.ok
  store ptr @.str.23, ptr %message.parts, align 8
  %9 = tail call i32 @llvm.abs.i32(i32 %Out.ndim, i1 false)
  %mag.i578 = zext i32 %9 to i64
  %end.i579 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i579, align 1
  br label %digit.i580

digit.i580:                                       ; preds = %digit.i580, %check18.fail
  %remaining.i581 = phi i64 [ %mag.i578, %check18.fail ], [ %rest.i587, %digit.i580 ]
  %cursor.i582 = phi ptr [ %end.i579, %check18.fail ], [ %digit.at.i583, %digit.i580 ]
  %digit.at.i583 = getelementptr inbounds i8, ptr %cursor.i582, i64 -1
  %digit1.i584 = urem i64 %remaining.i581, 10
  %digit.byte.i585 = trunc nuw nsw i64 %digit1.i584 to i8
  %ascii.i586 = or disjoint i8 %digit.byte.i585, 48
  store i8 %ascii.i586, ptr %digit.at.i583, align 1
  %rest.i587 = udiv i64 %remaining.i581, 10
  %more.not.i588 = icmp ult i64 %remaining.i581, 10
  br i1 %more.not.i588, label %digits.done.i589, label %digit.i580

digits.done.i589:                                 ; preds = %digit.i580
  %neg.i590 = icmp slt i32 %Out.ndim, 0
  br i1 %neg.i590, label %sign.i592, label %__modlink_format_i64.exit594

sign.i592:                                        ; preds = %digits.done.i589
  %sign.at.i593 = getelementptr inbounds i8, ptr %cursor.i582, i64 -2
  store i8 45, ptr %sign.at.i593, align 1
  br label %__modlink_format_i64.exit594

__modlink_format_i64.exit594:                     ; preds = %digits.done.i589, %sign.i592
  %start.i591 = phi ptr [ %digit.at.i583, %digits.done.i589 ], [ %sign.at.i593, %sign.i592 ]
  %part137 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i591, ptr %part137, align 8
  %missing.i595 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i595, label %common.ret, label %call.i596

call.i596:                                        ; preds = %__modlink_format_i64.exit594
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check18.ok:                                       ; preds = %check17.ok
  %dtype.at138 = getelementptr inbounds i8, ptr %Out.dltensor, i64 20
  %bits.at140 = getelementptr inbounds i8, ptr %Out.dltensor, i64 21
  %lanes.at141 = getelementptr inbounds i8, ptr %Out.dltensor, i64 22
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
  %end.i599 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i599, align 1
  br label %digit.i600

digit.i600:                                       ; preds = %digit.i600, %check19.fail
  %remaining.i601 = phi i64 [ %code150, %check19.fail ], [ %rest.i607, %digit.i600 ]
  %cursor.i602 = phi ptr [ %end.i599, %check19.fail ], [ %digit.at.i603, %digit.i600 ]
  %digit.at.i603 = getelementptr inbounds i8, ptr %cursor.i602, i64 -1
  %digit1.i604 = urem i64 %remaining.i601, 10
  %digit.byte.i605 = trunc nuw nsw i64 %digit1.i604 to i8
  %ascii.i606 = or disjoint i8 %digit.byte.i605, 48
  store i8 %ascii.i606, ptr %digit.at.i603, align 1
  %rest.i607 = udiv i64 %remaining.i601, 10
  %more.not.i608 = icmp ult i64 %remaining.i601, 10
  br i1 %more.not.i608, label %__modlink_format_i64.exit614, label %digit.i600

__modlink_format_i64.exit614:                     ; preds = %digit.i600
  %bits151 = zext i8 %bits143 to i64
  %part155 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digit.at.i603, ptr %part155, align 8
  %part156 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.8, ptr %part156, align 8
  %end.i616 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i616, align 1
  br label %digit.i617

digit.i617:                                       ; preds = %digit.i617, %__modlink_format_i64.exit614
  %remaining.i618 = phi i64 [ %bits151, %__modlink_format_i64.exit614 ], [ %rest.i624, %digit.i617 ]
  %cursor.i619 = phi ptr [ %end.i616, %__modlink_format_i64.exit614 ], [ %digit.at.i620, %digit.i617 ]
  %digit.at.i620 = getelementptr inbounds i8, ptr %cursor.i619, i64 -1
  %digit1.i621 = urem i64 %remaining.i618, 10
  %digit.byte.i622 = trunc nuw nsw i64 %digit1.i621 to i8
  %ascii.i623 = or disjoint i8 %digit.byte.i622, 48
  store i8 %ascii.i623, ptr %digit.at.i620, align 1
  %rest.i624 = udiv i64 %remaining.i618, 10
  %more.not.i625 = icmp ult i64 %remaining.i618, 10
  br i1 %more.not.i625, label %__modlink_format_i64.exit631, label %digit.i617

__modlink_format_i64.exit631:                     ; preds = %digit.i617
  %part158 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digit.at.i620, ptr %part158, align 8
  %part159 = getelementptr inbounds i8, ptr %message.parts, i64 32
  store ptr @.str.9, ptr %part159, align 8
  %end.i633 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i633, align 1
  br label %digit.i634

digit.i634:                                       ; preds = %digit.i634, %__modlink_format_i64.exit631
  %remaining.i635 = phi i64 [ %lanes152, %__modlink_format_i64.exit631 ], [ %rest.i641, %digit.i634 ]
  %cursor.i636 = phi ptr [ %end.i633, %__modlink_format_i64.exit631 ], [ %digit.at.i637, %digit.i634 ]
  %digit.at.i637 = getelementptr inbounds i8, ptr %cursor.i636, i64 -1
  %digit1.i638 = urem i64 %remaining.i635, 10
  %digit.byte.i639 = trunc nuw nsw i64 %digit1.i638 to i8
  %ascii.i640 = or disjoint i8 %digit.byte.i639, 48
  store i8 %ascii.i640, ptr %digit.at.i637, align 1
  %rest.i641 = udiv i64 %remaining.i635, 10
  %more.not.i642 = icmp ult i64 %remaining.i635, 10
  br i1 %more.not.i642, label %__modlink_format_i64.exit648, label %digit.i634

__modlink_format_i64.exit648:                     ; preds = %digit.i634
  %part161 = getelementptr inbounds i8, ptr %message.parts, i64 40
  store ptr %digit.at.i637, ptr %part161, align 8
  %missing.i649 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i649, label %common.ret, label %call.i650

call.i650:                                        ; preds = %__modlink_format_i64.exit648
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check19.ok:                                       ; preds = %check18.ok
  %device.at162 = getelementptr inbounds i8, ptr %Out.dltensor, i64 8
  %Out.device_type = load i32, ptr %device.at162, align 4
  %device.ok163 = icmp eq i32 %Out.device_type, 1
  br i1 %device.ok163, label %check20.ok, label %check20.fail

check20.fail:                                     ; preds = %check19.ok
  store ptr @.str.25, ptr %message.parts, align 8
  %10 = tail call i32 @llvm.abs.i32(i32 %Out.device_type, i1 false)
  %mag.i652 = zext i32 %10 to i64
  %end.i653 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i653, align 1
  br label %digit.i654

digit.i654:                                       ; preds = %digit.i654, %check20.fail
  %remaining.i655 = phi i64 [ %mag.i652, %check20.fail ], [ %rest.i661, %digit.i654 ]
  %cursor.i656 = phi ptr [ %end.i653, %check20.fail ], [ %digit.at.i657, %digit.i654 ]
  %digit.at.i657 = getelementptr inbounds i8, ptr %cursor.i656, i64 -1
  %digit1.i658 = urem i64 %remaining.i655, 10
  %digit.byte.i659 = trunc nuw nsw i64 %digit1.i658 to i8
  %ascii.i660 = or disjoint i8 %digit.byte.i659, 48
  store i8 %ascii.i660, ptr %digit.at.i657, align 1
  %rest.i661 = udiv i64 %remaining.i655, 10
  %more.not.i662 = icmp ult i64 %remaining.i655, 10
  br i1 %more.not.i662, label %digits.done.i663, label %digit.i654

digits.done.i663:                                 ; preds = %digit.i654
  %neg.i664 = icmp slt i32 %Out.device_type, 0
  br i1 %neg.i664, label %sign.i666, label %__modlink_format_i64.exit668

sign.i666:                                        ; preds = %digits.done.i663
  %sign.at.i667 = getelementptr inbounds i8, ptr %cursor.i656, i64 -2
  store i8 45, ptr %sign.at.i667, align 1
  br label %__modlink_format_i64.exit668

__modlink_format_i64.exit668:                     ; preds = %digits.done.i663, %sign.i666
  %start.i665 = phi ptr [ %digit.at.i657, %digits.done.i663 ], [ %sign.at.i667, %sign.i666 ]
  %part167 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i665, ptr %part167, align 8
  %missing.i669 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i669, label %common.ret, label %call.i670

call.i670:                                        ; preds = %__modlink_format_i64.exit668
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check20.ok:                                       ; preds = %check19.ok
  %shape.at168 = getelementptr inbounds i8, ptr %Out.dltensor, i64 24
  %Out.shape = load ptr, ptr %shape.at168, align 8
  %Out.shape0 = load i64, ptr %Out.shape, align 8
  %extent.ok170 = icmp eq i64 %Out.shape0, %X.shape0
  br i1 %extent.ok170, label %check21.ok, label %check21.fail

check21.fail:                                     ; preds = %check20.ok
  store ptr @.str.26, ptr %message.parts, align 8
  %mag.i672 = tail call i64 @llvm.abs.i64(i64 %Out.shape0, i1 false)
  %end.i673 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i673, align 1
  br label %digit.i674

digit.i674:                                       ; preds = %digit.i674, %check21.fail
  %remaining.i675 = phi i64 [ %mag.i672, %check21.fail ], [ %rest.i681, %digit.i674 ]
  %cursor.i676 = phi ptr [ %end.i673, %check21.fail ], [ %digit.at.i677, %digit.i674 ]
  %digit.at.i677 = getelementptr inbounds i8, ptr %cursor.i676, i64 -1
  %digit1.i678 = urem i64 %remaining.i675, 10
  %digit.byte.i679 = trunc nuw nsw i64 %digit1.i678 to i8
  %ascii.i680 = or disjoint i8 %digit.byte.i679, 48
  store i8 %ascii.i680, ptr %digit.at.i677, align 1
  %rest.i681 = udiv i64 %remaining.i675, 10
  %more.not.i682 = icmp ult i64 %remaining.i675, 10
  br i1 %more.not.i682, label %digits.done.i683, label %digit.i674

digits.done.i683:                                 ; preds = %digit.i674
  %neg.i684 = icmp slt i64 %Out.shape0, 0
  br i1 %neg.i684, label %sign.i686, label %__modlink_format_i64.exit688

sign.i686:                                        ; preds = %digits.done.i683
  %sign.at.i687 = getelementptr inbounds i8, ptr %cursor.i676, i64 -2
  store i8 45, ptr %sign.at.i687, align 1
  br label %__modlink_format_i64.exit688

__modlink_format_i64.exit688:                     ; preds = %digits.done.i683, %sign.i686
  %start.i685 = phi ptr [ %digit.at.i677, %digits.done.i683 ], [ %sign.at.i687, %sign.i686 ]
  %part173 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i685, ptr %part173, align 8
  %part174 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.19, ptr %part174, align 8
  %mag.i689 = call i64 @llvm.abs.i64(i64 %X.shape0, i1 false)
  %end.i690 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i690, align 1
  br label %digit.i691

digit.i691:                                       ; preds = %digit.i691, %__modlink_format_i64.exit688
  %remaining.i692 = phi i64 [ %mag.i689, %__modlink_format_i64.exit688 ], [ %rest.i698, %digit.i691 ]
  %cursor.i693 = phi ptr [ %end.i690, %__modlink_format_i64.exit688 ], [ %digit.at.i694, %digit.i691 ]
  %digit.at.i694 = getelementptr inbounds i8, ptr %cursor.i693, i64 -1
  %digit1.i695 = urem i64 %remaining.i692, 10
  %digit.byte.i696 = trunc nuw nsw i64 %digit1.i695 to i8
  %ascii.i697 = or disjoint i8 %digit.byte.i696, 48
  store i8 %ascii.i697, ptr %digit.at.i694, align 1
  %rest.i698 = udiv i64 %remaining.i692, 10
  %more.not.i699 = icmp ult i64 %remaining.i692, 10
  br i1 %more.not.i699, label %digits.done.i700, label %digit.i691

digits.done.i700:                                 ; preds = %digit.i691
  %neg.i701 = icmp slt i64 %X.shape0, 0
  br i1 %neg.i701, label %sign.i703, label %__modlink_format_i64.exit705

sign.i703:                                        ; preds = %digits.done.i700
  %sign.at.i704 = getelementptr inbounds i8, ptr %cursor.i693, i64 -2
  store i8 45, ptr %sign.at.i704, align 1
  br label %__modlink_format_i64.exit705

__modlink_format_i64.exit705:                     ; preds = %digits.done.i700, %sign.i703
  %start.i702 = phi ptr [ %digit.at.i694, %digits.done.i700 ], [ %sign.at.i704, %sign.i703 ]
  %part176 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %start.i702, ptr %part176, align 8
  %missing.i706 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i706, label %common.ret, label %call.i707

call.i707:                                        ; preds = %__modlink_format_i64.exit705
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check21.ok:                                       ; preds = %check20.ok
  %strides.at177 = getelementptr inbounds i8, ptr %Out.dltensor, i64 32
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
  %byte_offset.at192 = getelementptr inbounds i8, ptr %Out.dltensor, i64 40
  %byte_offset193 = load i64, ptr %byte_offset.at192, align 8
  %Out.data = getelementptr i8, ptr %data191, i64 %byte_offset193
  %status = tail call i32 @saxpy_c(float %a, ptr %X.data, ptr %Y.data, ptr %Out.data, i64 %X.shape0)
  %ok = icmp ne i32 %status, 0
  %result194 = sext i1 %ok to i32
  br label %common.ret

check22.fail:                                     ; preds = %Out.strides.check
  store ptr @.str.27, ptr %message.parts, align 8
  %mag.i709 = tail call i64 @llvm.abs.i64(i64 %Out.stride0, i1 false)
  %end.i710 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i710, align 1
  br label %digit.i711

digit.i711:                                       ; preds = %digit.i711, %check22.fail
  %remaining.i712 = phi i64 [ %mag.i709, %check22.fail ], [ %rest.i718, %digit.i711 ]
  %cursor.i713 = phi ptr [ %end.i710, %check22.fail ], [ %digit.at.i714, %digit.i711 ]
  %digit.at.i714 = getelementptr inbounds i8, ptr %cursor.i713, i64 -1
  %digit1.i715 = urem i64 %remaining.i712, 10
  %digit.byte.i716 = trunc nuw nsw i64 %digit1.i715 to i8
  %ascii.i717 = or disjoint i8 %digit.byte.i716, 48
  store i8 %ascii.i717, ptr %digit.at.i714, align 1
  %rest.i718 = udiv i64 %remaining.i712, 10
  %more.not.i719 = icmp ult i64 %remaining.i712, 10
  br i1 %more.not.i719, label %digits.done.i720, label %digit.i711

digits.done.i720:                                 ; preds = %digit.i711
  %neg.i721 = icmp slt i64 %Out.stride0, 0
  br i1 %neg.i721, label %sign.i723, label %__modlink_format_i64.exit725

sign.i723:                                        ; preds = %digits.done.i720
  %sign.at.i724 = getelementptr inbounds i8, ptr %cursor.i713, i64 -2
  store i8 45, ptr %sign.at.i724, align 1
  br label %__modlink_format_i64.exit725

__modlink_format_i64.exit725:                     ; preds = %digits.done.i720, %sign.i723
  %start.i722 = phi ptr [ %digit.at.i714, %digits.done.i720 ], [ %sign.at.i724, %sign.i723 ]
  %part185 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i722, ptr %part185, align 8
  %part186 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.12, ptr %part186, align 8
  %end.i726 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i726, align 1
  %digit.at.i730 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i730, align 1
  %part188 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digit.at.i730, ptr %part188, align 8
  %missing.i739 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i739, label %common.ret, label %call.i740

call.i740:                                        ; preds = %__modlink_format_i64.exit725
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

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.isvectorized", i32 1}
!2 = !{!"llvm.loop.unroll.runtime.disable"}
!3 = distinct !{!3, !1}
!4 = distinct !{!4, !1, !2}
!5 = distinct !{!5, !1}
