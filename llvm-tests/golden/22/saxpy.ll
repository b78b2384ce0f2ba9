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
  %field1 = getelementptr inbounds nuw i8, ptr %closure.data, i64 8
  store i64 %n, ptr %field1, align 8
  %field2 = getelementptr inbounds nuw i8, ptr %closure.data, i64 16
  store ptr %Out, ptr %field2, align 8
  %field3 = getelementptr inbounds nuw i8, ptr %closure.data, i64 24
  store i64 %n, ptr %field3, align 8
  %field4 = getelementptr inbounds nuw i8, ptr %closure.data, i64 32
  store ptr %X, ptr %field4, align 8
  %field5 = getelementptr inbounds nuw i8, ptr %closure.data, i64 40
  store i64 %n, ptr %field5, align 8
  %field6 = getelementptr inbounds nuw i8, ptr %closure.data, i64 48
  store ptr %Y, ptr %field6, align 8
  %field7 = getelementptr inbounds nuw i8, ptr %closure.data, i64 56
  store i64 %n, ptr %field7, align 8
  %field8 = getelementptr inbounds nuw i8, ptr %closure.data, i64 64
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
  %4 = getelementptr inbounds nuw float, ptr %Out, i64 %index
  %5 = getelementptr inbounds nuw float, ptr %X, i64 %index
  %6 = getelementptr inbounds nuw i8, ptr %5, i64 16
  %wide.load = load <4 x float>, ptr %5, align 4
  %wide.load13 = load <4 x float>, ptr %6, align 4
  %7 = fmul <4 x float> %broadcast.splat, %wide.load
  %8 = fmul <4 x float> %broadcast.splat, %wide.load13
  %9 = getelementptr inbounds nuw float, ptr %Y, i64 %index
  %10 = getelementptr inbounds nuw i8, ptr %9, i64 16
  %wide.load14 = load <4 x float>, ptr %9, align 4
  %wide.load15 = load <4 x float>, ptr %10, align 4
  %11 = fadd <4 x float> %7, %wide.load14
  %12 = fadd <4 x float> %8, %wide.load15
  %13 = getelementptr inbounds nuw i8, ptr %4, i64 16
  store <4 x float> %11, ptr %4, align 4
  store <4 x float> %12, ptr %13, align 4
  %index.next = add nuw i64 %index, 8
  %14 = icmp eq i64 %index.next, %n.vec
  br i1 %14, label %middle.block, label %vector.body, !llvm.loop !0

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n, %n.vec
  br i1 %cmp.n, label %parallel.done, label %for.i.body.i.preheader16

for.i.body.i.preheader16:                         ; preds = %vector.memcheck, %for.i.body.i.preheader, %middle.block
  %i.addr.015.i.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.i.body.i.preheader ], [ %n.vec, %middle.block ]
  %.neg = or disjoint i64 %i.addr.015.i.ph, 1
  %xtraiter = and i64 %n, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.i.body.i.prol.loopexit, label %for.i.body.i.prol

for.i.body.i.prol:                                ; preds = %for.i.body.i.preheader16
  %Out.addr.i.prol = getelementptr inbounds nuw float, ptr %Out, i64 %i.addr.015.i.ph
  %X.addr.i.prol = getelementptr inbounds nuw float, ptr %X, i64 %i.addr.015.i.ph
  %X.elem.i.prol = load float, ptr %X.addr.i.prol, align 4
  %mul.i.prol = fmul float %a, %X.elem.i.prol
  %Y.addr.i.prol = getelementptr inbounds nuw float, ptr %Y, i64 %i.addr.015.i.ph
  %Y.elem.i.prol = load float, ptr %Y.addr.i.prol, align 4
  %add.i.prol = fadd float %mul.i.prol, %Y.elem.i.prol
  store float %add.i.prol, ptr %Out.addr.i.prol, align 4
  %i.next.i.prol = or disjoint i64 %i.addr.015.i.ph, 1
  br label %for.i.body.i.prol.loopexit

for.i.body.i.prol.loopexit:                       ; preds = %for.i.body.i.prol, %for.i.body.i.preheader16
  %i.addr.015.i.unr = phi i64 [ %i.addr.015.i.ph, %for.i.body.i.preheader16 ], [ %i.next.i.prol, %for.i.body.i.prol ]
  %15 = icmp eq i64 %n, %.neg
  br i1 %15, label %parallel.done, label %for.i.body.i

for.i.body.i:                                     ; preds = %for.i.body.i.prol.loopexit, %for.i.body.i
  %i.addr.015.i = phi i64 [ %i.next.i.1, %for.i.body.i ], [ %i.addr.015.i.unr, %for.i.body.i.prol.loopexit ]
  %Out.addr.i = getelementptr inbounds nuw float, ptr %Out, i64 %i.addr.015.i
  %X.addr.i = getelementptr inbounds nuw float, ptr %X, i64 %i.addr.015.i
  %X.elem.i = load float, ptr %X.addr.i, align 4
  %mul.i = fmul float %a, %X.elem.i
  %Y.addr.i = getelementptr inbounds nuw float, ptr %Y, i64 %i.addr.015.i
  %Y.elem.i = load float, ptr %Y.addr.i, align 4
  %add.i = fadd float %mul.i, %Y.elem.i
  store float %add.i, ptr %Out.addr.i, align 4
  %i.next.i = add nuw nsw i64 %i.addr.015.i, 1
  %Out.addr.i.1 = getelementptr inbounds nuw float, ptr %Out, i64 %i.next.i
  %X.addr.i.1 = getelementptr inbounds nuw float, ptr %X, i64 %i.next.i
  %X.elem.i.1 = load float, ptr %X.addr.i.1, align 4
  %mul.i.1 = fmul float %a, %X.elem.i.1
  %Y.addr.i.1 = getelementptr inbounds nuw float, ptr %Y, i64 %i.next.i
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

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none)
define internal noundef i32 @__modlink_saxpy_parallel0(i32 %task_id, ptr readonly captures(none) %penv, ptr readonly captures(none) %cdata) #0 {
entry:
  %start = load i64, ptr %cdata, align 8
  %field.at1 = getelementptr inbounds nuw i8, ptr %cdata, i64 8
  %end = load i64, ptr %field.at1, align 8
  %field.at2 = getelementptr inbounds nuw i8, ptr %cdata, i64 16
  %Out = load ptr, ptr %field.at2, align 8
  %Out16 = ptrtoint ptr %Out to i64
  %field.at4 = getelementptr inbounds nuw i8, ptr %cdata, i64 32
  %X = load ptr, ptr %field.at4, align 8
  %X17 = ptrtoint ptr %X to i64
  %field.at7 = getelementptr inbounds nuw i8, ptr %cdata, i64 48
  %Y = load ptr, ptr %field.at7, align 8
  %Y18 = ptrtoint ptr %Y to i64
  %field.at10 = getelementptr inbounds nuw i8, ptr %cdata, i64 64
  %a = load float, ptr %field.at10, align 8
  %num_task.at = getelementptr inbounds nuw i8, ptr %penv, i64 8
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
  %6 = add i64 %low, %n.vec
  %broadcast.splatinsert = insertelement <4 x float> poison, float %a, i64 0
  %broadcast.splat = shufflevector <4 x float> %broadcast.splatinsert, <4 x float> poison, <4 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %offset.idx = add i64 %low, %index
  %7 = getelementptr inbounds float, ptr %Out, i64 %offset.idx
  %8 = getelementptr inbounds float, ptr %X, i64 %offset.idx
  %9 = getelementptr inbounds nuw i8, ptr %8, i64 16
  %wide.load = load <4 x float>, ptr %8, align 4
  %wide.load20 = load <4 x float>, ptr %9, align 4
  %10 = fmul <4 x float> %broadcast.splat, %wide.load
  %11 = fmul <4 x float> %broadcast.splat, %wide.load20
  %12 = getelementptr inbounds float, ptr %Y, i64 %offset.idx
  %13 = getelementptr inbounds nuw i8, ptr %12, i64 16
  %wide.load21 = load <4 x float>, ptr %12, align 4
  %wide.load22 = load <4 x float>, ptr %13, align 4
  %14 = fadd <4 x float> %10, %wide.load21
  %15 = fadd <4 x float> %11, %wide.load22
  %16 = getelementptr inbounds nuw i8, ptr %7, i64 16
  store <4 x float> %14, ptr %7, align 4
  store <4 x float> %15, ptr %16, align 4
  %index.next = add nuw i64 %index, 8
  %17 = icmp eq i64 %index.next, %n.vec
  br i1 %17, label %middle.block, label %vector.body, !llvm.loop !4

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %3, %n.vec
  br i1 %cmp.n, label %for.i.end, label %for.i.body.preheader23

for.i.body.preheader23:                           ; preds = %vector.memcheck, %for.i.body.preheader, %middle.block
  %i.addr.015.ph = phi i64 [ %low, %vector.memcheck ], [ %low, %for.i.body.preheader ], [ %6, %middle.block ]
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

define range(i32 -1, 1) i32 @__tvm_ffi_saxpy(ptr readnone captures(none) %self, ptr readonly captures(none) %args, i32 %num_args, ptr readnone captures(none) %result) local_unnamed_addr {
entry:
  %message.parts = alloca [16 x ptr], align 8
  %message.digits0 = alloca [24 x i8], align 1
  %message.digits1 = alloca [24 x i8], align 1
  %message.digits2 = alloca [24 x i8], align 1
  %argc.ok = icmp eq i32 %num_args, 4
  br i1 %argc.ok, label %check1.ok, label %check1.fail

common.ret:                                       ; preds = %call.i729, %__modlink_format_i64.exit715, %call.i697, %__modlink_format_i64.exit695, %call.i660, %__modlink_format_i64.exit658, %call.i640, %__modlink_format_i64.exit638, %call.i586, %__modlink_format_i64.exit584, %call.i566, %check17.fail, %call.i563, %__modlink_format_i64.exit561, %call.i543, %__modlink_format_i64.exit529, %call.i511, %__modlink_format_i64.exit509, %call.i474, %__modlink_format_i64.exit472, %call.i454, %__modlink_format_i64.exit452, %call.i400, %__modlink_format_i64.exit398, %call.i380, %check10.fail, %call.i377, %__modlink_format_i64.exit375, %call.i357, %__modlink_format_i64.exit343, %call.i325, %__modlink_format_i64.exit323, %call.i305, %__modlink_format_i64.exit303, %call.i251, %__modlink_format_i64.exit249, %call.i231, %check4.fail, %call.i228, %__modlink_format_i64.exit226, %call.i208, %__modlink_format_i64.exit206, %call.i, %__modlink_format_i64.exit, %Out.strides.done
  %common.ret.op = phi i32 [ -1, %call.i697 ], [ -1, %call.i ], [ -1, %call.i208 ], [ -1, %call.i228 ], [ -1, %call.i231 ], [ -1, %call.i251 ], [ -1, %call.i305 ], [ -1, %call.i325 ], [ -1, %call.i357 ], [ -1, %call.i377 ], [ -1, %call.i380 ], [ -1, %call.i400 ], [ -1, %call.i454 ], [ -1, %call.i474 ], [ -1, %call.i511 ], [ -1, %call.i543 ], [ -1, %call.i563 ], [ -1, %call.i566 ], [ -1, %call.i586 ], [ -1, %call.i640 ], [ -1, %call.i660 ], [ %result189, %Out.strides.done ], [ -1, %__modlink_format_i64.exit ], [ -1, %__modlink_format_i64.exit206 ], [ -1, %__modlink_format_i64.exit226 ], [ -1, %check4.fail ], [ -1, %__modlink_format_i64.exit249 ], [ -1, %__modlink_format_i64.exit303 ], [ -1, %__modlink_format_i64.exit323 ], [ -1, %__modlink_format_i64.exit343 ], [ -1, %__modlink_format_i64.exit375 ], [ -1, %check10.fail ], [ -1, %__modlink_format_i64.exit398 ], [ -1, %__modlink_format_i64.exit452 ], [ -1, %__modlink_format_i64.exit472 ], [ -1, %__modlink_format_i64.exit509 ], [ -1, %__modlink_format_i64.exit529 ], [ -1, %__modlink_format_i64.exit561 ], [ -1, %check17.fail ], [ -1, %__modlink_format_i64.exit584 ], [ -1, %__modlink_format_i64.exit638 ], [ -1, %__modlink_format_i64.exit658 ], [ -1, %__modlink_format_i64.exit695 ], [ -1, %__modlink_format_i64.exit715 ], [ -1, %call.i729 ]
  ret i32 %common.ret.op

check1.fail:                                      ; preds = %entry
  store ptr @.str.0, ptr %message.parts, align 8
  %0 = tail call i32 @llvm.abs.i32(i32 %num_args, i1 false)
  %mag.i = zext i32 %0 to i64
  %end.i = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
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
  %more.not.i = icmp samesign ult i64 %remaining.i, 10
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
  %part1 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i, ptr %part1, align 8
  %missing.i = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i, label %common.ret, label %call.i

call.i:                                           ; preds = %__modlink_format_i64.exit
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check1.ok:                                        ; preds = %entry
  %a.type_index = load i32, ptr %args, align 4
  %1 = add i32 %a.type_index, -1
  %2 = icmp ult i32 %1, 3
  br i1 %2, label %check2.ok, label %check2.fail

check2.fail:                                      ; preds = %check1.ok
  store ptr @.str.2, ptr %message.parts, align 8
  %3 = tail call i32 @llvm.abs.i32(i32 %a.type_index, i1 false)
  %mag.i190 = zext i32 %3 to i64
  %end.i191 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
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
  %more.not.i200 = icmp samesign ult i64 %remaining.i193, 10
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
  %part6 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i203, ptr %part6, align 8
  %missing.i207 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i207, label %common.ret, label %call.i208

call.i208:                                        ; preds = %__modlink_format_i64.exit206
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check2.ok:                                        ; preds = %check1.ok
  %is3 = icmp eq i32 %a.type_index, 3
  %a.value = getelementptr inbounds nuw i8, ptr %args, i64 8
  %a.int = load i64, ptr %a.value, align 8
  %a.float.cast = bitcast i64 %a.int to double
  %converted = sitofp i64 %a.int to double
  %a.f64 = select i1 %is3, double %a.float.cast, double %converted
  %a = fptrunc double %a.f64 to float
  %X.any = getelementptr inbounds nuw i8, ptr %args, i64 16
  %X.type_index = load i32, ptr %X.any, align 8
  switch i32 %X.type_index, label %check3.fail [
    i32 70, label %check3.ok
    i32 7, label %check3.ok
    i32 4, label %check3.ok
  ]

check3.fail:                                      ; preds = %check2.ok
  store ptr @.str.4, ptr %message.parts, align 8
  %4 = tail call i32 @llvm.abs.i32(i32 %X.type_index, i1 false)
  %mag.i210 = zext i32 %4 to i64
  %end.i211 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
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
  %more.not.i220 = icmp samesign ult i64 %remaining.i213, 10
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
  %part14 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i223, ptr %part14, align 8
  %missing.i227 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i227, label %common.ret, label %call.i228

call.i228:                                        ; preds = %__modlink_format_i64.exit226
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check3.ok:                                        ; preds = %check2.ok, %check2.ok, %check2.ok
  %is9 = icmp eq i32 %X.type_index, 70
  %X.value = getelementptr inbounds nuw i8, ptr %args, i64 24
  %X.ptr = load ptr, ptr %X.value, align 8
  %X.dltensor.idx = select i1 %is9, i64 24, i64 0
  %X.dltensor = getelementptr inbounds nuw i8, ptr %X.ptr, i64 %X.dltensor.idx
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
  %ndim.at = getelementptr inbounds nuw i8, ptr %X.dltensor, i64 16
  %X.ndim = load i32, ptr %ndim.at, align 4
  %ndim.ok = icmp eq i32 %X.ndim, 1
  br i1 %ndim.ok, label %check5.ok, label %check5.fail

check5.fail:                                      ; preds = %check4.ok
  store ptr @.str.6, ptr %message.parts, align 8
  %5 = tail call i32 @llvm.abs.i32(i32 %X.ndim, i1 false)
  %mag.i233 = zext i32 %5 to i64
  %end.i234 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
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
  %more.not.i243 = icmp samesign ult i64 %remaining.i236, 10
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
  %part18 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i246, ptr %part18, align 8
  %missing.i250 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i250, label %common.ret, label %call.i251

call.i251:                                        ; preds = %__modlink_format_i64.exit249
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check5.ok:                                        ; preds = %check4.ok
  %dtype.at = getelementptr inbounds nuw i8, ptr %X.dltensor, i64 20
  %bits.at = getelementptr inbounds nuw i8, ptr %X.dltensor, i64 21
  %lanes.at = getelementptr inbounds nuw i8, ptr %X.dltensor, i64 22
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
  %code20 = zext i8 %code to i64
  store ptr @.str.7, ptr %message.parts, align 8
  %end.i254 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
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
  %more.not.i263 = icmp samesign ult i64 %remaining.i256, 10
  br i1 %more.not.i263, label %__modlink_format_i64.exit269, label %digit.i255

__modlink_format_i64.exit269:                     ; preds = %digit.i255
  %bits21 = zext i8 %bits to i64
  %part25 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %digit.at.i258, ptr %part25, align 8
  %part26 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.8, ptr %part26, align 8
  %end.i271 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
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
  %more.not.i280 = icmp samesign ult i64 %remaining.i273, 10
  br i1 %more.not.i280, label %__modlink_format_i64.exit286, label %digit.i272

__modlink_format_i64.exit286:                     ; preds = %digit.i272
  %lanes22 = zext i16 %lanes to i64
  %part28 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %digit.at.i275, ptr %part28, align 8
  %part29 = getelementptr inbounds nuw i8, ptr %message.parts, i64 32
  store ptr @.str.9, ptr %part29, align 8
  %end.i288 = getelementptr inbounds nuw i8, ptr %message.digits2, i64 23
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
  %more.not.i297 = icmp samesign ult i64 %remaining.i290, 10
  br i1 %more.not.i297, label %__modlink_format_i64.exit303, label %digit.i289

__modlink_format_i64.exit303:                     ; preds = %digit.i289
  %part31 = getelementptr inbounds nuw i8, ptr %message.parts, i64 40
  store ptr %digit.at.i292, ptr %part31, align 8
  %missing.i304 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i304, label %common.ret, label %call.i305

call.i305:                                        ; preds = %__modlink_format_i64.exit303
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check6.ok:                                        ; preds = %check5.ok
  %device.at = getelementptr inbounds nuw i8, ptr %X.dltensor, i64 8
  %X.device_type = load i32, ptr %device.at, align 4
  %device.ok = icmp eq i32 %X.device_type, 1
  br i1 %device.ok, label %check7.ok, label %check7.fail

check7.fail:                                      ; preds = %check6.ok
  store ptr @.str.10, ptr %message.parts, align 8
  %6 = tail call i32 @llvm.abs.i32(i32 %X.device_type, i1 false)
  %mag.i307 = zext i32 %6 to i64
  %end.i308 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
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
  %more.not.i317 = icmp samesign ult i64 %remaining.i310, 10
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
  %part34 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i320, ptr %part34, align 8
  %missing.i324 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i324, label %common.ret, label %call.i325

call.i325:                                        ; preds = %__modlink_format_i64.exit323
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check7.ok:                                        ; preds = %check6.ok
  %shape.at = getelementptr inbounds nuw i8, ptr %X.dltensor, i64 24
  %X.shape = load ptr, ptr %shape.at, align 8
  %X.shape0 = load i64, ptr %X.shape, align 8
  %strides.at = getelementptr inbounds nuw i8, ptr %X.dltensor, i64 32
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
  %byte_offset.at = getelementptr inbounds nuw i8, ptr %X.dltensor, i64 40
  %byte_offset = load i64, ptr %byte_offset.at, align 8
  %X.data = getelementptr i8, ptr %data, i64 %byte_offset
  %Y.any = getelementptr inbounds nuw i8, ptr %args, i64 32
  %Y.type_index = load i32, ptr %Y.any, align 4
  switch i32 %Y.type_index, label %check9.fail [
    i32 70, label %check9.ok
    i32 7, label %check9.ok
    i32 4, label %check9.ok
  ]

check8.fail:                                      ; preds = %X.strides.check
  store ptr @.str.11, ptr %message.parts, align 8
  %mag.i327 = tail call i64 @llvm.abs.i64(i64 %X.stride0, i1 false)
  %end.i328 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
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
  %part38 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i340, ptr %part38, align 8
  %part39 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.12, ptr %part39, align 8
  %end.i344 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i344, align 1
  %digit.at.i348 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i348, align 1
  %part41 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %digit.at.i348, ptr %part41, align 8
  %missing.i356 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i356, label %common.ret, label %call.i357

call.i357:                                        ; preds = %__modlink_format_i64.exit343
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check9.fail:                                      ; preds = %X.strides.done
  store ptr @.str.13, ptr %message.parts, align 8
  %7 = tail call i32 @llvm.abs.i32(i32 %Y.type_index, i1 false)
  %mag.i359 = zext i32 %7 to i64
  %end.i360 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i360, align 1
  br label %digit.i361

digit.i361:                                       ; preds = %digit.i361, %check9.fail
  %remaining.i362 = phi i64 [ %mag.i359, %check9.fail ], [ %rest.i368, %digit.i361 ]
  %cursor.i363 = phi ptr [ %end.i360, %check9.fail ], [ %digit.at.i364, %digit.i361 ]
  %digit.at.i364 = getelementptr inbounds i8, ptr %cursor.i363, i64 -1
  %digit1.i365 = urem i64 %remaining.i362, 10
  %digit.byte.i366 = trunc nuw nsw i64 %digit1.i365 to i8
  %ascii.i367 = or disjoint i8 %digit.byte.i366, 48
  store i8 %ascii.i367, ptr %digit.at.i364, align 1
  %rest.i368 = udiv i64 %remaining.i362, 10
  %more.not.i369 = icmp samesign ult i64 %remaining.i362, 10
  br i1 %more.not.i369, label %digits.done.i370, label %digit.i361

digits.done.i370:                                 ; preds = %digit.i361
  %neg.i371 = icmp slt i32 %Y.type_index, 0
  br i1 %neg.i371, label %sign.i373, label %__modlink_format_i64.exit375

sign.i373:                                        ; preds = %digits.done.i370
  %sign.at.i374 = getelementptr inbounds i8, ptr %cursor.i363, i64 -2
  store i8 45, ptr %sign.at.i374, align 1
  br label %__modlink_format_i64.exit375

__modlink_format_i64.exit375:                     ; preds = %digits.done.i370, %sign.i373
  %start.i372 = phi ptr [ %digit.at.i364, %digits.done.i370 ], [ %sign.at.i374, %sign.i373 ]
  %part50 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i372, ptr %part50, align 8
  %missing.i376 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i376, label %common.ret, label %call.i377

call.i377:                                        ; preds = %__modlink_format_i64.exit375
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check9.ok:                                        ; preds = %X.strides.done, %X.strides.done, %X.strides.done
  %is44 = icmp eq i32 %Y.type_index, 70
  %Y.value = getelementptr inbounds nuw i8, ptr %args, i64 40
  %Y.ptr = load ptr, ptr %Y.value, align 8
  %Y.dltensor.idx = select i1 %is44, i64 24, i64 0
  %Y.dltensor = getelementptr inbounds nuw i8, ptr %Y.ptr, i64 %Y.dltensor.idx
  %null51.not = icmp eq ptr %Y.ptr, null
  br i1 %null51.not, label %check10.fail, label %check10.ok

check10.fail:                                     ; preds = %check9.ok
  store ptr @.str.14, ptr %message.parts, align 8
  %missing.i379 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i379, label %common.ret, label %call.i380

call.i380:                                        ; preds = %check10.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check10.ok:                                       ; preds = %check9.ok
  %ndim.at54 = getelementptr inbounds nuw i8, ptr %Y.dltensor, i64 16
  %Y.ndim = load i32, ptr %ndim.at54, align 4
  %ndim.ok55 = icmp eq i32 %Y.ndim, 1
  br i1 %ndim.ok55, label %check11.ok, label %check11.fail

check11.fail:                                     ; preds = %check10.ok
  store ptr @.str.15, ptr %message.parts, align 8
  %8 = tail call i32 @llvm.abs.i32(i32 %Y.ndim, i1 false)
  %mag.i382 = zext i32 %8 to i64
  %end.i383 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i383, align 1
  br label %digit.i384

digit.i384:                                       ; preds = %digit.i384, %check11.fail
  %remaining.i385 = phi i64 [ %mag.i382, %check11.fail ], [ %rest.i391, %digit.i384 ]
  %cursor.i386 = phi ptr [ %end.i383, %check11.fail ], [ %digit.at.i387, %digit.i384 ]
  %digit.at.i387 = getelementptr inbounds i8, ptr %cursor.i386, i64 -1
  %digit1.i388 = urem i64 %remaining.i385, 10
  %digit.byte.i389 = trunc nuw nsw i64 %digit1.i388 to i8
  %ascii.i390 = or disjoint i8 %digit.byte.i389, 48
  store i8 %ascii.i390, ptr %digit.at.i387, align 1
  %rest.i391 = udiv i64 %remaining.i385, 10
  %more.not.i392 = icmp samesign ult i64 %remaining.i385, 10
  br i1 %more.not.i392, label %digits.done.i393, label %digit.i384

digits.done.i393:                                 ; preds = %digit.i384
  %neg.i394 = icmp slt i32 %Y.ndim, 0
  br i1 %neg.i394, label %sign.i396, label %__modlink_format_i64.exit398

sign.i396:                                        ; preds = %digits.done.i393
  %sign.at.i397 = getelementptr inbounds i8, ptr %cursor.i386, i64 -2
  store i8 45, ptr %sign.at.i397, align 1
  br label %__modlink_format_i64.exit398

__modlink_format_i64.exit398:                     ; preds = %digits.done.i393, %sign.i396
  %start.i395 = phi ptr [ %digit.at.i387, %digits.done.i393 ], [ %sign.at.i397, %sign.i396 ]
  %part59 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i395, ptr %part59, align 8
  %missing.i399 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i399, label %common.ret, label %call.i400

call.i400:                                        ; preds = %__modlink_format_i64.exit398
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check11.ok:                                       ; preds = %check10.ok
  %dtype.at60 = getelementptr inbounds nuw i8, ptr %Y.dltensor, i64 20
  %bits.at62 = getelementptr inbounds nuw i8, ptr %Y.dltensor, i64 21
  %lanes.at63 = getelementptr inbounds nuw i8, ptr %Y.dltensor, i64 22
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
  %code72 = zext i8 %code64 to i64
  store ptr @.str.16, ptr %message.parts, align 8
  %end.i403 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i403, align 1
  br label %digit.i404

digit.i404:                                       ; preds = %digit.i404, %check12.fail
  %remaining.i405 = phi i64 [ %code72, %check12.fail ], [ %rest.i411, %digit.i404 ]
  %cursor.i406 = phi ptr [ %end.i403, %check12.fail ], [ %digit.at.i407, %digit.i404 ]
  %digit.at.i407 = getelementptr inbounds i8, ptr %cursor.i406, i64 -1
  %digit1.i408 = urem i64 %remaining.i405, 10
  %digit.byte.i409 = trunc nuw nsw i64 %digit1.i408 to i8
  %ascii.i410 = or disjoint i8 %digit.byte.i409, 48
  store i8 %ascii.i410, ptr %digit.at.i407, align 1
  %rest.i411 = udiv i64 %remaining.i405, 10
  %more.not.i412 = icmp samesign ult i64 %remaining.i405, 10
  br i1 %more.not.i412, label %__modlink_format_i64.exit418, label %digit.i404

__modlink_format_i64.exit418:                     ; preds = %digit.i404
  %bits73 = zext i8 %bits65 to i64
  %part77 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %digit.at.i407, ptr %part77, align 8
  %part78 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.8, ptr %part78, align 8
  %end.i420 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i420, align 1
  br label %digit.i421

digit.i421:                                       ; preds = %digit.i421, %__modlink_format_i64.exit418
  %remaining.i422 = phi i64 [ %bits73, %__modlink_format_i64.exit418 ], [ %rest.i428, %digit.i421 ]
  %cursor.i423 = phi ptr [ %end.i420, %__modlink_format_i64.exit418 ], [ %digit.at.i424, %digit.i421 ]
  %digit.at.i424 = getelementptr inbounds i8, ptr %cursor.i423, i64 -1
  %digit1.i425 = urem i64 %remaining.i422, 10
  %digit.byte.i426 = trunc nuw nsw i64 %digit1.i425 to i8
  %ascii.i427 = or disjoint i8 %digit.byte.i426, 48
  store i8 %ascii.i427, ptr %digit.at.i424, align 1
  %rest.i428 = udiv i64 %remaining.i422, 10
  %more.not.i429 = icmp samesign ult i64 %remaining.i422, 10
  br i1 %more.not.i429, label %__modlink_format_i64.exit435, label %digit.i421

__modlink_format_i64.exit435:                     ; preds = %digit.i421
  %lanes74 = zext i16 %lanes66 to i64
  %part80 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %digit.at.i424, ptr %part80, align 8
  %part81 = getelementptr inbounds nuw i8, ptr %message.parts, i64 32
  store ptr @.str.9, ptr %part81, align 8
  %end.i437 = getelementptr inbounds nuw i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i437, align 1
  br label %digit.i438

digit.i438:                                       ; preds = %digit.i438, %__modlink_format_i64.exit435
  %remaining.i439 = phi i64 [ %lanes74, %__modlink_format_i64.exit435 ], [ %rest.i445, %digit.i438 ]
  %cursor.i440 = phi ptr [ %end.i437, %__modlink_format_i64.exit435 ], [ %digit.at.i441, %digit.i438 ]
  %digit.at.i441 = getelementptr inbounds i8, ptr %cursor.i440, i64 -1
  %digit1.i442 = urem i64 %remaining.i439, 10
  %digit.byte.i443 = trunc nuw nsw i64 %digit1.i442 to i8
  %ascii.i444 = or disjoint i8 %digit.byte.i443, 48
  store i8 %ascii.i444, ptr %digit.at.i441, align 1
  %rest.i445 = udiv i64 %remaining.i439, 10
  %more.not.i446 = icmp samesign ult i64 %remaining.i439, 10
  br i1 %more.not.i446, label %__modlink_format_i64.exit452, label %digit.i438

__modlink_format_i64.exit452:                     ; preds = %digit.i438
  %part83 = getelementptr inbounds nuw i8, ptr %message.parts, i64 40
  store ptr %digit.at.i441, ptr %part83, align 8
  %missing.i453 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i453, label %common.ret, label %call.i454

call.i454:                                        ; preds = %__modlink_format_i64.exit452
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check12.ok:                                       ; preds = %check11.ok
  %device.at84 = getelementptr inbounds nuw i8, ptr %Y.dltensor, i64 8
  %Y.device_type = load i32, ptr %device.at84, align 4
  %device.ok85 = icmp eq i32 %Y.device_type, 1
  br i1 %device.ok85, label %check13.ok, label %check13.fail

check13.fail:                                     ; preds = %check12.ok
  store ptr @.str.17, ptr %message.parts, align 8
  %9 = tail call i32 @llvm.abs.i32(i32 %Y.device_type, i1 false)
  %mag.i456 = zext i32 %9 to i64
  %end.i457 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i457, align 1
  br label %digit.i458

digit.i458:                                       ; preds = %digit.i458, %check13.fail
  %remaining.i459 = phi i64 [ %mag.i456, %check13.fail ], [ %rest.i465, %digit.i458 ]
  %cursor.i460 = phi ptr [ %end.i457, %check13.fail ], [ %digit.at.i461, %digit.i458 ]
  %digit.at.i461 = getelementptr inbounds i8, ptr %cursor.i460, i64 -1
  %digit1.i462 = urem i64 %remaining.i459, 10
  %digit.byte.i463 = trunc nuw nsw i64 %digit1.i462 to i8
  %ascii.i464 = or disjoint i8 %digit.byte.i463, 48
  store i8 %ascii.i464, ptr %digit.at.i461, align 1
  %rest.i465 = udiv i64 %remaining.i459, 10
  %more.not.i466 = icmp samesign ult i64 %remaining.i459, 10
  br i1 %more.not.i466, label %digits.done.i467, label %digit.i458

digits.done.i467:                                 ; preds = %digit.i458
  %neg.i468 = icmp slt i32 %Y.device_type, 0
  br i1 %neg.i468, label %sign.i470, label %__modlink_format_i64.exit472

sign.i470:                                        ; preds = %digits.done.i467
  %sign.at.i471 = getelementptr inbounds i8, ptr %cursor.i460, i64 -2
  store i8 45, ptr %sign.at.i471, align 1
  br label %__modlink_format_i64.exit472

__modlink_format_i64.exit472:                     ; preds = %digits.done.i467, %sign.i470
  %start.i469 = phi ptr [ %digit.at.i461, %digits.done.i467 ], [ %sign.at.i471, %sign.i470 ]
  %part89 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i469, ptr %part89, align 8
  %missing.i473 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i473, label %common.ret, label %call.i474

call.i474:                                        ; preds = %__modlink_format_i64.exit472
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check13.ok:                                       ; preds = %check12.ok
  %shape.at90 = getelementptr inbounds nuw i8, ptr %Y.dltensor, i64 24
  %Y.shape = load ptr, ptr %shape.at90, align 8
  %Y.shape0 = load i64, ptr %Y.shape, align 8
  %extent.ok = icmp eq i64 %Y.shape0, %X.shape0
  br i1 %extent.ok, label %check14.ok, label %check14.fail

check14.fail:                                     ; preds = %check13.ok
  store ptr @.str.18, ptr %message.parts, align 8
  %mag.i476 = tail call i64 @llvm.abs.i64(i64 %Y.shape0, i1 false)
  %end.i477 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i477, align 1
  br label %digit.i478

digit.i478:                                       ; preds = %digit.i478, %check14.fail
  %remaining.i479 = phi i64 [ %mag.i476, %check14.fail ], [ %rest.i485, %digit.i478 ]
  %cursor.i480 = phi ptr [ %end.i477, %check14.fail ], [ %digit.at.i481, %digit.i478 ]
  %digit.at.i481 = getelementptr inbounds i8, ptr %cursor.i480, i64 -1
  %digit1.i482 = urem i64 %remaining.i479, 10
  %digit.byte.i483 = trunc nuw nsw i64 %digit1.i482 to i8
  %ascii.i484 = or disjoint i8 %digit.byte.i483, 48
  store i8 %ascii.i484, ptr %digit.at.i481, align 1
  %rest.i485 = udiv i64 %remaining.i479, 10
  %more.not.i486 = icmp ult i64 %remaining.i479, 10
  br i1 %more.not.i486, label %digits.done.i487, label %digit.i478

digits.done.i487:                                 ; preds = %digit.i478
  %neg.i488 = icmp slt i64 %Y.shape0, 0
  br i1 %neg.i488, label %sign.i490, label %__modlink_format_i64.exit492

sign.i490:                                        ; preds = %digits.done.i487
  %sign.at.i491 = getelementptr inbounds i8, ptr %cursor.i480, i64 -2
  store i8 45, ptr %sign.at.i491, align 1
  br label %__modlink_format_i64.exit492

__modlink_format_i64.exit492:                     ; preds = %digits.done.i487, %sign.i490
  %start.i489 = phi ptr [ %digit.at.i481, %digits.done.i487 ], [ %sign.at.i491, %sign.i490 ]
  %part94 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i489, ptr %part94, align 8
  %part95 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.19, ptr %part95, align 8
  %mag.i493 = call i64 @llvm.abs.i64(i64 %X.shape0, i1 false)
  %end.i494 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i494, align 1
  br label %digit.i495

digit.i495:                                       ; preds = %digit.i495, %__modlink_format_i64.exit492
  %remaining.i496 = phi i64 [ %mag.i493, %__modlink_format_i64.exit492 ], [ %rest.i502, %digit.i495 ]
  %cursor.i497 = phi ptr [ %end.i494, %__modlink_format_i64.exit492 ], [ %digit.at.i498, %digit.i495 ]
  %digit.at.i498 = getelementptr inbounds i8, ptr %cursor.i497, i64 -1
  %digit1.i499 = urem i64 %remaining.i496, 10
  %digit.byte.i500 = trunc nuw nsw i64 %digit1.i499 to i8
  %ascii.i501 = or disjoint i8 %digit.byte.i500, 48
  store i8 %ascii.i501, ptr %digit.at.i498, align 1
  %rest.i502 = udiv i64 %remaining.i496, 10
  %more.not.i503 = icmp ult i64 %remaining.i496, 10
  br i1 %more.not.i503, label %digits.done.i504, label %digit.i495

digits.done.i504:                                 ; preds = %digit.i495
  %neg.i505 = icmp slt i64 %X.shape0, 0
  br i1 %neg.i505, label %sign.i507, label %__modlink_format_i64.exit509

sign.i507:                                        ; preds = %digits.done.i504
  %sign.at.i508 = getelementptr inbounds i8, ptr %cursor.i497, i64 -2
  store i8 45, ptr %sign.at.i508, align 1
  br label %__modlink_format_i64.exit509

__modlink_format_i64.exit509:                     ; preds = %digits.done.i504, %sign.i507
  %start.i506 = phi ptr [ %digit.at.i498, %digits.done.i504 ], [ %sign.at.i508, %sign.i507 ]
  %part97 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %start.i506, ptr %part97, align 8
  %missing.i510 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i510, label %common.ret, label %call.i511

call.i511:                                        ; preds = %__modlink_format_i64.exit509
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check14.ok:                                       ; preds = %check13.ok
  %strides.at98 = getelementptr inbounds nuw i8, ptr %Y.dltensor, i64 32
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
  %byte_offset.at113 = getelementptr inbounds nuw i8, ptr %Y.dltensor, i64 40
  %byte_offset114 = load i64, ptr %byte_offset.at113, align 8
  %Y.data = getelementptr i8, ptr %data112, i64 %byte_offset114
  %Out.any = getelementptr inbounds nuw i8, ptr %args, i64 48
  %Out.type_index = load i32, ptr %Out.any, align 4
  switch i32 %Out.type_index, label %check16.fail [
    i32 70, label %check16.ok
    i32 7, label %check16.ok
    i32 4, label %check16.ok
  ]

check15.fail:                                     ; preds = %Y.strides.check
  store ptr @.str.20, ptr %message.parts, align 8
  %mag.i513 = tail call i64 @llvm.abs.i64(i64 %Y.stride0, i1 false)
  %end.i514 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i514, align 1
  br label %digit.i515

digit.i515:                                       ; preds = %digit.i515, %check15.fail
  %remaining.i516 = phi i64 [ %mag.i513, %check15.fail ], [ %rest.i522, %digit.i515 ]
  %cursor.i517 = phi ptr [ %end.i514, %check15.fail ], [ %digit.at.i518, %digit.i515 ]
  %digit.at.i518 = getelementptr inbounds i8, ptr %cursor.i517, i64 -1
  %digit1.i519 = urem i64 %remaining.i516, 10
  %digit.byte.i520 = trunc nuw nsw i64 %digit1.i519 to i8
  %ascii.i521 = or disjoint i8 %digit.byte.i520, 48
  store i8 %ascii.i521, ptr %digit.at.i518, align 1
  %rest.i522 = udiv i64 %remaining.i516, 10
  %more.not.i523 = icmp ult i64 %remaining.i516, 10
  br i1 %more.not.i523, label %digits.done.i524, label %digit.i515

digits.done.i524:                                 ; preds = %digit.i515
  %neg.i525 = icmp slt i64 %Y.stride0, 0
  br i1 %neg.i525, label %sign.i527, label %__modlink_format_i64.exit529

sign.i527:                                        ; preds = %digits.done.i524
  %sign.at.i528 = getelementptr inbounds i8, ptr %cursor.i517, i64 -2
  store i8 45, ptr %sign.at.i528, align 1
  br label %__modlink_format_i64.exit529

__modlink_format_i64.exit529:                     ; preds = %digits.done.i524, %sign.i527
  %start.i526 = phi ptr [ %digit.at.i518, %digits.done.i524 ], [ %sign.at.i528, %sign.i527 ]
  %part106 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i526, ptr %part106, align 8
  %part107 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.12, ptr %part107, align 8
  %end.i530 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i530, align 1
  %digit.at.i534 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i534, align 1
  %part109 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %digit.at.i534, ptr %part109, align 8
  %missing.i542 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i542, label %common.ret, label %call.i543

call.i543:                                        ; preds = %__modlink_format_i64.exit529
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check16.fail:                                     ; preds = %Y.strides.done
  store ptr @.str.21, ptr %message.parts, align 8
  %10 = tail call i32 @llvm.abs.i32(i32 %Out.type_index, i1 false)
  %mag.i545 = zext i32 %10 to i64
  %end.i546 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i546, align 1
  br label %digit.i547

digit.i547:                                       ; preds = %digit.i547, %check16.fail
  %remaining.i548 = phi i64 [ %mag.i545, %check16.fail ], [ %rest.i554, %digit.i547 ]
  %cursor.i549 = phi ptr [ %end.i546, %check16.fail ], [ %digit.at.i550, %digit.i547 ]
  %digit.at.i550 = getelementptr inbounds i8, ptr %cursor.i549, i64 -1
  %digit1.i551 = urem i64 %remaining.i548, 10
  %digit.byte.i552 = trunc nuw nsw i64 %digit1.i551 to i8
  %ascii.i553 = or disjoint i8 %digit.byte.i552, 48
  store i8 %ascii.i553, ptr %digit.at.i550, align 1
  %rest.i554 = udiv i64 %remaining.i548, 10
  %more.not.i555 = icmp samesign ult i64 %remaining.i548, 10
  br i1 %more.not.i555, label %digits.done.i556, label %digit.i547

digits.done.i556:                                 ; preds = %digit.i547
  %neg.i557 = icmp slt i32 %Out.type_index, 0
  br i1 %neg.i557, label %sign.i559, label %__modlink_format_i64.exit561

sign.i559:                                        ; preds = %digits.done.i556
  %sign.at.i560 = getelementptr inbounds i8, ptr %cursor.i549, i64 -2
  store i8 45, ptr %sign.at.i560, align 1
  br label %__modlink_format_i64.exit561

__modlink_format_i64.exit561:                     ; preds = %digits.done.i556, %sign.i559
  %start.i558 = phi ptr [ %digit.at.i550, %digits.done.i556 ], [ %sign.at.i560, %sign.i559 ]
  %part123 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i558, ptr %part123, align 8
  %missing.i562 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i562, label %common.ret, label %call.i563

call.i563:                                        ; preds = %__modlink_format_i64.exit561
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check16.ok:                                       ; preds = %Y.strides.done, %Y.strides.done, %Y.strides.done
  %is117 = icmp eq i32 %Out.type_index, 70
  %Out.value = getelementptr inbounds nuw i8, ptr %args, i64 56
  %Out.ptr = load ptr, ptr %Out.value, align 8
  %Out.dltensor.idx = select i1 %is117, i64 24, i64 0
  %Out.dltensor = getelementptr inbounds nuw i8, ptr %Out.ptr, i64 %Out.dltensor.idx
  %null124.not = icmp eq ptr %Out.ptr, null
  br i1 %null124.not, label %check17.fail, label %check17.ok

check17.fail:                                     ; preds = %check16.ok
  store ptr @.str.22, ptr %message.parts, align 8
  %missing.i565 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i565, label %common.ret, label %call.i566

call.i566:                                        ; preds = %check17.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check17.ok:                                       ; preds = %check16.ok
  %ndim.at127 = getelementptr inbounds nuw i8, ptr %Out.dltensor, i64 16
  %Out.ndim = load i32, ptr %ndim.at127, align 4
  %ndim.ok128 = icmp eq i32 %Out.ndim, 1
  br i1 %ndim.ok128, label %check18.ok, label %check18.fail

check18.fail:                                     ; preds = %check17.ok
  store ptr @.str.23, ptr %message.parts, align 8
  %11 = tail call i32 @llvm.abs.i32(i32 %Out.ndim, i1 false)
  %mag.i568 = zext i32 %11 to i64
  %end.i569 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i569, align 1
  br label %digit.i570

digit.i570:                                       ; preds = %digit.i570, %check18.fail
  %remaining.i571 = phi i64 [ %mag.i568, %check18.fail ], [ %rest.i577, %digit.i570 ]
  %cursor.i572 = phi ptr [ %end.i569, %check18.fail ], [ %digit.at.i573, %digit.i570 ]
  %digit.at.i573 = getelementptr inbounds i8, ptr %cursor.i572, i64 -1
  %digit1.i574 = urem i64 %remaining.i571, 10
  %digit.byte.i575 = trunc nuw nsw i64 %digit1.i574 to i8
  %ascii.i576 = or disjoint i8 %digit.byte.i575, 48
  store i8 %ascii.i576, ptr %digit.at.i573, align 1
  %rest.i577 = udiv i64 %remaining.i571, 10
  %more.not.i578 = icmp samesign ult i64 %remaining.i571, 10
  br i1 %more.not.i578, label %digits.done.i579, label %digit.i570

digits.done.i579:                                 ; preds = %digit.i570
  %neg.i580 = icmp slt i32 %Out.ndim, 0
  br i1 %neg.i580, label %sign.i582, label %__modlink_format_i64.exit584

sign.i582:                                        ; preds = %digits.done.i579
  %sign.at.i583 = getelementptr inbounds i8, ptr %cursor.i572, i64 -2
  store i8 45, ptr %sign.at.i583, align 1
  br label %__modlink_format_i64.exit584

__modlink_format_i64.exit584:                     ; preds = %digits.done.i579, %sign.i582
  %start.i581 = phi ptr [ %digit.at.i573, %digits.done.i579 ], [ %sign.at.i583, %sign.i582 ]
  %part132 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i581, ptr %part132, align 8
  %missing.i585 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i585, label %common.ret, label %call.i586

call.i586:                                        ; preds = %__modlink_format_i64.exit584
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check18.ok:                                       ; preds = %check17.ok
  %dtype.at133 = getelementptr inbounds nuw i8, ptr %Out.dltensor, i64 20
  %bits.at135 = getelementptr inbounds nuw i8, ptr %Out.dltensor, i64 21
  %lanes.at136 = getelementptr inbounds nuw i8, ptr %Out.dltensor, i64 22
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
  %code145 = zext i8 %code137 to i64
  store ptr @.str.24, ptr %message.parts, align 8
  %end.i589 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i589, align 1
  br label %digit.i590

digit.i590:                                       ; preds = %digit.i590, %check19.fail
  %remaining.i591 = phi i64 [ %code145, %check19.fail ], [ %rest.i597, %digit.i590 ]
  %cursor.i592 = phi ptr [ %end.i589, %check19.fail ], [ %digit.at.i593, %digit.i590 ]
  %digit.at.i593 = getelementptr inbounds i8, ptr %cursor.i592, i64 -1
  %digit1.i594 = urem i64 %remaining.i591, 10
  %digit.byte.i595 = trunc nuw nsw i64 %digit1.i594 to i8
  %ascii.i596 = or disjoint i8 %digit.byte.i595, 48
  store i8 %ascii.i596, ptr %digit.at.i593, align 1
  %rest.i597 = udiv i64 %remaining.i591, 10
  %more.not.i598 = icmp samesign ult i64 %remaining.i591, 10
  br i1 %more.not.i598, label %__modlink_format_i64.exit604, label %digit.i590

__modlink_format_i64.exit604:                     ; preds = %digit.i590
  %bits146 = zext i8 %bits138 to i64
  %part150 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %digit.at.i593, ptr %part150, align 8
  %part151 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.8, ptr %part151, align 8
  %end.i606 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i606, align 1
  br label %digit.i607

digit.i607:                                       ; preds = %digit.i607, %__modlink_format_i64.exit604
  %remaining.i608 = phi i64 [ %bits146, %__modlink_format_i64.exit604 ], [ %rest.i614, %digit.i607 ]
  %cursor.i609 = phi ptr [ %end.i606, %__modlink_format_i64.exit604 ], [ %digit.at.i610, %digit.i607 ]
  %digit.at.i610 = getelementptr inbounds i8, ptr %cursor.i609, i64 -1
  %digit1.i611 = urem i64 %remaining.i608, 10
  %digit.byte.i612 = trunc nuw nsw i64 %digit1.i611 to i8
  %ascii.i613 = or disjoint i8 %digit.byte.i612, 48
  store i8 %ascii.i613, ptr %digit.at.i610, align 1
  %rest.i614 = udiv i64 %remaining.i608, 10
  %more.not.i615 = icmp samesign ult i64 %remaining.i608, 10
  br i1 %more.not.i615, label %__modlink_format_i64.exit621, label %digit.i607

__modlink_format_i64.exit621:                     ; preds = %digit.i607
  %lanes147 = zext i16 %lanes139 to i64
  %part153 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %digit.at.i610, ptr %part153, align 8
  %part154 = getelementptr inbounds nuw i8, ptr %message.parts, i64 32
  store ptr @.str.9, ptr %part154, align 8
  %end.i623 = getelementptr inbounds nuw i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i623, align 1
  br label %digit.i624

digit.i624:                                       ; preds = %digit.i624, %__modlink_format_i64.exit621
  %remaining.i625 = phi i64 [ %lanes147, %__modlink_format_i64.exit621 ], [ %rest.i631, %digit.i624 ]
  %cursor.i626 = phi ptr [ %end.i623, %__modlink_format_i64.exit621 ], [ %digit.at.i627, %digit.i624 ]
  %digit.at.i627 = getelementptr inbounds i8, ptr %cursor.i626, i64 -1
  %digit1.i628 = urem i64 %remaining.i625, 10
  %digit.byte.i629 = trunc nuw nsw i64 %digit1.i628 to i8
  %ascii.i630 = or disjoint i8 %digit.byte.i629, 48
  store i8 %ascii.i630, ptr %digit.at.i627, align 1
  %rest.i631 = udiv i64 %remaining.i625, 10
  %more.not.i632 = icmp samesign ult i64 %remaining.i625, 10
  br i1 %more.not.i632, label %__modlink_format_i64.exit638, label %digit.i624

__modlink_format_i64.exit638:                     ; preds = %digit.i624
  %part156 = getelementptr inbounds nuw i8, ptr %message.parts, i64 40
  store ptr %digit.at.i627, ptr %part156, align 8
  %missing.i639 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i639, label %common.ret, label %call.i640

call.i640:                                        ; preds = %__modlink_format_i64.exit638
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check19.ok:                                       ; preds = %check18.ok
  %device.at157 = getelementptr inbounds nuw i8, ptr %Out.dltensor, i64 8
  %Out.device_type = load i32, ptr %device.at157, align 4
  %device.ok158 = icmp eq i32 %Out.device_type, 1
  br i1 %device.ok158, label %check20.ok, label %check20.fail

check20.fail:                                     ; preds = %check19.ok
  store ptr @.str.25, ptr %message.parts, align 8
  %12 = tail call i32 @llvm.abs.i32(i32 %Out.device_type, i1 false)
  %mag.i642 = zext i32 %12 to i64
  %end.i643 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i643, align 1
  br label %digit.i644

digit.i644:                                       ; preds = %digit.i644, %check20.fail
  %remaining.i645 = phi i64 [ %mag.i642, %check20.fail ], [ %rest.i651, %digit.i644 ]
  %cursor.i646 = phi ptr [ %end.i643, %check20.fail ], [ %digit.at.i647, %digit.i644 ]
  %digit.at.i647 = getelementptr inbounds i8, ptr %cursor.i646, i64 -1
  %digit1.i648 = urem i64 %remaining.i645, 10
  %digit.byte.i649 = trunc nuw nsw i64 %digit1.i648 to i8
  %ascii.i650 = or disjoint i8 %digit.byte.i649, 48
  store i8 %ascii.i650, ptr %digit.at.i647, align 1
  %rest.i651 = udiv i64 %remaining.i645, 10
  %more.not.i652 = icmp samesign ult i64 %remaining.i645, 10
  br i1 %more.not.i652, label %digits.done.i653, label %digit.i644

digits.done.i653:                                 ; preds = %digit.i644
  %neg.i654 = icmp slt i32 %Out.device_type, 0
  br i1 %neg.i654, label %sign.i656, label %__modlink_format_i64.exit658

sign.i656:                                        ; preds = %digits.done.i653
  %sign.at.i657 = getelementptr inbounds i8, ptr %cursor.i646, i64 -2
  store i8 45, ptr %sign.at.i657, align 1
  br label %__modlink_format_i64.exit658

__modlink_format_i64.exit658:                     ; preds = %digits.done.i653, %sign.i656
  %start.i655 = phi ptr [ %digit.at.i647, %digits.done.i653 ], [ %sign.at.i657, %sign.i656 ]
  %part162 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i655, ptr %part162, align 8
  %missing.i659 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i659, label %common.ret, label %call.i660

call.i660:                                        ; preds = %__modlink_format_i64.exit658
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check20.ok:                                       ; preds = %check19.ok
  %shape.at163 = getelementptr inbounds nuw i8, ptr %Out.dltensor, i64 24
  %Out.shape = load ptr, ptr %shape.at163, align 8
  %Out.shape0 = load i64, ptr %Out.shape, align 8
  %extent.ok165 = icmp eq i64 %Out.shape0, %X.shape0
  br i1 %extent.ok165, label %check21.ok, label %check21.fail

check21.fail:                                     ; preds = %check20.ok
  store ptr @.str.26, ptr %message.parts, align 8
  %mag.i662 = tail call i64 @llvm.abs.i64(i64 %Out.shape0, i1 false)
  %end.i663 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i663, align 1
  br label %digit.i664

digit.i664:                                       ; preds = %digit.i664, %check21.fail
  %remaining.i665 = phi i64 [ %mag.i662, %check21.fail ], [ %rest.i671, %digit.i664 ]
  %cursor.i666 = phi ptr [ %end.i663, %check21.fail ], [ %digit.at.i667, %digit.i664 ]
  %digit.at.i667 = getelementptr inbounds i8, ptr %cursor.i666, i64 -1
  %digit1.i668 = urem i64 %remaining.i665, 10
  %digit.byte.i669 = trunc nuw nsw i64 %digit1.i668 to i8
  %ascii.i670 = or disjoint i8 %digit.byte.i669, 48
  store i8 %ascii.i670, ptr %digit.at.i667, align 1
  %rest.i671 = udiv i64 %remaining.i665, 10
  %more.not.i672 = icmp ult i64 %remaining.i665, 10
  br i1 %more.not.i672, label %digits.done.i673, label %digit.i664

digits.done.i673:                                 ; preds = %digit.i664
  %neg.i674 = icmp slt i64 %Out.shape0, 0
  br i1 %neg.i674, label %sign.i676, label %__modlink_format_i64.exit678

sign.i676:                                        ; preds = %digits.done.i673
  %sign.at.i677 = getelementptr inbounds i8, ptr %cursor.i666, i64 -2
  store i8 45, ptr %sign.at.i677, align 1
  br label %__modlink_format_i64.exit678

__modlink_format_i64.exit678:                     ; preds = %digits.done.i673, %sign.i676
  %start.i675 = phi ptr [ %digit.at.i667, %digits.done.i673 ], [ %sign.at.i677, %sign.i676 ]
  %part168 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i675, ptr %part168, align 8
  %part169 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.19, ptr %part169, align 8
  %mag.i679 = call i64 @llvm.abs.i64(i64 %X.shape0, i1 false)
  %end.i680 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i680, align 1
  br label %digit.i681

digit.i681:                                       ; preds = %digit.i681, %__modlink_format_i64.exit678
  %remaining.i682 = phi i64 [ %mag.i679, %__modlink_format_i64.exit678 ], [ %rest.i688, %digit.i681 ]
  %cursor.i683 = phi ptr [ %end.i680, %__modlink_format_i64.exit678 ], [ %digit.at.i684, %digit.i681 ]
  %digit.at.i684 = getelementptr inbounds i8, ptr %cursor.i683, i64 -1
  %digit1.i685 = urem i64 %remaining.i682, 10
  %digit.byte.i686 = trunc nuw nsw i64 %digit1.i685 to i8
  %ascii.i687 = or disjoint i8 %digit.byte.i686, 48
  store i8 %ascii.i687, ptr %digit.at.i684, align 1
  %rest.i688 = udiv i64 %remaining.i682, 10
  %more.not.i689 = icmp ult i64 %remaining.i682, 10
  br i1 %more.not.i689, label %digits.done.i690, label %digit.i681

digits.done.i690:                                 ; preds = %digit.i681
  %neg.i691 = icmp slt i64 %X.shape0, 0
  br i1 %neg.i691, label %sign.i693, label %__modlink_format_i64.exit695

sign.i693:                                        ; preds = %digits.done.i690
  %sign.at.i694 = getelementptr inbounds i8, ptr %cursor.i683, i64 -2
  store i8 45, ptr %sign.at.i694, align 1
  br label %__modlink_format_i64.exit695

__modlink_format_i64.exit695:                     ; preds = %digits.done.i690, %sign.i693
  %start.i692 = phi ptr [ %digit.at.i684, %digits.done.i690 ], [ %sign.at.i694, %sign.i693 ]
  %part171 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %start.i692, ptr %part171, align 8
  %missing.i696 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i696, label %common.ret, label %call.i697

call.i697:                                        ; preds = %__modlink_format_i64.exit695
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check21.ok:                                       ; preds = %check20.ok
  %strides.at172 = getelementptr inbounds nuw i8, ptr %Out.dltensor, i64 32
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
  %byte_offset.at187 = getelementptr inbounds nuw i8, ptr %Out.dltensor, i64 40
  %byte_offset188 = load i64, ptr %byte_offset.at187, align 8
  %Out.data = getelementptr i8, ptr %data186, i64 %byte_offset188
  %status = tail call i32 @saxpy_c(float %a, ptr %X.data, ptr %Y.data, ptr %Out.data, i64 %X.shape0)
  %ok = icmp ne i32 %status, 0
  %result189 = sext i1 %ok to i32
  br label %common.ret

check22.fail:                                     ; preds = %Out.strides.check
  store ptr @.str.27, ptr %message.parts, align 8
  %mag.i699 = tail call i64 @llvm.abs.i64(i64 %Out.stride0, i1 false)
  %end.i700 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i700, align 1
  br label %digit.i701

digit.i701:                                       ; preds = %digit.i701, %check22.fail
  %remaining.i702 = phi i64 [ %mag.i699, %check22.fail ], [ %rest.i708, %digit.i701 ]
  %cursor.i703 = phi ptr [ %end.i700, %check22.fail ], [ %digit.at.i704, %digit.i701 ]
  %digit.at.i704 = getelementptr inbounds i8, ptr %cursor.i703, i64 -1
  %digit1.i705 = urem i64 %remaining.i702, 10
  %digit.byte.i706 = trunc nuw nsw i64 %digit1.i705 to i8
  %ascii.i707 = or disjoint i8 %digit.byte.i706, 48
  store i8 %ascii.i707, ptr %digit.at.i704, align 1
  %rest.i708 = udiv i64 %remaining.i702, 10
  %more.not.i709 = icmp ult i64 %remaining.i702, 10
  br i1 %more.not.i709, label %digits.done.i710, label %digit.i701

digits.done.i710:                                 ; preds = %digit.i701
  %neg.i711 = icmp slt i64 %Out.stride0, 0
  br i1 %neg.i711, label %sign.i713, label %__modlink_format_i64.exit715

sign.i713:                                        ; preds = %digits.done.i710
  %sign.at.i714 = getelementptr inbounds i8, ptr %cursor.i703, i64 -2
  store i8 45, ptr %sign.at.i714, align 1
  br label %__modlink_format_i64.exit715

__modlink_format_i64.exit715:                     ; preds = %digits.done.i710, %sign.i713
  %start.i712 = phi ptr [ %digit.at.i704, %digits.done.i710 ], [ %sign.at.i714, %sign.i713 ]
  %part180 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i712, ptr %part180, align 8
  %part181 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.12, ptr %part181, align 8
  %end.i716 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i716, align 1
  %digit.at.i720 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i720, align 1
  %part183 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %digit.at.i720, ptr %part183, align 8
  %missing.i728 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i728, label %common.ret, label %call.i729

call.i729:                                        ; preds = %__modlink_format_i64.exit715
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret
}

declare extern_weak void @TVMFFIErrorSetRaisedFromCStrParts(ptr, ptr, i32)

define weak i32 @__tvm_ffi_main(ptr %self, ptr %args, i32 %num_args, ptr %result) local_unnamed_addr {
entry:
  %status = tail call i32 @__tvm_ffi_saxpy(ptr poison, ptr %args, i32 %num_args, ptr poison)
  ret i32 %status
}

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.abs.i64(i64, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #2

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none, target_mem0: none, target_mem1: none) }
attributes #1 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.isvectorized", i32 1}
!2 = !{!"llvm.loop.unroll.runtime.disable"}
!3 = distinct !{!3, !1}
!4 = distinct !{!4, !1, !2}
!5 = distinct !{!5, !1}
