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

common.ret:                                       ; preds = %call.i582, %__modlink_format_i64.exit567, %call.i549, %__modlink_format_i64.exit535, %call.i517, %__modlink_format_i64.exit515, %call.i497, %__modlink_format_i64.exit495, %call.i460, %__modlink_format_i64.exit458, %call.i440, %__modlink_format_i64.exit438, %call.i386, %__modlink_format_i64.exit384, %call.i366, %check11.fail, %call.i363, %__modlink_format_i64.exit361, %call.i343, %__modlink_format_i64.exit328, %call.i310, %__modlink_format_i64.exit296, %call.i278, %__modlink_format_i64.exit276, %call.i258, %__modlink_format_i64.exit256, %call.i238, %__modlink_format_i64.exit236, %call.i184, %__modlink_format_i64.exit182, %call.i164, %check3.fail, %call.i161, %__modlink_format_i64.exit159, %call.i, %__modlink_format_i64.exit, %Y.strides.done
  %common.ret.op = phi i32 [ -1, %call.i549 ], [ -1, %call.i ], [ -1, %call.i161 ], [ -1, %call.i164 ], [ -1, %call.i184 ], [ -1, %call.i238 ], [ -1, %call.i258 ], [ -1, %call.i278 ], [ -1, %call.i310 ], [ -1, %call.i343 ], [ -1, %call.i363 ], [ -1, %call.i366 ], [ -1, %call.i386 ], [ -1, %call.i440 ], [ -1, %call.i460 ], [ -1, %call.i497 ], [ 0, %Y.strides.done ], [ -1, %call.i517 ], [ -1, %__modlink_format_i64.exit ], [ -1, %__modlink_format_i64.exit159 ], [ -1, %check3.fail ], [ -1, %__modlink_format_i64.exit182 ], [ -1, %__modlink_format_i64.exit236 ], [ -1, %__modlink_format_i64.exit256 ], [ -1, %__modlink_format_i64.exit276 ], [ -1, %__modlink_format_i64.exit296 ], [ -1, %__modlink_format_i64.exit328 ], [ -1, %__modlink_format_i64.exit361 ], [ -1, %check11.fail ], [ -1, %__modlink_format_i64.exit384 ], [ -1, %__modlink_format_i64.exit438 ], [ -1, %__modlink_format_i64.exit458 ], [ -1, %__modlink_format_i64.exit495 ], [ -1, %__modlink_format_i64.exit515 ], [ -1, %__modlink_format_i64.exit535 ], [ -1, %__modlink_format_i64.exit567 ], [ -1, %call.i582 ]
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
  %mag.i143 = zext i32 %1 to i64
  %end.i144 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
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
  %more.not.i153 = icmp samesign ult i64 %remaining.i146, 10
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
  %part7 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i156, ptr %part7, align 8
  %missing.i160 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i160, label %common.ret, label %call.i161

call.i161:                                        ; preds = %__modlink_format_i64.exit159
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check2.ok:                                        ; preds = %check1.ok, %check1.ok, %check1.ok
  %is = icmp eq i32 %X.type_index, 70
  %X.value = getelementptr inbounds nuw i8, ptr %args, i64 8
  %X.ptr = load ptr, ptr %X.value, align 8
  %X.dltensor.idx = select i1 %is, i64 24, i64 0
  %X.dltensor = getelementptr inbounds nuw i8, ptr %X.ptr, i64 %X.dltensor.idx
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
  %ndim.at = getelementptr inbounds nuw i8, ptr %X.dltensor, i64 16
  %X.ndim = load i32, ptr %ndim.at, align 4
  %ndim.ok = icmp eq i32 %X.ndim, 2
  br i1 %ndim.ok, label %check4.ok, label %check4.fail

check4.fail:                                      ; preds = %check3.ok
  store ptr @.str.5, ptr %message.parts, align 8
  %2 = tail call i32 @llvm.abs.i32(i32 %X.ndim, i1 false)
  %mag.i166 = zext i32 %2 to i64
  %end.i167 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
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
  %more.not.i176 = icmp samesign ult i64 %remaining.i169, 10
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
  %part11 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i179, ptr %part11, align 8
  %missing.i183 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i183, label %common.ret, label %call.i184

call.i184:                                        ; preds = %__modlink_format_i64.exit182
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
  %dtype.ok12 = and i1 %dtype.ok, %lanes.ok
  br i1 %dtype.ok12, label %check5.ok, label %check5.fail

check5.fail:                                      ; preds = %check4.ok
  %code13 = zext i8 %code to i64
  store ptr @.str.6, ptr %message.parts, align 8
  %end.i187 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
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
  %more.not.i196 = icmp samesign ult i64 %remaining.i189, 10
  br i1 %more.not.i196, label %__modlink_format_i64.exit202, label %digit.i188

__modlink_format_i64.exit202:                     ; preds = %digit.i188
  %bits14 = zext i8 %bits to i64
  %part18 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %digit.at.i191, ptr %part18, align 8
  %part19 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.7, ptr %part19, align 8
  %end.i204 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
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
  %more.not.i213 = icmp samesign ult i64 %remaining.i206, 10
  br i1 %more.not.i213, label %__modlink_format_i64.exit219, label %digit.i205

__modlink_format_i64.exit219:                     ; preds = %digit.i205
  %lanes15 = zext i16 %lanes to i64
  %part21 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %digit.at.i208, ptr %part21, align 8
  %part22 = getelementptr inbounds nuw i8, ptr %message.parts, i64 32
  store ptr @.str.8, ptr %part22, align 8
  %end.i221 = getelementptr inbounds nuw i8, ptr %message.digits2, i64 23
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
  %more.not.i230 = icmp samesign ult i64 %remaining.i223, 10
  br i1 %more.not.i230, label %__modlink_format_i64.exit236, label %digit.i222

__modlink_format_i64.exit236:                     ; preds = %digit.i222
  %part24 = getelementptr inbounds nuw i8, ptr %message.parts, i64 40
  store ptr %digit.at.i225, ptr %part24, align 8
  %missing.i237 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i237, label %common.ret, label %call.i238

call.i238:                                        ; preds = %__modlink_format_i64.exit236
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
  %mag.i240 = zext i32 %3 to i64
  %end.i241 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
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
  %more.not.i250 = icmp samesign ult i64 %remaining.i243, 10
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
  %part27 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i253, ptr %part27, align 8
  %missing.i257 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i257, label %common.ret, label %call.i258

call.i258:                                        ; preds = %__modlink_format_i64.exit256
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check6.ok:                                        ; preds = %check5.ok
  %shape.at = getelementptr inbounds nuw i8, ptr %X.dltensor, i64 24
  %X.shape = load ptr, ptr %shape.at, align 8
  %X.shape0 = load i64, ptr %X.shape, align 8
  %extent.at28 = getelementptr inbounds nuw i8, ptr %X.shape, i64 8
  %X.shape1 = load i64, ptr %extent.at28, align 8
  %extent.ok = icmp eq i64 %X.shape1, 16
  br i1 %extent.ok, label %check7.ok, label %check7.fail

check7.fail:                                      ; preds = %check6.ok
  store ptr @.str.10, ptr %message.parts, align 8
  %mag.i260 = tail call i64 @llvm.abs.i64(i64 %X.shape1, i1 false)
  %end.i261 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
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
  %part31 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i273, ptr %part31, align 8
  %missing.i277 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i277, label %common.ret, label %call.i278

call.i278:                                        ; preds = %__modlink_format_i64.exit276
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
  %mag.i280 = tail call i64 @llvm.abs.i64(i64 %X.stride1, i1 false)
  %end.i281 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
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
  %part35 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i293, ptr %part35, align 8
  %part36 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.12, ptr %part36, align 8
  %end.i297 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i297, align 1
  %digit.at.i301 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i301, align 1
  %part38 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %digit.at.i301, ptr %part38, align 8
  %missing.i309 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i309, label %common.ret, label %call.i310

call.i310:                                        ; preds = %__modlink_format_i64.exit296
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
  %mag.i312 = tail call i64 @llvm.abs.i64(i64 %X.stride0, i1 false)
  %end.i313 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i313, align 1
  br label %digit.i314

digit.i314:                                       ; preds = %digit.i314, %check9.fail
  %remaining.i315 = phi i64 [ %mag.i312, %check9.fail ], [ %rest.i321, %digit.i314 ]
  %cursor.i316 = phi ptr [ %end.i313, %check9.fail ], [ %digit.at.i317, %digit.i314 ]
  %digit.at.i317 = getelementptr inbounds i8, ptr %cursor.i316, i64 -1
  %digit1.i318 = urem i64 %remaining.i315, 10
  %digit.byte.i319 = trunc nuw nsw i64 %digit1.i318 to i8
  %ascii.i320 = or disjoint i8 %digit.byte.i319, 48
  store i8 %ascii.i320, ptr %digit.at.i317, align 1
  %rest.i321 = udiv i64 %remaining.i315, 10
  %more.not.i322 = icmp ult i64 %remaining.i315, 10
  br i1 %more.not.i322, label %digits.done.i323, label %digit.i314

digits.done.i323:                                 ; preds = %digit.i314
  %neg.i324 = icmp slt i64 %X.stride0, 0
  br i1 %neg.i324, label %sign.i326, label %__modlink_format_i64.exit328

sign.i326:                                        ; preds = %digits.done.i323
  %sign.at.i327 = getelementptr inbounds i8, ptr %cursor.i316, i64 -2
  store i8 45, ptr %sign.at.i327, align 1
  br label %__modlink_format_i64.exit328

__modlink_format_i64.exit328:                     ; preds = %digits.done.i323, %sign.i326
  %start.i325 = phi ptr [ %digit.at.i317, %digits.done.i323 ], [ %sign.at.i327, %sign.i326 ]
  %part45 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i325, ptr %part45, align 8
  %part46 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.12, ptr %part46, align 8
  %end.i329 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i329, align 1
  %digit.at.i333 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 22
  store i8 54, ptr %digit.at.i333, align 1
  %digit.at.i333.1 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 21
  store i8 49, ptr %digit.at.i333.1, align 1
  %part48 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %digit.at.i333.1, ptr %part48, align 8
  %missing.i342 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i342, label %common.ret, label %call.i343

call.i343:                                        ; preds = %__modlink_format_i64.exit328
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check10.fail:                                     ; preds = %X.strides.done
  store ptr @.str.14, ptr %message.parts, align 8
  %4 = tail call i32 @llvm.abs.i32(i32 %Y.type_index, i1 false)
  %mag.i345 = zext i32 %4 to i64
  %end.i346 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i346, align 1
  br label %digit.i347

digit.i347:                                       ; preds = %digit.i347, %check10.fail
  %remaining.i348 = phi i64 [ %mag.i345, %check10.fail ], [ %rest.i354, %digit.i347 ]
  %cursor.i349 = phi ptr [ %end.i346, %check10.fail ], [ %digit.at.i350, %digit.i347 ]
  %digit.at.i350 = getelementptr inbounds i8, ptr %cursor.i349, i64 -1
  %digit1.i351 = urem i64 %remaining.i348, 10
  %digit.byte.i352 = trunc nuw nsw i64 %digit1.i351 to i8
  %ascii.i353 = or disjoint i8 %digit.byte.i352, 48
  store i8 %ascii.i353, ptr %digit.at.i350, align 1
  %rest.i354 = udiv i64 %remaining.i348, 10
  %more.not.i355 = icmp samesign ult i64 %remaining.i348, 10
  br i1 %more.not.i355, label %digits.done.i356, label %digit.i347

digits.done.i356:                                 ; preds = %digit.i347
  %neg.i357 = icmp slt i32 %Y.type_index, 0
  br i1 %neg.i357, label %sign.i359, label %__modlink_format_i64.exit361

sign.i359:                                        ; preds = %digits.done.i356
  %sign.at.i360 = getelementptr inbounds i8, ptr %cursor.i349, i64 -2
  store i8 45, ptr %sign.at.i360, align 1
  br label %__modlink_format_i64.exit361

__modlink_format_i64.exit361:                     ; preds = %digits.done.i356, %sign.i359
  %start.i358 = phi ptr [ %digit.at.i350, %digits.done.i356 ], [ %sign.at.i360, %sign.i359 ]
  %part59 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i358, ptr %part59, align 8
  %missing.i362 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i362, label %common.ret, label %call.i363

call.i363:                                        ; preds = %__modlink_format_i64.exit361
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check10.ok:                                       ; preds = %X.strides.done, %X.strides.done, %X.strides.done
  %is50 = icmp eq i32 %Y.type_index, 70
  %Y.value = getelementptr inbounds nuw i8, ptr %args, i64 24
  %Y.ptr = load ptr, ptr %Y.value, align 8
  %Y.dltensor.idx = select i1 %is50, i64 24, i64 0
  %Y.dltensor = getelementptr inbounds nuw i8, ptr %Y.ptr, i64 %Y.dltensor.idx
  %null60.not = icmp eq ptr %Y.ptr, null
  br i1 %null60.not, label %check11.fail, label %check11.ok

check11.fail:                                     ; preds = %check10.ok
  store ptr @.str.15, ptr %message.parts, align 8
  %missing.i365 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i365, label %common.ret, label %call.i366

call.i366:                                        ; preds = %check11.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check11.ok:                                       ; preds = %check10.ok
  %ndim.at63 = getelementptr inbounds nuw i8, ptr %Y.dltensor, i64 16
  %Y.ndim = load i32, ptr %ndim.at63, align 4
  %ndim.ok64 = icmp eq i32 %Y.ndim, 2
  br i1 %ndim.ok64, label %check12.ok, label %check12.fail

check12.fail:                                     ; preds = %check11.ok
  store ptr @.str.16, ptr %message.parts, align 8
  %5 = tail call i32 @llvm.abs.i32(i32 %Y.ndim, i1 false)
  %mag.i368 = zext i32 %5 to i64
  %end.i369 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i369, align 1
  br label %digit.i370

digit.i370:                                       ; preds = %digit.i370, %check12.fail
  %remaining.i371 = phi i64 [ %mag.i368, %check12.fail ], [ %rest.i377, %digit.i370 ]
  %cursor.i372 = phi ptr [ %end.i369, %check12.fail ], [ %digit.at.i373, %digit.i370 ]
  %digit.at.i373 = getelementptr inbounds i8, ptr %cursor.i372, i64 -1
  %digit1.i374 = urem i64 %remaining.i371, 10
  %digit.byte.i375 = trunc nuw nsw i64 %digit1.i374 to i8
  %ascii.i376 = or disjoint i8 %digit.byte.i375, 48
  store i8 %ascii.i376, ptr %digit.at.i373, align 1
  %rest.i377 = udiv i64 %remaining.i371, 10
  %more.not.i378 = icmp samesign ult i64 %remaining.i371, 10
  br i1 %more.not.i378, label %digits.done.i379, label %digit.i370

digits.done.i379:                                 ; preds = %digit.i370
  %neg.i380 = icmp slt i32 %Y.ndim, 0
  br i1 %neg.i380, label %sign.i382, label %__modlink_format_i64.exit384

sign.i382:                                        ; preds = %digits.done.i379
  %sign.at.i383 = getelementptr inbounds i8, ptr %cursor.i372, i64 -2
  store i8 45, ptr %sign.at.i383, align 1
  br label %__modlink_format_i64.exit384

__modlink_format_i64.exit384:                     ; preds = %digits.done.i379, %sign.i382
  %start.i381 = phi ptr [ %digit.at.i373, %digits.done.i379 ], [ %sign.at.i383, %sign.i382 ]
  %part68 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i381, ptr %part68, align 8
  %missing.i385 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i385, label %common.ret, label %call.i386

call.i386:                                        ; preds = %__modlink_format_i64.exit384
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check12.ok:                                       ; preds = %check11.ok
  %dtype.at69 = getelementptr inbounds nuw i8, ptr %Y.dltensor, i64 20
  %bits.at71 = getelementptr inbounds nuw i8, ptr %Y.dltensor, i64 21
  %lanes.at72 = getelementptr inbounds nuw i8, ptr %Y.dltensor, i64 22
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
  %code81 = zext i8 %code73 to i64
  store ptr @.str.17, ptr %message.parts, align 8
  %end.i389 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i389, align 1
  br label %digit.i390

digit.i390:                                       ; preds = %digit.i390, %check13.fail
  %remaining.i391 = phi i64 [ %code81, %check13.fail ], [ %rest.i397, %digit.i390 ]
  %cursor.i392 = phi ptr [ %end.i389, %check13.fail ], [ %digit.at.i393, %digit.i390 ]
  %digit.at.i393 = getelementptr inbounds i8, ptr %cursor.i392, i64 -1
  %digit1.i394 = urem i64 %remaining.i391, 10
  %digit.byte.i395 = trunc nuw nsw i64 %digit1.i394 to i8
  %ascii.i396 = or disjoint i8 %digit.byte.i395, 48
  store i8 %ascii.i396, ptr %digit.at.i393, align 1
  %rest.i397 = udiv i64 %remaining.i391, 10
  %more.not.i398 = icmp samesign ult i64 %remaining.i391, 10
  br i1 %more.not.i398, label %__modlink_format_i64.exit404, label %digit.i390

__modlink_format_i64.exit404:                     ; preds = %digit.i390
  %bits82 = zext i8 %bits74 to i64
  %part86 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %digit.at.i393, ptr %part86, align 8
  %part87 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.7, ptr %part87, align 8
  %end.i406 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i406, align 1
  br label %digit.i407

digit.i407:                                       ; preds = %digit.i407, %__modlink_format_i64.exit404
  %remaining.i408 = phi i64 [ %bits82, %__modlink_format_i64.exit404 ], [ %rest.i414, %digit.i407 ]
  %cursor.i409 = phi ptr [ %end.i406, %__modlink_format_i64.exit404 ], [ %digit.at.i410, %digit.i407 ]
  %digit.at.i410 = getelementptr inbounds i8, ptr %cursor.i409, i64 -1
  %digit1.i411 = urem i64 %remaining.i408, 10
  %digit.byte.i412 = trunc nuw nsw i64 %digit1.i411 to i8
  %ascii.i413 = or disjoint i8 %digit.byte.i412, 48
  store i8 %ascii.i413, ptr %digit.at.i410, align 1
  %rest.i414 = udiv i64 %remaining.i408, 10
  %more.not.i415 = icmp samesign ult i64 %remaining.i408, 10
  br i1 %more.not.i415, label %__modlink_format_i64.exit421, label %digit.i407

__modlink_format_i64.exit421:                     ; preds = %digit.i407
  %lanes83 = zext i16 %lanes75 to i64
  %part89 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %digit.at.i410, ptr %part89, align 8
  %part90 = getelementptr inbounds nuw i8, ptr %message.parts, i64 32
  store ptr @.str.8, ptr %part90, align 8
  %end.i423 = getelementptr inbounds nuw i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i423, align 1
  br label %digit.i424

digit.i424:                                       ; preds = %digit.i424, %__modlink_format_i64.exit421
  %remaining.i425 = phi i64 [ %lanes83, %__modlink_format_i64.exit421 ], [ %rest.i431, %digit.i424 ]
  %cursor.i426 = phi ptr [ %end.i423, %__modlink_format_i64.exit421 ], [ %digit.at.i427, %digit.i424 ]
  %digit.at.i427 = getelementptr inbounds i8, ptr %cursor.i426, i64 -1
  %digit1.i428 = urem i64 %remaining.i425, 10
  %digit.byte.i429 = trunc nuw nsw i64 %digit1.i428 to i8
  %ascii.i430 = or disjoint i8 %digit.byte.i429, 48
  store i8 %ascii.i430, ptr %digit.at.i427, align 1
  %rest.i431 = udiv i64 %remaining.i425, 10
  %more.not.i432 = icmp samesign ult i64 %remaining.i425, 10
  br i1 %more.not.i432, label %__modlink_format_i64.exit438, label %digit.i424

__modlink_format_i64.exit438:                     ; preds = %digit.i424
  %part92 = getelementptr inbounds nuw i8, ptr %message.parts, i64 40
  store ptr %digit.at.i427, ptr %part92, align 8
  %missing.i439 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i439, label %common.ret, label %call.i440

call.i440:                                        ; preds = %__modlink_format_i64.exit438
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check13.ok:                                       ; preds = %check12.ok
  %device.at93 = getelementptr inbounds nuw i8, ptr %Y.dltensor, i64 8
  %Y.device_type = load i32, ptr %device.at93, align 4
  %device.ok94 = icmp eq i32 %Y.device_type, 1
  br i1 %device.ok94, label %check14.ok, label %check14.fail

check14.fail:                                     ; preds = %check13.ok
  store ptr @.str.18, ptr %message.parts, align 8
  %6 = tail call i32 @llvm.abs.i32(i32 %Y.device_type, i1 false)
  %mag.i442 = zext i32 %6 to i64
  %end.i443 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i443, align 1
  br label %digit.i444

digit.i444:                                       ; preds = %digit.i444, %check14.fail
  %remaining.i445 = phi i64 [ %mag.i442, %check14.fail ], [ %rest.i451, %digit.i444 ]
  %cursor.i446 = phi ptr [ %end.i443, %check14.fail ], [ %digit.at.i447, %digit.i444 ]
  %digit.at.i447 = getelementptr inbounds i8, ptr %cursor.i446, i64 -1
  %digit1.i448 = urem i64 %remaining.i445, 10
  %digit.byte.i449 = trunc nuw nsw i64 %digit1.i448 to i8
  %ascii.i450 = or disjoint i8 %digit.byte.i449, 48
  store i8 %ascii.i450, ptr %digit.at.i447, align 1
  %rest.i451 = udiv i64 %remaining.i445, 10
  %more.not.i452 = icmp samesign ult i64 %remaining.i445, 10
  br i1 %more.not.i452, label %digits.done.i453, label %digit.i444

digits.done.i453:                                 ; preds = %digit.i444
  %neg.i454 = icmp slt i32 %Y.device_type, 0
  br i1 %neg.i454, label %sign.i456, label %__modlink_format_i64.exit458

sign.i456:                                        ; preds = %digits.done.i453
  %sign.at.i457 = getelementptr inbounds i8, ptr %cursor.i446, i64 -2
  store i8 45, ptr %sign.at.i457, align 1
  br label %__modlink_format_i64.exit458

__modlink_format_i64.exit458:                     ; preds = %digits.done.i453, %sign.i456
  %start.i455 = phi ptr [ %digit.at.i447, %digits.done.i453 ], [ %sign.at.i457, %sign.i456 ]
  %part98 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i455, ptr %part98, align 8
  %missing.i459 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i459, label %common.ret, label %call.i460

call.i460:                                        ; preds = %__modlink_format_i64.exit458
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check14.ok:                                       ; preds = %check13.ok
  %shape.at99 = getelementptr inbounds nuw i8, ptr %Y.dltensor, i64 24
  %Y.shape = load ptr, ptr %shape.at99, align 8
  %Y.shape0 = load i64, ptr %Y.shape, align 8
  %extent.ok101 = icmp eq i64 %Y.shape0, %X.shape0
  br i1 %extent.ok101, label %check15.ok, label %check15.fail

check15.fail:                                     ; preds = %check14.ok
  store ptr @.str.19, ptr %message.parts, align 8
  %mag.i462 = tail call i64 @llvm.abs.i64(i64 %Y.shape0, i1 false)
  %end.i463 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i463, align 1
  br label %digit.i464

digit.i464:                                       ; preds = %digit.i464, %check15.fail
  %remaining.i465 = phi i64 [ %mag.i462, %check15.fail ], [ %rest.i471, %digit.i464 ]
  %cursor.i466 = phi ptr [ %end.i463, %check15.fail ], [ %digit.at.i467, %digit.i464 ]
  %digit.at.i467 = getelementptr inbounds i8, ptr %cursor.i466, i64 -1
  %digit1.i468 = urem i64 %remaining.i465, 10
  %digit.byte.i469 = trunc nuw nsw i64 %digit1.i468 to i8
  %ascii.i470 = or disjoint i8 %digit.byte.i469, 48
  store i8 %ascii.i470, ptr %digit.at.i467, align 1
  %rest.i471 = udiv i64 %remaining.i465, 10
  %more.not.i472 = icmp ult i64 %remaining.i465, 10
  br i1 %more.not.i472, label %digits.done.i473, label %digit.i464

digits.done.i473:                                 ; preds = %digit.i464
  %neg.i474 = icmp slt i64 %Y.shape0, 0
  br i1 %neg.i474, label %sign.i476, label %__modlink_format_i64.exit478

sign.i476:                                        ; preds = %digits.done.i473
  %sign.at.i477 = getelementptr inbounds i8, ptr %cursor.i466, i64 -2
  store i8 45, ptr %sign.at.i477, align 1
  br label %__modlink_format_i64.exit478

__modlink_format_i64.exit478:                     ; preds = %digits.done.i473, %sign.i476
  %start.i475 = phi ptr [ %digit.at.i467, %digits.done.i473 ], [ %sign.at.i477, %sign.i476 ]
  %part104 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i475, ptr %part104, align 8
  %part105 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.20, ptr %part105, align 8
  %mag.i479 = call i64 @llvm.abs.i64(i64 %X.shape0, i1 false)
  %end.i480 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i480, align 1
  br label %digit.i481

digit.i481:                                       ; preds = %digit.i481, %__modlink_format_i64.exit478
  %remaining.i482 = phi i64 [ %mag.i479, %__modlink_format_i64.exit478 ], [ %rest.i488, %digit.i481 ]
  %cursor.i483 = phi ptr [ %end.i480, %__modlink_format_i64.exit478 ], [ %digit.at.i484, %digit.i481 ]
  %digit.at.i484 = getelementptr inbounds i8, ptr %cursor.i483, i64 -1
  %digit1.i485 = urem i64 %remaining.i482, 10
  %digit.byte.i486 = trunc nuw nsw i64 %digit1.i485 to i8
  %ascii.i487 = or disjoint i8 %digit.byte.i486, 48
  store i8 %ascii.i487, ptr %digit.at.i484, align 1
  %rest.i488 = udiv i64 %remaining.i482, 10
  %more.not.i489 = icmp ult i64 %remaining.i482, 10
  br i1 %more.not.i489, label %digits.done.i490, label %digit.i481

digits.done.i490:                                 ; preds = %digit.i481
  %neg.i491 = icmp slt i64 %X.shape0, 0
  br i1 %neg.i491, label %sign.i493, label %__modlink_format_i64.exit495

sign.i493:                                        ; preds = %digits.done.i490
  %sign.at.i494 = getelementptr inbounds i8, ptr %cursor.i483, i64 -2
  store i8 45, ptr %sign.at.i494, align 1
  br label %__modlink_format_i64.exit495

__modlink_format_i64.exit495:                     ; preds = %digits.done.i490, %sign.i493
  %start.i492 = phi ptr [ %digit.at.i484, %digits.done.i490 ], [ %sign.at.i494, %sign.i493 ]
  %part107 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %start.i492, ptr %part107, align 8
  %missing.i496 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i496, label %common.ret, label %call.i497

call.i497:                                        ; preds = %__modlink_format_i64.exit495
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check15.ok:                                       ; preds = %check14.ok
  %extent.at108 = getelementptr inbounds nuw i8, ptr %Y.shape, i64 8
  %Y.shape1 = load i64, ptr %extent.at108, align 8
  %extent.ok109 = icmp eq i64 %Y.shape1, 16
  br i1 %extent.ok109, label %check16.ok, label %check16.fail

check16.fail:                                     ; preds = %check15.ok
  store ptr @.str.21, ptr %message.parts, align 8
  %mag.i499 = tail call i64 @llvm.abs.i64(i64 %Y.shape1, i1 false)
  %end.i500 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i500, align 1
  br label %digit.i501

digit.i501:                                       ; preds = %digit.i501, %check16.fail
  %remaining.i502 = phi i64 [ %mag.i499, %check16.fail ], [ %rest.i508, %digit.i501 ]
  %cursor.i503 = phi ptr [ %end.i500, %check16.fail ], [ %digit.at.i504, %digit.i501 ]
  %digit.at.i504 = getelementptr inbounds i8, ptr %cursor.i503, i64 -1
  %digit1.i505 = urem i64 %remaining.i502, 10
  %digit.byte.i506 = trunc nuw nsw i64 %digit1.i505 to i8
  %ascii.i507 = or disjoint i8 %digit.byte.i506, 48
  store i8 %ascii.i507, ptr %digit.at.i504, align 1
  %rest.i508 = udiv i64 %remaining.i502, 10
  %more.not.i509 = icmp ult i64 %remaining.i502, 10
  br i1 %more.not.i509, label %digits.done.i510, label %digit.i501

digits.done.i510:                                 ; preds = %digit.i501
  %neg.i511 = icmp slt i64 %Y.shape1, 0
  br i1 %neg.i511, label %sign.i513, label %__modlink_format_i64.exit515

sign.i513:                                        ; preds = %digits.done.i510
  %sign.at.i514 = getelementptr inbounds i8, ptr %cursor.i503, i64 -2
  store i8 45, ptr %sign.at.i514, align 1
  br label %__modlink_format_i64.exit515

__modlink_format_i64.exit515:                     ; preds = %digits.done.i510, %sign.i513
  %start.i512 = phi ptr [ %digit.at.i504, %digits.done.i510 ], [ %sign.at.i514, %sign.i513 ]
  %part112 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i512, ptr %part112, align 8
  %missing.i516 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i516, label %common.ret, label %call.i517

call.i517:                                        ; preds = %__modlink_format_i64.exit515
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check16.ok:                                       ; preds = %check15.ok
  %strides.at113 = getelementptr inbounds nuw i8, ptr %Y.dltensor, i64 32
  %Y.strides = load ptr, ptr %strides.at113, align 8
  %has_strides114.not = icmp eq ptr %Y.strides, null
  br i1 %has_strides114.not, label %Y.strides.done, label %Y.strides.check

Y.strides.check:                                  ; preds = %check16.ok
  %stride.at115 = getelementptr inbounds nuw i8, ptr %Y.strides, i64 8
  %Y.stride1 = load i64, ptr %stride.at115, align 8
  %stride.ok116 = icmp eq i64 %Y.stride1, 1
  br i1 %stride.ok116, label %check17.ok, label %check17.fail

Y.strides.done:                                   ; preds = %check17.ok, %check16.ok
  %data138 = load ptr, ptr %Y.dltensor, align 8
  %byte_offset.at139 = getelementptr inbounds nuw i8, ptr %Y.dltensor, i64 40
  %byte_offset140 = load i64, ptr %byte_offset.at139, align 8
  %Y.data = getelementptr i8, ptr %data138, i64 %byte_offset140
  %status = tail call i32 @softmax_rows_c(ptr %X.data, ptr %Y.data, i64 %X.shape0)
  br label %common.ret

check17.fail:                                     ; preds = %Y.strides.check
  store ptr @.str.22, ptr %message.parts, align 8
  %mag.i519 = tail call i64 @llvm.abs.i64(i64 %Y.stride1, i1 false)
  %end.i520 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i520, align 1
  br label %digit.i521

digit.i521:                                       ; preds = %digit.i521, %check17.fail
  %remaining.i522 = phi i64 [ %mag.i519, %check17.fail ], [ %rest.i528, %digit.i521 ]
  %cursor.i523 = phi ptr [ %end.i520, %check17.fail ], [ %digit.at.i524, %digit.i521 ]
  %digit.at.i524 = getelementptr inbounds i8, ptr %cursor.i523, i64 -1
  %digit1.i525 = urem i64 %remaining.i522, 10
  %digit.byte.i526 = trunc nuw nsw i64 %digit1.i525 to i8
  %ascii.i527 = or disjoint i8 %digit.byte.i526, 48
  store i8 %ascii.i527, ptr %digit.at.i524, align 1
  %rest.i528 = udiv i64 %remaining.i522, 10
  %more.not.i529 = icmp ult i64 %remaining.i522, 10
  br i1 %more.not.i529, label %digits.done.i530, label %digit.i521

digits.done.i530:                                 ; preds = %digit.i521
  %neg.i531 = icmp slt i64 %Y.stride1, 0
  br i1 %neg.i531, label %sign.i533, label %__modlink_format_i64.exit535

sign.i533:                                        ; preds = %digits.done.i530
  %sign.at.i534 = getelementptr inbounds i8, ptr %cursor.i523, i64 -2
  store i8 45, ptr %sign.at.i534, align 1
  br label %__modlink_format_i64.exit535

__modlink_format_i64.exit535:                     ; preds = %digits.done.i530, %sign.i533
  %start.i532 = phi ptr [ %digit.at.i524, %digits.done.i530 ], [ %sign.at.i534, %sign.i533 ]
  %part121 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i532, ptr %part121, align 8
  %part122 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.12, ptr %part122, align 8
  %end.i536 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i536, align 1
  %digit.at.i540 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i540, align 1
  %part124 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %digit.at.i540, ptr %part124, align 8
  %missing.i548 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i548, label %common.ret, label %call.i549

call.i549:                                        ; preds = %__modlink_format_i64.exit535
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
  %mag.i551 = tail call i64 @llvm.abs.i64(i64 %Y.stride0, i1 false)
  %end.i552 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i552, align 1
  br label %digit.i553

digit.i553:                                       ; preds = %digit.i553, %check18.fail
  %remaining.i554 = phi i64 [ %mag.i551, %check18.fail ], [ %rest.i560, %digit.i553 ]
  %cursor.i555 = phi ptr [ %end.i552, %check18.fail ], [ %digit.at.i556, %digit.i553 ]
  %digit.at.i556 = getelementptr inbounds i8, ptr %cursor.i555, i64 -1
  %digit1.i557 = urem i64 %remaining.i554, 10
  %digit.byte.i558 = trunc nuw nsw i64 %digit1.i557 to i8
  %ascii.i559 = or disjoint i8 %digit.byte.i558, 48
  store i8 %ascii.i559, ptr %digit.at.i556, align 1
  %rest.i560 = udiv i64 %remaining.i554, 10
  %more.not.i561 = icmp ult i64 %remaining.i554, 10
  br i1 %more.not.i561, label %digits.done.i562, label %digit.i553

digits.done.i562:                                 ; preds = %digit.i553
  %neg.i563 = icmp slt i64 %Y.stride0, 0
  br i1 %neg.i563, label %sign.i565, label %__modlink_format_i64.exit567

sign.i565:                                        ; preds = %digits.done.i562
  %sign.at.i566 = getelementptr inbounds i8, ptr %cursor.i555, i64 -2
  store i8 45, ptr %sign.at.i566, align 1
  br label %__modlink_format_i64.exit567

__modlink_format_i64.exit567:                     ; preds = %digits.done.i562, %sign.i565
  %start.i564 = phi ptr [ %digit.at.i556, %digits.done.i562 ], [ %sign.at.i566, %sign.i565 ]
  %part132 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i564, ptr %part132, align 8
  %part133 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.12, ptr %part133, align 8
  %end.i568 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i568, align 1
  %digit.at.i572 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 22
  store i8 54, ptr %digit.at.i572, align 1
  %digit.at.i572.1 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 21
  store i8 49, ptr %digit.at.i572.1, align 1
  %part135 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %digit.at.i572.1, ptr %part135, align 8
  %missing.i581 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i581, label %common.ret, label %call.i582

call.i582:                                        ; preds = %__modlink_format_i64.exit567
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
