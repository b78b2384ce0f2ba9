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

; Function Attrs: noinline
define range(i32 -1, 1) i32 @saxpy_c(float %a, ptr %X, ptr %Y, ptr %Out, i64 %n) local_unnamed_addr #0 {
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
define internal noundef i32 @__modlink_saxpy_parallel0(i32 %task_id, ptr nocapture readonly %penv, ptr nocapture readonly %cdata) #1 {
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

define range(i32 -1, 1) i32 @__tvm_ffi_saxpy(ptr nocapture readnone %self, ptr nocapture readonly %args, i32 %num_args, ptr nocapture readnone %result) local_unnamed_addr #2 {
entry:
  %message.parts = alloca [16 x ptr], align 8
  %message.digits0 = alloca [24 x i8], align 1
  %message.digits1 = alloca [24 x i8], align 1
  %message.digits2 = alloca [24 x i8], align 1
  %argc.ok = icmp eq i32 %num_args, 4
  br i1 %argc.ok, label %check1.ok, label %check1.fail

common.ret:                                       ; preds = %check22.fail, %Out.strides.done, %check21.fail, %check20.fail, %check19.fail, %check18.fail, %check17.fail, %check16.fail, %check15.fail, %check14.fail, %check13.fail, %check12.fail, %check11.fail, %check10.fail, %check9.fail, %check8.fail, %check7.fail, %check6.fail, %check5.fail, %check4.fail, %check3.fail, %check2.fail, %check1.fail
  %common.ret.op = phi i32 [ -1, %check1.fail ], [ -1, %check2.fail ], [ -1, %check3.fail ], [ -1, %check4.fail ], [ -1, %check5.fail ], [ -1, %check6.fail ], [ -1, %check7.fail ], [ -1, %check8.fail ], [ -1, %check9.fail ], [ -1, %check10.fail ], [ -1, %check11.fail ], [ -1, %check12.fail ], [ -1, %check13.fail ], [ -1, %check14.fail ], [ -1, %check15.fail ], [ -1, %check16.fail ], [ -1, %check17.fail ], [ -1, %check18.fail ], [ -1, %check19.fail ], [ -1, %check20.fail ], [ -1, %check21.fail ], [ %result194, %Out.strides.done ], [ -1, %check22.fail ]
  ret i32 %common.ret.op

check1.fail:                                      ; preds = %entry
  %argc = sext i32 %num_args to i64
  store ptr @.str.0, ptr %message.parts, align 8
  %digits = call fastcc ptr @__modlink_format_i64(i64 %argc, ptr nonnull %message.digits0)
  %part1 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits, ptr %part1, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check1.ok:                                        ; preds = %entry
  %a.type_index = load i32, ptr %args, align 4
  %a.type_index.off = add i32 %a.type_index, -1
  %switch = icmp ult i32 %a.type_index.off, 3
  br i1 %switch, label %check2.ok, label %check2.fail

check2.fail:                                      ; preds = %check1.ok
  %tag = sext i32 %a.type_index to i64
  store ptr @.str.2, ptr %message.parts, align 8
  %digits6 = call fastcc ptr @__modlink_format_i64(i64 %tag, ptr nonnull %message.digits0)
  %part7 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits6, ptr %part7, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
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
  %tag14 = sext i32 %X.type_index to i64
  store ptr @.str.4, ptr %message.parts, align 8
  %digits16 = call fastcc ptr @__modlink_format_i64(i64 %tag14, ptr nonnull %message.digits0)
  %part17 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits16, ptr %part17, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
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
  call fastcc void @__modlink_raise(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check4.ok:                                        ; preds = %check3.ok
  %ndim.at = getelementptr inbounds i8, ptr %X.dltensor, i64 16
  %X.ndim = load i32, ptr %ndim.at, align 4
  %ndim.ok = icmp eq i32 %X.ndim, 1
  br i1 %ndim.ok, label %check5.ok, label %check5.fail

check5.fail:                                      ; preds = %check4.ok
  %ndim = sext i32 %X.ndim to i64
  store ptr @.str.6, ptr %message.parts, align 8
  %digits20 = call fastcc ptr @__modlink_format_i64(i64 %ndim, ptr nonnull %message.digits0)
  %part21 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits20, ptr %part21, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
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
  %bits24 = zext i8 %bits to i64
  %code23 = zext i8 %code to i64
  store ptr @.str.7, ptr %message.parts, align 8
  %digits27 = call fastcc ptr @__modlink_format_i64(i64 %code23, ptr nonnull %message.digits0)
  %part28 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits27, ptr %part28, align 8
  %part29 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.8, ptr %part29, align 8
  %digits30 = call fastcc ptr @__modlink_format_i64(i64 %bits24, ptr nonnull %message.digits1)
  %part31 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digits30, ptr %part31, align 8
  %part32 = getelementptr inbounds i8, ptr %message.parts, i64 32
  store ptr @.str.9, ptr %part32, align 8
  %digits33 = call fastcc ptr @__modlink_format_i64(i64 %lanes25, ptr nonnull %message.digits2)
  %part34 = getelementptr inbounds i8, ptr %message.parts, i64 40
  store ptr %digits33, ptr %part34, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check6.ok:                                        ; preds = %check5.ok
  %device.at = getelementptr inbounds i8, ptr %X.dltensor, i64 8
  %X.device_type = load i32, ptr %device.at, align 4
  %device.ok = icmp eq i32 %X.device_type, 1
  br i1 %device.ok, label %check7.ok, label %check7.fail

check7.fail:                                      ; preds = %check6.ok
  %device = sext i32 %X.device_type to i64
  store ptr @.str.10, ptr %message.parts, align 8
  %digits36 = call fastcc ptr @__modlink_format_i64(i64 %device, ptr nonnull %message.digits0)
  %part37 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits36, ptr %part37, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
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
  %digits40 = call fastcc ptr @__modlink_format_i64(i64 %X.stride0, ptr nonnull %message.digits0)
  %part41 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits40, ptr %part41, align 8
  %part42 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.12, ptr %part42, align 8
  %digits43 = call fastcc ptr @__modlink_format_i64(i64 1, ptr nonnull %message.digits1)
  %part44 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digits43, ptr %part44, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check9.fail:                                      ; preds = %X.strides.done
  %tag51 = sext i32 %Y.type_index to i64
  store ptr @.str.13, ptr %message.parts, align 8
  %digits53 = call fastcc ptr @__modlink_format_i64(i64 %tag51, ptr nonnull %message.digits0)
  %part54 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits53, ptr %part54, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
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
  call fastcc void @__modlink_raise(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check10.ok:                                       ; preds = %check9.ok
  %ndim.at58 = getelementptr inbounds i8, ptr %Y.dltensor, i64 16
  %Y.ndim = load i32, ptr %ndim.at58, align 4
  %ndim.ok59 = icmp eq i32 %Y.ndim, 1
  br i1 %ndim.ok59, label %check11.ok, label %check11.fail

check11.fail:                                     ; preds = %check10.ok
  %ndim60 = sext i32 %Y.ndim to i64
  store ptr @.str.15, ptr %message.parts, align 8
  %digits62 = call fastcc ptr @__modlink_format_i64(i64 %ndim60, ptr nonnull %message.digits0)
  %part63 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits62, ptr %part63, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
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
  %bits77 = zext i8 %bits69 to i64
  %code76 = zext i8 %code68 to i64
  store ptr @.str.16, ptr %message.parts, align 8
  %digits80 = call fastcc ptr @__modlink_format_i64(i64 %code76, ptr nonnull %message.digits0)
  %part81 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits80, ptr %part81, align 8
  %part82 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.8, ptr %part82, align 8
  %digits83 = call fastcc ptr @__modlink_format_i64(i64 %bits77, ptr nonnull %message.digits1)
  %part84 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digits83, ptr %part84, align 8
  %part85 = getelementptr inbounds i8, ptr %message.parts, i64 32
  store ptr @.str.9, ptr %part85, align 8
  %digits86 = call fastcc ptr @__modlink_format_i64(i64 %lanes78, ptr nonnull %message.digits2)
  %part87 = getelementptr inbounds i8, ptr %message.parts, i64 40
  store ptr %digits86, ptr %part87, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check12.ok:                                       ; preds = %check11.ok
  %device.at88 = getelementptr inbounds i8, ptr %Y.dltensor, i64 8
  %Y.device_type = load i32, ptr %device.at88, align 4
  %device.ok89 = icmp eq i32 %Y.device_type, 1
  br i1 %device.ok89, label %check13.ok, label %check13.fail

check13.fail:                                     ; preds = %check12.ok
  %device90 = sext i32 %Y.device_type to i64
  store ptr @.str.17, ptr %message.parts, align 8
  %digits92 = call fastcc ptr @__modlink_format_i64(i64 %device90, ptr nonnull %message.digits0)
  %part93 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits92, ptr %part93, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check13.ok:                                       ; preds = %check12.ok
  %shape.at94 = getelementptr inbounds i8, ptr %Y.dltensor, i64 24
  %Y.shape = load ptr, ptr %shape.at94, align 8
  %Y.shape0 = load i64, ptr %Y.shape, align 8
  %extent.ok = icmp eq i64 %Y.shape0, %X.shape0
  br i1 %extent.ok, label %check14.ok, label %check14.fail

check14.fail:                                     ; preds = %check13.ok
  store ptr @.str.18, ptr %message.parts, align 8
  %digits97 = call fastcc ptr @__modlink_format_i64(i64 %Y.shape0, ptr nonnull %message.digits0)
  %part98 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits97, ptr %part98, align 8
  %part99 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.19, ptr %part99, align 8
  %digits100 = call fastcc ptr @__modlink_format_i64(i64 %X.shape0, ptr nonnull %message.digits1)
  %part101 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digits100, ptr %part101, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
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
  %digits109 = call fastcc ptr @__modlink_format_i64(i64 %Y.stride0, ptr nonnull %message.digits0)
  %part110 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits109, ptr %part110, align 8
  %part111 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.12, ptr %part111, align 8
  %digits112 = call fastcc ptr @__modlink_format_i64(i64 1, ptr nonnull %message.digits1)
  %part113 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digits112, ptr %part113, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check16.fail:                                     ; preds = %Y.strides.done
  %tag125 = sext i32 %Out.type_index to i64
  store ptr @.str.21, ptr %message.parts, align 8
  %digits127 = call fastcc ptr @__modlink_format_i64(i64 %tag125, ptr nonnull %message.digits0)
  %part128 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits127, ptr %part128, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
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
  call fastcc void @__modlink_raise(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check17.ok:                                       ; preds = %check16.ok
  %ndim.at132 = getelementptr inbounds i8, ptr %Out.dltensor, i64 16
  %Out.ndim = load i32, ptr %ndim.at132, align 4
  %ndim.ok133 = icmp eq i32 %Out.ndim, 1
  br i1 %ndim.ok133, label %check18.ok, label %check18.fail

check18.fail:                                     ; preds = %check17.ok
  %ndim134 = sext i32 %Out.ndim to i64
  store ptr @.str.23, ptr %message.parts, align 8
  %digits136 = call fastcc ptr @__modlink_format_i64(i64 %ndim134, ptr nonnull %message.digits0)
  %part137 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits136, ptr %part137, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
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
  %bits151 = zext i8 %bits143 to i64
  %code150 = zext i8 %code142 to i64
  store ptr @.str.24, ptr %message.parts, align 8
  %digits154 = call fastcc ptr @__modlink_format_i64(i64 %code150, ptr nonnull %message.digits0)
  %part155 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits154, ptr %part155, align 8
  %part156 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.8, ptr %part156, align 8
  %digits157 = call fastcc ptr @__modlink_format_i64(i64 %bits151, ptr nonnull %message.digits1)
  %part158 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digits157, ptr %part158, align 8
  %part159 = getelementptr inbounds i8, ptr %message.parts, i64 32
  store ptr @.str.9, ptr %part159, align 8
  %digits160 = call fastcc ptr @__modlink_format_i64(i64 %lanes152, ptr nonnull %message.digits2)
  %part161 = getelementptr inbounds i8, ptr %message.parts, i64 40
  store ptr %digits160, ptr %part161, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check19.ok:                                       ; preds = %check18.ok
  %device.at162 = getelementptr inbounds i8, ptr %Out.dltensor, i64 8
  %Out.device_type = load i32, ptr %device.at162, align 4
  %device.ok163 = icmp eq i32 %Out.device_type, 1
  br i1 %device.ok163, label %check20.ok, label %check20.fail

check20.fail:                                     ; preds = %check19.ok
  %device164 = sext i32 %Out.device_type to i64
  store ptr @.str.25, ptr %message.parts, align 8
  %digits166 = call fastcc ptr @__modlink_format_i64(i64 %device164, ptr nonnull %message.digits0)
  %part167 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits166, ptr %part167, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check20.ok:                                       ; preds = %check19.ok
  %shape.at168 = getelementptr inbounds i8, ptr %Out.dltensor, i64 24
  %Out.shape = load ptr, ptr %shape.at168, align 8
  %Out.shape0 = load i64, ptr %Out.shape, align 8
  %extent.ok170 = icmp eq i64 %Out.shape0, %X.shape0
  br i1 %extent.ok170, label %check21.ok, label %check21.fail

check21.fail:                                     ; preds = %check20.ok
  store ptr @.str.26, ptr %message.parts, align 8
  %digits172 = call fastcc ptr @__modlink_format_i64(i64 %Out.shape0, ptr nonnull %message.digits0)
  %part173 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits172, ptr %part173, align 8
  %part174 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.19, ptr %part174, align 8
  %digits175 = call fastcc ptr @__modlink_format_i64(i64 %X.shape0, ptr nonnull %message.digits1)
  %part176 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digits175, ptr %part176, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
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
  %digits184 = call fastcc ptr @__modlink_format_i64(i64 %Out.stride0, ptr nonnull %message.digits0)
  %part185 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits184, ptr %part185, align 8
  %part186 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.12, ptr %part186, align 8
  %digits187 = call fastcc ptr @__modlink_format_i64(i64 1, ptr nonnull %message.digits1)
  %part188 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digits187, ptr %part188, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret
}

; Function Attrs: cold nofree noinline norecurse nosync nounwind memory(write, inaccessiblemem: none)
define internal fastcc noundef nonnull ptr @__modlink_format_i64(i64 %0, ptr writeonly %1) unnamed_addr #3 {
entry:
  %mag = tail call i64 @llvm.abs.i64(i64 %0, i1 false)
  %end = getelementptr inbounds i8, ptr %1, i64 23
  store i8 0, ptr %end, align 1
  br label %digit

digit:                                            ; preds = %digit, %entry
  %remaining = phi i64 [ %mag, %entry ], [ %rest, %digit ]
  %cursor = phi ptr [ %end, %entry ], [ %digit.at, %digit ]
  %digit.at = getelementptr inbounds i8, ptr %cursor, i64 -1
  %digit1 = urem i64 %remaining, 10
  %digit.byte = trunc nuw nsw i64 %digit1 to i8
  %ascii = or disjoint i8 %digit.byte, 48
  store i8 %ascii, ptr %digit.at, align 1
  %rest = udiv i64 %remaining, 10
  %more.not = icmp ult i64 %remaining, 10
  br i1 %more.not, label %digits.done, label %digit

digits.done:                                      ; preds = %digit
  %neg = icmp slt i64 %0, 0
  br i1 %neg, label %sign, label %done

sign:                                             ; preds = %digits.done
  %sign.at = getelementptr inbounds i8, ptr %cursor, i64 -2
  store i8 45, ptr %sign.at, align 1
  br label %done

done:                                             ; preds = %sign, %digits.done
  %start = phi ptr [ %digit.at, %digits.done ], [ %sign.at, %sign ]
  ret ptr %start
}

declare extern_weak void @TVMFFIErrorSetRaisedFromCStrParts(ptr, ptr, i32)

; Function Attrs: cold noinline
define internal fastcc void @__modlink_raise(ptr %0, ptr %1, i32 %2) unnamed_addr #4 {
entry:
  %missing = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing, label %done, label %call

call:                                             ; preds = %entry
  tail call void @TVMFFIErrorSetRaisedFromCStrParts(ptr %0, ptr %1, i32 %2)
  br label %done

done:                                             ; preds = %call, %entry
  ret void
}

define weak i32 @__tvm_ffi_main(ptr %self, ptr %args, i32 %num_args, ptr %result) local_unnamed_addr #2 {
entry:
  %status = tail call i32 @__tvm_ffi_saxpy(ptr poison, ptr %args, i32 %num_args, ptr poison)
  ret i32 %status
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.abs.i64(i64, i1 immarg) #5

attributes #0 = { noinline "target-cpu"="generic" "target-features"="+64bit" }
attributes #1 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) "target-cpu"="generic" "target-features"="+64bit" }
attributes #2 = { "target-cpu"="generic" "target-features"="+64bit" }
attributes #3 = { cold nofree noinline norecurse nosync nounwind memory(write, inaccessiblemem: none) "target-cpu"="generic" "target-features"="+64bit" }
attributes #4 = { cold noinline "target-cpu"="generic" "target-features"="+64bit" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.isvectorized", i32 1}
!2 = !{!"llvm.loop.unroll.runtime.disable"}
!3 = distinct !{!3, !1}
!4 = distinct !{!4, !1, !2}
!5 = distinct !{!5, !1}
