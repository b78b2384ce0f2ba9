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

common.ret:                                       ; preds = %call.i737, %__modlink_format_i64.exit723, %call.i705, %__modlink_format_i64.exit703, %call.i668, %__modlink_format_i64.exit666, %call.i648, %__modlink_format_i64.exit646, %call.i594, %__modlink_format_i64.exit592, %call.i574, %check17.fail, %call.i571, %__modlink_format_i64.exit569, %call.i551, %__modlink_format_i64.exit537, %call.i519, %__modlink_format_i64.exit517, %call.i482, %__modlink_format_i64.exit480, %call.i462, %__modlink_format_i64.exit460, %call.i408, %__modlink_format_i64.exit406, %call.i388, %check10.fail, %call.i385, %__modlink_format_i64.exit383, %call.i365, %__modlink_format_i64.exit351, %call.i333, %__modlink_format_i64.exit331, %call.i313, %__modlink_format_i64.exit311, %call.i259, %__modlink_format_i64.exit257, %call.i239, %check4.fail, %call.i236, %__modlink_format_i64.exit234, %call.i216, %__modlink_format_i64.exit214, %call.i, %__modlink_format_i64.exit, %Out.strides.done
  %common.ret.op = phi i32 [ -1, %call.i705 ], [ -1, %call.i ], [ -1, %call.i216 ], [ -1, %call.i236 ], [ -1, %call.i239 ], [ -1, %call.i259 ], [ -1, %call.i313 ], [ -1, %call.i333 ], [ -1, %call.i365 ], [ -1, %call.i385 ], [ -1, %call.i388 ], [ -1, %call.i408 ], [ -1, %call.i462 ], [ -1, %call.i482 ], [ -1, %call.i519 ], [ -1, %call.i551 ], [ -1, %call.i571 ], [ -1, %call.i574 ], [ -1, %call.i594 ], [ -1, %call.i648 ], [ -1, %call.i668 ], [ %result194, %Out.strides.done ], [ -1, %__modlink_format_i64.exit ], [ -1, %__modlink_format_i64.exit214 ], [ -1, %__modlink_format_i64.exit234 ], [ -1, %check4.fail ], [ -1, %__modlink_format_i64.exit257 ], [ -1, %__modlink_format_i64.exit311 ], [ -1, %__modlink_format_i64.exit331 ], [ -1, %__modlink_format_i64.exit351 ], [ -1, %__modlink_format_i64.exit383 ], [ -1, %check10.fail ], [ -1, %__modlink_format_i64.exit406 ], [ -1, %__modlink_format_i64.exit460 ], [ -1, %__modlink_format_i64.exit480 ], [ -1, %__modlink_format_i64.exit517 ], [ -1, %__modlink_format_i64.exit537 ], [ -1, %__modlink_format_i64.exit569 ], [ -1, %check17.fail ], [ -1, %__modlink_format_i64.exit592 ], [ -1, %__modlink_format_i64.exit646 ], [ -1, %__modlink_format_i64.exit666 ], [ -1, %__modlink_format_i64.exit703 ], [ -1, %__modlink_format_i64.exit723 ], [ -1, %call.i737 ]
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
  %mag.i198 = zext i32 %3 to i64
  %end.i199 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
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
  %more.not.i208 = icmp samesign ult i64 %remaining.i201, 10
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
  %part7 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i211, ptr %part7, align 8
  %missing.i215 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i215, label %common.ret, label %call.i216

call.i216:                                        ; preds = %__modlink_format_i64.exit214
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check2.ok:                                        ; preds = %check1.ok
  %is4 = icmp eq i32 %a.type_index, 3
  %a.value = getelementptr inbounds nuw i8, ptr %args, i64 8
  %a.int = load i64, ptr %a.value, align 8
  %a.float.cast = bitcast i64 %a.int to double
  %converted = sitofp i64 %a.int to double
  %a.f64 = select i1 %is4, double %a.float.cast, double %converted
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
  %mag.i218 = zext i32 %4 to i64
  %end.i219 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
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
  %more.not.i228 = icmp samesign ult i64 %remaining.i221, 10
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
  %part17 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i231, ptr %part17, align 8
  %missing.i235 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i235, label %common.ret, label %call.i236

call.i236:                                        ; preds = %__modlink_format_i64.exit234
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check3.ok:                                        ; preds = %check2.ok, %check2.ok, %check2.ok
  %is8 = icmp eq i32 %X.type_index, 70
  %X.value = getelementptr inbounds nuw i8, ptr %args, i64 24
  %X.ptr = load ptr, ptr %X.value, align 8
  %X.dltensor.idx = select i1 %is8, i64 24, i64 0
  %X.dltensor = getelementptr inbounds nuw i8, ptr %X.ptr, i64 %X.dltensor.idx
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
  %ndim.at = getelementptr inbounds nuw i8, ptr %X.dltensor, i64 16
  %X.ndim = load i32, ptr %ndim.at, align 4
  %ndim.ok = icmp eq i32 %X.ndim, 1
  br i1 %ndim.ok, label %check5.ok, label %check5.fail

check5.fail:                                      ; preds = %check4.ok
  store ptr @.str.6, ptr %message.parts, align 8
  %5 = tail call i32 @llvm.abs.i32(i32 %X.ndim, i1 false)
  %mag.i241 = zext i32 %5 to i64
  %end.i242 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
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
  %more.not.i251 = icmp samesign ult i64 %remaining.i244, 10
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
  %part21 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i254, ptr %part21, align 8
  %missing.i258 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i258, label %common.ret, label %call.i259

call.i259:                                        ; preds = %__modlink_format_i64.exit257
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
  %dtype.ok22 = and i1 %dtype.ok, %lanes.ok
  br i1 %dtype.ok22, label %check6.ok, label %check6.fail

check6.fail:                                      ; preds = %check5.ok
  %code23 = zext i8 %code to i64
  store ptr @.str.7, ptr %message.parts, align 8
  %end.i262 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
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
  %more.not.i271 = icmp samesign ult i64 %remaining.i264, 10
  br i1 %more.not.i271, label %__modlink_format_i64.exit277, label %digit.i263

__modlink_format_i64.exit277:                     ; preds = %digit.i263
  %bits24 = zext i8 %bits to i64
  %part28 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %digit.at.i266, ptr %part28, align 8
  %part29 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.8, ptr %part29, align 8
  %end.i279 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
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
  %more.not.i288 = icmp samesign ult i64 %remaining.i281, 10
  br i1 %more.not.i288, label %__modlink_format_i64.exit294, label %digit.i280

__modlink_format_i64.exit294:                     ; preds = %digit.i280
  %lanes25 = zext i16 %lanes to i64
  %part31 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %digit.at.i283, ptr %part31, align 8
  %part32 = getelementptr inbounds nuw i8, ptr %message.parts, i64 32
  store ptr @.str.9, ptr %part32, align 8
  %end.i296 = getelementptr inbounds nuw i8, ptr %message.digits2, i64 23
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
  %more.not.i305 = icmp samesign ult i64 %remaining.i298, 10
  br i1 %more.not.i305, label %__modlink_format_i64.exit311, label %digit.i297

__modlink_format_i64.exit311:                     ; preds = %digit.i297
  %part34 = getelementptr inbounds nuw i8, ptr %message.parts, i64 40
  store ptr %digit.at.i300, ptr %part34, align 8
  %missing.i312 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i312, label %common.ret, label %call.i313

call.i313:                                        ; preds = %__modlink_format_i64.exit311
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
  %mag.i315 = zext i32 %6 to i64
  %end.i316 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
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
  %more.not.i325 = icmp samesign ult i64 %remaining.i318, 10
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
  %part37 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i328, ptr %part37, align 8
  %missing.i332 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i332, label %common.ret, label %call.i333

call.i333:                                        ; preds = %__modlink_format_i64.exit331
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
  %stride.ok38 = or i1 %unit, %stride.ok
  br i1 %stride.ok38, label %X.strides.done, label %check8.fail

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
  %mag.i335 = tail call i64 @llvm.abs.i64(i64 %X.stride0, i1 false)
  %end.i336 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
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
  %part41 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i348, ptr %part41, align 8
  %part42 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.12, ptr %part42, align 8
  %end.i352 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i352, align 1
  %digit.at.i356 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i356, align 1
  %part44 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %digit.at.i356, ptr %part44, align 8
  %missing.i364 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i364, label %common.ret, label %call.i365

call.i365:                                        ; preds = %__modlink_format_i64.exit351
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check9.fail:                                      ; preds = %X.strides.done
  store ptr @.str.13, ptr %message.parts, align 8
  %7 = tail call i32 @llvm.abs.i32(i32 %Y.type_index, i1 false)
  %mag.i367 = zext i32 %7 to i64
  %end.i368 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i368, align 1
  br label %digit.i369

digit.i369:                                       ; preds = %digit.i369, %check9.fail
  %remaining.i370 = phi i64 [ %mag.i367, %check9.fail ], [ %rest.i376, %digit.i369 ]
  %cursor.i371 = phi ptr [ %end.i368, %check9.fail ], [ %digit.at.i372, %digit.i369 ]
  %digit.at.i372 = getelementptr inbounds i8, ptr %cursor.i371, i64 -1
  %digit1.i373 = urem i64 %remaining.i370, 10
  %digit.byte.i374 = trunc nuw nsw i64 %digit1.i373 to i8
  %ascii.i375 = or disjoint i8 %digit.byte.i374, 48
  store i8 %ascii.i375, ptr %digit.at.i372, align 1
  %rest.i376 = udiv i64 %remaining.i370, 10
  %more.not.i377 = icmp samesign ult i64 %remaining.i370, 10
  br i1 %more.not.i377, label %digits.done.i378, label %digit.i369

digits.done.i378:                                 ; preds = %digit.i369
  %neg.i379 = icmp slt i32 %Y.type_index, 0
  br i1 %neg.i379, label %sign.i381, label %__modlink_format_i64.exit383

sign.i381:                                        ; preds = %digits.done.i378
  %sign.at.i382 = getelementptr inbounds i8, ptr %cursor.i371, i64 -2
  store i8 45, ptr %sign.at.i382, align 1
  br label %__modlink_format_i64.exit383

__modlink_format_i64.exit383:                     ; preds = %digits.done.i378, %sign.i381
  %start.i380 = phi ptr [ %digit.at.i372, %digits.done.i378 ], [ %sign.at.i382, %sign.i381 ]
  %part54 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i380, ptr %part54, align 8
  %missing.i384 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i384, label %common.ret, label %call.i385

call.i385:                                        ; preds = %__modlink_format_i64.exit383
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check9.ok:                                        ; preds = %X.strides.done, %X.strides.done, %X.strides.done
  %is45 = icmp eq i32 %Y.type_index, 70
  %Y.value = getelementptr inbounds nuw i8, ptr %args, i64 40
  %Y.ptr = load ptr, ptr %Y.value, align 8
  %Y.dltensor.idx = select i1 %is45, i64 24, i64 0
  %Y.dltensor = getelementptr inbounds nuw i8, ptr %Y.ptr, i64 %Y.dltensor.idx
  %null55.not = icmp eq ptr %Y.ptr, null
  br i1 %null55.not, label %check10.fail, label %check10.ok

check10.fail:                                     ; preds = %check9.ok
  store ptr @.str.14, ptr %message.parts, align 8
  %missing.i387 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i387, label %common.ret, label %call.i388

call.i388:                                        ; preds = %check10.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check10.ok:                                       ; preds = %check9.ok
  %ndim.at58 = getelementptr inbounds nuw i8, ptr %Y.dltensor, i64 16
  %Y.ndim = load i32, ptr %ndim.at58, align 4
  %ndim.ok59 = icmp eq i32 %Y.ndim, 1
  br i1 %ndim.ok59, label %check11.ok, label %check11.fail

check11.fail:                                     ; preds = %check10.ok
  store ptr @.str.15, ptr %message.parts, align 8
  %8 = tail call i32 @llvm.abs.i32(i32 %Y.ndim, i1 false)
  %mag.i390 = zext i32 %8 to i64
  %end.i391 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i391, align 1
  br label %digit.i392

digit.i392:                                       ; preds = %digit.i392, %check11.fail
  %remaining.i393 = phi i64 [ %mag.i390, %check11.fail ], [ %rest.i399, %digit.i392 ]
  %cursor.i394 = phi ptr [ %end.i391, %check11.fail ], [ %digit.at.i395, %digit.i392 ]
  %digit.at.i395 = getelementptr inbounds i8, ptr %cursor.i394, i64 -1
  %digit1.i396 = urem i64 %remaining.i393, 10
  %digit.byte.i397 = trunc nuw nsw i64 %digit1.i396 to i8
  %ascii.i398 = or disjoint i8 %digit.byte.i397, 48
  store i8 %ascii.i398, ptr %digit.at.i395, align 1
  %rest.i399 = udiv i64 %remaining.i393, 10
  %more.not.i400 = icmp samesign ult i64 %remaining.i393, 10
  br i1 %more.not.i400, label %digits.done.i401, label %digit.i392

digits.done.i401:                                 ; preds = %digit.i392
  %neg.i402 = icmp slt i32 %Y.ndim, 0
  br i1 %neg.i402, label %sign.i404, label %__modlink_format_i64.exit406

sign.i404:                                        ; preds = %digits.done.i401
  %sign.at.i405 = getelementptr inbounds i8, ptr %cursor.i394, i64 -2
  store i8 45, ptr %sign.at.i405, align 1
  br label %__modlink_format_i64.exit406

__modlink_format_i64.exit406:                     ; preds = %digits.done.i401, %sign.i404
  %start.i403 = phi ptr [ %digit.at.i395, %digits.done.i401 ], [ %sign.at.i405, %sign.i404 ]
  %part63 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i403, ptr %part63, align 8
  %missing.i407 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i407, label %common.ret, label %call.i408

call.i408:                                        ; preds = %__modlink_format_i64.exit406
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check11.ok:                                       ; preds = %check10.ok
  %dtype.at64 = getelementptr inbounds nuw i8, ptr %Y.dltensor, i64 20
  %bits.at66 = getelementptr inbounds nuw i8, ptr %Y.dltensor, i64 21
  %lanes.at67 = getelementptr inbounds nuw i8, ptr %Y.dltensor, i64 22
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
  %code76 = zext i8 %code68 to i64
  store ptr @.str.16, ptr %message.parts, align 8
  %end.i411 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i411, align 1
  br label %digit.i412

digit.i412:                                       ; preds = %digit.i412, %check12.fail
  %remaining.i413 = phi i64 [ %code76, %check12.fail ], [ %rest.i419, %digit.i412 ]
  %cursor.i414 = phi ptr [ %end.i411, %check12.fail ], [ %digit.at.i415, %digit.i412 ]
  %digit.at.i415 = getelementptr inbounds i8, ptr %cursor.i414, i64 -1
  %digit1.i416 = urem i64 %remaining.i413, 10
  %digit.byte.i417 = trunc nuw nsw i64 %digit1.i416 to i8
  %ascii.i418 = or disjoint i8 %digit.byte.i417, 48
  store i8 %ascii.i418, ptr %digit.at.i415, align 1
  %rest.i419 = udiv i64 %remaining.i413, 10
  %more.not.i420 = icmp samesign ult i64 %remaining.i413, 10
  br i1 %more.not.i420, label %__modlink_format_i64.exit426, label %digit.i412

__modlink_format_i64.exit426:                     ; preds = %digit.i412
  %bits77 = zext i8 %bits69 to i64
  %part81 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %digit.at.i415, ptr %part81, align 8
  %part82 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.8, ptr %part82, align 8
  %end.i428 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i428, align 1
  br label %digit.i429

digit.i429:                                       ; preds = %digit.i429, %__modlink_format_i64.exit426
  %remaining.i430 = phi i64 [ %bits77, %__modlink_format_i64.exit426 ], [ %rest.i436, %digit.i429 ]
  %cursor.i431 = phi ptr [ %end.i428, %__modlink_format_i64.exit426 ], [ %digit.at.i432, %digit.i429 ]
  %digit.at.i432 = getelementptr inbounds i8, ptr %cursor.i431, i64 -1
  %digit1.i433 = urem i64 %remaining.i430, 10
  %digit.byte.i434 = trunc nuw nsw i64 %digit1.i433 to i8
  %ascii.i435 = or disjoint i8 %digit.byte.i434, 48
  store i8 %ascii.i435, ptr %digit.at.i432, align 1
  %rest.i436 = udiv i64 %remaining.i430, 10
  %more.not.i437 = icmp samesign ult i64 %remaining.i430, 10
  br i1 %more.not.i437, label %__modlink_format_i64.exit443, label %digit.i429

__modlink_format_i64.exit443:                     ; preds = %digit.i429
  %lanes78 = zext i16 %lanes70 to i64
  %part84 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %digit.at.i432, ptr %part84, align 8
  %part85 = getelementptr inbounds nuw i8, ptr %message.parts, i64 32
  store ptr @.str.9, ptr %part85, align 8
  %end.i445 = getelementptr inbounds nuw i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i445, align 1
  br label %digit.i446

digit.i446:                                       ; preds = %digit.i446, %__modlink_format_i64.exit443
  %remaining.i447 = phi i64 [ %lanes78, %__modlink_format_i64.exit443 ], [ %rest.i453, %digit.i446 ]
  %cursor.i448 = phi ptr [ %end.i445, %__modlink_format_i64.exit443 ], [ %digit.at.i449, %digit.i446 ]
  %digit.at.i449 = getelementptr inbounds i8, ptr %cursor.i448, i64 -1
  %digit1.i450 = urem i64 %remaining.i447, 10
  %digit.byte.i451 = trunc nuw nsw i64 %digit1.i450 to i8
  %ascii.i452 = or disjoint i8 %digit.byte.i451, 48
  store i8 %ascii.i452, ptr %digit.at.i449, align 1
  %rest.i453 = udiv i64 %remaining.i447, 10
  %more.not.i454 = icmp samesign ult i64 %remaining.i447, 10
  br i1 %more.not.i454, label %__modlink_format_i64.exit460, label %digit.i446

__modlink_format_i64.exit460:                     ; preds = %digit.i446
  %part87 = getelementptr inbounds nuw i8, ptr %message.parts, i64 40
  store ptr %digit.at.i449, ptr %part87, align 8
  %missing.i461 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i461, label %common.ret, label %call.i462

call.i462:                                        ; preds = %__modlink_format_i64.exit460
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check12.ok:                                       ; preds = %check11.ok
  %device.at88 = getelementptr inbounds nuw i8, ptr %Y.dltensor, i64 8
  %Y.device_type = load i32, ptr %device.at88, align 4
  %device.ok89 = icmp eq i32 %Y.device_type, 1
  br i1 %device.ok89, label %check13.ok, label %check13.fail

check13.fail:                                     ; preds = %check12.ok
  store ptr @.str.17, ptr %message.parts, align 8
  %9 = tail call i32 @llvm.abs.i32(i32 %Y.device_type, i1 false)
  %mag.i464 = zext i32 %9 to i64
  %end.i465 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i465, align 1
  br label %digit.i466

digit.i466:                                       ; preds = %digit.i466, %check13.fail
  %remaining.i467 = phi i64 [ %mag.i464, %check13.fail ], [ %rest.i473, %digit.i466 ]
  %cursor.i468 = phi ptr [ %end.i465, %check13.fail ], [ %digit.at.i469, %digit.i466 ]
  %digit.at.i469 = getelementptr inbounds i8, ptr %cursor.i468, i64 -1
  %digit1.i470 = urem i64 %remaining.i467, 10
  %digit.byte.i471 = trunc nuw nsw i64 %digit1.i470 to i8
  %ascii.i472 = or disjoint i8 %digit.byte.i471, 48
  store i8 %ascii.i472, ptr %digit.at.i469, align 1
  %rest.i473 = udiv i64 %remaining.i467, 10
  %more.not.i474 = icmp samesign ult i64 %remaining.i467, 10
  br i1 %more.not.i474, label %digits.done.i475, label %digit.i466

digits.done.i475:                                 ; preds = %digit.i466
  %neg.i476 = icmp slt i32 %Y.device_type, 0
  br i1 %neg.i476, label %sign.i478, label %__modlink_format_i64.exit480

sign.i478:                                        ; preds = %digits.done.i475
  %sign.at.i479 = getelementptr inbounds i8, ptr %cursor.i468, i64 -2
  store i8 45, ptr %sign.at.i479, align 1
  br label %__modlink_format_i64.exit480

__modlink_format_i64.exit480:                     ; preds = %digits.done.i475, %sign.i478
  %start.i477 = phi ptr [ %digit.at.i469, %digits.done.i475 ], [ %sign.at.i479, %sign.i478 ]
  %part93 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i477, ptr %part93, align 8
  %missing.i481 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i481, label %common.ret, label %call.i482

call.i482:                                        ; preds = %__modlink_format_i64.exit480
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check13.ok:                                       ; preds = %check12.ok
  %shape.at94 = getelementptr inbounds nuw i8, ptr %Y.dltensor, i64 24
  %Y.shape = load ptr, ptr %shape.at94, align 8
  %Y.shape0 = load i64, ptr %Y.shape, align 8
  %extent.ok = icmp eq i64 %Y.shape0, %X.shape0
  br i1 %extent.ok, label %check14.ok, label %check14.fail

check14.fail:                                     ; preds = %check13.ok
  store ptr @.str.18, ptr %message.parts, align 8
  %mag.i484 = tail call i64 @llvm.abs.i64(i64 %Y.shape0, i1 false)
  %end.i485 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i485, align 1
  br label %digit.i486

digit.i486:                                       ; preds = %digit.i486, %check14.fail
  %remaining.i487 = phi i64 [ %mag.i484, %check14.fail ], [ %rest.i493, %digit.i486 ]
  %cursor.i488 = phi ptr [ %end.i485, %check14.fail ], [ %digit.at.i489, %digit.i486 ]
  %digit.at.i489 = getelementptr inbounds i8, ptr %cursor.i488, i64 -1
  %digit1.i490 = urem i64 %remaining.i487, 10
  %digit.byte.i491 = trunc nuw nsw i64 %digit1.i490 to i8
  %ascii.i492 = or disjoint i8 %digit.byte.i491, 48
  store i8 %ascii.i492, ptr %digit.at.i489, align 1
  %rest.i493 = udiv i64 %remaining.i487, 10
  %more.not.i494 = icmp ult i64 %remaining.i487, 10
  br i1 %more.not.i494, label %digits.done.i495, label %digit.i486

digits.done.i495:                                 ; preds = %digit.i486
  %neg.i496 = icmp slt i64 %Y.shape0, 0
  br i1 %neg.i496, label %sign.i498, label %__modlink_format_i64.exit500

sign.i498:                                        ; preds = %digits.done.i495
  %sign.at.i499 = getelementptr inbounds i8, ptr %cursor.i488, i64 -2
  store i8 45, ptr %sign.at.i499, align 1
  br label %__modlink_format_i64.exit500

__modlink_format_i64.exit500:                     ; preds = %digits.done.i495, %sign.i498
  %start.i497 = phi ptr [ %digit.at.i489, %digits.done.i495 ], [ %sign.at.i499, %sign.i498 ]
  %part98 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i497, ptr %part98, align 8
  %part99 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.19, ptr %part99, align 8
  %mag.i501 = call i64 @llvm.abs.i64(i64 %X.shape0, i1 false)
  %end.i502 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i502, align 1
  br label %digit.i503

digit.i503:                                       ; preds = %digit.i503, %__modlink_format_i64.exit500
  %remaining.i504 = phi i64 [ %mag.i501, %__modlink_format_i64.exit500 ], [ %rest.i510, %digit.i503 ]
  %cursor.i505 = phi ptr [ %end.i502, %__modlink_format_i64.exit500 ], [ %digit.at.i506, %digit.i503 ]
  %digit.at.i506 = getelementptr inbounds i8, ptr %cursor.i505, i64 -1
  %digit1.i507 = urem i64 %remaining.i504, 10
  %digit.byte.i508 = trunc nuw nsw i64 %digit1.i507 to i8
  %ascii.i509 = or disjoint i8 %digit.byte.i508, 48
  store i8 %ascii.i509, ptr %digit.at.i506, align 1
  %rest.i510 = udiv i64 %remaining.i504, 10
  %more.not.i511 = icmp ult i64 %remaining.i504, 10
  br i1 %more.not.i511, label %digits.done.i512, label %digit.i503

digits.done.i512:                                 ; preds = %digit.i503
  %neg.i513 = icmp slt i64 %X.shape0, 0
  br i1 %neg.i513, label %sign.i515, label %__modlink_format_i64.exit517

sign.i515:                                        ; preds = %digits.done.i512
  %sign.at.i516 = getelementptr inbounds i8, ptr %cursor.i505, i64 -2
  store i8 45, ptr %sign.at.i516, align 1
  br label %__modlink_format_i64.exit517

__modlink_format_i64.exit517:                     ; preds = %digits.done.i512, %sign.i515
  %start.i514 = phi ptr [ %digit.at.i506, %digits.done.i512 ], [ %sign.at.i516, %sign.i515 ]
  %part101 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %start.i514, ptr %part101, align 8
  %missing.i518 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i518, label %common.ret, label %call.i519

call.i519:                                        ; preds = %__modlink_format_i64.exit517
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check14.ok:                                       ; preds = %check13.ok
  %strides.at102 = getelementptr inbounds nuw i8, ptr %Y.dltensor, i64 32
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
  %byte_offset.at117 = getelementptr inbounds nuw i8, ptr %Y.dltensor, i64 40
  %byte_offset118 = load i64, ptr %byte_offset.at117, align 8
  %Y.data = getelementptr i8, ptr %data116, i64 %byte_offset118
  %Out.any = getelementptr inbounds nuw i8, ptr %args, i64 48
  %Out.type_index = load i32, ptr %Out.any, align 4
  switch i32 %Out.type_index, label %check16.fail [
    i32 70, label %check16.ok
    i32 7, label %check16.ok
    i32 4, label %check16.ok
  ]

check15.fail:                                     ; preds = %Y.strides.check
  store ptr @.str.20, ptr %message.parts, align 8
  %mag.i521 = tail call i64 @llvm.abs.i64(i64 %Y.stride0, i1 false)
  %end.i522 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i522, align 1
  br label %digit.i523

digit.i523:                                       ; preds = %digit.i523, %check15.fail
  %remaining.i524 = phi i64 [ %mag.i521, %check15.fail ], [ %rest.i530, %digit.i523 ]
  %cursor.i525 = phi ptr [ %end.i522, %check15.fail ], [ %digit.at.i526, %digit.i523 ]
  %digit.at.i526 = getelementptr inbounds i8, ptr %cursor.i525, i64 -1
  %digit1.i527 = urem i64 %remaining.i524, 10
  %digit.byte.i528 = trunc nuw nsw i64 %digit1.i527 to i8
  %ascii.i529 = or disjoint i8 %digit.byte.i528, 48
  store i8 %ascii.i529, ptr %digit.at.i526, align 1
  %rest.i530 = udiv i64 %remaining.i524, 10
  %more.not.i531 = icmp ult i64 %remaining.i524, 10
  br i1 %more.not.i531, label %digits.done.i532, label %digit.i523

digits.done.i532:                                 ; preds = %digit.i523
  %neg.i533 = icmp slt i64 %Y.stride0, 0
  br i1 %neg.i533, label %sign.i535, label %__modlink_format_i64.exit537

sign.i535:                                        ; preds = %digits.done.i532
  %sign.at.i536 = getelementptr inbounds i8, ptr %cursor.i525, i64 -2
  store i8 45, ptr %sign.at.i536, align 1
  br label %__modlink_format_i64.exit537

__modlink_format_i64.exit537:                     ; preds = %digits.done.i532, %sign.i535
  %start.i534 = phi ptr [ %digit.at.i526, %digits.done.i532 ], [ %sign.at.i536, %sign.i535 ]
  %part110 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i534, ptr %part110, align 8
  %part111 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.12, ptr %part111, align 8
  %end.i538 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i538, align 1
  %digit.at.i542 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i542, align 1
  %part113 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %digit.at.i542, ptr %part113, align 8
  %missing.i550 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i550, label %common.ret, label %call.i551

call.i551:                                        ; preds = %__modlink_format_i64.exit537
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check16.fail:                                     ; preds = %Y.strides.done
  store ptr @.str.21, ptr %message.parts, align 8
  %10 = tail call i32 @llvm.abs.i32(i32 %Out.type_index, i1 false)
  %mag.i553 = zext i32 %10 to i64
  %end.i554 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i554, align 1
  br label %digit.i555

digit.i555:                                       ; preds = %digit.i555, %check16.fail
  %remaining.i556 = phi i64 [ %mag.i553, %check16.fail ], [ %rest.i562, %digit.i555 ]
  %cursor.i557 = phi ptr [ %end.i554, %check16.fail ], [ %digit.at.i558, %digit.i555 ]
  %digit.at.i558 = getelementptr inbounds i8, ptr %cursor.i557, i64 -1
  %digit1.i559 = urem i64 %remaining.i556, 10
  %digit.byte.i560 = trunc nuw nsw i64 %digit1.i559 to i8
  %ascii.i561 = or disjoint i8 %digit.byte.i560, 48
  store i8 %ascii.i561, ptr %digit.at.i558, align 1
  %rest.i562 = udiv i64 %remaining.i556, 10
  %more.not.i563 = icmp samesign ult i64 %remaining.i556, 10
  br i1 %more.not.i563, label %digits.done.i564, label %digit.i555

digits.done.i564:                                 ; preds = %digit.i555
  %neg.i565 = icmp slt i32 %Out.type_index, 0
  br i1 %neg.i565, label %sign.i567, label %__modlink_format_i64.exit569

sign.i567:                                        ; preds = %digits.done.i564
  %sign.at.i568 = getelementptr inbounds i8, ptr %cursor.i557, i64 -2
  store i8 45, ptr %sign.at.i568, align 1
  br label %__modlink_format_i64.exit569

__modlink_format_i64.exit569:                     ; preds = %digits.done.i564, %sign.i567
  %start.i566 = phi ptr [ %digit.at.i558, %digits.done.i564 ], [ %sign.at.i568, %sign.i567 ]
  %part128 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i566, ptr %part128, align 8
  %missing.i570 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i570, label %common.ret, label %call.i571

call.i571:                                        ; preds = %__modlink_format_i64.exit569
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check16.ok:                                       ; preds = %Y.strides.done, %Y.strides.done, %Y.strides.done
  %is119 = icmp eq i32 %Out.type_index, 70
  %Out.value = getelementptr inbounds nuw i8, ptr %args, i64 56
  %Out.ptr = load ptr, ptr %Out.value, align 8
  %Out.dltensor.idx = select i1 %is119, i64 24, i64 0
  %Out.dltensor = getelementptr inbounds nuw i8, ptr %Out.ptr, i64 %Out.dltensor.idx
  %null129.not = icmp eq ptr %Out.ptr, null
  br i1 %null129.not, label %check17.fail, label %check17.ok

check17.fail:                                     ; preds = %check16.ok
  store ptr @.str.22, ptr %message.parts, align 8
  %missing.i573 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i573, label %common.ret, label %call.i574

call.i574:                                        ; preds = %check17.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check17.ok:                                       ; preds = %check16.ok
  %ndim.at132 = getelementptr inbounds nuw i8, ptr %Out.dltensor, i64 16
  %Out.ndim = load i32, ptr %ndim.at132, align 4
  %ndim.ok133 = icmp eq i32 %Out.ndim, 1
  br i1 %ndim.ok133, label %check18.ok, label %check18.fail

check18.fail:                                     ; preds = %check17.ok
  store ptr @.str.23, ptr %message.parts, align 8
  %11 = tail call i32 @llvm.abs.i32(i32 %Out.ndim, i1 false)
  %mag.i576 = zext i32 %11 to i64
  %end.i577 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i577, align 1
  br label %digit.i578

digit.i578:                                       ; preds = %digit.i578, %check18.fail
  %remaining.i579 = phi i64 [ %mag.i576, %check18.fail ], [ %rest.i585, %digit.i578 ]
  %cursor.i580 = phi ptr [ %end.i577, %check18.fail ], [ %digit.at.i581, %digit.i578 ]
  %digit.at.i581 = getelementptr inbounds i8, ptr %cursor.i580, i64 -1
  %digit1.i582 = urem i64 %remaining.i579, 10
  %digit.byte.i583 = trunc nuw nsw i64 %digit1.i582 to i8
  %ascii.i584 = or disjoint i8 %digit.byte.i583, 48
  store i8 %ascii.i584, ptr %digit.at.i581, align 1
  %rest.i585 = udiv i64 %remaining.i579, 10
  %more.not.i586 = icmp samesign ult i64 %remaining.i579, 10
  br i1 %more.not.i586, label %digits.done.i587, label %digit.i578

digits.done.i587:                                 ; preds = %digit.i578
  %neg.i588 = icmp slt i32 %Out.ndim, 0
  br i1 %neg.i588, label %sign.i590, label %__modlink_format_i64.exit592

sign.i590:                                        ; preds = %digits.done.i587
  %sign.at.i591 = getelementptr inbounds i8, ptr %cursor.i580, i64 -2
  store i8 45, ptr %sign.at.i591, align 1
  br label %__modlink_format_i64.exit592

__modlink_format_i64.exit592:                     ; preds = %digits.done.i587, %sign.i590
  %start.i589 = phi ptr [ %digit.at.i581, %digits.done.i587 ], [ %sign.at.i591, %sign.i590 ]
  %part137 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i589, ptr %part137, align 8
  %missing.i593 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i593, label %common.ret, label %call.i594

call.i594:                                        ; preds = %__modlink_format_i64.exit592
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check18.ok:                                       ; preds = %check17.ok
  %dtype.at138 = getelementptr inbounds nuw i8, ptr %Out.dltensor, i64 20
  %bits.at140 = getelementptr inbounds nuw i8, ptr %Out.dltensor, i64 21
  %lanes.at141 = getelementptr inbounds nuw i8, ptr %Out.dltensor, i64 22
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
  %code150 = zext i8 %code142 to i64
  store ptr @.str.24, ptr %message.parts, align 8
  %end.i597 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i597, align 1
  br label %digit.i598

digit.i598:                                       ; preds = %digit.i598, %check19.fail
  %remaining.i599 = phi i64 [ %code150, %check19.fail ], [ %rest.i605, %digit.i598 ]
  %cursor.i600 = phi ptr [ %end.i597, %check19.fail ], [ %digit.at.i601, %digit.i598 ]
  %digit.at.i601 = getelementptr inbounds i8, ptr %cursor.i600, i64 -1
  %digit1.i602 = urem i64 %remaining.i599, 10
  %digit.byte.i603 = trunc nuw nsw i64 %digit1.i602 to i8
  %ascii.i604 = or disjoint i8 %digit.byte.i603, 48
  store i8 %ascii.i604, ptr %digit.at.i601, align 1
  %rest.i605 = udiv i64 %remaining.i599, 10
  %more.not.i606 = icmp samesign ult i64 %remaining.i599, 10
  br i1 %more.not.i606, label %__modlink_format_i64.exit612, label %digit.i598

__modlink_format_i64.exit612:                     ; preds = %digit.i598
  %bits151 = zext i8 %bits143 to i64
  %part155 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %digit.at.i601, ptr %part155, align 8
  %part156 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.8, ptr %part156, align 8
  %end.i614 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i614, align 1
  br label %digit.i615

digit.i615:                                       ; preds = %digit.i615, %__modlink_format_i64.exit612
  %remaining.i616 = phi i64 [ %bits151, %__modlink_format_i64.exit612 ], [ %rest.i622, %digit.i615 ]
  %cursor.i617 = phi ptr [ %end.i614, %__modlink_format_i64.exit612 ], [ %digit.at.i618, %digit.i615 ]
  %digit.at.i618 = getelementptr inbounds i8, ptr %cursor.i617, i64 -1
  %digit1.i619 = urem i64 %remaining.i616, 10
  %digit.byte.i620 = trunc nuw nsw i64 %digit1.i619 to i8
  %ascii.i621 = or disjoint i8 %digit.byte.i620, 48
  store i8 %ascii.i621, ptr %digit.at.i618, align 1
  %rest.i622 = udiv i64 %remaining.i616, 10
  %more.not.i623 = icmp samesign ult i64 %remaining.i616, 10
  br i1 %more.not.i623, label %__modlink_format_i64.exit629, label %digit.i615

__modlink_format_i64.exit629:                     ; preds = %digit.i615
  %lanes152 = zext i16 %lanes144 to i64
  %part158 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %digit.at.i618, ptr %part158, align 8
  %part159 = getelementptr inbounds nuw i8, ptr %message.parts, i64 32
  store ptr @.str.9, ptr %part159, align 8
  %end.i631 = getelementptr inbounds nuw i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i631, align 1
  br label %digit.i632

digit.i632:                                       ; preds = %digit.i632, %__modlink_format_i64.exit629
  %remaining.i633 = phi i64 [ %lanes152, %__modlink_format_i64.exit629 ], [ %rest.i639, %digit.i632 ]
  %cursor.i634 = phi ptr [ %end.i631, %__modlink_format_i64.exit629 ], [ %digit.at.i635, %digit.i632 ]
  %digit.at.i635 = getelementptr inbounds i8, ptr %cursor.i634, i64 -1
  %digit1.i636 = urem i64 %remaining.i633, 10
  %digit.byte.i637 = trunc nuw nsw i64 %digit1.i636 to i8
  %ascii.i638 = or disjoint i8 %digit.byte.i637, 48
  store i8 %ascii.i638, ptr %digit.at.i635, align 1
  %rest.i639 = udiv i64 %remaining.i633, 10
  %more.not.i640 = icmp samesign ult i64 %remaining.i633, 10
  br i1 %more.not.i640, label %__modlink_format_i64.exit646, label %digit.i632

__modlink_format_i64.exit646:                     ; preds = %digit.i632
  %part161 = getelementptr inbounds nuw i8, ptr %message.parts, i64 40
  store ptr %digit.at.i635, ptr %part161, align 8
  %missing.i647 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i647, label %common.ret, label %call.i648

call.i648:                                        ; preds = %__modlink_format_i64.exit646
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check19.ok:                                       ; preds = %check18.ok
  %device.at162 = getelementptr inbounds nuw i8, ptr %Out.dltensor, i64 8
  %Out.device_type = load i32, ptr %device.at162, align 4
  %device.ok163 = icmp eq i32 %Out.device_type, 1
  br i1 %device.ok163, label %check20.ok, label %check20.fail

check20.fail:                                     ; preds = %check19.ok
  store ptr @.str.25, ptr %message.parts, align 8
  %12 = tail call i32 @llvm.abs.i32(i32 %Out.device_type, i1 false)
  %mag.i650 = zext i32 %12 to i64
  %end.i651 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i651, align 1
  br label %digit.i652

digit.i652:                                       ; preds = %digit.i652, %check20.fail
  %remaining.i653 = phi i64 [ %mag.i650, %check20.fail ], [ %rest.i659, %digit.i652 ]
  %cursor.i654 = phi ptr [ %end.i651, %check20.fail ], [ %digit.at.i655, %digit.i652 ]
  %digit.at.i655 = getelementptr inbounds i8, ptr %cursor.i654, i64 -1
  %digit1.i656 = urem i64 %remaining.i653, 10
  %digit.byte.i657 = trunc nuw nsw i64 %digit1.i656 to i8
  %ascii.i658 = or disjoint i8 %digit.byte.i657, 48
  store i8 %ascii.i658, ptr %digit.at.i655, align 1
  %rest.i659 = udiv i64 %remaining.i653, 10
  %more.not.i660 = icmp samesign ult i64 %remaining.i653, 10
  br i1 %more.not.i660, label %digits.done.i661, label %digit.i652

digits.done.i661:                                 ; preds = %digit.i652
  %neg.i662 = icmp slt i32 %Out.device_type, 0
  br i1 %neg.i662, label %sign.i664, label %__modlink_format_i64.exit666

sign.i664:                                        ; preds = %digits.done.i661
  %sign.at.i665 = getelementptr inbounds i8, ptr %cursor.i654, i64 -2
  store i8 45, ptr %sign.at.i665, align 1
  br label %__modlink_format_i64.exit666

__modlink_format_i64.exit666:                     ; preds = %digits.done.i661, %sign.i664
  %start.i663 = phi ptr [ %digit.at.i655, %digits.done.i661 ], [ %sign.at.i665, %sign.i664 ]
  %part167 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i663, ptr %part167, align 8
  %missing.i667 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i667, label %common.ret, label %call.i668

call.i668:                                        ; preds = %__modlink_format_i64.exit666
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check20.ok:                                       ; preds = %check19.ok
  %shape.at168 = getelementptr inbounds nuw i8, ptr %Out.dltensor, i64 24
  %Out.shape = load ptr, ptr %shape.at168, align 8
  %Out.shape0 = load i64, ptr %Out.shape, align 8
  %extent.ok170 = icmp eq i64 %Out.shape0, %X.shape0
  br i1 %extent.ok170, label %check21.ok, label %check21.fail

check21.fail:                                     ; preds = %check20.ok
  store ptr @.str.26, ptr %message.parts, align 8
  %mag.i670 = tail call i64 @llvm.abs.i64(i64 %Out.shape0, i1 false)
  %end.i671 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i671, align 1
  br label %digit.i672

digit.i672:                                       ; preds = %digit.i672, %check21.fail
  %remaining.i673 = phi i64 [ %mag.i670, %check21.fail ], [ %rest.i679, %digit.i672 ]
  %cursor.i674 = phi ptr [ %end.i671, %check21.fail ], [ %digit.at.i675, %digit.i672 ]
  %digit.at.i675 = getelementptr inbounds i8, ptr %cursor.i674, i64 -1
  %digit1.i676 = urem i64 %remaining.i673, 10
  %digit.byte.i677 = trunc nuw nsw i64 %digit1.i676 to i8
  %ascii.i678 = or disjoint i8 %digit.byte.i677, 48
  store i8 %ascii.i678, ptr %digit.at.i675, align 1
  %rest.i679 = udiv i64 %remaining.i673, 10
  %more.not.i680 = icmp ult i64 %remaining.i673, 10
  br i1 %more.not.i680, label %digits.done.i681, label %digit.i672

digits.done.i681:                                 ; preds = %digit.i672
  %neg.i682 = icmp slt i64 %Out.shape0, 0
  br i1 %neg.i682, label %sign.i684, label %__modlink_format_i64.exit686

sign.i684:                                        ; preds = %digits.done.i681
  %sign.at.i685 = getelementptr inbounds i8, ptr %cursor.i674, i64 -2
  store i8 45, ptr %sign.at.i685, align 1
  br label %__modlink_format_i64.exit686

__modlink_format_i64.exit686:                     ; preds = %digits.done.i681, %sign.i684
  %start.i683 = phi ptr [ %digit.at.i675, %digits.done.i681 ], [ %sign.at.i685, %sign.i684 ]
  %part173 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i683, ptr %part173, align 8
  %part174 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.19, ptr %part174, align 8
  %mag.i687 = call i64 @llvm.abs.i64(i64 %X.shape0, i1 false)
  %end.i688 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i688, align 1
  br label %digit.i689

digit.i689:                                       ; preds = %digit.i689, %__modlink_format_i64.exit686
  %remaining.i690 = phi i64 [ %mag.i687, %__modlink_format_i64.exit686 ], [ %rest.i696, %digit.i689 ]
  %cursor.i691 = phi ptr [ %end.i688, %__modlink_format_i64.exit686 ], [ %digit.at.i692, %digit.i689 ]
  %digit.at.i692 = getelementptr inbounds i8, ptr %cursor.i691, i64 -1
  %digit1.i693 = urem i64 %remaining.i690, 10
  %digit.byte.i694 = trunc nuw nsw i64 %digit1.i693 to i8
  %ascii.i695 = or disjoint i8 %digit.byte.i694, 48
  store i8 %ascii.i695, ptr %digit.at.i692, align 1
  %rest.i696 = udiv i64 %remaining.i690, 10
  %more.not.i697 = icmp ult i64 %remaining.i690, 10
  br i1 %more.not.i697, label %digits.done.i698, label %digit.i689

digits.done.i698:                                 ; preds = %digit.i689
  %neg.i699 = icmp slt i64 %X.shape0, 0
  br i1 %neg.i699, label %sign.i701, label %__modlink_format_i64.exit703

sign.i701:                                        ; preds = %digits.done.i698
  %sign.at.i702 = getelementptr inbounds i8, ptr %cursor.i691, i64 -2
  store i8 45, ptr %sign.at.i702, align 1
  br label %__modlink_format_i64.exit703

__modlink_format_i64.exit703:                     ; preds = %digits.done.i698, %sign.i701
  %start.i700 = phi ptr [ %digit.at.i692, %digits.done.i698 ], [ %sign.at.i702, %sign.i701 ]
  %part176 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %start.i700, ptr %part176, align 8
  %missing.i704 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i704, label %common.ret, label %call.i705

call.i705:                                        ; preds = %__modlink_format_i64.exit703
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check21.ok:                                       ; preds = %check20.ok
  %strides.at177 = getelementptr inbounds nuw i8, ptr %Out.dltensor, i64 32
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
  %byte_offset.at192 = getelementptr inbounds nuw i8, ptr %Out.dltensor, i64 40
  %byte_offset193 = load i64, ptr %byte_offset.at192, align 8
  %Out.data = getelementptr i8, ptr %data191, i64 %byte_offset193
  %status = tail call i32 @saxpy_c(float %a, ptr %X.data, ptr %Y.data, ptr %Out.data, i64 %X.shape0)
  %ok = icmp ne i32 %status, 0
  %result194 = sext i1 %ok to i32
  br label %common.ret

check22.fail:                                     ; preds = %Out.strides.check
  store ptr @.str.27, ptr %message.parts, align 8
  %mag.i707 = tail call i64 @llvm.abs.i64(i64 %Out.stride0, i1 false)
  %end.i708 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i708, align 1
  br label %digit.i709

digit.i709:                                       ; preds = %digit.i709, %check22.fail
  %remaining.i710 = phi i64 [ %mag.i707, %check22.fail ], [ %rest.i716, %digit.i709 ]
  %cursor.i711 = phi ptr [ %end.i708, %check22.fail ], [ %digit.at.i712, %digit.i709 ]
  %digit.at.i712 = getelementptr inbounds i8, ptr %cursor.i711, i64 -1
  %digit1.i713 = urem i64 %remaining.i710, 10
  %digit.byte.i714 = trunc nuw nsw i64 %digit1.i713 to i8
  %ascii.i715 = or disjoint i8 %digit.byte.i714, 48
  store i8 %ascii.i715, ptr %digit.at.i712, align 1
  %rest.i716 = udiv i64 %remaining.i710, 10
  %more.not.i717 = icmp ult i64 %remaining.i710, 10
  br i1 %more.not.i717, label %digits.done.i718, label %digit.i709

digits.done.i718:                                 ; preds = %digit.i709
  %neg.i719 = icmp slt i64 %Out.stride0, 0
  br i1 %neg.i719, label %sign.i721, label %__modlink_format_i64.exit723

sign.i721:                                        ; preds = %digits.done.i718
  %sign.at.i722 = getelementptr inbounds i8, ptr %cursor.i711, i64 -2
  store i8 45, ptr %sign.at.i722, align 1
  br label %__modlink_format_i64.exit723

__modlink_format_i64.exit723:                     ; preds = %digits.done.i718, %sign.i721
  %start.i720 = phi ptr [ %digit.at.i712, %digits.done.i718 ], [ %sign.at.i722, %sign.i721 ]
  %part185 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i720, ptr %part185, align 8
  %part186 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.12, ptr %part186, align 8
  %end.i724 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i724, align 1
  %digit.at.i728 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i728, align 1
  %part188 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %digit.at.i728, ptr %part188, align 8
  %missing.i736 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i736, label %common.ret, label %call.i737

call.i737:                                        ; preds = %__modlink_format_i64.exit723
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
