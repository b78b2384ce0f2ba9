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

common.ret:                                       ; preds = %call.i732, %__modlink_format_i64.exit717, %call.i699, %__modlink_format_i64.exit697, %call.i662, %__modlink_format_i64.exit660, %call.i642, %__modlink_format_i64.exit640, %call.i588, %__modlink_format_i64.exit586, %call.i568, %check17.fail, %call.i565, %__modlink_format_i64.exit563, %call.i545, %__modlink_format_i64.exit530, %call.i512, %__modlink_format_i64.exit510, %call.i475, %__modlink_format_i64.exit473, %call.i455, %__modlink_format_i64.exit453, %call.i401, %__modlink_format_i64.exit399, %call.i381, %check10.fail, %call.i378, %__modlink_format_i64.exit376, %call.i358, %__modlink_format_i64.exit343, %call.i325, %__modlink_format_i64.exit323, %call.i305, %__modlink_format_i64.exit303, %call.i251, %__modlink_format_i64.exit249, %call.i231, %check4.fail, %call.i228, %__modlink_format_i64.exit226, %call.i208, %__modlink_format_i64.exit206, %call.i, %__modlink_format_i64.exit, %Out.strides.done
  %common.ret.op = phi i32 [ %result189, %Out.strides.done ], [ -1, %__modlink_format_i64.exit ], [ -1, %call.i ], [ -1, %__modlink_format_i64.exit206 ], [ -1, %call.i208 ], [ -1, %__modlink_format_i64.exit226 ], [ -1, %call.i228 ], [ -1, %check4.fail ], [ -1, %call.i231 ], [ -1, %__modlink_format_i64.exit249 ], [ -1, %call.i251 ], [ -1, %__modlink_format_i64.exit303 ], [ -1, %call.i305 ], [ -1, %__modlink_format_i64.exit323 ], [ -1, %call.i325 ], [ -1, %__modlink_format_i64.exit343 ], [ -1, %call.i358 ], [ -1, %__modlink_format_i64.exit376 ], [ -1, %call.i378 ], [ -1, %check10.fail ], [ -1, %call.i381 ], [ -1, %__modlink_format_i64.exit399 ], [ -1, %call.i401 ], [ -1, %__modlink_format_i64.exit453 ], [ -1, %call.i455 ], [ -1, %__modlink_format_i64.exit473 ], [ -1, %call.i475 ], [ -1, %__modlink_format_i64.exit510 ], [ -1, %call.i512 ], [ -1, %__modlink_format_i64.exit530 ], [ -1, %call.i545 ], [ -1, %__modlink_format_i64.exit563 ], [ -1, %call.i565 ], [ -1, %check17.fail ], [ -1, %call.i568 ], [ -1, %__modlink_format_i64.exit586 ], [ -1, %call.i588 ], [ -1, %__modlink_format_i64.exit640 ], [ -1, %call.i642 ], [ -1, %__modlink_format_i64.exit660 ], [ -1, %call.i662 ], [ -1, %__modlink_format_i64.exit697 ], [ -1, %call.i699 ], [ -1, %__modlink_format_i64.exit717 ], [ -1, %call.i732 ]
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
  %mag.i190 = zext i32 %1 to i64
  %end.i191 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i191, align 1
  br label %digit.i192

digit.i192:                                       ; preds = %digit.i192, %check2.fail
  %remaining.i193 = phi i64 [ %mag.i190, %check2.fail ], [ %rest.i199, %digit.i192 ]
  %cursor.i194 = phi ptr [ %end.i191, %check2.fail ], [ %digit.at.i195, %digit.i192 ]
  %digit.at.i195 = getelementptr inbounds i8, ptr %cursor.i194, i64 -1
  %digit1.i196 = urem i64 %remaining.i193, 10
  %digit.byte.i197 = trunc nuw nsw i64 %digit1.i196 to i8
  %ascii.i198 = or disjoint i8 %digit.byte.i197, 48
  store i8 %ascii.i198, ptr %digit.at.i195, align 1
  %rest.i199 = udiv i64 %remaining.i193, 10
  %more.not.i200 = icmp ult i64 %remaining.i193, 10
  br i1 %more.not.i200, label %digits.done.i201, label %digit.i192

digits.done.i201:                                 ; preds = %digit.i192
  %neg.i202 = icmp slt i32 %a.type_index, 0
  br i1 %neg.i202, label %sign.i204, label %__modlink_format_i64.exit206

sign.i204:                                        ; preds = %digits.done.i201
  %sign.at.i205 = getelementptr inbounds i8, ptr %cursor.i194, i64 -2
  store i8 45, ptr %sign.at.i205, align 1
  br label %__modlink_format_i64.exit206

__modlink_format_i64.exit206:                     ; preds = %digits.done.i201, %sign.i204
  %start.i203 = phi ptr [ %digit.at.i195, %digits.done.i201 ], [ %sign.at.i205, %sign.i204 ]
  %part6 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i203, ptr %part6, align 8
  %missing.i207 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i207, label %common.ret, label %call.i208

call.i208:                                        ; preds = %__modlink_format_i64.exit206
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
  %mag.i210 = zext i32 %2 to i64
  %end.i211 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i211, align 1
  br label %digit.i212

digit.i212:                                       ; preds = %digit.i212, %check3.fail
  %remaining.i213 = phi i64 [ %mag.i210, %check3.fail ], [ %rest.i219, %digit.i212 ]
  %cursor.i214 = phi ptr [ %end.i211, %check3.fail ], [ %digit.at.i215, %digit.i212 ]
  %digit.at.i215 = getelementptr inbounds i8, ptr %cursor.i214, i64 -1
  %digit1.i216 = urem i64 %remaining.i213, 10
  %digit.byte.i217 = trunc nuw nsw i64 %digit1.i216 to i8
  %ascii.i218 = or disjoint i8 %digit.byte.i217, 48
  store i8 %ascii.i218, ptr %digit.at.i215, align 1
  %rest.i219 = udiv i64 %remaining.i213, 10
  %more.not.i220 = icmp ult i64 %remaining.i213, 10
  br i1 %more.not.i220, label %digits.done.i221, label %digit.i212

digits.done.i221:                                 ; preds = %digit.i212
  %neg.i222 = icmp slt i32 %X.type_index, 0
  br i1 %neg.i222, label %sign.i224, label %__modlink_format_i64.exit226

sign.i224:                                        ; preds = %digits.done.i221
  %sign.at.i225 = getelementptr inbounds i8, ptr %cursor.i214, i64 -2
  store i8 45, ptr %sign.at.i225, align 1
  br label %__modlink_format_i64.exit226

__modlink_format_i64.exit226:                     ; preds = %digits.done.i221, %sign.i224
  %start.i223 = phi ptr [ %digit.at.i215, %digits.done.i221 ], [ %sign.at.i225, %sign.i224 ]
  %part14 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i223, ptr %part14, align 8
  %missing.i227 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i227, label %common.ret, label %call.i228

call.i228:                                        ; preds = %__modlink_format_i64.exit226
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check3.ok:                                        ; preds = %check2.ok, %check2.ok, %check2.ok
  %is9 = icmp eq i32 %X.type_index, 70
  %X.value = getelementptr inbounds i8, ptr %args, i64 24
  %X.ptr = load ptr, ptr %X.value, align 8
  %X.dltensor.idx = select i1 %is9, i64 24, i64 0
  %X.dltensor = getelementptr inbounds i8, ptr %X.ptr, i64 %X.dltensor.idx
  %null.not = icmp eq ptr %X.ptr, null
  br i1 %null.not, label %check4.fail, label %check4.ok

check4.fail:                                      ; preds = %check3.ok
  store ptr @.str.5, ptr %message.parts, align 8
  %missing.i230 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i230, label %common.ret, label %call.i231

call.i231:                                        ; preds = %check4.fail
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
  %mag.i233 = zext i32 %3 to i64
  %end.i234 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i234, align 1
  br label %digit.i235

digit.i235:                                       ; preds = %digit.i235, %check5.fail
  %remaining.i236 = phi i64 [ %mag.i233, %check5.fail ], [ %rest.i242, %digit.i235 ]
  %cursor.i237 = phi ptr [ %end.i234, %check5.fail ], [ %digit.at.i238, %digit.i235 ]
  %digit.at.i238 = getelementptr inbounds i8, ptr %cursor.i237, i64 -1
  %digit1.i239 = urem i64 %remaining.i236, 10
  %digit.byte.i240 = trunc nuw nsw i64 %digit1.i239 to i8
  %ascii.i241 = or disjoint i8 %digit.byte.i240, 48
  store i8 %ascii.i241, ptr %digit.at.i238, align 1
  %rest.i242 = udiv i64 %remaining.i236, 10
  %more.not.i243 = icmp ult i64 %remaining.i236, 10
  br i1 %more.not.i243, label %digits.done.i244, label %digit.i235

digits.done.i244:                                 ; preds = %digit.i235
  %neg.i245 = icmp slt i32 %X.ndim, 0
  br i1 %neg.i245, label %sign.i247, label %__modlink_format_i64.exit249

sign.i247:                                        ; preds = %digits.done.i244
  %sign.at.i248 = getelementptr inbounds i8, ptr %cursor.i237, i64 -2
  store i8 45, ptr %sign.at.i248, align 1
  br label %__modlink_format_i64.exit249

__modlink_format_i64.exit249:                     ; preds = %digits.done.i244, %sign.i247
  %start.i246 = phi ptr [ %digit.at.i238, %digits.done.i244 ], [ %sign.at.i248, %sign.i247 ]
  %part18 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i246, ptr %part18, align 8
  %missing.i250 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i250, label %common.ret, label %call.i251

call.i251:                                        ; preds = %__modlink_format_i64.exit249
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
  %dtype.ok19 = and i1 %dtype.ok, %lanes.ok
  br i1 %dtype.ok19, label %check6.ok, label %check6.fail

check6.fail:                                      ; preds = %check5.ok
  %lanes22 = zext i16 %lanes to i64
  %code20 = zext i8 %code to i64
  store ptr @.str.7, ptr %message.parts, align 8
  %end.i254 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i254, align 1
  br label %digit.i255

digit.i255:                                       ; preds = %digit.i255, %check6.fail
  %remaining.i256 = phi i64 [ %code20, %check6.fail ], [ %rest.i262, %digit.i255 ]
  %cursor.i257 = phi ptr [ %end.i254, %check6.fail ], [ %digit.at.i258, %digit.i255 ]
  %digit.at.i258 = getelementptr inbounds i8, ptr %cursor.i257, i64 -1
  %digit1.i259 = urem i64 %remaining.i256, 10
  %digit.byte.i260 = trunc nuw nsw i64 %digit1.i259 to i8
  %ascii.i261 = or disjoint i8 %digit.byte.i260, 48
  store i8 %ascii.i261, ptr %digit.at.i258, align 1
  %rest.i262 = udiv i64 %remaining.i256, 10
  %more.not.i263 = icmp ult i64 %remaining.i256, 10
  br i1 %more.not.i263, label %__modlink_format_i64.exit269, label %digit.i255

__modlink_format_i64.exit269:                     ; preds = %digit.i255
  %bits21 = zext i8 %bits to i64
  %part25 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digit.at.i258, ptr %part25, align 8
  %part26 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.8, ptr %part26, align 8
  %end.i271 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i271, align 1
  br label %digit.i272

digit.i272:                                       ; preds = %digit.i272, %__modlink_format_i64.exit269
  %remaining.i273 = phi i64 [ %bits21, %__modlink_format_i64.exit269 ], [ %rest.i279, %digit.i272 ]
  %cursor.i274 = phi ptr [ %end.i271, %__modlink_format_i64.exit269 ], [ %digit.at.i275, %digit.i272 ]
  %digit.at.i275 = getelementptr inbounds i8, ptr %cursor.i274, i64 -1
  %digit1.i276 = urem i64 %remaining.i273, 10
  %digit.byte.i277 = trunc nuw nsw i64 %digit1.i276 to i8
  %ascii.i278 = or disjoint i8 %digit.byte.i277, 48
  store i8 %ascii.i278, ptr %digit.at.i275, align 1
  %rest.i279 = udiv i64 %remaining.i273, 10
  %more.not.i280 = icmp ult i64 %remaining.i273, 10
  br i1 %more.not.i280, label %__modlink_format_i64.exit286, label %digit.i272

__modlink_format_i64.exit286:                     ; preds = %digit.i272
  %part28 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digit.at.i275, ptr %part28, align 8
  %part29 = getelementptr inbounds i8, ptr %message.parts, i64 32
  store ptr @.str.9, ptr %part29, align 8
  %end.i288 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i288, align 1
  br label %digit.i289

digit.i289:                                       ; preds = %digit.i289, %__modlink_format_i64.exit286
  %remaining.i290 = phi i64 [ %lanes22, %__modlink_format_i64.exit286 ], [ %rest.i296, %digit.i289 ]
  %cursor.i291 = phi ptr [ %end.i288, %__modlink_format_i64.exit286 ], [ %digit.at.i292, %digit.i289 ]
  %digit.at.i292 = getelementptr inbounds i8, ptr %cursor.i291, i64 -1
  %digit1.i293 = urem i64 %remaining.i290, 10
  %digit.byte.i294 = trunc nuw nsw i64 %digit1.i293 to i8
  %ascii.i295 = or disjoint i8 %digit.byte.i294, 48
  store i8 %ascii.i295, ptr %digit.at.i292, align 1
  %rest.i296 = udiv i64 %remaining.i290, 10
  %more.not.i297 = icmp ult i64 %remaining.i290, 10
  br i1 %more.not.i297, label %__modlink_format_i64.exit303, label %digit.i289

__modlink_format_i64.exit303:                     ; preds = %digit.i289
  %part31 = getelementptr inbounds i8, ptr %message.parts, i64 40
  store ptr %digit.at.i292, ptr %part31, align 8
  %missing.i304 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i304, label %common.ret, label %call.i305

call.i305:                                        ; preds = %__modlink_format_i64.exit303
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
  %mag.i307 = zext i32 %4 to i64
  %end.i308 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i308, align 1
  br label %digit.i309

digit.i309:                                       ; preds = %digit.i309, %check7.fail
  %remaining.i310 = phi i64 [ %mag.i307, %check7.fail ], [ %rest.i316, %digit.i309 ]
  %cursor.i311 = phi ptr [ %end.i308, %check7.fail ], [ %digit.at.i312, %digit.i309 ]
  %digit.at.i312 = getelementptr inbounds i8, ptr %cursor.i311, i64 -1
  %digit1.i313 = urem i64 %remaining.i310, 10
  %digit.byte.i314 = trunc nuw nsw i64 %digit1.i313 to i8
  %ascii.i315 = or disjoint i8 %digit.byte.i314, 48
  store i8 %ascii.i315, ptr %digit.at.i312, align 1
  %rest.i316 = udiv i64 %remaining.i310, 10
  %more.not.i317 = icmp ult i64 %remaining.i310, 10
  br i1 %more.not.i317, label %digits.done.i318, label %digit.i309

digits.done.i318:                                 ; preds = %digit.i309
  %neg.i319 = icmp slt i32 %X.device_type, 0
  br i1 %neg.i319, label %sign.i321, label %__modlink_format_i64.exit323

sign.i321:                                        ; preds = %digits.done.i318
  %sign.at.i322 = getelementptr inbounds i8, ptr %cursor.i311, i64 -2
  store i8 45, ptr %sign.at.i322, align 1
  br label %__modlink_format_i64.exit323

__modlink_format_i64.exit323:                     ; preds = %digits.done.i318, %sign.i321
  %start.i320 = phi ptr [ %digit.at.i312, %digits.done.i318 ], [ %sign.at.i322, %sign.i321 ]
  %part34 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i320, ptr %part34, align 8
  %missing.i324 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i324, label %common.ret, label %call.i325

call.i325:                                        ; preds = %__modlink_format_i64.exit323
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
  %stride.ok35 = or i1 %unit, %stride.ok
  br i1 %stride.ok35, label %X.strides.done, label %check8.fail

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
  %mag.i327 = tail call i64 @llvm.abs.i64(i64 %X.stride0, i1 false)
  %end.i328 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i328, align 1
  br label %digit.i329

digit.i329:                                       ; preds = %digit.i329, %check8.fail
  %remaining.i330 = phi i64 [ %mag.i327, %check8.fail ], [ %rest.i336, %digit.i329 ]
  %cursor.i331 = phi ptr [ %end.i328, %check8.fail ], [ %digit.at.i332, %digit.i329 ]
  %digit.at.i332 = getelementptr inbounds i8, ptr %cursor.i331, i64 -1
  %digit1.i333 = urem i64 %remaining.i330, 10
  %digit.byte.i334 = trunc nuw nsw i64 %digit1.i333 to i8
  %ascii.i335 = or disjoint i8 %digit.byte.i334, 48
  store i8 %ascii.i335, ptr %digit.at.i332, align 1
  %rest.i336 = udiv i64 %remaining.i330, 10
  %more.not.i337 = icmp ult i64 %remaining.i330, 10
  br i1 %more.not.i337, label %digits.done.i338, label %digit.i329

digits.done.i338:                                 ; preds = %digit.i329
  %neg.i339 = icmp slt i64 %X.stride0, 0
  br i1 %neg.i339, label %sign.i341, label %__modlink_format_i64.exit343

sign.i341:                                        ; preds = %digits.done.i338
  %sign.at.i342 = getelementptr inbounds i8, ptr %cursor.i331, i64 -2
  store i8 45, ptr %sign.at.i342, align 1
  br label %__modlink_format_i64.exit343

__modlink_format_i64.exit343:                     ; preds = %digits.done.i338, %sign.i341
  %start.i340 = phi ptr [ %digit.at.i332, %digits.done.i338 ], [ %sign.at.i342, %sign.i341 ]
  %part38 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i340, ptr %part38, align 8
  %part39 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.12, ptr %part39, align 8
  %end.i344 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i344, align 1
  %digit.at.i348 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i348, align 1
  %part41 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digit.at.i348, ptr %part41, align 8
  %missing.i357 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i357, label %common.ret, label %call.i358

call.i358:                                        ; preds = %__modlink_format_i64.exit343
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check9.fail:                                      ; preds = %X.strides.done
  store ptr @.str.13, ptr %message.parts, align 8
  %5 = tail call i32 @llvm.abs.i32(i32 %Y.type_index, i1 false)
  %mag.i360 = zext i32 %5 to i64
  %end.i361 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i361, align 1
  br label %digit.i362

digit.i362:                                       ; preds = %digit.i362, %check9.fail
  %remaining.i363 = phi i64 [ %mag.i360, %check9.fail ], [ %rest.i369, %digit.i362 ]
  %cursor.i364 = phi ptr [ %end.i361, %check9.fail ], [ %digit.at.i365, %digit.i362 ]
  %digit.at.i365 = getelementptr inbounds i8, ptr %cursor.i364, i64 -1
  %digit1.i366 = urem i64 %remaining.i363, 10
  %digit.byte.i367 = trunc nuw nsw i64 %digit1.i366 to i8
  %ascii.i368 = or disjoint i8 %digit.byte.i367, 48
  store i8 %ascii.i368, ptr %digit.at.i365, align 1
  %rest.i369 = udiv i64 %remaining.i363, 10
  %more.not.i370 = icmp ult i64 %remaining.i363, 10
  br i1 %more.not.i370, label %digits.done.i371, label %digit.i362

digits.done.i371:                                 ; preds = %digit.i362
  %neg.i372 = icmp slt i32 %Y.type_index, 0
  br i1 %neg.i372, label %sign.i374, label %__modlink_format_i64.exit376

sign.i374:                                        ; preds = %digits.done.i371
  %sign.at.i375 = getelementptr inbounds i8, ptr %cursor.i364, i64 -2
  store i8 45, ptr %sign.at.i375, align 1
  br label %__modlink_format_i64.exit376

__modlink_format_i64.exit376:                     ; preds = %digits.done.i371, %sign.i374
  %start.i373 = phi ptr [ %digit.at.i365, %digits.done.i371 ], [ %sign.at.i375, %sign.i374 ]
  %part50 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i373, ptr %part50, align 8
  %missing.i377 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i377, label %common.ret, label %call.i378

call.i378:                                        ; preds = %__modlink_format_i64.exit376
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check9.ok:                                        ; preds = %X.strides.done, %X.strides.done, %X.strides.done
  %is44 = icmp eq i32 %Y.type_index, 70
  %Y.value = getelementptr inbounds i8, ptr %args, i64 40
  %Y.ptr = load ptr, ptr %Y.value, align 8
  %Y.dltensor.idx = select i1 %is44, i64 24, i64 0
  %Y.dltensor = getelementptr inbounds i8, ptr %Y.ptr, i64 %Y.dltensor.idx
  %null51.not = icmp eq ptr %Y.ptr, null
  br i1 %null51.not, label %check10.fail, label %check10.ok

check10.fail:                                     ; preds = %check9.ok
  store ptr @.str.14, ptr %message.parts, align 8
  %missing.i380 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i380, label %common.ret, label %call.i381

call.i381:                                        ; preds = %check10.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check10.ok:                                       ; preds = %check9.ok
  %ndim.at54 = getelementptr inbounds i8, ptr %Y.dltensor, i64 16
  %Y.ndim = load i32, ptr %ndim.at54, align 4
  %ndim.ok55 = icmp eq i32 %Y.ndim, 1
  br i1 %ndim.ok55, label %check11.ok, label %check11.fail

check11.fail:                                     ; preds = %check10.ok
  store ptr @.str.15, ptr %message.parts, align 8
  %6 = tail call i32 @llvm.abs.i32(i32 %Y.ndim, i1 false)
  %mag.i383 = zext i32 %6 to i64
  %end.i384 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i384, align 1
  br label %digit.i385

digit.i385:                                       ; preds = %digit.i385, %check11.fail
  %remaining.i386 = phi i64 [ %mag.i383, %check11.fail ], [ %rest.i392, %digit.i385 ]
  %cursor.i387 = phi ptr [ %end.i384, %check11.fail ], [ %digit.at.i388, %digit.i385 ]
  %digit.at.i388 = getelementptr inbounds i8, ptr %cursor.i387, i64 -1
  %digit1.i389 = urem i64 %remaining.i386, 10
  %digit.byte.i390 = trunc nuw nsw i64 %digit1.i389 to i8
  %ascii.i391 = or disjoint i8 %digit.byte.i390, 48
  store i8 %ascii.i391, ptr %digit.at.i388, align 1
  %rest.i392 = udiv i64 %remaining.i386, 10
  %more.not.i393 = icmp ult i64 %remaining.i386, 10
  br i1 %more.not.i393, label %digits.done.i394, label %digit.i385

digits.done.i394:                                 ; preds = %digit.i385
  %neg.i395 = icmp slt i32 %Y.ndim, 0
  br i1 %neg.i395, label %sign.i397, label %__modlink_format_i64.exit399

sign.i397:                                        ; preds = %digits.done.i394
  %sign.at.i398 = getelementptr inbounds i8, ptr %cursor.i387, i64 -2
  store i8 45, ptr %sign.at.i398, align 1
  br label %__modlink_format_i64.exit399

__modlink_format_i64.exit399:                     ; preds = %digits.done.i394, %sign.i397
  %start.i396 = phi ptr [ %digit.at.i388, %digits.done.i394 ], [ %sign.at.i398, %sign.i397 ]
  %part59 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i396, ptr %part59, align 8
  %missing.i400 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i400, label %common.ret, label %call.i401

call.i401:                                        ; preds = %__modlink_format_i64.exit399
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check11.ok:                                       ; preds = %check10.ok
  %dtype.at60 = getelementptr inbounds i8, ptr %Y.dltensor, i64 20
  %bits.at62 = getelementptr inbounds i8, ptr %Y.dltensor, i64 21
  %lanes.at63 = getelementptr inbounds i8, ptr %Y.dltensor, i64 22
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
  %end.i404 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i404, align 1
  br label %digit.i405

digit.i405:                                       ; preds = %digit.i405, %check12.fail
  %remaining.i406 = phi i64 [ %code72, %check12.fail ], [ %rest.i412, %digit.i405 ]
  %cursor.i407 = phi ptr [ %end.i404, %check12.fail ], [ %digit.at.i408, %digit.i405 ]
  %digit.at.i408 = getelementptr inbounds i8, ptr %cursor.i407, i64 -1
  %digit1.i409 = urem i64 %remaining.i406, 10
  %digit.byte.i410 = trunc nuw nsw i64 %digit1.i409 to i8
  %ascii.i411 = or disjoint i8 %digit.byte.i410, 48
  store i8 %ascii.i411, ptr %digit.at.i408, align 1
  %rest.i412 = udiv i64 %remaining.i406, 10
  %more.not.i413 = icmp ult i64 %remaining.i406, 10
  br i1 %more.not.i413, label %__modlink_format_i64.exit419, label %digit.i405

__modlink_format_i64.exit419:                     ; preds = %digit.i405
  %bits73 = zext i8 %bits65 to i64
  %part77 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digit.at.i408, ptr %part77, align 8
  %part78 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.8, ptr %part78, align 8
  %end.i421 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i421, align 1
  br label %digit.i422

digit.i422:                                       ; preds = %digit.i422, %__modlink_format_i64.exit419
  %remaining.i423 = phi i64 [ %bits73, %__modlink_format_i64.exit419 ], [ %rest.i429, %digit.i422 ]
  %cursor.i424 = phi ptr [ %end.i421, %__modlink_format_i64.exit419 ], [ %digit.at.i425, %digit.i422 ]
  %digit.at.i425 = getelementptr inbounds i8, ptr %cursor.i424, i64 -1
  %digit1.i426 = urem i64 %remaining.i423, 10
  %digit.byte.i427 = trunc nuw nsw i64 %digit1.i426 to i8
  %ascii.i428 = or disjoint i8 %digit.byte.i427, 48
  store i8 %ascii.i428, ptr %digit.at.i425, align 1
  %rest.i429 = udiv i64 %remaining.i423, 10
  %more.not.i430 = icmp ult i64 %remaining.i423, 10
  br i1 %more.not.i430, label %__modlink_format_i64.exit436, label %digit.i422

__modlink_format_i64.exit436:                     ; preds = %digit.i422
  %part80 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digit.at.i425, ptr %part80, align 8
  %part81 = getelementptr inbounds i8, ptr %message.parts, i64 32
  store ptr @.str.9, ptr %part81, align 8
  %end.i438 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i438, align 1
  br label %digit.i439

digit.i439:                                       ; preds = %digit.i439, %__modlink_format_i64.exit436
  %remaining.i440 = phi i64 [ %lanes74, %__modlink_format_i64.exit436 ], [ %rest.i446, %digit.i439 ]
  %cursor.i441 = phi ptr [ %end.i438, %__modlink_format_i64.exit436 ], [ %digit.at.i442, %digit.i439 ]
  %digit.at.i442 = getelementptr inbounds i8, ptr %cursor.i441, i64 -1
  %digit1.i443 = urem i64 %remaining.i440, 10
  %digit.byte.i444 = trunc nuw nsw i64 %digit1.i443 to i8
  %ascii.i445 = or disjoint i8 %digit.byte.i444, 48
  store i8 %ascii.i445, ptr %digit.at.i442, align 1
  %rest.i446 = udiv i64 %remaining.i440, 10
  %more.not.i447 = icmp ult i64 %remaining.i440, 10
  br i1 %more.not.i447, label %__modlink_format_i64.exit453, label %digit.i439

__modlink_format_i64.exit453:                     ; preds = %digit.i439
  %part83 = getelementptr inbounds i8, ptr %message.parts, i64 40
  store ptr %digit.at.i442, ptr %part83, align 8
  %missing.i454 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i454, label %common.ret, label %call.i455

call.i455:                                        ; preds = %__modlink_format_i64.exit453
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check12.ok:                                       ; preds = %check11.ok
  %device.at84 = getelementptr inbounds i8, ptr %Y.dltensor, i64 8
  %Y.device_type = load i32, ptr %device.at84, align 4
  %device.ok85 = icmp eq i32 %Y.device_type, 1
  br i1 %device.ok85, label %check13.ok, label %check13.fail

check13.fail:                                     ; preds = %check12.ok
  store ptr @.str.17, ptr %message.parts, align 8
  %7 = tail call i32 @llvm.abs.i32(i32 %Y.device_type, i1 false)
  %mag.i457 = zext i32 %7 to i64
  %end.i458 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i458, align 1
  br label %digit.i459

digit.i459:                                       ; preds = %digit.i459, %check13.fail
  %remaining.i460 = phi i64 [ %mag.i457, %check13.fail ], [ %rest.i466, %digit.i459 ]
  %cursor.i461 = phi ptr [ %end.i458, %check13.fail ], [ %digit.at.i462, %digit.i459 ]
  %digit.at.i462 = getelementptr inbounds i8, ptr %cursor.i461, i64 -1
  %digit1.i463 = urem i64 %remaining.i460, 10
  %digit.byte.i464 = trunc nuw nsw i64 %digit1.i463 to i8
  %ascii.i465 = or disjoint i8 %digit.byte.i464, 48
  store i8 %ascii.i465, ptr %digit.at.i462, align 1
  %rest.i466 = udiv i64 %remaining.i460, 10
  %more.not.i467 = icmp ult i64 %remaining.i460, 10
  br i1 %more.not.i467, label %digits.done.i468, label %digit.i459

digits.done.i468:                                 ; preds = %digit.i459
  %neg.i469 = icmp slt i32 %Y.device_type, 0
  br i1 %neg.i469, label %sign.i471, label %__modlink_format_i64.exit473

sign.i471:                                        ; preds = %digits.done.i468
  %sign.at.i472 = getelementptr inbounds i8, ptr %cursor.i461, i64 -2
  store i8 45, ptr %sign.at.i472, align 1
  br label %__modlink_format_i64.exit473

__modlink_format_i64.exit473:                     ; preds = %digits.done.i468, %sign.i471
  %start.i470 = phi ptr [ %digit.at.i462, %digits.done.i468 ], [ %sign.at.i472, %sign.i471 ]
  %part89 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i470, ptr %part89, align 8
  %missing.i474 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i474, label %common.ret, label %call.i475

call.i475:                                        ; preds = %__modlink_format_i64.exit473
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check13.ok:                                       ; preds = %check12.ok
  %shape.at90 = getelementptr inbounds i8, ptr %Y.dltensor, i64 24
  %Y.shape = load ptr, ptr %shape.at90, align 8
  %Y.shape0 = load i64, ptr %Y.shape, align 8
  %extent.ok = icmp eq i64 %Y.shape0, %X.shape0
  br i1 %extent.ok, label %check14.ok, label %check14.fail

check14.fail:                                     ; preds = %check13.ok
  store ptr @.str.18, ptr %message.parts, align 8
  %mag.i477 = tail call i64 @llvm.abs.i64(i64 %Y.shape0, i1 false)
  %end.i478 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i478, align 1
  br label %digit.i479

digit.i479:                                       ; preds = %digit.i479, %check14.fail
  %remaining.i480 = phi i64 [ %mag.i477, %check14.fail ], [ %rest.i486, %digit.i479 ]
  %cursor.i481 = phi ptr [ %end.i478, %check14.fail ], [ %digit.at.i482, %digit.i479 ]
  %digit.at.i482 = getelementptr inbounds i8, ptr %cursor.i481, i64 -1
  %digit1.i483 = urem i64 %remaining.i480, 10
  %digit.byte.i484 = trunc nuw nsw i64 %digit1.i483 to i8
  %ascii.i485 = or disjoint i8 %digit.byte.i484, 48
  store i8 %ascii.i485, ptr %digit.at.i482, align 1
  %rest.i486 = udiv i64 %remaining.i480, 10
  %more.not.i487 = icmp ult i64 %remaining.i480, 10
  br i1 %more.not.i487, label %digits.done.i488, label %digit.i479

digits.done.i488:                                 ; preds = %digit.i479
  %neg.i489 = icmp slt i64 %Y.shape0, 0
  br i1 %neg.i489, label %sign.i491, label %__modlink_format_i64.exit493

sign.i491:                                        ; preds = %digits.done.i488
  %sign.at.i492 = getelementptr inbounds i8, ptr %cursor.i481, i64 -2
  store i8 45, ptr %sign.at.i492, align 1
  br label %__modlink_format_i64.exit493

__modlink_format_i64.exit493:                     ; preds = %digits.done.i488, %sign.i491
  %start.i490 = phi ptr [ %digit.at.i482, %digits.done.i488 ], [ %sign.at.i492, %sign.i491 ]
  %part94 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i490, ptr %part94, align 8
  %part95 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.19, ptr %part95, align 8
  %mag.i494 = call i64 @llvm.abs.i64(i64 %X.shape0, i1 false)
  %end.i495 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i495, align 1
  br label %digit.i496

digit.i496:                                       ; preds = %digit.i496, %__modlink_format_i64.exit493
  %remaining.i497 = phi i64 [ %mag.i494, %__modlink_format_i64.exit493 ], [ %rest.i503, %digit.i496 ]
  %cursor.i498 = phi ptr [ %end.i495, %__modlink_format_i64.exit493 ], [ %digit.at.i499, %digit.i496 ]
  %digit.at.i499 = getelementptr inbounds i8, ptr %cursor.i498, i64 -1
  %digit1.i500 = urem i64 %remaining.i497, 10
  %digit.byte.i501 = trunc nuw nsw i64 %digit1.i500 to i8
  %ascii.i502 = or disjoint i8 %digit.byte.i501, 48
  store i8 %ascii.i502, ptr %digit.at.i499, align 1
  %rest.i503 = udiv i64 %remaining.i497, 10
  %more.not.i504 = icmp ult i64 %remaining.i497, 10
  br i1 %more.not.i504, label %digits.done.i505, label %digit.i496

digits.done.i505:                                 ; preds = %digit.i496
  %neg.i506 = icmp slt i64 %X.shape0, 0
  br i1 %neg.i506, label %sign.i508, label %__modlink_format_i64.exit510

sign.i508:                                        ; preds = %digits.done.i505
  %sign.at.i509 = getelementptr inbounds i8, ptr %cursor.i498, i64 -2
  store i8 45, ptr %sign.at.i509, align 1
  br label %__modlink_format_i64.exit510

__modlink_format_i64.exit510:                     ; preds = %digits.done.i505, %sign.i508
  %start.i507 = phi ptr [ %digit.at.i499, %digits.done.i505 ], [ %sign.at.i509, %sign.i508 ]
  %part97 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %start.i507, ptr %part97, align 8
  %missing.i511 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i511, label %common.ret, label %call.i512

call.i512:                                        ; preds = %__modlink_format_i64.exit510
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check14.ok:                                       ; preds = %check13.ok
  %strides.at98 = getelementptr inbounds i8, ptr %Y.dltensor, i64 32
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
  %byte_offset.at113 = getelementptr inbounds i8, ptr %Y.dltensor, i64 40
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
  %mag.i514 = tail call i64 @llvm.abs.i64(i64 %Y.stride0, i1 false)
  %end.i515 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i515, align 1
  br label %digit.i516

digit.i516:                                       ; preds = %digit.i516, %check15.fail
  %remaining.i517 = phi i64 [ %mag.i514, %check15.fail ], [ %rest.i523, %digit.i516 ]
  %cursor.i518 = phi ptr [ %end.i515, %check15.fail ], [ %digit.at.i519, %digit.i516 ]
  %digit.at.i519 = getelementptr inbounds i8, ptr %cursor.i518, i64 -1
  %digit1.i520 = urem i64 %remaining.i517, 10
  %digit.byte.i521 = trunc nuw nsw i64 %digit1.i520 to i8
  %ascii.i522 = or disjoint i8 %digit.byte.i521, 48
  store i8 %ascii.i522, ptr %digit.at.i519, align 1
  %rest.i523 = udiv i64 %remaining.i517, 10
  %more.not.i524 = icmp ult i64 %remaining.i517, 10
  br i1 %more.not.i524, label %digits.done.i525, label %digit.i516

digits.done.i525:                                 ; preds = %digit.i516
  %neg.i526 = icmp slt i64 %Y.stride0, 0
  br i1 %neg.i526, label %sign.i528, label %__modlink_format_i64.exit530

sign.i528:                                        ; preds = %digits.done.i525
  %sign.at.i529 = getelementptr inbounds i8, ptr %cursor.i518, i64 -2
  store i8 45, ptr %sign.at.i529, align 1
  br label %__modlink_format_i64.exit530

__modlink_format_i64.exit530:                     ; preds = %digits.done.i525, %sign.i528
  %start.i527 = phi ptr [ %digit.at.i519, %digits.done.i525 ], [ %sign.at.i529, %sign.i528 ]
  %part106 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i527, ptr %part106, align 8
  %part107 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.12, ptr %part107, align 8
  %end.i531 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i531, align 1
  %digit.at.i535 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i535, align 1
  %part109 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digit.at.i535, ptr %part109, align 8
  %missing.i544 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i544, label %common.ret, label %call.i545

call.i545:                                        ; preds = %__modlink_format_i64.exit530
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check16.fail:                                     ; preds = %Y.strides.done
  store ptr @.str.21, ptr %message.parts, align 8
  %8 = tail call i32 @llvm.abs.i32(i32 %Out.type_index, i1 false)
  %mag.i547 = zext i32 %8 to i64
  %end.i548 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i548, align 1
  br label %digit.i549

digit.i549:                                       ; preds = %digit.i549, %check16.fail
  %remaining.i550 = phi i64 [ %mag.i547, %check16.fail ], [ %rest.i556, %digit.i549 ]
  %cursor.i551 = phi ptr [ %end.i548, %check16.fail ], [ %digit.at.i552, %digit.i549 ]
  %digit.at.i552 = getelementptr inbounds i8, ptr %cursor.i551, i64 -1
  %digit1.i553 = urem i64 %remaining.i550, 10
  %digit.byte.i554 = trunc nuw nsw i64 %digit1.i553 to i8
  %ascii.i555 = or disjoint i8 %digit.byte.i554, 48
  store i8 %ascii.i555, ptr %digit.at.i552, align 1
  %rest.i556 = udiv i64 %remaining.i550, 10
  %more.not.i557 = icmp ult i64 %remaining.i550, 10
  br i1 %more.not.i557, label %digits.done.i558, label %digit.i549

digits.done.i558:                                 ; preds = %digit.i549
  %neg.i559 = icmp slt i32 %Out.type_index, 0
  br i1 %neg.i559, label %sign.i561, label %__modlink_format_i64.exit563

sign.i561:                                        ; preds = %digits.done.i558
  %sign.at.i562 = getelementptr inbounds i8, ptr %cursor.i551, i64 -2
  store i8 45, ptr %sign.at.i562, align 1
  br label %__modlink_format_i64.exit563

__modlink_format_i64.exit563:                     ; preds = %digits.done.i558, %sign.i561
  %start.i560 = phi ptr [ %digit.at.i552, %digits.done.i558 ], [ %sign.at.i562, %sign.i561 ]
  %part123 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i560, ptr %part123, align 8
  %missing.i564 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i564, label %common.ret, label %call.i565

call.i565:                                        ; preds = %__modlink_format_i64.exit563
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check16.ok:                                       ; preds = %Y.strides.done, %Y.strides.done, %Y.strides.done
  %is117 = icmp eq i32 %Out.type_index, 70
  %Out.value = getelementptr inbounds i8, ptr %args, i64 56
  %Out.ptr = load ptr, ptr %Out.value, align 8
  %Out.dltensor.idx = select i1 %is117, i64 24, i64 0
  %Out.dltensor = getelementptr inbounds i8, ptr %Out.ptr, i64 %Out.dltensor.idx
  %null124.not = icmp eq ptr %Out.ptr, null
  br i1 %null124.not, label %check17.fail, label %check17.ok

check17.fail:                                     ; preds = %check16.ok
  store ptr @.str.22, ptr %message.parts, align 8
  %missing.i567 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i567, label %common.ret, label %call.i568

call.i568:                                        ; preds = %check17.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check17.ok:                                       ; preds = %check16.ok
  %ndim.at127 = getelementptr inbounds i8, ptr %Out.dltensor, i64 16
  %Out.ndim = load i32, ptr %ndim.at127, align 4
  %ndim.ok128 = icmp eq i32 %Out.ndim, 1
  br i1 %ndim.ok128, label %check18.ok, label %check18.fail

check18.fail:                                     ; preds = %check17.ok
  store ptr @.str.23, ptr %message.parts, align 8
  %9 = tail call i32 @llvm.abs.i32(i32 %Out.ndim, i1 false)
  %mag.i570 = zext i32 %9 to i64
  %end.i571 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i571, align 1
  br label %digit.i572

digit.i572:                                       ; preds = %digit.i572, %check18.fail
  %remaining.i573 = phi i64 [ %mag.i570, %check18.fail ], [ %rest.i579, %digit.i572 ]
  %cursor.i574 = phi ptr [ %end.i571, %check18.fail ], [ %digit.at.i575, %digit.i572 ]
  %digit.at.i575 = getelementptr inbounds i8, ptr %cursor.i574, i64 -1
  %digit1.i576 = urem i64 %remaining.i573, 10
  %digit.byte.i577 = trunc nuw nsw i64 %digit1.i576 to i8
  %ascii.i578 = or disjoint i8 %digit.byte.i577, 48
  store i8 %ascii.i578, ptr %digit.at.i575, align 1
  %rest.i579 = udiv i64 %remaining.i573, 10
  %more.not.i580 = icmp ult i64 %remaining.i573, 10
  br i1 %more.not.i580, label %digits.done.i581, label %digit.i572

digits.done.i581:                                 ; preds = %digit.i572
  %neg.i582 = icmp slt i32 %Out.ndim, 0
  br i1 %neg.i582, label %sign.i584, label %__modlink_format_i64.exit586

sign.i584:                                        ; preds = %digits.done.i581
  %sign.at.i585 = getelementptr inbounds i8, ptr %cursor.i574, i64 -2
  store i8 45, ptr %sign.at.i585, align 1
  br label %__modlink_format_i64.exit586

__modlink_format_i64.exit586:                     ; preds = %digits.done.i581, %sign.i584
  %start.i583 = phi ptr [ %digit.at.i575, %digits.done.i581 ], [ %sign.at.i585, %sign.i584 ]
  %part132 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i583, ptr %part132, align 8
  %missing.i587 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i587, label %common.ret, label %call.i588

call.i588:                                        ; preds = %__modlink_format_i64.exit586
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check18.ok:                                       ; preds = %check17.ok
  %dtype.at133 = getelementptr inbounds i8, ptr %Out.dltensor, i64 20
  %bits.at135 = getelementptr inbounds i8, ptr %Out.dltensor, i64 21
  %lanes.at136 = getelementptr inbounds i8, ptr %Out.dltensor, i64 22
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
  %end.i591 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i591, align 1
  br label %digit.i592

digit.i592:                                       ; preds = %digit.i592, %check19.fail
  %remaining.i593 = phi i64 [ %code145, %check19.fail ], [ %rest.i599, %digit.i592 ]
  %cursor.i594 = phi ptr [ %end.i591, %check19.fail ], [ %digit.at.i595, %digit.i592 ]
  %digit.at.i595 = getelementptr inbounds i8, ptr %cursor.i594, i64 -1
  %digit1.i596 = urem i64 %remaining.i593, 10
  %digit.byte.i597 = trunc nuw nsw i64 %digit1.i596 to i8
  %ascii.i598 = or disjoint i8 %digit.byte.i597, 48
  store i8 %ascii.i598, ptr %digit.at.i595, align 1
  %rest.i599 = udiv i64 %remaining.i593, 10
  %more.not.i600 = icmp ult i64 %remaining.i593, 10
  br i1 %more.not.i600, label %__modlink_format_i64.exit606, label %digit.i592

__modlink_format_i64.exit606:                     ; preds = %digit.i592
  %bits146 = zext i8 %bits138 to i64
  %part150 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digit.at.i595, ptr %part150, align 8
  %part151 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.8, ptr %part151, align 8
  %end.i608 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i608, align 1
  br label %digit.i609

digit.i609:                                       ; preds = %digit.i609, %__modlink_format_i64.exit606
  %remaining.i610 = phi i64 [ %bits146, %__modlink_format_i64.exit606 ], [ %rest.i616, %digit.i609 ]
  %cursor.i611 = phi ptr [ %end.i608, %__modlink_format_i64.exit606 ], [ %digit.at.i612, %digit.i609 ]
  %digit.at.i612 = getelementptr inbounds i8, ptr %cursor.i611, i64 -1
  %digit1.i613 = urem i64 %remaining.i610, 10
  %digit.byte.i614 = trunc nuw nsw i64 %digit1.i613 to i8
  %ascii.i615 = or disjoint i8 %digit.byte.i614, 48
  store i8 %ascii.i615, ptr %digit.at.i612, align 1
  %rest.i616 = udiv i64 %remaining.i610, 10
  %more.not.i617 = icmp ult i64 %remaining.i610, 10
  br i1 %more.not.i617, label %__modlink_format_i64.exit623, label %digit.i609

__modlink_format_i64.exit623:                     ; preds = %digit.i609
  %part153 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digit.at.i612, ptr %part153, align 8
  %part154 = getelementptr inbounds i8, ptr %message.parts, i64 32
  store ptr @.str.9, ptr %part154, align 8
  %end.i625 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i625, align 1
  br label %digit.i626

digit.i626:                                       ; preds = %digit.i626, %__modlink_format_i64.exit623
  %remaining.i627 = phi i64 [ %lanes147, %__modlink_format_i64.exit623 ], [ %rest.i633, %digit.i626 ]
  %cursor.i628 = phi ptr [ %end.i625, %__modlink_format_i64.exit623 ], [ %digit.at.i629, %digit.i626 ]
  %digit.at.i629 = getelementptr inbounds i8, ptr %cursor.i628, i64 -1
  %digit1.i630 = urem i64 %remaining.i627, 10
  %digit.byte.i631 = trunc nuw nsw i64 %digit1.i630 to i8
  %ascii.i632 = or disjoint i8 %digit.byte.i631, 48
  store i8 %ascii.i632, ptr %digit.at.i629, align 1
  %rest.i633 = udiv i64 %remaining.i627, 10
  %more.not.i634 = icmp ult i64 %remaining.i627, 10
  br i1 %more.not.i634, label %__modlink_format_i64.exit640, label %digit.i626

__modlink_format_i64.exit640:                     ; preds = %digit.i626
  %part156 = getelementptr inbounds i8, ptr %message.parts, i64 40
  store ptr %digit.at.i629, ptr %part156, align 8
  %missing.i641 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i641, label %common.ret, label %call.i642

call.i642:                                        ; preds = %__modlink_format_i64.exit640
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check19.ok:                                       ; preds = %check18.ok
  %device.at157 = getelementptr inbounds i8, ptr %Out.dltensor, i64 8
  %Out.device_type = load i32, ptr %device.at157, align 4
  %device.ok158 = icmp eq i32 %Out.device_type, 1
  br i1 %device.ok158, label %check20.ok, label %check20.fail

check20.fail:                                     ; preds = %check19.ok
  store ptr @.str.25, ptr %message.parts, align 8
  %10 = tail call i32 @llvm.abs.i32(i32 %Out.device_type, i1 false)
  %mag.i644 = zext i32 %10 to i64
  %end.i645 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i645, align 1
  br label %digit.i646

digit.i646:                                       ; preds = %digit.i646, %check20.fail
  %remaining.i647 = phi i64 [ %mag.i644, %check20.fail ], [ %rest.i653, %digit.i646 ]
  %cursor.i648 = phi ptr [ %end.i645, %check20.fail ], [ %digit.at.i649, %digit.i646 ]
  %digit.at.i649 = getelementptr inbounds i8, ptr %cursor.i648, i64 -1
  %digit1.i650 = urem i64 %remaining.i647, 10
  %digit.byte.i651 = trunc nuw nsw i64 %digit1.i650 to i8
  %ascii.i652 = or disjoint i8 %digit.byte.i651, 48
  store i8 %ascii.i652, ptr %digit.at.i649, align 1
  %rest.i653 = udiv i64 %remaining.i647, 10
  %more.not.i654 = icmp ult i64 %remaining.i647, 10
  br i1 %more.not.i654, label %digits.done.i655, label %digit.i646

digits.done.i655:                                 ; preds = %digit.i646
  %neg.i656 = icmp slt i32 %Out.device_type, 0
  br i1 %neg.i656, label %sign.i658, label %__modlink_format_i64.exit660

sign.i658:                                        ; preds = %digits.done.i655
  %sign.at.i659 = getelementptr inbounds i8, ptr %cursor.i648, i64 -2
  store i8 45, ptr %sign.at.i659, align 1
  br label %__modlink_format_i64.exit660

__modlink_format_i64.exit660:                     ; preds = %digits.done.i655, %sign.i658
  %start.i657 = phi ptr [ %digit.at.i649, %digits.done.i655 ], [ %sign.at.i659, %sign.i658 ]
  %part162 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i657, ptr %part162, align 8
  %missing.i661 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i661, label %common.ret, label %call.i662

call.i662:                                        ; preds = %__modlink_format_i64.exit660
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check20.ok:                                       ; preds = %check19.ok
  %shape.at163 = getelementptr inbounds i8, ptr %Out.dltensor, i64 24
  %Out.shape = load ptr, ptr %shape.at163, align 8
  %Out.shape0 = load i64, ptr %Out.shape, align 8
  %extent.ok165 = icmp eq i64 %Out.shape0, %X.shape0
  br i1 %extent.ok165, label %check21.ok, label %check21.fail

check21.fail:                                     ; preds = %check20.ok
  store ptr @.str.26, ptr %message.parts, align 8
  %mag.i664 = tail call i64 @llvm.abs.i64(i64 %Out.shape0, i1 false)
  %end.i665 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i665, align 1
  br label %digit.i666

digit.i666:                                       ; preds = %digit.i666, %check21.fail
  %remaining.i667 = phi i64 [ %mag.i664, %check21.fail ], [ %rest.i673, %digit.i666 ]
  %cursor.i668 = phi ptr [ %end.i665, %check21.fail ], [ %digit.at.i669, %digit.i666 ]
  %digit.at.i669 = getelementptr inbounds i8, ptr %cursor.i668, i64 -1
  %digit1.i670 = urem i64 %remaining.i667, 10
  %digit.byte.i671 = trunc nuw nsw i64 %digit1.i670 to i8
  %ascii.i672 = or disjoint i8 %digit.byte.i671, 48
  store i8 %ascii.i672, ptr %digit.at.i669, align 1
  %rest.i673 = udiv i64 %remaining.i667, 10
  %more.not.i674 = icmp ult i64 %remaining.i667, 10
  br i1 %more.not.i674, label %digits.done.i675, label %digit.i666

digits.done.i675:                                 ; preds = %digit.i666
  %neg.i676 = icmp slt i64 %Out.shape0, 0
  br i1 %neg.i676, label %sign.i678, label %__modlink_format_i64.exit680

sign.i678:                                        ; preds = %digits.done.i675
  %sign.at.i679 = getelementptr inbounds i8, ptr %cursor.i668, i64 -2
  store i8 45, ptr %sign.at.i679, align 1
  br label %__modlink_format_i64.exit680

__modlink_format_i64.exit680:                     ; preds = %digits.done.i675, %sign.i678
  %start.i677 = phi ptr [ %digit.at.i669, %digits.done.i675 ], [ %sign.at.i679, %sign.i678 ]
  %part168 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i677, ptr %part168, align 8
  %part169 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.19, ptr %part169, align 8
  %mag.i681 = call i64 @llvm.abs.i64(i64 %X.shape0, i1 false)
  %end.i682 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i682, align 1
  br label %digit.i683

digit.i683:                                       ; preds = %digit.i683, %__modlink_format_i64.exit680
  %remaining.i684 = phi i64 [ %mag.i681, %__modlink_format_i64.exit680 ], [ %rest.i690, %digit.i683 ]
  %cursor.i685 = phi ptr [ %end.i682, %__modlink_format_i64.exit680 ], [ %digit.at.i686, %digit.i683 ]
  %digit.at.i686 = getelementptr inbounds i8, ptr %cursor.i685, i64 -1
  %digit1.i687 = urem i64 %remaining.i684, 10
  %digit.byte.i688 = trunc nuw nsw i64 %digit1.i687 to i8
  %ascii.i689 = or disjoint i8 %digit.byte.i688, 48
  store i8 %ascii.i689, ptr %digit.at.i686, align 1
  %rest.i690 = udiv i64 %remaining.i684, 10
  %more.not.i691 = icmp ult i64 %remaining.i684, 10
  br i1 %more.not.i691, label %digits.done.i692, label %digit.i683

digits.done.i692:                                 ; preds = %digit.i683
  %neg.i693 = icmp slt i64 %X.shape0, 0
  br i1 %neg.i693, label %sign.i695, label %__modlink_format_i64.exit697

sign.i695:                                        ; preds = %digits.done.i692
  %sign.at.i696 = getelementptr inbounds i8, ptr %cursor.i685, i64 -2
  store i8 45, ptr %sign.at.i696, align 1
  br label %__modlink_format_i64.exit697

__modlink_format_i64.exit697:                     ; preds = %digits.done.i692, %sign.i695
  %start.i694 = phi ptr [ %digit.at.i686, %digits.done.i692 ], [ %sign.at.i696, %sign.i695 ]
  %part171 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %start.i694, ptr %part171, align 8
  %missing.i698 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i698, label %common.ret, label %call.i699

call.i699:                                        ; preds = %__modlink_format_i64.exit697
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check21.ok:                                       ; preds = %check20.ok
  %strides.at172 = getelementptr inbounds i8, ptr %Out.dltensor, i64 32
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
  %byte_offset.at187 = getelementptr inbounds i8, ptr %Out.dltensor, i64 40
  %byte_offset188 = load i64, ptr %byte_offset.at187, align 8
  %Out.data = getelementptr i8, ptr %data186, i64 %byte_offset188
  %status = tail call i32 @saxpy_c(float %a, ptr %X.data, ptr %Y.data, ptr %Out.data, i64 %X.shape0)
  %ok = icmp ne i32 %status, 0
  %result189 = sext i1 %ok to i32
  br label %common.ret

check22.fail:                                     ; preds = %Out.strides.check
  store ptr @.str.27, ptr %message.parts, align 8
  %mag.i701 = tail call i64 @llvm.abs.i64(i64 %Out.stride0, i1 false)
  %end.i702 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i702, align 1
  br label %digit.i703

digit.i703:                                       ; preds = %digit.i703, %check22.fail
  %remaining.i704 = phi i64 [ %mag.i701, %check22.fail ], [ %rest.i710, %digit.i703 ]
  %cursor.i705 = phi ptr [ %end.i702, %check22.fail ], [ %digit.at.i706, %digit.i703 ]
  %digit.at.i706 = getelementptr inbounds i8, ptr %cursor.i705, i64 -1
  %digit1.i707 = urem i64 %remaining.i704, 10
  %digit.byte.i708 = trunc nuw nsw i64 %digit1.i707 to i8
  %ascii.i709 = or disjoint i8 %digit.byte.i708, 48
  store i8 %ascii.i709, ptr %digit.at.i706, align 1
  %rest.i710 = udiv i64 %remaining.i704, 10
  %more.not.i711 = icmp ult i64 %remaining.i704, 10
  br i1 %more.not.i711, label %digits.done.i712, label %digit.i703

digits.done.i712:                                 ; preds = %digit.i703
  %neg.i713 = icmp slt i64 %Out.stride0, 0
  br i1 %neg.i713, label %sign.i715, label %__modlink_format_i64.exit717

sign.i715:                                        ; preds = %digits.done.i712
  %sign.at.i716 = getelementptr inbounds i8, ptr %cursor.i705, i64 -2
  store i8 45, ptr %sign.at.i716, align 1
  br label %__modlink_format_i64.exit717

__modlink_format_i64.exit717:                     ; preds = %digits.done.i712, %sign.i715
  %start.i714 = phi ptr [ %digit.at.i706, %digits.done.i712 ], [ %sign.at.i716, %sign.i715 ]
  %part180 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i714, ptr %part180, align 8
  %part181 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.12, ptr %part181, align 8
  %end.i718 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i718, align 1
  %digit.at.i722 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i722, align 1
  %part183 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digit.at.i722, ptr %part183, align 8
  %missing.i731 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i731, label %common.ret, label %call.i732

call.i732:                                        ; preds = %__modlink_format_i64.exit717
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
