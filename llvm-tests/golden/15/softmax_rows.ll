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

; Function Attrs: argmemonly nofree nosync nounwind
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

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.maxnum.f32(float, float) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn
declare float @llvm.exp.f32(float) #1

define i32 @__tvm_ffi_softmax_rows(ptr nocapture readnone %self, ptr nocapture readonly %args, i32 %num_args, ptr nocapture readnone %result) local_unnamed_addr {
entry:
  %message.parts = alloca [16 x ptr], align 8
  %message.digits0 = alloca [24 x i8], align 1
  %message.digits1 = alloca [24 x i8], align 1
  %message.digits2 = alloca [24 x i8], align 1
  %argc.ok = icmp eq i32 %num_args, 2
  br i1 %argc.ok, label %check1.ok, label %check1.fail

common.ret:                                       ; preds = %call.i505, %__modlink_format_i64.exit492, %call.i476, %__modlink_format_i64.exit463, %call.i447, %__modlink_format_i64.exit446, %call.i430, %__modlink_format_i64.exit429, %call.i398, %__modlink_format_i64.exit397, %call.i381, %__modlink_format_i64.exit380, %call.i343, %__modlink_format_i64.exit342, %call.i326, %check11.fail, %call.i324, %__modlink_format_i64.exit323, %call.i307, %__modlink_format_i64.exit294, %call.i278, %__modlink_format_i64.exit265, %call.i249, %__modlink_format_i64.exit248, %call.i232, %__modlink_format_i64.exit231, %call.i215, %__modlink_format_i64.exit214, %call.i177, %__modlink_format_i64.exit176, %call.i160, %check3.fail, %call.i158, %__modlink_format_i64.exit157, %call.i, %__modlink_format_i64.exit, %Y.strides.done
  %common.ret.op = phi i32 [ 0, %Y.strides.done ], [ -1, %__modlink_format_i64.exit ], [ -1, %call.i ], [ -1, %__modlink_format_i64.exit157 ], [ -1, %call.i158 ], [ -1, %check3.fail ], [ -1, %call.i160 ], [ -1, %__modlink_format_i64.exit176 ], [ -1, %call.i177 ], [ -1, %__modlink_format_i64.exit214 ], [ -1, %call.i215 ], [ -1, %__modlink_format_i64.exit231 ], [ -1, %call.i232 ], [ -1, %__modlink_format_i64.exit248 ], [ -1, %call.i249 ], [ -1, %__modlink_format_i64.exit265 ], [ -1, %call.i278 ], [ -1, %__modlink_format_i64.exit294 ], [ -1, %call.i307 ], [ -1, %__modlink_format_i64.exit323 ], [ -1, %call.i324 ], [ -1, %check11.fail ], [ -1, %call.i326 ], [ -1, %__modlink_format_i64.exit342 ], [ -1, %call.i343 ], [ -1, %__modlink_format_i64.exit380 ], [ -1, %call.i381 ], [ -1, %__modlink_format_i64.exit397 ], [ -1, %call.i398 ], [ -1, %__modlink_format_i64.exit429 ], [ -1, %call.i430 ], [ -1, %__modlink_format_i64.exit446 ], [ -1, %call.i447 ], [ -1, %__modlink_format_i64.exit463 ], [ -1, %call.i476 ], [ -1, %__modlink_format_i64.exit492 ], [ -1, %call.i505 ]
  ret i32 %common.ret.op

check1.fail:                                      ; preds = %entry
  store ptr @.str.0, ptr %message.parts, align 8
  %0 = tail call i32 @llvm.abs.i32(i32 %num_args, i1 false)
  %1 = zext i32 %0 to i64
  %end.i = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i, align 1
  br label %digit.i

digit.i:                                          ; preds = %digit.i, %check1.fail
  %remaining.i = phi i64 [ %1, %check1.fail ], [ %rest.i, %digit.i ]
  %cursor.i = phi ptr [ %end.i, %check1.fail ], [ %digit.at.i, %digit.i ]
  %digit.at.i = getelementptr inbounds i8, ptr %cursor.i, i64 -1
  %digit1.i = urem i64 %remaining.i, 10
  %digit.byte.i = trunc i64 %digit1.i to i8
  %ascii.i = or i8 %digit.byte.i, 48
  store i8 %ascii.i, ptr %digit.at.i, align 1
  %rest.i = udiv i64 %remaining.i, 10
  %2 = icmp ult i64 %remaining.i, 10
  br i1 %2, label %digits.done.i, label %digit.i

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
  %3 = tail call i32 @llvm.abs.i32(i32 %X.type_index, i1 false)
  %4 = zext i32 %3 to i64
  %end.i143 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i143, align 1
  br label %digit.i151

digit.i151:                                       ; preds = %digit.i151, %check2.fail
  %remaining.i144 = phi i64 [ %4, %check2.fail ], [ %rest.i150, %digit.i151 ]
  %cursor.i145 = phi ptr [ %end.i143, %check2.fail ], [ %digit.at.i146, %digit.i151 ]
  %digit.at.i146 = getelementptr inbounds i8, ptr %cursor.i145, i64 -1
  %digit1.i147 = urem i64 %remaining.i144, 10
  %digit.byte.i148 = trunc i64 %digit1.i147 to i8
  %ascii.i149 = or i8 %digit.byte.i148, 48
  store i8 %ascii.i149, ptr %digit.at.i146, align 1
  %rest.i150 = udiv i64 %remaining.i144, 10
  %5 = icmp ult i64 %remaining.i144, 10
  br i1 %5, label %digits.done.i153, label %digit.i151

digits.done.i153:                                 ; preds = %digit.i151
  %neg.i152 = icmp slt i32 %X.type_index, 0
  br i1 %neg.i152, label %sign.i155, label %__modlink_format_i64.exit157

sign.i155:                                        ; preds = %digits.done.i153
  %sign.at.i154 = getelementptr inbounds i8, ptr %cursor.i145, i64 -2
  store i8 45, ptr %sign.at.i154, align 1
  br label %__modlink_format_i64.exit157

__modlink_format_i64.exit157:                     ; preds = %digits.done.i153, %sign.i155
  %start.i156 = phi ptr [ %digit.at.i146, %digits.done.i153 ], [ %sign.at.i154, %sign.i155 ]
  %part7 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i156, ptr %part7, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i158

call.i158:                                        ; preds = %__modlink_format_i64.exit157
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
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i160

call.i160:                                        ; preds = %check3.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check3.ok:                                        ; preds = %check2.ok
  %ndim.at = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %X.dltensor, i64 0, i32 2
  %X.ndim = load i32, ptr %ndim.at, align 4
  %ndim.ok = icmp eq i32 %X.ndim, 2
  br i1 %ndim.ok, label %check4.ok, label %check4.fail

check4.fail:                                      ; preds = %check3.ok
  store ptr @.str.5, ptr %message.parts, align 8
  %6 = tail call i32 @llvm.abs.i32(i32 %X.ndim, i1 false)
  %7 = zext i32 %6 to i64
  %end.i162 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i162, align 1
  br label %digit.i170

digit.i170:                                       ; preds = %digit.i170, %check4.fail
  %remaining.i163 = phi i64 [ %7, %check4.fail ], [ %rest.i169, %digit.i170 ]
  %cursor.i164 = phi ptr [ %end.i162, %check4.fail ], [ %digit.at.i165, %digit.i170 ]
  %digit.at.i165 = getelementptr inbounds i8, ptr %cursor.i164, i64 -1
  %digit1.i166 = urem i64 %remaining.i163, 10
  %digit.byte.i167 = trunc i64 %digit1.i166 to i8
  %ascii.i168 = or i8 %digit.byte.i167, 48
  store i8 %ascii.i168, ptr %digit.at.i165, align 1
  %rest.i169 = udiv i64 %remaining.i163, 10
  %8 = icmp ult i64 %remaining.i163, 10
  br i1 %8, label %digits.done.i172, label %digit.i170

digits.done.i172:                                 ; preds = %digit.i170
  %neg.i171 = icmp slt i32 %X.ndim, 0
  br i1 %neg.i171, label %sign.i174, label %__modlink_format_i64.exit176

sign.i174:                                        ; preds = %digits.done.i172
  %sign.at.i173 = getelementptr inbounds i8, ptr %cursor.i164, i64 -2
  store i8 45, ptr %sign.at.i173, align 1
  br label %__modlink_format_i64.exit176

__modlink_format_i64.exit176:                     ; preds = %digits.done.i172, %sign.i174
  %start.i175 = phi ptr [ %digit.at.i165, %digits.done.i172 ], [ %sign.at.i173, %sign.i174 ]
  %part11 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i175, ptr %part11, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i177

call.i177:                                        ; preds = %__modlink_format_i64.exit176
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
  %end.i179 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i179, align 1
  br label %digit.i187

digit.i187:                                       ; preds = %digit.i187, %check5.fail
  %remaining.i180 = phi i64 [ %code13, %check5.fail ], [ %rest.i186, %digit.i187 ]
  %cursor.i181 = phi ptr [ %end.i179, %check5.fail ], [ %digit.at.i182, %digit.i187 ]
  %digit.at.i182 = getelementptr inbounds i8, ptr %cursor.i181, i64 -1
  %digit1.i183 = urem i64 %remaining.i180, 10
  %digit.byte.i184 = trunc i64 %digit1.i183 to i8
  %ascii.i185 = or i8 %digit.byte.i184, 48
  store i8 %ascii.i185, ptr %digit.at.i182, align 1
  %rest.i186 = udiv i64 %remaining.i180, 10
  %9 = icmp ult i64 %remaining.i180, 10
  br i1 %9, label %__modlink_format_i64.exit190, label %digit.i187

__modlink_format_i64.exit190:                     ; preds = %digit.i187
  %bits14 = zext i8 %bits to i64
  %part18 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %digit.at.i182, ptr %part18, align 8
  %part19 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.7, ptr %part19, align 8
  %end.i191 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i191, align 1
  br label %digit.i199

digit.i199:                                       ; preds = %digit.i199, %__modlink_format_i64.exit190
  %remaining.i192 = phi i64 [ %bits14, %__modlink_format_i64.exit190 ], [ %rest.i198, %digit.i199 ]
  %cursor.i193 = phi ptr [ %end.i191, %__modlink_format_i64.exit190 ], [ %digit.at.i194, %digit.i199 ]
  %digit.at.i194 = getelementptr inbounds i8, ptr %cursor.i193, i64 -1
  %digit1.i195 = urem i64 %remaining.i192, 10
  %digit.byte.i196 = trunc i64 %digit1.i195 to i8
  %ascii.i197 = or i8 %digit.byte.i196, 48
  store i8 %ascii.i197, ptr %digit.at.i194, align 1
  %rest.i198 = udiv i64 %remaining.i192, 10
  %10 = icmp ult i64 %remaining.i192, 10
  br i1 %10, label %__modlink_format_i64.exit202, label %digit.i199

__modlink_format_i64.exit202:                     ; preds = %digit.i199
  %part21 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i194, ptr %part21, align 8
  %part22 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 4
  store ptr @.str.8, ptr %part22, align 8
  %end.i203 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i203, align 1
  br label %digit.i211

digit.i211:                                       ; preds = %digit.i211, %__modlink_format_i64.exit202
  %remaining.i204 = phi i64 [ %lanes15, %__modlink_format_i64.exit202 ], [ %rest.i210, %digit.i211 ]
  %cursor.i205 = phi ptr [ %end.i203, %__modlink_format_i64.exit202 ], [ %digit.at.i206, %digit.i211 ]
  %digit.at.i206 = getelementptr inbounds i8, ptr %cursor.i205, i64 -1
  %digit1.i207 = urem i64 %remaining.i204, 10
  %digit.byte.i208 = trunc i64 %digit1.i207 to i8
  %ascii.i209 = or i8 %digit.byte.i208, 48
  store i8 %ascii.i209, ptr %digit.at.i206, align 1
  %rest.i210 = udiv i64 %remaining.i204, 10
  %11 = icmp ult i64 %remaining.i204, 10
  br i1 %11, label %__modlink_format_i64.exit214, label %digit.i211

__modlink_format_i64.exit214:                     ; preds = %digit.i211
  %part24 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 5
  store ptr %digit.at.i206, ptr %part24, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i215

call.i215:                                        ; preds = %__modlink_format_i64.exit214
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check5.ok:                                        ; preds = %check4.ok
  %device.at = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %X.dltensor, i64 0, i32 1
  %X.device_type = load i32, ptr %device.at, align 4
  %device.ok = icmp eq i32 %X.device_type, 1
  br i1 %device.ok, label %check6.ok, label %check6.fail

check6.fail:                                      ; preds = %check5.ok
  store ptr @.str.9, ptr %message.parts, align 8
  %12 = tail call i32 @llvm.abs.i32(i32 %X.device_type, i1 false)
  %13 = zext i32 %12 to i64
  %end.i217 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i217, align 1
  br label %digit.i225

digit.i225:                                       ; preds = %digit.i225, %check6.fail
  %remaining.i218 = phi i64 [ %13, %check6.fail ], [ %rest.i224, %digit.i225 ]
  %cursor.i219 = phi ptr [ %end.i217, %check6.fail ], [ %digit.at.i220, %digit.i225 ]
  %digit.at.i220 = getelementptr inbounds i8, ptr %cursor.i219, i64 -1
  %digit1.i221 = urem i64 %remaining.i218, 10
  %digit.byte.i222 = trunc i64 %digit1.i221 to i8
  %ascii.i223 = or i8 %digit.byte.i222, 48
  store i8 %ascii.i223, ptr %digit.at.i220, align 1
  %rest.i224 = udiv i64 %remaining.i218, 10
  %14 = icmp ult i64 %remaining.i218, 10
  br i1 %14, label %digits.done.i227, label %digit.i225

digits.done.i227:                                 ; preds = %digit.i225
  %neg.i226 = icmp slt i32 %X.device_type, 0
  br i1 %neg.i226, label %sign.i229, label %__modlink_format_i64.exit231

sign.i229:                                        ; preds = %digits.done.i227
  %sign.at.i228 = getelementptr inbounds i8, ptr %cursor.i219, i64 -2
  store i8 45, ptr %sign.at.i228, align 1
  br label %__modlink_format_i64.exit231

__modlink_format_i64.exit231:                     ; preds = %digits.done.i227, %sign.i229
  %start.i230 = phi ptr [ %digit.at.i220, %digits.done.i227 ], [ %sign.at.i228, %sign.i229 ]
  %part27 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i230, ptr %part27, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i232

call.i232:                                        ; preds = %__modlink_format_i64.exit231
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
  %15 = tail call i64 @llvm.abs.i64(i64 %X.shape1, i1 false)
  %end.i234 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i234, align 1
  br label %digit.i242

digit.i242:                                       ; preds = %digit.i242, %check7.fail
  %remaining.i235 = phi i64 [ %15, %check7.fail ], [ %rest.i241, %digit.i242 ]
  %cursor.i236 = phi ptr [ %end.i234, %check7.fail ], [ %digit.at.i237, %digit.i242 ]
  %digit.at.i237 = getelementptr inbounds i8, ptr %cursor.i236, i64 -1
  %digit1.i238 = urem i64 %remaining.i235, 10
  %digit.byte.i239 = trunc i64 %digit1.i238 to i8
  %ascii.i240 = or i8 %digit.byte.i239, 48
  store i8 %ascii.i240, ptr %digit.at.i237, align 1
  %rest.i241 = udiv i64 %remaining.i235, 10
  %16 = icmp ult i64 %remaining.i235, 10
  br i1 %16, label %digits.done.i244, label %digit.i242

digits.done.i244:                                 ; preds = %digit.i242
  %neg.i243 = icmp slt i64 %X.shape1, 0
  br i1 %neg.i243, label %sign.i246, label %__modlink_format_i64.exit248

sign.i246:                                        ; preds = %digits.done.i244
  %sign.at.i245 = getelementptr inbounds i8, ptr %cursor.i236, i64 -2
  store i8 45, ptr %sign.at.i245, align 1
  br label %__modlink_format_i64.exit248

__modlink_format_i64.exit248:                     ; preds = %digits.done.i244, %sign.i246
  %start.i247 = phi ptr [ %digit.at.i237, %digits.done.i244 ], [ %sign.at.i245, %sign.i246 ]
  %part31 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i247, ptr %part31, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i249

call.i249:                                        ; preds = %__modlink_format_i64.exit248
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
  %17 = tail call i64 @llvm.abs.i64(i64 %X.stride1, i1 false)
  %end.i251 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i251, align 1
  br label %digit.i259

digit.i259:                                       ; preds = %digit.i259, %check8.fail
  %remaining.i252 = phi i64 [ %17, %check8.fail ], [ %rest.i258, %digit.i259 ]
  %cursor.i253 = phi ptr [ %end.i251, %check8.fail ], [ %digit.at.i254, %digit.i259 ]
  %digit.at.i254 = getelementptr inbounds i8, ptr %cursor.i253, i64 -1
  %digit1.i255 = urem i64 %remaining.i252, 10
  %digit.byte.i256 = trunc i64 %digit1.i255 to i8
  %ascii.i257 = or i8 %digit.byte.i256, 48
  store i8 %ascii.i257, ptr %digit.at.i254, align 1
  %rest.i258 = udiv i64 %remaining.i252, 10
  %18 = icmp ult i64 %remaining.i252, 10
  br i1 %18, label %digits.done.i261, label %digit.i259

digits.done.i261:                                 ; preds = %digit.i259
  %neg.i260 = icmp slt i64 %X.stride1, 0
  br i1 %neg.i260, label %sign.i263, label %__modlink_format_i64.exit265

sign.i263:                                        ; preds = %digits.done.i261
  %sign.at.i262 = getelementptr inbounds i8, ptr %cursor.i253, i64 -2
  store i8 45, ptr %sign.at.i262, align 1
  br label %__modlink_format_i64.exit265

__modlink_format_i64.exit265:                     ; preds = %digits.done.i261, %sign.i263
  %start.i264 = phi ptr [ %digit.at.i254, %digits.done.i261 ], [ %sign.at.i262, %sign.i263 ]
  %part35 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i264, ptr %part35, align 8
  %part36 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.12, ptr %part36, align 8
  %end.i266 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i266, align 1
  %digit.at.i269 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i269, align 1
  %part38 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i269, ptr %part38, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i278

call.i278:                                        ; preds = %__modlink_format_i64.exit265
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
  %19 = tail call i64 @llvm.abs.i64(i64 %X.stride0, i1 false)
  %end.i280 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i280, align 1
  br label %digit.i288

digit.i288:                                       ; preds = %digit.i288, %check9.fail
  %remaining.i281 = phi i64 [ %19, %check9.fail ], [ %rest.i287, %digit.i288 ]
  %cursor.i282 = phi ptr [ %end.i280, %check9.fail ], [ %digit.at.i283, %digit.i288 ]
  %digit.at.i283 = getelementptr inbounds i8, ptr %cursor.i282, i64 -1
  %digit1.i284 = urem i64 %remaining.i281, 10
  %digit.byte.i285 = trunc i64 %digit1.i284 to i8
  %ascii.i286 = or i8 %digit.byte.i285, 48
  store i8 %ascii.i286, ptr %digit.at.i283, align 1
  %rest.i287 = udiv i64 %remaining.i281, 10
  %20 = icmp ult i64 %remaining.i281, 10
  br i1 %20, label %digits.done.i290, label %digit.i288

digits.done.i290:                                 ; preds = %digit.i288
  %neg.i289 = icmp slt i64 %X.stride0, 0
  br i1 %neg.i289, label %sign.i292, label %__modlink_format_i64.exit294

sign.i292:                                        ; preds = %digits.done.i290
  %sign.at.i291 = getelementptr inbounds i8, ptr %cursor.i282, i64 -2
  store i8 45, ptr %sign.at.i291, align 1
  br label %__modlink_format_i64.exit294

__modlink_format_i64.exit294:                     ; preds = %digits.done.i290, %sign.i292
  %start.i293 = phi ptr [ %digit.at.i283, %digits.done.i290 ], [ %sign.at.i291, %sign.i292 ]
  %part45 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i293, ptr %part45, align 8
  %part46 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.12, ptr %part46, align 8
  %end.i295 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i295, align 1
  %digit.at.i298 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 54, ptr %digit.at.i298, align 1
  %digit.at.i298.1 = getelementptr inbounds i8, ptr %message.digits1, i64 21
  store i8 49, ptr %digit.at.i298.1, align 1
  %part48 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i298.1, ptr %part48, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i307

call.i307:                                        ; preds = %__modlink_format_i64.exit294
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check10.fail:                                     ; preds = %X.strides.done
  store ptr @.str.14, ptr %message.parts, align 8
  %21 = tail call i32 @llvm.abs.i32(i32 %Y.type_index, i1 false)
  %22 = zext i32 %21 to i64
  %end.i309 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i309, align 1
  br label %digit.i317

digit.i317:                                       ; preds = %digit.i317, %check10.fail
  %remaining.i310 = phi i64 [ %22, %check10.fail ], [ %rest.i316, %digit.i317 ]
  %cursor.i311 = phi ptr [ %end.i309, %check10.fail ], [ %digit.at.i312, %digit.i317 ]
  %digit.at.i312 = getelementptr inbounds i8, ptr %cursor.i311, i64 -1
  %digit1.i313 = urem i64 %remaining.i310, 10
  %digit.byte.i314 = trunc i64 %digit1.i313 to i8
  %ascii.i315 = or i8 %digit.byte.i314, 48
  store i8 %ascii.i315, ptr %digit.at.i312, align 1
  %rest.i316 = udiv i64 %remaining.i310, 10
  %23 = icmp ult i64 %remaining.i310, 10
  br i1 %23, label %digits.done.i319, label %digit.i317

digits.done.i319:                                 ; preds = %digit.i317
  %neg.i318 = icmp slt i32 %Y.type_index, 0
  br i1 %neg.i318, label %sign.i321, label %__modlink_format_i64.exit323

sign.i321:                                        ; preds = %digits.done.i319
  %sign.at.i320 = getelementptr inbounds i8, ptr %cursor.i311, i64 -2
  store i8 45, ptr %sign.at.i320, align 1
  br label %__modlink_format_i64.exit323

__modlink_format_i64.exit323:                     ; preds = %digits.done.i319, %sign.i321
  %start.i322 = phi ptr [ %digit.at.i312, %digits.done.i319 ], [ %sign.at.i320, %sign.i321 ]
  %part59 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i322, ptr %part59, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i324

call.i324:                                        ; preds = %__modlink_format_i64.exit323
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
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i326

call.i326:                                        ; preds = %check11.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check11.ok:                                       ; preds = %check10.ok
  %ndim.at63 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Y.dltensor, i64 0, i32 2
  %Y.ndim = load i32, ptr %ndim.at63, align 4
  %ndim.ok64 = icmp eq i32 %Y.ndim, 2
  br i1 %ndim.ok64, label %check12.ok, label %check12.fail

check12.fail:                                     ; preds = %check11.ok
  store ptr @.str.16, ptr %message.parts, align 8
  %24 = tail call i32 @llvm.abs.i32(i32 %Y.ndim, i1 false)
  %25 = zext i32 %24 to i64
  %end.i328 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i328, align 1
  br label %digit.i336

digit.i336:                                       ; preds = %digit.i336, %check12.fail
  %remaining.i329 = phi i64 [ %25, %check12.fail ], [ %rest.i335, %digit.i336 ]
  %cursor.i330 = phi ptr [ %end.i328, %check12.fail ], [ %digit.at.i331, %digit.i336 ]
  %digit.at.i331 = getelementptr inbounds i8, ptr %cursor.i330, i64 -1
  %digit1.i332 = urem i64 %remaining.i329, 10
  %digit.byte.i333 = trunc i64 %digit1.i332 to i8
  %ascii.i334 = or i8 %digit.byte.i333, 48
  store i8 %ascii.i334, ptr %digit.at.i331, align 1
  %rest.i335 = udiv i64 %remaining.i329, 10
  %26 = icmp ult i64 %remaining.i329, 10
  br i1 %26, label %digits.done.i338, label %digit.i336

digits.done.i338:                                 ; preds = %digit.i336
  %neg.i337 = icmp slt i32 %Y.ndim, 0
  br i1 %neg.i337, label %sign.i340, label %__modlink_format_i64.exit342

sign.i340:                                        ; preds = %digits.done.i338
  %sign.at.i339 = getelementptr inbounds i8, ptr %cursor.i330, i64 -2
  store i8 45, ptr %sign.at.i339, align 1
  br label %__modlink_format_i64.exit342

__modlink_format_i64.exit342:                     ; preds = %digits.done.i338, %sign.i340
  %start.i341 = phi ptr [ %digit.at.i331, %digits.done.i338 ], [ %sign.at.i339, %sign.i340 ]
  %part68 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i341, ptr %part68, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i343

call.i343:                                        ; preds = %__modlink_format_i64.exit342
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
  %end.i345 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i345, align 1
  br label %digit.i353

digit.i353:                                       ; preds = %digit.i353, %check13.fail
  %remaining.i346 = phi i64 [ %code81, %check13.fail ], [ %rest.i352, %digit.i353 ]
  %cursor.i347 = phi ptr [ %end.i345, %check13.fail ], [ %digit.at.i348, %digit.i353 ]
  %digit.at.i348 = getelementptr inbounds i8, ptr %cursor.i347, i64 -1
  %digit1.i349 = urem i64 %remaining.i346, 10
  %digit.byte.i350 = trunc i64 %digit1.i349 to i8
  %ascii.i351 = or i8 %digit.byte.i350, 48
  store i8 %ascii.i351, ptr %digit.at.i348, align 1
  %rest.i352 = udiv i64 %remaining.i346, 10
  %27 = icmp ult i64 %remaining.i346, 10
  br i1 %27, label %__modlink_format_i64.exit356, label %digit.i353

__modlink_format_i64.exit356:                     ; preds = %digit.i353
  %bits82 = zext i8 %bits74 to i64
  %part86 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %digit.at.i348, ptr %part86, align 8
  %part87 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.7, ptr %part87, align 8
  %end.i357 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i357, align 1
  br label %digit.i365

digit.i365:                                       ; preds = %digit.i365, %__modlink_format_i64.exit356
  %remaining.i358 = phi i64 [ %bits82, %__modlink_format_i64.exit356 ], [ %rest.i364, %digit.i365 ]
  %cursor.i359 = phi ptr [ %end.i357, %__modlink_format_i64.exit356 ], [ %digit.at.i360, %digit.i365 ]
  %digit.at.i360 = getelementptr inbounds i8, ptr %cursor.i359, i64 -1
  %digit1.i361 = urem i64 %remaining.i358, 10
  %digit.byte.i362 = trunc i64 %digit1.i361 to i8
  %ascii.i363 = or i8 %digit.byte.i362, 48
  store i8 %ascii.i363, ptr %digit.at.i360, align 1
  %rest.i364 = udiv i64 %remaining.i358, 10
  %28 = icmp ult i64 %remaining.i358, 10
  br i1 %28, label %__modlink_format_i64.exit368, label %digit.i365

__modlink_format_i64.exit368:                     ; preds = %digit.i365
  %part89 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i360, ptr %part89, align 8
  %part90 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 4
  store ptr @.str.8, ptr %part90, align 8
  %end.i369 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i369, align 1
  br label %digit.i377

digit.i377:                                       ; preds = %digit.i377, %__modlink_format_i64.exit368
  %remaining.i370 = phi i64 [ %lanes83, %__modlink_format_i64.exit368 ], [ %rest.i376, %digit.i377 ]
  %cursor.i371 = phi ptr [ %end.i369, %__modlink_format_i64.exit368 ], [ %digit.at.i372, %digit.i377 ]
  %digit.at.i372 = getelementptr inbounds i8, ptr %cursor.i371, i64 -1
  %digit1.i373 = urem i64 %remaining.i370, 10
  %digit.byte.i374 = trunc i64 %digit1.i373 to i8
  %ascii.i375 = or i8 %digit.byte.i374, 48
  store i8 %ascii.i375, ptr %digit.at.i372, align 1
  %rest.i376 = udiv i64 %remaining.i370, 10
  %29 = icmp ult i64 %remaining.i370, 10
  br i1 %29, label %__modlink_format_i64.exit380, label %digit.i377

__modlink_format_i64.exit380:                     ; preds = %digit.i377
  %part92 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 5
  store ptr %digit.at.i372, ptr %part92, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i381

call.i381:                                        ; preds = %__modlink_format_i64.exit380
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check13.ok:                                       ; preds = %check12.ok
  %device.at93 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Y.dltensor, i64 0, i32 1
  %Y.device_type = load i32, ptr %device.at93, align 4
  %device.ok94 = icmp eq i32 %Y.device_type, 1
  br i1 %device.ok94, label %check14.ok, label %check14.fail

check14.fail:                                     ; preds = %check13.ok
  store ptr @.str.18, ptr %message.parts, align 8
  %30 = tail call i32 @llvm.abs.i32(i32 %Y.device_type, i1 false)
  %31 = zext i32 %30 to i64
  %end.i383 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i383, align 1
  br label %digit.i391

digit.i391:                                       ; preds = %digit.i391, %check14.fail
  %remaining.i384 = phi i64 [ %31, %check14.fail ], [ %rest.i390, %digit.i391 ]
  %cursor.i385 = phi ptr [ %end.i383, %check14.fail ], [ %digit.at.i386, %digit.i391 ]
  %digit.at.i386 = getelementptr inbounds i8, ptr %cursor.i385, i64 -1
  %digit1.i387 = urem i64 %remaining.i384, 10
  %digit.byte.i388 = trunc i64 %digit1.i387 to i8
  %ascii.i389 = or i8 %digit.byte.i388, 48
  store i8 %ascii.i389, ptr %digit.at.i386, align 1
  %rest.i390 = udiv i64 %remaining.i384, 10
  %32 = icmp ult i64 %remaining.i384, 10
  br i1 %32, label %digits.done.i393, label %digit.i391

digits.done.i393:                                 ; preds = %digit.i391
  %neg.i392 = icmp slt i32 %Y.device_type, 0
  br i1 %neg.i392, label %sign.i395, label %__modlink_format_i64.exit397

sign.i395:                                        ; preds = %digits.done.i393
  %sign.at.i394 = getelementptr inbounds i8, ptr %cursor.i385, i64 -2
  store i8 45, ptr %sign.at.i394, align 1
  br label %__modlink_format_i64.exit397

__modlink_format_i64.exit397:                     ; preds = %digits.done.i393, %sign.i395
  %start.i396 = phi ptr [ %digit.at.i386, %digits.done.i393 ], [ %sign.at.i394, %sign.i395 ]
  %part98 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i396, ptr %part98, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i398

call.i398:                                        ; preds = %__modlink_format_i64.exit397
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
  %33 = tail call i64 @llvm.abs.i64(i64 %Y.shape0, i1 false)
  %end.i400 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i400, align 1
  br label %digit.i408

digit.i408:                                       ; preds = %digit.i408, %check15.fail
  %remaining.i401 = phi i64 [ %33, %check15.fail ], [ %rest.i407, %digit.i408 ]
  %cursor.i402 = phi ptr [ %end.i400, %check15.fail ], [ %digit.at.i403, %digit.i408 ]
  %digit.at.i403 = getelementptr inbounds i8, ptr %cursor.i402, i64 -1
  %digit1.i404 = urem i64 %remaining.i401, 10
  %digit.byte.i405 = trunc i64 %digit1.i404 to i8
  %ascii.i406 = or i8 %digit.byte.i405, 48
  store i8 %ascii.i406, ptr %digit.at.i403, align 1
  %rest.i407 = udiv i64 %remaining.i401, 10
  %34 = icmp ult i64 %remaining.i401, 10
  br i1 %34, label %digits.done.i410, label %digit.i408

digits.done.i410:                                 ; preds = %digit.i408
  %neg.i409 = icmp slt i64 %Y.shape0, 0
  br i1 %neg.i409, label %sign.i412, label %__modlink_format_i64.exit414

sign.i412:                                        ; preds = %digits.done.i410
  %sign.at.i411 = getelementptr inbounds i8, ptr %cursor.i402, i64 -2
  store i8 45, ptr %sign.at.i411, align 1
  br label %__modlink_format_i64.exit414

__modlink_format_i64.exit414:                     ; preds = %digits.done.i410, %sign.i412
  %start.i413 = phi ptr [ %digit.at.i403, %digits.done.i410 ], [ %sign.at.i411, %sign.i412 ]
  %part104 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i413, ptr %part104, align 8
  %part105 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.20, ptr %part105, align 8
  %35 = call i64 @llvm.abs.i64(i64 %X.shape0, i1 false)
  %end.i415 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i415, align 1
  br label %digit.i423

digit.i423:                                       ; preds = %digit.i423, %__modlink_format_i64.exit414
  %remaining.i416 = phi i64 [ %35, %__modlink_format_i64.exit414 ], [ %rest.i422, %digit.i423 ]
  %cursor.i417 = phi ptr [ %end.i415, %__modlink_format_i64.exit414 ], [ %digit.at.i418, %digit.i423 ]
  %digit.at.i418 = getelementptr inbounds i8, ptr %cursor.i417, i64 -1
  %digit1.i419 = urem i64 %remaining.i416, 10
  %digit.byte.i420 = trunc i64 %digit1.i419 to i8
  %ascii.i421 = or i8 %digit.byte.i420, 48
  store i8 %ascii.i421, ptr %digit.at.i418, align 1
  %rest.i422 = udiv i64 %remaining.i416, 10
  %36 = icmp ult i64 %remaining.i416, 10
  br i1 %36, label %digits.done.i425, label %digit.i423

digits.done.i425:                                 ; preds = %digit.i423
  %neg.i424 = icmp slt i64 %X.shape0, 0
  br i1 %neg.i424, label %sign.i427, label %__modlink_format_i64.exit429

sign.i427:                                        ; preds = %digits.done.i425
  %sign.at.i426 = getelementptr inbounds i8, ptr %cursor.i417, i64 -2
  store i8 45, ptr %sign.at.i426, align 1
  br label %__modlink_format_i64.exit429

__modlink_format_i64.exit429:                     ; preds = %digits.done.i425, %sign.i427
  %start.i428 = phi ptr [ %digit.at.i418, %digits.done.i425 ], [ %sign.at.i426, %sign.i427 ]
  %part107 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %start.i428, ptr %part107, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i430

call.i430:                                        ; preds = %__modlink_format_i64.exit429
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check15.ok:                                       ; preds = %check14.ok
  %extent.at108 = getelementptr inbounds i64, ptr %Y.shape, i64 1
  %Y.shape1 = load i64, ptr %extent.at108, align 8
  %extent.ok109 = icmp eq i64 %Y.shape1, 16
  br i1 %extent.ok109, label %check16.ok, label %check16.fail

check16.fail:                                     ; preds = %check15.ok
  store ptr @.str.21, ptr %message.parts, align 8
  %37 = tail call i64 @llvm.abs.i64(i64 %Y.shape1, i1 false)
  %end.i432 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i432, align 1
  br label %digit.i440

digit.i440:                                       ; preds = %digit.i440, %check16.fail
  %remaining.i433 = phi i64 [ %37, %check16.fail ], [ %rest.i439, %digit.i440 ]
  %cursor.i434 = phi ptr [ %end.i432, %check16.fail ], [ %digit.at.i435, %digit.i440 ]
  %digit.at.i435 = getelementptr inbounds i8, ptr %cursor.i434, i64 -1
  %digit1.i436 = urem i64 %remaining.i433, 10
  %digit.byte.i437 = trunc i64 %digit1.i436 to i8
  %ascii.i438 = or i8 %digit.byte.i437, 48
  store i8 %ascii.i438, ptr %digit.at.i435, align 1
  %rest.i439 = udiv i64 %remaining.i433, 10
  %38 = icmp ult i64 %remaining.i433, 10
  br i1 %38, label %digits.done.i442, label %digit.i440

digits.done.i442:                                 ; preds = %digit.i440
  %neg.i441 = icmp slt i64 %Y.shape1, 0
  br i1 %neg.i441, label %sign.i444, label %__modlink_format_i64.exit446

sign.i444:                                        ; preds = %digits.done.i442
  %sign.at.i443 = getelementptr inbounds i8, ptr %cursor.i434, i64 -2
  store i8 45, ptr %sign.at.i443, align 1
  br label %__modlink_format_i64.exit446

__modlink_format_i64.exit446:                     ; preds = %digits.done.i442, %sign.i444
  %start.i445 = phi ptr [ %digit.at.i435, %digits.done.i442 ], [ %sign.at.i443, %sign.i444 ]
  %part112 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i445, ptr %part112, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i447

call.i447:                                        ; preds = %__modlink_format_i64.exit446
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
  %39 = tail call i64 @llvm.abs.i64(i64 %Y.stride1, i1 false)
  %end.i449 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i449, align 1
  br label %digit.i457

digit.i457:                                       ; preds = %digit.i457, %check17.fail
  %remaining.i450 = phi i64 [ %39, %check17.fail ], [ %rest.i456, %digit.i457 ]
  %cursor.i451 = phi ptr [ %end.i449, %check17.fail ], [ %digit.at.i452, %digit.i457 ]
  %digit.at.i452 = getelementptr inbounds i8, ptr %cursor.i451, i64 -1
  %digit1.i453 = urem i64 %remaining.i450, 10
  %digit.byte.i454 = trunc i64 %digit1.i453 to i8
  %ascii.i455 = or i8 %digit.byte.i454, 48
  store i8 %ascii.i455, ptr %digit.at.i452, align 1
  %rest.i456 = udiv i64 %remaining.i450, 10
  %40 = icmp ult i64 %remaining.i450, 10
  br i1 %40, label %digits.done.i459, label %digit.i457

digits.done.i459:                                 ; preds = %digit.i457
  %neg.i458 = icmp slt i64 %Y.stride1, 0
  br i1 %neg.i458, label %sign.i461, label %__modlink_format_i64.exit463

sign.i461:                                        ; preds = %digits.done.i459
  %sign.at.i460 = getelementptr inbounds i8, ptr %cursor.i451, i64 -2
  store i8 45, ptr %sign.at.i460, align 1
  br label %__modlink_format_i64.exit463

__modlink_format_i64.exit463:                     ; preds = %digits.done.i459, %sign.i461
  %start.i462 = phi ptr [ %digit.at.i452, %digits.done.i459 ], [ %sign.at.i460, %sign.i461 ]
  %part121 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i462, ptr %part121, align 8
  %part122 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.12, ptr %part122, align 8
  %end.i464 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i464, align 1
  %digit.at.i467 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i467, align 1
  %part124 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i467, ptr %part124, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i476

call.i476:                                        ; preds = %__modlink_format_i64.exit463
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
  %41 = tail call i64 @llvm.abs.i64(i64 %Y.stride0, i1 false)
  %end.i478 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i478, align 1
  br label %digit.i486

digit.i486:                                       ; preds = %digit.i486, %check18.fail
  %remaining.i479 = phi i64 [ %41, %check18.fail ], [ %rest.i485, %digit.i486 ]
  %cursor.i480 = phi ptr [ %end.i478, %check18.fail ], [ %digit.at.i481, %digit.i486 ]
  %digit.at.i481 = getelementptr inbounds i8, ptr %cursor.i480, i64 -1
  %digit1.i482 = urem i64 %remaining.i479, 10
  %digit.byte.i483 = trunc i64 %digit1.i482 to i8
  %ascii.i484 = or i8 %digit.byte.i483, 48
  store i8 %ascii.i484, ptr %digit.at.i481, align 1
  %rest.i485 = udiv i64 %remaining.i479, 10
  %42 = icmp ult i64 %remaining.i479, 10
  br i1 %42, label %digits.done.i488, label %digit.i486

digits.done.i488:                                 ; preds = %digit.i486
  %neg.i487 = icmp slt i64 %Y.stride0, 0
  br i1 %neg.i487, label %sign.i490, label %__modlink_format_i64.exit492

sign.i490:                                        ; preds = %digits.done.i488
  %sign.at.i489 = getelementptr inbounds i8, ptr %cursor.i480, i64 -2
  store i8 45, ptr %sign.at.i489, align 1
  br label %__modlink_format_i64.exit492

__modlink_format_i64.exit492:                     ; preds = %digits.done.i488, %sign.i490
  %start.i491 = phi ptr [ %digit.at.i481, %digits.done.i488 ], [ %sign.at.i489, %sign.i490 ]
  %part132 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i491, ptr %part132, align 8
  %part133 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.12, ptr %part133, align 8
  %end.i493 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i493, align 1
  %digit.at.i496 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 54, ptr %digit.at.i496, align 1
  %digit.at.i496.1 = getelementptr inbounds i8, ptr %message.digits1, i64 21
  store i8 49, ptr %digit.at.i496.1, align 1
  %part135 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i496.1, ptr %part135, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i505

call.i505:                                        ; preds = %__modlink_format_i64.exit492
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret
}

declare extern_weak void @TVMFFIErrorSetRaisedFromCStrParts(ptr, ptr, i32)

define weak i32 @__tvm_ffi_main(ptr %self, ptr %args, i32 %num_args, ptr %result) local_unnamed_addr {
entry:
  %status = tail call i32 @__tvm_ffi_softmax_rows(ptr poison, ptr %args, i32 %num_args, ptr poison)
  ret i32 %status
}

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.abs.i64(i64, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.abs.i32(i32, i1 immarg) #2

attributes #0 = { argmemonly nofree nosync nounwind }
attributes #1 = { mustprogress nocallback nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { nocallback nofree nosync nounwind readnone speculatable willreturn }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
