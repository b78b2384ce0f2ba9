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
define noundef i32 @softmax_rows_c(ptr readonly captures(none) %X, ptr writeonly captures(none) %Y, i64 %m) local_unnamed_addr #0 {
entry:
  %more45 = icmp sgt i64 %m, 0
  br i1 %more45, label %for.i.body.preheader, label %for.i.end

for.i.body.preheader:                             ; preds = %entry
  %Y48 = ptrtoint ptr %Y to i64
  %X49 = ptrtoint ptr %X to i64
  %0 = sub i64 %Y48, %X49
  %diff.check = icmp ult i64 %0, 16
  br label %for.i.body

for.i.body:                                       ; preds = %for.i.body.preheader, %for.j.end26
  %i.addr.046 = phi i64 [ %i.next, %for.j.end26 ], [ 0, %for.i.body.preheader ]
  %row = shl nsw i64 %i.addr.046, 4
  %X.addr = getelementptr inbounds nuw float, ptr %X, i64 %row
  %X.elem = load float, ptr %X.addr, align 4
  %X.addr5 = getelementptr inbounds nuw i8, ptr %X.addr, i64 4
  %X.elem6 = load float, ptr %X.addr5, align 4
  %call = tail call float @llvm.maxnum.f32(float %X.elem, float %X.elem6)
  %X.addr5.1 = getelementptr inbounds nuw i8, ptr %X.addr, i64 8
  %X.elem6.1 = load float, ptr %X.addr5.1, align 4
  %call.1 = tail call float @llvm.maxnum.f32(float %call, float %X.elem6.1)
  %X.addr5.2 = getelementptr inbounds nuw i8, ptr %X.addr, i64 12
  %X.elem6.2 = load float, ptr %X.addr5.2, align 4
  %call.2 = tail call float @llvm.maxnum.f32(float %call.1, float %X.elem6.2)
  %X.addr5.3 = getelementptr inbounds nuw i8, ptr %X.addr, i64 16
  %X.elem6.3 = load float, ptr %X.addr5.3, align 4
  %call.3 = tail call float @llvm.maxnum.f32(float %call.2, float %X.elem6.3)
  %X.addr5.4 = getelementptr inbounds nuw i8, ptr %X.addr, i64 20
  %X.elem6.4 = load float, ptr %X.addr5.4, align 4
  %call.4 = tail call float @llvm.maxnum.f32(float %call.3, float %X.elem6.4)
  %X.addr5.5 = getelementptr inbounds nuw i8, ptr %X.addr, i64 24
  %X.elem6.5 = load float, ptr %X.addr5.5, align 4
  %call.5 = tail call float @llvm.maxnum.f32(float %call.4, float %X.elem6.5)
  %X.addr5.6 = getelementptr inbounds nuw i8, ptr %X.addr, i64 28
  %X.elem6.6 = load float, ptr %X.addr5.6, align 4
  %call.6 = tail call float @llvm.maxnum.f32(float %call.5, float %X.elem6.6)
  %X.addr5.7 = getelementptr inbounds nuw i8, ptr %X.addr, i64 32
  %X.elem6.7 = load float, ptr %X.addr5.7, align 4
  %call.7 = tail call float @llvm.maxnum.f32(float %call.6, float %X.elem6.7)
  %X.addr5.8 = getelementptr inbounds nuw i8, ptr %X.addr, i64 36
  %X.elem6.8 = load float, ptr %X.addr5.8, align 4
  %call.8 = tail call float @llvm.maxnum.f32(float %call.7, float %X.elem6.8)
  %X.addr5.9 = getelementptr inbounds nuw i8, ptr %X.addr, i64 40
  %X.elem6.9 = load float, ptr %X.addr5.9, align 4
  %call.9 = tail call float @llvm.maxnum.f32(float %call.8, float %X.elem6.9)
  %X.addr5.10 = getelementptr inbounds nuw i8, ptr %X.addr, i64 44
  %X.elem6.10 = load float, ptr %X.addr5.10, align 4
  %call.10 = tail call float @llvm.maxnum.f32(float %call.9, float %X.elem6.10)
  %X.addr5.11 = getelementptr inbounds nuw i8, ptr %X.addr, i64 48
  %X.elem6.11 = load float, ptr %X.addr5.11, align 4
  %call.11 = tail call float @llvm.maxnum.f32(float %call.10, float %X.elem6.11)
  %X.addr5.12 = getelementptr inbounds nuw i8, ptr %X.addr, i64 52
  %X.elem6.12 = load float, ptr %X.addr5.12, align 4
  %call.12 = tail call float @llvm.maxnum.f32(float %call.11, float %X.elem6.12)
  %X.addr5.13 = getelementptr inbounds nuw i8, ptr %X.addr, i64 56
  %X.elem6.13 = load float, ptr %X.addr5.13, align 4
  %call.13 = tail call float @llvm.maxnum.f32(float %call.12, float %X.elem6.13)
  %X.addr5.14 = getelementptr inbounds nuw i8, ptr %X.addr, i64 60
  %X.elem6.14 = load float, ptr %X.addr5.14, align 4
  %call.14 = tail call float @llvm.maxnum.f32(float %call.13, float %X.elem6.14)
  %sub = fsub float %X.elem, %call.14
  %call20 = tail call float @llvm.exp.f32(float %sub)
  %sub.1 = fsub float %X.elem6, %call.14
  %call20.1 = tail call float @llvm.exp.f32(float %sub.1)
  %add.1 = fadd float %call20, %call20.1
  %sub.2 = fsub float %X.elem6.1, %call.14
  %call20.2 = tail call float @llvm.exp.f32(float %sub.2)
  %add.2 = fadd float %add.1, %call20.2
  %sub.3 = fsub float %X.elem6.2, %call.14
  %call20.3 = tail call float @llvm.exp.f32(float %sub.3)
  %add.3 = fadd float %add.2, %call20.3
  %sub.4 = fsub float %X.elem6.3, %call.14
  %call20.4 = tail call float @llvm.exp.f32(float %sub.4)
  %add.4 = fadd float %add.3, %call20.4
  %sub.5 = fsub float %X.elem6.4, %call.14
  %call20.5 = tail call float @llvm.exp.f32(float %sub.5)
  %add.5 = fadd float %add.4, %call20.5
  %sub.6 = fsub float %X.elem6.5, %call.14
  %call20.6 = tail call float @llvm.exp.f32(float %sub.6)
  %add.6 = fadd float %add.5, %call20.6
  %sub.7 = fsub float %X.elem6.6, %call.14
  %call20.7 = tail call float @llvm.exp.f32(float %sub.7)
  %add.7 = fadd float %add.6, %call20.7
  %sub.8 = fsub float %X.elem6.7, %call.14
  %call20.8 = tail call float @llvm.exp.f32(float %sub.8)
  %add.8 = fadd float %add.7, %call20.8
  %sub.9 = fsub float %X.elem6.8, %call.14
  %call20.9 = tail call float @llvm.exp.f32(float %sub.9)
  %add.9 = fadd float %add.8, %call20.9
  %sub.10 = fsub float %X.elem6.9, %call.14
  %call20.10 = tail call float @llvm.exp.f32(float %sub.10)
  %add.10 = fadd float %add.9, %call20.10
  %sub.11 = fsub float %X.elem6.10, %call.14
  %call20.11 = tail call float @llvm.exp.f32(float %sub.11)
  %add.11 = fadd float %add.10, %call20.11
  %sub.12 = fsub float %X.elem6.11, %call.14
  %call20.12 = tail call float @llvm.exp.f32(float %sub.12)
  %add.12 = fadd float %add.11, %call20.12
  %sub.13 = fsub float %X.elem6.12, %call.14
  %call20.13 = tail call float @llvm.exp.f32(float %sub.13)
  %add.13 = fadd float %add.12, %call20.13
  %sub.14 = fsub float %X.elem6.13, %call.14
  %call20.14 = tail call float @llvm.exp.f32(float %sub.14)
  %add.14 = fadd float %add.13, %call20.14
  %sub.15 = fsub float %X.elem6.14, %call.14
  %call20.15 = tail call float @llvm.exp.f32(float %sub.15)
  %add.15 = fadd float %add.14, %call20.15
  br i1 %diff.check, label %for.j.body24.preheader, label %vector.body

for.j.body24.preheader:                           ; preds = %for.i.body
  %invariant.op = or disjoint i64 %row, 1
  %invariant.op53 = or disjoint i64 %row, 2
  %invariant.op54 = or disjoint i64 %row, 3
  br label %for.j.body24

vector.body:                                      ; preds = %for.i.body
  %broadcast.splatinsert50 = insertelement <4 x float> poison, float %add.15, i64 0
  %broadcast.splat51 = shufflevector <4 x float> %broadcast.splatinsert50, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert = insertelement <4 x float> poison, float %call.14, i64 0
  %broadcast.splat = shufflevector <4 x float> %broadcast.splatinsert, <4 x float> poison, <4 x i32> zeroinitializer
  %1 = getelementptr inbounds nuw float, ptr %Y, i64 %row
  %2 = getelementptr inbounds nuw float, ptr %X, i64 %row
  %wide.load = load <4 x float>, ptr %2, align 4
  %3 = fsub <4 x float> %wide.load, %broadcast.splat
  %4 = tail call <4 x float> @llvm.exp.v4f32(<4 x float> %3)
  %5 = fdiv <4 x float> %4, %broadcast.splat51
  store <4 x float> %5, ptr %1, align 4
  %6 = or disjoint i64 %row, 4
  %7 = getelementptr inbounds nuw float, ptr %Y, i64 %6
  %8 = getelementptr inbounds nuw float, ptr %X, i64 %6
  %wide.load.1 = load <4 x float>, ptr %8, align 4
  %9 = fsub <4 x float> %wide.load.1, %broadcast.splat
  %10 = tail call <4 x float> @llvm.exp.v4f32(<4 x float> %9)
  %11 = fdiv <4 x float> %10, %broadcast.splat51
  store <4 x float> %11, ptr %7, align 4
  %12 = or disjoint i64 %row, 8
  %13 = getelementptr inbounds nuw float, ptr %Y, i64 %12
  %14 = getelementptr inbounds nuw float, ptr %X, i64 %12
  %wide.load.2 = load <4 x float>, ptr %14, align 4
  %15 = fsub <4 x float> %wide.load.2, %broadcast.splat
  %16 = tail call <4 x float> @llvm.exp.v4f32(<4 x float> %15)
  %17 = fdiv <4 x float> %16, %broadcast.splat51
  store <4 x float> %17, ptr %13, align 4
  %18 = or disjoint i64 %row, 12
  %19 = getelementptr inbounds nuw float, ptr %Y, i64 %18
  %20 = getelementptr inbounds nuw float, ptr %X, i64 %18
  %wide.load.3 = load <4 x float>, ptr %20, align 4
  %21 = fsub <4 x float> %wide.load.3, %broadcast.splat
  %22 = tail call <4 x float> @llvm.exp.v4f32(<4 x float> %21)
  %23 = fdiv <4 x float> %22, %broadcast.splat51
  store <4 x float> %23, ptr %19, align 4
  br label %for.j.end26

for.i.end:                                        ; preds = %for.j.end26, %entry
  ret i32 0

for.j.body24:                                     ; preds = %for.j.body24, %for.j.body24.preheader
  %j.addr22.044 = phi i64 [ 0, %for.j.body24.preheader ], [ %j.next39.3, %for.j.body24 ]
  %flat30 = or disjoint i64 %j.addr22.044, %row
  %Y.addr = getelementptr inbounds nuw float, ptr %Y, i64 %flat30
  %X.addr33 = getelementptr inbounds nuw float, ptr %X, i64 %flat30
  %X.elem34 = load float, ptr %X.addr33, align 4
  %sub36 = fsub float %X.elem34, %call.14
  %call37 = tail call float @llvm.exp.f32(float %sub36)
  %div = fdiv float %call37, %add.15
  store float %div, ptr %Y.addr, align 4
  %flat30.1.reass = or disjoint i64 %j.addr22.044, %invariant.op
  %Y.addr.1 = getelementptr inbounds nuw float, ptr %Y, i64 %flat30.1.reass
  %X.addr33.1 = getelementptr inbounds nuw float, ptr %X, i64 %flat30.1.reass
  %X.elem34.1 = load float, ptr %X.addr33.1, align 4
  %sub36.1 = fsub float %X.elem34.1, %call.14
  %call37.1 = tail call float @llvm.exp.f32(float %sub36.1)
  %div.1 = fdiv float %call37.1, %add.15
  store float %div.1, ptr %Y.addr.1, align 4
  %flat30.2.reass = or disjoint i64 %j.addr22.044, %invariant.op53
  %Y.addr.2 = getelementptr inbounds nuw float, ptr %Y, i64 %flat30.2.reass
  %X.addr33.2 = getelementptr inbounds nuw float, ptr %X, i64 %flat30.2.reass
  %X.elem34.2 = load float, ptr %X.addr33.2, align 4
  %sub36.2 = fsub float %X.elem34.2, %call.14
  %call37.2 = tail call float @llvm.exp.f32(float %sub36.2)
  %div.2 = fdiv float %call37.2, %add.15
  store float %div.2, ptr %Y.addr.2, align 4
  %flat30.3.reass = or disjoint i64 %j.addr22.044, %invariant.op54
  %Y.addr.3 = getelementptr inbounds nuw float, ptr %Y, i64 %flat30.3.reass
  %X.addr33.3 = getelementptr inbounds nuw float, ptr %X, i64 %flat30.3.reass
  %X.elem34.3 = load float, ptr %X.addr33.3, align 4
  %sub36.3 = fsub float %X.elem34.3, %call.14
  %call37.3 = tail call float @llvm.exp.f32(float %sub36.3)
  %div.3 = fdiv float %call37.3, %add.15
  store float %div.3, ptr %Y.addr.3, align 4
  %j.next39.3 = add nuw nsw i64 %j.addr22.044, 4
  %exitcond.not.3 = icmp eq i64 %j.next39.3, 16
  br i1 %exitcond.not.3, label %for.j.end26, label %for.j.body24, !llvm.loop !0

for.j.end26:                                      ; preds = %for.j.body24, %vector.body
  %i.next = add nuw nsw i64 %i.addr.046, 1
  %exitcond47.not = icmp eq i64 %i.next, %m
  br i1 %exitcond47.not, label %for.i.end, label %for.i.body
}

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp.f32(float) #1

define range(i32 -1, 1) i32 @__tvm_ffi_softmax_rows(ptr readnone captures(none) %self, ptr readonly captures(none) %args, i32 %num_args, ptr readnone captures(none) %result) local_unnamed_addr {
entry:
  %message.parts = alloca [16 x ptr], align 8
  %message.digits0 = alloca [24 x i8], align 1
  %message.digits1 = alloca [24 x i8], align 1
  %message.digits2 = alloca [24 x i8], align 1
  %argc.ok = icmp eq i32 %num_args, 2
  br i1 %argc.ok, label %check1.ok, label %check1.fail

common.ret:                                       ; preds = %call.i579, %__modlink_format_i64.exit564, %call.i546, %__modlink_format_i64.exit532, %call.i514, %__modlink_format_i64.exit512, %call.i494, %__modlink_format_i64.exit492, %call.i457, %__modlink_format_i64.exit455, %call.i437, %__modlink_format_i64.exit435, %call.i383, %__modlink_format_i64.exit381, %call.i363, %check11.fail, %call.i360, %__modlink_format_i64.exit358, %call.i340, %__modlink_format_i64.exit325, %call.i307, %__modlink_format_i64.exit293, %call.i275, %__modlink_format_i64.exit273, %call.i255, %__modlink_format_i64.exit253, %call.i235, %__modlink_format_i64.exit233, %call.i181, %__modlink_format_i64.exit179, %call.i161, %check3.fail, %call.i158, %__modlink_format_i64.exit156, %call.i, %__modlink_format_i64.exit, %Y.strides.done
  %common.ret.op = phi i32 [ -1, %call.i546 ], [ -1, %call.i ], [ -1, %call.i158 ], [ -1, %call.i161 ], [ -1, %call.i181 ], [ -1, %call.i235 ], [ -1, %call.i255 ], [ -1, %call.i275 ], [ -1, %call.i307 ], [ -1, %call.i340 ], [ -1, %call.i360 ], [ -1, %call.i363 ], [ -1, %call.i383 ], [ -1, %call.i437 ], [ -1, %call.i457 ], [ -1, %call.i494 ], [ 0, %Y.strides.done ], [ -1, %call.i514 ], [ -1, %__modlink_format_i64.exit ], [ -1, %__modlink_format_i64.exit156 ], [ -1, %check3.fail ], [ -1, %__modlink_format_i64.exit179 ], [ -1, %__modlink_format_i64.exit233 ], [ -1, %__modlink_format_i64.exit253 ], [ -1, %__modlink_format_i64.exit273 ], [ -1, %__modlink_format_i64.exit293 ], [ -1, %__modlink_format_i64.exit325 ], [ -1, %__modlink_format_i64.exit358 ], [ -1, %check11.fail ], [ -1, %__modlink_format_i64.exit381 ], [ -1, %__modlink_format_i64.exit435 ], [ -1, %__modlink_format_i64.exit455 ], [ -1, %__modlink_format_i64.exit492 ], [ -1, %__modlink_format_i64.exit512 ], [ -1, %__modlink_format_i64.exit532 ], [ -1, %__modlink_format_i64.exit564 ], [ -1, %call.i579 ]
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
  %end.i141 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
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
  %more.not.i150 = icmp samesign ult i64 %remaining.i143, 10
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
  %part6 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i153, ptr %part6, align 8
  %missing.i157 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i157, label %common.ret, label %call.i158

call.i158:                                        ; preds = %__modlink_format_i64.exit156
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check2.ok:                                        ; preds = %check1.ok, %check1.ok, %check1.ok
  %is3 = icmp eq i32 %X.type_index, 70
  %X.value = getelementptr inbounds nuw i8, ptr %args, i64 8
  %X.ptr = load ptr, ptr %X.value, align 8
  %X.dltensor.idx = select i1 %is3, i64 24, i64 0
  %X.dltensor = getelementptr inbounds nuw i8, ptr %X.ptr, i64 %X.dltensor.idx
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
  %ndim.at = getelementptr inbounds nuw i8, ptr %X.dltensor, i64 16
  %X.ndim = load i32, ptr %ndim.at, align 4
  %ndim.ok = icmp eq i32 %X.ndim, 2
  br i1 %ndim.ok, label %check4.ok, label %check4.fail

check4.fail:                                      ; preds = %check3.ok
  store ptr @.str.5, ptr %message.parts, align 8
  %2 = tail call i32 @llvm.abs.i32(i32 %X.ndim, i1 false)
  %mag.i163 = zext i32 %2 to i64
  %end.i164 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
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
  %more.not.i173 = icmp samesign ult i64 %remaining.i166, 10
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
  %part10 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i176, ptr %part10, align 8
  %missing.i180 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i180, label %common.ret, label %call.i181

call.i181:                                        ; preds = %__modlink_format_i64.exit179
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check4.ok:                                        ; preds = %check3.ok
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
  %dtype.ok11 = and i1 %dtype.ok, %lanes.ok
  br i1 %dtype.ok11, label %check5.ok, label %check5.fail

check5.fail:                                      ; preds = %check4.ok
  %code12 = zext i8 %code to i64
  store ptr @.str.6, ptr %message.parts, align 8
  %end.i184 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
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
  %more.not.i193 = icmp samesign ult i64 %remaining.i186, 10
  br i1 %more.not.i193, label %__modlink_format_i64.exit199, label %digit.i185

__modlink_format_i64.exit199:                     ; preds = %digit.i185
  %bits13 = zext i8 %bits to i64
  %part17 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %digit.at.i188, ptr %part17, align 8
  %part18 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.7, ptr %part18, align 8
  %end.i201 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
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
  %more.not.i210 = icmp samesign ult i64 %remaining.i203, 10
  br i1 %more.not.i210, label %__modlink_format_i64.exit216, label %digit.i202

__modlink_format_i64.exit216:                     ; preds = %digit.i202
  %lanes14 = zext i16 %lanes to i64
  %part20 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %digit.at.i205, ptr %part20, align 8
  %part21 = getelementptr inbounds nuw i8, ptr %message.parts, i64 32
  store ptr @.str.8, ptr %part21, align 8
  %end.i218 = getelementptr inbounds nuw i8, ptr %message.digits2, i64 23
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
  %more.not.i227 = icmp samesign ult i64 %remaining.i220, 10
  br i1 %more.not.i227, label %__modlink_format_i64.exit233, label %digit.i219

__modlink_format_i64.exit233:                     ; preds = %digit.i219
  %part23 = getelementptr inbounds nuw i8, ptr %message.parts, i64 40
  store ptr %digit.at.i222, ptr %part23, align 8
  %missing.i234 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i234, label %common.ret, label %call.i235

call.i235:                                        ; preds = %__modlink_format_i64.exit233
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check5.ok:                                        ; preds = %check4.ok
  %device.at = getelementptr inbounds nuw i8, ptr %X.dltensor, i64 8
  %X.device_type = load i32, ptr %device.at, align 4
  %device.ok = icmp eq i32 %X.device_type, 1
  br i1 %device.ok, label %check6.ok, label %check6.fail

check6.fail:                                      ; preds = %check5.ok
  store ptr @.str.9, ptr %message.parts, align 8
  %3 = tail call i32 @llvm.abs.i32(i32 %X.device_type, i1 false)
  %mag.i237 = zext i32 %3 to i64
  %end.i238 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
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
  %more.not.i247 = icmp samesign ult i64 %remaining.i240, 10
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
  %part26 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i250, ptr %part26, align 8
  %missing.i254 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i254, label %common.ret, label %call.i255

call.i255:                                        ; preds = %__modlink_format_i64.exit253
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check6.ok:                                        ; preds = %check5.ok
  %shape.at = getelementptr inbounds nuw i8, ptr %X.dltensor, i64 24
  %X.shape = load ptr, ptr %shape.at, align 8
  %X.shape0 = load i64, ptr %X.shape, align 8
  %extent.at27 = getelementptr inbounds nuw i8, ptr %X.shape, i64 8
  %X.shape1 = load i64, ptr %extent.at27, align 8
  %extent.ok = icmp eq i64 %X.shape1, 16
  br i1 %extent.ok, label %check7.ok, label %check7.fail

check7.fail:                                      ; preds = %check6.ok
  store ptr @.str.10, ptr %message.parts, align 8
  %mag.i257 = tail call i64 @llvm.abs.i64(i64 %X.shape1, i1 false)
  %end.i258 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
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
  %part30 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i270, ptr %part30, align 8
  %missing.i274 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i274, label %common.ret, label %call.i275

call.i275:                                        ; preds = %__modlink_format_i64.exit273
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check7.ok:                                        ; preds = %check6.ok
  %strides.at = getelementptr inbounds nuw i8, ptr %X.dltensor, i64 32
  %X.strides = load ptr, ptr %strides.at, align 8
  %has_strides.not = icmp eq ptr %X.strides, null
  br i1 %has_strides.not, label %X.strides.done, label %X.strides.check

X.strides.check:                                  ; preds = %check7.ok
  %stride.at = getelementptr inbounds nuw i8, ptr %X.strides, i64 8
  %X.stride1 = load i64, ptr %stride.at, align 8
  %stride.ok = icmp eq i64 %X.stride1, 1
  br i1 %stride.ok, label %check8.ok, label %check8.fail

X.strides.done:                                   ; preds = %check8.ok, %check7.ok
  %data = load ptr, ptr %X.dltensor, align 8
  %byte_offset.at = getelementptr inbounds nuw i8, ptr %X.dltensor, i64 40
  %byte_offset = load i64, ptr %byte_offset.at, align 8
  %X.data = getelementptr i8, ptr %data, i64 %byte_offset
  %Y.any = getelementptr inbounds nuw i8, ptr %args, i64 16
  %Y.type_index = load i32, ptr %Y.any, align 4
  switch i32 %Y.type_index, label %check10.fail [
    i32 70, label %check10.ok
    i32 7, label %check10.ok
    i32 4, label %check10.ok
  ]

check8.fail:                                      ; preds = %X.strides.check
  store ptr @.str.11, ptr %message.parts, align 8
  %mag.i277 = tail call i64 @llvm.abs.i64(i64 %X.stride1, i1 false)
  %end.i278 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
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
  %part34 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i290, ptr %part34, align 8
  %part35 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.12, ptr %part35, align 8
  %end.i294 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i294, align 1
  %digit.at.i298 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i298, align 1
  %part37 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %digit.at.i298, ptr %part37, align 8
  %missing.i306 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i306, label %common.ret, label %call.i307

call.i307:                                        ; preds = %__modlink_format_i64.exit293
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
  %mag.i309 = tail call i64 @llvm.abs.i64(i64 %X.stride0, i1 false)
  %end.i310 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i310, align 1
  br label %digit.i311

digit.i311:                                       ; preds = %digit.i311, %check9.fail
  %remaining.i312 = phi i64 [ %mag.i309, %check9.fail ], [ %rest.i318, %digit.i311 ]
  %cursor.i313 = phi ptr [ %end.i310, %check9.fail ], [ %digit.at.i314, %digit.i311 ]
  %digit.at.i314 = getelementptr inbounds i8, ptr %cursor.i313, i64 -1
  %digit1.i315 = urem i64 %remaining.i312, 10
  %digit.byte.i316 = trunc nuw nsw i64 %digit1.i315 to i8
  %ascii.i317 = or disjoint i8 %digit.byte.i316, 48
  store i8 %ascii.i317, ptr %digit.at.i314, align 1
  %rest.i318 = udiv i64 %remaining.i312, 10
  %more.not.i319 = icmp ult i64 %remaining.i312, 10
  br i1 %more.not.i319, label %digits.done.i320, label %digit.i311

digits.done.i320:                                 ; preds = %digit.i311
  %neg.i321 = icmp slt i64 %X.stride0, 0
  br i1 %neg.i321, label %sign.i323, label %__modlink_format_i64.exit325

sign.i323:                                        ; preds = %digits.done.i320
  %sign.at.i324 = getelementptr inbounds i8, ptr %cursor.i313, i64 -2
  store i8 45, ptr %sign.at.i324, align 1
  br label %__modlink_format_i64.exit325

__modlink_format_i64.exit325:                     ; preds = %digits.done.i320, %sign.i323
  %start.i322 = phi ptr [ %digit.at.i314, %digits.done.i320 ], [ %sign.at.i324, %sign.i323 ]
  %part44 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i322, ptr %part44, align 8
  %part45 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.12, ptr %part45, align 8
  %end.i326 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i326, align 1
  %digit.at.i330 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 22
  store i8 54, ptr %digit.at.i330, align 1
  %digit.at.i330.1 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 21
  store i8 49, ptr %digit.at.i330.1, align 1
  %part47 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %digit.at.i330.1, ptr %part47, align 8
  %missing.i339 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i339, label %common.ret, label %call.i340

call.i340:                                        ; preds = %__modlink_format_i64.exit325
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check10.fail:                                     ; preds = %X.strides.done
  store ptr @.str.14, ptr %message.parts, align 8
  %4 = tail call i32 @llvm.abs.i32(i32 %Y.type_index, i1 false)
  %mag.i342 = zext i32 %4 to i64
  %end.i343 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i343, align 1
  br label %digit.i344

digit.i344:                                       ; preds = %digit.i344, %check10.fail
  %remaining.i345 = phi i64 [ %mag.i342, %check10.fail ], [ %rest.i351, %digit.i344 ]
  %cursor.i346 = phi ptr [ %end.i343, %check10.fail ], [ %digit.at.i347, %digit.i344 ]
  %digit.at.i347 = getelementptr inbounds i8, ptr %cursor.i346, i64 -1
  %digit1.i348 = urem i64 %remaining.i345, 10
  %digit.byte.i349 = trunc nuw nsw i64 %digit1.i348 to i8
  %ascii.i350 = or disjoint i8 %digit.byte.i349, 48
  store i8 %ascii.i350, ptr %digit.at.i347, align 1
  %rest.i351 = udiv i64 %remaining.i345, 10
  %more.not.i352 = icmp samesign ult i64 %remaining.i345, 10
  br i1 %more.not.i352, label %digits.done.i353, label %digit.i344

digits.done.i353:                                 ; preds = %digit.i344
  %neg.i354 = icmp slt i32 %Y.type_index, 0
  br i1 %neg.i354, label %sign.i356, label %__modlink_format_i64.exit358

sign.i356:                                        ; preds = %digits.done.i353
  %sign.at.i357 = getelementptr inbounds i8, ptr %cursor.i346, i64 -2
  store i8 45, ptr %sign.at.i357, align 1
  br label %__modlink_format_i64.exit358

__modlink_format_i64.exit358:                     ; preds = %digits.done.i353, %sign.i356
  %start.i355 = phi ptr [ %digit.at.i347, %digits.done.i353 ], [ %sign.at.i357, %sign.i356 ]
  %part57 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i355, ptr %part57, align 8
  %missing.i359 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i359, label %common.ret, label %call.i360

call.i360:                                        ; preds = %__modlink_format_i64.exit358
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check10.ok:                                       ; preds = %X.strides.done, %X.strides.done, %X.strides.done
  %is51 = icmp eq i32 %Y.type_index, 70
  %Y.value = getelementptr inbounds nuw i8, ptr %args, i64 24
  %Y.ptr = load ptr, ptr %Y.value, align 8
  %Y.dltensor.idx = select i1 %is51, i64 24, i64 0
  %Y.dltensor = getelementptr inbounds nuw i8, ptr %Y.ptr, i64 %Y.dltensor.idx
  %null58.not = icmp eq ptr %Y.ptr, null
  br i1 %null58.not, label %check11.fail, label %check11.ok

check11.fail:                                     ; preds = %check10.ok
  store ptr @.str.15, ptr %message.parts, align 8
  %missing.i362 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i362, label %common.ret, label %call.i363

call.i363:                                        ; preds = %check11.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check11.ok:                                       ; preds = %check10.ok
  %ndim.at61 = getelementptr inbounds nuw i8, ptr %Y.dltensor, i64 16
  %Y.ndim = load i32, ptr %ndim.at61, align 4
  %ndim.ok62 = icmp eq i32 %Y.ndim, 2
  br i1 %ndim.ok62, label %check12.ok, label %check12.fail

check12.fail:                                     ; preds = %check11.ok
  store ptr @.str.16, ptr %message.parts, align 8
  %5 = tail call i32 @llvm.abs.i32(i32 %Y.ndim, i1 false)
  %mag.i365 = zext i32 %5 to i64
  %end.i366 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i366, align 1
  br label %digit.i367

digit.i367:                                       ; preds = %digit.i367, %check12.fail
  %remaining.i368 = phi i64 [ %mag.i365, %check12.fail ], [ %rest.i374, %digit.i367 ]
  %cursor.i369 = phi ptr [ %end.i366, %check12.fail ], [ %digit.at.i370, %digit.i367 ]
  %digit.at.i370 = getelementptr inbounds i8, ptr %cursor.i369, i64 -1
  %digit1.i371 = urem i64 %remaining.i368, 10
  %digit.byte.i372 = trunc nuw nsw i64 %digit1.i371 to i8
  %ascii.i373 = or disjoint i8 %digit.byte.i372, 48
  store i8 %ascii.i373, ptr %digit.at.i370, align 1
  %rest.i374 = udiv i64 %remaining.i368, 10
  %more.not.i375 = icmp samesign ult i64 %remaining.i368, 10
  br i1 %more.not.i375, label %digits.done.i376, label %digit.i367

digits.done.i376:                                 ; preds = %digit.i367
  %neg.i377 = icmp slt i32 %Y.ndim, 0
  br i1 %neg.i377, label %sign.i379, label %__modlink_format_i64.exit381

sign.i379:                                        ; preds = %digits.done.i376
  %sign.at.i380 = getelementptr inbounds i8, ptr %cursor.i369, i64 -2
  store i8 45, ptr %sign.at.i380, align 1
  br label %__modlink_format_i64.exit381

__modlink_format_i64.exit381:                     ; preds = %digits.done.i376, %sign.i379
  %start.i378 = phi ptr [ %digit.at.i370, %digits.done.i376 ], [ %sign.at.i380, %sign.i379 ]
  %part66 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i378, ptr %part66, align 8
  %missing.i382 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i382, label %common.ret, label %call.i383

call.i383:                                        ; preds = %__modlink_format_i64.exit381
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check12.ok:                                       ; preds = %check11.ok
  %dtype.at67 = getelementptr inbounds nuw i8, ptr %Y.dltensor, i64 20
  %bits.at69 = getelementptr inbounds nuw i8, ptr %Y.dltensor, i64 21
  %lanes.at70 = getelementptr inbounds nuw i8, ptr %Y.dltensor, i64 22
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
  %code79 = zext i8 %code71 to i64
  store ptr @.str.17, ptr %message.parts, align 8
  %end.i386 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i386, align 1
  br label %digit.i387

digit.i387:                                       ; preds = %digit.i387, %check13.fail
  %remaining.i388 = phi i64 [ %code79, %check13.fail ], [ %rest.i394, %digit.i387 ]
  %cursor.i389 = phi ptr [ %end.i386, %check13.fail ], [ %digit.at.i390, %digit.i387 ]
  %digit.at.i390 = getelementptr inbounds i8, ptr %cursor.i389, i64 -1
  %digit1.i391 = urem i64 %remaining.i388, 10
  %digit.byte.i392 = trunc nuw nsw i64 %digit1.i391 to i8
  %ascii.i393 = or disjoint i8 %digit.byte.i392, 48
  store i8 %ascii.i393, ptr %digit.at.i390, align 1
  %rest.i394 = udiv i64 %remaining.i388, 10
  %more.not.i395 = icmp samesign ult i64 %remaining.i388, 10
  br i1 %more.not.i395, label %__modlink_format_i64.exit401, label %digit.i387

__modlink_format_i64.exit401:                     ; preds = %digit.i387
  %bits80 = zext i8 %bits72 to i64
  %part84 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %digit.at.i390, ptr %part84, align 8
  %part85 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.7, ptr %part85, align 8
  %end.i403 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i403, align 1
  br label %digit.i404

digit.i404:                                       ; preds = %digit.i404, %__modlink_format_i64.exit401
  %remaining.i405 = phi i64 [ %bits80, %__modlink_format_i64.exit401 ], [ %rest.i411, %digit.i404 ]
  %cursor.i406 = phi ptr [ %end.i403, %__modlink_format_i64.exit401 ], [ %digit.at.i407, %digit.i404 ]
  %digit.at.i407 = getelementptr inbounds i8, ptr %cursor.i406, i64 -1
  %digit1.i408 = urem i64 %remaining.i405, 10
  %digit.byte.i409 = trunc nuw nsw i64 %digit1.i408 to i8
  %ascii.i410 = or disjoint i8 %digit.byte.i409, 48
  store i8 %ascii.i410, ptr %digit.at.i407, align 1
  %rest.i411 = udiv i64 %remaining.i405, 10
  %more.not.i412 = icmp samesign ult i64 %remaining.i405, 10
  br i1 %more.not.i412, label %__modlink_format_i64.exit418, label %digit.i404

__modlink_format_i64.exit418:                     ; preds = %digit.i404
  %lanes81 = zext i16 %lanes73 to i64
  %part87 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %digit.at.i407, ptr %part87, align 8
  %part88 = getelementptr inbounds nuw i8, ptr %message.parts, i64 32
  store ptr @.str.8, ptr %part88, align 8
  %end.i420 = getelementptr inbounds nuw i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i420, align 1
  br label %digit.i421

digit.i421:                                       ; preds = %digit.i421, %__modlink_format_i64.exit418
  %remaining.i422 = phi i64 [ %lanes81, %__modlink_format_i64.exit418 ], [ %rest.i428, %digit.i421 ]
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
  %part90 = getelementptr inbounds nuw i8, ptr %message.parts, i64 40
  store ptr %digit.at.i424, ptr %part90, align 8
  %missing.i436 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i436, label %common.ret, label %call.i437

call.i437:                                        ; preds = %__modlink_format_i64.exit435
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check13.ok:                                       ; preds = %check12.ok
  %device.at91 = getelementptr inbounds nuw i8, ptr %Y.dltensor, i64 8
  %Y.device_type = load i32, ptr %device.at91, align 4
  %device.ok92 = icmp eq i32 %Y.device_type, 1
  br i1 %device.ok92, label %check14.ok, label %check14.fail

check14.fail:                                     ; preds = %check13.ok
  store ptr @.str.18, ptr %message.parts, align 8
  %6 = tail call i32 @llvm.abs.i32(i32 %Y.device_type, i1 false)
  %mag.i439 = zext i32 %6 to i64
  %end.i440 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i440, align 1
  br label %digit.i441

digit.i441:                                       ; preds = %digit.i441, %check14.fail
  %remaining.i442 = phi i64 [ %mag.i439, %check14.fail ], [ %rest.i448, %digit.i441 ]
  %cursor.i443 = phi ptr [ %end.i440, %check14.fail ], [ %digit.at.i444, %digit.i441 ]
  %digit.at.i444 = getelementptr inbounds i8, ptr %cursor.i443, i64 -1
  %digit1.i445 = urem i64 %remaining.i442, 10
  %digit.byte.i446 = trunc nuw nsw i64 %digit1.i445 to i8
  %ascii.i447 = or disjoint i8 %digit.byte.i446, 48
  store i8 %ascii.i447, ptr %digit.at.i444, align 1
  %rest.i448 = udiv i64 %remaining.i442, 10
  %more.not.i449 = icmp samesign ult i64 %remaining.i442, 10
  br i1 %more.not.i449, label %digits.done.i450, label %digit.i441

digits.done.i450:                                 ; preds = %digit.i441
  %neg.i451 = icmp slt i32 %Y.device_type, 0
  br i1 %neg.i451, label %sign.i453, label %__modlink_format_i64.exit455

sign.i453:                                        ; preds = %digits.done.i450
  %sign.at.i454 = getelementptr inbounds i8, ptr %cursor.i443, i64 -2
  store i8 45, ptr %sign.at.i454, align 1
  br label %__modlink_format_i64.exit455

__modlink_format_i64.exit455:                     ; preds = %digits.done.i450, %sign.i453
  %start.i452 = phi ptr [ %digit.at.i444, %digits.done.i450 ], [ %sign.at.i454, %sign.i453 ]
  %part96 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i452, ptr %part96, align 8
  %missing.i456 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i456, label %common.ret, label %call.i457

call.i457:                                        ; preds = %__modlink_format_i64.exit455
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check14.ok:                                       ; preds = %check13.ok
  %shape.at97 = getelementptr inbounds nuw i8, ptr %Y.dltensor, i64 24
  %Y.shape = load ptr, ptr %shape.at97, align 8
  %Y.shape0 = load i64, ptr %Y.shape, align 8
  %extent.ok99 = icmp eq i64 %Y.shape0, %X.shape0
  br i1 %extent.ok99, label %check15.ok, label %check15.fail

check15.fail:                                     ; preds = %check14.ok
  store ptr @.str.19, ptr %message.parts, align 8
  %mag.i459 = tail call i64 @llvm.abs.i64(i64 %Y.shape0, i1 false)
  %end.i460 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i460, align 1
  br label %digit.i461

digit.i461:                                       ; preds = %digit.i461, %check15.fail
  %remaining.i462 = phi i64 [ %mag.i459, %check15.fail ], [ %rest.i468, %digit.i461 ]
  %cursor.i463 = phi ptr [ %end.i460, %check15.fail ], [ %digit.at.i464, %digit.i461 ]
  %digit.at.i464 = getelementptr inbounds i8, ptr %cursor.i463, i64 -1
  %digit1.i465 = urem i64 %remaining.i462, 10
  %digit.byte.i466 = trunc nuw nsw i64 %digit1.i465 to i8
  %ascii.i467 = or disjoint i8 %digit.byte.i466, 48
  store i8 %ascii.i467, ptr %digit.at.i464, align 1
  %rest.i468 = udiv i64 %remaining.i462, 10
  %more.not.i469 = icmp ult i64 %remaining.i462, 10
  br i1 %more.not.i469, label %digits.done.i470, label %digit.i461

digits.done.i470:                                 ; preds = %digit.i461
  %neg.i471 = icmp slt i64 %Y.shape0, 0
  br i1 %neg.i471, label %sign.i473, label %__modlink_format_i64.exit475

sign.i473:                                        ; preds = %digits.done.i470
  %sign.at.i474 = getelementptr inbounds i8, ptr %cursor.i463, i64 -2
  store i8 45, ptr %sign.at.i474, align 1
  br label %__modlink_format_i64.exit475

__modlink_format_i64.exit475:                     ; preds = %digits.done.i470, %sign.i473
  %start.i472 = phi ptr [ %digit.at.i464, %digits.done.i470 ], [ %sign.at.i474, %sign.i473 ]
  %part102 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i472, ptr %part102, align 8
  %part103 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.20, ptr %part103, align 8
  %mag.i476 = call i64 @llvm.abs.i64(i64 %X.shape0, i1 false)
  %end.i477 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i477, align 1
  br label %digit.i478

digit.i478:                                       ; preds = %digit.i478, %__modlink_format_i64.exit475
  %remaining.i479 = phi i64 [ %mag.i476, %__modlink_format_i64.exit475 ], [ %rest.i485, %digit.i478 ]
  %cursor.i480 = phi ptr [ %end.i477, %__modlink_format_i64.exit475 ], [ %digit.at.i481, %digit.i478 ]
  %digit.at.i481 = getelementptr inbounds i8, ptr %cursor.i480, i64 -1
  %digit1.i482 = urem i64 %remaining.i479, 10
  %digit.byte.i483 = trunc nuw nsw i64 %digit1.i482 to i8
  %ascii.i484 = or disjoint i8 %digit.byte.i483, 48
  store i8 %ascii.i484, ptr %digit.at.i481, align 1
  %rest.i485 = udiv i64 %remaining.i479, 10
  %more.not.i486 = icmp ult i64 %remaining.i479, 10
  br i1 %more.not.i486, label %digits.done.i487, label %digit.i478

digits.done.i487:                                 ; preds = %digit.i478
  %neg.i488 = icmp slt i64 %X.shape0, 0
  br i1 %neg.i488, label %sign.i490, label %__modlink_format_i64.exit492

sign.i490:                                        ; preds = %digits.done.i487
  %sign.at.i491 = getelementptr inbounds i8, ptr %cursor.i480, i64 -2
  store i8 45, ptr %sign.at.i491, align 1
  br label %__modlink_format_i64.exit492

__modlink_format_i64.exit492:                     ; preds = %digits.done.i487, %sign.i490
  %start.i489 = phi ptr [ %digit.at.i481, %digits.done.i487 ], [ %sign.at.i491, %sign.i490 ]
  %part105 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %start.i489, ptr %part105, align 8
  %missing.i493 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i493, label %common.ret, label %call.i494

call.i494:                                        ; preds = %__modlink_format_i64.exit492
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check15.ok:                                       ; preds = %check14.ok
  %extent.at106 = getelementptr inbounds nuw i8, ptr %Y.shape, i64 8
  %Y.shape1 = load i64, ptr %extent.at106, align 8
  %extent.ok107 = icmp eq i64 %Y.shape1, 16
  br i1 %extent.ok107, label %check16.ok, label %check16.fail

check16.fail:                                     ; preds = %check15.ok
  store ptr @.str.21, ptr %message.parts, align 8
  %mag.i496 = tail call i64 @llvm.abs.i64(i64 %Y.shape1, i1 false)
  %end.i497 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i497, align 1
  br label %digit.i498

digit.i498:                                       ; preds = %digit.i498, %check16.fail
  %remaining.i499 = phi i64 [ %mag.i496, %check16.fail ], [ %rest.i505, %digit.i498 ]
  %cursor.i500 = phi ptr [ %end.i497, %check16.fail ], [ %digit.at.i501, %digit.i498 ]
  %digit.at.i501 = getelementptr inbounds i8, ptr %cursor.i500, i64 -1
  %digit1.i502 = urem i64 %remaining.i499, 10
  %digit.byte.i503 = trunc nuw nsw i64 %digit1.i502 to i8
  %ascii.i504 = or disjoint i8 %digit.byte.i503, 48
  store i8 %ascii.i504, ptr %digit.at.i501, align 1
  %rest.i505 = udiv i64 %remaining.i499, 10
  %more.not.i506 = icmp ult i64 %remaining.i499, 10
  br i1 %more.not.i506, label %digits.done.i507, label %digit.i498

digits.done.i507:                                 ; preds = %digit.i498
  %neg.i508 = icmp slt i64 %Y.shape1, 0
  br i1 %neg.i508, label %sign.i510, label %__modlink_format_i64.exit512

sign.i510:                                        ; preds = %digits.done.i507
  %sign.at.i511 = getelementptr inbounds i8, ptr %cursor.i500, i64 -2
  store i8 45, ptr %sign.at.i511, align 1
  br label %__modlink_format_i64.exit512

__modlink_format_i64.exit512:                     ; preds = %digits.done.i507, %sign.i510
  %start.i509 = phi ptr [ %digit.at.i501, %digits.done.i507 ], [ %sign.at.i511, %sign.i510 ]
  %part110 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i509, ptr %part110, align 8
  %missing.i513 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i513, label %common.ret, label %call.i514

call.i514:                                        ; preds = %__modlink_format_i64.exit512
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check16.ok:                                       ; preds = %check15.ok
  %strides.at111 = getelementptr inbounds nuw i8, ptr %Y.dltensor, i64 32
  %Y.strides = load ptr, ptr %strides.at111, align 8
  %has_strides112.not = icmp eq ptr %Y.strides, null
  br i1 %has_strides112.not, label %Y.strides.done, label %Y.strides.check

Y.strides.check:                                  ; preds = %check16.ok
  %stride.at113 = getelementptr inbounds nuw i8, ptr %Y.strides, i64 8
  %Y.stride1 = load i64, ptr %stride.at113, align 8
  %stride.ok114 = icmp eq i64 %Y.stride1, 1
  br i1 %stride.ok114, label %check17.ok, label %check17.fail

Y.strides.done:                                   ; preds = %check17.ok, %check16.ok
  %data136 = load ptr, ptr %Y.dltensor, align 8
  %byte_offset.at137 = getelementptr inbounds nuw i8, ptr %Y.dltensor, i64 40
  %byte_offset138 = load i64, ptr %byte_offset.at137, align 8
  %Y.data = getelementptr i8, ptr %data136, i64 %byte_offset138
  %status = tail call i32 @softmax_rows_c(ptr %X.data, ptr %Y.data, i64 %X.shape0)
  br label %common.ret

check17.fail:                                     ; preds = %Y.strides.check
  store ptr @.str.22, ptr %message.parts, align 8
  %mag.i516 = tail call i64 @llvm.abs.i64(i64 %Y.stride1, i1 false)
  %end.i517 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i517, align 1
  br label %digit.i518

digit.i518:                                       ; preds = %digit.i518, %check17.fail
  %remaining.i519 = phi i64 [ %mag.i516, %check17.fail ], [ %rest.i525, %digit.i518 ]
  %cursor.i520 = phi ptr [ %end.i517, %check17.fail ], [ %digit.at.i521, %digit.i518 ]
  %digit.at.i521 = getelementptr inbounds i8, ptr %cursor.i520, i64 -1
  %digit1.i522 = urem i64 %remaining.i519, 10
  %digit.byte.i523 = trunc nuw nsw i64 %digit1.i522 to i8
  %ascii.i524 = or disjoint i8 %digit.byte.i523, 48
  store i8 %ascii.i524, ptr %digit.at.i521, align 1
  %rest.i525 = udiv i64 %remaining.i519, 10
  %more.not.i526 = icmp ult i64 %remaining.i519, 10
  br i1 %more.not.i526, label %digits.done.i527, label %digit.i518

digits.done.i527:                                 ; preds = %digit.i518
  %neg.i528 = icmp slt i64 %Y.stride1, 0
  br i1 %neg.i528, label %sign.i530, label %__modlink_format_i64.exit532

sign.i530:                                        ; preds = %digits.done.i527
  %sign.at.i531 = getelementptr inbounds i8, ptr %cursor.i520, i64 -2
  store i8 45, ptr %sign.at.i531, align 1
  br label %__modlink_format_i64.exit532

__modlink_format_i64.exit532:                     ; preds = %digits.done.i527, %sign.i530
  %start.i529 = phi ptr [ %digit.at.i521, %digits.done.i527 ], [ %sign.at.i531, %sign.i530 ]
  %part119 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i529, ptr %part119, align 8
  %part120 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.12, ptr %part120, align 8
  %end.i533 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i533, align 1
  %digit.at.i537 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i537, align 1
  %part122 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %digit.at.i537, ptr %part122, align 8
  %missing.i545 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i545, label %common.ret, label %call.i546

call.i546:                                        ; preds = %__modlink_format_i64.exit532
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
  %mag.i548 = tail call i64 @llvm.abs.i64(i64 %Y.stride0, i1 false)
  %end.i549 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i549, align 1
  br label %digit.i550

digit.i550:                                       ; preds = %digit.i550, %check18.fail
  %remaining.i551 = phi i64 [ %mag.i548, %check18.fail ], [ %rest.i557, %digit.i550 ]
  %cursor.i552 = phi ptr [ %end.i549, %check18.fail ], [ %digit.at.i553, %digit.i550 ]
  %digit.at.i553 = getelementptr inbounds i8, ptr %cursor.i552, i64 -1
  %digit1.i554 = urem i64 %remaining.i551, 10
  %digit.byte.i555 = trunc nuw nsw i64 %digit1.i554 to i8
  %ascii.i556 = or disjoint i8 %digit.byte.i555, 48
  store i8 %ascii.i556, ptr %digit.at.i553, align 1
  %rest.i557 = udiv i64 %remaining.i551, 10
  %more.not.i558 = icmp ult i64 %remaining.i551, 10
  br i1 %more.not.i558, label %digits.done.i559, label %digit.i550

digits.done.i559:                                 ; preds = %digit.i550
  %neg.i560 = icmp slt i64 %Y.stride0, 0
  br i1 %neg.i560, label %sign.i562, label %__modlink_format_i64.exit564

sign.i562:                                        ; preds = %digits.done.i559
  %sign.at.i563 = getelementptr inbounds i8, ptr %cursor.i552, i64 -2
  store i8 45, ptr %sign.at.i563, align 1
  br label %__modlink_format_i64.exit564

__modlink_format_i64.exit564:                     ; preds = %digits.done.i559, %sign.i562
  %start.i561 = phi ptr [ %digit.at.i553, %digits.done.i559 ], [ %sign.at.i563, %sign.i562 ]
  %part130 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i561, ptr %part130, align 8
  %part131 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.12, ptr %part131, align 8
  %end.i565 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i565, align 1
  %digit.at.i569 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 22
  store i8 54, ptr %digit.at.i569, align 1
  %digit.at.i569.1 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 21
  store i8 49, ptr %digit.at.i569.1, align 1
  %part133 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %digit.at.i569.1, ptr %part133, align 8
  %missing.i578 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i578, label %common.ret, label %call.i579

call.i579:                                        ; preds = %__modlink_format_i64.exit564
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

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.exp.v4f32(<4 x float>) #3

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) }
attributes #1 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.isvectorized", i32 1}
!2 = !{!"llvm.loop.unroll.disable"}
