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

; Function Attrs: nofree noinline nosync nounwind
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

common.ret:                                       ; preds = %check18.fail, %check17.fail, %Y.strides.done, %check16.fail, %check15.fail, %check14.fail, %check13.fail, %check12.fail, %check11.fail, %check10.fail, %check9.fail, %check8.fail, %check7.fail, %check6.fail, %check5.fail, %check4.fail, %check3.fail, %check2.fail, %check1.fail
  %common.ret.op = phi i32 [ -1, %check1.fail ], [ -1, %check2.fail ], [ -1, %check3.fail ], [ -1, %check4.fail ], [ -1, %check5.fail ], [ -1, %check6.fail ], [ -1, %check7.fail ], [ -1, %check8.fail ], [ -1, %check9.fail ], [ -1, %check10.fail ], [ -1, %check11.fail ], [ -1, %check12.fail ], [ -1, %check13.fail ], [ -1, %check14.fail ], [ -1, %check15.fail ], [ -1, %check16.fail ], [ 0, %Y.strides.done ], [ -1, %check17.fail ], [ -1, %check18.fail ]
  ret i32 %common.ret.op

check1.fail:                                      ; preds = %entry
  %argc = sext i32 %num_args to i64
  %part = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([50 x i8], [50 x i8]* @.str.0, i64 0, i64 0), i8** %part, align 8
  %0 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits = call fastcc i8* @__modlink_format_i64(i64 %argc, i8* nonnull %0)
  %part1 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits, i8** %part1, align 8
  %1 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %1, i32 2)
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
  %3 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits6 = call fastcc i8* @__modlink_format_i64(i64 %tag, i8* nonnull %3)
  %part7 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits6, i8** %part7, align 8
  %4 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %4, i32 2)
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
  %6 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %6, i32 1)
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
  %8 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits10 = call fastcc i8* @__modlink_format_i64(i64 %ndim, i8* nonnull %8)
  %part11 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits10, i8** %part11, align 8
  %9 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %9, i32 2)
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
  %bits14 = zext i8 %bits to i64
  %code13 = zext i8 %code to i64
  %part16 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([98 x i8], [98 x i8]* @.str.6, i64 0, i64 0), i8** %part16, align 8
  %12 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits17 = call fastcc i8* @__modlink_format_i64(i64 %code13, i8* nonnull %12)
  %part18 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits17, i8** %part18, align 8
  %part19 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.7, i64 0, i64 0), i8** %part19, align 8
  %13 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 0
  %digits20 = call fastcc i8* @__modlink_format_i64(i64 %bits14, i8* nonnull %13)
  %part21 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digits20, i8** %part21, align 8
  %part22 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 4
  store i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.8, i64 0, i64 0), i8** %part22, align 8
  %14 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits2, i64 0, i64 0
  %digits23 = call fastcc i8* @__modlink_format_i64(i64 %lanes15, i8* nonnull %14)
  %part24 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 5
  store i8* %digits23, i8** %part24, align 8
  %15 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %15, i32 6)
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
  %17 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits26 = call fastcc i8* @__modlink_format_i64(i64 %device, i8* nonnull %17)
  %part27 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits26, i8** %part27, align 8
  %18 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %18, i32 2)
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
  %20 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits30 = call fastcc i8* @__modlink_format_i64(i64 %X.shape1, i8* nonnull %20)
  %part31 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits30, i8** %part31, align 8
  %21 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %21, i32 2)
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
  %26 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits34 = call fastcc i8* @__modlink_format_i64(i64 %X.stride1, i8* nonnull %26)
  %part35 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits34, i8** %part35, align 8
  %part36 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.12, i64 0, i64 0), i8** %part36, align 8
  %27 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 0
  %digits37 = call fastcc i8* @__modlink_format_i64(i64 1, i8* nonnull %27)
  %part38 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digits37, i8** %part38, align 8
  %28 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %28, i32 4)
  br label %common.ret

check8.ok:                                        ; preds = %X.strides.check
  %29 = bitcast i8* %X.strides to i64*
  %X.stride0 = load i64, i64* %29, align 8
  %stride.ok40 = icmp eq i64 %X.stride0, 16
  %unit41 = icmp eq i64 %X.shape0, 1
  %stride.ok42 = or i1 %unit41, %stride.ok40
  br i1 %stride.ok42, label %X.strides.done, label %check9.fail

check9.fail:                                      ; preds = %check8.ok
  %part43 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([93 x i8], [93 x i8]* @.str.13, i64 0, i64 0), i8** %part43, align 8
  %30 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits44 = call fastcc i8* @__modlink_format_i64(i64 %X.stride0, i8* nonnull %30)
  %part45 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits44, i8** %part45, align 8
  %part46 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.12, i64 0, i64 0), i8** %part46, align 8
  %31 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 0
  %digits47 = call fastcc i8* @__modlink_format_i64(i64 16, i8* nonnull %31)
  %part48 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digits47, i8** %part48, align 8
  %32 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %32, i32 4)
  br label %common.ret

check10.fail:                                     ; preds = %X.strides.done
  %tag56 = sext i32 %Y.type_index to i64
  %part57 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([132 x i8], [132 x i8]* @.str.14, i64 0, i64 0), i8** %part57, align 8
  %33 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits58 = call fastcc i8* @__modlink_format_i64(i64 %tag56, i8* nonnull %33)
  %part59 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits58, i8** %part59, align 8
  %34 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %34, i32 2)
  br label %common.ret

check10.ok:                                       ; preds = %X.strides.done, %X.strides.done, %X.strides.done
  %Y.value = getelementptr inbounds i8, i8* %args, i64 24
  %35 = bitcast i8* %Y.value to i8**
  %Y.ptr = load i8*, i8** %35, align 8
  %null60.not = icmp eq i8* %Y.ptr, null
  br i1 %null60.not, label %check11.fail, label %check11.ok

check11.fail:                                     ; preds = %check10.ok
  %part62 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([69 x i8], [69 x i8]* @.str.15, i64 0, i64 0), i8** %part62, align 8
  %36 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %36, i32 1)
  br label %common.ret

check11.ok:                                       ; preds = %check10.ok
  %is50 = icmp eq i32 %Y.type_index, 70
  %Y.dltensor.idx = select i1 %is50, i64 24, i64 0
  %Y.dltensor = getelementptr i8, i8* %Y.ptr, i64 %Y.dltensor.idx
  %ndim.at63 = getelementptr inbounds i8, i8* %Y.dltensor, i64 16
  %37 = bitcast i8* %ndim.at63 to i32*
  %Y.ndim = load i32, i32* %37, align 4
  %ndim.ok64 = icmp eq i32 %Y.ndim, 2
  br i1 %ndim.ok64, label %check12.ok, label %check12.fail

check12.fail:                                     ; preds = %check11.ok
  %ndim65 = sext i32 %Y.ndim to i64
  %part66 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([63 x i8], [63 x i8]* @.str.16, i64 0, i64 0), i8** %part66, align 8
  %38 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits67 = call fastcc i8* @__modlink_format_i64(i64 %ndim65, i8* nonnull %38)
  %part68 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits67, i8** %part68, align 8
  %39 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %39, i32 2)
  br label %common.ret

check12.ok:                                       ; preds = %check11.ok
  %dtype.at69 = getelementptr inbounds i8, i8* %Y.dltensor, i64 20
  %40 = getelementptr inbounds i8, i8* %dtype.at69, i64 1
  %lanes.at72 = getelementptr inbounds i8, i8* %dtype.at69, i64 2
  %41 = bitcast i8* %lanes.at72 to i16*
  %code73 = load i8, i8* %dtype.at69, align 1
  %bits74 = load i8, i8* %40, align 1
  %lanes75 = load i16, i16* %41, align 2
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
  %part84 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([98 x i8], [98 x i8]* @.str.17, i64 0, i64 0), i8** %part84, align 8
  %42 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits85 = call fastcc i8* @__modlink_format_i64(i64 %code81, i8* nonnull %42)
  %part86 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits85, i8** %part86, align 8
  %part87 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.7, i64 0, i64 0), i8** %part87, align 8
  %43 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 0
  %digits88 = call fastcc i8* @__modlink_format_i64(i64 %bits82, i8* nonnull %43)
  %part89 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digits88, i8** %part89, align 8
  %part90 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 4
  store i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.8, i64 0, i64 0), i8** %part90, align 8
  %44 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits2, i64 0, i64 0
  %digits91 = call fastcc i8* @__modlink_format_i64(i64 %lanes83, i8* nonnull %44)
  %part92 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 5
  store i8* %digits91, i8** %part92, align 8
  %45 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %45, i32 6)
  br label %common.ret

check13.ok:                                       ; preds = %check12.ok
  %device.at93 = getelementptr inbounds i8, i8* %Y.dltensor, i64 8
  %46 = bitcast i8* %device.at93 to i32*
  %Y.device_type = load i32, i32* %46, align 4
  %device.ok94 = icmp eq i32 %Y.device_type, 1
  br i1 %device.ok94, label %check14.ok, label %check14.fail

check14.fail:                                     ; preds = %check13.ok
  %device95 = sext i32 %Y.device_type to i64
  %part96 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([97 x i8], [97 x i8]* @.str.18, i64 0, i64 0), i8** %part96, align 8
  %47 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits97 = call fastcc i8* @__modlink_format_i64(i64 %device95, i8* nonnull %47)
  %part98 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits97, i8** %part98, align 8
  %48 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %48, i32 2)
  br label %common.ret

check14.ok:                                       ; preds = %check13.ok
  %shape.at99 = getelementptr inbounds i8, i8* %Y.dltensor, i64 24
  %49 = bitcast i8* %shape.at99 to i64**
  %Y.shape144 = load i64*, i64** %49, align 8
  %Y.shape0 = load i64, i64* %Y.shape144, align 8
  %extent.ok101 = icmp eq i64 %Y.shape0, %X.shape0
  br i1 %extent.ok101, label %check15.ok, label %check15.fail

check15.fail:                                     ; preds = %check14.ok
  %part102 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([63 x i8], [63 x i8]* @.str.19, i64 0, i64 0), i8** %part102, align 8
  %50 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits103 = call fastcc i8* @__modlink_format_i64(i64 %Y.shape0, i8* nonnull %50)
  %part104 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits103, i8** %part104, align 8
  %part105 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([49 x i8], [49 x i8]* @.str.20, i64 0, i64 0), i8** %part105, align 8
  %51 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 0
  %digits106 = call fastcc i8* @__modlink_format_i64(i64 %X.shape0, i8* nonnull %51)
  %part107 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digits106, i8** %part107, align 8
  %52 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %52, i32 4)
  br label %common.ret

check15.ok:                                       ; preds = %check14.ok
  %extent.at108 = getelementptr inbounds i64, i64* %Y.shape144, i64 1
  %Y.shape1 = load i64, i64* %extent.at108, align 8
  %extent.ok109 = icmp eq i64 %Y.shape1, 16
  br i1 %extent.ok109, label %check16.ok, label %check16.fail

check16.fail:                                     ; preds = %check15.ok
  %part110 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([72 x i8], [72 x i8]* @.str.21, i64 0, i64 0), i8** %part110, align 8
  %53 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits111 = call fastcc i8* @__modlink_format_i64(i64 %Y.shape1, i8* nonnull %53)
  %part112 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits111, i8** %part112, align 8
  %54 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %54, i32 2)
  br label %common.ret

check16.ok:                                       ; preds = %check15.ok
  %strides.at113 = getelementptr inbounds i8, i8* %Y.dltensor, i64 32
  %55 = bitcast i8* %strides.at113 to i8**
  %Y.strides = load i8*, i8** %55, align 8
  %has_strides114.not = icmp eq i8* %Y.strides, null
  br i1 %has_strides114.not, label %Y.strides.done, label %Y.strides.check

Y.strides.check:                                  ; preds = %check16.ok
  %stride.at115 = getelementptr inbounds i8, i8* %Y.strides, i64 8
  %56 = bitcast i8* %stride.at115 to i64*
  %Y.stride1 = load i64, i64* %56, align 8
  %stride.ok116 = icmp eq i64 %Y.stride1, 1
  br i1 %stride.ok116, label %check17.ok, label %check17.fail

Y.strides.done:                                   ; preds = %check17.ok, %check16.ok
  %data.at137 = bitcast i8* %Y.dltensor to i8**
  %data138 = load i8*, i8** %data.at137, align 8
  %byte_offset.at139 = getelementptr inbounds i8, i8* %Y.dltensor, i64 40
  %57 = bitcast i8* %byte_offset.at139 to i64*
  %byte_offset140 = load i64, i64* %57, align 8
  %Y.data = getelementptr i8, i8* %data138, i64 %byte_offset140
  %status = tail call i32 @softmax_rows_c(i8* %X.data, i8* %Y.data, i64 %X.shape0)
  br label %common.ret

check17.fail:                                     ; preds = %Y.strides.check
  %part119 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([93 x i8], [93 x i8]* @.str.22, i64 0, i64 0), i8** %part119, align 8
  %58 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits120 = call fastcc i8* @__modlink_format_i64(i64 %Y.stride1, i8* nonnull %58)
  %part121 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits120, i8** %part121, align 8
  %part122 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.12, i64 0, i64 0), i8** %part122, align 8
  %59 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 0
  %digits123 = call fastcc i8* @__modlink_format_i64(i64 1, i8* nonnull %59)
  %part124 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digits123, i8** %part124, align 8
  %60 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %60, i32 4)
  br label %common.ret

check17.ok:                                       ; preds = %Y.strides.check
  %61 = bitcast i8* %Y.strides to i64*
  %Y.stride0 = load i64, i64* %61, align 8
  %stride.ok127 = icmp eq i64 %Y.stride0, 16
  %unit128 = icmp eq i64 %X.shape0, 1
  %stride.ok129 = or i1 %unit128, %stride.ok127
  br i1 %stride.ok129, label %Y.strides.done, label %check18.fail

check18.fail:                                     ; preds = %check17.ok
  %part130 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([93 x i8], [93 x i8]* @.str.23, i64 0, i64 0), i8** %part130, align 8
  %62 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits131 = call fastcc i8* @__modlink_format_i64(i64 %Y.stride0, i8* nonnull %62)
  %part132 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits131, i8** %part132, align 8
  %part133 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.12, i64 0, i64 0), i8** %part133, align 8
  %63 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 0
  %digits134 = call fastcc i8* @__modlink_format_i64(i64 16, i8* nonnull %63)
  %part135 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digits134, i8** %part135, align 8
  %64 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %64, i32 4)
  br label %common.ret
}

; Function Attrs: cold nofree noinline norecurse nosync nounwind writeonly
define internal fastcc nonnull i8* @__modlink_format_i64(i64 %0, i8* writeonly %1) unnamed_addr #2 {
entry:
  %neg = icmp slt i64 %0, 0
  %negated = sub i64 0, %0
  %mag = select i1 %neg, i64 %negated, i64 %0
  %end = getelementptr inbounds i8, i8* %1, i64 23
  store i8 0, i8* %end, align 1
  br label %digit

digit:                                            ; preds = %digit, %entry
  %remaining = phi i64 [ %mag, %entry ], [ %rest, %digit ]
  %cursor = phi i8* [ %end, %entry ], [ %digit.at, %digit ]
  %digit.at = getelementptr inbounds i8, i8* %cursor, i64 -1
  %digit1 = urem i64 %remaining, 10
  %digit.byte = trunc i64 %digit1 to i8
  %ascii = or i8 %digit.byte, 48
  store i8 %ascii, i8* %digit.at, align 1
  %rest = udiv i64 %remaining, 10
  %2 = icmp ult i64 %remaining, 10
  br i1 %2, label %digits.done, label %digit

digits.done:                                      ; preds = %digit
  br i1 %neg, label %sign, label %done

sign:                                             ; preds = %digits.done
  %sign.at = getelementptr inbounds i8, i8* %cursor, i64 -2
  store i8 45, i8* %sign.at, align 1
  br label %done

done:                                             ; preds = %sign, %digits.done
  %start = phi i8* [ %digit.at, %digits.done ], [ %sign.at, %sign ]
  ret i8* %start
}

declare extern_weak void @TVMFFIErrorSetRaisedFromCStrParts(i8*, i8*, i32)

; Function Attrs: cold noinline
define internal fastcc void @__modlink_raise(i8* %0, i8* %1, i32 %2) unnamed_addr #3 {
entry:
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %done, label %call

call:                                             ; preds = %entry
  tail call void @TVMFFIErrorSetRaisedFromCStrParts(i8* %0, i8* %1, i32 %2)
  br label %done

done:                                             ; preds = %call, %entry
  ret void
}

define weak i32 @__tvm_ffi_main(i8* %self, i8* %args, i32 %num_args, i8* %result) local_unnamed_addr {
entry:
  %status = tail call i32 @__tvm_ffi_softmax_rows(i8* undef, i8* %args, i32 %num_args, i8* undef)
  ret i32 %status
}

attributes #0 = { nofree noinline nosync nounwind }
attributes #1 = { mustprogress nofree nosync nounwind readnone speculatable willreturn }
attributes #2 = { cold nofree noinline norecurse nosync nounwind writeonly }
attributes #3 = { cold noinline }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
