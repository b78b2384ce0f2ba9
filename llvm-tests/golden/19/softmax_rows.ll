target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str.0 = private unnamed_addr constant [50 x i8] c"kernel `softmax_rows`: expected 2 arguments, got \00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"ValueError\00", align 1
@.str.2 = private unnamed_addr constant [132 x i8] c"kernel `softmax_rows`: argument 0 (`X`): expected a tensor (DLTensor* type index 7, opaque pointer 4 or Tensor 70), got type index \00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"TypeError\00", align 1
@.str.4 = private unnamed_addr constant [69 x i8] c"kernel `softmax_rows`: argument 0 (`X`): expected a tensor, got NULL\00", align 1
@.str.5 = private unnamed_addr constant [63 x i8] c"kernel `softmax_rows`: argument 0 (`X`): expected ndim 2, got \00", align 1
@.str.6 = private unnamed_addr constant [98 x i8] c"kernel `softmax_rows`: argument 0 (`X`): expected dtype f32 (code 2, bits 32, lanes 1), got code \00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c", bits \00", align 1
@.str.8 = private unnamed_addr constant [9 x i8] c", lanes \00", align 1
@.str.9 = private unnamed_addr constant [97 x i8] c"kernel `softmax_rows`: argument 0 (`X`): expected a CPU tensor (device_type 1), got device_type \00", align 1
@.str.10 = private unnamed_addr constant [72 x i8] c"kernel `softmax_rows`: argument 0 (`X`): dimension 1: expected 16, got \00", align 1
@.str.11 = private unnamed_addr constant [93 x i8] c"kernel `softmax_rows`: argument 0 (`X`): is not compact row-major: stride of dimension 1 is \00", align 1
@.str.12 = private unnamed_addr constant [12 x i8] c", expected \00", align 1
@.str.13 = private unnamed_addr constant [93 x i8] c"kernel `softmax_rows`: argument 0 (`X`): is not compact row-major: stride of dimension 0 is \00", align 1
@.str.14 = private unnamed_addr constant [132 x i8] c"kernel `softmax_rows`: argument 1 (`Y`): expected a tensor (DLTensor* type index 7, opaque pointer 4 or Tensor 70), got type index \00", align 1
@.str.15 = private unnamed_addr constant [69 x i8] c"kernel `softmax_rows`: argument 1 (`Y`): expected a tensor, got NULL\00", align 1
@.str.16 = private unnamed_addr constant [63 x i8] c"kernel `softmax_rows`: argument 1 (`Y`): expected ndim 2, got \00", align 1
@.str.17 = private unnamed_addr constant [98 x i8] c"kernel `softmax_rows`: argument 1 (`Y`): expected dtype f32 (code 2, bits 32, lanes 1), got code \00", align 1
@.str.18 = private unnamed_addr constant [97 x i8] c"kernel `softmax_rows`: argument 1 (`Y`): expected a CPU tensor (device_type 1), got device_type \00", align 1
@.str.19 = private unnamed_addr constant [63 x i8] c"kernel `softmax_rows`: argument 1 (`Y`): dimension 0 (`m`) is \00", align 1
@.str.20 = private unnamed_addr constant [49 x i8] c", but argument 0 (`X`) dimension 0 bound `m` to \00", align 1
@.str.21 = private unnamed_addr constant [72 x i8] c"kernel `softmax_rows`: argument 1 (`Y`): dimension 1: expected 16, got \00", align 1
@.str.22 = private unnamed_addr constant [93 x i8] c"kernel `softmax_rows`: argument 1 (`Y`): is not compact row-major: stride of dimension 1 is \00", align 1
@.str.23 = private unnamed_addr constant [93 x i8] c"kernel `softmax_rows`: argument 1 (`Y`): is not compact row-major: stride of dimension 0 is \00", align 1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define noundef i32 @softmax_rows_c(ptr nocapture readonly %X, ptr nocapture writeonly %Y, i64 %m) local_unnamed_addr #0 {
entry:
  %more45 = icmp sgt i64 %m, 0
  br i1 %more45, label %for.i.body.preheader, label %for.i.end

for.i.body.preheader:                             ; preds = %entry
  %Y50 = ptrtoint ptr %Y to i64
  %X51 = ptrtoint ptr %X to i64
  %0 = sub i64 %Y50, %X51
  %diff.check = icmp ult i64 %0, 16
  br label %for.i.body

for.i.body:                                       ; preds = %for.i.body.preheader, %for.j.end26
  %i.addr.046 = phi i64 [ %i.next, %for.j.end26 ], [ 0, %for.i.body.preheader ]
  %row = shl nsw i64 %i.addr.046, 4
  %X.addr = getelementptr inbounds float, ptr %X, i64 %row
  %X.elem = load float, ptr %X.addr, align 4
  br label %for.j.body

for.i.end:                                        ; preds = %for.j.end26, %entry
  ret i32 0

for.j8.preheader:                                 ; preds = %for.j.body
  %sub = fsub float %X.elem, %call
  %call20 = tail call float @llvm.exp.f32(float %sub)
  %flat16.1 = or disjoint i64 %row, 1
  %X.addr17.1 = getelementptr inbounds float, ptr %X, i64 %flat16.1
  %X.elem18.1 = load float, ptr %X.addr17.1, align 4
  %sub.1 = fsub float %X.elem18.1, %call
  %call20.1 = tail call float @llvm.exp.f32(float %sub.1)
  %add.1 = fadd float %call20, %call20.1
  %flat16.2 = or disjoint i64 %row, 2
  %X.addr17.2 = getelementptr inbounds float, ptr %X, i64 %flat16.2
  %X.elem18.2 = load float, ptr %X.addr17.2, align 4
  %sub.2 = fsub float %X.elem18.2, %call
  %call20.2 = tail call float @llvm.exp.f32(float %sub.2)
  %add.2 = fadd float %add.1, %call20.2
  %flat16.3 = or disjoint i64 %row, 3
  %X.addr17.3 = getelementptr inbounds float, ptr %X, i64 %flat16.3
  %X.elem18.3 = load float, ptr %X.addr17.3, align 4
  %sub.3 = fsub float %X.elem18.3, %call
  %call20.3 = tail call float @llvm.exp.f32(float %sub.3)
  %add.3 = fadd float %add.2, %call20.3
  %flat16.4 = or disjoint i64 %row, 4
  %X.addr17.4 = getelementptr inbounds float, ptr %X, i64 %flat16.4
  %X.elem18.4 = load float, ptr %X.addr17.4, align 4
  %sub.4 = fsub float %X.elem18.4, %call
  %call20.4 = tail call float @llvm.exp.f32(float %sub.4)
  %add.4 = fadd float %add.3, %call20.4
  %flat16.5 = or disjoint i64 %row, 5
  %X.addr17.5 = getelementptr inbounds float, ptr %X, i64 %flat16.5
  %X.elem18.5 = load float, ptr %X.addr17.5, align 4
  %sub.5 = fsub float %X.elem18.5, %call
  %call20.5 = tail call float @llvm.exp.f32(float %sub.5)
  %add.5 = fadd float %add.4, %call20.5
  %flat16.6 = or disjoint i64 %row, 6
  %X.addr17.6 = getelementptr inbounds float, ptr %X, i64 %flat16.6
  %X.elem18.6 = load float, ptr %X.addr17.6, align 4
  %sub.6 = fsub float %X.elem18.6, %call
  %call20.6 = tail call float @llvm.exp.f32(float %sub.6)
  %add.6 = fadd float %add.5, %call20.6
  %flat16.7 = or disjoint i64 %row, 7
  %X.addr17.7 = getelementptr inbounds float, ptr %X, i64 %flat16.7
  %X.elem18.7 = load float, ptr %X.addr17.7, align 4
  %sub.7 = fsub float %X.elem18.7, %call
  %call20.7 = tail call float @llvm.exp.f32(float %sub.7)
  %add.7 = fadd float %add.6, %call20.7
  %flat16.8 = or disjoint i64 %row, 8
  %X.addr17.8 = getelementptr inbounds float, ptr %X, i64 %flat16.8
  %X.elem18.8 = load float, ptr %X.addr17.8, align 4
  %sub.8 = fsub float %X.elem18.8, %call
  %call20.8 = tail call float @llvm.exp.f32(float %sub.8)
  %add.8 = fadd float %add.7, %call20.8
  %flat16.9 = or disjoint i64 %row, 9
  %X.addr17.9 = getelementptr inbounds float, ptr %X, i64 %flat16.9
  %X.elem18.9 = load float, ptr %X.addr17.9, align 4
  %sub.9 = fsub float %X.elem18.9, %call
  %call20.9 = tail call float @llvm.exp.f32(float %sub.9)
  %add.9 = fadd float %add.8, %call20.9
  %flat16.10 = or disjoint i64 %row, 10
  %X.addr17.10 = getelementptr inbounds float, ptr %X, i64 %flat16.10
  %X.elem18.10 = load float, ptr %X.addr17.10, align 4
  %sub.10 = fsub float %X.elem18.10, %call
  %call20.10 = tail call float @llvm.exp.f32(float %sub.10)
  %add.10 = fadd float %add.9, %call20.10
  %flat16.11 = or disjoint i64 %row, 11
  %X.addr17.11 = getelementptr inbounds float, ptr %X, i64 %flat16.11
  %X.elem18.11 = load float, ptr %X.addr17.11, align 4
  %sub.11 = fsub float %X.elem18.11, %call
  %call20.11 = tail call float @llvm.exp.f32(float %sub.11)
  %add.11 = fadd float %add.10, %call20.11
  %flat16.12 = or disjoint i64 %row, 12
  %X.addr17.12 = getelementptr inbounds float, ptr %X, i64 %flat16.12
  %X.elem18.12 = load float, ptr %X.addr17.12, align 4
  %sub.12 = fsub float %X.elem18.12, %call
  %call20.12 = tail call float @llvm.exp.f32(float %sub.12)
  %add.12 = fadd float %add.11, %call20.12
  %flat16.13 = or disjoint i64 %row, 13
  %X.addr17.13 = getelementptr inbounds float, ptr %X, i64 %flat16.13
  %X.elem18.13 = load float, ptr %X.addr17.13, align 4
  %sub.13 = fsub float %X.elem18.13, %call
  %call20.13 = tail call float @llvm.exp.f32(float %sub.13)
  %add.13 = fadd float %add.12, %call20.13
  %flat16.14 = or disjoint i64 %row, 14
  %X.addr17.14 = getelementptr inbounds float, ptr %X, i64 %flat16.14
  %X.elem18.14 = load float, ptr %X.addr17.14, align 4
  %sub.14 = fsub float %X.elem18.14, %call
  %call20.14 = tail call float @llvm.exp.f32(float %sub.14)
  %add.14 = fadd float %add.13, %call20.14
  %flat16.15 = or disjoint i64 %row, 15
  %X.addr17.15 = getelementptr inbounds float, ptr %X, i64 %flat16.15
  %X.elem18.15 = load float, ptr %X.addr17.15, align 4
  %sub.15 = fsub float %X.elem18.15, %call
  %call20.15 = tail call float @llvm.exp.f32(float %sub.15)
  %add.15 = fadd float %add.14, %call20.15
  br i1 %diff.check, label %for.j.body24, label %vector.body

vector.body:                                      ; preds = %for.j8.preheader
  %broadcast.splatinsert52 = insertelement <4 x float> poison, float %add.15, i64 0
  %broadcast.splat53 = shufflevector <4 x float> %broadcast.splatinsert52, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert = insertelement <4 x float> poison, float %call, i64 0
  %broadcast.splat = shufflevector <4 x float> %broadcast.splatinsert, <4 x float> poison, <4 x i32> zeroinitializer
  %1 = getelementptr inbounds float, ptr %Y, i64 %row
  %2 = getelementptr inbounds float, ptr %X, i64 %row
  %wide.load = load <4 x float>, ptr %2, align 4
  %3 = fsub <4 x float> %wide.load, %broadcast.splat
  %4 = tail call <4 x float> @llvm.exp.v4f32(<4 x float> %3)
  %5 = fdiv <4 x float> %4, %broadcast.splat53
  store <4 x float> %5, ptr %1, align 4
  %6 = or disjoint i64 %row, 4
  %7 = getelementptr inbounds float, ptr %Y, i64 %6
  %8 = getelementptr inbounds float, ptr %X, i64 %6
  %wide.load.1 = load <4 x float>, ptr %8, align 4
  %9 = fsub <4 x float> %wide.load.1, %broadcast.splat
  %10 = tail call <4 x float> @llvm.exp.v4f32(<4 x float> %9)
  %11 = fdiv <4 x float> %10, %broadcast.splat53
  store <4 x float> %11, ptr %7, align 4
  %12 = or disjoint i64 %row, 8
  %13 = getelementptr inbounds float, ptr %Y, i64 %12
  %14 = getelementptr inbounds float, ptr %X, i64 %12
  %wide.load.2 = load <4 x float>, ptr %14, align 4
  %15 = fsub <4 x float> %wide.load.2, %broadcast.splat
  %16 = tail call <4 x float> @llvm.exp.v4f32(<4 x float> %15)
  %17 = fdiv <4 x float> %16, %broadcast.splat53
  store <4 x float> %17, ptr %13, align 4
  %18 = or disjoint i64 %row, 12
  %19 = getelementptr inbounds float, ptr %Y, i64 %18
  %20 = getelementptr inbounds float, ptr %X, i64 %18
  %wide.load.3 = load <4 x float>, ptr %20, align 4
  %21 = fsub <4 x float> %wide.load.3, %broadcast.splat
  %22 = tail call <4 x float> @llvm.exp.v4f32(<4 x float> %21)
  %23 = fdiv <4 x float> %22, %broadcast.splat53
  store <4 x float> %23, ptr %19, align 4
  br label %for.j.end26

for.j.body:                                       ; preds = %for.j.body.1, %for.i.body
  %j.addr.041 = phi i64 [ 1, %for.i.body ], [ %j.next.1, %for.j.body.1 ]
  %mx.040 = phi float [ %X.elem, %for.i.body ], [ %call.1, %for.j.body.1 ]
  %flat4 = or disjoint i64 %j.addr.041, %row
  %X.addr5 = getelementptr inbounds float, ptr %X, i64 %flat4
  %X.elem6 = load float, ptr %X.addr5, align 4
  %call = tail call float @llvm.maxnum.f32(float %mx.040, float %X.elem6)
  %j.next = add nuw nsw i64 %j.addr.041, 1
  %exitcond.not = icmp eq i64 %j.next, 16
  br i1 %exitcond.not, label %for.j8.preheader, label %for.j.body.1

for.j.body.1:                                     ; preds = %for.j.body
  %flat4.1 = or disjoint i64 %j.next, %row
  %X.addr5.1 = getelementptr inbounds float, ptr %X, i64 %flat4.1
  %X.elem6.1 = load float, ptr %X.addr5.1, align 4
  %call.1 = tail call float @llvm.maxnum.f32(float %call, float %X.elem6.1)
  %j.next.1 = add nuw nsw i64 %j.addr.041, 2
  br label %for.j.body

for.j.body24:                                     ; preds = %for.j8.preheader, %for.j.body24
  %j.addr22.044 = phi i64 [ %j.next39.3, %for.j.body24 ], [ 0, %for.j8.preheader ]
  %flat30 = or disjoint i64 %j.addr22.044, %row
  %Y.addr = getelementptr inbounds float, ptr %Y, i64 %flat30
  %X.addr33 = getelementptr inbounds float, ptr %X, i64 %flat30
  %X.elem34 = load float, ptr %X.addr33, align 4
  %sub36 = fsub float %X.elem34, %call
  %call37 = tail call float @llvm.exp.f32(float %sub36)
  %div = fdiv float %call37, %add.15
  store float %div, ptr %Y.addr, align 4
  %j.next39 = or i64 %j.addr22.044, %row
  %flat30.1 = or disjoint i64 %j.next39, 1
  %Y.addr.1 = getelementptr inbounds float, ptr %Y, i64 %flat30.1
  %X.addr33.1 = getelementptr inbounds float, ptr %X, i64 %flat30.1
  %X.elem34.1 = load float, ptr %X.addr33.1, align 4
  %sub36.1 = fsub float %X.elem34.1, %call
  %call37.1 = tail call float @llvm.exp.f32(float %sub36.1)
  %div.1 = fdiv float %call37.1, %add.15
  store float %div.1, ptr %Y.addr.1, align 4
  %j.next39.1 = or i64 %j.addr22.044, %row
  %flat30.2 = or disjoint i64 %j.next39.1, 2
  %Y.addr.2 = getelementptr inbounds float, ptr %Y, i64 %flat30.2
  %X.addr33.2 = getelementptr inbounds float, ptr %X, i64 %flat30.2
  %X.elem34.2 = load float, ptr %X.addr33.2, align 4
  %sub36.2 = fsub float %X.elem34.2, %call
  %call37.2 = tail call float @llvm.exp.f32(float %sub36.2)
  %div.2 = fdiv float %call37.2, %add.15
  store float %div.2, ptr %Y.addr.2, align 4
  %j.next39.2 = or i64 %j.addr22.044, %row
  %flat30.3 = or disjoint i64 %j.next39.2, 3
  %Y.addr.3 = getelementptr inbounds float, ptr %Y, i64 %flat30.3
  %X.addr33.3 = getelementptr inbounds float, ptr %X, i64 %flat30.3
  %X.elem34.3 = load float, ptr %X.addr33.3, align 4
  %sub36.3 = fsub float %X.elem34.3, %call
  %call37.3 = tail call float @llvm.exp.f32(float %sub36.3)
  %div.3 = fdiv float %call37.3, %add.15
  store float %div.3, ptr %Y.addr.3, align 4
  %j.next39.3 = add nuw nsw i64 %j.addr22.044, 4
  %exitcond48.not.3 = icmp eq i64 %j.next39.3, 16
  br i1 %exitcond48.not.3, label %for.j.end26, label %for.j.body24, !llvm.loop !0

for.j.end26:                                      ; preds = %for.j.body24, %vector.body
  %i.next = add nuw nsw i64 %i.addr.046, 1
  %exitcond49.not = icmp eq i64 %i.next, %m
  br i1 %exitcond49.not, label %for.i.end, label %for.i.body
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp.f32(float) #1

define range(i32 -1, 1) i32 @__tvm_ffi_softmax_rows(ptr nocapture readnone %self, ptr nocapture readonly %args, i32 %num_args, ptr nocapture readnone %result) local_unnamed_addr #2 {
entry:
  %message.parts = alloca [16 x ptr], align 8
  %message.digits0 = alloca [24 x i8], align 1
  %message.digits1 = alloca [24 x i8], align 1
  %message.digits2 = alloca [24 x i8], align 1
  %argc.ok = icmp eq i32 %num_args, 2
  br i1 %argc.ok, label %check1.ok, label %check1.fail

common.ret:                                       ; preds = %check18.fail, %check17.fail, %Y.strides.done, %check16.fail, %check15.fail, %check14.fail, %check13.fail, %check12.fail, %check11.fail, %check10.fail, %check9.fail, %check8.fail, %check7.fail, %check6.fail, %check5.fail, %check4.fail, %check3.fail, %check2.fail, %check1.fail
  %common.ret.op = phi i32 [ -1, %check1.fail ], [ -1, %check2.fail ], [ -1, %check3.fail ], [ -1, %check4.fail ], [ -1, %check5.fail ], [ -1, %check6.fail ], [ -1, %check7.fail ], [ -1, %check8.fail ], [ -1, %check9.fail ], [ -1, %check10.fail ], [ -1, %check11.fail ], [ -1, %check12.fail ], [ -1, %check13.fail ], [ -1, %check14.fail ], [ -1, %check15.fail ], [ -1, %check16.fail ], [ 0, %Y.strides.done ], [ -1, %check17.fail ], [ -1, %check18.fail ]
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
  %X.type_index = load i32, ptr %args, align 4
  switch i32 %X.type_index, label %check2.fail [
    i32 70, label %check2.ok
    i32 7, label %check2.ok
    i32 4, label %check2.ok
  ]

check2.fail:                                      ; preds = %check1.ok
  %tag = sext i32 %X.type_index to i64
  store ptr @.str.2, ptr %message.parts, align 8
  %digits6 = call fastcc ptr @__modlink_format_i64(i64 %tag, ptr nonnull %message.digits0)
  %part7 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits6, ptr %part7, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check2.ok:                                        ; preds = %check1.ok, %check1.ok, %check1.ok
  %is = icmp eq i32 %X.type_index, 70
  %X.value = getelementptr inbounds i8, ptr %args, i64 8
  %X.ptr = load ptr, ptr %X.value, align 8
  %X.dltensor.idx = select i1 %is, i64 24, i64 0
  %X.dltensor = getelementptr inbounds i8, ptr %X.ptr, i64 %X.dltensor.idx
  %null.not = icmp eq ptr %X.ptr, null
  br i1 %null.not, label %check3.fail, label %check3.ok

check3.fail:                                      ; preds = %check2.ok
  store ptr @.str.4, ptr %message.parts, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check3.ok:                                        ; preds = %check2.ok
  %ndim.at = getelementptr inbounds i8, ptr %X.dltensor, i64 16
  %X.ndim = load i32, ptr %ndim.at, align 4
  %ndim.ok = icmp eq i32 %X.ndim, 2
  br i1 %ndim.ok, label %check4.ok, label %check4.fail

check4.fail:                                      ; preds = %check3.ok
  %ndim = sext i32 %X.ndim to i64
  store ptr @.str.5, ptr %message.parts, align 8
  %digits10 = call fastcc ptr @__modlink_format_i64(i64 %ndim, ptr nonnull %message.digits0)
  %part11 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits10, ptr %part11, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check4.ok:                                        ; preds = %check3.ok
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
  %dtype.ok12 = and i1 %dtype.ok, %lanes.ok
  br i1 %dtype.ok12, label %check5.ok, label %check5.fail

check5.fail:                                      ; preds = %check4.ok
  %lanes15 = zext i16 %lanes to i64
  %bits14 = zext i8 %bits to i64
  %code13 = zext i8 %code to i64
  store ptr @.str.6, ptr %message.parts, align 8
  %digits17 = call fastcc ptr @__modlink_format_i64(i64 %code13, ptr nonnull %message.digits0)
  %part18 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits17, ptr %part18, align 8
  %part19 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.7, ptr %part19, align 8
  %digits20 = call fastcc ptr @__modlink_format_i64(i64 %bits14, ptr nonnull %message.digits1)
  %part21 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digits20, ptr %part21, align 8
  %part22 = getelementptr inbounds i8, ptr %message.parts, i64 32
  store ptr @.str.8, ptr %part22, align 8
  %digits23 = call fastcc ptr @__modlink_format_i64(i64 %lanes15, ptr nonnull %message.digits2)
  %part24 = getelementptr inbounds i8, ptr %message.parts, i64 40
  store ptr %digits23, ptr %part24, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check5.ok:                                        ; preds = %check4.ok
  %device.at = getelementptr inbounds i8, ptr %X.dltensor, i64 8
  %X.device_type = load i32, ptr %device.at, align 4
  %device.ok = icmp eq i32 %X.device_type, 1
  br i1 %device.ok, label %check6.ok, label %check6.fail

check6.fail:                                      ; preds = %check5.ok
  %device = sext i32 %X.device_type to i64
  store ptr @.str.9, ptr %message.parts, align 8
  %digits26 = call fastcc ptr @__modlink_format_i64(i64 %device, ptr nonnull %message.digits0)
  %part27 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits26, ptr %part27, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check6.ok:                                        ; preds = %check5.ok
  %shape.at = getelementptr inbounds i8, ptr %X.dltensor, i64 24
  %X.shape = load ptr, ptr %shape.at, align 8
  %X.shape0 = load i64, ptr %X.shape, align 8
  %extent.at28 = getelementptr inbounds i8, ptr %X.shape, i64 8
  %X.shape1 = load i64, ptr %extent.at28, align 8
  %extent.ok = icmp eq i64 %X.shape1, 16
  br i1 %extent.ok, label %check7.ok, label %check7.fail

check7.fail:                                      ; preds = %check6.ok
  store ptr @.str.10, ptr %message.parts, align 8
  %digits30 = call fastcc ptr @__modlink_format_i64(i64 %X.shape1, ptr nonnull %message.digits0)
  %part31 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits30, ptr %part31, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check7.ok:                                        ; preds = %check6.ok
  %strides.at = getelementptr inbounds i8, ptr %X.dltensor, i64 32
  %X.strides = load ptr, ptr %strides.at, align 8
  %has_strides.not = icmp eq ptr %X.strides, null
  br i1 %has_strides.not, label %X.strides.done, label %X.strides.check

X.strides.check:                                  ; preds = %check7.ok
  %stride.at = getelementptr inbounds i8, ptr %X.strides, i64 8
  %X.stride1 = load i64, ptr %stride.at, align 8
  %stride.ok = icmp eq i64 %X.stride1, 1
  br i1 %stride.ok, label %check8.ok, label %check8.fail

X.strides.done:                                   ; preds = %check8.ok, %check7.ok
  %data = load ptr, ptr %X.dltensor, align 8
  %byte_offset.at = getelementptr inbounds i8, ptr %X.dltensor, i64 40
  %byte_offset = load i64, ptr %byte_offset.at, align 8
  %X.data = getelementptr i8, ptr %data, i64 %byte_offset
  %Y.any = getelementptr inbounds i8, ptr %args, i64 16
  %Y.type_index = load i32, ptr %Y.any, align 4
  switch i32 %Y.type_index, label %check10.fail [
    i32 70, label %check10.ok
    i32 7, label %check10.ok
    i32 4, label %check10.ok
  ]

check8.fail:                                      ; preds = %X.strides.check
  store ptr @.str.11, ptr %message.parts, align 8
  %digits34 = call fastcc ptr @__modlink_format_i64(i64 %X.stride1, ptr nonnull %message.digits0)
  %part35 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits34, ptr %part35, align 8
  %part36 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.12, ptr %part36, align 8
  %digits37 = call fastcc ptr @__modlink_format_i64(i64 1, ptr nonnull %message.digits1)
  %part38 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digits37, ptr %part38, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check8.ok:                                        ; preds = %X.strides.check
  %X.stride0 = load i64, ptr %X.strides, align 8
  %stride.ok40 = icmp eq i64 %X.stride0, 16
  %unit41 = icmp eq i64 %X.shape0, 1
  %stride.ok42 = or i1 %unit41, %stride.ok40
  br i1 %stride.ok42, label %X.strides.done, label %check9.fail

check9.fail:                                      ; preds = %check8.ok
  store ptr @.str.13, ptr %message.parts, align 8
  %digits44 = call fastcc ptr @__modlink_format_i64(i64 %X.stride0, ptr nonnull %message.digits0)
  %part45 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits44, ptr %part45, align 8
  %part46 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.12, ptr %part46, align 8
  %digits47 = call fastcc ptr @__modlink_format_i64(i64 16, ptr nonnull %message.digits1)
  %part48 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digits47, ptr %part48, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check10.fail:                                     ; preds = %X.strides.done
  %tag56 = sext i32 %Y.type_index to i64
  store ptr @.str.14, ptr %message.parts, align 8
  %digits58 = call fastcc ptr @__modlink_format_i64(i64 %tag56, ptr nonnull %message.digits0)
  %part59 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits58, ptr %part59, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check10.ok:                                       ; preds = %X.strides.done, %X.strides.done, %X.strides.done
  %is50 = icmp eq i32 %Y.type_index, 70
  %Y.value = getelementptr inbounds i8, ptr %args, i64 24
  %Y.ptr = load ptr, ptr %Y.value, align 8
  %Y.dltensor.idx = select i1 %is50, i64 24, i64 0
  %Y.dltensor = getelementptr inbounds i8, ptr %Y.ptr, i64 %Y.dltensor.idx
  %null60.not = icmp eq ptr %Y.ptr, null
  br i1 %null60.not, label %check11.fail, label %check11.ok

check11.fail:                                     ; preds = %check10.ok
  store ptr @.str.15, ptr %message.parts, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check11.ok:                                       ; preds = %check10.ok
  %ndim.at63 = getelementptr inbounds i8, ptr %Y.dltensor, i64 16
  %Y.ndim = load i32, ptr %ndim.at63, align 4
  %ndim.ok64 = icmp eq i32 %Y.ndim, 2
  br i1 %ndim.ok64, label %check12.ok, label %check12.fail

check12.fail:                                     ; preds = %check11.ok
  %ndim65 = sext i32 %Y.ndim to i64
  store ptr @.str.16, ptr %message.parts, align 8
  %digits67 = call fastcc ptr @__modlink_format_i64(i64 %ndim65, ptr nonnull %message.digits0)
  %part68 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits67, ptr %part68, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check12.ok:                                       ; preds = %check11.ok
  %dtype.at69 = getelementptr inbounds i8, ptr %Y.dltensor, i64 20
  %bits.at71 = getelementptr inbounds i8, ptr %Y.dltensor, i64 21
  %lanes.at72 = getelementptr inbounds i8, ptr %Y.dltensor, i64 22
  %code73 = load i8, ptr %dtype.at69, align 1
  %bits74 = load i8, ptr %bits.at71, align 1
  %lanes75 = load i16, ptr %lanes.at72, align 2
  %code.ok76 = icmp eq i8 %code73, 2
  %bits.ok77 = icmp eq i8 %bits74, 32
  %lanes.ok78 = icmp eq i16 %lanes75, 1
  %dtype.ok79 = and i1 %code.ok76, %bits.ok77
  %dtype.ok80 = and i1 %dtype.ok79, %lanes.ok78
  br i1 %dtype.ok80, label %check13.ok, label %check13.fail

check13.fail:                                     ; preds = %check12.ok
  %lanes83 = zext i16 %lanes75 to i64
  %bits82 = zext i8 %bits74 to i64
  %code81 = zext i8 %code73 to i64
  store ptr @.str.17, ptr %message.parts, align 8
  %digits85 = call fastcc ptr @__modlink_format_i64(i64 %code81, ptr nonnull %message.digits0)
  %part86 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits85, ptr %part86, align 8
  %part87 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.7, ptr %part87, align 8
  %digits88 = call fastcc ptr @__modlink_format_i64(i64 %bits82, ptr nonnull %message.digits1)
  %part89 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digits88, ptr %part89, align 8
  %part90 = getelementptr inbounds i8, ptr %message.parts, i64 32
  store ptr @.str.8, ptr %part90, align 8
  %digits91 = call fastcc ptr @__modlink_format_i64(i64 %lanes83, ptr nonnull %message.digits2)
  %part92 = getelementptr inbounds i8, ptr %message.parts, i64 40
  store ptr %digits91, ptr %part92, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check13.ok:                                       ; preds = %check12.ok
  %device.at93 = getelementptr inbounds i8, ptr %Y.dltensor, i64 8
  %Y.device_type = load i32, ptr %device.at93, align 4
  %device.ok94 = icmp eq i32 %Y.device_type, 1
  br i1 %device.ok94, label %check14.ok, label %check14.fail

check14.fail:                                     ; preds = %check13.ok
  %device95 = sext i32 %Y.device_type to i64
  store ptr @.str.18, ptr %message.parts, align 8
  %digits97 = call fastcc ptr @__modlink_format_i64(i64 %device95, ptr nonnull %message.digits0)
  %part98 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits97, ptr %part98, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check14.ok:                                       ; preds = %check13.ok
  %shape.at99 = getelementptr inbounds i8, ptr %Y.dltensor, i64 24
  %Y.shape = load ptr, ptr %shape.at99, align 8
  %Y.shape0 = load i64, ptr %Y.shape, align 8
  %extent.ok101 = icmp eq i64 %Y.shape0, %X.shape0
  br i1 %extent.ok101, label %check15.ok, label %check15.fail

check15.fail:                                     ; preds = %check14.ok
  store ptr @.str.19, ptr %message.parts, align 8
  %digits103 = call fastcc ptr @__modlink_format_i64(i64 %Y.shape0, ptr nonnull %message.digits0)
  %part104 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits103, ptr %part104, align 8
  %part105 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.20, ptr %part105, align 8
  %digits106 = call fastcc ptr @__modlink_format_i64(i64 %X.shape0, ptr nonnull %message.digits1)
  %part107 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digits106, ptr %part107, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check15.ok:                                       ; preds = %check14.ok
  %extent.at108 = getelementptr inbounds i8, ptr %Y.shape, i64 8
  %Y.shape1 = load i64, ptr %extent.at108, align 8
  %extent.ok109 = icmp eq i64 %Y.shape1, 16
  br i1 %extent.ok109, label %check16.ok, label %check16.fail

check16.fail:                                     ; preds = %check15.ok
  store ptr @.str.21, ptr %message.parts, align 8
  %digits111 = call fastcc ptr @__modlink_format_i64(i64 %Y.shape1, ptr nonnull %message.digits0)
  %part112 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits111, ptr %part112, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check16.ok:                                       ; preds = %check15.ok
  %strides.at113 = getelementptr inbounds i8, ptr %Y.dltensor, i64 32
  %Y.strides = load ptr, ptr %strides.at113, align 8
  %has_strides114.not = icmp eq ptr %Y.strides, null
  br i1 %has_strides114.not, label %Y.strides.done, label %Y.strides.check

Y.strides.check:                                  ; preds = %check16.ok
  %stride.at115 = getelementptr inbounds i8, ptr %Y.strides, i64 8
  %Y.stride1 = load i64, ptr %stride.at115, align 8
  %stride.ok116 = icmp eq i64 %Y.stride1, 1
  br i1 %stride.ok116, label %check17.ok, label %check17.fail

Y.strides.done:                                   ; preds = %check17.ok, %check16.ok
  %data138 = load ptr, ptr %Y.dltensor, align 8
  %byte_offset.at139 = getelementptr inbounds i8, ptr %Y.dltensor, i64 40
  %byte_offset140 = load i64, ptr %byte_offset.at139, align 8
  %Y.data = getelementptr i8, ptr %data138, i64 %byte_offset140
  %status = tail call i32 @softmax_rows_c(ptr %X.data, ptr %Y.data, i64 %X.shape0)
  br label %common.ret

check17.fail:                                     ; preds = %Y.strides.check
  store ptr @.str.22, ptr %message.parts, align 8
  %digits120 = call fastcc ptr @__modlink_format_i64(i64 %Y.stride1, ptr nonnull %message.digits0)
  %part121 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits120, ptr %part121, align 8
  %part122 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.12, ptr %part122, align 8
  %digits123 = call fastcc ptr @__modlink_format_i64(i64 1, ptr nonnull %message.digits1)
  %part124 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digits123, ptr %part124, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check17.ok:                                       ; preds = %Y.strides.check
  %Y.stride0 = load i64, ptr %Y.strides, align 8
  %stride.ok127 = icmp eq i64 %Y.stride0, 16
  %unit128 = icmp eq i64 %X.shape0, 1
  %stride.ok129 = or i1 %unit128, %stride.ok127
  br i1 %stride.ok129, label %Y.strides.done, label %check18.fail

check18.fail:                                     ; preds = %check17.ok
  store ptr @.str.23, ptr %message.parts, align 8
  %digits131 = call fastcc ptr @__modlink_format_i64(i64 %Y.stride0, ptr nonnull %message.digits0)
  %part132 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits131, ptr %part132, align 8
  %part133 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.12, ptr %part133, align 8
  %digits134 = call fastcc ptr @__modlink_format_i64(i64 16, ptr nonnull %message.digits1)
  %part135 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digits134, ptr %part135, align 8
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
  %status = tail call i32 @__tvm_ffi_softmax_rows(ptr poison, ptr %args, i32 %num_args, ptr poison)
  ret i32 %status
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.abs.i64(i64, i1 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.exp.v4f32(<4 x float>) #5

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "target-cpu"="generic" "target-features"="+64bit" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { "target-cpu"="generic" "target-features"="+64bit" }
attributes #3 = { cold nofree noinline norecurse nosync nounwind memory(write, inaccessiblemem: none) "target-cpu"="generic" "target-features"="+64bit" }
attributes #4 = { cold noinline "target-cpu"="generic" "target-features"="+64bit" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.isvectorized", i32 1}
!2 = !{!"llvm.loop.unroll.disable"}
