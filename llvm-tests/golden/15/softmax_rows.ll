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

common.ret:                                       ; preds = %call.i502, %__modlink_format_i64.exit489, %call.i473, %__modlink_format_i64.exit460, %call.i444, %__modlink_format_i64.exit443, %call.i427, %__modlink_format_i64.exit426, %call.i395, %__modlink_format_i64.exit394, %call.i378, %__modlink_format_i64.exit377, %call.i340, %__modlink_format_i64.exit339, %call.i323, %check11.fail, %call.i321, %__modlink_format_i64.exit320, %call.i304, %__modlink_format_i64.exit291, %call.i275, %__modlink_format_i64.exit262, %call.i246, %__modlink_format_i64.exit245, %call.i229, %__modlink_format_i64.exit228, %call.i212, %__modlink_format_i64.exit211, %call.i174, %__modlink_format_i64.exit173, %call.i157, %check3.fail, %call.i155, %__modlink_format_i64.exit154, %call.i, %__modlink_format_i64.exit, %Y.strides.done
  %common.ret.op = phi i32 [ 0, %Y.strides.done ], [ -1, %__modlink_format_i64.exit ], [ -1, %call.i ], [ -1, %__modlink_format_i64.exit154 ], [ -1, %call.i155 ], [ -1, %check3.fail ], [ -1, %call.i157 ], [ -1, %__modlink_format_i64.exit173 ], [ -1, %call.i174 ], [ -1, %__modlink_format_i64.exit211 ], [ -1, %call.i212 ], [ -1, %__modlink_format_i64.exit228 ], [ -1, %call.i229 ], [ -1, %__modlink_format_i64.exit245 ], [ -1, %call.i246 ], [ -1, %__modlink_format_i64.exit262 ], [ -1, %call.i275 ], [ -1, %__modlink_format_i64.exit291 ], [ -1, %call.i304 ], [ -1, %__modlink_format_i64.exit320 ], [ -1, %call.i321 ], [ -1, %check11.fail ], [ -1, %call.i323 ], [ -1, %__modlink_format_i64.exit339 ], [ -1, %call.i340 ], [ -1, %__modlink_format_i64.exit377 ], [ -1, %call.i378 ], [ -1, %__modlink_format_i64.exit394 ], [ -1, %call.i395 ], [ -1, %__modlink_format_i64.exit426 ], [ -1, %call.i427 ], [ -1, %__modlink_format_i64.exit443 ], [ -1, %call.i444 ], [ -1, %__modlink_format_i64.exit460 ], [ -1, %call.i473 ], [ -1, %__modlink_format_i64.exit489 ], [ -1, %call.i502 ]
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
  %end.i140 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i140, align 1
  br label %digit.i148

digit.i148:                                       ; preds = %digit.i148, %check2.fail
  %remaining.i141 = phi i64 [ %4, %check2.fail ], [ %rest.i147, %digit.i148 ]
  %cursor.i142 = phi ptr [ %end.i140, %check2.fail ], [ %digit.at.i143, %digit.i148 ]
  %digit.at.i143 = getelementptr inbounds i8, ptr %cursor.i142, i64 -1
  %digit1.i144 = urem i64 %remaining.i141, 10
  %digit.byte.i145 = trunc i64 %digit1.i144 to i8
  %ascii.i146 = or i8 %digit.byte.i145, 48
  store i8 %ascii.i146, ptr %digit.at.i143, align 1
  %rest.i147 = udiv i64 %remaining.i141, 10
  %5 = icmp ult i64 %remaining.i141, 10
  br i1 %5, label %digits.done.i150, label %digit.i148

digits.done.i150:                                 ; preds = %digit.i148
  %neg.i149 = icmp slt i32 %X.type_index, 0
  br i1 %neg.i149, label %sign.i152, label %__modlink_format_i64.exit154

sign.i152:                                        ; preds = %digits.done.i150
  %sign.at.i151 = getelementptr inbounds i8, ptr %cursor.i142, i64 -2
  store i8 45, ptr %sign.at.i151, align 1
  br label %__modlink_format_i64.exit154

__modlink_format_i64.exit154:                     ; preds = %digits.done.i150, %sign.i152
  %start.i153 = phi ptr [ %digit.at.i143, %digits.done.i150 ], [ %sign.at.i151, %sign.i152 ]
  %part6 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i153, ptr %part6, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i155

call.i155:                                        ; preds = %__modlink_format_i64.exit154
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
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i157

call.i157:                                        ; preds = %check3.fail
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
  %end.i159 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i159, align 1
  br label %digit.i167

digit.i167:                                       ; preds = %digit.i167, %check4.fail
  %remaining.i160 = phi i64 [ %7, %check4.fail ], [ %rest.i166, %digit.i167 ]
  %cursor.i161 = phi ptr [ %end.i159, %check4.fail ], [ %digit.at.i162, %digit.i167 ]
  %digit.at.i162 = getelementptr inbounds i8, ptr %cursor.i161, i64 -1
  %digit1.i163 = urem i64 %remaining.i160, 10
  %digit.byte.i164 = trunc i64 %digit1.i163 to i8
  %ascii.i165 = or i8 %digit.byte.i164, 48
  store i8 %ascii.i165, ptr %digit.at.i162, align 1
  %rest.i166 = udiv i64 %remaining.i160, 10
  %8 = icmp ult i64 %remaining.i160, 10
  br i1 %8, label %digits.done.i169, label %digit.i167

digits.done.i169:                                 ; preds = %digit.i167
  %neg.i168 = icmp slt i32 %X.ndim, 0
  br i1 %neg.i168, label %sign.i171, label %__modlink_format_i64.exit173

sign.i171:                                        ; preds = %digits.done.i169
  %sign.at.i170 = getelementptr inbounds i8, ptr %cursor.i161, i64 -2
  store i8 45, ptr %sign.at.i170, align 1
  br label %__modlink_format_i64.exit173

__modlink_format_i64.exit173:                     ; preds = %digits.done.i169, %sign.i171
  %start.i172 = phi ptr [ %digit.at.i162, %digits.done.i169 ], [ %sign.at.i170, %sign.i171 ]
  %part10 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i172, ptr %part10, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i174

call.i174:                                        ; preds = %__modlink_format_i64.exit173
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
  %end.i176 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i176, align 1
  br label %digit.i184

digit.i184:                                       ; preds = %digit.i184, %check5.fail
  %remaining.i177 = phi i64 [ %code12, %check5.fail ], [ %rest.i183, %digit.i184 ]
  %cursor.i178 = phi ptr [ %end.i176, %check5.fail ], [ %digit.at.i179, %digit.i184 ]
  %digit.at.i179 = getelementptr inbounds i8, ptr %cursor.i178, i64 -1
  %digit1.i180 = urem i64 %remaining.i177, 10
  %digit.byte.i181 = trunc i64 %digit1.i180 to i8
  %ascii.i182 = or i8 %digit.byte.i181, 48
  store i8 %ascii.i182, ptr %digit.at.i179, align 1
  %rest.i183 = udiv i64 %remaining.i177, 10
  %9 = icmp ult i64 %remaining.i177, 10
  br i1 %9, label %__modlink_format_i64.exit187, label %digit.i184

__modlink_format_i64.exit187:                     ; preds = %digit.i184
  %bits13 = zext i8 %bits to i64
  %part17 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %digit.at.i179, ptr %part17, align 8
  %part18 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.7, ptr %part18, align 8
  %end.i188 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i188, align 1
  br label %digit.i196

digit.i196:                                       ; preds = %digit.i196, %__modlink_format_i64.exit187
  %remaining.i189 = phi i64 [ %bits13, %__modlink_format_i64.exit187 ], [ %rest.i195, %digit.i196 ]
  %cursor.i190 = phi ptr [ %end.i188, %__modlink_format_i64.exit187 ], [ %digit.at.i191, %digit.i196 ]
  %digit.at.i191 = getelementptr inbounds i8, ptr %cursor.i190, i64 -1
  %digit1.i192 = urem i64 %remaining.i189, 10
  %digit.byte.i193 = trunc i64 %digit1.i192 to i8
  %ascii.i194 = or i8 %digit.byte.i193, 48
  store i8 %ascii.i194, ptr %digit.at.i191, align 1
  %rest.i195 = udiv i64 %remaining.i189, 10
  %10 = icmp ult i64 %remaining.i189, 10
  br i1 %10, label %__modlink_format_i64.exit199, label %digit.i196

__modlink_format_i64.exit199:                     ; preds = %digit.i196
  %part20 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i191, ptr %part20, align 8
  %part21 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 4
  store ptr @.str.8, ptr %part21, align 8
  %end.i200 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i200, align 1
  br label %digit.i208

digit.i208:                                       ; preds = %digit.i208, %__modlink_format_i64.exit199
  %remaining.i201 = phi i64 [ %lanes14, %__modlink_format_i64.exit199 ], [ %rest.i207, %digit.i208 ]
  %cursor.i202 = phi ptr [ %end.i200, %__modlink_format_i64.exit199 ], [ %digit.at.i203, %digit.i208 ]
  %digit.at.i203 = getelementptr inbounds i8, ptr %cursor.i202, i64 -1
  %digit1.i204 = urem i64 %remaining.i201, 10
  %digit.byte.i205 = trunc i64 %digit1.i204 to i8
  %ascii.i206 = or i8 %digit.byte.i205, 48
  store i8 %ascii.i206, ptr %digit.at.i203, align 1
  %rest.i207 = udiv i64 %remaining.i201, 10
  %11 = icmp ult i64 %remaining.i201, 10
  br i1 %11, label %__modlink_format_i64.exit211, label %digit.i208

__modlink_format_i64.exit211:                     ; preds = %digit.i208
  %part23 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 5
  store ptr %digit.at.i203, ptr %part23, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i212

call.i212:                                        ; preds = %__modlink_format_i64.exit211
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
  %end.i214 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i214, align 1
  br label %digit.i222

digit.i222:                                       ; preds = %digit.i222, %check6.fail
  %remaining.i215 = phi i64 [ %13, %check6.fail ], [ %rest.i221, %digit.i222 ]
  %cursor.i216 = phi ptr [ %end.i214, %check6.fail ], [ %digit.at.i217, %digit.i222 ]
  %digit.at.i217 = getelementptr inbounds i8, ptr %cursor.i216, i64 -1
  %digit1.i218 = urem i64 %remaining.i215, 10
  %digit.byte.i219 = trunc i64 %digit1.i218 to i8
  %ascii.i220 = or i8 %digit.byte.i219, 48
  store i8 %ascii.i220, ptr %digit.at.i217, align 1
  %rest.i221 = udiv i64 %remaining.i215, 10
  %14 = icmp ult i64 %remaining.i215, 10
  br i1 %14, label %digits.done.i224, label %digit.i222

digits.done.i224:                                 ; preds = %digit.i222
  %neg.i223 = icmp slt i32 %X.device_type, 0
  br i1 %neg.i223, label %sign.i226, label %__modlink_format_i64.exit228

sign.i226:                                        ; preds = %digits.done.i224
  %sign.at.i225 = getelementptr inbounds i8, ptr %cursor.i216, i64 -2
  store i8 45, ptr %sign.at.i225, align 1
  br label %__modlink_format_i64.exit228

__modlink_format_i64.exit228:                     ; preds = %digits.done.i224, %sign.i226
  %start.i227 = phi ptr [ %digit.at.i217, %digits.done.i224 ], [ %sign.at.i225, %sign.i226 ]
  %part26 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i227, ptr %part26, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i229

call.i229:                                        ; preds = %__modlink_format_i64.exit228
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
  %15 = tail call i64 @llvm.abs.i64(i64 %X.shape1, i1 false)
  %end.i231 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i231, align 1
  br label %digit.i239

digit.i239:                                       ; preds = %digit.i239, %check7.fail
  %remaining.i232 = phi i64 [ %15, %check7.fail ], [ %rest.i238, %digit.i239 ]
  %cursor.i233 = phi ptr [ %end.i231, %check7.fail ], [ %digit.at.i234, %digit.i239 ]
  %digit.at.i234 = getelementptr inbounds i8, ptr %cursor.i233, i64 -1
  %digit1.i235 = urem i64 %remaining.i232, 10
  %digit.byte.i236 = trunc i64 %digit1.i235 to i8
  %ascii.i237 = or i8 %digit.byte.i236, 48
  store i8 %ascii.i237, ptr %digit.at.i234, align 1
  %rest.i238 = udiv i64 %remaining.i232, 10
  %16 = icmp ult i64 %remaining.i232, 10
  br i1 %16, label %digits.done.i241, label %digit.i239

digits.done.i241:                                 ; preds = %digit.i239
  %neg.i240 = icmp slt i64 %X.shape1, 0
  br i1 %neg.i240, label %sign.i243, label %__modlink_format_i64.exit245

sign.i243:                                        ; preds = %digits.done.i241
  %sign.at.i242 = getelementptr inbounds i8, ptr %cursor.i233, i64 -2
  store i8 45, ptr %sign.at.i242, align 1
  br label %__modlink_format_i64.exit245

__modlink_format_i64.exit245:                     ; preds = %digits.done.i241, %sign.i243
  %start.i244 = phi ptr [ %digit.at.i234, %digits.done.i241 ], [ %sign.at.i242, %sign.i243 ]
  %part30 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i244, ptr %part30, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i246

call.i246:                                        ; preds = %__modlink_format_i64.exit245
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
  %end.i248 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i248, align 1
  br label %digit.i256

digit.i256:                                       ; preds = %digit.i256, %check8.fail
  %remaining.i249 = phi i64 [ %17, %check8.fail ], [ %rest.i255, %digit.i256 ]
  %cursor.i250 = phi ptr [ %end.i248, %check8.fail ], [ %digit.at.i251, %digit.i256 ]
  %digit.at.i251 = getelementptr inbounds i8, ptr %cursor.i250, i64 -1
  %digit1.i252 = urem i64 %remaining.i249, 10
  %digit.byte.i253 = trunc i64 %digit1.i252 to i8
  %ascii.i254 = or i8 %digit.byte.i253, 48
  store i8 %ascii.i254, ptr %digit.at.i251, align 1
  %rest.i255 = udiv i64 %remaining.i249, 10
  %18 = icmp ult i64 %remaining.i249, 10
  br i1 %18, label %digits.done.i258, label %digit.i256

digits.done.i258:                                 ; preds = %digit.i256
  %neg.i257 = icmp slt i64 %X.stride1, 0
  br i1 %neg.i257, label %sign.i260, label %__modlink_format_i64.exit262

sign.i260:                                        ; preds = %digits.done.i258
  %sign.at.i259 = getelementptr inbounds i8, ptr %cursor.i250, i64 -2
  store i8 45, ptr %sign.at.i259, align 1
  br label %__modlink_format_i64.exit262

__modlink_format_i64.exit262:                     ; preds = %digits.done.i258, %sign.i260
  %start.i261 = phi ptr [ %digit.at.i251, %digits.done.i258 ], [ %sign.at.i259, %sign.i260 ]
  %part34 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i261, ptr %part34, align 8
  %part35 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.12, ptr %part35, align 8
  %end.i263 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i263, align 1
  %digit.at.i266 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i266, align 1
  %part37 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i266, ptr %part37, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i275

call.i275:                                        ; preds = %__modlink_format_i64.exit262
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
  %19 = tail call i64 @llvm.abs.i64(i64 %X.stride0, i1 false)
  %end.i277 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i277, align 1
  br label %digit.i285

digit.i285:                                       ; preds = %digit.i285, %check9.fail
  %remaining.i278 = phi i64 [ %19, %check9.fail ], [ %rest.i284, %digit.i285 ]
  %cursor.i279 = phi ptr [ %end.i277, %check9.fail ], [ %digit.at.i280, %digit.i285 ]
  %digit.at.i280 = getelementptr inbounds i8, ptr %cursor.i279, i64 -1
  %digit1.i281 = urem i64 %remaining.i278, 10
  %digit.byte.i282 = trunc i64 %digit1.i281 to i8
  %ascii.i283 = or i8 %digit.byte.i282, 48
  store i8 %ascii.i283, ptr %digit.at.i280, align 1
  %rest.i284 = udiv i64 %remaining.i278, 10
  %20 = icmp ult i64 %remaining.i278, 10
  br i1 %20, label %digits.done.i287, label %digit.i285

digits.done.i287:                                 ; preds = %digit.i285
  %neg.i286 = icmp slt i64 %X.stride0, 0
  br i1 %neg.i286, label %sign.i289, label %__modlink_format_i64.exit291

sign.i289:                                        ; preds = %digits.done.i287
  %sign.at.i288 = getelementptr inbounds i8, ptr %cursor.i279, i64 -2
  store i8 45, ptr %sign.at.i288, align 1
  br label %__modlink_format_i64.exit291

__modlink_format_i64.exit291:                     ; preds = %digits.done.i287, %sign.i289
  %start.i290 = phi ptr [ %digit.at.i280, %digits.done.i287 ], [ %sign.at.i288, %sign.i289 ]
  %part44 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i290, ptr %part44, align 8
  %part45 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.12, ptr %part45, align 8
  %end.i292 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i292, align 1
  %digit.at.i295 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 54, ptr %digit.at.i295, align 1
  %digit.at.i295.1 = getelementptr inbounds i8, ptr %message.digits1, i64 21
  store i8 49, ptr %digit.at.i295.1, align 1
  %part47 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i295.1, ptr %part47, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i304

call.i304:                                        ; preds = %__modlink_format_i64.exit291
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check10.fail:                                     ; preds = %X.strides.done
  store ptr @.str.14, ptr %message.parts, align 8
  %21 = tail call i32 @llvm.abs.i32(i32 %Y.type_index, i1 false)
  %22 = zext i32 %21 to i64
  %end.i306 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i306, align 1
  br label %digit.i314

digit.i314:                                       ; preds = %digit.i314, %check10.fail
  %remaining.i307 = phi i64 [ %22, %check10.fail ], [ %rest.i313, %digit.i314 ]
  %cursor.i308 = phi ptr [ %end.i306, %check10.fail ], [ %digit.at.i309, %digit.i314 ]
  %digit.at.i309 = getelementptr inbounds i8, ptr %cursor.i308, i64 -1
  %digit1.i310 = urem i64 %remaining.i307, 10
  %digit.byte.i311 = trunc i64 %digit1.i310 to i8
  %ascii.i312 = or i8 %digit.byte.i311, 48
  store i8 %ascii.i312, ptr %digit.at.i309, align 1
  %rest.i313 = udiv i64 %remaining.i307, 10
  %23 = icmp ult i64 %remaining.i307, 10
  br i1 %23, label %digits.done.i316, label %digit.i314

digits.done.i316:                                 ; preds = %digit.i314
  %neg.i315 = icmp slt i32 %Y.type_index, 0
  br i1 %neg.i315, label %sign.i318, label %__modlink_format_i64.exit320

sign.i318:                                        ; preds = %digits.done.i316
  %sign.at.i317 = getelementptr inbounds i8, ptr %cursor.i308, i64 -2
  store i8 45, ptr %sign.at.i317, align 1
  br label %__modlink_format_i64.exit320

__modlink_format_i64.exit320:                     ; preds = %digits.done.i316, %sign.i318
  %start.i319 = phi ptr [ %digit.at.i309, %digits.done.i316 ], [ %sign.at.i317, %sign.i318 ]
  %part57 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i319, ptr %part57, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i321

call.i321:                                        ; preds = %__modlink_format_i64.exit320
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
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i323

call.i323:                                        ; preds = %check11.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check11.ok:                                       ; preds = %check10.ok
  %ndim.at61 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Y.dltensor, i64 0, i32 2
  %Y.ndim = load i32, ptr %ndim.at61, align 4
  %ndim.ok62 = icmp eq i32 %Y.ndim, 2
  br i1 %ndim.ok62, label %check12.ok, label %check12.fail

check12.fail:                                     ; preds = %check11.ok
  store ptr @.str.16, ptr %message.parts, align 8
  %24 = tail call i32 @llvm.abs.i32(i32 %Y.ndim, i1 false)
  %25 = zext i32 %24 to i64
  %end.i325 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i325, align 1
  br label %digit.i333

digit.i333:                                       ; preds = %digit.i333, %check12.fail
  %remaining.i326 = phi i64 [ %25, %check12.fail ], [ %rest.i332, %digit.i333 ]
  %cursor.i327 = phi ptr [ %end.i325, %check12.fail ], [ %digit.at.i328, %digit.i333 ]
  %digit.at.i328 = getelementptr inbounds i8, ptr %cursor.i327, i64 -1
  %digit1.i329 = urem i64 %remaining.i326, 10
  %digit.byte.i330 = trunc i64 %digit1.i329 to i8
  %ascii.i331 = or i8 %digit.byte.i330, 48
  store i8 %ascii.i331, ptr %digit.at.i328, align 1
  %rest.i332 = udiv i64 %remaining.i326, 10
  %26 = icmp ult i64 %remaining.i326, 10
  br i1 %26, label %digits.done.i335, label %digit.i333

digits.done.i335:                                 ; preds = %digit.i333
  %neg.i334 = icmp slt i32 %Y.ndim, 0
  br i1 %neg.i334, label %sign.i337, label %__modlink_format_i64.exit339

sign.i337:                                        ; preds = %digits.done.i335
  %sign.at.i336 = getelementptr inbounds i8, ptr %cursor.i327, i64 -2
  store i8 45, ptr %sign.at.i336, align 1
  br label %__modlink_format_i64.exit339

__modlink_format_i64.exit339:                     ; preds = %digits.done.i335, %sign.i337
  %start.i338 = phi ptr [ %digit.at.i328, %digits.done.i335 ], [ %sign.at.i336, %sign.i337 ]
  %part66 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i338, ptr %part66, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i340

call.i340:                                        ; preds = %__modlink_format_i64.exit339
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
  %end.i342 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i342, align 1
  br label %digit.i350

digit.i350:                                       ; preds = %digit.i350, %check13.fail
  %remaining.i343 = phi i64 [ %code79, %check13.fail ], [ %rest.i349, %digit.i350 ]
  %cursor.i344 = phi ptr [ %end.i342, %check13.fail ], [ %digit.at.i345, %digit.i350 ]
  %digit.at.i345 = getelementptr inbounds i8, ptr %cursor.i344, i64 -1
  %digit1.i346 = urem i64 %remaining.i343, 10
  %digit.byte.i347 = trunc i64 %digit1.i346 to i8
  %ascii.i348 = or i8 %digit.byte.i347, 48
  store i8 %ascii.i348, ptr %digit.at.i345, align 1
  %rest.i349 = udiv i64 %remaining.i343, 10
  %27 = icmp ult i64 %remaining.i343, 10
  br i1 %27, label %__modlink_format_i64.exit353, label %digit.i350

__modlink_format_i64.exit353:                     ; preds = %digit.i350
  %bits80 = zext i8 %bits72 to i64
  %part84 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %digit.at.i345, ptr %part84, align 8
  %part85 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.7, ptr %part85, align 8
  %end.i354 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i354, align 1
  br label %digit.i362

digit.i362:                                       ; preds = %digit.i362, %__modlink_format_i64.exit353
  %remaining.i355 = phi i64 [ %bits80, %__modlink_format_i64.exit353 ], [ %rest.i361, %digit.i362 ]
  %cursor.i356 = phi ptr [ %end.i354, %__modlink_format_i64.exit353 ], [ %digit.at.i357, %digit.i362 ]
  %digit.at.i357 = getelementptr inbounds i8, ptr %cursor.i356, i64 -1
  %digit1.i358 = urem i64 %remaining.i355, 10
  %digit.byte.i359 = trunc i64 %digit1.i358 to i8
  %ascii.i360 = or i8 %digit.byte.i359, 48
  store i8 %ascii.i360, ptr %digit.at.i357, align 1
  %rest.i361 = udiv i64 %remaining.i355, 10
  %28 = icmp ult i64 %remaining.i355, 10
  br i1 %28, label %__modlink_format_i64.exit365, label %digit.i362

__modlink_format_i64.exit365:                     ; preds = %digit.i362
  %part87 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i357, ptr %part87, align 8
  %part88 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 4
  store ptr @.str.8, ptr %part88, align 8
  %end.i366 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i366, align 1
  br label %digit.i374

digit.i374:                                       ; preds = %digit.i374, %__modlink_format_i64.exit365
  %remaining.i367 = phi i64 [ %lanes81, %__modlink_format_i64.exit365 ], [ %rest.i373, %digit.i374 ]
  %cursor.i368 = phi ptr [ %end.i366, %__modlink_format_i64.exit365 ], [ %digit.at.i369, %digit.i374 ]
  %digit.at.i369 = getelementptr inbounds i8, ptr %cursor.i368, i64 -1
  %digit1.i370 = urem i64 %remaining.i367, 10
  %digit.byte.i371 = trunc i64 %digit1.i370 to i8
  %ascii.i372 = or i8 %digit.byte.i371, 48
  store i8 %ascii.i372, ptr %digit.at.i369, align 1
  %rest.i373 = udiv i64 %remaining.i367, 10
  %29 = icmp ult i64 %remaining.i367, 10
  br i1 %29, label %__modlink_format_i64.exit377, label %digit.i374

__modlink_format_i64.exit377:                     ; preds = %digit.i374
  %part90 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 5
  store ptr %digit.at.i369, ptr %part90, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i378

call.i378:                                        ; preds = %__modlink_format_i64.exit377
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check13.ok:                                       ; preds = %check12.ok
  %device.at91 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Y.dltensor, i64 0, i32 1
  %Y.device_type = load i32, ptr %device.at91, align 4
  %device.ok92 = icmp eq i32 %Y.device_type, 1
  br i1 %device.ok92, label %check14.ok, label %check14.fail

check14.fail:                                     ; preds = %check13.ok
  store ptr @.str.18, ptr %message.parts, align 8
  %30 = tail call i32 @llvm.abs.i32(i32 %Y.device_type, i1 false)
  %31 = zext i32 %30 to i64
  %end.i380 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i380, align 1
  br label %digit.i388

digit.i388:                                       ; preds = %digit.i388, %check14.fail
  %remaining.i381 = phi i64 [ %31, %check14.fail ], [ %rest.i387, %digit.i388 ]
  %cursor.i382 = phi ptr [ %end.i380, %check14.fail ], [ %digit.at.i383, %digit.i388 ]
  %digit.at.i383 = getelementptr inbounds i8, ptr %cursor.i382, i64 -1
  %digit1.i384 = urem i64 %remaining.i381, 10
  %digit.byte.i385 = trunc i64 %digit1.i384 to i8
  %ascii.i386 = or i8 %digit.byte.i385, 48
  store i8 %ascii.i386, ptr %digit.at.i383, align 1
  %rest.i387 = udiv i64 %remaining.i381, 10
  %32 = icmp ult i64 %remaining.i381, 10
  br i1 %32, label %digits.done.i390, label %digit.i388

digits.done.i390:                                 ; preds = %digit.i388
  %neg.i389 = icmp slt i32 %Y.device_type, 0
  br i1 %neg.i389, label %sign.i392, label %__modlink_format_i64.exit394

sign.i392:                                        ; preds = %digits.done.i390
  %sign.at.i391 = getelementptr inbounds i8, ptr %cursor.i382, i64 -2
  store i8 45, ptr %sign.at.i391, align 1
  br label %__modlink_format_i64.exit394

__modlink_format_i64.exit394:                     ; preds = %digits.done.i390, %sign.i392
  %start.i393 = phi ptr [ %digit.at.i383, %digits.done.i390 ], [ %sign.at.i391, %sign.i392 ]
  %part96 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i393, ptr %part96, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i395

call.i395:                                        ; preds = %__modlink_format_i64.exit394
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
  %33 = tail call i64 @llvm.abs.i64(i64 %Y.shape0, i1 false)
  %end.i397 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i397, align 1
  br label %digit.i405

digit.i405:                                       ; preds = %digit.i405, %check15.fail
  %remaining.i398 = phi i64 [ %33, %check15.fail ], [ %rest.i404, %digit.i405 ]
  %cursor.i399 = phi ptr [ %end.i397, %check15.fail ], [ %digit.at.i400, %digit.i405 ]
  %digit.at.i400 = getelementptr inbounds i8, ptr %cursor.i399, i64 -1
  %digit1.i401 = urem i64 %remaining.i398, 10
  %digit.byte.i402 = trunc i64 %digit1.i401 to i8
  %ascii.i403 = or i8 %digit.byte.i402, 48
  store i8 %ascii.i403, ptr %digit.at.i400, align 1
  %rest.i404 = udiv i64 %remaining.i398, 10
  %34 = icmp ult i64 %remaining.i398, 10
  br i1 %34, label %digits.done.i407, label %digit.i405

digits.done.i407:                                 ; preds = %digit.i405
  %neg.i406 = icmp slt i64 %Y.shape0, 0
  br i1 %neg.i406, label %sign.i409, label %__modlink_format_i64.exit411

sign.i409:                                        ; preds = %digits.done.i407
  %sign.at.i408 = getelementptr inbounds i8, ptr %cursor.i399, i64 -2
  store i8 45, ptr %sign.at.i408, align 1
  br label %__modlink_format_i64.exit411

__modlink_format_i64.exit411:                     ; preds = %digits.done.i407, %sign.i409
  %start.i410 = phi ptr [ %digit.at.i400, %digits.done.i407 ], [ %sign.at.i408, %sign.i409 ]
  %part102 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i410, ptr %part102, align 8
  %part103 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.20, ptr %part103, align 8
  %35 = call i64 @llvm.abs.i64(i64 %X.shape0, i1 false)
  %end.i412 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i412, align 1
  br label %digit.i420

digit.i420:                                       ; preds = %digit.i420, %__modlink_format_i64.exit411
  %remaining.i413 = phi i64 [ %35, %__modlink_format_i64.exit411 ], [ %rest.i419, %digit.i420 ]
  %cursor.i414 = phi ptr [ %end.i412, %__modlink_format_i64.exit411 ], [ %digit.at.i415, %digit.i420 ]
  %digit.at.i415 = getelementptr inbounds i8, ptr %cursor.i414, i64 -1
  %digit1.i416 = urem i64 %remaining.i413, 10
  %digit.byte.i417 = trunc i64 %digit1.i416 to i8
  %ascii.i418 = or i8 %digit.byte.i417, 48
  store i8 %ascii.i418, ptr %digit.at.i415, align 1
  %rest.i419 = udiv i64 %remaining.i413, 10
  %36 = icmp ult i64 %remaining.i413, 10
  br i1 %36, label %digits.done.i422, label %digit.i420

digits.done.i422:                                 ; preds = %digit.i420
  %neg.i421 = icmp slt i64 %X.shape0, 0
  br i1 %neg.i421, label %sign.i424, label %__modlink_format_i64.exit426

sign.i424:                                        ; preds = %digits.done.i422
  %sign.at.i423 = getelementptr inbounds i8, ptr %cursor.i414, i64 -2
  store i8 45, ptr %sign.at.i423, align 1
  br label %__modlink_format_i64.exit426

__modlink_format_i64.exit426:                     ; preds = %digits.done.i422, %sign.i424
  %start.i425 = phi ptr [ %digit.at.i415, %digits.done.i422 ], [ %sign.at.i423, %sign.i424 ]
  %part105 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %start.i425, ptr %part105, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i427

call.i427:                                        ; preds = %__modlink_format_i64.exit426
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check15.ok:                                       ; preds = %check14.ok
  %extent.at106 = getelementptr inbounds i64, ptr %Y.shape, i64 1
  %Y.shape1 = load i64, ptr %extent.at106, align 8
  %extent.ok107 = icmp eq i64 %Y.shape1, 16
  br i1 %extent.ok107, label %check16.ok, label %check16.fail

check16.fail:                                     ; preds = %check15.ok
  store ptr @.str.21, ptr %message.parts, align 8
  %37 = tail call i64 @llvm.abs.i64(i64 %Y.shape1, i1 false)
  %end.i429 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i429, align 1
  br label %digit.i437

digit.i437:                                       ; preds = %digit.i437, %check16.fail
  %remaining.i430 = phi i64 [ %37, %check16.fail ], [ %rest.i436, %digit.i437 ]
  %cursor.i431 = phi ptr [ %end.i429, %check16.fail ], [ %digit.at.i432, %digit.i437 ]
  %digit.at.i432 = getelementptr inbounds i8, ptr %cursor.i431, i64 -1
  %digit1.i433 = urem i64 %remaining.i430, 10
  %digit.byte.i434 = trunc i64 %digit1.i433 to i8
  %ascii.i435 = or i8 %digit.byte.i434, 48
  store i8 %ascii.i435, ptr %digit.at.i432, align 1
  %rest.i436 = udiv i64 %remaining.i430, 10
  %38 = icmp ult i64 %remaining.i430, 10
  br i1 %38, label %digits.done.i439, label %digit.i437

digits.done.i439:                                 ; preds = %digit.i437
  %neg.i438 = icmp slt i64 %Y.shape1, 0
  br i1 %neg.i438, label %sign.i441, label %__modlink_format_i64.exit443

sign.i441:                                        ; preds = %digits.done.i439
  %sign.at.i440 = getelementptr inbounds i8, ptr %cursor.i431, i64 -2
  store i8 45, ptr %sign.at.i440, align 1
  br label %__modlink_format_i64.exit443

__modlink_format_i64.exit443:                     ; preds = %digits.done.i439, %sign.i441
  %start.i442 = phi ptr [ %digit.at.i432, %digits.done.i439 ], [ %sign.at.i440, %sign.i441 ]
  %part110 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i442, ptr %part110, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i444

call.i444:                                        ; preds = %__modlink_format_i64.exit443
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
  %39 = tail call i64 @llvm.abs.i64(i64 %Y.stride1, i1 false)
  %end.i446 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i446, align 1
  br label %digit.i454

digit.i454:                                       ; preds = %digit.i454, %check17.fail
  %remaining.i447 = phi i64 [ %39, %check17.fail ], [ %rest.i453, %digit.i454 ]
  %cursor.i448 = phi ptr [ %end.i446, %check17.fail ], [ %digit.at.i449, %digit.i454 ]
  %digit.at.i449 = getelementptr inbounds i8, ptr %cursor.i448, i64 -1
  %digit1.i450 = urem i64 %remaining.i447, 10
  %digit.byte.i451 = trunc i64 %digit1.i450 to i8
  %ascii.i452 = or i8 %digit.byte.i451, 48
  store i8 %ascii.i452, ptr %digit.at.i449, align 1
  %rest.i453 = udiv i64 %remaining.i447, 10
  %40 = icmp ult i64 %remaining.i447, 10
  br i1 %40, label %digits.done.i456, label %digit.i454

digits.done.i456:                                 ; preds = %digit.i454
  %neg.i455 = icmp slt i64 %Y.stride1, 0
  br i1 %neg.i455, label %sign.i458, label %__modlink_format_i64.exit460

sign.i458:                                        ; preds = %digits.done.i456
  %sign.at.i457 = getelementptr inbounds i8, ptr %cursor.i448, i64 -2
  store i8 45, ptr %sign.at.i457, align 1
  br label %__modlink_format_i64.exit460

__modlink_format_i64.exit460:                     ; preds = %digits.done.i456, %sign.i458
  %start.i459 = phi ptr [ %digit.at.i449, %digits.done.i456 ], [ %sign.at.i457, %sign.i458 ]
  %part119 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i459, ptr %part119, align 8
  %part120 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.12, ptr %part120, align 8
  %end.i461 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i461, align 1
  %digit.at.i464 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i464, align 1
  %part122 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i464, ptr %part122, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i473

call.i473:                                        ; preds = %__modlink_format_i64.exit460
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
  %41 = tail call i64 @llvm.abs.i64(i64 %Y.stride0, i1 false)
  %end.i475 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i475, align 1
  br label %digit.i483

digit.i483:                                       ; preds = %digit.i483, %check18.fail
  %remaining.i476 = phi i64 [ %41, %check18.fail ], [ %rest.i482, %digit.i483 ]
  %cursor.i477 = phi ptr [ %end.i475, %check18.fail ], [ %digit.at.i478, %digit.i483 ]
  %digit.at.i478 = getelementptr inbounds i8, ptr %cursor.i477, i64 -1
  %digit1.i479 = urem i64 %remaining.i476, 10
  %digit.byte.i480 = trunc i64 %digit1.i479 to i8
  %ascii.i481 = or i8 %digit.byte.i480, 48
  store i8 %ascii.i481, ptr %digit.at.i478, align 1
  %rest.i482 = udiv i64 %remaining.i476, 10
  %42 = icmp ult i64 %remaining.i476, 10
  br i1 %42, label %digits.done.i485, label %digit.i483

digits.done.i485:                                 ; preds = %digit.i483
  %neg.i484 = icmp slt i64 %Y.stride0, 0
  br i1 %neg.i484, label %sign.i487, label %__modlink_format_i64.exit489

sign.i487:                                        ; preds = %digits.done.i485
  %sign.at.i486 = getelementptr inbounds i8, ptr %cursor.i477, i64 -2
  store i8 45, ptr %sign.at.i486, align 1
  br label %__modlink_format_i64.exit489

__modlink_format_i64.exit489:                     ; preds = %digits.done.i485, %sign.i487
  %start.i488 = phi ptr [ %digit.at.i478, %digits.done.i485 ], [ %sign.at.i486, %sign.i487 ]
  %part130 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i488, ptr %part130, align 8
  %part131 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.12, ptr %part131, align 8
  %end.i490 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i490, align 1
  %digit.at.i493 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 54, ptr %digit.at.i493, align 1
  %digit.at.i493.1 = getelementptr inbounds i8, ptr %message.digits1, i64 21
  store i8 49, ptr %digit.at.i493.1, align 1
  %part133 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i493.1, ptr %part133, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i502

call.i502:                                        ; preds = %__modlink_format_i64.exit489
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
