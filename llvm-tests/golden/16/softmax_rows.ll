target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
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

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite)
define i32 @softmax_rows_c(ptr nocapture readonly %X, ptr nocapture writeonly %Y, i64 %m) local_unnamed_addr #0 {
entry:
  %more45 = icmp sgt i64 %m, 0
  br i1 %more45, label %for.i.body, label %for.i.end

for.i.body:                                       ; preds = %entry, %for.j.end26
  %i.addr.046 = phi i64 [ %i.next, %for.j.end26 ], [ 0, %entry ]
  %row = shl nsw i64 %i.addr.046, 4
  %X.addr = getelementptr inbounds float, ptr %X, i64 %row
  %X.elem = load float, ptr %X.addr, align 4
  %flat4 = or i64 %row, 1
  %X.addr5 = getelementptr inbounds float, ptr %X, i64 %flat4
  %X.elem6 = load float, ptr %X.addr5, align 4
  %call = tail call float @llvm.maxnum.f32(float %X.elem, float %X.elem6)
  %flat4.1 = or i64 %row, 2
  %X.addr5.1 = getelementptr inbounds float, ptr %X, i64 %flat4.1
  %X.elem6.1 = load float, ptr %X.addr5.1, align 4
  %call.1 = tail call float @llvm.maxnum.f32(float %call, float %X.elem6.1)
  %flat4.2 = or i64 %row, 3
  %X.addr5.2 = getelementptr inbounds float, ptr %X, i64 %flat4.2
  %X.elem6.2 = load float, ptr %X.addr5.2, align 4
  %call.2 = tail call float @llvm.maxnum.f32(float %call.1, float %X.elem6.2)
  %flat4.3 = or i64 %row, 4
  %X.addr5.3 = getelementptr inbounds float, ptr %X, i64 %flat4.3
  %X.elem6.3 = load float, ptr %X.addr5.3, align 4
  %call.3 = tail call float @llvm.maxnum.f32(float %call.2, float %X.elem6.3)
  %flat4.4 = or i64 %row, 5
  %X.addr5.4 = getelementptr inbounds float, ptr %X, i64 %flat4.4
  %X.elem6.4 = load float, ptr %X.addr5.4, align 4
  %call.4 = tail call float @llvm.maxnum.f32(float %call.3, float %X.elem6.4)
  %flat4.5 = or i64 %row, 6
  %X.addr5.5 = getelementptr inbounds float, ptr %X, i64 %flat4.5
  %X.elem6.5 = load float, ptr %X.addr5.5, align 4
  %call.5 = tail call float @llvm.maxnum.f32(float %call.4, float %X.elem6.5)
  %flat4.6 = or i64 %row, 7
  %X.addr5.6 = getelementptr inbounds float, ptr %X, i64 %flat4.6
  %X.elem6.6 = load float, ptr %X.addr5.6, align 4
  %call.6 = tail call float @llvm.maxnum.f32(float %call.5, float %X.elem6.6)
  %flat4.7 = or i64 %row, 8
  %X.addr5.7 = getelementptr inbounds float, ptr %X, i64 %flat4.7
  %X.elem6.7 = load float, ptr %X.addr5.7, align 4
  %call.7 = tail call float @llvm.maxnum.f32(float %call.6, float %X.elem6.7)
  %flat4.8 = or i64 %row, 9
  %X.addr5.8 = getelementptr inbounds float, ptr %X, i64 %flat4.8
  %X.elem6.8 = load float, ptr %X.addr5.8, align 4
  %call.8 = tail call float @llvm.maxnum.f32(float %call.7, float %X.elem6.8)
  %flat4.9 = or i64 %row, 10
  %X.addr5.9 = getelementptr inbounds float, ptr %X, i64 %flat4.9
  %X.elem6.9 = load float, ptr %X.addr5.9, align 4
  %call.9 = tail call float @llvm.maxnum.f32(float %call.8, float %X.elem6.9)
  %flat4.10 = or i64 %row, 11
  %X.addr5.10 = getelementptr inbounds float, ptr %X, i64 %flat4.10
  %X.elem6.10 = load float, ptr %X.addr5.10, align 4
  %call.10 = tail call float @llvm.maxnum.f32(float %call.9, float %X.elem6.10)
  %flat4.11 = or i64 %row, 12
  %X.addr5.11 = getelementptr inbounds float, ptr %X, i64 %flat4.11
  %X.elem6.11 = load float, ptr %X.addr5.11, align 4
  %call.11 = tail call float @llvm.maxnum.f32(float %call.10, float %X.elem6.11)
  %flat4.12 = or i64 %row, 13
  %X.addr5.12 = getelementptr inbounds float, ptr %X, i64 %flat4.12
  %X.elem6.12 = load float, ptr %X.addr5.12, align 4
  %call.12 = tail call float @llvm.maxnum.f32(float %call.11, float %X.elem6.12)
  %flat4.13 = or i64 %row, 14
  %X.addr5.13 = getelementptr inbounds float, ptr %X, i64 %flat4.13
  %X.elem6.13 = load float, ptr %X.addr5.13, align 4
  %call.13 = tail call float @llvm.maxnum.f32(float %call.12, float %X.elem6.13)
  %flat4.14 = or i64 %row, 15
  %X.addr5.14 = getelementptr inbounds float, ptr %X, i64 %flat4.14
  %X.elem6.14 = load float, ptr %X.addr5.14, align 4
  %call.14 = tail call float @llvm.maxnum.f32(float %call.13, float %X.elem6.14)
  %sub = fsub float %X.elem, %call.14
  %call20 = tail call float @llvm.exp.f32(float %sub)
  %add = fadd float %call20, 0.000000e+00
  %sub.1 = fsub float %X.elem6, %call.14
  %call20.1 = tail call float @llvm.exp.f32(float %sub.1)
  %add.1 = fadd float %add, %call20.1
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
  br label %for.j.body24

for.i.end:                                        ; preds = %for.j.end26, %entry
  ret i32 0

for.j.body24:                                     ; preds = %for.j.body24, %for.i.body
  %j.addr22.044 = phi i64 [ 0, %for.i.body ], [ %j.next39.3, %for.j.body24 ]
  %flat30 = add nuw nsw i64 %j.addr22.044, %row
  %Y.addr = getelementptr inbounds float, ptr %Y, i64 %flat30
  %X.addr33 = getelementptr inbounds float, ptr %X, i64 %flat30
  %X.elem34 = load float, ptr %X.addr33, align 4
  %sub36 = fsub float %X.elem34, %call.14
  %call37 = tail call float @llvm.exp.f32(float %sub36)
  %div = fdiv float %call37, %add.15
  store float %div, ptr %Y.addr, align 4
  %j.next39 = or i64 %j.addr22.044, 1
  %flat30.1 = add nuw nsw i64 %j.next39, %row
  %Y.addr.1 = getelementptr inbounds float, ptr %Y, i64 %flat30.1
  %X.addr33.1 = getelementptr inbounds float, ptr %X, i64 %flat30.1
  %X.elem34.1 = load float, ptr %X.addr33.1, align 4
  %sub36.1 = fsub float %X.elem34.1, %call.14
  %call37.1 = tail call float @llvm.exp.f32(float %sub36.1)
  %div.1 = fdiv float %call37.1, %add.15
  store float %div.1, ptr %Y.addr.1, align 4
  %j.next39.1 = or i64 %j.addr22.044, 2
  %flat30.2 = add nuw nsw i64 %j.next39.1, %row
  %Y.addr.2 = getelementptr inbounds float, ptr %Y, i64 %flat30.2
  %X.addr33.2 = getelementptr inbounds float, ptr %X, i64 %flat30.2
  %X.elem34.2 = load float, ptr %X.addr33.2, align 4
  %sub36.2 = fsub float %X.elem34.2, %call.14
  %call37.2 = tail call float @llvm.exp.f32(float %sub36.2)
  %div.2 = fdiv float %call37.2, %add.15
  store float %div.2, ptr %Y.addr.2, align 4
  %j.next39.2 = or i64 %j.addr22.044, 3
  %flat30.3 = add nuw nsw i64 %j.next39.2, %row
  %Y.addr.3 = getelementptr inbounds float, ptr %Y, i64 %flat30.3
  %X.addr33.3 = getelementptr inbounds float, ptr %X, i64 %flat30.3
  %X.elem34.3 = load float, ptr %X.addr33.3, align 4
  %sub36.3 = fsub float %X.elem34.3, %call.14
  %call37.3 = tail call float @llvm.exp.f32(float %sub36.3)
  %div.3 = fdiv float %call37.3, %add.15
  store float %div.3, ptr %Y.addr.3, align 4
  %j.next39.3 = add nuw nsw i64 %j.addr22.044, 4
  %exitcond.3.not = icmp eq i64 %j.next39.3, 16
  br i1 %exitcond.3.not, label %for.j.end26, label %for.j.body24, !llvm.loop !0

for.j.end26:                                      ; preds = %for.j.body24
  %i.next = add nuw nsw i64 %i.addr.046, 1
  %exitcond.not = icmp eq i64 %i.next, %m
  br i1 %exitcond.not, label %for.i.end, label %for.i.body
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.exp.f32(float) #1

define i32 @__tvm_ffi_softmax_rows(ptr nocapture readnone %self, ptr nocapture readonly %args, i32 %num_args, ptr nocapture readnone %result) local_unnamed_addr {
entry:
  %message.parts = alloca [16 x ptr], align 8
  %message.digits0 = alloca [24 x i8], align 1
  %message.digits1 = alloca [24 x i8], align 1
  %message.digits2 = alloca [24 x i8], align 1
  %argc.ok = icmp eq i32 %num_args, 2
  br i1 %argc.ok, label %check1.ok, label %check1.fail

common.ret:                                       ; preds = %call.i546, %__modlink_format_i64.exit532, %call.i514, %__modlink_format_i64.exit500, %call.i482, %__modlink_format_i64.exit481, %call.i463, %__modlink_format_i64.exit462, %call.i427, %__modlink_format_i64.exit426, %call.i408, %__modlink_format_i64.exit407, %call.i364, %__modlink_format_i64.exit363, %call.i345, %check11.fail, %call.i343, %__modlink_format_i64.exit342, %call.i324, %__modlink_format_i64.exit310, %call.i292, %__modlink_format_i64.exit278, %call.i260, %__modlink_format_i64.exit259, %call.i241, %__modlink_format_i64.exit240, %call.i222, %__modlink_format_i64.exit221, %call.i178, %__modlink_format_i64.exit177, %call.i159, %check3.fail, %call.i157, %__modlink_format_i64.exit156, %call.i, %__modlink_format_i64.exit, %Y.strides.done
  %common.ret.op = phi i32 [ 0, %Y.strides.done ], [ -1, %__modlink_format_i64.exit ], [ -1, %call.i ], [ -1, %__modlink_format_i64.exit156 ], [ -1, %call.i157 ], [ -1, %check3.fail ], [ -1, %call.i159 ], [ -1, %__modlink_format_i64.exit177 ], [ -1, %call.i178 ], [ -1, %__modlink_format_i64.exit221 ], [ -1, %call.i222 ], [ -1, %__modlink_format_i64.exit240 ], [ -1, %call.i241 ], [ -1, %__modlink_format_i64.exit259 ], [ -1, %call.i260 ], [ -1, %__modlink_format_i64.exit278 ], [ -1, %call.i292 ], [ -1, %__modlink_format_i64.exit310 ], [ -1, %call.i324 ], [ -1, %__modlink_format_i64.exit342 ], [ -1, %call.i343 ], [ -1, %check11.fail ], [ -1, %call.i345 ], [ -1, %__modlink_format_i64.exit363 ], [ -1, %call.i364 ], [ -1, %__modlink_format_i64.exit407 ], [ -1, %call.i408 ], [ -1, %__modlink_format_i64.exit426 ], [ -1, %call.i427 ], [ -1, %__modlink_format_i64.exit462 ], [ -1, %call.i463 ], [ -1, %__modlink_format_i64.exit481 ], [ -1, %call.i482 ], [ -1, %__modlink_format_i64.exit500 ], [ -1, %call.i514 ], [ -1, %__modlink_format_i64.exit532 ], [ -1, %call.i546 ]
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
  %digit.byte.i = trunc i64 %digit1.i to i8
  %ascii.i = or i8 %digit.byte.i, 48
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
  %part1 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i, ptr %part1, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i

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
  br label %digit.i150

digit.i150:                                       ; preds = %digit.i150, %check2.fail
  %remaining.i142 = phi i64 [ %mag.i140, %check2.fail ], [ %rest.i148, %digit.i150 ]
  %cursor.i143 = phi ptr [ %end.i141, %check2.fail ], [ %digit.at.i144, %digit.i150 ]
  %digit.at.i144 = getelementptr inbounds i8, ptr %cursor.i143, i64 -1
  %digit1.i145 = urem i64 %remaining.i142, 10
  %digit.byte.i146 = trunc i64 %digit1.i145 to i8
  %ascii.i147 = or i8 %digit.byte.i146, 48
  store i8 %ascii.i147, ptr %digit.at.i144, align 1
  %rest.i148 = udiv i64 %remaining.i142, 10
  %more.not.i149 = icmp ult i64 %remaining.i142, 10
  br i1 %more.not.i149, label %digits.done.i152, label %digit.i150

digits.done.i152:                                 ; preds = %digit.i150
  %neg.i151 = icmp slt i32 %X.type_index, 0
  br i1 %neg.i151, label %sign.i154, label %__modlink_format_i64.exit156

sign.i154:                                        ; preds = %digits.done.i152
  %sign.at.i153 = getelementptr inbounds i8, ptr %cursor.i143, i64 -2
  store i8 45, ptr %sign.at.i153, align 1
  br label %__modlink_format_i64.exit156

__modlink_format_i64.exit156:                     ; preds = %digits.done.i152, %sign.i154
  %start.i155 = phi ptr [ %digit.at.i144, %digits.done.i152 ], [ %sign.at.i153, %sign.i154 ]
  %part6 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i155, ptr %part6, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i157

call.i157:                                        ; preds = %__modlink_format_i64.exit156
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check2.ok:                                        ; preds = %check1.ok, %check1.ok, %check1.ok
  %is3 = icmp eq i32 %X.type_index, 70
  %X.value = getelementptr inbounds i8, ptr %args, i64 8
  %X.ptr = load ptr, ptr %X.value, align 8
  %X.dltensor.idx = select i1 %is3, i64 24, i64 0
  %X.dltensor = getelementptr i8, ptr %X.ptr, i64 %X.dltensor.idx
  %null.not = icmp eq ptr %X.ptr, null
  br i1 %null.not, label %check3.fail, label %check3.ok

check3.fail:                                      ; preds = %check2.ok
  store ptr @.str.4, ptr %message.parts, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i159

call.i159:                                        ; preds = %check3.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check3.ok:                                        ; preds = %check2.ok
  %ndim.at = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %X.dltensor, i64 0, i32 2
  %X.ndim = load i32, ptr %ndim.at, align 4
  %ndim.ok = icmp eq i32 %X.ndim, 2
  br i1 %ndim.ok, label %check4.ok, label %check4.fail

check4.fail:                                      ; preds = %check3.ok
  store ptr @.str.5, ptr %message.parts, align 8
  %2 = tail call i32 @llvm.abs.i32(i32 %X.ndim, i1 false)
  %mag.i161 = zext i32 %2 to i64
  %end.i162 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i162, align 1
  br label %digit.i171

digit.i171:                                       ; preds = %digit.i171, %check4.fail
  %remaining.i163 = phi i64 [ %mag.i161, %check4.fail ], [ %rest.i169, %digit.i171 ]
  %cursor.i164 = phi ptr [ %end.i162, %check4.fail ], [ %digit.at.i165, %digit.i171 ]
  %digit.at.i165 = getelementptr inbounds i8, ptr %cursor.i164, i64 -1
  %digit1.i166 = urem i64 %remaining.i163, 10
  %digit.byte.i167 = trunc i64 %digit1.i166 to i8
  %ascii.i168 = or i8 %digit.byte.i167, 48
  store i8 %ascii.i168, ptr %digit.at.i165, align 1
  %rest.i169 = udiv i64 %remaining.i163, 10
  %more.not.i170 = icmp ult i64 %remaining.i163, 10
  br i1 %more.not.i170, label %digits.done.i173, label %digit.i171

digits.done.i173:                                 ; preds = %digit.i171
  %neg.i172 = icmp slt i32 %X.ndim, 0
  br i1 %neg.i172, label %sign.i175, label %__modlink_format_i64.exit177

sign.i175:                                        ; preds = %digits.done.i173
  %sign.at.i174 = getelementptr inbounds i8, ptr %cursor.i164, i64 -2
  store i8 45, ptr %sign.at.i174, align 1
  br label %__modlink_format_i64.exit177

__modlink_format_i64.exit177:                     ; preds = %digits.done.i173, %sign.i175
  %start.i176 = phi ptr [ %digit.at.i165, %digits.done.i173 ], [ %sign.at.i174, %sign.i175 ]
  %part10 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i176, ptr %part10, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i178

call.i178:                                        ; preds = %__modlink_format_i64.exit177
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check4.ok:                                        ; preds = %check3.ok
  %dtype.at = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %X.dltensor, i64 0, i32 3
  %bits.at = getelementptr inbounds { i8, i8, i16 }, ptr %dtype.at, i64 0, i32 1
  %lanes.at = getelementptr inbounds { i8, i8, i16 }, ptr %dtype.at, i64 0, i32 2
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
  %end.i181 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i181, align 1
  br label %digit.i190

digit.i190:                                       ; preds = %digit.i190, %check5.fail
  %remaining.i182 = phi i64 [ %code12, %check5.fail ], [ %rest.i188, %digit.i190 ]
  %cursor.i183 = phi ptr [ %end.i181, %check5.fail ], [ %digit.at.i184, %digit.i190 ]
  %digit.at.i184 = getelementptr inbounds i8, ptr %cursor.i183, i64 -1
  %digit1.i185 = urem i64 %remaining.i182, 10
  %digit.byte.i186 = trunc i64 %digit1.i185 to i8
  %ascii.i187 = or i8 %digit.byte.i186, 48
  store i8 %ascii.i187, ptr %digit.at.i184, align 1
  %rest.i188 = udiv i64 %remaining.i182, 10
  %more.not.i189 = icmp ult i64 %remaining.i182, 10
  br i1 %more.not.i189, label %__modlink_format_i64.exit193, label %digit.i190

__modlink_format_i64.exit193:                     ; preds = %digit.i190
  %bits13 = zext i8 %bits to i64
  %part17 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %digit.at.i184, ptr %part17, align 8
  %part18 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.7, ptr %part18, align 8
  %end.i195 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i195, align 1
  br label %digit.i204

digit.i204:                                       ; preds = %digit.i204, %__modlink_format_i64.exit193
  %remaining.i196 = phi i64 [ %bits13, %__modlink_format_i64.exit193 ], [ %rest.i202, %digit.i204 ]
  %cursor.i197 = phi ptr [ %end.i195, %__modlink_format_i64.exit193 ], [ %digit.at.i198, %digit.i204 ]
  %digit.at.i198 = getelementptr inbounds i8, ptr %cursor.i197, i64 -1
  %digit1.i199 = urem i64 %remaining.i196, 10
  %digit.byte.i200 = trunc i64 %digit1.i199 to i8
  %ascii.i201 = or i8 %digit.byte.i200, 48
  store i8 %ascii.i201, ptr %digit.at.i198, align 1
  %rest.i202 = udiv i64 %remaining.i196, 10
  %more.not.i203 = icmp ult i64 %remaining.i196, 10
  br i1 %more.not.i203, label %__modlink_format_i64.exit207, label %digit.i204

__modlink_format_i64.exit207:                     ; preds = %digit.i204
  %part20 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i198, ptr %part20, align 8
  %part21 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 4
  store ptr @.str.8, ptr %part21, align 8
  %end.i209 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i209, align 1
  br label %digit.i218

digit.i218:                                       ; preds = %digit.i218, %__modlink_format_i64.exit207
  %remaining.i210 = phi i64 [ %lanes14, %__modlink_format_i64.exit207 ], [ %rest.i216, %digit.i218 ]
  %cursor.i211 = phi ptr [ %end.i209, %__modlink_format_i64.exit207 ], [ %digit.at.i212, %digit.i218 ]
  %digit.at.i212 = getelementptr inbounds i8, ptr %cursor.i211, i64 -1
  %digit1.i213 = urem i64 %remaining.i210, 10
  %digit.byte.i214 = trunc i64 %digit1.i213 to i8
  %ascii.i215 = or i8 %digit.byte.i214, 48
  store i8 %ascii.i215, ptr %digit.at.i212, align 1
  %rest.i216 = udiv i64 %remaining.i210, 10
  %more.not.i217 = icmp ult i64 %remaining.i210, 10
  br i1 %more.not.i217, label %__modlink_format_i64.exit221, label %digit.i218

__modlink_format_i64.exit221:                     ; preds = %digit.i218
  %part23 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 5
  store ptr %digit.at.i212, ptr %part23, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i222

call.i222:                                        ; preds = %__modlink_format_i64.exit221
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check5.ok:                                        ; preds = %check4.ok
  %device.at = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %X.dltensor, i64 0, i32 1
  %X.device_type = load i32, ptr %device.at, align 4
  %device.ok = icmp eq i32 %X.device_type, 1
  br i1 %device.ok, label %check6.ok, label %check6.fail

check6.fail:                                      ; preds = %check5.ok
  store ptr @.str.9, ptr %message.parts, align 8
  %3 = tail call i32 @llvm.abs.i32(i32 %X.device_type, i1 false)
  %mag.i224 = zext i32 %3 to i64
  %end.i225 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i225, align 1
  br label %digit.i234

digit.i234:                                       ; preds = %digit.i234, %check6.fail
  %remaining.i226 = phi i64 [ %mag.i224, %check6.fail ], [ %rest.i232, %digit.i234 ]
  %cursor.i227 = phi ptr [ %end.i225, %check6.fail ], [ %digit.at.i228, %digit.i234 ]
  %digit.at.i228 = getelementptr inbounds i8, ptr %cursor.i227, i64 -1
  %digit1.i229 = urem i64 %remaining.i226, 10
  %digit.byte.i230 = trunc i64 %digit1.i229 to i8
  %ascii.i231 = or i8 %digit.byte.i230, 48
  store i8 %ascii.i231, ptr %digit.at.i228, align 1
  %rest.i232 = udiv i64 %remaining.i226, 10
  %more.not.i233 = icmp ult i64 %remaining.i226, 10
  br i1 %more.not.i233, label %digits.done.i236, label %digit.i234

digits.done.i236:                                 ; preds = %digit.i234
  %neg.i235 = icmp slt i32 %X.device_type, 0
  br i1 %neg.i235, label %sign.i238, label %__modlink_format_i64.exit240

sign.i238:                                        ; preds = %digits.done.i236
  %sign.at.i237 = getelementptr inbounds i8, ptr %cursor.i227, i64 -2
  store i8 45, ptr %sign.at.i237, align 1
  br label %__modlink_format_i64.exit240

__modlink_format_i64.exit240:                     ; preds = %digits.done.i236, %sign.i238
  %start.i239 = phi ptr [ %digit.at.i228, %digits.done.i236 ], [ %sign.at.i237, %sign.i238 ]
  %part26 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i239, ptr %part26, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i241

call.i241:                                        ; preds = %__modlink_format_i64.exit240
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check6.ok:                                        ; preds = %check5.ok
  %shape.at = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %X.dltensor, i64 0, i32 4
  %X.shape = load ptr, ptr %shape.at, align 8
  %X.shape0 = load i64, ptr %X.shape, align 8
  %extent.at27 = getelementptr inbounds i64, ptr %X.shape, i64 1
  %X.shape1 = load i64, ptr %extent.at27, align 8
  %extent.ok = icmp eq i64 %X.shape1, 16
  br i1 %extent.ok, label %check7.ok, label %check7.fail

check7.fail:                                      ; preds = %check6.ok
  store ptr @.str.10, ptr %message.parts, align 8
  %mag.i243 = tail call i64 @llvm.abs.i64(i64 %X.shape1, i1 false)
  %end.i244 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i244, align 1
  br label %digit.i253

digit.i253:                                       ; preds = %digit.i253, %check7.fail
  %remaining.i245 = phi i64 [ %mag.i243, %check7.fail ], [ %rest.i251, %digit.i253 ]
  %cursor.i246 = phi ptr [ %end.i244, %check7.fail ], [ %digit.at.i247, %digit.i253 ]
  %digit.at.i247 = getelementptr inbounds i8, ptr %cursor.i246, i64 -1
  %digit1.i248 = urem i64 %remaining.i245, 10
  %digit.byte.i249 = trunc i64 %digit1.i248 to i8
  %ascii.i250 = or i8 %digit.byte.i249, 48
  store i8 %ascii.i250, ptr %digit.at.i247, align 1
  %rest.i251 = udiv i64 %remaining.i245, 10
  %more.not.i252 = icmp ult i64 %remaining.i245, 10
  br i1 %more.not.i252, label %digits.done.i255, label %digit.i253

digits.done.i255:                                 ; preds = %digit.i253
  %neg.i254 = icmp slt i64 %X.shape1, 0
  br i1 %neg.i254, label %sign.i257, label %__modlink_format_i64.exit259

sign.i257:                                        ; preds = %digits.done.i255
  %sign.at.i256 = getelementptr inbounds i8, ptr %cursor.i246, i64 -2
  store i8 45, ptr %sign.at.i256, align 1
  br label %__modlink_format_i64.exit259

__modlink_format_i64.exit259:                     ; preds = %digits.done.i255, %sign.i257
  %start.i258 = phi ptr [ %digit.at.i247, %digits.done.i255 ], [ %sign.at.i256, %sign.i257 ]
  %part30 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i258, ptr %part30, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i260

call.i260:                                        ; preds = %__modlink_format_i64.exit259
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check7.ok:                                        ; preds = %check6.ok
  %strides.at = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %X.dltensor, i64 0, i32 5
  %X.strides = load ptr, ptr %strides.at, align 8
  %has_strides.not = icmp eq ptr %X.strides, null
  br i1 %has_strides.not, label %X.strides.done, label %X.strides.check

X.strides.check:                                  ; preds = %check7.ok
  %stride.at = getelementptr inbounds i64, ptr %X.strides, i64 1
  %X.stride1 = load i64, ptr %stride.at, align 8
  %stride.ok = icmp eq i64 %X.stride1, 1
  br i1 %stride.ok, label %check8.ok, label %check8.fail

X.strides.done:                                   ; preds = %check8.ok, %check7.ok
  %data = load ptr, ptr %X.dltensor, align 8
  %byte_offset.at = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %X.dltensor, i64 0, i32 6
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
  %mag.i262 = tail call i64 @llvm.abs.i64(i64 %X.stride1, i1 false)
  %end.i263 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i263, align 1
  br label %digit.i272

digit.i272:                                       ; preds = %digit.i272, %check8.fail
  %remaining.i264 = phi i64 [ %mag.i262, %check8.fail ], [ %rest.i270, %digit.i272 ]
  %cursor.i265 = phi ptr [ %end.i263, %check8.fail ], [ %digit.at.i266, %digit.i272 ]
  %digit.at.i266 = getelementptr inbounds i8, ptr %cursor.i265, i64 -1
  %digit1.i267 = urem i64 %remaining.i264, 10
  %digit.byte.i268 = trunc i64 %digit1.i267 to i8
  %ascii.i269 = or i8 %digit.byte.i268, 48
  store i8 %ascii.i269, ptr %digit.at.i266, align 1
  %rest.i270 = udiv i64 %remaining.i264, 10
  %more.not.i271 = icmp ult i64 %remaining.i264, 10
  br i1 %more.not.i271, label %digits.done.i274, label %digit.i272

digits.done.i274:                                 ; preds = %digit.i272
  %neg.i273 = icmp slt i64 %X.stride1, 0
  br i1 %neg.i273, label %sign.i276, label %__modlink_format_i64.exit278

sign.i276:                                        ; preds = %digits.done.i274
  %sign.at.i275 = getelementptr inbounds i8, ptr %cursor.i265, i64 -2
  store i8 45, ptr %sign.at.i275, align 1
  br label %__modlink_format_i64.exit278

__modlink_format_i64.exit278:                     ; preds = %digits.done.i274, %sign.i276
  %start.i277 = phi ptr [ %digit.at.i266, %digits.done.i274 ], [ %sign.at.i275, %sign.i276 ]
  %part34 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i277, ptr %part34, align 8
  %part35 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.12, ptr %part35, align 8
  %end.i279 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i279, align 1
  %digit.at.i282 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i282, align 1
  %part37 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i282, ptr %part37, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i292

call.i292:                                        ; preds = %__modlink_format_i64.exit278
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
  %mag.i294 = tail call i64 @llvm.abs.i64(i64 %X.stride0, i1 false)
  %end.i295 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i295, align 1
  br label %digit.i304

digit.i304:                                       ; preds = %digit.i304, %check9.fail
  %remaining.i296 = phi i64 [ %mag.i294, %check9.fail ], [ %rest.i302, %digit.i304 ]
  %cursor.i297 = phi ptr [ %end.i295, %check9.fail ], [ %digit.at.i298, %digit.i304 ]
  %digit.at.i298 = getelementptr inbounds i8, ptr %cursor.i297, i64 -1
  %digit1.i299 = urem i64 %remaining.i296, 10
  %digit.byte.i300 = trunc i64 %digit1.i299 to i8
  %ascii.i301 = or i8 %digit.byte.i300, 48
  store i8 %ascii.i301, ptr %digit.at.i298, align 1
  %rest.i302 = udiv i64 %remaining.i296, 10
  %more.not.i303 = icmp ult i64 %remaining.i296, 10
  br i1 %more.not.i303, label %digits.done.i306, label %digit.i304

digits.done.i306:                                 ; preds = %digit.i304
  %neg.i305 = icmp slt i64 %X.stride0, 0
  br i1 %neg.i305, label %sign.i308, label %__modlink_format_i64.exit310

sign.i308:                                        ; preds = %digits.done.i306
  %sign.at.i307 = getelementptr inbounds i8, ptr %cursor.i297, i64 -2
  store i8 45, ptr %sign.at.i307, align 1
  br label %__modlink_format_i64.exit310

__modlink_format_i64.exit310:                     ; preds = %digits.done.i306, %sign.i308
  %start.i309 = phi ptr [ %digit.at.i298, %digits.done.i306 ], [ %sign.at.i307, %sign.i308 ]
  %part44 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i309, ptr %part44, align 8
  %part45 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.12, ptr %part45, align 8
  %end.i311 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i311, align 1
  %digit.at.i314 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 54, ptr %digit.at.i314, align 1
  %digit.at.i314.1 = getelementptr inbounds i8, ptr %message.digits1, i64 21
  store i8 49, ptr %digit.at.i314.1, align 1
  %part47 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i314.1, ptr %part47, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i324

call.i324:                                        ; preds = %__modlink_format_i64.exit310
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check10.fail:                                     ; preds = %X.strides.done
  store ptr @.str.14, ptr %message.parts, align 8
  %4 = tail call i32 @llvm.abs.i32(i32 %Y.type_index, i1 false)
  %mag.i326 = zext i32 %4 to i64
  %end.i327 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i327, align 1
  br label %digit.i336

digit.i336:                                       ; preds = %digit.i336, %check10.fail
  %remaining.i328 = phi i64 [ %mag.i326, %check10.fail ], [ %rest.i334, %digit.i336 ]
  %cursor.i329 = phi ptr [ %end.i327, %check10.fail ], [ %digit.at.i330, %digit.i336 ]
  %digit.at.i330 = getelementptr inbounds i8, ptr %cursor.i329, i64 -1
  %digit1.i331 = urem i64 %remaining.i328, 10
  %digit.byte.i332 = trunc i64 %digit1.i331 to i8
  %ascii.i333 = or i8 %digit.byte.i332, 48
  store i8 %ascii.i333, ptr %digit.at.i330, align 1
  %rest.i334 = udiv i64 %remaining.i328, 10
  %more.not.i335 = icmp ult i64 %remaining.i328, 10
  br i1 %more.not.i335, label %digits.done.i338, label %digit.i336

digits.done.i338:                                 ; preds = %digit.i336
  %neg.i337 = icmp slt i32 %Y.type_index, 0
  br i1 %neg.i337, label %sign.i340, label %__modlink_format_i64.exit342

sign.i340:                                        ; preds = %digits.done.i338
  %sign.at.i339 = getelementptr inbounds i8, ptr %cursor.i329, i64 -2
  store i8 45, ptr %sign.at.i339, align 1
  br label %__modlink_format_i64.exit342

__modlink_format_i64.exit342:                     ; preds = %digits.done.i338, %sign.i340
  %start.i341 = phi ptr [ %digit.at.i330, %digits.done.i338 ], [ %sign.at.i339, %sign.i340 ]
  %part57 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i341, ptr %part57, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i343

call.i343:                                        ; preds = %__modlink_format_i64.exit342
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check10.ok:                                       ; preds = %X.strides.done, %X.strides.done, %X.strides.done
  %is51 = icmp eq i32 %Y.type_index, 70
  %Y.value = getelementptr inbounds i8, ptr %args, i64 24
  %Y.ptr = load ptr, ptr %Y.value, align 8
  %Y.dltensor.idx = select i1 %is51, i64 24, i64 0
  %Y.dltensor = getelementptr i8, ptr %Y.ptr, i64 %Y.dltensor.idx
  %null58.not = icmp eq ptr %Y.ptr, null
  br i1 %null58.not, label %check11.fail, label %check11.ok

check11.fail:                                     ; preds = %check10.ok
  store ptr @.str.15, ptr %message.parts, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i345

call.i345:                                        ; preds = %check11.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check11.ok:                                       ; preds = %check10.ok
  %ndim.at61 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Y.dltensor, i64 0, i32 2
  %Y.ndim = load i32, ptr %ndim.at61, align 4
  %ndim.ok62 = icmp eq i32 %Y.ndim, 2
  br i1 %ndim.ok62, label %check12.ok, label %check12.fail

check12.fail:                                     ; preds = %check11.ok
  store ptr @.str.16, ptr %message.parts, align 8
  %5 = tail call i32 @llvm.abs.i32(i32 %Y.ndim, i1 false)
  %mag.i347 = zext i32 %5 to i64
  %end.i348 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i348, align 1
  br label %digit.i357

digit.i357:                                       ; preds = %digit.i357, %check12.fail
  %remaining.i349 = phi i64 [ %mag.i347, %check12.fail ], [ %rest.i355, %digit.i357 ]
  %cursor.i350 = phi ptr [ %end.i348, %check12.fail ], [ %digit.at.i351, %digit.i357 ]
  %digit.at.i351 = getelementptr inbounds i8, ptr %cursor.i350, i64 -1
  %digit1.i352 = urem i64 %remaining.i349, 10
  %digit.byte.i353 = trunc i64 %digit1.i352 to i8
  %ascii.i354 = or i8 %digit.byte.i353, 48
  store i8 %ascii.i354, ptr %digit.at.i351, align 1
  %rest.i355 = udiv i64 %remaining.i349, 10
  %more.not.i356 = icmp ult i64 %remaining.i349, 10
  br i1 %more.not.i356, label %digits.done.i359, label %digit.i357

digits.done.i359:                                 ; preds = %digit.i357
  %neg.i358 = icmp slt i32 %Y.ndim, 0
  br i1 %neg.i358, label %sign.i361, label %__modlink_format_i64.exit363

sign.i361:                                        ; preds = %digits.done.i359
  %sign.at.i360 = getelementptr inbounds i8, ptr %cursor.i350, i64 -2
  store i8 45, ptr %sign.at.i360, align 1
  br label %__modlink_format_i64.exit363

__modlink_format_i64.exit363:                     ; preds = %digits.done.i359, %sign.i361
  %start.i362 = phi ptr [ %digit.at.i351, %digits.done.i359 ], [ %sign.at.i360, %sign.i361 ]
  %part66 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i362, ptr %part66, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i364

call.i364:                                        ; preds = %__modlink_format_i64.exit363
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check12.ok:                                       ; preds = %check11.ok
  %dtype.at67 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Y.dltensor, i64 0, i32 3
  %bits.at69 = getelementptr inbounds { i8, i8, i16 }, ptr %dtype.at67, i64 0, i32 1
  %lanes.at70 = getelementptr inbounds { i8, i8, i16 }, ptr %dtype.at67, i64 0, i32 2
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
  %end.i367 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i367, align 1
  br label %digit.i376

digit.i376:                                       ; preds = %digit.i376, %check13.fail
  %remaining.i368 = phi i64 [ %code79, %check13.fail ], [ %rest.i374, %digit.i376 ]
  %cursor.i369 = phi ptr [ %end.i367, %check13.fail ], [ %digit.at.i370, %digit.i376 ]
  %digit.at.i370 = getelementptr inbounds i8, ptr %cursor.i369, i64 -1
  %digit1.i371 = urem i64 %remaining.i368, 10
  %digit.byte.i372 = trunc i64 %digit1.i371 to i8
  %ascii.i373 = or i8 %digit.byte.i372, 48
  store i8 %ascii.i373, ptr %digit.at.i370, align 1
  %rest.i374 = udiv i64 %remaining.i368, 10
  %more.not.i375 = icmp ult i64 %remaining.i368, 10
  br i1 %more.not.i375, label %__modlink_format_i64.exit379, label %digit.i376

__modlink_format_i64.exit379:                     ; preds = %digit.i376
  %bits80 = zext i8 %bits72 to i64
  %part84 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %digit.at.i370, ptr %part84, align 8
  %part85 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.7, ptr %part85, align 8
  %end.i381 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i381, align 1
  br label %digit.i390

digit.i390:                                       ; preds = %digit.i390, %__modlink_format_i64.exit379
  %remaining.i382 = phi i64 [ %bits80, %__modlink_format_i64.exit379 ], [ %rest.i388, %digit.i390 ]
  %cursor.i383 = phi ptr [ %end.i381, %__modlink_format_i64.exit379 ], [ %digit.at.i384, %digit.i390 ]
  %digit.at.i384 = getelementptr inbounds i8, ptr %cursor.i383, i64 -1
  %digit1.i385 = urem i64 %remaining.i382, 10
  %digit.byte.i386 = trunc i64 %digit1.i385 to i8
  %ascii.i387 = or i8 %digit.byte.i386, 48
  store i8 %ascii.i387, ptr %digit.at.i384, align 1
  %rest.i388 = udiv i64 %remaining.i382, 10
  %more.not.i389 = icmp ult i64 %remaining.i382, 10
  br i1 %more.not.i389, label %__modlink_format_i64.exit393, label %digit.i390

__modlink_format_i64.exit393:                     ; preds = %digit.i390
  %part87 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i384, ptr %part87, align 8
  %part88 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 4
  store ptr @.str.8, ptr %part88, align 8
  %end.i395 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i395, align 1
  br label %digit.i404

digit.i404:                                       ; preds = %digit.i404, %__modlink_format_i64.exit393
  %remaining.i396 = phi i64 [ %lanes81, %__modlink_format_i64.exit393 ], [ %rest.i402, %digit.i404 ]
  %cursor.i397 = phi ptr [ %end.i395, %__modlink_format_i64.exit393 ], [ %digit.at.i398, %digit.i404 ]
  %digit.at.i398 = getelementptr inbounds i8, ptr %cursor.i397, i64 -1
  %digit1.i399 = urem i64 %remaining.i396, 10
  %digit.byte.i400 = trunc i64 %digit1.i399 to i8
  %ascii.i401 = or i8 %digit.byte.i400, 48
  store i8 %ascii.i401, ptr %digit.at.i398, align 1
  %rest.i402 = udiv i64 %remaining.i396, 10
  %more.not.i403 = icmp ult i64 %remaining.i396, 10
  br i1 %more.not.i403, label %__modlink_format_i64.exit407, label %digit.i404

__modlink_format_i64.exit407:                     ; preds = %digit.i404
  %part90 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 5
  store ptr %digit.at.i398, ptr %part90, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i408

call.i408:                                        ; preds = %__modlink_format_i64.exit407
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check13.ok:                                       ; preds = %check12.ok
  %device.at91 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Y.dltensor, i64 0, i32 1
  %Y.device_type = load i32, ptr %device.at91, align 4
  %device.ok92 = icmp eq i32 %Y.device_type, 1
  br i1 %device.ok92, label %check14.ok, label %check14.fail

check14.fail:                                     ; preds = %check13.ok
  store ptr @.str.18, ptr %message.parts, align 8
  %6 = tail call i32 @llvm.abs.i32(i32 %Y.device_type, i1 false)
  %mag.i410 = zext i32 %6 to i64
  %end.i411 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i411, align 1
  br label %digit.i420

digit.i420:                                       ; preds = %digit.i420, %check14.fail
  %remaining.i412 = phi i64 [ %mag.i410, %check14.fail ], [ %rest.i418, %digit.i420 ]
  %cursor.i413 = phi ptr [ %end.i411, %check14.fail ], [ %digit.at.i414, %digit.i420 ]
  %digit.at.i414 = getelementptr inbounds i8, ptr %cursor.i413, i64 -1
  %digit1.i415 = urem i64 %remaining.i412, 10
  %digit.byte.i416 = trunc i64 %digit1.i415 to i8
  %ascii.i417 = or i8 %digit.byte.i416, 48
  store i8 %ascii.i417, ptr %digit.at.i414, align 1
  %rest.i418 = udiv i64 %remaining.i412, 10
  %more.not.i419 = icmp ult i64 %remaining.i412, 10
  br i1 %more.not.i419, label %digits.done.i422, label %digit.i420

digits.done.i422:                                 ; preds = %digit.i420
  %neg.i421 = icmp slt i32 %Y.device_type, 0
  br i1 %neg.i421, label %sign.i424, label %__modlink_format_i64.exit426

sign.i424:                                        ; preds = %digits.done.i422
  %sign.at.i423 = getelementptr inbounds i8, ptr %cursor.i413, i64 -2
  store i8 45, ptr %sign.at.i423, align 1
  br label %__modlink_format_i64.exit426

__modlink_format_i64.exit426:                     ; preds = %digits.done.i422, %sign.i424
  %start.i425 = phi ptr [ %digit.at.i414, %digits.done.i422 ], [ %sign.at.i423, %sign.i424 ]
  %part96 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i425, ptr %part96, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i427

call.i427:                                        ; preds = %__modlink_format_i64.exit426
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check14.ok:                                       ; preds = %check13.ok
  %shape.at97 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Y.dltensor, i64 0, i32 4
  %Y.shape = load ptr, ptr %shape.at97, align 8
  %Y.shape0 = load i64, ptr %Y.shape, align 8
  %extent.ok99 = icmp eq i64 %Y.shape0, %X.shape0
  br i1 %extent.ok99, label %check15.ok, label %check15.fail

check15.fail:                                     ; preds = %check14.ok
  store ptr @.str.19, ptr %message.parts, align 8
  %mag.i429 = tail call i64 @llvm.abs.i64(i64 %Y.shape0, i1 false)
  %end.i430 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i430, align 1
  br label %digit.i439

digit.i439:                                       ; preds = %digit.i439, %check15.fail
  %remaining.i431 = phi i64 [ %mag.i429, %check15.fail ], [ %rest.i437, %digit.i439 ]
  %cursor.i432 = phi ptr [ %end.i430, %check15.fail ], [ %digit.at.i433, %digit.i439 ]
  %digit.at.i433 = getelementptr inbounds i8, ptr %cursor.i432, i64 -1
  %digit1.i434 = urem i64 %remaining.i431, 10
  %digit.byte.i435 = trunc i64 %digit1.i434 to i8
  %ascii.i436 = or i8 %digit.byte.i435, 48
  store i8 %ascii.i436, ptr %digit.at.i433, align 1
  %rest.i437 = udiv i64 %remaining.i431, 10
  %more.not.i438 = icmp ult i64 %remaining.i431, 10
  br i1 %more.not.i438, label %digits.done.i441, label %digit.i439

digits.done.i441:                                 ; preds = %digit.i439
  %neg.i440 = icmp slt i64 %Y.shape0, 0
  br i1 %neg.i440, label %sign.i443, label %__modlink_format_i64.exit445

sign.i443:                                        ; preds = %digits.done.i441
  %sign.at.i442 = getelementptr inbounds i8, ptr %cursor.i432, i64 -2
  store i8 45, ptr %sign.at.i442, align 1
  br label %__modlink_format_i64.exit445

__modlink_format_i64.exit445:                     ; preds = %digits.done.i441, %sign.i443
  %start.i444 = phi ptr [ %digit.at.i433, %digits.done.i441 ], [ %sign.at.i442, %sign.i443 ]
  %part102 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i444, ptr %part102, align 8
  %part103 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.20, ptr %part103, align 8
  %mag.i446 = call i64 @llvm.abs.i64(i64 %X.shape0, i1 false)
  %end.i447 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i447, align 1
  br label %digit.i456

digit.i456:                                       ; preds = %digit.i456, %__modlink_format_i64.exit445
  %remaining.i448 = phi i64 [ %mag.i446, %__modlink_format_i64.exit445 ], [ %rest.i454, %digit.i456 ]
  %cursor.i449 = phi ptr [ %end.i447, %__modlink_format_i64.exit445 ], [ %digit.at.i450, %digit.i456 ]
  %digit.at.i450 = getelementptr inbounds i8, ptr %cursor.i449, i64 -1
  %digit1.i451 = urem i64 %remaining.i448, 10
  %digit.byte.i452 = trunc i64 %digit1.i451 to i8
  %ascii.i453 = or i8 %digit.byte.i452, 48
  store i8 %ascii.i453, ptr %digit.at.i450, align 1
  %rest.i454 = udiv i64 %remaining.i448, 10
  %more.not.i455 = icmp ult i64 %remaining.i448, 10
  br i1 %more.not.i455, label %digits.done.i458, label %digit.i456

digits.done.i458:                                 ; preds = %digit.i456
  %neg.i457 = icmp slt i64 %X.shape0, 0
  br i1 %neg.i457, label %sign.i460, label %__modlink_format_i64.exit462

sign.i460:                                        ; preds = %digits.done.i458
  %sign.at.i459 = getelementptr inbounds i8, ptr %cursor.i449, i64 -2
  store i8 45, ptr %sign.at.i459, align 1
  br label %__modlink_format_i64.exit462

__modlink_format_i64.exit462:                     ; preds = %digits.done.i458, %sign.i460
  %start.i461 = phi ptr [ %digit.at.i450, %digits.done.i458 ], [ %sign.at.i459, %sign.i460 ]
  %part105 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %start.i461, ptr %part105, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i463

call.i463:                                        ; preds = %__modlink_format_i64.exit462
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check15.ok:                                       ; preds = %check14.ok
  %extent.at106 = getelementptr inbounds i64, ptr %Y.shape, i64 1
  %Y.shape1 = load i64, ptr %extent.at106, align 8
  %extent.ok107 = icmp eq i64 %Y.shape1, 16
  br i1 %extent.ok107, label %check16.ok, label %check16.fail

check16.fail:                                     ; preds = %check15.ok
  store ptr @.str.21, ptr %message.parts, align 8
  %mag.i465 = tail call i64 @llvm.abs.i64(i64 %Y.shape1, i1 false)
  %end.i466 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i466, align 1
  br label %digit.i475

digit.i475:                                       ; preds = %digit.i475, %check16.fail
  %remaining.i467 = phi i64 [ %mag.i465, %check16.fail ], [ %rest.i473, %digit.i475 ]
  %cursor.i468 = phi ptr [ %end.i466, %check16.fail ], [ %digit.at.i469, %digit.i475 ]
  %digit.at.i469 = getelementptr inbounds i8, ptr %cursor.i468, i64 -1
  %digit1.i470 = urem i64 %remaining.i467, 10
  %digit.byte.i471 = trunc i64 %digit1.i470 to i8
  %ascii.i472 = or i8 %digit.byte.i471, 48
  store i8 %ascii.i472, ptr %digit.at.i469, align 1
  %rest.i473 = udiv i64 %remaining.i467, 10
  %more.not.i474 = icmp ult i64 %remaining.i467, 10
  br i1 %more.not.i474, label %digits.done.i477, label %digit.i475

digits.done.i477:                                 ; preds = %digit.i475
  %neg.i476 = icmp slt i64 %Y.shape1, 0
  br i1 %neg.i476, label %sign.i479, label %__modlink_format_i64.exit481

sign.i479:                                        ; preds = %digits.done.i477
  %sign.at.i478 = getelementptr inbounds i8, ptr %cursor.i468, i64 -2
  store i8 45, ptr %sign.at.i478, align 1
  br label %__modlink_format_i64.exit481

__modlink_format_i64.exit481:                     ; preds = %digits.done.i477, %sign.i479
  %start.i480 = phi ptr [ %digit.at.i469, %digits.done.i477 ], [ %sign.at.i478, %sign.i479 ]
  %part110 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i480, ptr %part110, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i482

call.i482:                                        ; preds = %__modlink_format_i64.exit481
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check16.ok:                                       ; preds = %check15.ok
  %strides.at111 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Y.dltensor, i64 0, i32 5
  %Y.strides = load ptr, ptr %strides.at111, align 8
  %has_strides112.not = icmp eq ptr %Y.strides, null
  br i1 %has_strides112.not, label %Y.strides.done, label %Y.strides.check

Y.strides.check:                                  ; preds = %check16.ok
  %stride.at113 = getelementptr inbounds i64, ptr %Y.strides, i64 1
  %Y.stride1 = load i64, ptr %stride.at113, align 8
  %stride.ok114 = icmp eq i64 %Y.stride1, 1
  br i1 %stride.ok114, label %check17.ok, label %check17.fail

Y.strides.done:                                   ; preds = %check17.ok, %check16.ok
  %data136 = load ptr, ptr %Y.dltensor, align 8
  %byte_offset.at137 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Y.dltensor, i64 0, i32 6
  %byte_offset138 = load i64, ptr %byte_offset.at137, align 8
  %Y.data = getelementptr i8, ptr %data136, i64 %byte_offset138
  %status = tail call i32 @softmax_rows_c(ptr %X.data, ptr %Y.data, i64 %X.shape0)
  br label %common.ret

check17.fail:                                     ; preds = %Y.strides.check
  store ptr @.str.22, ptr %message.parts, align 8
  %mag.i484 = tail call i64 @llvm.abs.i64(i64 %Y.stride1, i1 false)
  %end.i485 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i485, align 1
  br label %digit.i494

digit.i494:                                       ; preds = %digit.i494, %check17.fail
  %remaining.i486 = phi i64 [ %mag.i484, %check17.fail ], [ %rest.i492, %digit.i494 ]
  %cursor.i487 = phi ptr [ %end.i485, %check17.fail ], [ %digit.at.i488, %digit.i494 ]
  %digit.at.i488 = getelementptr inbounds i8, ptr %cursor.i487, i64 -1
  %digit1.i489 = urem i64 %remaining.i486, 10
  %digit.byte.i490 = trunc i64 %digit1.i489 to i8
  %ascii.i491 = or i8 %digit.byte.i490, 48
  store i8 %ascii.i491, ptr %digit.at.i488, align 1
  %rest.i492 = udiv i64 %remaining.i486, 10
  %more.not.i493 = icmp ult i64 %remaining.i486, 10
  br i1 %more.not.i493, label %digits.done.i496, label %digit.i494

digits.done.i496:                                 ; preds = %digit.i494
  %neg.i495 = icmp slt i64 %Y.stride1, 0
  br i1 %neg.i495, label %sign.i498, label %__modlink_format_i64.exit500

sign.i498:                                        ; preds = %digits.done.i496
  %sign.at.i497 = getelementptr inbounds i8, ptr %cursor.i487, i64 -2
  store i8 45, ptr %sign.at.i497, align 1
  br label %__modlink_format_i64.exit500

__modlink_format_i64.exit500:                     ; preds = %digits.done.i496, %sign.i498
  %start.i499 = phi ptr [ %digit.at.i488, %digits.done.i496 ], [ %sign.at.i497, %sign.i498 ]
  %part119 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i499, ptr %part119, align 8
  %part120 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.12, ptr %part120, align 8
  %end.i501 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i501, align 1
  %digit.at.i504 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i504, align 1
  %part122 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i504, ptr %part122, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i514

call.i514:                                        ; preds = %__modlink_format_i64.exit500
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
  %mag.i516 = tail call i64 @llvm.abs.i64(i64 %Y.stride0, i1 false)
  %end.i517 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i517, align 1
  br label %digit.i526

digit.i526:                                       ; preds = %digit.i526, %check18.fail
  %remaining.i518 = phi i64 [ %mag.i516, %check18.fail ], [ %rest.i524, %digit.i526 ]
  %cursor.i519 = phi ptr [ %end.i517, %check18.fail ], [ %digit.at.i520, %digit.i526 ]
  %digit.at.i520 = getelementptr inbounds i8, ptr %cursor.i519, i64 -1
  %digit1.i521 = urem i64 %remaining.i518, 10
  %digit.byte.i522 = trunc i64 %digit1.i521 to i8
  %ascii.i523 = or i8 %digit.byte.i522, 48
  store i8 %ascii.i523, ptr %digit.at.i520, align 1
  %rest.i524 = udiv i64 %remaining.i518, 10
  %more.not.i525 = icmp ult i64 %remaining.i518, 10
  br i1 %more.not.i525, label %digits.done.i528, label %digit.i526

digits.done.i528:                                 ; preds = %digit.i526
  %neg.i527 = icmp slt i64 %Y.stride0, 0
  br i1 %neg.i527, label %sign.i530, label %__modlink_format_i64.exit532

sign.i530:                                        ; preds = %digits.done.i528
  %sign.at.i529 = getelementptr inbounds i8, ptr %cursor.i519, i64 -2
  store i8 45, ptr %sign.at.i529, align 1
  br label %__modlink_format_i64.exit532

__modlink_format_i64.exit532:                     ; preds = %digits.done.i528, %sign.i530
  %start.i531 = phi ptr [ %digit.at.i520, %digits.done.i528 ], [ %sign.at.i529, %sign.i530 ]
  %part130 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i531, ptr %part130, align 8
  %part131 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.12, ptr %part131, align 8
  %end.i533 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i533, align 1
  %digit.at.i536 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 54, ptr %digit.at.i536, align 1
  %digit.at.i536.1 = getelementptr inbounds i8, ptr %message.digits1, i64 21
  store i8 49, ptr %digit.at.i536.1, align 1
  %part133 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i536.1, ptr %part133, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i546

call.i546:                                        ; preds = %__modlink_format_i64.exit532
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

attributes #0 = { nofree nosync nounwind memory(argmem: readwrite) }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
