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

; Function Attrs: nofree nosync nounwind
define i32 @softmax_rows_c(i8* nocapture readonly %X, i8* nocapture writeonly %Y, i64 %m) local_unnamed_addr #0 {
entry:
  %more45 = icmp sgt i64 %m, 0
  br i1 %more45, label %for.i.body.lr.ph, label %for.i.end

for.i.body.lr.ph:                                 ; preds = %entry
  %0 = bitcast i8* %X to float*
  %1 = bitcast i8* %Y to float*
  br label %for.i.body

for.i.body:                                       ; preds = %for.i.body.lr.ph, %for.j.end26
  %i.addr.046 = phi i64 [ 0, %for.i.body.lr.ph ], [ %i.next, %for.j.end26 ]
  %row = shl nsw i64 %i.addr.046, 4
  %X.addr = getelementptr inbounds float, float* %0, i64 %row
  %X.elem = load float, float* %X.addr, align 4
  %flat4 = or i64 %row, 1
  %X.addr5 = getelementptr inbounds float, float* %0, i64 %flat4
  %X.elem6 = load float, float* %X.addr5, align 4
  %call = tail call float @llvm.maxnum.f32(float %X.elem, float %X.elem6)
  %flat4.1 = or i64 %row, 2
  %X.addr5.1 = getelementptr inbounds float, float* %0, i64 %flat4.1
  %X.elem6.1 = load float, float* %X.addr5.1, align 4
  %call.1 = tail call float @llvm.maxnum.f32(float %call, float %X.elem6.1)
  %flat4.2 = or i64 %row, 3
  %X.addr5.2 = getelementptr inbounds float, float* %0, i64 %flat4.2
  %X.elem6.2 = load float, float* %X.addr5.2, align 4
  %call.2 = tail call float @llvm.maxnum.f32(float %call.1, float %X.elem6.2)
  %flat4.3 = or i64 %row, 4
  %X.addr5.3 = getelementptr inbounds float, float* %0, i64 %flat4.3
  %X.elem6.3 = load float, float* %X.addr5.3, align 4
  %call.3 = tail call float @llvm.maxnum.f32(float %call.2, float %X.elem6.3)
  %flat4.4 = or i64 %row, 5
  %X.addr5.4 = getelementptr inbounds float, float* %0, i64 %flat4.4
  %X.elem6.4 = load float, float* %X.addr5.4, align 4
  %call.4 = tail call float @llvm.maxnum.f32(float %call.3, float %X.elem6.4)
  %flat4.5 = or i64 %row, 6
  %X.addr5.5 = getelementptr inbounds float, float* %0, i64 %flat4.5
  %X.elem6.5 = load float, float* %X.addr5.5, align 4
  %call.5 = tail call float @llvm.maxnum.f32(float %call.4, float %X.elem6.5)
  %flat4.6 = or i64 %row, 7
  %X.addr5.6 = getelementptr inbounds float, float* %0, i64 %flat4.6
  %X.elem6.6 = load float, float* %X.addr5.6, align 4
  %call.6 = tail call float @llvm.maxnum.f32(float %call.5, float %X.elem6.6)
  %flat4.7 = or i64 %row, 8
  %X.addr5.7 = getelementptr inbounds float, float* %0, i64 %flat4.7
  %X.elem6.7 = load float, float* %X.addr5.7, align 4
  %call.7 = tail call float @llvm.maxnum.f32(float %call.6, float %X.elem6.7)
  %flat4.8 = or i64 %row, 9
  %X.addr5.8 = getelementptr inbounds float, float* %0, i64 %flat4.8
  %X.elem6.8 = load float, float* %X.addr5.8, align 4
  %call.8 = tail call float @llvm.maxnum.f32(float %call.7, float %X.elem6.8)
  %flat4.9 = or i64 %row, 10
  %X.addr5.9 = getelementptr inbounds float, float* %0, i64 %flat4.9
  %X.elem6.9 = load float, float* %X.addr5.9, align 4
  %call.9 = tail call float @llvm.maxnum.f32(float %call.8, float %X.elem6.9)
  %flat4.10 = or i64 %row, 11
  %X.addr5.10 = getelementptr inbounds float, float* %0, i64 %flat4.10
  %X.elem6.10 = load float, float* %X.addr5.10, align 4
  %call.10 = tail call float @llvm.maxnum.f32(float %call.9, float %X.elem6.10)
  %flat4.11 = or i64 %row, 12
  %X.addr5.11 = getelementptr inbounds float, float* %0, i64 %flat4.11
  %X.elem6.11 = load float, float* %X.addr5.11, align 4
  %call.11 = tail call float @llvm.maxnum.f32(float %call.10, float %X.elem6.11)
  %flat4.12 = or i64 %row, 13
  %X.addr5.12 = getelementptr inbounds float, float* %0, i64 %flat4.12
  %X.elem6.12 = load float, float* %X.addr5.12, align 4
  %call.12 = tail call float @llvm.maxnum.f32(float %call.11, float %X.elem6.12)
  %flat4.13 = or i64 %row, 14
  %X.addr5.13 = getelementptr inbounds float, float* %0, i64 %flat4.13
  %X.elem6.13 = load float, float* %X.addr5.13, align 4
  %call.13 = tail call float @llvm.maxnum.f32(float %call.12, float %X.elem6.13)
  %flat4.14 = or i64 %row, 15
  %X.addr5.14 = getelementptr inbounds float, float* %0, i64 %flat4.14
  %X.elem6.14 = load float, float* %X.addr5.14, align 4
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
  %Y.addr = getelementptr inbounds float, float* %1, i64 %flat30
  %X.addr33 = getelementptr inbounds float, float* %0, i64 %flat30
  %X.elem34 = load float, float* %X.addr33, align 4
  %sub36 = fsub float %X.elem34, %call.14
  %call37 = tail call float @llvm.exp.f32(float %sub36)
  %div = fdiv float %call37, %add.15
  store float %div, float* %Y.addr, align 4
  %j.next39 = or i64 %j.addr22.044, 1
  %flat30.1 = add nuw nsw i64 %j.next39, %row
  %Y.addr.1 = getelementptr inbounds float, float* %1, i64 %flat30.1
  %X.addr33.1 = getelementptr inbounds float, float* %0, i64 %flat30.1
  %X.elem34.1 = load float, float* %X.addr33.1, align 4
  %sub36.1 = fsub float %X.elem34.1, %call.14
  %call37.1 = tail call float @llvm.exp.f32(float %sub36.1)
  %div.1 = fdiv float %call37.1, %add.15
  store float %div.1, float* %Y.addr.1, align 4
  %j.next39.1 = or i64 %j.addr22.044, 2
  %flat30.2 = add nuw nsw i64 %j.next39.1, %row
  %Y.addr.2 = getelementptr inbounds float, float* %1, i64 %flat30.2
  %X.addr33.2 = getelementptr inbounds float, float* %0, i64 %flat30.2
  %X.elem34.2 = load float, float* %X.addr33.2, align 4
  %sub36.2 = fsub float %X.elem34.2, %call.14
  %call37.2 = tail call float @llvm.exp.f32(float %sub36.2)
  %div.2 = fdiv float %call37.2, %add.15
  store float %div.2, float* %Y.addr.2, align 4
  %j.next39.2 = or i64 %j.addr22.044, 3
  %flat30.3 = add nuw nsw i64 %j.next39.2, %row
  %Y.addr.3 = getelementptr inbounds float, float* %1, i64 %flat30.3
  %X.addr33.3 = getelementptr inbounds float, float* %0, i64 %flat30.3
  %X.elem34.3 = load float, float* %X.addr33.3, align 4
  %sub36.3 = fsub float %X.elem34.3, %call.14
  %call37.3 = tail call float @llvm.exp.f32(float %sub36.3)
  %div.3 = fdiv float %call37.3, %add.15
  store float %div.3, float* %Y.addr.3, align 4
  %j.next39.3 = add nuw nsw i64 %j.addr22.044, 4
  %exitcond.3.not = icmp eq i64 %j.next39.3, 16
  br i1 %exitcond.3.not, label %for.j.end26, label %for.j.body24, !llvm.loop !0

for.j.end26:                                      ; preds = %for.j.body24
  %i.next = add nuw nsw i64 %i.addr.046, 1
  %exitcond.not = icmp eq i64 %i.next, %m
  br i1 %exitcond.not, label %for.i.end, label %for.i.body
}

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.maxnum.f32(float, float) #1

; Function Attrs: mustprogress nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.exp.f32(float) #1

define i32 @__tvm_ffi_softmax_rows(i8* nocapture readnone %self, i8* nocapture readonly %args, i32 %num_args, i8* nocapture readnone %result) local_unnamed_addr {
entry:
  %message.parts = alloca [16 x i8*], align 8
  %message.digits0 = alloca [24 x i8], align 1
  %message.digits1 = alloca [24 x i8], align 1
  %message.digits2 = alloca [24 x i8], align 1
  %argc.ok = icmp eq i32 %num_args, 2
  br i1 %argc.ok, label %check1.ok, label %check1.fail

common.ret:                                       ; preds = %call.i541, %__modlink_format_i64.exit528, %call.i510, %__modlink_format_i64.exit497, %call.i479, %__modlink_format_i64.exit478, %call.i460, %__modlink_format_i64.exit459, %call.i424, %__modlink_format_i64.exit423, %call.i405, %__modlink_format_i64.exit404, %call.i364, %__modlink_format_i64.exit363, %call.i345, %check11.fail, %call.i343, %__modlink_format_i64.exit342, %call.i324, %__modlink_format_i64.exit311, %call.i293, %__modlink_format_i64.exit280, %call.i262, %__modlink_format_i64.exit261, %call.i243, %__modlink_format_i64.exit242, %call.i224, %__modlink_format_i64.exit223, %call.i183, %__modlink_format_i64.exit182, %call.i164, %check3.fail, %call.i162, %__modlink_format_i64.exit161, %call.i, %__modlink_format_i64.exit, %Y.strides.done
  %common.ret.op = phi i32 [ 0, %Y.strides.done ], [ -1, %__modlink_format_i64.exit ], [ -1, %call.i ], [ -1, %__modlink_format_i64.exit161 ], [ -1, %call.i162 ], [ -1, %check3.fail ], [ -1, %call.i164 ], [ -1, %__modlink_format_i64.exit182 ], [ -1, %call.i183 ], [ -1, %__modlink_format_i64.exit223 ], [ -1, %call.i224 ], [ -1, %__modlink_format_i64.exit242 ], [ -1, %call.i243 ], [ -1, %__modlink_format_i64.exit261 ], [ -1, %call.i262 ], [ -1, %__modlink_format_i64.exit280 ], [ -1, %call.i293 ], [ -1, %__modlink_format_i64.exit311 ], [ -1, %call.i324 ], [ -1, %__modlink_format_i64.exit342 ], [ -1, %call.i343 ], [ -1, %check11.fail ], [ -1, %call.i345 ], [ -1, %__modlink_format_i64.exit363 ], [ -1, %call.i364 ], [ -1, %__modlink_format_i64.exit404 ], [ -1, %call.i405 ], [ -1, %__modlink_format_i64.exit423 ], [ -1, %call.i424 ], [ -1, %__modlink_format_i64.exit459 ], [ -1, %call.i460 ], [ -1, %__modlink_format_i64.exit478 ], [ -1, %call.i479 ], [ -1, %__modlink_format_i64.exit497 ], [ -1, %call.i510 ], [ -1, %__modlink_format_i64.exit528 ], [ -1, %call.i541 ]
  ret i32 %common.ret.op

check1.fail:                                      ; preds = %entry
  %argc = sext i32 %num_args to i64
  %part = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([50 x i8], [50 x i8]* @.str.0, i64 0, i64 0), i8** %part, align 8
  %neg.i = icmp slt i32 %num_args, 0
  %negated.i = sub nsw i64 0, %argc
  %mag.i = select i1 %neg.i, i64 %negated.i, i64 %argc
  %end.i = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i, align 1
  br label %digit.i

digit.i:                                          ; preds = %digit.i, %check1.fail
  %remaining.i = phi i64 [ %mag.i, %check1.fail ], [ %rest.i, %digit.i ]
  %cursor.i = phi i8* [ %end.i, %check1.fail ], [ %digit.at.i, %digit.i ]
  %digit.at.i = getelementptr inbounds i8, i8* %cursor.i, i64 -1
  %digit1.i = urem i64 %remaining.i, 10
  %digit.byte.i = trunc i64 %digit1.i to i8
  %ascii.i = or i8 %digit.byte.i, 48
  store i8 %ascii.i, i8* %digit.at.i, align 1
  %rest.i = udiv i64 %remaining.i, 10
  %0 = icmp ult i64 %remaining.i, 10
  br i1 %0, label %digits.done.i, label %digit.i

digits.done.i:                                    ; preds = %digit.i
  br i1 %neg.i, label %sign.i, label %__modlink_format_i64.exit

sign.i:                                           ; preds = %digits.done.i
  %sign.at.i = getelementptr inbounds i8, i8* %cursor.i, i64 -2
  store i8 45, i8* %sign.at.i, align 1
  br label %__modlink_format_i64.exit

__modlink_format_i64.exit:                        ; preds = %digits.done.i, %sign.i
  %start.i = phi i8* [ %digit.at.i, %digits.done.i ], [ %sign.at.i, %sign.i ]
  %part1 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i, i8** %part1, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i

call.i:                                           ; preds = %__modlink_format_i64.exit
  %1 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %1, i32 2)
  br label %common.ret

check1.ok:                                        ; preds = %entry
  %2 = bitcast i8* %args to i32*
  %X.type_index = load i32, i32* %2, align 4
  switch i32 %X.type_index, label %check2.fail [
    i32 70, label %check2.ok
    i32 7, label %check2.ok
    i32 4, label %check2.ok
  ]

check2.fail:                                      ; preds = %check1.ok
  %tag = sext i32 %X.type_index to i64
  %part5 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([132 x i8], [132 x i8]* @.str.2, i64 0, i64 0), i8** %part5, align 8
  %neg.i145 = icmp slt i32 %X.type_index, 0
  %negated.i146 = sub nsw i64 0, %tag
  %mag.i147 = select i1 %neg.i145, i64 %negated.i146, i64 %tag
  %end.i148 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i148, align 1
  br label %digit.i156

digit.i156:                                       ; preds = %digit.i156, %check2.fail
  %remaining.i149 = phi i64 [ %mag.i147, %check2.fail ], [ %rest.i155, %digit.i156 ]
  %cursor.i150 = phi i8* [ %end.i148, %check2.fail ], [ %digit.at.i151, %digit.i156 ]
  %digit.at.i151 = getelementptr inbounds i8, i8* %cursor.i150, i64 -1
  %digit1.i152 = urem i64 %remaining.i149, 10
  %digit.byte.i153 = trunc i64 %digit1.i152 to i8
  %ascii.i154 = or i8 %digit.byte.i153, 48
  store i8 %ascii.i154, i8* %digit.at.i151, align 1
  %rest.i155 = udiv i64 %remaining.i149, 10
  %3 = icmp ult i64 %remaining.i149, 10
  br i1 %3, label %digits.done.i157, label %digit.i156

digits.done.i157:                                 ; preds = %digit.i156
  br i1 %neg.i145, label %sign.i159, label %__modlink_format_i64.exit161

sign.i159:                                        ; preds = %digits.done.i157
  %sign.at.i158 = getelementptr inbounds i8, i8* %cursor.i150, i64 -2
  store i8 45, i8* %sign.at.i158, align 1
  br label %__modlink_format_i64.exit161

__modlink_format_i64.exit161:                     ; preds = %digits.done.i157, %sign.i159
  %start.i160 = phi i8* [ %digit.at.i151, %digits.done.i157 ], [ %sign.at.i158, %sign.i159 ]
  %part7 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i160, i8** %part7, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i162

call.i162:                                        ; preds = %__modlink_format_i64.exit161
  %4 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %4, i32 2)
  br label %common.ret

check2.ok:                                        ; preds = %check1.ok, %check1.ok, %check1.ok
  %X.value = getelementptr inbounds i8, i8* %args, i64 8
  %5 = bitcast i8* %X.value to i8**
  %X.ptr = load i8*, i8** %5, align 8
  %null.not = icmp eq i8* %X.ptr, null
  br i1 %null.not, label %check3.fail, label %check3.ok

check3.fail:                                      ; preds = %check2.ok
  %part8 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([69 x i8], [69 x i8]* @.str.4, i64 0, i64 0), i8** %part8, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i164

call.i164:                                        ; preds = %check3.fail
  %6 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %6, i32 1)
  br label %common.ret

check3.ok:                                        ; preds = %check2.ok
  %is = icmp eq i32 %X.type_index, 70
  %X.dltensor.idx = select i1 %is, i64 24, i64 0
  %X.dltensor = getelementptr i8, i8* %X.ptr, i64 %X.dltensor.idx
  %ndim.at = getelementptr inbounds i8, i8* %X.dltensor, i64 16
  %7 = bitcast i8* %ndim.at to i32*
  %X.ndim = load i32, i32* %7, align 4
  %ndim.ok = icmp eq i32 %X.ndim, 2
  br i1 %ndim.ok, label %check4.ok, label %check4.fail

check4.fail:                                      ; preds = %check3.ok
  %ndim = sext i32 %X.ndim to i64
  %part9 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([63 x i8], [63 x i8]* @.str.5, i64 0, i64 0), i8** %part9, align 8
  %neg.i166 = icmp slt i32 %X.ndim, 0
  %negated.i167 = sub nsw i64 0, %ndim
  %mag.i168 = select i1 %neg.i166, i64 %negated.i167, i64 %ndim
  %end.i169 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i169, align 1
  br label %digit.i177

digit.i177:                                       ; preds = %digit.i177, %check4.fail
  %remaining.i170 = phi i64 [ %mag.i168, %check4.fail ], [ %rest.i176, %digit.i177 ]
  %cursor.i171 = phi i8* [ %end.i169, %check4.fail ], [ %digit.at.i172, %digit.i177 ]
  %digit.at.i172 = getelementptr inbounds i8, i8* %cursor.i171, i64 -1
  %digit1.i173 = urem i64 %remaining.i170, 10
  %digit.byte.i174 = trunc i64 %digit1.i173 to i8
  %ascii.i175 = or i8 %digit.byte.i174, 48
  store i8 %ascii.i175, i8* %digit.at.i172, align 1
  %rest.i176 = udiv i64 %remaining.i170, 10
  %8 = icmp ult i64 %remaining.i170, 10
  br i1 %8, label %digits.done.i178, label %digit.i177

digits.done.i178:                                 ; preds = %digit.i177
  br i1 %neg.i166, label %sign.i180, label %__modlink_format_i64.exit182

sign.i180:                                        ; preds = %digits.done.i178
  %sign.at.i179 = getelementptr inbounds i8, i8* %cursor.i171, i64 -2
  store i8 45, i8* %sign.at.i179, align 1
  br label %__modlink_format_i64.exit182

__modlink_format_i64.exit182:                     ; preds = %digits.done.i178, %sign.i180
  %start.i181 = phi i8* [ %digit.at.i172, %digits.done.i178 ], [ %sign.at.i179, %sign.i180 ]
  %part11 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i181, i8** %part11, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i183

call.i183:                                        ; preds = %__modlink_format_i64.exit182
  %9 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %9, i32 2)
  br label %common.ret

check4.ok:                                        ; preds = %check3.ok
  %dtype.at = getelementptr inbounds i8, i8* %X.dltensor, i64 20
  %10 = getelementptr inbounds i8, i8* %dtype.at, i64 1
  %lanes.at = getelementptr inbounds i8, i8* %dtype.at, i64 2
  %11 = bitcast i8* %lanes.at to i16*
  %code = load i8, i8* %dtype.at, align 1
  %bits = load i8, i8* %10, align 1
  %lanes = load i16, i16* %11, align 2
  %code.ok = icmp eq i8 %code, 2
  %bits.ok = icmp eq i8 %bits, 32
  %lanes.ok = icmp eq i16 %lanes, 1
  %dtype.ok = and i1 %code.ok, %bits.ok
  %dtype.ok12 = and i1 %dtype.ok, %lanes.ok
  br i1 %dtype.ok12, label %check5.ok, label %check5.fail

check5.fail:                                      ; preds = %check4.ok
  %lanes15 = zext i16 %lanes to i64
  %code13 = zext i8 %code to i64
  %part16 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([98 x i8], [98 x i8]* @.str.6, i64 0, i64 0), i8** %part16, align 8
  %end.i186 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i186, align 1
  br label %digit.i194

digit.i194:                                       ; preds = %digit.i194, %check5.fail
  %remaining.i187 = phi i64 [ %code13, %check5.fail ], [ %rest.i193, %digit.i194 ]
  %cursor.i188 = phi i8* [ %end.i186, %check5.fail ], [ %digit.at.i189, %digit.i194 ]
  %digit.at.i189 = getelementptr inbounds i8, i8* %cursor.i188, i64 -1
  %digit1.i190 = urem i64 %remaining.i187, 10
  %digit.byte.i191 = trunc i64 %digit1.i190 to i8
  %ascii.i192 = or i8 %digit.byte.i191, 48
  store i8 %ascii.i192, i8* %digit.at.i189, align 1
  %rest.i193 = udiv i64 %remaining.i187, 10
  %12 = icmp ult i64 %remaining.i187, 10
  br i1 %12, label %__modlink_format_i64.exit197, label %digit.i194

__modlink_format_i64.exit197:                     ; preds = %digit.i194
  %bits14 = zext i8 %bits to i64
  %part18 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digit.at.i189, i8** %part18, align 8
  %part19 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.7, i64 0, i64 0), i8** %part19, align 8
  %end.i199 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 23
  store i8 0, i8* %end.i199, align 1
  br label %digit.i207

digit.i207:                                       ; preds = %digit.i207, %__modlink_format_i64.exit197
  %remaining.i200 = phi i64 [ %bits14, %__modlink_format_i64.exit197 ], [ %rest.i206, %digit.i207 ]
  %cursor.i201 = phi i8* [ %end.i199, %__modlink_format_i64.exit197 ], [ %digit.at.i202, %digit.i207 ]
  %digit.at.i202 = getelementptr inbounds i8, i8* %cursor.i201, i64 -1
  %digit1.i203 = urem i64 %remaining.i200, 10
  %digit.byte.i204 = trunc i64 %digit1.i203 to i8
  %ascii.i205 = or i8 %digit.byte.i204, 48
  store i8 %ascii.i205, i8* %digit.at.i202, align 1
  %rest.i206 = udiv i64 %remaining.i200, 10
  %13 = icmp ult i64 %remaining.i200, 10
  br i1 %13, label %__modlink_format_i64.exit210, label %digit.i207

__modlink_format_i64.exit210:                     ; preds = %digit.i207
  %part21 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digit.at.i202, i8** %part21, align 8
  %part22 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 4
  store i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.8, i64 0, i64 0), i8** %part22, align 8
  %end.i212 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits2, i64 0, i64 23
  store i8 0, i8* %end.i212, align 1
  br label %digit.i220

digit.i220:                                       ; preds = %digit.i220, %__modlink_format_i64.exit210
  %remaining.i213 = phi i64 [ %lanes15, %__modlink_format_i64.exit210 ], [ %rest.i219, %digit.i220 ]
  %cursor.i214 = phi i8* [ %end.i212, %__modlink_format_i64.exit210 ], [ %digit.at.i215, %digit.i220 ]
  %digit.at.i215 = getelementptr inbounds i8, i8* %cursor.i214, i64 -1
  %digit1.i216 = urem i64 %remaining.i213, 10
  %digit.byte.i217 = trunc i64 %digit1.i216 to i8
  %ascii.i218 = or i8 %digit.byte.i217, 48
  store i8 %ascii.i218, i8* %digit.at.i215, align 1
  %rest.i219 = udiv i64 %remaining.i213, 10
  %14 = icmp ult i64 %remaining.i213, 10
  br i1 %14, label %__modlink_format_i64.exit223, label %digit.i220

__modlink_format_i64.exit223:                     ; preds = %digit.i220
  %part24 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 5
  store i8* %digit.at.i215, i8** %part24, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i224

call.i224:                                        ; preds = %__modlink_format_i64.exit223
  %15 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %15, i32 6)
  br label %common.ret

check5.ok:                                        ; preds = %check4.ok
  %device.at = getelementptr inbounds i8, i8* %X.dltensor, i64 8
  %16 = bitcast i8* %device.at to i32*
  %X.device_type = load i32, i32* %16, align 4
  %device.ok = icmp eq i32 %X.device_type, 1
  br i1 %device.ok, label %check6.ok, label %check6.fail

check6.fail:                                      ; preds = %check5.ok
  %device = sext i32 %X.device_type to i64
  %part25 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([97 x i8], [97 x i8]* @.str.9, i64 0, i64 0), i8** %part25, align 8
  %neg.i226 = icmp slt i32 %X.device_type, 0
  %negated.i227 = sub nsw i64 0, %device
  %mag.i228 = select i1 %neg.i226, i64 %negated.i227, i64 %device
  %end.i229 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i229, align 1
  br label %digit.i237

digit.i237:                                       ; preds = %digit.i237, %check6.fail
  %remaining.i230 = phi i64 [ %mag.i228, %check6.fail ], [ %rest.i236, %digit.i237 ]
  %cursor.i231 = phi i8* [ %end.i229, %check6.fail ], [ %digit.at.i232, %digit.i237 ]
  %digit.at.i232 = getelementptr inbounds i8, i8* %cursor.i231, i64 -1
  %digit1.i233 = urem i64 %remaining.i230, 10
  %digit.byte.i234 = trunc i64 %digit1.i233 to i8
  %ascii.i235 = or i8 %digit.byte.i234, 48
  store i8 %ascii.i235, i8* %digit.at.i232, align 1
  %rest.i236 = udiv i64 %remaining.i230, 10
  %17 = icmp ult i64 %remaining.i230, 10
  br i1 %17, label %digits.done.i238, label %digit.i237

digits.done.i238:                                 ; preds = %digit.i237
  br i1 %neg.i226, label %sign.i240, label %__modlink_format_i64.exit242

sign.i240:                                        ; preds = %digits.done.i238
  %sign.at.i239 = getelementptr inbounds i8, i8* %cursor.i231, i64 -2
  store i8 45, i8* %sign.at.i239, align 1
  br label %__modlink_format_i64.exit242

__modlink_format_i64.exit242:                     ; preds = %digits.done.i238, %sign.i240
  %start.i241 = phi i8* [ %digit.at.i232, %digits.done.i238 ], [ %sign.at.i239, %sign.i240 ]
  %part27 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i241, i8** %part27, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i243

call.i243:                                        ; preds = %__modlink_format_i64.exit242
  %18 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %18, i32 2)
  br label %common.ret

check6.ok:                                        ; preds = %check5.ok
  %shape.at = getelementptr inbounds i8, i8* %X.dltensor, i64 24
  %19 = bitcast i8* %shape.at to i64**
  %X.shape143 = load i64*, i64** %19, align 8
  %X.shape0 = load i64, i64* %X.shape143, align 8
  %extent.at28 = getelementptr inbounds i64, i64* %X.shape143, i64 1
  %X.shape1 = load i64, i64* %extent.at28, align 8
  %extent.ok = icmp eq i64 %X.shape1, 16
  br i1 %extent.ok, label %check7.ok, label %check7.fail

check7.fail:                                      ; preds = %check6.ok
  %part29 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([72 x i8], [72 x i8]* @.str.10, i64 0, i64 0), i8** %part29, align 8
  %neg.i245 = icmp slt i64 %X.shape1, 0
  %negated.i246 = sub i64 0, %X.shape1
  %mag.i247 = select i1 %neg.i245, i64 %negated.i246, i64 %X.shape1
  %end.i248 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i248, align 1
  br label %digit.i256

digit.i256:                                       ; preds = %digit.i256, %check7.fail
  %remaining.i249 = phi i64 [ %mag.i247, %check7.fail ], [ %rest.i255, %digit.i256 ]
  %cursor.i250 = phi i8* [ %end.i248, %check7.fail ], [ %digit.at.i251, %digit.i256 ]
  %digit.at.i251 = getelementptr inbounds i8, i8* %cursor.i250, i64 -1
  %digit1.i252 = urem i64 %remaining.i249, 10
  %digit.byte.i253 = trunc i64 %digit1.i252 to i8
  %ascii.i254 = or i8 %digit.byte.i253, 48
  store i8 %ascii.i254, i8* %digit.at.i251, align 1
  %rest.i255 = udiv i64 %remaining.i249, 10
  %20 = icmp ult i64 %remaining.i249, 10
  br i1 %20, label %digits.done.i257, label %digit.i256

digits.done.i257:                                 ; preds = %digit.i256
  br i1 %neg.i245, label %sign.i259, label %__modlink_format_i64.exit261

sign.i259:                                        ; preds = %digits.done.i257
  %sign.at.i258 = getelementptr inbounds i8, i8* %cursor.i250, i64 -2
  store i8 45, i8* %sign.at.i258, align 1
  br label %__modlink_format_i64.exit261

__modlink_format_i64.exit261:                     ; preds = %digits.done.i257, %sign.i259
  %start.i260 = phi i8* [ %digit.at.i251, %digits.done.i257 ], [ %sign.at.i258, %sign.i259 ]
  %part31 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i260, i8** %part31, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i262

call.i262:                                        ; preds = %__modlink_format_i64.exit261
  %21 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %21, i32 2)
  br label %common.ret

check7.ok:                                        ; preds = %check6.ok
  %strides.at = getelementptr inbounds i8, i8* %X.dltensor, i64 32
  %22 = bitcast i8* %strides.at to i8**
  %X.strides = load i8*, i8** %22, align 8
  %has_strides.not = icmp eq i8* %X.strides, null
  br i1 %has_strides.not, label %X.strides.done, label %X.strides.check

X.strides.check:                                  ; preds = %check7.ok
  %stride.at = getelementptr inbounds i8, i8* %X.strides, i64 8
  %23 = bitcast i8* %stride.at to i64*
  %X.stride1 = load i64, i64* %23, align 8
  %stride.ok = icmp eq i64 %X.stride1, 1
  br i1 %stride.ok, label %check8.ok, label %check8.fail

X.strides.done:                                   ; preds = %check8.ok, %check7.ok
  %data.at = bitcast i8* %X.dltensor to i8**
  %data = load i8*, i8** %data.at, align 8
  %byte_offset.at = getelementptr inbounds i8, i8* %X.dltensor, i64 40
  %24 = bitcast i8* %byte_offset.at to i64*
  %byte_offset = load i64, i64* %24, align 8
  %X.data = getelementptr i8, i8* %data, i64 %byte_offset
  %Y.any = getelementptr inbounds i8, i8* %args, i64 16
  %25 = bitcast i8* %Y.any to i32*
  %Y.type_index = load i32, i32* %25, align 4
  switch i32 %Y.type_index, label %check10.fail [
    i32 70, label %check10.ok
    i32 7, label %check10.ok
    i32 4, label %check10.ok
  ]

check8.fail:                                      ; preds = %X.strides.check
  %part33 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([93 x i8], [93 x i8]* @.str.11, i64 0, i64 0), i8** %part33, align 8
  %neg.i264 = icmp slt i64 %X.stride1, 0
  %negated.i265 = sub i64 0, %X.stride1
  %mag.i266 = select i1 %neg.i264, i64 %negated.i265, i64 %X.stride1
  %end.i267 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i267, align 1
  br label %digit.i275

digit.i275:                                       ; preds = %digit.i275, %check8.fail
  %remaining.i268 = phi i64 [ %mag.i266, %check8.fail ], [ %rest.i274, %digit.i275 ]
  %cursor.i269 = phi i8* [ %end.i267, %check8.fail ], [ %digit.at.i270, %digit.i275 ]
  %digit.at.i270 = getelementptr inbounds i8, i8* %cursor.i269, i64 -1
  %digit1.i271 = urem i64 %remaining.i268, 10
  %digit.byte.i272 = trunc i64 %digit1.i271 to i8
  %ascii.i273 = or i8 %digit.byte.i272, 48
  store i8 %ascii.i273, i8* %digit.at.i270, align 1
  %rest.i274 = udiv i64 %remaining.i268, 10
  %26 = icmp ult i64 %remaining.i268, 10
  br i1 %26, label %digits.done.i276, label %digit.i275

digits.done.i276:                                 ; preds = %digit.i275
  br i1 %neg.i264, label %sign.i278, label %__modlink_format_i64.exit280

sign.i278:                                        ; preds = %digits.done.i276
  %sign.at.i277 = getelementptr inbounds i8, i8* %cursor.i269, i64 -2
  store i8 45, i8* %sign.at.i277, align 1
  br label %__modlink_format_i64.exit280

__modlink_format_i64.exit280:                     ; preds = %digits.done.i276, %sign.i278
  %start.i279 = phi i8* [ %digit.at.i270, %digits.done.i276 ], [ %sign.at.i277, %sign.i278 ]
  %part35 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i279, i8** %part35, align 8
  %part36 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.12, i64 0, i64 0), i8** %part36, align 8
  %end.i281 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 23
  store i8 0, i8* %end.i281, align 1
  %digit.at.i284 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 22
  store i8 49, i8* %digit.at.i284, align 1
  %part38 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digit.at.i284, i8** %part38, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i293

call.i293:                                        ; preds = %__modlink_format_i64.exit280
  %27 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %27, i32 4)
  br label %common.ret

check8.ok:                                        ; preds = %X.strides.check
  %28 = bitcast i8* %X.strides to i64*
  %X.stride0 = load i64, i64* %28, align 8
  %stride.ok40 = icmp eq i64 %X.stride0, 16
  %unit41 = icmp eq i64 %X.shape0, 1
  %stride.ok42 = or i1 %unit41, %stride.ok40
  br i1 %stride.ok42, label %X.strides.done, label %check9.fail

check9.fail:                                      ; preds = %check8.ok
  %part43 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([93 x i8], [93 x i8]* @.str.13, i64 0, i64 0), i8** %part43, align 8
  %neg.i295 = icmp slt i64 %X.stride0, 0
  %negated.i296 = sub i64 0, %X.stride0
  %mag.i297 = select i1 %neg.i295, i64 %negated.i296, i64 %X.stride0
  %end.i298 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i298, align 1
  br label %digit.i306

digit.i306:                                       ; preds = %digit.i306, %check9.fail
  %remaining.i299 = phi i64 [ %mag.i297, %check9.fail ], [ %rest.i305, %digit.i306 ]
  %cursor.i300 = phi i8* [ %end.i298, %check9.fail ], [ %digit.at.i301, %digit.i306 ]
  %digit.at.i301 = getelementptr inbounds i8, i8* %cursor.i300, i64 -1
  %digit1.i302 = urem i64 %remaining.i299, 10
  %digit.byte.i303 = trunc i64 %digit1.i302 to i8
  %ascii.i304 = or i8 %digit.byte.i303, 48
  store i8 %ascii.i304, i8* %digit.at.i301, align 1
  %rest.i305 = udiv i64 %remaining.i299, 10
  %29 = icmp ult i64 %remaining.i299, 10
  br i1 %29, label %digits.done.i307, label %digit.i306

digits.done.i307:                                 ; preds = %digit.i306
  br i1 %neg.i295, label %sign.i309, label %__modlink_format_i64.exit311

sign.i309:                                        ; preds = %digits.done.i307
  %sign.at.i308 = getelementptr inbounds i8, i8* %cursor.i300, i64 -2
  store i8 45, i8* %sign.at.i308, align 1
  br label %__modlink_format_i64.exit311

__modlink_format_i64.exit311:                     ; preds = %digits.done.i307, %sign.i309
  %start.i310 = phi i8* [ %digit.at.i301, %digits.done.i307 ], [ %sign.at.i308, %sign.i309 ]
  %part45 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i310, i8** %part45, align 8
  %part46 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.12, i64 0, i64 0), i8** %part46, align 8
  %end.i312 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 23
  store i8 0, i8* %end.i312, align 1
  %digit.at.i315 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 22
  store i8 54, i8* %digit.at.i315, align 1
  %digit.at.i315.1 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 21
  store i8 49, i8* %digit.at.i315.1, align 1
  %part48 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digit.at.i315.1, i8** %part48, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i324

call.i324:                                        ; preds = %__modlink_format_i64.exit311
  %30 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %30, i32 4)
  br label %common.ret

check10.fail:                                     ; preds = %X.strides.done
  %tag56 = sext i32 %Y.type_index to i64
  %part57 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([132 x i8], [132 x i8]* @.str.14, i64 0, i64 0), i8** %part57, align 8
  %neg.i326 = icmp slt i32 %Y.type_index, 0
  %negated.i327 = sub nsw i64 0, %tag56
  %mag.i328 = select i1 %neg.i326, i64 %negated.i327, i64 %tag56
  %end.i329 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i329, align 1
  br label %digit.i337

digit.i337:                                       ; preds = %digit.i337, %check10.fail
  %remaining.i330 = phi i64 [ %mag.i328, %check10.fail ], [ %rest.i336, %digit.i337 ]
  %cursor.i331 = phi i8* [ %end.i329, %check10.fail ], [ %digit.at.i332, %digit.i337 ]
  %digit.at.i332 = getelementptr inbounds i8, i8* %cursor.i331, i64 -1
  %digit1.i333 = urem i64 %remaining.i330, 10
  %digit.byte.i334 = trunc i64 %digit1.i333 to i8
  %ascii.i335 = or i8 %digit.byte.i334, 48
  store i8 %ascii.i335, i8* %digit.at.i332, align 1
  %rest.i336 = udiv i64 %remaining.i330, 10
  %31 = icmp ult i64 %remaining.i330, 10
  br i1 %31, label %digits.done.i338, label %digit.i337

digits.done.i338:                                 ; preds = %digit.i337
  br i1 %neg.i326, label %sign.i340, label %__modlink_format_i64.exit342

sign.i340:                                        ; preds = %digits.done.i338
  %sign.at.i339 = getelementptr inbounds i8, i8* %cursor.i331, i64 -2
  store i8 45, i8* %sign.at.i339, align 1
  br label %__modlink_format_i64.exit342

__modlink_format_i64.exit342:                     ; preds = %digits.done.i338, %sign.i340
  %start.i341 = phi i8* [ %digit.at.i332, %digits.done.i338 ], [ %sign.at.i339, %sign.i340 ]
  %part59 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i341, i8** %part59, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i343

call.i343:                                        ; preds = %__modlink_format_i64.exit342
  %32 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %32, i32 2)
  br label %common.ret

check10.ok:                                       ; preds = %X.strides.done, %X.strides.done, %X.strides.done
  %Y.value = getelementptr inbounds i8, i8* %args, i64 24
  %33 = bitcast i8* %Y.value to i8**
  %Y.ptr = load i8*, i8** %33, align 8
  %null60.not = icmp eq i8* %Y.ptr, null
  br i1 %null60.not, label %check11.fail, label %check11.ok

check11.fail:                                     ; preds = %check10.ok
  %part62 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([69 x i8], [69 x i8]* @.str.15, i64 0, i64 0), i8** %part62, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i345

call.i345:                                        ; preds = %check11.fail
  %34 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %34, i32 1)
  br label %common.ret

check11.ok:                                       ; preds = %check10.ok
  %is50 = icmp eq i32 %Y.type_index, 70
  %Y.dltensor.idx = select i1 %is50, i64 24, i64 0
  %Y.dltensor = getelementptr i8, i8* %Y.ptr, i64 %Y.dltensor.idx
  %ndim.at63 = getelementptr inbounds i8, i8* %Y.dltensor, i64 16
  %35 = bitcast i8* %ndim.at63 to i32*
  %Y.ndim = load i32, i32* %35, align 4
  %ndim.ok64 = icmp eq i32 %Y.ndim, 2
  br i1 %ndim.ok64, label %check12.ok, label %check12.fail

check12.fail:                                     ; preds = %check11.ok
  %ndim65 = sext i32 %Y.ndim to i64
  %part66 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([63 x i8], [63 x i8]* @.str.16, i64 0, i64 0), i8** %part66, align 8
  %neg.i347 = icmp slt i32 %Y.ndim, 0
  %negated.i348 = sub nsw i64 0, %ndim65
  %mag.i349 = select i1 %neg.i347, i64 %negated.i348, i64 %ndim65
  %end.i350 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i350, align 1
  br label %digit.i358

digit.i358:                                       ; preds = %digit.i358, %check12.fail
  %remaining.i351 = phi i64 [ %mag.i349, %check12.fail ], [ %rest.i357, %digit.i358 ]
  %cursor.i352 = phi i8* [ %end.i350, %check12.fail ], [ %digit.at.i353, %digit.i358 ]
  %digit.at.i353 = getelementptr inbounds i8, i8* %cursor.i352, i64 -1
  %digit1.i354 = urem i64 %remaining.i351, 10
  %digit.byte.i355 = trunc i64 %digit1.i354 to i8
  %ascii.i356 = or i8 %digit.byte.i355, 48
  store i8 %ascii.i356, i8* %digit.at.i353, align 1
  %rest.i357 = udiv i64 %remaining.i351, 10
  %36 = icmp ult i64 %remaining.i351, 10
  br i1 %36, label %digits.done.i359, label %digit.i358

digits.done.i359:                                 ; preds = %digit.i358
  br i1 %neg.i347, label %sign.i361, label %__modlink_format_i64.exit363

sign.i361:                                        ; preds = %digits.done.i359
  %sign.at.i360 = getelementptr inbounds i8, i8* %cursor.i352, i64 -2
  store i8 45, i8* %sign.at.i360, align 1
  br label %__modlink_format_i64.exit363

__modlink_format_i64.exit363:                     ; preds = %digits.done.i359, %sign.i361
  %start.i362 = phi i8* [ %digit.at.i353, %digits.done.i359 ], [ %sign.at.i360, %sign.i361 ]
  %part68 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i362, i8** %part68, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i364

call.i364:                                        ; preds = %__modlink_format_i64.exit363
  %37 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %37, i32 2)
  br label %common.ret

check12.ok:                                       ; preds = %check11.ok
  %dtype.at69 = getelementptr inbounds i8, i8* %Y.dltensor, i64 20
  %38 = getelementptr inbounds i8, i8* %dtype.at69, i64 1
  %lanes.at72 = getelementptr inbounds i8, i8* %dtype.at69, i64 2
  %39 = bitcast i8* %lanes.at72 to i16*
  %code73 = load i8, i8* %dtype.at69, align 1
  %bits74 = load i8, i8* %38, align 1
  %lanes75 = load i16, i16* %39, align 2
  %code.ok76 = icmp eq i8 %code73, 2
  %bits.ok77 = icmp eq i8 %bits74, 32
  %lanes.ok78 = icmp eq i16 %lanes75, 1
  %dtype.ok79 = and i1 %code.ok76, %bits.ok77
  %dtype.ok80 = and i1 %dtype.ok79, %lanes.ok78
  br i1 %dtype.ok80, label %check13.ok, label %check13.fail

check13.fail:                                     ; preds = %check12.ok
  %lanes83 = zext i16 %lanes75 to i64
  %code81 = zext i8 %code73 to i64
  %part84 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([98 x i8], [98 x i8]* @.str.17, i64 0, i64 0), i8** %part84, align 8
  %end.i367 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i367, align 1
  br label %digit.i375

digit.i375:                                       ; preds = %digit.i375, %check13.fail
  %remaining.i368 = phi i64 [ %code81, %check13.fail ], [ %rest.i374, %digit.i375 ]
  %cursor.i369 = phi i8* [ %end.i367, %check13.fail ], [ %digit.at.i370, %digit.i375 ]
  %digit.at.i370 = getelementptr inbounds i8, i8* %cursor.i369, i64 -1
  %digit1.i371 = urem i64 %remaining.i368, 10
  %digit.byte.i372 = trunc i64 %digit1.i371 to i8
  %ascii.i373 = or i8 %digit.byte.i372, 48
  store i8 %ascii.i373, i8* %digit.at.i370, align 1
  %rest.i374 = udiv i64 %remaining.i368, 10
  %40 = icmp ult i64 %remaining.i368, 10
  br i1 %40, label %__modlink_format_i64.exit378, label %digit.i375

__modlink_format_i64.exit378:                     ; preds = %digit.i375
  %bits82 = zext i8 %bits74 to i64
  %part86 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digit.at.i370, i8** %part86, align 8
  %part87 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.7, i64 0, i64 0), i8** %part87, align 8
  %end.i380 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 23
  store i8 0, i8* %end.i380, align 1
  br label %digit.i388

digit.i388:                                       ; preds = %digit.i388, %__modlink_format_i64.exit378
  %remaining.i381 = phi i64 [ %bits82, %__modlink_format_i64.exit378 ], [ %rest.i387, %digit.i388 ]
  %cursor.i382 = phi i8* [ %end.i380, %__modlink_format_i64.exit378 ], [ %digit.at.i383, %digit.i388 ]
  %digit.at.i383 = getelementptr inbounds i8, i8* %cursor.i382, i64 -1
  %digit1.i384 = urem i64 %remaining.i381, 10
  %digit.byte.i385 = trunc i64 %digit1.i384 to i8
  %ascii.i386 = or i8 %digit.byte.i385, 48
  store i8 %ascii.i386, i8* %digit.at.i383, align 1
  %rest.i387 = udiv i64 %remaining.i381, 10
  %41 = icmp ult i64 %remaining.i381, 10
  br i1 %41, label %__modlink_format_i64.exit391, label %digit.i388

__modlink_format_i64.exit391:                     ; preds = %digit.i388
  %part89 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digit.at.i383, i8** %part89, align 8
  %part90 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 4
  store i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.8, i64 0, i64 0), i8** %part90, align 8
  %end.i393 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits2, i64 0, i64 23
  store i8 0, i8* %end.i393, align 1
  br label %digit.i401

digit.i401:                                       ; preds = %digit.i401, %__modlink_format_i64.exit391
  %remaining.i394 = phi i64 [ %lanes83, %__modlink_format_i64.exit391 ], [ %rest.i400, %digit.i401 ]
  %cursor.i395 = phi i8* [ %end.i393, %__modlink_format_i64.exit391 ], [ %digit.at.i396, %digit.i401 ]
  %digit.at.i396 = getelementptr inbounds i8, i8* %cursor.i395, i64 -1
  %digit1.i397 = urem i64 %remaining.i394, 10
  %digit.byte.i398 = trunc i64 %digit1.i397 to i8
  %ascii.i399 = or i8 %digit.byte.i398, 48
  store i8 %ascii.i399, i8* %digit.at.i396, align 1
  %rest.i400 = udiv i64 %remaining.i394, 10
  %42 = icmp ult i64 %remaining.i394, 10
  br i1 %42, label %__modlink_format_i64.exit404, label %digit.i401

__modlink_format_i64.exit404:                     ; preds = %digit.i401
  %part92 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 5
  store i8* %digit.at.i396, i8** %part92, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i405

call.i405:                                        ; preds = %__modlink_format_i64.exit404
  %43 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %43, i32 6)
  br label %common.ret

check13.ok:                                       ; preds = %check12.ok
  %device.at93 = getelementptr inbounds i8, i8* %Y.dltensor, i64 8
  %44 = bitcast i8* %device.at93 to i32*
  %Y.device_type = load i32, i32* %44, align 4
  %device.ok94 = icmp eq i32 %Y.device_type, 1
  br i1 %device.ok94, label %check14.ok, label %check14.fail

check14.fail:                                     ; preds = %check13.ok
  %device95 = sext i32 %Y.device_type to i64
  %part96 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([97 x i8], [97 x i8]* @.str.18, i64 0, i64 0), i8** %part96, align 8
  %neg.i407 = icmp slt i32 %Y.device_type, 0
  %negated.i408 = sub nsw i64 0, %device95
  %mag.i409 = select i1 %neg.i407, i64 %negated.i408, i64 %device95
  %end.i410 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i410, align 1
  br label %digit.i418

digit.i418:                                       ; preds = %digit.i418, %check14.fail
  %remaining.i411 = phi i64 [ %mag.i409, %check14.fail ], [ %rest.i417, %digit.i418 ]
  %cursor.i412 = phi i8* [ %end.i410, %check14.fail ], [ %digit.at.i413, %digit.i418 ]
  %digit.at.i413 = getelementptr inbounds i8, i8* %cursor.i412, i64 -1
  %digit1.i414 = urem i64 %remaining.i411, 10
  %digit.byte.i415 = trunc i64 %digit1.i414 to i8
  %ascii.i416 = or i8 %digit.byte.i415, 48
  store i8 %ascii.i416, i8* %digit.at.i413, align 1
  %rest.i417 = udiv i64 %remaining.i411, 10
  %45 = icmp ult i64 %remaining.i411, 10
  br i1 %45, label %digits.done.i419, label %digit.i418

digits.done.i419:                                 ; preds = %digit.i418
  br i1 %neg.i407, label %sign.i421, label %__modlink_format_i64.exit423

sign.i421:                                        ; preds = %digits.done.i419
  %sign.at.i420 = getelementptr inbounds i8, i8* %cursor.i412, i64 -2
  store i8 45, i8* %sign.at.i420, align 1
  br label %__modlink_format_i64.exit423

__modlink_format_i64.exit423:                     ; preds = %digits.done.i419, %sign.i421
  %start.i422 = phi i8* [ %digit.at.i413, %digits.done.i419 ], [ %sign.at.i420, %sign.i421 ]
  %part98 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i422, i8** %part98, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i424

call.i424:                                        ; preds = %__modlink_format_i64.exit423
  %46 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %46, i32 2)
  br label %common.ret

check14.ok:                                       ; preds = %check13.ok
  %shape.at99 = getelementptr inbounds i8, i8* %Y.dltensor, i64 24
  %47 = bitcast i8* %shape.at99 to i64**
  %Y.shape144 = load i64*, i64** %47, align 8
  %Y.shape0 = load i64, i64* %Y.shape144, align 8
  %extent.ok101 = icmp eq i64 %Y.shape0, %X.shape0
  br i1 %extent.ok101, label %check15.ok, label %check15.fail

check15.fail:                                     ; preds = %check14.ok
  %part102 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([63 x i8], [63 x i8]* @.str.19, i64 0, i64 0), i8** %part102, align 8
  %neg.i426 = icmp slt i64 %Y.shape0, 0
  %negated.i427 = sub i64 0, %Y.shape0
  %mag.i428 = select i1 %neg.i426, i64 %negated.i427, i64 %Y.shape0
  %end.i429 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i429, align 1
  br label %digit.i437

digit.i437:                                       ; preds = %digit.i437, %check15.fail
  %remaining.i430 = phi i64 [ %mag.i428, %check15.fail ], [ %rest.i436, %digit.i437 ]
  %cursor.i431 = phi i8* [ %end.i429, %check15.fail ], [ %digit.at.i432, %digit.i437 ]
  %digit.at.i432 = getelementptr inbounds i8, i8* %cursor.i431, i64 -1
  %digit1.i433 = urem i64 %remaining.i430, 10
  %digit.byte.i434 = trunc i64 %digit1.i433 to i8
  %ascii.i435 = or i8 %digit.byte.i434, 48
  store i8 %ascii.i435, i8* %digit.at.i432, align 1
  %rest.i436 = udiv i64 %remaining.i430, 10
  %48 = icmp ult i64 %remaining.i430, 10
  br i1 %48, label %digits.done.i438, label %digit.i437

digits.done.i438:                                 ; preds = %digit.i437
  br i1 %neg.i426, label %sign.i440, label %__modlink_format_i64.exit442

sign.i440:                                        ; preds = %digits.done.i438
  %sign.at.i439 = getelementptr inbounds i8, i8* %cursor.i431, i64 -2
  store i8 45, i8* %sign.at.i439, align 1
  br label %__modlink_format_i64.exit442

__modlink_format_i64.exit442:                     ; preds = %digits.done.i438, %sign.i440
  %start.i441 = phi i8* [ %digit.at.i432, %digits.done.i438 ], [ %sign.at.i439, %sign.i440 ]
  %part104 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i441, i8** %part104, align 8
  %part105 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([49 x i8], [49 x i8]* @.str.20, i64 0, i64 0), i8** %part105, align 8
  %neg.i443 = icmp slt i64 %X.shape0, 0
  %negated.i444 = sub i64 0, %X.shape0
  %mag.i445 = select i1 %neg.i443, i64 %negated.i444, i64 %X.shape0
  %end.i446 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 23
  store i8 0, i8* %end.i446, align 1
  br label %digit.i454

digit.i454:                                       ; preds = %digit.i454, %__modlink_format_i64.exit442
  %remaining.i447 = phi i64 [ %mag.i445, %__modlink_format_i64.exit442 ], [ %rest.i453, %digit.i454 ]
  %cursor.i448 = phi i8* [ %end.i446, %__modlink_format_i64.exit442 ], [ %digit.at.i449, %digit.i454 ]
  %digit.at.i449 = getelementptr inbounds i8, i8* %cursor.i448, i64 -1
  %digit1.i450 = urem i64 %remaining.i447, 10
  %digit.byte.i451 = trunc i64 %digit1.i450 to i8
  %ascii.i452 = or i8 %digit.byte.i451, 48
  store i8 %ascii.i452, i8* %digit.at.i449, align 1
  %rest.i453 = udiv i64 %remaining.i447, 10
  %49 = icmp ult i64 %remaining.i447, 10
  br i1 %49, label %digits.done.i455, label %digit.i454

digits.done.i455:                                 ; preds = %digit.i454
  br i1 %neg.i443, label %sign.i457, label %__modlink_format_i64.exit459

sign.i457:                                        ; preds = %digits.done.i455
  %sign.at.i456 = getelementptr inbounds i8, i8* %cursor.i448, i64 -2
  store i8 45, i8* %sign.at.i456, align 1
  br label %__modlink_format_i64.exit459

__modlink_format_i64.exit459:                     ; preds = %digits.done.i455, %sign.i457
  %start.i458 = phi i8* [ %digit.at.i449, %digits.done.i455 ], [ %sign.at.i456, %sign.i457 ]
  %part107 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %start.i458, i8** %part107, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i460

call.i460:                                        ; preds = %__modlink_format_i64.exit459
  %50 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %50, i32 4)
  br label %common.ret

check15.ok:                                       ; preds = %check14.ok
  %extent.at108 = getelementptr inbounds i64, i64* %Y.shape144, i64 1
  %Y.shape1 = load i64, i64* %extent.at108, align 8
  %extent.ok109 = icmp eq i64 %Y.shape1, 16
  br i1 %extent.ok109, label %check16.ok, label %check16.fail

check16.fail:                                     ; preds = %check15.ok
  %part110 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([72 x i8], [72 x i8]* @.str.21, i64 0, i64 0), i8** %part110, align 8
  %neg.i462 = icmp slt i64 %Y.shape1, 0
  %negated.i463 = sub i64 0, %Y.shape1
  %mag.i464 = select i1 %neg.i462, i64 %negated.i463, i64 %Y.shape1
  %end.i465 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i465, align 1
  br label %digit.i473

digit.i473:                                       ; preds = %digit.i473, %check16.fail
  %remaining.i466 = phi i64 [ %mag.i464, %check16.fail ], [ %rest.i472, %digit.i473 ]
  %cursor.i467 = phi i8* [ %end.i465, %check16.fail ], [ %digit.at.i468, %digit.i473 ]
  %digit.at.i468 = getelementptr inbounds i8, i8* %cursor.i467, i64 -1
  %digit1.i469 = urem i64 %remaining.i466, 10
  %digit.byte.i470 = trunc i64 %digit1.i469 to i8
  %ascii.i471 = or i8 %digit.byte.i470, 48
  store i8 %ascii.i471, i8* %digit.at.i468, align 1
  %rest.i472 = udiv i64 %remaining.i466, 10
  %51 = icmp ult i64 %remaining.i466, 10
  br i1 %51, label %digits.done.i474, label %digit.i473

digits.done.i474:                                 ; preds = %digit.i473
  br i1 %neg.i462, label %sign.i476, label %__modlink_format_i64.exit478

sign.i476:                                        ; preds = %digits.done.i474
  %sign.at.i475 = getelementptr inbounds i8, i8* %cursor.i467, i64 -2
  store i8 45, i8* %sign.at.i475, align 1
  br label %__modlink_format_i64.exit478

__modlink_format_i64.exit478:                     ; preds = %digits.done.i474, %sign.i476
  %start.i477 = phi i8* [ %digit.at.i468, %digits.done.i474 ], [ %sign.at.i475, %sign.i476 ]
  %part112 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i477, i8** %part112, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i479

call.i479:                                        ; preds = %__modlink_format_i64.exit478
  %52 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %52, i32 2)
  br label %common.ret

check16.ok:                                       ; preds = %check15.ok
  %strides.at113 = getelementptr inbounds i8, i8* %Y.dltensor, i64 32
  %53 = bitcast i8* %strides.at113 to i8**
  %Y.strides = load i8*, i8** %53, align 8
  %has_strides114.not = icmp eq i8* %Y.strides, null
  br i1 %has_strides114.not, label %Y.strides.done, label %Y.strides.check

Y.strides.check:                                  ; preds = %check16.ok
  %stride.at115 = getelementptr inbounds i8, i8* %Y.strides, i64 8
  %54 = bitcast i8* %stride.at115 to i64*
  %Y.stride1 = load i64, i64* %54, align 8
  %stride.ok116 = icmp eq i64 %Y.stride1, 1
  br i1 %stride.ok116, label %check17.ok, label %check17.fail

Y.strides.done:                                   ; preds = %check17.ok, %check16.ok
  %data.at137 = bitcast i8* %Y.dltensor to i8**
  %data138 = load i8*, i8** %data.at137, align 8
  %byte_offset.at139 = getelementptr inbounds i8, i8* %Y.dltensor, i64 40
  %55 = bitcast i8* %byte_offset.at139 to i64*
  %byte_offset140 = load i64, i64* %55, align 8
  %Y.data = getelementptr i8, i8* %data138, i64 %byte_offset140
  %status = tail call i32 @softmax_rows_c(i8* %X.data, i8* %Y.data, i64 %X.shape0)
  br label %common.ret

check17.fail:                                     ; preds = %Y.strides.check
  %part119 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([93 x i8], [93 x i8]* @.str.22, i64 0, i64 0), i8** %part119, align 8
  %neg.i481 = icmp slt i64 %Y.stride1, 0
  %negated.i482 = sub i64 0, %Y.stride1
  %mag.i483 = select i1 %neg.i481, i64 %negated.i482, i64 %Y.stride1
  %end.i484 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i484, align 1
  br label %digit.i492

digit.i492:                                       ; preds = %digit.i492, %check17.fail
  %remaining.i485 = phi i64 [ %mag.i483, %check17.fail ], [ %rest.i491, %digit.i492 ]
  %cursor.i486 = phi i8* [ %end.i484, %check17.fail ], [ %digit.at.i487, %digit.i492 ]
  %digit.at.i487 = getelementptr inbounds i8, i8* %cursor.i486, i64 -1
  %digit1.i488 = urem i64 %remaining.i485, 10
  %digit.byte.i489 = trunc i64 %digit1.i488 to i8
  %ascii.i490 = or i8 %digit.byte.i489, 48
  store i8 %ascii.i490, i8* %digit.at.i487, align 1
  %rest.i491 = udiv i64 %remaining.i485, 10
  %56 = icmp ult i64 %remaining.i485, 10
  br i1 %56, label %digits.done.i493, label %digit.i492

digits.done.i493:                                 ; preds = %digit.i492
  br i1 %neg.i481, label %sign.i495, label %__modlink_format_i64.exit497

sign.i495:                                        ; preds = %digits.done.i493
  %sign.at.i494 = getelementptr inbounds i8, i8* %cursor.i486, i64 -2
  store i8 45, i8* %sign.at.i494, align 1
  br label %__modlink_format_i64.exit497

__modlink_format_i64.exit497:                     ; preds = %digits.done.i493, %sign.i495
  %start.i496 = phi i8* [ %digit.at.i487, %digits.done.i493 ], [ %sign.at.i494, %sign.i495 ]
  %part121 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i496, i8** %part121, align 8
  %part122 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.12, i64 0, i64 0), i8** %part122, align 8
  %end.i498 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 23
  store i8 0, i8* %end.i498, align 1
  %digit.at.i501 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 22
  store i8 49, i8* %digit.at.i501, align 1
  %part124 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digit.at.i501, i8** %part124, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i510

call.i510:                                        ; preds = %__modlink_format_i64.exit497
  %57 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %57, i32 4)
  br label %common.ret

check17.ok:                                       ; preds = %Y.strides.check
  %58 = bitcast i8* %Y.strides to i64*
  %Y.stride0 = load i64, i64* %58, align 8
  %stride.ok127 = icmp eq i64 %Y.stride0, 16
  %unit128 = icmp eq i64 %X.shape0, 1
  %stride.ok129 = or i1 %unit128, %stride.ok127
  br i1 %stride.ok129, label %Y.strides.done, label %check18.fail

check18.fail:                                     ; preds = %check17.ok
  %part130 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([93 x i8], [93 x i8]* @.str.23, i64 0, i64 0), i8** %part130, align 8
  %neg.i512 = icmp slt i64 %Y.stride0, 0
  %negated.i513 = sub i64 0, %Y.stride0
  %mag.i514 = select i1 %neg.i512, i64 %negated.i513, i64 %Y.stride0
  %end.i515 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i515, align 1
  br label %digit.i523

digit.i523:                                       ; preds = %digit.i523, %check18.fail
  %remaining.i516 = phi i64 [ %mag.i514, %check18.fail ], [ %rest.i522, %digit.i523 ]
  %cursor.i517 = phi i8* [ %end.i515, %check18.fail ], [ %digit.at.i518, %digit.i523 ]
  %digit.at.i518 = getelementptr inbounds i8, i8* %cursor.i517, i64 -1
  %digit1.i519 = urem i64 %remaining.i516, 10
  %digit.byte.i520 = trunc i64 %digit1.i519 to i8
  %ascii.i521 = or i8 %digit.byte.i520, 48
  store i8 %ascii.i521, i8* %digit.at.i518, align 1
  %rest.i522 = udiv i64 %remaining.i516, 10
  %59 = icmp ult i64 %remaining.i516, 10
  br i1 %59, label %digits.done.i524, label %digit.i523

digits.done.i524:                                 ; preds = %digit.i523
  br i1 %neg.i512, label %sign.i526, label %__modlink_format_i64.exit528

sign.i526:                                        ; preds = %digits.done.i524
  %sign.at.i525 = getelementptr inbounds i8, i8* %cursor.i517, i64 -2
  store i8 45, i8* %sign.at.i525, align 1
  br label %__modlink_format_i64.exit528

__modlink_format_i64.exit528:                     ; preds = %digits.done.i524, %sign.i526
  %start.i527 = phi i8* [ %digit.at.i518, %digits.done.i524 ], [ %sign.at.i525, %sign.i526 ]
  %part132 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i527, i8** %part132, align 8
  %part133 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.12, i64 0, i64 0), i8** %part133, align 8
  %end.i529 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 23
  store i8 0, i8* %end.i529, align 1
  %digit.at.i532 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 22
  store i8 54, i8* %digit.at.i532, align 1
  %digit.at.i532.1 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 21
  store i8 49, i8* %digit.at.i532.1, align 1
  %part135 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digit.at.i532.1, i8** %part135, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i541

call.i541:                                        ; preds = %__modlink_format_i64.exit528
  %60 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %60, i32 4)
  br label %common.ret
}

declare extern_weak void @TVMFFIErrorSetRaisedFromCStrParts(i8*, i8*, i32)

define weak i32 @__tvm_ffi_main(i8* %self, i8* %args, i32 %num_args, i8* %result) local_unnamed_addr {
entry:
  %status = tail call i32 @__tvm_ffi_softmax_rows(i8* undef, i8* %args, i32 %num_args, i8* undef)
  ret i32 %status
}

attributes #0 = { nofree nosync nounwind }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
