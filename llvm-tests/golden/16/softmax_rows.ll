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

common.ret:                                       ; preds = %call.i549, %__modlink_format_i64.exit535, %call.i517, %__modlink_format_i64.exit503, %call.i485, %__modlink_format_i64.exit484, %call.i466, %__modlink_format_i64.exit465, %call.i430, %__modlink_format_i64.exit429, %call.i411, %__modlink_format_i64.exit410, %call.i367, %__modlink_format_i64.exit366, %call.i348, %check11.fail, %call.i346, %__modlink_format_i64.exit345, %call.i327, %__modlink_format_i64.exit313, %call.i295, %__modlink_format_i64.exit281, %call.i263, %__modlink_format_i64.exit262, %call.i244, %__modlink_format_i64.exit243, %call.i225, %__modlink_format_i64.exit224, %call.i181, %__modlink_format_i64.exit180, %call.i162, %check3.fail, %call.i160, %__modlink_format_i64.exit159, %call.i, %__modlink_format_i64.exit, %Y.strides.done
  %common.ret.op = phi i32 [ 0, %Y.strides.done ], [ -1, %__modlink_format_i64.exit ], [ -1, %call.i ], [ -1, %__modlink_format_i64.exit159 ], [ -1, %call.i160 ], [ -1, %check3.fail ], [ -1, %call.i162 ], [ -1, %__modlink_format_i64.exit180 ], [ -1, %call.i181 ], [ -1, %__modlink_format_i64.exit224 ], [ -1, %call.i225 ], [ -1, %__modlink_format_i64.exit243 ], [ -1, %call.i244 ], [ -1, %__modlink_format_i64.exit262 ], [ -1, %call.i263 ], [ -1, %__modlink_format_i64.exit281 ], [ -1, %call.i295 ], [ -1, %__modlink_format_i64.exit313 ], [ -1, %call.i327 ], [ -1, %__modlink_format_i64.exit345 ], [ -1, %call.i346 ], [ -1, %check11.fail ], [ -1, %call.i348 ], [ -1, %__modlink_format_i64.exit366 ], [ -1, %call.i367 ], [ -1, %__modlink_format_i64.exit410 ], [ -1, %call.i411 ], [ -1, %__modlink_format_i64.exit429 ], [ -1, %call.i430 ], [ -1, %__modlink_format_i64.exit465 ], [ -1, %call.i466 ], [ -1, %__modlink_format_i64.exit484 ], [ -1, %call.i485 ], [ -1, %__modlink_format_i64.exit503 ], [ -1, %call.i517 ], [ -1, %__modlink_format_i64.exit535 ], [ -1, %call.i549 ]
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
  %mag.i143 = zext i32 %1 to i64
  %end.i144 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i144, align 1
  br label %digit.i153

digit.i153:                                       ; preds = %digit.i153, %check2.fail
  %remaining.i145 = phi i64 [ %mag.i143, %check2.fail ], [ %rest.i151, %digit.i153 ]
  %cursor.i146 = phi ptr [ %end.i144, %check2.fail ], [ %digit.at.i147, %digit.i153 ]
  %digit.at.i147 = getelementptr inbounds i8, ptr %cursor.i146, i64 -1
  %digit1.i148 = urem i64 %remaining.i145, 10
  %digit.byte.i149 = trunc i64 %digit1.i148 to i8
  %ascii.i150 = or i8 %digit.byte.i149, 48
  store i8 %ascii.i150, ptr %digit.at.i147, align 1
  %rest.i151 = udiv i64 %remaining.i145, 10
  %more.not.i152 = icmp ult i64 %remaining.i145, 10
  br i1 %more.not.i152, label %digits.done.i155, label %digit.i153

digits.done.i155:                                 ; preds = %digit.i153
  %neg.i154 = icmp slt i32 %X.type_index, 0
  br i1 %neg.i154, label %sign.i157, label %__modlink_format_i64.exit159

sign.i157:                                        ; preds = %digits.done.i155
  %sign.at.i156 = getelementptr inbounds i8, ptr %cursor.i146, i64 -2
  store i8 45, ptr %sign.at.i156, align 1
  br label %__modlink_format_i64.exit159

__modlink_format_i64.exit159:                     ; preds = %digits.done.i155, %sign.i157
  %start.i158 = phi ptr [ %digit.at.i147, %digits.done.i155 ], [ %sign.at.i156, %sign.i157 ]
  %part7 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i158, ptr %part7, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i160

call.i160:                                        ; preds = %__modlink_format_i64.exit159
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check2.ok:                                        ; preds = %check1.ok, %check1.ok, %check1.ok
  %is = icmp eq i32 %X.type_index, 70
  %X.value = getelementptr inbounds i8, ptr %args, i64 8
  %X.ptr = load ptr, ptr %X.value, align 8
  %X.dltensor.idx = select i1 %is, i64 24, i64 0
  %X.dltensor = getelementptr i8, ptr %X.ptr, i64 %X.dltensor.idx
  %null.not = icmp eq ptr %X.ptr, null
  br i1 %null.not, label %check3.fail, label %check3.ok

check3.fail:                                      ; preds = %check2.ok
  store ptr @.str.4, ptr %message.parts, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i162

call.i162:                                        ; preds = %check3.fail
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
  %mag.i164 = zext i32 %2 to i64
  %end.i165 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i165, align 1
  br label %digit.i174

digit.i174:                                       ; preds = %digit.i174, %check4.fail
  %remaining.i166 = phi i64 [ %mag.i164, %check4.fail ], [ %rest.i172, %digit.i174 ]
  %cursor.i167 = phi ptr [ %end.i165, %check4.fail ], [ %digit.at.i168, %digit.i174 ]
  %digit.at.i168 = getelementptr inbounds i8, ptr %cursor.i167, i64 -1
  %digit1.i169 = urem i64 %remaining.i166, 10
  %digit.byte.i170 = trunc i64 %digit1.i169 to i8
  %ascii.i171 = or i8 %digit.byte.i170, 48
  store i8 %ascii.i171, ptr %digit.at.i168, align 1
  %rest.i172 = udiv i64 %remaining.i166, 10
  %more.not.i173 = icmp ult i64 %remaining.i166, 10
  br i1 %more.not.i173, label %digits.done.i176, label %digit.i174

digits.done.i176:                                 ; preds = %digit.i174
  %neg.i175 = icmp slt i32 %X.ndim, 0
  br i1 %neg.i175, label %sign.i178, label %__modlink_format_i64.exit180

sign.i178:                                        ; preds = %digits.done.i176
  %sign.at.i177 = getelementptr inbounds i8, ptr %cursor.i167, i64 -2
  store i8 45, ptr %sign.at.i177, align 1
  br label %__modlink_format_i64.exit180

__modlink_format_i64.exit180:                     ; preds = %digits.done.i176, %sign.i178
  %start.i179 = phi ptr [ %digit.at.i168, %digits.done.i176 ], [ %sign.at.i177, %sign.i178 ]
  %part11 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i179, ptr %part11, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i181

call.i181:                                        ; preds = %__modlink_format_i64.exit180
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
  %dtype.ok12 = and i1 %dtype.ok, %lanes.ok
  br i1 %dtype.ok12, label %check5.ok, label %check5.fail

check5.fail:                                      ; preds = %check4.ok
  %lanes15 = zext i16 %lanes to i64
  %code13 = zext i8 %code to i64
  store ptr @.str.6, ptr %message.parts, align 8
  %end.i184 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i184, align 1
  br label %digit.i193

digit.i193:                                       ; preds = %digit.i193, %check5.fail
  %remaining.i185 = phi i64 [ %code13, %check5.fail ], [ %rest.i191, %digit.i193 ]
  %cursor.i186 = phi ptr [ %end.i184, %check5.fail ], [ %digit.at.i187, %digit.i193 ]
  %digit.at.i187 = getelementptr inbounds i8, ptr %cursor.i186, i64 -1
  %digit1.i188 = urem i64 %remaining.i185, 10
  %digit.byte.i189 = trunc i64 %digit1.i188 to i8
  %ascii.i190 = or i8 %digit.byte.i189, 48
  store i8 %ascii.i190, ptr %digit.at.i187, align 1
  %rest.i191 = udiv i64 %remaining.i185, 10
  %more.not.i192 = icmp ult i64 %remaining.i185, 10
  br i1 %more.not.i192, label %__modlink_format_i64.exit196, label %digit.i193

__modlink_format_i64.exit196:                     ; preds = %digit.i193
  %bits14 = zext i8 %bits to i64
  %part18 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %digit.at.i187, ptr %part18, align 8
  %part19 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.7, ptr %part19, align 8
  %end.i198 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i198, align 1
  br label %digit.i207

digit.i207:                                       ; preds = %digit.i207, %__modlink_format_i64.exit196
  %remaining.i199 = phi i64 [ %bits14, %__modlink_format_i64.exit196 ], [ %rest.i205, %digit.i207 ]
  %cursor.i200 = phi ptr [ %end.i198, %__modlink_format_i64.exit196 ], [ %digit.at.i201, %digit.i207 ]
  %digit.at.i201 = getelementptr inbounds i8, ptr %cursor.i200, i64 -1
  %digit1.i202 = urem i64 %remaining.i199, 10
  %digit.byte.i203 = trunc i64 %digit1.i202 to i8
  %ascii.i204 = or i8 %digit.byte.i203, 48
  store i8 %ascii.i204, ptr %digit.at.i201, align 1
  %rest.i205 = udiv i64 %remaining.i199, 10
  %more.not.i206 = icmp ult i64 %remaining.i199, 10
  br i1 %more.not.i206, label %__modlink_format_i64.exit210, label %digit.i207

__modlink_format_i64.exit210:                     ; preds = %digit.i207
  %part21 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i201, ptr %part21, align 8
  %part22 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 4
  store ptr @.str.8, ptr %part22, align 8
  %end.i212 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i212, align 1
  br label %digit.i221

digit.i221:                                       ; preds = %digit.i221, %__modlink_format_i64.exit210
  %remaining.i213 = phi i64 [ %lanes15, %__modlink_format_i64.exit210 ], [ %rest.i219, %digit.i221 ]
  %cursor.i214 = phi ptr [ %end.i212, %__modlink_format_i64.exit210 ], [ %digit.at.i215, %digit.i221 ]
  %digit.at.i215 = getelementptr inbounds i8, ptr %cursor.i214, i64 -1
  %digit1.i216 = urem i64 %remaining.i213, 10
  %digit.byte.i217 = trunc i64 %digit1.i216 to i8
  %ascii.i218 = or i8 %digit.byte.i217, 48
  store i8 %ascii.i218, ptr %digit.at.i215, align 1
  %rest.i219 = udiv i64 %remaining.i213, 10
  %more.not.i220 = icmp ult i64 %remaining.i213, 10
  br i1 %more.not.i220, label %__modlink_format_i64.exit224, label %digit.i221

__modlink_format_i64.exit224:                     ; preds = %digit.i221
  %part24 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 5
  store ptr %digit.at.i215, ptr %part24, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i225

call.i225:                                        ; preds = %__modlink_format_i64.exit224
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
  %mag.i227 = zext i32 %3 to i64
  %end.i228 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i228, align 1
  br label %digit.i237

digit.i237:                                       ; preds = %digit.i237, %check6.fail
  %remaining.i229 = phi i64 [ %mag.i227, %check6.fail ], [ %rest.i235, %digit.i237 ]
  %cursor.i230 = phi ptr [ %end.i228, %check6.fail ], [ %digit.at.i231, %digit.i237 ]
  %digit.at.i231 = getelementptr inbounds i8, ptr %cursor.i230, i64 -1
  %digit1.i232 = urem i64 %remaining.i229, 10
  %digit.byte.i233 = trunc i64 %digit1.i232 to i8
  %ascii.i234 = or i8 %digit.byte.i233, 48
  store i8 %ascii.i234, ptr %digit.at.i231, align 1
  %rest.i235 = udiv i64 %remaining.i229, 10
  %more.not.i236 = icmp ult i64 %remaining.i229, 10
  br i1 %more.not.i236, label %digits.done.i239, label %digit.i237

digits.done.i239:                                 ; preds = %digit.i237
  %neg.i238 = icmp slt i32 %X.device_type, 0
  br i1 %neg.i238, label %sign.i241, label %__modlink_format_i64.exit243

sign.i241:                                        ; preds = %digits.done.i239
  %sign.at.i240 = getelementptr inbounds i8, ptr %cursor.i230, i64 -2
  store i8 45, ptr %sign.at.i240, align 1
  br label %__modlink_format_i64.exit243

__modlink_format_i64.exit243:                     ; preds = %digits.done.i239, %sign.i241
  %start.i242 = phi ptr [ %digit.at.i231, %digits.done.i239 ], [ %sign.at.i240, %sign.i241 ]
  %part27 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i242, ptr %part27, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i244

call.i244:                                        ; preds = %__modlink_format_i64.exit243
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check6.ok:                                        ; preds = %check5.ok
  %shape.at = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %X.dltensor, i64 0, i32 4
  %X.shape = load ptr, ptr %shape.at, align 8
  %X.shape0 = load i64, ptr %X.shape, align 8
  %extent.at28 = getelementptr inbounds i64, ptr %X.shape, i64 1
  %X.shape1 = load i64, ptr %extent.at28, align 8
  %extent.ok = icmp eq i64 %X.shape1, 16
  br i1 %extent.ok, label %check7.ok, label %check7.fail

check7.fail:                                      ; preds = %check6.ok
  store ptr @.str.10, ptr %message.parts, align 8
  %mag.i246 = tail call i64 @llvm.abs.i64(i64 %X.shape1, i1 false)
  %end.i247 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i247, align 1
  br label %digit.i256

digit.i256:                                       ; preds = %digit.i256, %check7.fail
  %remaining.i248 = phi i64 [ %mag.i246, %check7.fail ], [ %rest.i254, %digit.i256 ]
  %cursor.i249 = phi ptr [ %end.i247, %check7.fail ], [ %digit.at.i250, %digit.i256 ]
  %digit.at.i250 = getelementptr inbounds i8, ptr %cursor.i249, i64 -1
  %digit1.i251 = urem i64 %remaining.i248, 10
  %digit.byte.i252 = trunc i64 %digit1.i251 to i8
  %ascii.i253 = or i8 %digit.byte.i252, 48
  store i8 %ascii.i253, ptr %digit.at.i250, align 1
  %rest.i254 = udiv i64 %remaining.i248, 10
  %more.not.i255 = icmp ult i64 %remaining.i248, 10
  br i1 %more.not.i255, label %digits.done.i258, label %digit.i256

digits.done.i258:                                 ; preds = %digit.i256
  %neg.i257 = icmp slt i64 %X.shape1, 0
  br i1 %neg.i257, label %sign.i260, label %__modlink_format_i64.exit262

sign.i260:                                        ; preds = %digits.done.i258
  %sign.at.i259 = getelementptr inbounds i8, ptr %cursor.i249, i64 -2
  store i8 45, ptr %sign.at.i259, align 1
  br label %__modlink_format_i64.exit262

__modlink_format_i64.exit262:                     ; preds = %digits.done.i258, %sign.i260
  %start.i261 = phi ptr [ %digit.at.i250, %digits.done.i258 ], [ %sign.at.i259, %sign.i260 ]
  %part31 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i261, ptr %part31, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i263

call.i263:                                        ; preds = %__modlink_format_i64.exit262
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
  %mag.i265 = tail call i64 @llvm.abs.i64(i64 %X.stride1, i1 false)
  %end.i266 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i266, align 1
  br label %digit.i275

digit.i275:                                       ; preds = %digit.i275, %check8.fail
  %remaining.i267 = phi i64 [ %mag.i265, %check8.fail ], [ %rest.i273, %digit.i275 ]
  %cursor.i268 = phi ptr [ %end.i266, %check8.fail ], [ %digit.at.i269, %digit.i275 ]
  %digit.at.i269 = getelementptr inbounds i8, ptr %cursor.i268, i64 -1
  %digit1.i270 = urem i64 %remaining.i267, 10
  %digit.byte.i271 = trunc i64 %digit1.i270 to i8
  %ascii.i272 = or i8 %digit.byte.i271, 48
  store i8 %ascii.i272, ptr %digit.at.i269, align 1
  %rest.i273 = udiv i64 %remaining.i267, 10
  %more.not.i274 = icmp ult i64 %remaining.i267, 10
  br i1 %more.not.i274, label %digits.done.i277, label %digit.i275

digits.done.i277:                                 ; preds = %digit.i275
  %neg.i276 = icmp slt i64 %X.stride1, 0
  br i1 %neg.i276, label %sign.i279, label %__modlink_format_i64.exit281

sign.i279:                                        ; preds = %digits.done.i277
  %sign.at.i278 = getelementptr inbounds i8, ptr %cursor.i268, i64 -2
  store i8 45, ptr %sign.at.i278, align 1
  br label %__modlink_format_i64.exit281

__modlink_format_i64.exit281:                     ; preds = %digits.done.i277, %sign.i279
  %start.i280 = phi ptr [ %digit.at.i269, %digits.done.i277 ], [ %sign.at.i278, %sign.i279 ]
  %part35 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i280, ptr %part35, align 8
  %part36 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.12, ptr %part36, align 8
  %end.i282 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i282, align 1
  %digit.at.i285 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i285, align 1
  %part38 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i285, ptr %part38, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i295

call.i295:                                        ; preds = %__modlink_format_i64.exit281
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
  %mag.i297 = tail call i64 @llvm.abs.i64(i64 %X.stride0, i1 false)
  %end.i298 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i298, align 1
  br label %digit.i307

digit.i307:                                       ; preds = %digit.i307, %check9.fail
  %remaining.i299 = phi i64 [ %mag.i297, %check9.fail ], [ %rest.i305, %digit.i307 ]
  %cursor.i300 = phi ptr [ %end.i298, %check9.fail ], [ %digit.at.i301, %digit.i307 ]
  %digit.at.i301 = getelementptr inbounds i8, ptr %cursor.i300, i64 -1
  %digit1.i302 = urem i64 %remaining.i299, 10
  %digit.byte.i303 = trunc i64 %digit1.i302 to i8
  %ascii.i304 = or i8 %digit.byte.i303, 48
  store i8 %ascii.i304, ptr %digit.at.i301, align 1
  %rest.i305 = udiv i64 %remaining.i299, 10
  %more.not.i306 = icmp ult i64 %remaining.i299, 10
  br i1 %more.not.i306, label %digits.done.i309, label %digit.i307

digits.done.i309:                                 ; preds = %digit.i307
  %neg.i308 = icmp slt i64 %X.stride0, 0
  br i1 %neg.i308, label %sign.i311, label %__modlink_format_i64.exit313

sign.i311:                                        ; preds = %digits.done.i309
  %sign.at.i310 = getelementptr inbounds i8, ptr %cursor.i300, i64 -2
  store i8 45, ptr %sign.at.i310, align 1
  br label %__modlink_format_i64.exit313

__modlink_format_i64.exit313:                     ; preds = %digits.done.i309, %sign.i311
  %start.i312 = phi ptr [ %digit.at.i301, %digits.done.i309 ], [ %sign.at.i310, %sign.i311 ]
  %part45 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i312, ptr %part45, align 8
  %part46 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.12, ptr %part46, align 8
  %end.i314 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i314, align 1
  %digit.at.i317 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 54, ptr %digit.at.i317, align 1
  %digit.at.i317.1 = getelementptr inbounds i8, ptr %message.digits1, i64 21
  store i8 49, ptr %digit.at.i317.1, align 1
  %part48 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i317.1, ptr %part48, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i327

call.i327:                                        ; preds = %__modlink_format_i64.exit313
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check10.fail:                                     ; preds = %X.strides.done
  store ptr @.str.14, ptr %message.parts, align 8
  %4 = tail call i32 @llvm.abs.i32(i32 %Y.type_index, i1 false)
  %mag.i329 = zext i32 %4 to i64
  %end.i330 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i330, align 1
  br label %digit.i339

digit.i339:                                       ; preds = %digit.i339, %check10.fail
  %remaining.i331 = phi i64 [ %mag.i329, %check10.fail ], [ %rest.i337, %digit.i339 ]
  %cursor.i332 = phi ptr [ %end.i330, %check10.fail ], [ %digit.at.i333, %digit.i339 ]
  %digit.at.i333 = getelementptr inbounds i8, ptr %cursor.i332, i64 -1
  %digit1.i334 = urem i64 %remaining.i331, 10
  %digit.byte.i335 = trunc i64 %digit1.i334 to i8
  %ascii.i336 = or i8 %digit.byte.i335, 48
  store i8 %ascii.i336, ptr %digit.at.i333, align 1
  %rest.i337 = udiv i64 %remaining.i331, 10
  %more.not.i338 = icmp ult i64 %remaining.i331, 10
  br i1 %more.not.i338, label %digits.done.i341, label %digit.i339

digits.done.i341:                                 ; preds = %digit.i339
  %neg.i340 = icmp slt i32 %Y.type_index, 0
  br i1 %neg.i340, label %sign.i343, label %__modlink_format_i64.exit345

sign.i343:                                        ; preds = %digits.done.i341
  %sign.at.i342 = getelementptr inbounds i8, ptr %cursor.i332, i64 -2
  store i8 45, ptr %sign.at.i342, align 1
  br label %__modlink_format_i64.exit345

__modlink_format_i64.exit345:                     ; preds = %digits.done.i341, %sign.i343
  %start.i344 = phi ptr [ %digit.at.i333, %digits.done.i341 ], [ %sign.at.i342, %sign.i343 ]
  %part59 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i344, ptr %part59, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i346

call.i346:                                        ; preds = %__modlink_format_i64.exit345
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check10.ok:                                       ; preds = %X.strides.done, %X.strides.done, %X.strides.done
  %is50 = icmp eq i32 %Y.type_index, 70
  %Y.value = getelementptr inbounds i8, ptr %args, i64 24
  %Y.ptr = load ptr, ptr %Y.value, align 8
  %Y.dltensor.idx = select i1 %is50, i64 24, i64 0
  %Y.dltensor = getelementptr i8, ptr %Y.ptr, i64 %Y.dltensor.idx
  %null60.not = icmp eq ptr %Y.ptr, null
  br i1 %null60.not, label %check11.fail, label %check11.ok

check11.fail:                                     ; preds = %check10.ok
  store ptr @.str.15, ptr %message.parts, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i348

call.i348:                                        ; preds = %check11.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check11.ok:                                       ; preds = %check10.ok
  %ndim.at63 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Y.dltensor, i64 0, i32 2
  %Y.ndim = load i32, ptr %ndim.at63, align 4
  %ndim.ok64 = icmp eq i32 %Y.ndim, 2
  br i1 %ndim.ok64, label %check12.ok, label %check12.fail

check12.fail:                                     ; preds = %check11.ok
  store ptr @.str.16, ptr %message.parts, align 8
  %5 = tail call i32 @llvm.abs.i32(i32 %Y.ndim, i1 false)
  %mag.i350 = zext i32 %5 to i64
  %end.i351 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i351, align 1
  br label %digit.i360

digit.i360:                                       ; preds = %digit.i360, %check12.fail
  %remaining.i352 = phi i64 [ %mag.i350, %check12.fail ], [ %rest.i358, %digit.i360 ]
  %cursor.i353 = phi ptr [ %end.i351, %check12.fail ], [ %digit.at.i354, %digit.i360 ]
  %digit.at.i354 = getelementptr inbounds i8, ptr %cursor.i353, i64 -1
  %digit1.i355 = urem i64 %remaining.i352, 10
  %digit.byte.i356 = trunc i64 %digit1.i355 to i8
  %ascii.i357 = or i8 %digit.byte.i356, 48
  store i8 %ascii.i357, ptr %digit.at.i354, align 1
  %rest.i358 = udiv i64 %remaining.i352, 10
  %more.not.i359 = icmp ult i64 %remaining.i352, 10
  br i1 %more.not.i359, label %digits.done.i362, label %digit.i360

digits.done.i362:                                 ; preds = %digit.i360
  %neg.i361 = icmp slt i32 %Y.ndim, 0
  br i1 %neg.i361, label %sign.i364, label %__modlink_format_i64.exit366

sign.i364:                                        ; preds = %digits.done.i362
  %sign.at.i363 = getelementptr inbounds i8, ptr %cursor.i353, i64 -2
  store i8 45, ptr %sign.at.i363, align 1
  br label %__modlink_format_i64.exit366

__modlink_format_i64.exit366:                     ; preds = %digits.done.i362, %sign.i364
  %start.i365 = phi ptr [ %digit.at.i354, %digits.done.i362 ], [ %sign.at.i363, %sign.i364 ]
  %part68 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i365, ptr %part68, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i367

call.i367:                                        ; preds = %__modlink_format_i64.exit366
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check12.ok:                                       ; preds = %check11.ok
  %dtype.at69 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Y.dltensor, i64 0, i32 3
  %bits.at71 = getelementptr inbounds { i8, i8, i16 }, ptr %dtype.at69, i64 0, i32 1
  %lanes.at72 = getelementptr inbounds { i8, i8, i16 }, ptr %dtype.at69, i64 0, i32 2
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
  %end.i370 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i370, align 1
  br label %digit.i379

digit.i379:                                       ; preds = %digit.i379, %check13.fail
  %remaining.i371 = phi i64 [ %code81, %check13.fail ], [ %rest.i377, %digit.i379 ]
  %cursor.i372 = phi ptr [ %end.i370, %check13.fail ], [ %digit.at.i373, %digit.i379 ]
  %digit.at.i373 = getelementptr inbounds i8, ptr %cursor.i372, i64 -1
  %digit1.i374 = urem i64 %remaining.i371, 10
  %digit.byte.i375 = trunc i64 %digit1.i374 to i8
  %ascii.i376 = or i8 %digit.byte.i375, 48
  store i8 %ascii.i376, ptr %digit.at.i373, align 1
  %rest.i377 = udiv i64 %remaining.i371, 10
  %more.not.i378 = icmp ult i64 %remaining.i371, 10
  br i1 %more.not.i378, label %__modlink_format_i64.exit382, label %digit.i379

__modlink_format_i64.exit382:                     ; preds = %digit.i379
  %bits82 = zext i8 %bits74 to i64
  %part86 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %digit.at.i373, ptr %part86, align 8
  %part87 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.7, ptr %part87, align 8
  %end.i384 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i384, align 1
  br label %digit.i393

digit.i393:                                       ; preds = %digit.i393, %__modlink_format_i64.exit382
  %remaining.i385 = phi i64 [ %bits82, %__modlink_format_i64.exit382 ], [ %rest.i391, %digit.i393 ]
  %cursor.i386 = phi ptr [ %end.i384, %__modlink_format_i64.exit382 ], [ %digit.at.i387, %digit.i393 ]
  %digit.at.i387 = getelementptr inbounds i8, ptr %cursor.i386, i64 -1
  %digit1.i388 = urem i64 %remaining.i385, 10
  %digit.byte.i389 = trunc i64 %digit1.i388 to i8
  %ascii.i390 = or i8 %digit.byte.i389, 48
  store i8 %ascii.i390, ptr %digit.at.i387, align 1
  %rest.i391 = udiv i64 %remaining.i385, 10
  %more.not.i392 = icmp ult i64 %remaining.i385, 10
  br i1 %more.not.i392, label %__modlink_format_i64.exit396, label %digit.i393

__modlink_format_i64.exit396:                     ; preds = %digit.i393
  %part89 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i387, ptr %part89, align 8
  %part90 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 4
  store ptr @.str.8, ptr %part90, align 8
  %end.i398 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i398, align 1
  br label %digit.i407

digit.i407:                                       ; preds = %digit.i407, %__modlink_format_i64.exit396
  %remaining.i399 = phi i64 [ %lanes83, %__modlink_format_i64.exit396 ], [ %rest.i405, %digit.i407 ]
  %cursor.i400 = phi ptr [ %end.i398, %__modlink_format_i64.exit396 ], [ %digit.at.i401, %digit.i407 ]
  %digit.at.i401 = getelementptr inbounds i8, ptr %cursor.i400, i64 -1
  %digit1.i402 = urem i64 %remaining.i399, 10
  %digit.byte.i403 = trunc i64 %digit1.i402 to i8
  %ascii.i404 = or i8 %digit.byte.i403, 48
  store i8 %ascii.i404, ptr %digit.at.i401, align 1
  %rest.i405 = udiv i64 %remaining.i399, 10
  %more.not.i406 = icmp ult i64 %remaining.i399, 10
  br i1 %more.not.i406, label %__modlink_format_i64.exit410, label %digit.i407

__modlink_format_i64.exit410:                     ; preds = %digit.i407
  %part92 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 5
  store ptr %digit.at.i401, ptr %part92, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i411

call.i411:                                        ; preds = %__modlink_format_i64.exit410
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check13.ok:                                       ; preds = %check12.ok
  %device.at93 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Y.dltensor, i64 0, i32 1
  %Y.device_type = load i32, ptr %device.at93, align 4
  %device.ok94 = icmp eq i32 %Y.device_type, 1
  br i1 %device.ok94, label %check14.ok, label %check14.fail

check14.fail:                                     ; preds = %check13.ok
  store ptr @.str.18, ptr %message.parts, align 8
  %6 = tail call i32 @llvm.abs.i32(i32 %Y.device_type, i1 false)
  %mag.i413 = zext i32 %6 to i64
  %end.i414 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i414, align 1
  br label %digit.i423

digit.i423:                                       ; preds = %digit.i423, %check14.fail
  %remaining.i415 = phi i64 [ %mag.i413, %check14.fail ], [ %rest.i421, %digit.i423 ]
  %cursor.i416 = phi ptr [ %end.i414, %check14.fail ], [ %digit.at.i417, %digit.i423 ]
  %digit.at.i417 = getelementptr inbounds i8, ptr %cursor.i416, i64 -1
  %digit1.i418 = urem i64 %remaining.i415, 10
  %digit.byte.i419 = trunc i64 %digit1.i418 to i8
  %ascii.i420 = or i8 %digit.byte.i419, 48
  store i8 %ascii.i420, ptr %digit.at.i417, align 1
  %rest.i421 = udiv i64 %remaining.i415, 10
  %more.not.i422 = icmp ult i64 %remaining.i415, 10
  br i1 %more.not.i422, label %digits.done.i425, label %digit.i423

digits.done.i425:                                 ; preds = %digit.i423
  %neg.i424 = icmp slt i32 %Y.device_type, 0
  br i1 %neg.i424, label %sign.i427, label %__modlink_format_i64.exit429

sign.i427:                                        ; preds = %digits.done.i425
  %sign.at.i426 = getelementptr inbounds i8, ptr %cursor.i416, i64 -2
  store i8 45, ptr %sign.at.i426, align 1
  br label %__modlink_format_i64.exit429

__modlink_format_i64.exit429:                     ; preds = %digits.done.i425, %sign.i427
  %start.i428 = phi ptr [ %digit.at.i417, %digits.done.i425 ], [ %sign.at.i426, %sign.i427 ]
  %part98 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i428, ptr %part98, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i430

call.i430:                                        ; preds = %__modlink_format_i64.exit429
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check14.ok:                                       ; preds = %check13.ok
  %shape.at99 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Y.dltensor, i64 0, i32 4
  %Y.shape = load ptr, ptr %shape.at99, align 8
  %Y.shape0 = load i64, ptr %Y.shape, align 8
  %extent.ok101 = icmp eq i64 %Y.shape0, %X.shape0
  br i1 %extent.ok101, label %check15.ok, label %check15.fail

check15.fail:                                     ; preds = %check14.ok
  store ptr @.str.19, ptr %message.parts, align 8
  %mag.i432 = tail call i64 @llvm.abs.i64(i64 %Y.shape0, i1 false)
  %end.i433 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i433, align 1
  br label %digit.i442

digit.i442:                                       ; preds = %digit.i442, %check15.fail
  %remaining.i434 = phi i64 [ %mag.i432, %check15.fail ], [ %rest.i440, %digit.i442 ]
  %cursor.i435 = phi ptr [ %end.i433, %check15.fail ], [ %digit.at.i436, %digit.i442 ]
  %digit.at.i436 = getelementptr inbounds i8, ptr %cursor.i435, i64 -1
  %digit1.i437 = urem i64 %remaining.i434, 10
  %digit.byte.i438 = trunc i64 %digit1.i437 to i8
  %ascii.i439 = or i8 %digit.byte.i438, 48
  store i8 %ascii.i439, ptr %digit.at.i436, align 1
  %rest.i440 = udiv i64 %remaining.i434, 10
  %more.not.i441 = icmp ult i64 %remaining.i434, 10
  br i1 %more.not.i441, label %digits.done.i444, label %digit.i442

digits.done.i444:                                 ; preds = %digit.i442
  %neg.i443 = icmp slt i64 %Y.shape0, 0
  br i1 %neg.i443, label %sign.i446, label %__modlink_format_i64.exit448

sign.i446:                                        ; preds = %digits.done.i444
  %sign.at.i445 = getelementptr inbounds i8, ptr %cursor.i435, i64 -2
  store i8 45, ptr %sign.at.i445, align 1
  br label %__modlink_format_i64.exit448

__modlink_format_i64.exit448:                     ; preds = %digits.done.i444, %sign.i446
  %start.i447 = phi ptr [ %digit.at.i436, %digits.done.i444 ], [ %sign.at.i445, %sign.i446 ]
  %part104 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i447, ptr %part104, align 8
  %part105 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.20, ptr %part105, align 8
  %mag.i449 = call i64 @llvm.abs.i64(i64 %X.shape0, i1 false)
  %end.i450 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i450, align 1
  br label %digit.i459

digit.i459:                                       ; preds = %digit.i459, %__modlink_format_i64.exit448
  %remaining.i451 = phi i64 [ %mag.i449, %__modlink_format_i64.exit448 ], [ %rest.i457, %digit.i459 ]
  %cursor.i452 = phi ptr [ %end.i450, %__modlink_format_i64.exit448 ], [ %digit.at.i453, %digit.i459 ]
  %digit.at.i453 = getelementptr inbounds i8, ptr %cursor.i452, i64 -1
  %digit1.i454 = urem i64 %remaining.i451, 10
  %digit.byte.i455 = trunc i64 %digit1.i454 to i8
  %ascii.i456 = or i8 %digit.byte.i455, 48
  store i8 %ascii.i456, ptr %digit.at.i453, align 1
  %rest.i457 = udiv i64 %remaining.i451, 10
  %more.not.i458 = icmp ult i64 %remaining.i451, 10
  br i1 %more.not.i458, label %digits.done.i461, label %digit.i459

digits.done.i461:                                 ; preds = %digit.i459
  %neg.i460 = icmp slt i64 %X.shape0, 0
  br i1 %neg.i460, label %sign.i463, label %__modlink_format_i64.exit465

sign.i463:                                        ; preds = %digits.done.i461
  %sign.at.i462 = getelementptr inbounds i8, ptr %cursor.i452, i64 -2
  store i8 45, ptr %sign.at.i462, align 1
  br label %__modlink_format_i64.exit465

__modlink_format_i64.exit465:                     ; preds = %digits.done.i461, %sign.i463
  %start.i464 = phi ptr [ %digit.at.i453, %digits.done.i461 ], [ %sign.at.i462, %sign.i463 ]
  %part107 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %start.i464, ptr %part107, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i466

call.i466:                                        ; preds = %__modlink_format_i64.exit465
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check15.ok:                                       ; preds = %check14.ok
  %extent.at108 = getelementptr inbounds i64, ptr %Y.shape, i64 1
  %Y.shape1 = load i64, ptr %extent.at108, align 8
  %extent.ok109 = icmp eq i64 %Y.shape1, 16
  br i1 %extent.ok109, label %check16.ok, label %check16.fail

check16.fail:                                     ; preds = %check15.ok
  store ptr @.str.21, ptr %message.parts, align 8
  %mag.i468 = tail call i64 @llvm.abs.i64(i64 %Y.shape1, i1 false)
  %end.i469 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i469, align 1
  br label %digit.i478

digit.i478:                                       ; preds = %digit.i478, %check16.fail
  %remaining.i470 = phi i64 [ %mag.i468, %check16.fail ], [ %rest.i476, %digit.i478 ]
  %cursor.i471 = phi ptr [ %end.i469, %check16.fail ], [ %digit.at.i472, %digit.i478 ]
  %digit.at.i472 = getelementptr inbounds i8, ptr %cursor.i471, i64 -1
  %digit1.i473 = urem i64 %remaining.i470, 10
  %digit.byte.i474 = trunc i64 %digit1.i473 to i8
  %ascii.i475 = or i8 %digit.byte.i474, 48
  store i8 %ascii.i475, ptr %digit.at.i472, align 1
  %rest.i476 = udiv i64 %remaining.i470, 10
  %more.not.i477 = icmp ult i64 %remaining.i470, 10
  br i1 %more.not.i477, label %digits.done.i480, label %digit.i478

digits.done.i480:                                 ; preds = %digit.i478
  %neg.i479 = icmp slt i64 %Y.shape1, 0
  br i1 %neg.i479, label %sign.i482, label %__modlink_format_i64.exit484

sign.i482:                                        ; preds = %digits.done.i480
  %sign.at.i481 = getelementptr inbounds i8, ptr %cursor.i471, i64 -2
  store i8 45, ptr %sign.at.i481, align 1
  br label %__modlink_format_i64.exit484

__modlink_format_i64.exit484:                     ; preds = %digits.done.i480, %sign.i482
  %start.i483 = phi ptr [ %digit.at.i472, %digits.done.i480 ], [ %sign.at.i481, %sign.i482 ]
  %part112 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i483, ptr %part112, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i485

call.i485:                                        ; preds = %__modlink_format_i64.exit484
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check16.ok:                                       ; preds = %check15.ok
  %strides.at113 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Y.dltensor, i64 0, i32 5
  %Y.strides = load ptr, ptr %strides.at113, align 8
  %has_strides114.not = icmp eq ptr %Y.strides, null
  br i1 %has_strides114.not, label %Y.strides.done, label %Y.strides.check

Y.strides.check:                                  ; preds = %check16.ok
  %stride.at115 = getelementptr inbounds i64, ptr %Y.strides, i64 1
  %Y.stride1 = load i64, ptr %stride.at115, align 8
  %stride.ok116 = icmp eq i64 %Y.stride1, 1
  br i1 %stride.ok116, label %check17.ok, label %check17.fail

Y.strides.done:                                   ; preds = %check17.ok, %check16.ok
  %data138 = load ptr, ptr %Y.dltensor, align 8
  %byte_offset.at139 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Y.dltensor, i64 0, i32 6
  %byte_offset140 = load i64, ptr %byte_offset.at139, align 8
  %Y.data = getelementptr i8, ptr %data138, i64 %byte_offset140
  %status = tail call i32 @softmax_rows_c(ptr %X.data, ptr %Y.data, i64 %X.shape0)
  br label %common.ret

check17.fail:                                     ; preds = %Y.strides.check
  store ptr @.str.22, ptr %message.parts, align 8
  %mag.i487 = tail call i64 @llvm.abs.i64(i64 %Y.stride1, i1 false)
  %end.i488 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i488, align 1
  br label %digit.i497

digit.i497:                                       ; preds = %digit.i497, %check17.fail
  %remaining.i489 = phi i64 [ %mag.i487, %check17.fail ], [ %rest.i495, %digit.i497 ]
  %cursor.i490 = phi ptr [ %end.i488, %check17.fail ], [ %digit.at.i491, %digit.i497 ]
  %digit.at.i491 = getelementptr inbounds i8, ptr %cursor.i490, i64 -1
  %digit1.i492 = urem i64 %remaining.i489, 10
  %digit.byte.i493 = trunc i64 %digit1.i492 to i8
  %ascii.i494 = or i8 %digit.byte.i493, 48
  store i8 %ascii.i494, ptr %digit.at.i491, align 1
  %rest.i495 = udiv i64 %remaining.i489, 10
  %more.not.i496 = icmp ult i64 %remaining.i489, 10
  br i1 %more.not.i496, label %digits.done.i499, label %digit.i497

digits.done.i499:                                 ; preds = %digit.i497
  %neg.i498 = icmp slt i64 %Y.stride1, 0
  br i1 %neg.i498, label %sign.i501, label %__modlink_format_i64.exit503

sign.i501:                                        ; preds = %digits.done.i499
  %sign.at.i500 = getelementptr inbounds i8, ptr %cursor.i490, i64 -2
  store i8 45, ptr %sign.at.i500, align 1
  br label %__modlink_format_i64.exit503

__modlink_format_i64.exit503:                     ; preds = %digits.done.i499, %sign.i501
  %start.i502 = phi ptr [ %digit.at.i491, %digits.done.i499 ], [ %sign.at.i500, %sign.i501 ]
  %part121 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i502, ptr %part121, align 8
  %part122 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.12, ptr %part122, align 8
  %end.i504 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i504, align 1
  %digit.at.i507 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i507, align 1
  %part124 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i507, ptr %part124, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i517

call.i517:                                        ; preds = %__modlink_format_i64.exit503
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
  %mag.i519 = tail call i64 @llvm.abs.i64(i64 %Y.stride0, i1 false)
  %end.i520 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i520, align 1
  br label %digit.i529

digit.i529:                                       ; preds = %digit.i529, %check18.fail
  %remaining.i521 = phi i64 [ %mag.i519, %check18.fail ], [ %rest.i527, %digit.i529 ]
  %cursor.i522 = phi ptr [ %end.i520, %check18.fail ], [ %digit.at.i523, %digit.i529 ]
  %digit.at.i523 = getelementptr inbounds i8, ptr %cursor.i522, i64 -1
  %digit1.i524 = urem i64 %remaining.i521, 10
  %digit.byte.i525 = trunc i64 %digit1.i524 to i8
  %ascii.i526 = or i8 %digit.byte.i525, 48
  store i8 %ascii.i526, ptr %digit.at.i523, align 1
  %rest.i527 = udiv i64 %remaining.i521, 10
  %more.not.i528 = icmp ult i64 %remaining.i521, 10
  br i1 %more.not.i528, label %digits.done.i531, label %digit.i529

digits.done.i531:                                 ; preds = %digit.i529
  %neg.i530 = icmp slt i64 %Y.stride0, 0
  br i1 %neg.i530, label %sign.i533, label %__modlink_format_i64.exit535

sign.i533:                                        ; preds = %digits.done.i531
  %sign.at.i532 = getelementptr inbounds i8, ptr %cursor.i522, i64 -2
  store i8 45, ptr %sign.at.i532, align 1
  br label %__modlink_format_i64.exit535

__modlink_format_i64.exit535:                     ; preds = %digits.done.i531, %sign.i533
  %start.i534 = phi ptr [ %digit.at.i523, %digits.done.i531 ], [ %sign.at.i532, %sign.i533 ]
  %part132 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i534, ptr %part132, align 8
  %part133 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.12, ptr %part133, align 8
  %end.i536 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i536, align 1
  %digit.at.i539 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 54, ptr %digit.at.i539, align 1
  %digit.at.i539.1 = getelementptr inbounds i8, ptr %message.digits1, i64 21
  store i8 49, ptr %digit.at.i539.1, align 1
  %part135 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i539.1, ptr %part135, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i549

call.i549:                                        ; preds = %__modlink_format_i64.exit535
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
