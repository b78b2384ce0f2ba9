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

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
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

define range(i32 -1, 1) i32 @__tvm_ffi_softmax_rows(ptr nocapture readnone %self, ptr nocapture readonly %args, i32 %num_args, ptr nocapture readnone %result) local_unnamed_addr {
entry:
  %message.parts = alloca [16 x ptr], align 8
  %message.digits0 = alloca [24 x i8], align 1
  %message.digits1 = alloca [24 x i8], align 1
  %message.digits2 = alloca [24 x i8], align 1
  %argc.ok = icmp eq i32 %num_args, 2
  br i1 %argc.ok, label %check1.ok, label %check1.fail

common.ret:                                       ; preds = %call.i584, %__modlink_format_i64.exit569, %call.i551, %__modlink_format_i64.exit536, %call.i518, %__modlink_format_i64.exit516, %call.i498, %__modlink_format_i64.exit496, %call.i461, %__modlink_format_i64.exit459, %call.i441, %__modlink_format_i64.exit439, %call.i387, %__modlink_format_i64.exit385, %call.i367, %check11.fail, %call.i364, %__modlink_format_i64.exit362, %call.i344, %__modlink_format_i64.exit329, %call.i311, %__modlink_format_i64.exit296, %call.i278, %__modlink_format_i64.exit276, %call.i258, %__modlink_format_i64.exit256, %call.i238, %__modlink_format_i64.exit236, %call.i184, %__modlink_format_i64.exit182, %call.i164, %check3.fail, %call.i161, %__modlink_format_i64.exit159, %call.i, %__modlink_format_i64.exit, %Y.strides.done
  %common.ret.op = phi i32 [ 0, %Y.strides.done ], [ -1, %__modlink_format_i64.exit ], [ -1, %call.i ], [ -1, %__modlink_format_i64.exit159 ], [ -1, %call.i161 ], [ -1, %check3.fail ], [ -1, %call.i164 ], [ -1, %__modlink_format_i64.exit182 ], [ -1, %call.i184 ], [ -1, %__modlink_format_i64.exit236 ], [ -1, %call.i238 ], [ -1, %__modlink_format_i64.exit256 ], [ -1, %call.i258 ], [ -1, %__modlink_format_i64.exit276 ], [ -1, %call.i278 ], [ -1, %__modlink_format_i64.exit296 ], [ -1, %call.i311 ], [ -1, %__modlink_format_i64.exit329 ], [ -1, %call.i344 ], [ -1, %__modlink_format_i64.exit362 ], [ -1, %call.i364 ], [ -1, %check11.fail ], [ -1, %call.i367 ], [ -1, %__modlink_format_i64.exit385 ], [ -1, %call.i387 ], [ -1, %__modlink_format_i64.exit439 ], [ -1, %call.i441 ], [ -1, %__modlink_format_i64.exit459 ], [ -1, %call.i461 ], [ -1, %__modlink_format_i64.exit496 ], [ -1, %call.i498 ], [ -1, %__modlink_format_i64.exit516 ], [ -1, %call.i518 ], [ -1, %__modlink_format_i64.exit536 ], [ -1, %call.i551 ], [ -1, %__modlink_format_i64.exit569 ], [ -1, %call.i584 ]
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
  %X.type_index = load i32, ptr %args, align 4
  switch i32 %X.type_index, label %check2.fail [
    i32 70, label %check2.ok
    i32 7, label %check2.ok
    i32 4, label %check2.ok
  ]

check2.fail:                                      ; preds = %check1.ok
  store ptr @.str.2, ptr %message.parts, align 8
  %1 = tail call i32 @llvm.abs.i32(i32 %X.type_index, i1 false)
  %mag.i143 = zext i32 %1 to i64
  %end.i144 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i144, align 1
  br label %digit.i145

digit.i145:                                       ; preds = %digit.i145, %check2.fail
  %remaining.i146 = phi i64 [ %mag.i143, %check2.fail ], [ %rest.i152, %digit.i145 ]
  %cursor.i147 = phi ptr [ %end.i144, %check2.fail ], [ %digit.at.i148, %digit.i145 ]
  %digit.at.i148 = getelementptr inbounds i8, ptr %cursor.i147, i64 -1
  %digit1.i149 = urem i64 %remaining.i146, 10
  %digit.byte.i150 = trunc nuw nsw i64 %digit1.i149 to i8
  %ascii.i151 = or disjoint i8 %digit.byte.i150, 48
  store i8 %ascii.i151, ptr %digit.at.i148, align 1
  %rest.i152 = udiv i64 %remaining.i146, 10
  %more.not.i153 = icmp ult i64 %remaining.i146, 10
  br i1 %more.not.i153, label %digits.done.i154, label %digit.i145

digits.done.i154:                                 ; preds = %digit.i145
  %neg.i155 = icmp slt i32 %X.type_index, 0
  br i1 %neg.i155, label %sign.i157, label %__modlink_format_i64.exit159

sign.i157:                                        ; preds = %digits.done.i154
  %sign.at.i158 = getelementptr inbounds i8, ptr %cursor.i147, i64 -2
  store i8 45, ptr %sign.at.i158, align 1
  br label %__modlink_format_i64.exit159

__modlink_format_i64.exit159:                     ; preds = %digits.done.i154, %sign.i157
  %start.i156 = phi ptr [ %digit.at.i148, %digits.done.i154 ], [ %sign.at.i158, %sign.i157 ]
  %part7 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i156, ptr %part7, align 8
  %missing.i160 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i160, label %common.ret, label %call.i161

call.i161:                                        ; preds = %__modlink_format_i64.exit159
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
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
  %missing.i163 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i163, label %common.ret, label %call.i164

call.i164:                                        ; preds = %check3.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check3.ok:                                        ; preds = %check2.ok
  %ndim.at = getelementptr inbounds i8, ptr %X.dltensor, i64 16
  %X.ndim = load i32, ptr %ndim.at, align 4
  %ndim.ok = icmp eq i32 %X.ndim, 2
  br i1 %ndim.ok, label %check4.ok, label %check4.fail

check4.fail:                                      ; preds = %check3.ok
  store ptr @.str.5, ptr %message.parts, align 8
  %2 = tail call i32 @llvm.abs.i32(i32 %X.ndim, i1 false)
  %mag.i166 = zext i32 %2 to i64
  %end.i167 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i167, align 1
  br label %digit.i168

digit.i168:                                       ; preds = %digit.i168, %check4.fail
  %remaining.i169 = phi i64 [ %mag.i166, %check4.fail ], [ %rest.i175, %digit.i168 ]
  %cursor.i170 = phi ptr [ %end.i167, %check4.fail ], [ %digit.at.i171, %digit.i168 ]
  %digit.at.i171 = getelementptr inbounds i8, ptr %cursor.i170, i64 -1
  %digit1.i172 = urem i64 %remaining.i169, 10
  %digit.byte.i173 = trunc nuw nsw i64 %digit1.i172 to i8
  %ascii.i174 = or disjoint i8 %digit.byte.i173, 48
  store i8 %ascii.i174, ptr %digit.at.i171, align 1
  %rest.i175 = udiv i64 %remaining.i169, 10
  %more.not.i176 = icmp ult i64 %remaining.i169, 10
  br i1 %more.not.i176, label %digits.done.i177, label %digit.i168

digits.done.i177:                                 ; preds = %digit.i168
  %neg.i178 = icmp slt i32 %X.ndim, 0
  br i1 %neg.i178, label %sign.i180, label %__modlink_format_i64.exit182

sign.i180:                                        ; preds = %digits.done.i177
  %sign.at.i181 = getelementptr inbounds i8, ptr %cursor.i170, i64 -2
  store i8 45, ptr %sign.at.i181, align 1
  br label %__modlink_format_i64.exit182

__modlink_format_i64.exit182:                     ; preds = %digits.done.i177, %sign.i180
  %start.i179 = phi ptr [ %digit.at.i171, %digits.done.i177 ], [ %sign.at.i181, %sign.i180 ]
  %part11 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i179, ptr %part11, align 8
  %missing.i183 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i183, label %common.ret, label %call.i184

call.i184:                                        ; preds = %__modlink_format_i64.exit182
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
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
  %code13 = zext i8 %code to i64
  store ptr @.str.6, ptr %message.parts, align 8
  %end.i187 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i187, align 1
  br label %digit.i188

digit.i188:                                       ; preds = %digit.i188, %check5.fail
  %remaining.i189 = phi i64 [ %code13, %check5.fail ], [ %rest.i195, %digit.i188 ]
  %cursor.i190 = phi ptr [ %end.i187, %check5.fail ], [ %digit.at.i191, %digit.i188 ]
  %digit.at.i191 = getelementptr inbounds i8, ptr %cursor.i190, i64 -1
  %digit1.i192 = urem i64 %remaining.i189, 10
  %digit.byte.i193 = trunc nuw nsw i64 %digit1.i192 to i8
  %ascii.i194 = or disjoint i8 %digit.byte.i193, 48
  store i8 %ascii.i194, ptr %digit.at.i191, align 1
  %rest.i195 = udiv i64 %remaining.i189, 10
  %more.not.i196 = icmp ult i64 %remaining.i189, 10
  br i1 %more.not.i196, label %__modlink_format_i64.exit202, label %digit.i188

__modlink_format_i64.exit202:                     ; preds = %digit.i188
  %bits14 = zext i8 %bits to i64
  %part18 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digit.at.i191, ptr %part18, align 8
  %part19 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.7, ptr %part19, align 8
  %end.i204 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i204, align 1
  br label %digit.i205

digit.i205:                                       ; preds = %digit.i205, %__modlink_format_i64.exit202
  %remaining.i206 = phi i64 [ %bits14, %__modlink_format_i64.exit202 ], [ %rest.i212, %digit.i205 ]
  %cursor.i207 = phi ptr [ %end.i204, %__modlink_format_i64.exit202 ], [ %digit.at.i208, %digit.i205 ]
  %digit.at.i208 = getelementptr inbounds i8, ptr %cursor.i207, i64 -1
  %digit1.i209 = urem i64 %remaining.i206, 10
  %digit.byte.i210 = trunc nuw nsw i64 %digit1.i209 to i8
  %ascii.i211 = or disjoint i8 %digit.byte.i210, 48
  store i8 %ascii.i211, ptr %digit.at.i208, align 1
  %rest.i212 = udiv i64 %remaining.i206, 10
  %more.not.i213 = icmp ult i64 %remaining.i206, 10
  br i1 %more.not.i213, label %__modlink_format_i64.exit219, label %digit.i205

__modlink_format_i64.exit219:                     ; preds = %digit.i205
  %part21 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digit.at.i208, ptr %part21, align 8
  %part22 = getelementptr inbounds i8, ptr %message.parts, i64 32
  store ptr @.str.8, ptr %part22, align 8
  %end.i221 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i221, align 1
  br label %digit.i222

digit.i222:                                       ; preds = %digit.i222, %__modlink_format_i64.exit219
  %remaining.i223 = phi i64 [ %lanes15, %__modlink_format_i64.exit219 ], [ %rest.i229, %digit.i222 ]
  %cursor.i224 = phi ptr [ %end.i221, %__modlink_format_i64.exit219 ], [ %digit.at.i225, %digit.i222 ]
  %digit.at.i225 = getelementptr inbounds i8, ptr %cursor.i224, i64 -1
  %digit1.i226 = urem i64 %remaining.i223, 10
  %digit.byte.i227 = trunc nuw nsw i64 %digit1.i226 to i8
  %ascii.i228 = or disjoint i8 %digit.byte.i227, 48
  store i8 %ascii.i228, ptr %digit.at.i225, align 1
  %rest.i229 = udiv i64 %remaining.i223, 10
  %more.not.i230 = icmp ult i64 %remaining.i223, 10
  br i1 %more.not.i230, label %__modlink_format_i64.exit236, label %digit.i222

__modlink_format_i64.exit236:                     ; preds = %digit.i222
  %part24 = getelementptr inbounds i8, ptr %message.parts, i64 40
  store ptr %digit.at.i225, ptr %part24, align 8
  %missing.i237 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i237, label %common.ret, label %call.i238

call.i238:                                        ; preds = %__modlink_format_i64.exit236
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check5.ok:                                        ; preds = %check4.ok
  %device.at = getelementptr inbounds i8, ptr %X.dltensor, i64 8
  %X.device_type = load i32, ptr %device.at, align 4
  %device.ok = icmp eq i32 %X.device_type, 1
  br i1 %device.ok, label %check6.ok, label %check6.fail

check6.fail:                                      ; preds = %check5.ok
  store ptr @.str.9, ptr %message.parts, align 8
  %3 = tail call i32 @llvm.abs.i32(i32 %X.device_type, i1 false)
  %mag.i240 = zext i32 %3 to i64
  %end.i241 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i241, align 1
  br label %digit.i242

digit.i242:                                       ; preds = %digit.i242, %check6.fail
  %remaining.i243 = phi i64 [ %mag.i240, %check6.fail ], [ %rest.i249, %digit.i242 ]
  %cursor.i244 = phi ptr [ %end.i241, %check6.fail ], [ %digit.at.i245, %digit.i242 ]
  %digit.at.i245 = getelementptr inbounds i8, ptr %cursor.i244, i64 -1
  %digit1.i246 = urem i64 %remaining.i243, 10
  %digit.byte.i247 = trunc nuw nsw i64 %digit1.i246 to i8
  %ascii.i248 = or disjoint i8 %digit.byte.i247, 48
  store i8 %ascii.i248, ptr %digit.at.i245, align 1
  %rest.i249 = udiv i64 %remaining.i243, 10
  %more.not.i250 = icmp ult i64 %remaining.i243, 10
  br i1 %more.not.i250, label %digits.done.i251, label %digit.i242

digits.done.i251:                                 ; preds = %digit.i242
  %neg.i252 = icmp slt i32 %X.device_type, 0
  br i1 %neg.i252, label %sign.i254, label %__modlink_format_i64.exit256

sign.i254:                                        ; preds = %digits.done.i251
  %sign.at.i255 = getelementptr inbounds i8, ptr %cursor.i244, i64 -2
  store i8 45, ptr %sign.at.i255, align 1
  br label %__modlink_format_i64.exit256

__modlink_format_i64.exit256:                     ; preds = %digits.done.i251, %sign.i254
  %start.i253 = phi ptr [ %digit.at.i245, %digits.done.i251 ], [ %sign.at.i255, %sign.i254 ]
  %part27 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i253, ptr %part27, align 8
  %missing.i257 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i257, label %common.ret, label %call.i258

call.i258:                                        ; preds = %__modlink_format_i64.exit256
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
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
  %mag.i260 = tail call i64 @llvm.abs.i64(i64 %X.shape1, i1 false)
  %end.i261 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i261, align 1
  br label %digit.i262

digit.i262:                                       ; preds = %digit.i262, %check7.fail
  %remaining.i263 = phi i64 [ %mag.i260, %check7.fail ], [ %rest.i269, %digit.i262 ]
  %cursor.i264 = phi ptr [ %end.i261, %check7.fail ], [ %digit.at.i265, %digit.i262 ]
  %digit.at.i265 = getelementptr inbounds i8, ptr %cursor.i264, i64 -1
  %digit1.i266 = urem i64 %remaining.i263, 10
  %digit.byte.i267 = trunc nuw nsw i64 %digit1.i266 to i8
  %ascii.i268 = or disjoint i8 %digit.byte.i267, 48
  store i8 %ascii.i268, ptr %digit.at.i265, align 1
  %rest.i269 = udiv i64 %remaining.i263, 10
  %more.not.i270 = icmp ult i64 %remaining.i263, 10
  br i1 %more.not.i270, label %digits.done.i271, label %digit.i262

digits.done.i271:                                 ; preds = %digit.i262
  %neg.i272 = icmp slt i64 %X.shape1, 0
  br i1 %neg.i272, label %sign.i274, label %__modlink_format_i64.exit276

sign.i274:                                        ; preds = %digits.done.i271
  %sign.at.i275 = getelementptr inbounds i8, ptr %cursor.i264, i64 -2
  store i8 45, ptr %sign.at.i275, align 1
  br label %__modlink_format_i64.exit276

__modlink_format_i64.exit276:                     ; preds = %digits.done.i271, %sign.i274
  %start.i273 = phi ptr [ %digit.at.i265, %digits.done.i271 ], [ %sign.at.i275, %sign.i274 ]
  %part31 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i273, ptr %part31, align 8
  %missing.i277 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i277, label %common.ret, label %call.i278

call.i278:                                        ; preds = %__modlink_format_i64.exit276
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
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
  %mag.i280 = tail call i64 @llvm.abs.i64(i64 %X.stride1, i1 false)
  %end.i281 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i281, align 1
  br label %digit.i282

digit.i282:                                       ; preds = %digit.i282, %check8.fail
  %remaining.i283 = phi i64 [ %mag.i280, %check8.fail ], [ %rest.i289, %digit.i282 ]
  %cursor.i284 = phi ptr [ %end.i281, %check8.fail ], [ %digit.at.i285, %digit.i282 ]
  %digit.at.i285 = getelementptr inbounds i8, ptr %cursor.i284, i64 -1
  %digit1.i286 = urem i64 %remaining.i283, 10
  %digit.byte.i287 = trunc nuw nsw i64 %digit1.i286 to i8
  %ascii.i288 = or disjoint i8 %digit.byte.i287, 48
  store i8 %ascii.i288, ptr %digit.at.i285, align 1
  %rest.i289 = udiv i64 %remaining.i283, 10
  %more.not.i290 = icmp ult i64 %remaining.i283, 10
  br i1 %more.not.i290, label %digits.done.i291, label %digit.i282

digits.done.i291:                                 ; preds = %digit.i282
  %neg.i292 = icmp slt i64 %X.stride1, 0
  br i1 %neg.i292, label %sign.i294, label %__modlink_format_i64.exit296

sign.i294:                                        ; preds = %digits.done.i291
  %sign.at.i295 = getelementptr inbounds i8, ptr %cursor.i284, i64 -2
  store i8 45, ptr %sign.at.i295, align 1
  br label %__modlink_format_i64.exit296

__modlink_format_i64.exit296:                     ; preds = %digits.done.i291, %sign.i294
  %start.i293 = phi ptr [ %digit.at.i285, %digits.done.i291 ], [ %sign.at.i295, %sign.i294 ]
  %part35 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i293, ptr %part35, align 8
  %part36 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.12, ptr %part36, align 8
  %end.i297 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i297, align 1
  %digit.at.i301 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i301, align 1
  %part38 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digit.at.i301, ptr %part38, align 8
  %missing.i310 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i310, label %common.ret, label %call.i311

call.i311:                                        ; preds = %__modlink_format_i64.exit296
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check8.ok:                                        ; preds = %X.strides.check
  %X.stride0 = load i64, ptr %X.strides, align 8
  %stride.ok40 = icmp eq i64 %X.stride0, 16
  %unit41 = icmp eq i64 %X.shape0, 1
  %stride.ok42 = or i1 %unit41, %stride.ok40
  br i1 %stride.ok42, label %X.strides.done, label %check9.fail

check9.fail:                                      ; preds = %check8.ok
  store ptr @.str.13, ptr %message.parts, align 8
  %mag.i313 = tail call i64 @llvm.abs.i64(i64 %X.stride0, i1 false)
  %end.i314 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i314, align 1
  br label %digit.i315

digit.i315:                                       ; preds = %digit.i315, %check9.fail
  %remaining.i316 = phi i64 [ %mag.i313, %check9.fail ], [ %rest.i322, %digit.i315 ]
  %cursor.i317 = phi ptr [ %end.i314, %check9.fail ], [ %digit.at.i318, %digit.i315 ]
  %digit.at.i318 = getelementptr inbounds i8, ptr %cursor.i317, i64 -1
  %digit1.i319 = urem i64 %remaining.i316, 10
  %digit.byte.i320 = trunc nuw nsw i64 %digit1.i319 to i8
  %ascii.i321 = or disjoint i8 %digit.byte.i320, 48
  store i8 %ascii.i321, ptr %digit.at.i318, align 1
  %rest.i322 = udiv i64 %remaining.i316, 10
  %more.not.i323 = icmp ult i64 %remaining.i316, 10
  br i1 %more.not.i323, label %digits.done.i324, label %digit.i315

digits.done.i324:                                 ; preds = %digit.i315
  %neg.i325 = icmp slt i64 %X.stride0, 0
  br i1 %neg.i325, label %sign.i327, label %__modlink_format_i64.exit329

sign.i327:                                        ; preds = %digits.done.i324
  %sign.at.i328 = getelementptr inbounds i8, ptr %cursor.i317, i64 -2
  store i8 45, ptr %sign.at.i328, align 1
  br label %__modlink_format_i64.exit329

__modlink_format_i64.exit329:                     ; preds = %digits.done.i324, %sign.i327
  %start.i326 = phi ptr [ %digit.at.i318, %digits.done.i324 ], [ %sign.at.i328, %sign.i327 ]
  %part45 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i326, ptr %part45, align 8
  %part46 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.12, ptr %part46, align 8
  %end.i330 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i330, align 1
  %digit.at.i334 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 54, ptr %digit.at.i334, align 1
  %digit.at.i334.1 = getelementptr inbounds i8, ptr %message.digits1, i64 21
  store i8 49, ptr %digit.at.i334.1, align 1
  %part48 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digit.at.i334.1, ptr %part48, align 8
  %missing.i343 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i343, label %common.ret, label %call.i344

call.i344:                                        ; preds = %__modlink_format_i64.exit329
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check10.fail:                                     ; preds = %X.strides.done
  store ptr @.str.14, ptr %message.parts, align 8
  %4 = tail call i32 @llvm.abs.i32(i32 %Y.type_index, i1 false)
  %mag.i346 = zext i32 %4 to i64
  %end.i347 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i347, align 1
  br label %digit.i348

digit.i348:                                       ; preds = %digit.i348, %check10.fail
  %remaining.i349 = phi i64 [ %mag.i346, %check10.fail ], [ %rest.i355, %digit.i348 ]
  %cursor.i350 = phi ptr [ %end.i347, %check10.fail ], [ %digit.at.i351, %digit.i348 ]
  %digit.at.i351 = getelementptr inbounds i8, ptr %cursor.i350, i64 -1
  %digit1.i352 = urem i64 %remaining.i349, 10
  %digit.byte.i353 = trunc nuw nsw i64 %digit1.i352 to i8
  %ascii.i354 = or disjoint i8 %digit.byte.i353, 48
  store i8 %ascii.i354, ptr %digit.at.i351, align 1
  %rest.i355 = udiv i64 %remaining.i349, 10
  %more.not.i356 = icmp ult i64 %remaining.i349, 10
  br i1 %more.not.i356, label %digits.done.i357, label %digit.i348

digits.done.i357:                                 ; preds = %digit.i348
  %neg.i358 = icmp slt i32 %Y.type_index, 0
  br i1 %neg.i358, label %sign.i360, label %__modlink_format_i64.exit362

sign.i360:                                        ; preds = %digits.done.i357
  %sign.at.i361 = getelementptr inbounds i8, ptr %cursor.i350, i64 -2
  store i8 45, ptr %sign.at.i361, align 1
  br label %__modlink_format_i64.exit362

__modlink_format_i64.exit362:                     ; preds = %digits.done.i357, %sign.i360
  %start.i359 = phi ptr [ %digit.at.i351, %digits.done.i357 ], [ %sign.at.i361, %sign.i360 ]
  %part59 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i359, ptr %part59, align 8
  %missing.i363 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i363, label %common.ret, label %call.i364

call.i364:                                        ; preds = %__modlink_format_i64.exit362
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
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
  %missing.i366 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i366, label %common.ret, label %call.i367

call.i367:                                        ; preds = %check11.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check11.ok:                                       ; preds = %check10.ok
  %ndim.at63 = getelementptr inbounds i8, ptr %Y.dltensor, i64 16
  %Y.ndim = load i32, ptr %ndim.at63, align 4
  %ndim.ok64 = icmp eq i32 %Y.ndim, 2
  br i1 %ndim.ok64, label %check12.ok, label %check12.fail

check12.fail:                                     ; preds = %check11.ok
  store ptr @.str.16, ptr %message.parts, align 8
  %5 = tail call i32 @llvm.abs.i32(i32 %Y.ndim, i1 false)
  %mag.i369 = zext i32 %5 to i64
  %end.i370 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i370, align 1
  br label %digit.i371

digit.i371:                                       ; preds = %digit.i371, %check12.fail
  %remaining.i372 = phi i64 [ %mag.i369, %check12.fail ], [ %rest.i378, %digit.i371 ]
  %cursor.i373 = phi ptr [ %end.i370, %check12.fail ], [ %digit.at.i374, %digit.i371 ]
  %digit.at.i374 = getelementptr inbounds i8, ptr %cursor.i373, i64 -1
  %digit1.i375 = urem i64 %remaining.i372, 10
  %digit.byte.i376 = trunc nuw nsw i64 %digit1.i375 to i8
  %ascii.i377 = or disjoint i8 %digit.byte.i376, 48
  store i8 %ascii.i377, ptr %digit.at.i374, align 1
  %rest.i378 = udiv i64 %remaining.i372, 10
  %more.not.i379 = icmp ult i64 %remaining.i372, 10
  br i1 %more.not.i379, label %digits.done.i380, label %digit.i371

digits.done.i380:                                 ; preds = %digit.i371
  %neg.i381 = icmp slt i32 %Y.ndim, 0
  br i1 %neg.i381, label %sign.i383, label %__modlink_format_i64.exit385

sign.i383:                                        ; preds = %digits.done.i380
  %sign.at.i384 = getelementptr inbounds i8, ptr %cursor.i373, i64 -2
  store i8 45, ptr %sign.at.i384, align 1
  br label %__modlink_format_i64.exit385

__modlink_format_i64.exit385:                     ; preds = %digits.done.i380, %sign.i383
  %start.i382 = phi ptr [ %digit.at.i374, %digits.done.i380 ], [ %sign.at.i384, %sign.i383 ]
  %part68 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i382, ptr %part68, align 8
  %missing.i386 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i386, label %common.ret, label %call.i387

call.i387:                                        ; preds = %__modlink_format_i64.exit385
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
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
  %code81 = zext i8 %code73 to i64
  store ptr @.str.17, ptr %message.parts, align 8
  %end.i390 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i390, align 1
  br label %digit.i391

digit.i391:                                       ; preds = %digit.i391, %check13.fail
  %remaining.i392 = phi i64 [ %code81, %check13.fail ], [ %rest.i398, %digit.i391 ]
  %cursor.i393 = phi ptr [ %end.i390, %check13.fail ], [ %digit.at.i394, %digit.i391 ]
  %digit.at.i394 = getelementptr inbounds i8, ptr %cursor.i393, i64 -1
  %digit1.i395 = urem i64 %remaining.i392, 10
  %digit.byte.i396 = trunc nuw nsw i64 %digit1.i395 to i8
  %ascii.i397 = or disjoint i8 %digit.byte.i396, 48
  store i8 %ascii.i397, ptr %digit.at.i394, align 1
  %rest.i398 = udiv i64 %remaining.i392, 10
  %more.not.i399 = icmp ult i64 %remaining.i392, 10
  br i1 %more.not.i399, label %__modlink_format_i64.exit405, label %digit.i391

__modlink_format_i64.exit405:                     ; preds = %digit.i391
  %bits82 = zext i8 %bits74 to i64
  %part86 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digit.at.i394, ptr %part86, align 8
  %part87 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.7, ptr %part87, align 8
  %end.i407 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i407, align 1
  br label %digit.i408

digit.i408:                                       ; preds = %digit.i408, %__modlink_format_i64.exit405
  %remaining.i409 = phi i64 [ %bits82, %__modlink_format_i64.exit405 ], [ %rest.i415, %digit.i408 ]
  %cursor.i410 = phi ptr [ %end.i407, %__modlink_format_i64.exit405 ], [ %digit.at.i411, %digit.i408 ]
  %digit.at.i411 = getelementptr inbounds i8, ptr %cursor.i410, i64 -1
  %digit1.i412 = urem i64 %remaining.i409, 10
  %digit.byte.i413 = trunc nuw nsw i64 %digit1.i412 to i8
  %ascii.i414 = or disjoint i8 %digit.byte.i413, 48
  store i8 %ascii.i414, ptr %digit.at.i411, align 1
  %rest.i415 = udiv i64 %remaining.i409, 10
  %more.not.i416 = icmp ult i64 %remaining.i409, 10
  br i1 %more.not.i416, label %__modlink_format_i64.exit422, label %digit.i408

__modlink_format_i64.exit422:                     ; preds = %digit.i408
  %part89 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digit.at.i411, ptr %part89, align 8
  %part90 = getelementptr inbounds i8, ptr %message.parts, i64 32
  store ptr @.str.8, ptr %part90, align 8
  %end.i424 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i424, align 1
  br label %digit.i425

digit.i425:                                       ; preds = %digit.i425, %__modlink_format_i64.exit422
  %remaining.i426 = phi i64 [ %lanes83, %__modlink_format_i64.exit422 ], [ %rest.i432, %digit.i425 ]
  %cursor.i427 = phi ptr [ %end.i424, %__modlink_format_i64.exit422 ], [ %digit.at.i428, %digit.i425 ]
  %digit.at.i428 = getelementptr inbounds i8, ptr %cursor.i427, i64 -1
  %digit1.i429 = urem i64 %remaining.i426, 10
  %digit.byte.i430 = trunc nuw nsw i64 %digit1.i429 to i8
  %ascii.i431 = or disjoint i8 %digit.byte.i430, 48
  store i8 %ascii.i431, ptr %digit.at.i428, align 1
  %rest.i432 = udiv i64 %remaining.i426, 10
  %more.not.i433 = icmp ult i64 %remaining.i426, 10
  br i1 %more.not.i433, label %__modlink_format_i64.exit439, label %digit.i425

__modlink_format_i64.exit439:                     ; preds = %digit.i425
  %part92 = getelementptr inbounds i8, ptr %message.parts, i64 40
  store ptr %digit.at.i428, ptr %part92, align 8
  %missing.i440 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i440, label %common.ret, label %call.i441

call.i441:                                        ; preds = %__modlink_format_i64.exit439
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check13.ok:                                       ; preds = %check12.ok
  %device.at93 = getelementptr inbounds i8, ptr %Y.dltensor, i64 8
  %Y.device_type = load i32, ptr %device.at93, align 4
  %device.ok94 = icmp eq i32 %Y.device_type, 1
  br i1 %device.ok94, label %check14.ok, label %check14.fail

check14.fail:                                     ; preds = %check13.ok
  store ptr @.str.18, ptr %message.parts, align 8
  %6 = tail call i32 @llvm.abs.i32(i32 %Y.device_type, i1 false)
  %mag.i443 = zext i32 %6 to i64
  %end.i444 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i444, align 1
  br label %digit.i445

digit.i445:                                       ; preds = %digit.i445, %check14.fail
  %remaining.i446 = phi i64 [ %mag.i443, %check14.fail ], [ %rest.i452, %digit.i445 ]
  %cursor.i447 = phi ptr [ %end.i444, %check14.fail ], [ %digit.at.i448, %digit.i445 ]
  %digit.at.i448 = getelementptr inbounds i8, ptr %cursor.i447, i64 -1
  %digit1.i449 = urem i64 %remaining.i446, 10
  %digit.byte.i450 = trunc nuw nsw i64 %digit1.i449 to i8
  %ascii.i451 = or disjoint i8 %digit.byte.i450, 48
  store i8 %ascii.i451, ptr %digit.at.i448, align 1
  %rest.i452 = udiv i64 %remaining.i446, 10
  %more.not.i453 = icmp ult i64 %remaining.i446, 10
  br i1 %more.not.i453, label %digits.done.i454, label %digit.i445

digits.done.i454:                                 ; preds = %digit.i445
  %neg.i455 = icmp slt i32 %Y.device_type, 0
  br i1 %neg.i455, label %sign.i457, label %__modlink_format_i64.exit459

sign.i457:                                        ; preds = %digits.done.i454
  %sign.at.i458 = getelementptr inbounds i8, ptr %cursor.i447, i64 -2
  store i8 45, ptr %sign.at.i458, align 1
  br label %__modlink_format_i64.exit459

__modlink_format_i64.exit459:                     ; preds = %digits.done.i454, %sign.i457
  %start.i456 = phi ptr [ %digit.at.i448, %digits.done.i454 ], [ %sign.at.i458, %sign.i457 ]
  %part98 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i456, ptr %part98, align 8
  %missing.i460 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i460, label %common.ret, label %call.i461

call.i461:                                        ; preds = %__modlink_format_i64.exit459
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check14.ok:                                       ; preds = %check13.ok
  %shape.at99 = getelementptr inbounds i8, ptr %Y.dltensor, i64 24
  %Y.shape = load ptr, ptr %shape.at99, align 8
  %Y.shape0 = load i64, ptr %Y.shape, align 8
  %extent.ok101 = icmp eq i64 %Y.shape0, %X.shape0
  br i1 %extent.ok101, label %check15.ok, label %check15.fail

check15.fail:                                     ; preds = %check14.ok
  store ptr @.str.19, ptr %message.parts, align 8
  %mag.i463 = tail call i64 @llvm.abs.i64(i64 %Y.shape0, i1 false)
  %end.i464 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i464, align 1
  br label %digit.i465

digit.i465:                                       ; preds = %digit.i465, %check15.fail
  %remaining.i466 = phi i64 [ %mag.i463, %check15.fail ], [ %rest.i472, %digit.i465 ]
  %cursor.i467 = phi ptr [ %end.i464, %check15.fail ], [ %digit.at.i468, %digit.i465 ]
  %digit.at.i468 = getelementptr inbounds i8, ptr %cursor.i467, i64 -1
  %digit1.i469 = urem i64 %remaining.i466, 10
  %digit.byte.i470 = trunc nuw nsw i64 %digit1.i469 to i8
  %ascii.i471 = or disjoint i8 %digit.byte.i470, 48
  store i8 %ascii.i471, ptr %digit.at.i468, align 1
  %rest.i472 = udiv i64 %remaining.i466, 10
  %more.not.i473 = icmp ult i64 %remaining.i466, 10
  br i1 %more.not.i473, label %digits.done.i474, label %digit.i465

digits.done.i474:                                 ; preds = %digit.i465
  %neg.i475 = icmp slt i64 %Y.shape0, 0
  br i1 %neg.i475, label %sign.i477, label %__modlink_format_i64.exit479

sign.i477:                                        ; preds = %digits.done.i474
  %sign.at.i478 = getelementptr inbounds i8, ptr %cursor.i467, i64 -2
  store i8 45, ptr %sign.at.i478, align 1
  br label %__modlink_format_i64.exit479

__modlink_format_i64.exit479:                     ; preds = %digits.done.i474, %sign.i477
  %start.i476 = phi ptr [ %digit.at.i468, %digits.done.i474 ], [ %sign.at.i478, %sign.i477 ]
  %part104 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i476, ptr %part104, align 8
  %part105 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.20, ptr %part105, align 8
  %mag.i480 = call i64 @llvm.abs.i64(i64 %X.shape0, i1 false)
  %end.i481 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i481, align 1
  br label %digit.i482

digit.i482:                                       ; preds = %digit.i482, %__modlink_format_i64.exit479
  %remaining.i483 = phi i64 [ %mag.i480, %__modlink_format_i64.exit479 ], [ %rest.i489, %digit.i482 ]
  %cursor.i484 = phi ptr [ %end.i481, %__modlink_format_i64.exit479 ], [ %digit.at.i485, %digit.i482 ]
  %digit.at.i485 = getelementptr inbounds i8, ptr %cursor.i484, i64 -1
  %digit1.i486 = urem i64 %remaining.i483, 10
  %digit.byte.i487 = trunc nuw nsw i64 %digit1.i486 to i8
  %ascii.i488 = or disjoint i8 %digit.byte.i487, 48
  store i8 %ascii.i488, ptr %digit.at.i485, align 1
  %rest.i489 = udiv i64 %remaining.i483, 10
  %more.not.i490 = icmp ult i64 %remaining.i483, 10
  br i1 %more.not.i490, label %digits.done.i491, label %digit.i482

digits.done.i491:                                 ; preds = %digit.i482
  %neg.i492 = icmp slt i64 %X.shape0, 0
  br i1 %neg.i492, label %sign.i494, label %__modlink_format_i64.exit496

sign.i494:                                        ; preds = %digits.done.i491
  %sign.at.i495 = getelementptr inbounds i8, ptr %cursor.i484, i64 -2
  store i8 45, ptr %sign.at.i495, align 1
  br label %__modlink_format_i64.exit496

__modlink_format_i64.exit496:                     ; preds = %digits.done.i491, %sign.i494
  %start.i493 = phi ptr [ %digit.at.i485, %digits.done.i491 ], [ %sign.at.i495, %sign.i494 ]
  %part107 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %start.i493, ptr %part107, align 8
  %missing.i497 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i497, label %common.ret, label %call.i498

call.i498:                                        ; preds = %__modlink_format_i64.exit496
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check15.ok:                                       ; preds = %check14.ok
  %extent.at108 = getelementptr inbounds i8, ptr %Y.shape, i64 8
  %Y.shape1 = load i64, ptr %extent.at108, align 8
  %extent.ok109 = icmp eq i64 %Y.shape1, 16
  br i1 %extent.ok109, label %check16.ok, label %check16.fail

check16.fail:                                     ; preds = %check15.ok
  store ptr @.str.21, ptr %message.parts, align 8
  %mag.i500 = tail call i64 @llvm.abs.i64(i64 %Y.shape1, i1 false)
  %end.i501 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i501, align 1
  br label %digit.i502

digit.i502:                                       ; preds = %digit.i502, %check16.fail
  %remaining.i503 = phi i64 [ %mag.i500, %check16.fail ], [ %rest.i509, %digit.i502 ]
  %cursor.i504 = phi ptr [ %end.i501, %check16.fail ], [ %digit.at.i505, %digit.i502 ]
  %digit.at.i505 = getelementptr inbounds i8, ptr %cursor.i504, i64 -1
  %digit1.i506 = urem i64 %remaining.i503, 10
  %digit.byte.i507 = trunc nuw nsw i64 %digit1.i506 to i8
  %ascii.i508 = or disjoint i8 %digit.byte.i507, 48
  store i8 %ascii.i508, ptr %digit.at.i505, align 1
  %rest.i509 = udiv i64 %remaining.i503, 10
  %more.not.i510 = icmp ult i64 %remaining.i503, 10
  br i1 %more.not.i510, label %digits.done.i511, label %digit.i502

digits.done.i511:                                 ; preds = %digit.i502
  %neg.i512 = icmp slt i64 %Y.shape1, 0
  br i1 %neg.i512, label %sign.i514, label %__modlink_format_i64.exit516

sign.i514:                                        ; preds = %digits.done.i511
  %sign.at.i515 = getelementptr inbounds i8, ptr %cursor.i504, i64 -2
  store i8 45, ptr %sign.at.i515, align 1
  br label %__modlink_format_i64.exit516

__modlink_format_i64.exit516:                     ; preds = %digits.done.i511, %sign.i514
  %start.i513 = phi ptr [ %digit.at.i505, %digits.done.i511 ], [ %sign.at.i515, %sign.i514 ]
  %part112 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i513, ptr %part112, align 8
  %missing.i517 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i517, label %common.ret, label %call.i518

call.i518:                                        ; preds = %__modlink_format_i64.exit516
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
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
  %mag.i520 = tail call i64 @llvm.abs.i64(i64 %Y.stride1, i1 false)
  %end.i521 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i521, align 1
  br label %digit.i522

digit.i522:                                       ; preds = %digit.i522, %check17.fail
  %remaining.i523 = phi i64 [ %mag.i520, %check17.fail ], [ %rest.i529, %digit.i522 ]
  %cursor.i524 = phi ptr [ %end.i521, %check17.fail ], [ %digit.at.i525, %digit.i522 ]
  %digit.at.i525 = getelementptr inbounds i8, ptr %cursor.i524, i64 -1
  %digit1.i526 = urem i64 %remaining.i523, 10
  %digit.byte.i527 = trunc nuw nsw i64 %digit1.i526 to i8
  %ascii.i528 = or disjoint i8 %digit.byte.i527, 48
  store i8 %ascii.i528, ptr %digit.at.i525, align 1
  %rest.i529 = udiv i64 %remaining.i523, 10
  %more.not.i530 = icmp ult i64 %remaining.i523, 10
  br i1 %more.not.i530, label %digits.done.i531, label %digit.i522

digits.done.i531:                                 ; preds = %digit.i522
  %neg.i532 = icmp slt i64 %Y.stride1, 0
  br i1 %neg.i532, label %sign.i534, label %__modlink_format_i64.exit536

sign.i534:                                        ; preds = %digits.done.i531
  %sign.at.i535 = getelementptr inbounds i8, ptr %cursor.i524, i64 -2
  store i8 45, ptr %sign.at.i535, align 1
  br label %__modlink_format_i64.exit536

__modlink_format_i64.exit536:                     ; preds = %digits.done.i531, %sign.i534
  %start.i533 = phi ptr [ %digit.at.i525, %digits.done.i531 ], [ %sign.at.i535, %sign.i534 ]
  %part121 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i533, ptr %part121, align 8
  %part122 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.12, ptr %part122, align 8
  %end.i537 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i537, align 1
  %digit.at.i541 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i541, align 1
  %part124 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digit.at.i541, ptr %part124, align 8
  %missing.i550 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i550, label %common.ret, label %call.i551

call.i551:                                        ; preds = %__modlink_format_i64.exit536
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check17.ok:                                       ; preds = %Y.strides.check
  %Y.stride0 = load i64, ptr %Y.strides, align 8
  %stride.ok127 = icmp eq i64 %Y.stride0, 16
  %unit128 = icmp eq i64 %X.shape0, 1
  %stride.ok129 = or i1 %unit128, %stride.ok127
  br i1 %stride.ok129, label %Y.strides.done, label %check18.fail

check18.fail:                                     ; preds = %check17.ok
  store ptr @.str.23, ptr %message.parts, align 8
  %mag.i553 = tail call i64 @llvm.abs.i64(i64 %Y.stride0, i1 false)
  %end.i554 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i554, align 1
  br label %digit.i555

digit.i555:                                       ; preds = %digit.i555, %check18.fail
  %remaining.i556 = phi i64 [ %mag.i553, %check18.fail ], [ %rest.i562, %digit.i555 ]
  %cursor.i557 = phi ptr [ %end.i554, %check18.fail ], [ %digit.at.i558, %digit.i555 ]
  %digit.at.i558 = getelementptr inbounds i8, ptr %cursor.i557, i64 -1
  %digit1.i559 = urem i64 %remaining.i556, 10
  %digit.byte.i560 = trunc nuw nsw i64 %digit1.i559 to i8
  %ascii.i561 = or disjoint i8 %digit.byte.i560, 48
  store i8 %ascii.i561, ptr %digit.at.i558, align 1
  %rest.i562 = udiv i64 %remaining.i556, 10
  %more.not.i563 = icmp ult i64 %remaining.i556, 10
  br i1 %more.not.i563, label %digits.done.i564, label %digit.i555

digits.done.i564:                                 ; preds = %digit.i555
  %neg.i565 = icmp slt i64 %Y.stride0, 0
  br i1 %neg.i565, label %sign.i567, label %__modlink_format_i64.exit569

sign.i567:                                        ; preds = %digits.done.i564
  %sign.at.i568 = getelementptr inbounds i8, ptr %cursor.i557, i64 -2
  store i8 45, ptr %sign.at.i568, align 1
  br label %__modlink_format_i64.exit569

__modlink_format_i64.exit569:                     ; preds = %digits.done.i564, %sign.i567
  %start.i566 = phi ptr [ %digit.at.i558, %digits.done.i564 ], [ %sign.at.i568, %sign.i567 ]
  %part132 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i566, ptr %part132, align 8
  %part133 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.12, ptr %part133, align 8
  %end.i570 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i570, align 1
  %digit.at.i574 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 54, ptr %digit.at.i574, align 1
  %digit.at.i574.1 = getelementptr inbounds i8, ptr %message.digits1, i64 21
  store i8 49, ptr %digit.at.i574.1, align 1
  %part135 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digit.at.i574.1, ptr %part135, align 8
  %missing.i583 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i583, label %common.ret, label %call.i584

call.i584:                                        ; preds = %__modlink_format_i64.exit569
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret
}

declare extern_weak void @TVMFFIErrorSetRaisedFromCStrParts(ptr, ptr, i32)

define weak i32 @__tvm_ffi_main(ptr %self, ptr %args, i32 %num_args, ptr %result) local_unnamed_addr {
entry:
  %status = tail call i32 @__tvm_ffi_softmax_rows(ptr poison, ptr %args, i32 %num_args, ptr poison)
  ret i32 %status
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.abs.i64(i64, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.exp.v4f32(<4 x float>) #2

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.isvectorized", i32 1}
!2 = !{!"llvm.loop.unroll.disable"}
