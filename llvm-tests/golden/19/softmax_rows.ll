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

common.ret:                                       ; preds = %call.i581, %__modlink_format_i64.exit566, %call.i548, %__modlink_format_i64.exit533, %call.i515, %__modlink_format_i64.exit513, %call.i495, %__modlink_format_i64.exit493, %call.i458, %__modlink_format_i64.exit456, %call.i438, %__modlink_format_i64.exit436, %call.i384, %__modlink_format_i64.exit382, %call.i364, %check11.fail, %call.i361, %__modlink_format_i64.exit359, %call.i341, %__modlink_format_i64.exit326, %call.i308, %__modlink_format_i64.exit293, %call.i275, %__modlink_format_i64.exit273, %call.i255, %__modlink_format_i64.exit253, %call.i235, %__modlink_format_i64.exit233, %call.i181, %__modlink_format_i64.exit179, %call.i161, %check3.fail, %call.i158, %__modlink_format_i64.exit156, %call.i, %__modlink_format_i64.exit, %Y.strides.done
  %common.ret.op = phi i32 [ 0, %Y.strides.done ], [ -1, %__modlink_format_i64.exit ], [ -1, %call.i ], [ -1, %__modlink_format_i64.exit156 ], [ -1, %call.i158 ], [ -1, %check3.fail ], [ -1, %call.i161 ], [ -1, %__modlink_format_i64.exit179 ], [ -1, %call.i181 ], [ -1, %__modlink_format_i64.exit233 ], [ -1, %call.i235 ], [ -1, %__modlink_format_i64.exit253 ], [ -1, %call.i255 ], [ -1, %__modlink_format_i64.exit273 ], [ -1, %call.i275 ], [ -1, %__modlink_format_i64.exit293 ], [ -1, %call.i308 ], [ -1, %__modlink_format_i64.exit326 ], [ -1, %call.i341 ], [ -1, %__modlink_format_i64.exit359 ], [ -1, %call.i361 ], [ -1, %check11.fail ], [ -1, %call.i364 ], [ -1, %__modlink_format_i64.exit382 ], [ -1, %call.i384 ], [ -1, %__modlink_format_i64.exit436 ], [ -1, %call.i438 ], [ -1, %__modlink_format_i64.exit456 ], [ -1, %call.i458 ], [ -1, %__modlink_format_i64.exit493 ], [ -1, %call.i495 ], [ -1, %__modlink_format_i64.exit513 ], [ -1, %call.i515 ], [ -1, %__modlink_format_i64.exit533 ], [ -1, %call.i548 ], [ -1, %__modlink_format_i64.exit566 ], [ -1, %call.i581 ]
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
  %mag.i140 = zext i32 %1 to i64
  %end.i141 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i141, align 1
  br label %digit.i142

digit.i142:                                       ; preds = %digit.i142, %check2.fail
  %remaining.i143 = phi i64 [ %mag.i140, %check2.fail ], [ %rest.i149, %digit.i142 ]
  %cursor.i144 = phi ptr [ %end.i141, %check2.fail ], [ %digit.at.i145, %digit.i142 ]
  %digit.at.i145 = getelementptr inbounds i8, ptr %cursor.i144, i64 -1
  %digit1.i146 = urem i64 %remaining.i143, 10
  %digit.byte.i147 = trunc nuw nsw i64 %digit1.i146 to i8
  %ascii.i148 = or disjoint i8 %digit.byte.i147, 48
  store i8 %ascii.i148, ptr %digit.at.i145, align 1
  %rest.i149 = udiv i64 %remaining.i143, 10
  %more.not.i150 = icmp ult i64 %remaining.i143, 10
  br i1 %more.not.i150, label %digits.done.i151, label %digit.i142

digits.done.i151:                                 ; preds = %digit.i142
  %neg.i152 = icmp slt i32 %X.type_index, 0
  br i1 %neg.i152, label %sign.i154, label %__modlink_format_i64.exit156

sign.i154:                                        ; preds = %digits.done.i151
  %sign.at.i155 = getelementptr inbounds i8, ptr %cursor.i144, i64 -2
  store i8 45, ptr %sign.at.i155, align 1
  br label %__modlink_format_i64.exit156

__modlink_format_i64.exit156:                     ; preds = %digits.done.i151, %sign.i154
  %start.i153 = phi ptr [ %digit.at.i145, %digits.done.i151 ], [ %sign.at.i155, %sign.i154 ]
  %part6 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i153, ptr %part6, align 8
  %missing.i157 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i157, label %common.ret, label %call.i158

call.i158:                                        ; preds = %__modlink_format_i64.exit156
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check2.ok:                                        ; preds = %check1.ok, %check1.ok, %check1.ok
  %is3 = icmp eq i32 %X.type_index, 70
  %X.value = getelementptr inbounds i8, ptr %args, i64 8
  %X.ptr = load ptr, ptr %X.value, align 8
  %X.dltensor.idx = select i1 %is3, i64 24, i64 0
  %X.dltensor = getelementptr inbounds i8, ptr %X.ptr, i64 %X.dltensor.idx
  %null.not = icmp eq ptr %X.ptr, null
  br i1 %null.not, label %check3.fail, label %check3.ok

check3.fail:                                      ; preds = %check2.ok
  store ptr @.str.4, ptr %message.parts, align 8
  %missing.i160 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i160, label %common.ret, label %call.i161

call.i161:                                        ; preds = %check3.fail
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
  %mag.i163 = zext i32 %2 to i64
  %end.i164 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i164, align 1
  br label %digit.i165

digit.i165:                                       ; preds = %digit.i165, %check4.fail
  %remaining.i166 = phi i64 [ %mag.i163, %check4.fail ], [ %rest.i172, %digit.i165 ]
  %cursor.i167 = phi ptr [ %end.i164, %check4.fail ], [ %digit.at.i168, %digit.i165 ]
  %digit.at.i168 = getelementptr inbounds i8, ptr %cursor.i167, i64 -1
  %digit1.i169 = urem i64 %remaining.i166, 10
  %digit.byte.i170 = trunc nuw nsw i64 %digit1.i169 to i8
  %ascii.i171 = or disjoint i8 %digit.byte.i170, 48
  store i8 %ascii.i171, ptr %digit.at.i168, align 1
  %rest.i172 = udiv i64 %remaining.i166, 10
  %more.not.i173 = icmp ult i64 %remaining.i166, 10
  br i1 %more.not.i173, label %digits.done.i174, label %digit.i165

digits.done.i174:                                 ; preds = %digit.i165
  %neg.i175 = icmp slt i32 %X.ndim, 0
  br i1 %neg.i175, label %sign.i177, label %__modlink_format_i64.exit179

sign.i177:                                        ; preds = %digits.done.i174
  %sign.at.i178 = getelementptr inbounds i8, ptr %cursor.i167, i64 -2
  store i8 45, ptr %sign.at.i178, align 1
  br label %__modlink_format_i64.exit179

__modlink_format_i64.exit179:                     ; preds = %digits.done.i174, %sign.i177
  %start.i176 = phi ptr [ %digit.at.i168, %digits.done.i174 ], [ %sign.at.i178, %sign.i177 ]
  %part10 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i176, ptr %part10, align 8
  %missing.i180 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i180, label %common.ret, label %call.i181

call.i181:                                        ; preds = %__modlink_format_i64.exit179
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
  %dtype.ok11 = and i1 %dtype.ok, %lanes.ok
  br i1 %dtype.ok11, label %check5.ok, label %check5.fail

check5.fail:                                      ; preds = %check4.ok
  %lanes14 = zext i16 %lanes to i64
  %code12 = zext i8 %code to i64
  store ptr @.str.6, ptr %message.parts, align 8
  %end.i184 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i184, align 1
  br label %digit.i185

digit.i185:                                       ; preds = %digit.i185, %check5.fail
  %remaining.i186 = phi i64 [ %code12, %check5.fail ], [ %rest.i192, %digit.i185 ]
  %cursor.i187 = phi ptr [ %end.i184, %check5.fail ], [ %digit.at.i188, %digit.i185 ]
  %digit.at.i188 = getelementptr inbounds i8, ptr %cursor.i187, i64 -1
  %digit1.i189 = urem i64 %remaining.i186, 10
  %digit.byte.i190 = trunc nuw nsw i64 %digit1.i189 to i8
  %ascii.i191 = or disjoint i8 %digit.byte.i190, 48
  store i8 %ascii.i191, ptr %digit.at.i188, align 1
  %rest.i192 = udiv i64 %remaining.i186, 10
  %more.not.i193 = icmp ult i64 %remaining.i186, 10
  br i1 %more.not.i193, label %__modlink_format_i64.exit199, label %digit.i185

__modlink_format_i64.exit199:                     ; preds = %digit.i185
  %bits13 = zext i8 %bits to i64
  %part17 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digit.at.i188, ptr %part17, align 8
  %part18 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.7, ptr %part18, align 8
  %end.i201 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i201, align 1
  br label %digit.i202

digit.i202:                                       ; preds = %digit.i202, %__modlink_format_i64.exit199
  %remaining.i203 = phi i64 [ %bits13, %__modlink_format_i64.exit199 ], [ %rest.i209, %digit.i202 ]
  %cursor.i204 = phi ptr [ %end.i201, %__modlink_format_i64.exit199 ], [ %digit.at.i205, %digit.i202 ]
  %digit.at.i205 = getelementptr inbounds i8, ptr %cursor.i204, i64 -1
  %digit1.i206 = urem i64 %remaining.i203, 10
  %digit.byte.i207 = trunc nuw nsw i64 %digit1.i206 to i8
  %ascii.i208 = or disjoint i8 %digit.byte.i207, 48
  store i8 %ascii.i208, ptr %digit.at.i205, align 1
  %rest.i209 = udiv i64 %remaining.i203, 10
  %more.not.i210 = icmp ult i64 %remaining.i203, 10
  br i1 %more.not.i210, label %__modlink_format_i64.exit216, label %digit.i202

__modlink_format_i64.exit216:                     ; preds = %digit.i202
  %part20 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digit.at.i205, ptr %part20, align 8
  %part21 = getelementptr inbounds i8, ptr %message.parts, i64 32
  store ptr @.str.8, ptr %part21, align 8
  %end.i218 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i218, align 1
  br label %digit.i219

digit.i219:                                       ; preds = %digit.i219, %__modlink_format_i64.exit216
  %remaining.i220 = phi i64 [ %lanes14, %__modlink_format_i64.exit216 ], [ %rest.i226, %digit.i219 ]
  %cursor.i221 = phi ptr [ %end.i218, %__modlink_format_i64.exit216 ], [ %digit.at.i222, %digit.i219 ]
  %digit.at.i222 = getelementptr inbounds i8, ptr %cursor.i221, i64 -1
  %digit1.i223 = urem i64 %remaining.i220, 10
  %digit.byte.i224 = trunc nuw nsw i64 %digit1.i223 to i8
  %ascii.i225 = or disjoint i8 %digit.byte.i224, 48
  store i8 %ascii.i225, ptr %digit.at.i222, align 1
  %rest.i226 = udiv i64 %remaining.i220, 10
  %more.not.i227 = icmp ult i64 %remaining.i220, 10
  br i1 %more.not.i227, label %__modlink_format_i64.exit233, label %digit.i219

__modlink_format_i64.exit233:                     ; preds = %digit.i219
  %part23 = getelementptr inbounds i8, ptr %message.parts, i64 40
  store ptr %digit.at.i222, ptr %part23, align 8
  %missing.i234 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i234, label %common.ret, label %call.i235

call.i235:                                        ; preds = %__modlink_format_i64.exit233
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
  %mag.i237 = zext i32 %3 to i64
  %end.i238 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i238, align 1
  br label %digit.i239

digit.i239:                                       ; preds = %digit.i239, %check6.fail
  %remaining.i240 = phi i64 [ %mag.i237, %check6.fail ], [ %rest.i246, %digit.i239 ]
  %cursor.i241 = phi ptr [ %end.i238, %check6.fail ], [ %digit.at.i242, %digit.i239 ]
  %digit.at.i242 = getelementptr inbounds i8, ptr %cursor.i241, i64 -1
  %digit1.i243 = urem i64 %remaining.i240, 10
  %digit.byte.i244 = trunc nuw nsw i64 %digit1.i243 to i8
  %ascii.i245 = or disjoint i8 %digit.byte.i244, 48
  store i8 %ascii.i245, ptr %digit.at.i242, align 1
  %rest.i246 = udiv i64 %remaining.i240, 10
  %more.not.i247 = icmp ult i64 %remaining.i240, 10
  br i1 %more.not.i247, label %digits.done.i248, label %digit.i239

digits.done.i248:                                 ; preds = %digit.i239
  %neg.i249 = icmp slt i32 %X.device_type, 0
  br i1 %neg.i249, label %sign.i251, label %__modlink_format_i64.exit253

sign.i251:                                        ; preds = %digits.done.i248
  %sign.at.i252 = getelementptr inbounds i8, ptr %cursor.i241, i64 -2
  store i8 45, ptr %sign.at.i252, align 1
  br label %__modlink_format_i64.exit253

__modlink_format_i64.exit253:                     ; preds = %digits.done.i248, %sign.i251
  %start.i250 = phi ptr [ %digit.at.i242, %digits.done.i248 ], [ %sign.at.i252, %sign.i251 ]
  %part26 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i250, ptr %part26, align 8
  %missing.i254 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i254, label %common.ret, label %call.i255

call.i255:                                        ; preds = %__modlink_format_i64.exit253
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check6.ok:                                        ; preds = %check5.ok
  %shape.at = getelementptr inbounds i8, ptr %X.dltensor, i64 24
  %X.shape = load ptr, ptr %shape.at, align 8
  %X.shape0 = load i64, ptr %X.shape, align 8
  %extent.at27 = getelementptr inbounds i8, ptr %X.shape, i64 8
  %X.shape1 = load i64, ptr %extent.at27, align 8
  %extent.ok = icmp eq i64 %X.shape1, 16
  br i1 %extent.ok, label %check7.ok, label %check7.fail

check7.fail:                                      ; preds = %check6.ok
  store ptr @.str.10, ptr %message.parts, align 8
  %mag.i257 = tail call i64 @llvm.abs.i64(i64 %X.shape1, i1 false)
  %end.i258 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i258, align 1
  br label %digit.i259

digit.i259:                                       ; preds = %digit.i259, %check7.fail
  %remaining.i260 = phi i64 [ %mag.i257, %check7.fail ], [ %rest.i266, %digit.i259 ]
  %cursor.i261 = phi ptr [ %end.i258, %check7.fail ], [ %digit.at.i262, %digit.i259 ]
  %digit.at.i262 = getelementptr inbounds i8, ptr %cursor.i261, i64 -1
  %digit1.i263 = urem i64 %remaining.i260, 10
  %digit.byte.i264 = trunc nuw nsw i64 %digit1.i263 to i8
  %ascii.i265 = or disjoint i8 %digit.byte.i264, 48
  store i8 %ascii.i265, ptr %digit.at.i262, align 1
  %rest.i266 = udiv i64 %remaining.i260, 10
  %more.not.i267 = icmp ult i64 %remaining.i260, 10
  br i1 %more.not.i267, label %digits.done.i268, label %digit.i259

digits.done.i268:                                 ; preds = %digit.i259
  %neg.i269 = icmp slt i64 %X.shape1, 0
  br i1 %neg.i269, label %sign.i271, label %__modlink_format_i64.exit273

sign.i271:                                        ; preds = %digits.done.i268
  %sign.at.i272 = getelementptr inbounds i8, ptr %cursor.i261, i64 -2
  store i8 45, ptr %sign.at.i272, align 1
  br label %__modlink_format_i64.exit273

__modlink_format_i64.exit273:                     ; preds = %digits.done.i268, %sign.i271
  %start.i270 = phi ptr [ %digit.at.i262, %digits.done.i268 ], [ %sign.at.i272, %sign.i271 ]
  %part30 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i270, ptr %part30, align 8
  %missing.i274 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i274, label %common.ret, label %call.i275

call.i275:                                        ; preds = %__modlink_format_i64.exit273
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
  %mag.i277 = tail call i64 @llvm.abs.i64(i64 %X.stride1, i1 false)
  %end.i278 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i278, align 1
  br label %digit.i279

digit.i279:                                       ; preds = %digit.i279, %check8.fail
  %remaining.i280 = phi i64 [ %mag.i277, %check8.fail ], [ %rest.i286, %digit.i279 ]
  %cursor.i281 = phi ptr [ %end.i278, %check8.fail ], [ %digit.at.i282, %digit.i279 ]
  %digit.at.i282 = getelementptr inbounds i8, ptr %cursor.i281, i64 -1
  %digit1.i283 = urem i64 %remaining.i280, 10
  %digit.byte.i284 = trunc nuw nsw i64 %digit1.i283 to i8
  %ascii.i285 = or disjoint i8 %digit.byte.i284, 48
  store i8 %ascii.i285, ptr %digit.at.i282, align 1
  %rest.i286 = udiv i64 %remaining.i280, 10
  %more.not.i287 = icmp ult i64 %remaining.i280, 10
  br i1 %more.not.i287, label %digits.done.i288, label %digit.i279

digits.done.i288:                                 ; preds = %digit.i279
  %neg.i289 = icmp slt i64 %X.stride1, 0
  br i1 %neg.i289, label %sign.i291, label %__modlink_format_i64.exit293

sign.i291:                                        ; preds = %digits.done.i288
  %sign.at.i292 = getelementptr inbounds i8, ptr %cursor.i281, i64 -2
  store i8 45, ptr %sign.at.i292, align 1
  br label %__modlink_format_i64.exit293

__modlink_format_i64.exit293:                     ; preds = %digits.done.i288, %sign.i291
  %start.i290 = phi ptr [ %digit.at.i282, %digits.done.i288 ], [ %sign.at.i292, %sign.i291 ]
  %part34 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i290, ptr %part34, align 8
  %part35 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.12, ptr %part35, align 8
  %end.i294 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i294, align 1
  %digit.at.i298 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i298, align 1
  %part37 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digit.at.i298, ptr %part37, align 8
  %missing.i307 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i307, label %common.ret, label %call.i308

call.i308:                                        ; preds = %__modlink_format_i64.exit293
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check8.ok:                                        ; preds = %X.strides.check
  %X.stride0 = load i64, ptr %X.strides, align 8
  %stride.ok39 = icmp eq i64 %X.stride0, 16
  %unit40 = icmp eq i64 %X.shape0, 1
  %stride.ok41 = or i1 %unit40, %stride.ok39
  br i1 %stride.ok41, label %X.strides.done, label %check9.fail

check9.fail:                                      ; preds = %check8.ok
  store ptr @.str.13, ptr %message.parts, align 8
  %mag.i310 = tail call i64 @llvm.abs.i64(i64 %X.stride0, i1 false)
  %end.i311 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i311, align 1
  br label %digit.i312

digit.i312:                                       ; preds = %digit.i312, %check9.fail
  %remaining.i313 = phi i64 [ %mag.i310, %check9.fail ], [ %rest.i319, %digit.i312 ]
  %cursor.i314 = phi ptr [ %end.i311, %check9.fail ], [ %digit.at.i315, %digit.i312 ]
  %digit.at.i315 = getelementptr inbounds i8, ptr %cursor.i314, i64 -1
  %digit1.i316 = urem i64 %remaining.i313, 10
  %digit.byte.i317 = trunc nuw nsw i64 %digit1.i316 to i8
  %ascii.i318 = or disjoint i8 %digit.byte.i317, 48
  store i8 %ascii.i318, ptr %digit.at.i315, align 1
  %rest.i319 = udiv i64 %remaining.i313, 10
  %more.not.i320 = icmp ult i64 %remaining.i313, 10
  br i1 %more.not.i320, label %digits.done.i321, label %digit.i312

digits.done.i321:                                 ; preds = %digit.i312
  %neg.i322 = icmp slt i64 %X.stride0, 0
  br i1 %neg.i322, label %sign.i324, label %__modlink_format_i64.exit326

sign.i324:                                        ; preds = %digits.done.i321
  %sign.at.i325 = getelementptr inbounds i8, ptr %cursor.i314, i64 -2
  store i8 45, ptr %sign.at.i325, align 1
  br label %__modlink_format_i64.exit326

__modlink_format_i64.exit326:                     ; preds = %digits.done.i321, %sign.i324
  %start.i323 = phi ptr [ %digit.at.i315, %digits.done.i321 ], [ %sign.at.i325, %sign.i324 ]
  %part44 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i323, ptr %part44, align 8
  %part45 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.12, ptr %part45, align 8
  %end.i327 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i327, align 1
  %digit.at.i331 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 54, ptr %digit.at.i331, align 1
  %digit.at.i331.1 = getelementptr inbounds i8, ptr %message.digits1, i64 21
  store i8 49, ptr %digit.at.i331.1, align 1
  %part47 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digit.at.i331.1, ptr %part47, align 8
  %missing.i340 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i340, label %common.ret, label %call.i341

call.i341:                                        ; preds = %__modlink_format_i64.exit326
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check10.fail:                                     ; preds = %X.strides.done
  store ptr @.str.14, ptr %message.parts, align 8
  %4 = tail call i32 @llvm.abs.i32(i32 %Y.type_index, i1 false)
  %mag.i343 = zext i32 %4 to i64
  %end.i344 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i344, align 1
  br label %digit.i345

digit.i345:                                       ; preds = %digit.i345, %check10.fail
  %remaining.i346 = phi i64 [ %mag.i343, %check10.fail ], [ %rest.i352, %digit.i345 ]
  %cursor.i347 = phi ptr [ %end.i344, %check10.fail ], [ %digit.at.i348, %digit.i345 ]
  %digit.at.i348 = getelementptr inbounds i8, ptr %cursor.i347, i64 -1
  %digit1.i349 = urem i64 %remaining.i346, 10
  %digit.byte.i350 = trunc nuw nsw i64 %digit1.i349 to i8
  %ascii.i351 = or disjoint i8 %digit.byte.i350, 48
  store i8 %ascii.i351, ptr %digit.at.i348, align 1
  %rest.i352 = udiv i64 %remaining.i346, 10
  %more.not.i353 = icmp ult i64 %remaining.i346, 10
  br i1 %more.not.i353, label %digits.done.i354, label %digit.i345

digits.done.i354:                                 ; preds = %digit.i345
  %neg.i355 = icmp slt i32 %Y.type_index, 0
  br i1 %neg.i355, label %sign.i357, label %__modlink_format_i64.exit359

sign.i357:                                        ; preds = %digits.done.i354
  %sign.at.i358 = getelementptr inbounds i8, ptr %cursor.i347, i64 -2
  store i8 45, ptr %sign.at.i358, align 1
  br label %__modlink_format_i64.exit359

__modlink_format_i64.exit359:                     ; preds = %digits.done.i354, %sign.i357
  %start.i356 = phi ptr [ %digit.at.i348, %digits.done.i354 ], [ %sign.at.i358, %sign.i357 ]
  %part57 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i356, ptr %part57, align 8
  %missing.i360 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i360, label %common.ret, label %call.i361

call.i361:                                        ; preds = %__modlink_format_i64.exit359
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check10.ok:                                       ; preds = %X.strides.done, %X.strides.done, %X.strides.done
  %is51 = icmp eq i32 %Y.type_index, 70
  %Y.value = getelementptr inbounds i8, ptr %args, i64 24
  %Y.ptr = load ptr, ptr %Y.value, align 8
  %Y.dltensor.idx = select i1 %is51, i64 24, i64 0
  %Y.dltensor = getelementptr inbounds i8, ptr %Y.ptr, i64 %Y.dltensor.idx
  %null58.not = icmp eq ptr %Y.ptr, null
  br i1 %null58.not, label %check11.fail, label %check11.ok

check11.fail:                                     ; preds = %check10.ok
  store ptr @.str.15, ptr %message.parts, align 8
  %missing.i363 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i363, label %common.ret, label %call.i364

call.i364:                                        ; preds = %check11.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check11.ok:                                       ; preds = %check10.ok
  %ndim.at61 = getelementptr inbounds i8, ptr %Y.dltensor, i64 16
  %Y.ndim = load i32, ptr %ndim.at61, align 4
  %ndim.ok62 = icmp eq i32 %Y.ndim, 2
  br i1 %ndim.ok62, label %check12.ok, label %check12.fail

check12.fail:                                     ; preds = %check11.ok
  store ptr @.str.16, ptr %message.parts, align 8
  %5 = tail call i32 @llvm.abs.i32(i32 %Y.ndim, i1 false)
  %mag.i366 = zext i32 %5 to i64
  %end.i367 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i367, align 1
  br label %digit.i368

digit.i368:                                       ; preds = %digit.i368, %check12.fail
  %remaining.i369 = phi i64 [ %mag.i366, %check12.fail ], [ %rest.i375, %digit.i368 ]
  %cursor.i370 = phi ptr [ %end.i367, %check12.fail ], [ %digit.at.i371, %digit.i368 ]
  %digit.at.i371 = getelementptr inbounds i8, ptr %cursor.i370, i64 -1
  %digit1.i372 = urem i64 %remaining.i369, 10
  %digit.byte.i373 = trunc nuw nsw i64 %digit1.i372 to i8
  %ascii.i374 = or disjoint i8 %digit.byte.i373, 48
  store i8 %ascii.i374, ptr %digit.at.i371, align 1
  %rest.i375 = udiv i64 %remaining.i369, 10
  %more.not.i376 = icmp ult i64 %remaining.i369, 10
  br i1 %more.not.i376, label %digits.done.i377, label %digit.i368

digits.done.i377:                                 ; preds = %digit.i368
  %neg.i378 = icmp slt i32 %Y.ndim, 0
  br i1 %neg.i378, label %sign.i380, label %__modlink_format_i64.exit382

sign.i380:                                        ; preds = %digits.done.i377
  %sign.at.i381 = getelementptr inbounds i8, ptr %cursor.i370, i64 -2
  store i8 45, ptr %sign.at.i381, align 1
  br label %__modlink_format_i64.exit382

__modlink_format_i64.exit382:                     ; preds = %digits.done.i377, %sign.i380
  %start.i379 = phi ptr [ %digit.at.i371, %digits.done.i377 ], [ %sign.at.i381, %sign.i380 ]
  %part66 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i379, ptr %part66, align 8
  %missing.i383 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i383, label %common.ret, label %call.i384

call.i384:                                        ; preds = %__modlink_format_i64.exit382
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check12.ok:                                       ; preds = %check11.ok
  %dtype.at67 = getelementptr inbounds i8, ptr %Y.dltensor, i64 20
  %bits.at69 = getelementptr inbounds i8, ptr %Y.dltensor, i64 21
  %lanes.at70 = getelementptr inbounds i8, ptr %Y.dltensor, i64 22
  %code71 = load i8, ptr %dtype.at67, align 1
  %bits72 = load i8, ptr %bits.at69, align 1
  %lanes73 = load i16, ptr %lanes.at70, align 2
  %code.ok74 = icmp eq i8 %code71, 2
  %bits.ok75 = icmp eq i8 %bits72, 32
  %lanes.ok76 = icmp eq i16 %lanes73, 1
  %dtype.ok77 = and i1 %code.ok74, %bits.ok75
  %dtype.ok78 = and i1 %dtype.ok77, %lanes.ok76
  br i1 %dtype.ok78, label %check13.ok, label %check13.fail

check13.fail:                                     ; preds = %check12.ok
  %lanes81 = zext i16 %lanes73 to i64
  %code79 = zext i8 %code71 to i64
  store ptr @.str.17, ptr %message.parts, align 8
  %end.i387 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i387, align 1
  br label %digit.i388

digit.i388:                                       ; preds = %digit.i388, %check13.fail
  %remaining.i389 = phi i64 [ %code79, %check13.fail ], [ %rest.i395, %digit.i388 ]
  %cursor.i390 = phi ptr [ %end.i387, %check13.fail ], [ %digit.at.i391, %digit.i388 ]
  %digit.at.i391 = getelementptr inbounds i8, ptr %cursor.i390, i64 -1
  %digit1.i392 = urem i64 %remaining.i389, 10
  %digit.byte.i393 = trunc nuw nsw i64 %digit1.i392 to i8
  %ascii.i394 = or disjoint i8 %digit.byte.i393, 48
  store i8 %ascii.i394, ptr %digit.at.i391, align 1
  %rest.i395 = udiv i64 %remaining.i389, 10
  %more.not.i396 = icmp ult i64 %remaining.i389, 10
  br i1 %more.not.i396, label %__modlink_format_i64.exit402, label %digit.i388

__modlink_format_i64.exit402:                     ; preds = %digit.i388
  %bits80 = zext i8 %bits72 to i64
  %part84 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digit.at.i391, ptr %part84, align 8
  %part85 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.7, ptr %part85, align 8
  %end.i404 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i404, align 1
  br label %digit.i405

digit.i405:                                       ; preds = %digit.i405, %__modlink_format_i64.exit402
  %remaining.i406 = phi i64 [ %bits80, %__modlink_format_i64.exit402 ], [ %rest.i412, %digit.i405 ]
  %cursor.i407 = phi ptr [ %end.i404, %__modlink_format_i64.exit402 ], [ %digit.at.i408, %digit.i405 ]
  %digit.at.i408 = getelementptr inbounds i8, ptr %cursor.i407, i64 -1
  %digit1.i409 = urem i64 %remaining.i406, 10
  %digit.byte.i410 = trunc nuw nsw i64 %digit1.i409 to i8
  %ascii.i411 = or disjoint i8 %digit.byte.i410, 48
  store i8 %ascii.i411, ptr %digit.at.i408, align 1
  %rest.i412 = udiv i64 %remaining.i406, 10
  %more.not.i413 = icmp ult i64 %remaining.i406, 10
  br i1 %more.not.i413, label %__modlink_format_i64.exit419, label %digit.i405

__modlink_format_i64.exit419:                     ; preds = %digit.i405
  %part87 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digit.at.i408, ptr %part87, align 8
  %part88 = getelementptr inbounds i8, ptr %message.parts, i64 32
  store ptr @.str.8, ptr %part88, align 8
  %end.i421 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i421, align 1
  br label %digit.i422

digit.i422:                                       ; preds = %digit.i422, %__modlink_format_i64.exit419
  %remaining.i423 = phi i64 [ %lanes81, %__modlink_format_i64.exit419 ], [ %rest.i429, %digit.i422 ]
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
  %part90 = getelementptr inbounds i8, ptr %message.parts, i64 40
  store ptr %digit.at.i425, ptr %part90, align 8
  %missing.i437 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i437, label %common.ret, label %call.i438

call.i438:                                        ; preds = %__modlink_format_i64.exit436
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check13.ok:                                       ; preds = %check12.ok
  %device.at91 = getelementptr inbounds i8, ptr %Y.dltensor, i64 8
  %Y.device_type = load i32, ptr %device.at91, align 4
  %device.ok92 = icmp eq i32 %Y.device_type, 1
  br i1 %device.ok92, label %check14.ok, label %check14.fail

check14.fail:                                     ; preds = %check13.ok
  store ptr @.str.18, ptr %message.parts, align 8
  %6 = tail call i32 @llvm.abs.i32(i32 %Y.device_type, i1 false)
  %mag.i440 = zext i32 %6 to i64
  %end.i441 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i441, align 1
  br label %digit.i442

digit.i442:                                       ; preds = %digit.i442, %check14.fail
  %remaining.i443 = phi i64 [ %mag.i440, %check14.fail ], [ %rest.i449, %digit.i442 ]
  %cursor.i444 = phi ptr [ %end.i441, %check14.fail ], [ %digit.at.i445, %digit.i442 ]
  %digit.at.i445 = getelementptr inbounds i8, ptr %cursor.i444, i64 -1
  %digit1.i446 = urem i64 %remaining.i443, 10
  %digit.byte.i447 = trunc nuw nsw i64 %digit1.i446 to i8
  %ascii.i448 = or disjoint i8 %digit.byte.i447, 48
  store i8 %ascii.i448, ptr %digit.at.i445, align 1
  %rest.i449 = udiv i64 %remaining.i443, 10
  %more.not.i450 = icmp ult i64 %remaining.i443, 10
  br i1 %more.not.i450, label %digits.done.i451, label %digit.i442

digits.done.i451:                                 ; preds = %digit.i442
  %neg.i452 = icmp slt i32 %Y.device_type, 0
  br i1 %neg.i452, label %sign.i454, label %__modlink_format_i64.exit456

sign.i454:                                        ; preds = %digits.done.i451
  %sign.at.i455 = getelementptr inbounds i8, ptr %cursor.i444, i64 -2
  store i8 45, ptr %sign.at.i455, align 1
  br label %__modlink_format_i64.exit456

__modlink_format_i64.exit456:                     ; preds = %digits.done.i451, %sign.i454
  %start.i453 = phi ptr [ %digit.at.i445, %digits.done.i451 ], [ %sign.at.i455, %sign.i454 ]
  %part96 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i453, ptr %part96, align 8
  %missing.i457 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i457, label %common.ret, label %call.i458

call.i458:                                        ; preds = %__modlink_format_i64.exit456
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check14.ok:                                       ; preds = %check13.ok
  %shape.at97 = getelementptr inbounds i8, ptr %Y.dltensor, i64 24
  %Y.shape = load ptr, ptr %shape.at97, align 8
  %Y.shape0 = load i64, ptr %Y.shape, align 8
  %extent.ok99 = icmp eq i64 %Y.shape0, %X.shape0
  br i1 %extent.ok99, label %check15.ok, label %check15.fail

check15.fail:                                     ; preds = %check14.ok
  store ptr @.str.19, ptr %message.parts, align 8
  %mag.i460 = tail call i64 @llvm.abs.i64(i64 %Y.shape0, i1 false)
  %end.i461 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i461, align 1
  br label %digit.i462

digit.i462:                                       ; preds = %digit.i462, %check15.fail
  %remaining.i463 = phi i64 [ %mag.i460, %check15.fail ], [ %rest.i469, %digit.i462 ]
  %cursor.i464 = phi ptr [ %end.i461, %check15.fail ], [ %digit.at.i465, %digit.i462 ]
  %digit.at.i465 = getelementptr inbounds i8, ptr %cursor.i464, i64 -1
  %digit1.i466 = urem i64 %remaining.i463, 10
  %digit.byte.i467 = trunc nuw nsw i64 %digit1.i466 to i8
  %ascii.i468 = or disjoint i8 %digit.byte.i467, 48
  store i8 %ascii.i468, ptr %digit.at.i465, align 1
  %rest.i469 = udiv i64 %remaining.i463, 10
  %more.not.i470 = icmp ult i64 %remaining.i463, 10
  br i1 %more.not.i470, label %digits.done.i471, label %digit.i462

digits.done.i471:                                 ; preds = %digit.i462
  %neg.i472 = icmp slt i64 %Y.shape0, 0
  br i1 %neg.i472, label %sign.i474, label %__modlink_format_i64.exit476

sign.i474:                                        ; preds = %digits.done.i471
  %sign.at.i475 = getelementptr inbounds i8, ptr %cursor.i464, i64 -2
  store i8 45, ptr %sign.at.i475, align 1
  br label %__modlink_format_i64.exit476

__modlink_format_i64.exit476:                     ; preds = %digits.done.i471, %sign.i474
  %start.i473 = phi ptr [ %digit.at.i465, %digits.done.i471 ], [ %sign.at.i475, %sign.i474 ]
  %part102 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i473, ptr %part102, align 8
  %part103 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.20, ptr %part103, align 8
  %mag.i477 = call i64 @llvm.abs.i64(i64 %X.shape0, i1 false)
  %end.i478 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i478, align 1
  br label %digit.i479

digit.i479:                                       ; preds = %digit.i479, %__modlink_format_i64.exit476
  %remaining.i480 = phi i64 [ %mag.i477, %__modlink_format_i64.exit476 ], [ %rest.i486, %digit.i479 ]
  %cursor.i481 = phi ptr [ %end.i478, %__modlink_format_i64.exit476 ], [ %digit.at.i482, %digit.i479 ]
  %digit.at.i482 = getelementptr inbounds i8, ptr %cursor.i481, i64 -1
  %digit1.i483 = urem i64 %remaining.i480, 10
  %digit.byte.i484 = trunc nuw nsw i64 %digit1.i483 to i8
  %ascii.i485 = or disjoint i8 %digit.byte.i484, 48
  store i8 %ascii.i485, ptr %digit.at.i482, align 1
  %rest.i486 = udiv i64 %remaining.i480, 10
  %more.not.i487 = icmp ult i64 %remaining.i480, 10
  br i1 %more.not.i487, label %digits.done.i488, label %digit.i479

digits.done.i488:                                 ; preds = %digit.i479
  %neg.i489 = icmp slt i64 %X.shape0, 0
  br i1 %neg.i489, label %sign.i491, label %__modlink_format_i64.exit493

sign.i491:                                        ; preds = %digits.done.i488
  %sign.at.i492 = getelementptr inbounds i8, ptr %cursor.i481, i64 -2
  store i8 45, ptr %sign.at.i492, align 1
  br label %__modlink_format_i64.exit493

__modlink_format_i64.exit493:                     ; preds = %digits.done.i488, %sign.i491
  %start.i490 = phi ptr [ %digit.at.i482, %digits.done.i488 ], [ %sign.at.i492, %sign.i491 ]
  %part105 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %start.i490, ptr %part105, align 8
  %missing.i494 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i494, label %common.ret, label %call.i495

call.i495:                                        ; preds = %__modlink_format_i64.exit493
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check15.ok:                                       ; preds = %check14.ok
  %extent.at106 = getelementptr inbounds i8, ptr %Y.shape, i64 8
  %Y.shape1 = load i64, ptr %extent.at106, align 8
  %extent.ok107 = icmp eq i64 %Y.shape1, 16
  br i1 %extent.ok107, label %check16.ok, label %check16.fail

check16.fail:                                     ; preds = %check15.ok
  store ptr @.str.21, ptr %message.parts, align 8
  %mag.i497 = tail call i64 @llvm.abs.i64(i64 %Y.shape1, i1 false)
  %end.i498 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i498, align 1
  br label %digit.i499

digit.i499:                                       ; preds = %digit.i499, %check16.fail
  %remaining.i500 = phi i64 [ %mag.i497, %check16.fail ], [ %rest.i506, %digit.i499 ]
  %cursor.i501 = phi ptr [ %end.i498, %check16.fail ], [ %digit.at.i502, %digit.i499 ]
  %digit.at.i502 = getelementptr inbounds i8, ptr %cursor.i501, i64 -1
  %digit1.i503 = urem i64 %remaining.i500, 10
  %digit.byte.i504 = trunc nuw nsw i64 %digit1.i503 to i8
  %ascii.i505 = or disjoint i8 %digit.byte.i504, 48
  store i8 %ascii.i505, ptr %digit.at.i502, align 1
  %rest.i506 = udiv i64 %remaining.i500, 10
  %more.not.i507 = icmp ult i64 %remaining.i500, 10
  br i1 %more.not.i507, label %digits.done.i508, label %digit.i499

digits.done.i508:                                 ; preds = %digit.i499
  %neg.i509 = icmp slt i64 %Y.shape1, 0
  br i1 %neg.i509, label %sign.i511, label %__modlink_format_i64.exit513

sign.i511:                                        ; preds = %digits.done.i508
  %sign.at.i512 = getelementptr inbounds i8, ptr %cursor.i501, i64 -2
  store i8 45, ptr %sign.at.i512, align 1
  br label %__modlink_format_i64.exit513

__modlink_format_i64.exit513:                     ; preds = %digits.done.i508, %sign.i511
  %start.i510 = phi ptr [ %digit.at.i502, %digits.done.i508 ], [ %sign.at.i512, %sign.i511 ]
  %part110 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i510, ptr %part110, align 8
  %missing.i514 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i514, label %common.ret, label %call.i515

call.i515:                                        ; preds = %__modlink_format_i64.exit513
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check16.ok:                                       ; preds = %check15.ok
  %strides.at111 = getelementptr inbounds i8, ptr %Y.dltensor, i64 32
  %Y.strides = load ptr, ptr %strides.at111, align 8
  %has_strides112.not = icmp eq ptr %Y.strides, null
  br i1 %has_strides112.not, label %Y.strides.done, label %Y.strides.check

Y.strides.check:                                  ; preds = %check16.ok
  %stride.at113 = getelementptr inbounds i8, ptr %Y.strides, i64 8
  %Y.stride1 = load i64, ptr %stride.at113, align 8
  %stride.ok114 = icmp eq i64 %Y.stride1, 1
  br i1 %stride.ok114, label %check17.ok, label %check17.fail

Y.strides.done:                                   ; preds = %check17.ok, %check16.ok
  %data136 = load ptr, ptr %Y.dltensor, align 8
  %byte_offset.at137 = getelementptr inbounds i8, ptr %Y.dltensor, i64 40
  %byte_offset138 = load i64, ptr %byte_offset.at137, align 8
  %Y.data = getelementptr i8, ptr %data136, i64 %byte_offset138
  %status = tail call i32 @softmax_rows_c(ptr %X.data, ptr %Y.data, i64 %X.shape0)
  br label %common.ret

check17.fail:                                     ; preds = %Y.strides.check
  store ptr @.str.22, ptr %message.parts, align 8
  %mag.i517 = tail call i64 @llvm.abs.i64(i64 %Y.stride1, i1 false)
  %end.i518 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i518, align 1
  br label %digit.i519

digit.i519:                                       ; preds = %digit.i519, %check17.fail
  %remaining.i520 = phi i64 [ %mag.i517, %check17.fail ], [ %rest.i526, %digit.i519 ]
  %cursor.i521 = phi ptr [ %end.i518, %check17.fail ], [ %digit.at.i522, %digit.i519 ]
  %digit.at.i522 = getelementptr inbounds i8, ptr %cursor.i521, i64 -1
  %digit1.i523 = urem i64 %remaining.i520, 10
  %digit.byte.i524 = trunc nuw nsw i64 %digit1.i523 to i8
  %ascii.i525 = or disjoint i8 %digit.byte.i524, 48
  store i8 %ascii.i525, ptr %digit.at.i522, align 1
  %rest.i526 = udiv i64 %remaining.i520, 10
  %more.not.i527 = icmp ult i64 %remaining.i520, 10
  br i1 %more.not.i527, label %digits.done.i528, label %digit.i519

digits.done.i528:                                 ; preds = %digit.i519
  %neg.i529 = icmp slt i64 %Y.stride1, 0
  br i1 %neg.i529, label %sign.i531, label %__modlink_format_i64.exit533

sign.i531:                                        ; preds = %digits.done.i528
  %sign.at.i532 = getelementptr inbounds i8, ptr %cursor.i521, i64 -2
  store i8 45, ptr %sign.at.i532, align 1
  br label %__modlink_format_i64.exit533

__modlink_format_i64.exit533:                     ; preds = %digits.done.i528, %sign.i531
  %start.i530 = phi ptr [ %digit.at.i522, %digits.done.i528 ], [ %sign.at.i532, %sign.i531 ]
  %part119 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i530, ptr %part119, align 8
  %part120 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.12, ptr %part120, align 8
  %end.i534 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i534, align 1
  %digit.at.i538 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i538, align 1
  %part122 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digit.at.i538, ptr %part122, align 8
  %missing.i547 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i547, label %common.ret, label %call.i548

call.i548:                                        ; preds = %__modlink_format_i64.exit533
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check17.ok:                                       ; preds = %Y.strides.check
  %Y.stride0 = load i64, ptr %Y.strides, align 8
  %stride.ok125 = icmp eq i64 %Y.stride0, 16
  %unit126 = icmp eq i64 %X.shape0, 1
  %stride.ok127 = or i1 %unit126, %stride.ok125
  br i1 %stride.ok127, label %Y.strides.done, label %check18.fail

check18.fail:                                     ; preds = %check17.ok
  store ptr @.str.23, ptr %message.parts, align 8
  %mag.i550 = tail call i64 @llvm.abs.i64(i64 %Y.stride0, i1 false)
  %end.i551 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i551, align 1
  br label %digit.i552

digit.i552:                                       ; preds = %digit.i552, %check18.fail
  %remaining.i553 = phi i64 [ %mag.i550, %check18.fail ], [ %rest.i559, %digit.i552 ]
  %cursor.i554 = phi ptr [ %end.i551, %check18.fail ], [ %digit.at.i555, %digit.i552 ]
  %digit.at.i555 = getelementptr inbounds i8, ptr %cursor.i554, i64 -1
  %digit1.i556 = urem i64 %remaining.i553, 10
  %digit.byte.i557 = trunc nuw nsw i64 %digit1.i556 to i8
  %ascii.i558 = or disjoint i8 %digit.byte.i557, 48
  store i8 %ascii.i558, ptr %digit.at.i555, align 1
  %rest.i559 = udiv i64 %remaining.i553, 10
  %more.not.i560 = icmp ult i64 %remaining.i553, 10
  br i1 %more.not.i560, label %digits.done.i561, label %digit.i552

digits.done.i561:                                 ; preds = %digit.i552
  %neg.i562 = icmp slt i64 %Y.stride0, 0
  br i1 %neg.i562, label %sign.i564, label %__modlink_format_i64.exit566

sign.i564:                                        ; preds = %digits.done.i561
  %sign.at.i565 = getelementptr inbounds i8, ptr %cursor.i554, i64 -2
  store i8 45, ptr %sign.at.i565, align 1
  br label %__modlink_format_i64.exit566

__modlink_format_i64.exit566:                     ; preds = %digits.done.i561, %sign.i564
  %start.i563 = phi ptr [ %digit.at.i555, %digits.done.i561 ], [ %sign.at.i565, %sign.i564 ]
  %part130 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i563, ptr %part130, align 8
  %part131 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.12, ptr %part131, align 8
  %end.i567 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i567, align 1
  %digit.at.i571 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 54, ptr %digit.at.i571, align 1
  %digit.at.i571.1 = getelementptr inbounds i8, ptr %message.digits1, i64 21
  store i8 49, ptr %digit.at.i571.1, align 1
  %part133 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digit.at.i571.1, ptr %part133, align 8
  %missing.i580 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i580, label %common.ret, label %call.i581

call.i581:                                        ; preds = %__modlink_format_i64.exit566
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
