target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str.0 = private unnamed_addr constant [49 x i8] c"kernel `clamp_scale`: expected 6 arguments, got \00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"ValueError\00", align 1
@.str.2 = private unnamed_addr constant [118 x i8] c"kernel `clamp_scale`: argument 0 (`lo`): expected a f64 scalar (float type index 3, int 1 or bool 2), got type index \00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"TypeError\00", align 1
@.str.4 = private unnamed_addr constant [118 x i8] c"kernel `clamp_scale`: argument 1 (`hi`): expected a f64 scalar (float type index 3, int 1 or bool 2), got type index \00", align 1
@.str.5 = private unnamed_addr constant [109 x i8] c"kernel `clamp_scale`: argument 2 (`k`): expected an i32 scalar (int type index 1 or bool 2), got type index \00", align 1
@.str.6 = private unnamed_addr constant [131 x i8] c"kernel `clamp_scale`: argument 3 (`X`): expected a tensor (DLTensor* type index 7, opaque pointer 4 or Tensor 70), got type index \00", align 1
@.str.7 = private unnamed_addr constant [68 x i8] c"kernel `clamp_scale`: argument 3 (`X`): expected a tensor, got NULL\00", align 1
@.str.8 = private unnamed_addr constant [62 x i8] c"kernel `clamp_scale`: argument 3 (`X`): expected ndim 1, got \00", align 1
@.str.9 = private unnamed_addr constant [97 x i8] c"kernel `clamp_scale`: argument 3 (`X`): expected dtype f64 (code 2, bits 64, lanes 1), got code \00", align 1
@.str.10 = private unnamed_addr constant [8 x i8] c", bits \00", align 1
@.str.11 = private unnamed_addr constant [9 x i8] c", lanes \00", align 1
@.str.12 = private unnamed_addr constant [96 x i8] c"kernel `clamp_scale`: argument 3 (`X`): expected a CPU tensor (device_type 1), got device_type \00", align 1
@.str.13 = private unnamed_addr constant [92 x i8] c"kernel `clamp_scale`: argument 3 (`X`): is not compact row-major: stride of dimension 0 is \00", align 1
@.str.14 = private unnamed_addr constant [12 x i8] c", expected \00", align 1
@.str.15 = private unnamed_addr constant [131 x i8] c"kernel `clamp_scale`: argument 4 (`Y`): expected a tensor (DLTensor* type index 7, opaque pointer 4 or Tensor 70), got type index \00", align 1
@.str.16 = private unnamed_addr constant [68 x i8] c"kernel `clamp_scale`: argument 4 (`Y`): expected a tensor, got NULL\00", align 1
@.str.17 = private unnamed_addr constant [62 x i8] c"kernel `clamp_scale`: argument 4 (`Y`): expected ndim 1, got \00", align 1
@.str.18 = private unnamed_addr constant [97 x i8] c"kernel `clamp_scale`: argument 4 (`Y`): expected dtype f64 (code 2, bits 64, lanes 1), got code \00", align 1
@.str.19 = private unnamed_addr constant [96 x i8] c"kernel `clamp_scale`: argument 4 (`Y`): expected a CPU tensor (device_type 1), got device_type \00", align 1
@.str.20 = private unnamed_addr constant [62 x i8] c"kernel `clamp_scale`: argument 4 (`Y`): dimension 0 (`n`) is \00", align 1
@.str.21 = private unnamed_addr constant [49 x i8] c", but argument 3 (`X`) dimension 0 bound `n` to \00", align 1
@.str.22 = private unnamed_addr constant [92 x i8] c"kernel `clamp_scale`: argument 4 (`Y`): is not compact row-major: stride of dimension 0 is \00", align 1
@.str.23 = private unnamed_addr constant [134 x i8] c"kernel `clamp_scale`: argument 5 (`Mask`): expected a tensor (DLTensor* type index 7, opaque pointer 4 or Tensor 70), got type index \00", align 1
@.str.24 = private unnamed_addr constant [71 x i8] c"kernel `clamp_scale`: argument 5 (`Mask`): expected a tensor, got NULL\00", align 1
@.str.25 = private unnamed_addr constant [65 x i8] c"kernel `clamp_scale`: argument 5 (`Mask`): expected ndim 1, got \00", align 1
@.str.26 = private unnamed_addr constant [100 x i8] c"kernel `clamp_scale`: argument 5 (`Mask`): expected dtype i32 (code 0, bits 32, lanes 1), got code \00", align 1
@.str.27 = private unnamed_addr constant [99 x i8] c"kernel `clamp_scale`: argument 5 (`Mask`): expected a CPU tensor (device_type 1), got device_type \00", align 1
@.str.28 = private unnamed_addr constant [65 x i8] c"kernel `clamp_scale`: argument 5 (`Mask`): dimension 0 (`n`) is \00", align 1
@.str.29 = private unnamed_addr constant [95 x i8] c"kernel `clamp_scale`: argument 5 (`Mask`): is not compact row-major: stride of dimension 0 is \00", align 1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define i32 @clamp_scale_c(double %lo, double %hi, i32 %k, ptr nocapture readonly %X, ptr nocapture writeonly %Y, ptr nocapture writeonly %Mask, i64 %n) local_unnamed_addr #0 {
entry:
  %more6 = icmp sgt i64 %n, 0
  br i1 %more6, label %for.i.body.lr.ph, label %for.i.end

for.i.body.lr.ph:                                 ; preds = %entry
  %cast = sitofp i32 %k to double
  %min.iters.check = icmp ult i64 %n, 10
  br i1 %min.iters.check, label %for.i.body.preheader, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.i.body.lr.ph
  %0 = shl i64 %n, 3
  %uglygep = getelementptr i8, ptr %Y, i64 %0
  %1 = shl i64 %n, 2
  %uglygep8 = getelementptr i8, ptr %Mask, i64 %1
  %uglygep9 = getelementptr i8, ptr %X, i64 %0
  %bound0 = icmp ugt ptr %uglygep8, %Y
  %bound1 = icmp ugt ptr %uglygep, %Mask
  %found.conflict = and i1 %bound0, %bound1
  %bound010 = icmp ugt ptr %uglygep9, %Y
  %bound111 = icmp ugt ptr %uglygep, %X
  %found.conflict12 = and i1 %bound010, %bound111
  %conflict.rdx = or i1 %found.conflict, %found.conflict12
  %bound013 = icmp ugt ptr %uglygep9, %Mask
  %bound114 = icmp ugt ptr %uglygep8, %X
  %found.conflict15 = and i1 %bound013, %bound114
  %conflict.rdx16 = or i1 %conflict.rdx, %found.conflict15
  br i1 %conflict.rdx16, label %for.i.body.preheader, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %n, -4
  %broadcast.splatinsert = insertelement <2 x double> poison, double %cast, i64 0
  %broadcast.splat = shufflevector <2 x double> %broadcast.splatinsert, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert18 = insertelement <2 x double> poison, double %cast, i64 0
  %broadcast.splat19 = shufflevector <2 x double> %broadcast.splatinsert18, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert20 = insertelement <2 x double> poison, double %lo, i64 0
  %broadcast.splat21 = shufflevector <2 x double> %broadcast.splatinsert20, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert22 = insertelement <2 x double> poison, double %lo, i64 0
  %broadcast.splat23 = shufflevector <2 x double> %broadcast.splatinsert22, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert24 = insertelement <2 x double> poison, double %hi, i64 0
  %broadcast.splat25 = shufflevector <2 x double> %broadcast.splatinsert24, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert26 = insertelement <2 x double> poison, double %hi, i64 0
  %broadcast.splat27 = shufflevector <2 x double> %broadcast.splatinsert26, <2 x double> poison, <2 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %2 = getelementptr inbounds double, ptr %X, i64 %index
  %wide.load = load <2 x double>, ptr %2, align 8, !alias.scope !0
  %3 = getelementptr inbounds double, ptr %2, i64 2
  %wide.load17 = load <2 x double>, ptr %3, align 8, !alias.scope !0
  %4 = fmul <2 x double> %wide.load, %broadcast.splat
  %5 = fmul <2 x double> %wide.load17, %broadcast.splat19
  %6 = getelementptr inbounds double, ptr %Y, i64 %index
  %7 = fcmp olt <2 x double> %4, %broadcast.splat21
  %8 = fcmp olt <2 x double> %5, %broadcast.splat23
  %9 = fcmp ogt <2 x double> %4, %broadcast.splat25
  %10 = fcmp ogt <2 x double> %5, %broadcast.splat27
  %11 = select <2 x i1> %9, <2 x double> %broadcast.splat25, <2 x double> %4
  %12 = select <2 x i1> %10, <2 x double> %broadcast.splat27, <2 x double> %5
  %13 = select <2 x i1> %7, <2 x double> %broadcast.splat21, <2 x double> %11
  %14 = select <2 x i1> %8, <2 x double> %broadcast.splat23, <2 x double> %12
  store <2 x double> %13, ptr %6, align 8, !alias.scope !3, !noalias !5
  %15 = getelementptr inbounds double, ptr %6, i64 2
  store <2 x double> %14, ptr %15, align 8, !alias.scope !3, !noalias !5
  %16 = select <2 x i1> %7, <2 x i1> <i1 true, i1 true>, <2 x i1> %9
  %17 = select <2 x i1> %8, <2 x i1> <i1 true, i1 true>, <2 x i1> %10
  %18 = zext <2 x i1> %16 to <2 x i32>
  %19 = zext <2 x i1> %17 to <2 x i32>
  %20 = getelementptr inbounds i32, ptr %Mask, i64 %index
  store <2 x i32> %18, ptr %20, align 4, !alias.scope !7, !noalias !0
  %21 = getelementptr inbounds i32, ptr %20, i64 2
  store <2 x i32> %19, ptr %21, align 4, !alias.scope !7, !noalias !0
  %index.next = add nuw i64 %index, 4
  %22 = icmp eq i64 %index.next, %n.vec
  br i1 %22, label %middle.block, label %vector.body, !llvm.loop !8

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %n
  br i1 %cmp.n, label %for.i.end, label %for.i.body.preheader

for.i.body.preheader:                             ; preds = %vector.memcheck, %for.i.body.lr.ph, %middle.block
  %i.addr.07.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.i.body.lr.ph ], [ %n.vec, %middle.block ]
  br label %for.i.body

for.i.body:                                       ; preds = %for.i.body.preheader, %for.i.body
  %i.addr.07 = phi i64 [ %i.next, %for.i.body ], [ %i.addr.07.ph, %for.i.body.preheader ]
  %X.addr = getelementptr inbounds double, ptr %X, i64 %i.addr.07
  %X.elem = load double, ptr %X.addr, align 8
  %v = fmul double %X.elem, %cast
  %Y.addr = getelementptr inbounds double, ptr %Y, i64 %i.addr.07
  %cmp = fcmp olt double %v, %lo
  %cmp1 = fcmp ogt double %v, %hi
  %select = select i1 %cmp1, double %hi, double %v
  %select2 = select i1 %cmp, double %lo, double %select
  store double %select2, ptr %Y.addr, align 8
  %or = select i1 %cmp, i1 true, i1 %cmp1
  %spec.select = zext i1 %or to i32
  %23 = getelementptr inbounds i32, ptr %Mask, i64 %i.addr.07
  store i32 %spec.select, ptr %23, align 4
  %i.next = add nuw nsw i64 %i.addr.07, 1
  %exitcond.not = icmp eq i64 %i.next, %n
  br i1 %exitcond.not, label %for.i.end, label %for.i.body, !llvm.loop !11

for.i.end:                                        ; preds = %for.i.body, %middle.block, %entry
  ret i32 0
}

define i32 @__tvm_ffi_clamp_scale(ptr nocapture readnone %self, ptr nocapture readonly %args, i32 %num_args, ptr nocapture readnone %result) local_unnamed_addr {
entry:
  %message.parts = alloca [16 x ptr], align 8
  %message.digits0 = alloca [24 x i8], align 1
  %message.digits1 = alloca [24 x i8], align 1
  %message.digits2 = alloca [24 x i8], align 1
  %argc.ok = icmp eq i32 %num_args, 6
  br i1 %argc.ok, label %check1.ok, label %check1.fail

common.ret:                                       ; preds = %for.i.body.i, %middle.block, %call.i754, %__modlink_format_i64.exit740, %Mask.strides.done, %call.i722, %__modlink_format_i64.exit721, %call.i686, %__modlink_format_i64.exit685, %call.i667, %__modlink_format_i64.exit666, %call.i623, %__modlink_format_i64.exit622, %call.i604, %check19.fail, %call.i602, %__modlink_format_i64.exit601, %call.i583, %__modlink_format_i64.exit569, %call.i551, %__modlink_format_i64.exit550, %call.i515, %__modlink_format_i64.exit514, %call.i496, %__modlink_format_i64.exit495, %call.i452, %__modlink_format_i64.exit451, %call.i433, %check12.fail, %call.i431, %__modlink_format_i64.exit430, %call.i412, %__modlink_format_i64.exit398, %call.i380, %__modlink_format_i64.exit379, %call.i361, %__modlink_format_i64.exit360, %call.i317, %__modlink_format_i64.exit316, %call.i298, %check6.fail, %call.i296, %__modlink_format_i64.exit295, %call.i277, %__modlink_format_i64.exit276, %call.i258, %__modlink_format_i64.exit257, %call.i239, %__modlink_format_i64.exit238, %call.i, %__modlink_format_i64.exit
  %common.ret.op = phi i32 [ -1, %__modlink_format_i64.exit ], [ -1, %call.i ], [ -1, %__modlink_format_i64.exit238 ], [ -1, %call.i239 ], [ -1, %__modlink_format_i64.exit257 ], [ -1, %call.i258 ], [ -1, %__modlink_format_i64.exit276 ], [ -1, %call.i277 ], [ -1, %__modlink_format_i64.exit295 ], [ -1, %call.i296 ], [ -1, %check6.fail ], [ -1, %call.i298 ], [ -1, %__modlink_format_i64.exit316 ], [ -1, %call.i317 ], [ -1, %__modlink_format_i64.exit360 ], [ -1, %call.i361 ], [ -1, %__modlink_format_i64.exit379 ], [ -1, %call.i380 ], [ -1, %__modlink_format_i64.exit398 ], [ -1, %call.i412 ], [ -1, %__modlink_format_i64.exit430 ], [ -1, %call.i431 ], [ -1, %check12.fail ], [ -1, %call.i433 ], [ -1, %__modlink_format_i64.exit451 ], [ -1, %call.i452 ], [ -1, %__modlink_format_i64.exit495 ], [ -1, %call.i496 ], [ -1, %__modlink_format_i64.exit514 ], [ -1, %call.i515 ], [ -1, %__modlink_format_i64.exit550 ], [ -1, %call.i551 ], [ -1, %__modlink_format_i64.exit569 ], [ -1, %call.i583 ], [ -1, %__modlink_format_i64.exit601 ], [ -1, %call.i602 ], [ -1, %check19.fail ], [ -1, %call.i604 ], [ -1, %__modlink_format_i64.exit622 ], [ -1, %call.i623 ], [ -1, %__modlink_format_i64.exit666 ], [ -1, %call.i667 ], [ -1, %__modlink_format_i64.exit685 ], [ -1, %call.i686 ], [ -1, %__modlink_format_i64.exit721 ], [ -1, %call.i722 ], [ 0, %Mask.strides.done ], [ -1, %__modlink_format_i64.exit740 ], [ -1, %call.i754 ], [ 0, %middle.block ], [ 0, %for.i.body.i ]
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
  %lo.type_index = load i32, ptr %args, align 4
  %lo.type_index.off = add i32 %lo.type_index, -1
  %switch = icmp ult i32 %lo.type_index.off, 3
  br i1 %switch, label %check2.ok, label %check2.fail

check2.fail:                                      ; preds = %check1.ok
  store ptr @.str.2, ptr %message.parts, align 8
  %1 = tail call i32 @llvm.abs.i32(i32 %lo.type_index, i1 false)
  %mag.i222 = zext i32 %1 to i64
  %end.i223 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i223, align 1
  br label %digit.i232

digit.i232:                                       ; preds = %digit.i232, %check2.fail
  %remaining.i224 = phi i64 [ %mag.i222, %check2.fail ], [ %rest.i230, %digit.i232 ]
  %cursor.i225 = phi ptr [ %end.i223, %check2.fail ], [ %digit.at.i226, %digit.i232 ]
  %digit.at.i226 = getelementptr inbounds i8, ptr %cursor.i225, i64 -1
  %digit1.i227 = urem i64 %remaining.i224, 10
  %digit.byte.i228 = trunc i64 %digit1.i227 to i8
  %ascii.i229 = or i8 %digit.byte.i228, 48
  store i8 %ascii.i229, ptr %digit.at.i226, align 1
  %rest.i230 = udiv i64 %remaining.i224, 10
  %more.not.i231 = icmp ult i64 %remaining.i224, 10
  br i1 %more.not.i231, label %digits.done.i234, label %digit.i232

digits.done.i234:                                 ; preds = %digit.i232
  %neg.i233 = icmp slt i32 %lo.type_index, 0
  br i1 %neg.i233, label %sign.i236, label %__modlink_format_i64.exit238

sign.i236:                                        ; preds = %digits.done.i234
  %sign.at.i235 = getelementptr inbounds i8, ptr %cursor.i225, i64 -2
  store i8 45, ptr %sign.at.i235, align 1
  br label %__modlink_format_i64.exit238

__modlink_format_i64.exit238:                     ; preds = %digits.done.i234, %sign.i236
  %start.i237 = phi ptr [ %digit.at.i226, %digits.done.i234 ], [ %sign.at.i235, %sign.i236 ]
  %part7 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i237, ptr %part7, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i239

call.i239:                                        ; preds = %__modlink_format_i64.exit238
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check2.ok:                                        ; preds = %check1.ok
  %is4 = icmp eq i32 %lo.type_index, 3
  %lo.value = getelementptr inbounds i8, ptr %args, i64 8
  %lo.int = load i64, ptr %lo.value, align 8
  %lo.float.cast = bitcast i64 %lo.int to double
  %converted = sitofp i64 %lo.int to double
  %lo.f64 = select i1 %is4, double %lo.float.cast, double %converted
  %hi.any = getelementptr inbounds i8, ptr %args, i64 16
  %hi.type_index = load i32, ptr %hi.any, align 4
  %hi.type_index.off = add i32 %hi.type_index, -1
  %switch220 = icmp ult i32 %hi.type_index.off, 3
  br i1 %switch220, label %check3.ok, label %check3.fail

check3.fail:                                      ; preds = %check2.ok
  store ptr @.str.4, ptr %message.parts, align 8
  %2 = tail call i32 @llvm.abs.i32(i32 %hi.type_index, i1 false)
  %mag.i241 = zext i32 %2 to i64
  %end.i242 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i242, align 1
  br label %digit.i251

digit.i251:                                       ; preds = %digit.i251, %check3.fail
  %remaining.i243 = phi i64 [ %mag.i241, %check3.fail ], [ %rest.i249, %digit.i251 ]
  %cursor.i244 = phi ptr [ %end.i242, %check3.fail ], [ %digit.at.i245, %digit.i251 ]
  %digit.at.i245 = getelementptr inbounds i8, ptr %cursor.i244, i64 -1
  %digit1.i246 = urem i64 %remaining.i243, 10
  %digit.byte.i247 = trunc i64 %digit1.i246 to i8
  %ascii.i248 = or i8 %digit.byte.i247, 48
  store i8 %ascii.i248, ptr %digit.at.i245, align 1
  %rest.i249 = udiv i64 %remaining.i243, 10
  %more.not.i250 = icmp ult i64 %remaining.i243, 10
  br i1 %more.not.i250, label %digits.done.i253, label %digit.i251

digits.done.i253:                                 ; preds = %digit.i251
  %neg.i252 = icmp slt i32 %hi.type_index, 0
  br i1 %neg.i252, label %sign.i255, label %__modlink_format_i64.exit257

sign.i255:                                        ; preds = %digits.done.i253
  %sign.at.i254 = getelementptr inbounds i8, ptr %cursor.i244, i64 -2
  store i8 45, ptr %sign.at.i254, align 1
  br label %__modlink_format_i64.exit257

__modlink_format_i64.exit257:                     ; preds = %digits.done.i253, %sign.i255
  %start.i256 = phi ptr [ %digit.at.i245, %digits.done.i253 ], [ %sign.at.i254, %sign.i255 ]
  %part17 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i256, ptr %part17, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i258

call.i258:                                        ; preds = %__modlink_format_i64.exit257
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check3.ok:                                        ; preds = %check2.ok
  %is12 = icmp eq i32 %hi.type_index, 3
  %hi.value = getelementptr inbounds i8, ptr %args, i64 24
  %hi.int = load i64, ptr %hi.value, align 8
  %hi.float.cast = bitcast i64 %hi.int to double
  %converted18 = sitofp i64 %hi.int to double
  %hi.f64 = select i1 %is12, double %hi.float.cast, double %converted18
  %k.any = getelementptr inbounds i8, ptr %args, i64 32
  %k.type_index = load i32, ptr %k.any, align 4
  %k.type_index.off = add i32 %k.type_index, -1
  %switch221 = icmp ult i32 %k.type_index.off, 2
  br i1 %switch221, label %check4.ok, label %check4.fail

check4.fail:                                      ; preds = %check3.ok
  store ptr @.str.5, ptr %message.parts, align 8
  %3 = tail call i32 @llvm.abs.i32(i32 %k.type_index, i1 false)
  %mag.i260 = zext i32 %3 to i64
  %end.i261 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i261, align 1
  br label %digit.i270

digit.i270:                                       ; preds = %digit.i270, %check4.fail
  %remaining.i262 = phi i64 [ %mag.i260, %check4.fail ], [ %rest.i268, %digit.i270 ]
  %cursor.i263 = phi ptr [ %end.i261, %check4.fail ], [ %digit.at.i264, %digit.i270 ]
  %digit.at.i264 = getelementptr inbounds i8, ptr %cursor.i263, i64 -1
  %digit1.i265 = urem i64 %remaining.i262, 10
  %digit.byte.i266 = trunc i64 %digit1.i265 to i8
  %ascii.i267 = or i8 %digit.byte.i266, 48
  store i8 %ascii.i267, ptr %digit.at.i264, align 1
  %rest.i268 = udiv i64 %remaining.i262, 10
  %more.not.i269 = icmp ult i64 %remaining.i262, 10
  br i1 %more.not.i269, label %digits.done.i272, label %digit.i270

digits.done.i272:                                 ; preds = %digit.i270
  %neg.i271 = icmp slt i32 %k.type_index, 0
  br i1 %neg.i271, label %sign.i274, label %__modlink_format_i64.exit276

sign.i274:                                        ; preds = %digits.done.i272
  %sign.at.i273 = getelementptr inbounds i8, ptr %cursor.i263, i64 -2
  store i8 45, ptr %sign.at.i273, align 1
  br label %__modlink_format_i64.exit276

__modlink_format_i64.exit276:                     ; preds = %digits.done.i272, %sign.i274
  %start.i275 = phi ptr [ %digit.at.i264, %digits.done.i272 ], [ %sign.at.i273, %sign.i274 ]
  %part27 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i275, ptr %part27, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i277

call.i277:                                        ; preds = %__modlink_format_i64.exit276
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check4.ok:                                        ; preds = %check3.ok
  %k.value = getelementptr inbounds i8, ptr %args, i64 40
  %k.int = load i64, ptr %k.value, align 8
  %k = trunc i64 %k.int to i32
  %X.any = getelementptr inbounds i8, ptr %args, i64 48
  %X.type_index = load i32, ptr %X.any, align 4
  switch i32 %X.type_index, label %check5.fail [
    i32 70, label %check5.ok
    i32 7, label %check5.ok
    i32 4, label %check5.ok
  ]

check5.fail:                                      ; preds = %check4.ok
  store ptr @.str.6, ptr %message.parts, align 8
  %4 = tail call i32 @llvm.abs.i32(i32 %X.type_index, i1 false)
  %mag.i279 = zext i32 %4 to i64
  %end.i280 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i280, align 1
  br label %digit.i289

digit.i289:                                       ; preds = %digit.i289, %check5.fail
  %remaining.i281 = phi i64 [ %mag.i279, %check5.fail ], [ %rest.i287, %digit.i289 ]
  %cursor.i282 = phi ptr [ %end.i280, %check5.fail ], [ %digit.at.i283, %digit.i289 ]
  %digit.at.i283 = getelementptr inbounds i8, ptr %cursor.i282, i64 -1
  %digit1.i284 = urem i64 %remaining.i281, 10
  %digit.byte.i285 = trunc i64 %digit1.i284 to i8
  %ascii.i286 = or i8 %digit.byte.i285, 48
  store i8 %ascii.i286, ptr %digit.at.i283, align 1
  %rest.i287 = udiv i64 %remaining.i281, 10
  %more.not.i288 = icmp ult i64 %remaining.i281, 10
  br i1 %more.not.i288, label %digits.done.i291, label %digit.i289

digits.done.i291:                                 ; preds = %digit.i289
  %neg.i290 = icmp slt i32 %X.type_index, 0
  br i1 %neg.i290, label %sign.i293, label %__modlink_format_i64.exit295

sign.i293:                                        ; preds = %digits.done.i291
  %sign.at.i292 = getelementptr inbounds i8, ptr %cursor.i282, i64 -2
  store i8 45, ptr %sign.at.i292, align 1
  br label %__modlink_format_i64.exit295

__modlink_format_i64.exit295:                     ; preds = %digits.done.i291, %sign.i293
  %start.i294 = phi ptr [ %digit.at.i283, %digits.done.i291 ], [ %sign.at.i292, %sign.i293 ]
  %part37 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i294, ptr %part37, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i296

call.i296:                                        ; preds = %__modlink_format_i64.exit295
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check5.ok:                                        ; preds = %check4.ok, %check4.ok, %check4.ok
  %is28 = icmp eq i32 %X.type_index, 70
  %X.value = getelementptr inbounds i8, ptr %args, i64 56
  %X.ptr = load ptr, ptr %X.value, align 8
  %X.dltensor.idx = select i1 %is28, i64 24, i64 0
  %X.dltensor = getelementptr i8, ptr %X.ptr, i64 %X.dltensor.idx
  %null.not = icmp eq ptr %X.ptr, null
  br i1 %null.not, label %check6.fail, label %check6.ok

check6.fail:                                      ; preds = %check5.ok
  store ptr @.str.7, ptr %message.parts, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i298

call.i298:                                        ; preds = %check6.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check6.ok:                                        ; preds = %check5.ok
  %ndim.at = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %X.dltensor, i64 0, i32 2
  %X.ndim = load i32, ptr %ndim.at, align 4
  %ndim.ok = icmp eq i32 %X.ndim, 1
  br i1 %ndim.ok, label %check7.ok, label %check7.fail

check7.fail:                                      ; preds = %check6.ok
  store ptr @.str.8, ptr %message.parts, align 8
  %5 = tail call i32 @llvm.abs.i32(i32 %X.ndim, i1 false)
  %mag.i300 = zext i32 %5 to i64
  %end.i301 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i301, align 1
  br label %digit.i310

digit.i310:                                       ; preds = %digit.i310, %check7.fail
  %remaining.i302 = phi i64 [ %mag.i300, %check7.fail ], [ %rest.i308, %digit.i310 ]
  %cursor.i303 = phi ptr [ %end.i301, %check7.fail ], [ %digit.at.i304, %digit.i310 ]
  %digit.at.i304 = getelementptr inbounds i8, ptr %cursor.i303, i64 -1
  %digit1.i305 = urem i64 %remaining.i302, 10
  %digit.byte.i306 = trunc i64 %digit1.i305 to i8
  %ascii.i307 = or i8 %digit.byte.i306, 48
  store i8 %ascii.i307, ptr %digit.at.i304, align 1
  %rest.i308 = udiv i64 %remaining.i302, 10
  %more.not.i309 = icmp ult i64 %remaining.i302, 10
  br i1 %more.not.i309, label %digits.done.i312, label %digit.i310

digits.done.i312:                                 ; preds = %digit.i310
  %neg.i311 = icmp slt i32 %X.ndim, 0
  br i1 %neg.i311, label %sign.i314, label %__modlink_format_i64.exit316

sign.i314:                                        ; preds = %digits.done.i312
  %sign.at.i313 = getelementptr inbounds i8, ptr %cursor.i303, i64 -2
  store i8 45, ptr %sign.at.i313, align 1
  br label %__modlink_format_i64.exit316

__modlink_format_i64.exit316:                     ; preds = %digits.done.i312, %sign.i314
  %start.i315 = phi ptr [ %digit.at.i304, %digits.done.i312 ], [ %sign.at.i313, %sign.i314 ]
  %part41 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i315, ptr %part41, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i317

call.i317:                                        ; preds = %__modlink_format_i64.exit316
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check7.ok:                                        ; preds = %check6.ok
  %dtype.at = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %X.dltensor, i64 0, i32 3
  %bits.at = getelementptr inbounds { i8, i8, i16 }, ptr %dtype.at, i64 0, i32 1
  %lanes.at = getelementptr inbounds { i8, i8, i16 }, ptr %dtype.at, i64 0, i32 2
  %code = load i8, ptr %dtype.at, align 1
  %bits = load i8, ptr %bits.at, align 1
  %lanes = load i16, ptr %lanes.at, align 2
  %code.ok = icmp eq i8 %code, 2
  %bits.ok = icmp eq i8 %bits, 64
  %lanes.ok = icmp eq i16 %lanes, 1
  %dtype.ok = and i1 %code.ok, %bits.ok
  %dtype.ok42 = and i1 %dtype.ok, %lanes.ok
  br i1 %dtype.ok42, label %check8.ok, label %check8.fail

check8.fail:                                      ; preds = %check7.ok
  %lanes45 = zext i16 %lanes to i64
  %code43 = zext i8 %code to i64
  store ptr @.str.9, ptr %message.parts, align 8
  %end.i320 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i320, align 1
  br label %digit.i329

digit.i329:                                       ; preds = %digit.i329, %check8.fail
  %remaining.i321 = phi i64 [ %code43, %check8.fail ], [ %rest.i327, %digit.i329 ]
  %cursor.i322 = phi ptr [ %end.i320, %check8.fail ], [ %digit.at.i323, %digit.i329 ]
  %digit.at.i323 = getelementptr inbounds i8, ptr %cursor.i322, i64 -1
  %digit1.i324 = urem i64 %remaining.i321, 10
  %digit.byte.i325 = trunc i64 %digit1.i324 to i8
  %ascii.i326 = or i8 %digit.byte.i325, 48
  store i8 %ascii.i326, ptr %digit.at.i323, align 1
  %rest.i327 = udiv i64 %remaining.i321, 10
  %more.not.i328 = icmp ult i64 %remaining.i321, 10
  br i1 %more.not.i328, label %__modlink_format_i64.exit332, label %digit.i329

__modlink_format_i64.exit332:                     ; preds = %digit.i329
  %bits44 = zext i8 %bits to i64
  %part48 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %digit.at.i323, ptr %part48, align 8
  %part49 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.10, ptr %part49, align 8
  %end.i334 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i334, align 1
  br label %digit.i343

digit.i343:                                       ; preds = %digit.i343, %__modlink_format_i64.exit332
  %remaining.i335 = phi i64 [ %bits44, %__modlink_format_i64.exit332 ], [ %rest.i341, %digit.i343 ]
  %cursor.i336 = phi ptr [ %end.i334, %__modlink_format_i64.exit332 ], [ %digit.at.i337, %digit.i343 ]
  %digit.at.i337 = getelementptr inbounds i8, ptr %cursor.i336, i64 -1
  %digit1.i338 = urem i64 %remaining.i335, 10
  %digit.byte.i339 = trunc i64 %digit1.i338 to i8
  %ascii.i340 = or i8 %digit.byte.i339, 48
  store i8 %ascii.i340, ptr %digit.at.i337, align 1
  %rest.i341 = udiv i64 %remaining.i335, 10
  %more.not.i342 = icmp ult i64 %remaining.i335, 10
  br i1 %more.not.i342, label %__modlink_format_i64.exit346, label %digit.i343

__modlink_format_i64.exit346:                     ; preds = %digit.i343
  %part51 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i337, ptr %part51, align 8
  %part52 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 4
  store ptr @.str.11, ptr %part52, align 8
  %end.i348 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i348, align 1
  br label %digit.i357

digit.i357:                                       ; preds = %digit.i357, %__modlink_format_i64.exit346
  %remaining.i349 = phi i64 [ %lanes45, %__modlink_format_i64.exit346 ], [ %rest.i355, %digit.i357 ]
  %cursor.i350 = phi ptr [ %end.i348, %__modlink_format_i64.exit346 ], [ %digit.at.i351, %digit.i357 ]
  %digit.at.i351 = getelementptr inbounds i8, ptr %cursor.i350, i64 -1
  %digit1.i352 = urem i64 %remaining.i349, 10
  %digit.byte.i353 = trunc i64 %digit1.i352 to i8
  %ascii.i354 = or i8 %digit.byte.i353, 48
  store i8 %ascii.i354, ptr %digit.at.i351, align 1
  %rest.i355 = udiv i64 %remaining.i349, 10
  %more.not.i356 = icmp ult i64 %remaining.i349, 10
  br i1 %more.not.i356, label %__modlink_format_i64.exit360, label %digit.i357

__modlink_format_i64.exit360:                     ; preds = %digit.i357
  %part54 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 5
  store ptr %digit.at.i351, ptr %part54, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i361

call.i361:                                        ; preds = %__modlink_format_i64.exit360
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check8.ok:                                        ; preds = %check7.ok
  %device.at = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %X.dltensor, i64 0, i32 1
  %X.device_type = load i32, ptr %device.at, align 4
  %device.ok = icmp eq i32 %X.device_type, 1
  br i1 %device.ok, label %check9.ok, label %check9.fail

check9.fail:                                      ; preds = %check8.ok
  store ptr @.str.12, ptr %message.parts, align 8
  %6 = tail call i32 @llvm.abs.i32(i32 %X.device_type, i1 false)
  %mag.i363 = zext i32 %6 to i64
  %end.i364 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i364, align 1
  br label %digit.i373

digit.i373:                                       ; preds = %digit.i373, %check9.fail
  %remaining.i365 = phi i64 [ %mag.i363, %check9.fail ], [ %rest.i371, %digit.i373 ]
  %cursor.i366 = phi ptr [ %end.i364, %check9.fail ], [ %digit.at.i367, %digit.i373 ]
  %digit.at.i367 = getelementptr inbounds i8, ptr %cursor.i366, i64 -1
  %digit1.i368 = urem i64 %remaining.i365, 10
  %digit.byte.i369 = trunc i64 %digit1.i368 to i8
  %ascii.i370 = or i8 %digit.byte.i369, 48
  store i8 %ascii.i370, ptr %digit.at.i367, align 1
  %rest.i371 = udiv i64 %remaining.i365, 10
  %more.not.i372 = icmp ult i64 %remaining.i365, 10
  br i1 %more.not.i372, label %digits.done.i375, label %digit.i373

digits.done.i375:                                 ; preds = %digit.i373
  %neg.i374 = icmp slt i32 %X.device_type, 0
  br i1 %neg.i374, label %sign.i377, label %__modlink_format_i64.exit379

sign.i377:                                        ; preds = %digits.done.i375
  %sign.at.i376 = getelementptr inbounds i8, ptr %cursor.i366, i64 -2
  store i8 45, ptr %sign.at.i376, align 1
  br label %__modlink_format_i64.exit379

__modlink_format_i64.exit379:                     ; preds = %digits.done.i375, %sign.i377
  %start.i378 = phi ptr [ %digit.at.i367, %digits.done.i375 ], [ %sign.at.i376, %sign.i377 ]
  %part57 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i378, ptr %part57, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i380

call.i380:                                        ; preds = %__modlink_format_i64.exit379
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check9.ok:                                        ; preds = %check8.ok
  %shape.at = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %X.dltensor, i64 0, i32 4
  %X.shape = load ptr, ptr %shape.at, align 8
  %X.shape0 = load i64, ptr %X.shape, align 8
  %strides.at = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %X.dltensor, i64 0, i32 5
  %X.strides = load ptr, ptr %strides.at, align 8
  %has_strides.not = icmp eq ptr %X.strides, null
  br i1 %has_strides.not, label %X.strides.done, label %X.strides.check

X.strides.check:                                  ; preds = %check9.ok
  %X.stride0 = load i64, ptr %X.strides, align 8
  %stride.ok = icmp eq i64 %X.stride0, 1
  %unit = icmp eq i64 %X.shape0, 1
  %stride.ok58 = or i1 %unit, %stride.ok
  br i1 %stride.ok58, label %X.strides.done, label %check10.fail

X.strides.done:                                   ; preds = %X.strides.check, %check9.ok
  %data = load ptr, ptr %X.dltensor, align 8
  %byte_offset.at = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %X.dltensor, i64 0, i32 6
  %byte_offset = load i64, ptr %byte_offset.at, align 8
  %X.data = getelementptr i8, ptr %data, i64 %byte_offset
  %Y.any = getelementptr inbounds i8, ptr %args, i64 64
  %Y.type_index = load i32, ptr %Y.any, align 4
  switch i32 %Y.type_index, label %check11.fail [
    i32 70, label %check11.ok
    i32 7, label %check11.ok
    i32 4, label %check11.ok
  ]

check10.fail:                                     ; preds = %X.strides.check
  store ptr @.str.13, ptr %message.parts, align 8
  %mag.i382 = tail call i64 @llvm.abs.i64(i64 %X.stride0, i1 false)
  %end.i383 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i383, align 1
  br label %digit.i392

digit.i392:                                       ; preds = %digit.i392, %check10.fail
  %remaining.i384 = phi i64 [ %mag.i382, %check10.fail ], [ %rest.i390, %digit.i392 ]
  %cursor.i385 = phi ptr [ %end.i383, %check10.fail ], [ %digit.at.i386, %digit.i392 ]
  %digit.at.i386 = getelementptr inbounds i8, ptr %cursor.i385, i64 -1
  %digit1.i387 = urem i64 %remaining.i384, 10
  %digit.byte.i388 = trunc i64 %digit1.i387 to i8
  %ascii.i389 = or i8 %digit.byte.i388, 48
  store i8 %ascii.i389, ptr %digit.at.i386, align 1
  %rest.i390 = udiv i64 %remaining.i384, 10
  %more.not.i391 = icmp ult i64 %remaining.i384, 10
  br i1 %more.not.i391, label %digits.done.i394, label %digit.i392

digits.done.i394:                                 ; preds = %digit.i392
  %neg.i393 = icmp slt i64 %X.stride0, 0
  br i1 %neg.i393, label %sign.i396, label %__modlink_format_i64.exit398

sign.i396:                                        ; preds = %digits.done.i394
  %sign.at.i395 = getelementptr inbounds i8, ptr %cursor.i385, i64 -2
  store i8 45, ptr %sign.at.i395, align 1
  br label %__modlink_format_i64.exit398

__modlink_format_i64.exit398:                     ; preds = %digits.done.i394, %sign.i396
  %start.i397 = phi ptr [ %digit.at.i386, %digits.done.i394 ], [ %sign.at.i395, %sign.i396 ]
  %part61 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i397, ptr %part61, align 8
  %part62 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.14, ptr %part62, align 8
  %end.i399 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i399, align 1
  %digit.at.i402 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i402, align 1
  %part64 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i402, ptr %part64, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i412

call.i412:                                        ; preds = %__modlink_format_i64.exit398
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check11.fail:                                     ; preds = %X.strides.done
  store ptr @.str.15, ptr %message.parts, align 8
  %7 = tail call i32 @llvm.abs.i32(i32 %Y.type_index, i1 false)
  %mag.i414 = zext i32 %7 to i64
  %end.i415 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i415, align 1
  br label %digit.i424

digit.i424:                                       ; preds = %digit.i424, %check11.fail
  %remaining.i416 = phi i64 [ %mag.i414, %check11.fail ], [ %rest.i422, %digit.i424 ]
  %cursor.i417 = phi ptr [ %end.i415, %check11.fail ], [ %digit.at.i418, %digit.i424 ]
  %digit.at.i418 = getelementptr inbounds i8, ptr %cursor.i417, i64 -1
  %digit1.i419 = urem i64 %remaining.i416, 10
  %digit.byte.i420 = trunc i64 %digit1.i419 to i8
  %ascii.i421 = or i8 %digit.byte.i420, 48
  store i8 %ascii.i421, ptr %digit.at.i418, align 1
  %rest.i422 = udiv i64 %remaining.i416, 10
  %more.not.i423 = icmp ult i64 %remaining.i416, 10
  br i1 %more.not.i423, label %digits.done.i426, label %digit.i424

digits.done.i426:                                 ; preds = %digit.i424
  %neg.i425 = icmp slt i32 %Y.type_index, 0
  br i1 %neg.i425, label %sign.i428, label %__modlink_format_i64.exit430

sign.i428:                                        ; preds = %digits.done.i426
  %sign.at.i427 = getelementptr inbounds i8, ptr %cursor.i417, i64 -2
  store i8 45, ptr %sign.at.i427, align 1
  br label %__modlink_format_i64.exit430

__modlink_format_i64.exit430:                     ; preds = %digits.done.i426, %sign.i428
  %start.i429 = phi ptr [ %digit.at.i418, %digits.done.i426 ], [ %sign.at.i427, %sign.i428 ]
  %part74 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i429, ptr %part74, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i431

call.i431:                                        ; preds = %__modlink_format_i64.exit430
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check11.ok:                                       ; preds = %X.strides.done, %X.strides.done, %X.strides.done
  %is65 = icmp eq i32 %Y.type_index, 70
  %Y.value = getelementptr inbounds i8, ptr %args, i64 72
  %Y.ptr = load ptr, ptr %Y.value, align 8
  %Y.dltensor.idx = select i1 %is65, i64 24, i64 0
  %Y.dltensor = getelementptr i8, ptr %Y.ptr, i64 %Y.dltensor.idx
  %null75.not = icmp eq ptr %Y.ptr, null
  br i1 %null75.not, label %check12.fail, label %check12.ok

check12.fail:                                     ; preds = %check11.ok
  store ptr @.str.16, ptr %message.parts, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i433

call.i433:                                        ; preds = %check12.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check12.ok:                                       ; preds = %check11.ok
  %ndim.at78 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Y.dltensor, i64 0, i32 2
  %Y.ndim = load i32, ptr %ndim.at78, align 4
  %ndim.ok79 = icmp eq i32 %Y.ndim, 1
  br i1 %ndim.ok79, label %check13.ok, label %check13.fail

check13.fail:                                     ; preds = %check12.ok
  store ptr @.str.17, ptr %message.parts, align 8
  %8 = tail call i32 @llvm.abs.i32(i32 %Y.ndim, i1 false)
  %mag.i435 = zext i32 %8 to i64
  %end.i436 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i436, align 1
  br label %digit.i445

digit.i445:                                       ; preds = %digit.i445, %check13.fail
  %remaining.i437 = phi i64 [ %mag.i435, %check13.fail ], [ %rest.i443, %digit.i445 ]
  %cursor.i438 = phi ptr [ %end.i436, %check13.fail ], [ %digit.at.i439, %digit.i445 ]
  %digit.at.i439 = getelementptr inbounds i8, ptr %cursor.i438, i64 -1
  %digit1.i440 = urem i64 %remaining.i437, 10
  %digit.byte.i441 = trunc i64 %digit1.i440 to i8
  %ascii.i442 = or i8 %digit.byte.i441, 48
  store i8 %ascii.i442, ptr %digit.at.i439, align 1
  %rest.i443 = udiv i64 %remaining.i437, 10
  %more.not.i444 = icmp ult i64 %remaining.i437, 10
  br i1 %more.not.i444, label %digits.done.i447, label %digit.i445

digits.done.i447:                                 ; preds = %digit.i445
  %neg.i446 = icmp slt i32 %Y.ndim, 0
  br i1 %neg.i446, label %sign.i449, label %__modlink_format_i64.exit451

sign.i449:                                        ; preds = %digits.done.i447
  %sign.at.i448 = getelementptr inbounds i8, ptr %cursor.i438, i64 -2
  store i8 45, ptr %sign.at.i448, align 1
  br label %__modlink_format_i64.exit451

__modlink_format_i64.exit451:                     ; preds = %digits.done.i447, %sign.i449
  %start.i450 = phi ptr [ %digit.at.i439, %digits.done.i447 ], [ %sign.at.i448, %sign.i449 ]
  %part83 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i450, ptr %part83, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i452

call.i452:                                        ; preds = %__modlink_format_i64.exit451
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check13.ok:                                       ; preds = %check12.ok
  %dtype.at84 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Y.dltensor, i64 0, i32 3
  %bits.at86 = getelementptr inbounds { i8, i8, i16 }, ptr %dtype.at84, i64 0, i32 1
  %lanes.at87 = getelementptr inbounds { i8, i8, i16 }, ptr %dtype.at84, i64 0, i32 2
  %code88 = load i8, ptr %dtype.at84, align 1
  %bits89 = load i8, ptr %bits.at86, align 1
  %lanes90 = load i16, ptr %lanes.at87, align 2
  %code.ok91 = icmp eq i8 %code88, 2
  %bits.ok92 = icmp eq i8 %bits89, 64
  %lanes.ok93 = icmp eq i16 %lanes90, 1
  %dtype.ok94 = and i1 %code.ok91, %bits.ok92
  %dtype.ok95 = and i1 %dtype.ok94, %lanes.ok93
  br i1 %dtype.ok95, label %check14.ok, label %check14.fail

check14.fail:                                     ; preds = %check13.ok
  %lanes98 = zext i16 %lanes90 to i64
  %code96 = zext i8 %code88 to i64
  store ptr @.str.18, ptr %message.parts, align 8
  %end.i455 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i455, align 1
  br label %digit.i464

digit.i464:                                       ; preds = %digit.i464, %check14.fail
  %remaining.i456 = phi i64 [ %code96, %check14.fail ], [ %rest.i462, %digit.i464 ]
  %cursor.i457 = phi ptr [ %end.i455, %check14.fail ], [ %digit.at.i458, %digit.i464 ]
  %digit.at.i458 = getelementptr inbounds i8, ptr %cursor.i457, i64 -1
  %digit1.i459 = urem i64 %remaining.i456, 10
  %digit.byte.i460 = trunc i64 %digit1.i459 to i8
  %ascii.i461 = or i8 %digit.byte.i460, 48
  store i8 %ascii.i461, ptr %digit.at.i458, align 1
  %rest.i462 = udiv i64 %remaining.i456, 10
  %more.not.i463 = icmp ult i64 %remaining.i456, 10
  br i1 %more.not.i463, label %__modlink_format_i64.exit467, label %digit.i464

__modlink_format_i64.exit467:                     ; preds = %digit.i464
  %bits97 = zext i8 %bits89 to i64
  %part101 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %digit.at.i458, ptr %part101, align 8
  %part102 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.10, ptr %part102, align 8
  %end.i469 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i469, align 1
  br label %digit.i478

digit.i478:                                       ; preds = %digit.i478, %__modlink_format_i64.exit467
  %remaining.i470 = phi i64 [ %bits97, %__modlink_format_i64.exit467 ], [ %rest.i476, %digit.i478 ]
  %cursor.i471 = phi ptr [ %end.i469, %__modlink_format_i64.exit467 ], [ %digit.at.i472, %digit.i478 ]
  %digit.at.i472 = getelementptr inbounds i8, ptr %cursor.i471, i64 -1
  %digit1.i473 = urem i64 %remaining.i470, 10
  %digit.byte.i474 = trunc i64 %digit1.i473 to i8
  %ascii.i475 = or i8 %digit.byte.i474, 48
  store i8 %ascii.i475, ptr %digit.at.i472, align 1
  %rest.i476 = udiv i64 %remaining.i470, 10
  %more.not.i477 = icmp ult i64 %remaining.i470, 10
  br i1 %more.not.i477, label %__modlink_format_i64.exit481, label %digit.i478

__modlink_format_i64.exit481:                     ; preds = %digit.i478
  %part104 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i472, ptr %part104, align 8
  %part105 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 4
  store ptr @.str.11, ptr %part105, align 8
  %end.i483 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i483, align 1
  br label %digit.i492

digit.i492:                                       ; preds = %digit.i492, %__modlink_format_i64.exit481
  %remaining.i484 = phi i64 [ %lanes98, %__modlink_format_i64.exit481 ], [ %rest.i490, %digit.i492 ]
  %cursor.i485 = phi ptr [ %end.i483, %__modlink_format_i64.exit481 ], [ %digit.at.i486, %digit.i492 ]
  %digit.at.i486 = getelementptr inbounds i8, ptr %cursor.i485, i64 -1
  %digit1.i487 = urem i64 %remaining.i484, 10
  %digit.byte.i488 = trunc i64 %digit1.i487 to i8
  %ascii.i489 = or i8 %digit.byte.i488, 48
  store i8 %ascii.i489, ptr %digit.at.i486, align 1
  %rest.i490 = udiv i64 %remaining.i484, 10
  %more.not.i491 = icmp ult i64 %remaining.i484, 10
  br i1 %more.not.i491, label %__modlink_format_i64.exit495, label %digit.i492

__modlink_format_i64.exit495:                     ; preds = %digit.i492
  %part107 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 5
  store ptr %digit.at.i486, ptr %part107, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i496

call.i496:                                        ; preds = %__modlink_format_i64.exit495
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check14.ok:                                       ; preds = %check13.ok
  %device.at108 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Y.dltensor, i64 0, i32 1
  %Y.device_type = load i32, ptr %device.at108, align 4
  %device.ok109 = icmp eq i32 %Y.device_type, 1
  br i1 %device.ok109, label %check15.ok, label %check15.fail

check15.fail:                                     ; preds = %check14.ok
  store ptr @.str.19, ptr %message.parts, align 8
  %9 = tail call i32 @llvm.abs.i32(i32 %Y.device_type, i1 false)
  %mag.i498 = zext i32 %9 to i64
  %end.i499 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i499, align 1
  br label %digit.i508

digit.i508:                                       ; preds = %digit.i508, %check15.fail
  %remaining.i500 = phi i64 [ %mag.i498, %check15.fail ], [ %rest.i506, %digit.i508 ]
  %cursor.i501 = phi ptr [ %end.i499, %check15.fail ], [ %digit.at.i502, %digit.i508 ]
  %digit.at.i502 = getelementptr inbounds i8, ptr %cursor.i501, i64 -1
  %digit1.i503 = urem i64 %remaining.i500, 10
  %digit.byte.i504 = trunc i64 %digit1.i503 to i8
  %ascii.i505 = or i8 %digit.byte.i504, 48
  store i8 %ascii.i505, ptr %digit.at.i502, align 1
  %rest.i506 = udiv i64 %remaining.i500, 10
  %more.not.i507 = icmp ult i64 %remaining.i500, 10
  br i1 %more.not.i507, label %digits.done.i510, label %digit.i508

digits.done.i510:                                 ; preds = %digit.i508
  %neg.i509 = icmp slt i32 %Y.device_type, 0
  br i1 %neg.i509, label %sign.i512, label %__modlink_format_i64.exit514

sign.i512:                                        ; preds = %digits.done.i510
  %sign.at.i511 = getelementptr inbounds i8, ptr %cursor.i501, i64 -2
  store i8 45, ptr %sign.at.i511, align 1
  br label %__modlink_format_i64.exit514

__modlink_format_i64.exit514:                     ; preds = %digits.done.i510, %sign.i512
  %start.i513 = phi ptr [ %digit.at.i502, %digits.done.i510 ], [ %sign.at.i511, %sign.i512 ]
  %part113 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i513, ptr %part113, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i515

call.i515:                                        ; preds = %__modlink_format_i64.exit514
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check15.ok:                                       ; preds = %check14.ok
  %shape.at114 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Y.dltensor, i64 0, i32 4
  %Y.shape = load ptr, ptr %shape.at114, align 8
  %Y.shape0 = load i64, ptr %Y.shape, align 8
  %extent.ok = icmp eq i64 %Y.shape0, %X.shape0
  br i1 %extent.ok, label %check16.ok, label %check16.fail

check16.fail:                                     ; preds = %check15.ok
  store ptr @.str.20, ptr %message.parts, align 8
  %mag.i517 = tail call i64 @llvm.abs.i64(i64 %Y.shape0, i1 false)
  %end.i518 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i518, align 1
  br label %digit.i527

digit.i527:                                       ; preds = %digit.i527, %check16.fail
  %remaining.i519 = phi i64 [ %mag.i517, %check16.fail ], [ %rest.i525, %digit.i527 ]
  %cursor.i520 = phi ptr [ %end.i518, %check16.fail ], [ %digit.at.i521, %digit.i527 ]
  %digit.at.i521 = getelementptr inbounds i8, ptr %cursor.i520, i64 -1
  %digit1.i522 = urem i64 %remaining.i519, 10
  %digit.byte.i523 = trunc i64 %digit1.i522 to i8
  %ascii.i524 = or i8 %digit.byte.i523, 48
  store i8 %ascii.i524, ptr %digit.at.i521, align 1
  %rest.i525 = udiv i64 %remaining.i519, 10
  %more.not.i526 = icmp ult i64 %remaining.i519, 10
  br i1 %more.not.i526, label %digits.done.i529, label %digit.i527

digits.done.i529:                                 ; preds = %digit.i527
  %neg.i528 = icmp slt i64 %Y.shape0, 0
  br i1 %neg.i528, label %sign.i531, label %__modlink_format_i64.exit533

sign.i531:                                        ; preds = %digits.done.i529
  %sign.at.i530 = getelementptr inbounds i8, ptr %cursor.i520, i64 -2
  store i8 45, ptr %sign.at.i530, align 1
  br label %__modlink_format_i64.exit533

__modlink_format_i64.exit533:                     ; preds = %digits.done.i529, %sign.i531
  %start.i532 = phi ptr [ %digit.at.i521, %digits.done.i529 ], [ %sign.at.i530, %sign.i531 ]
  %part118 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i532, ptr %part118, align 8
  %part119 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.21, ptr %part119, align 8
  %mag.i534 = call i64 @llvm.abs.i64(i64 %X.shape0, i1 false)
  %end.i535 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i535, align 1
  br label %digit.i544

digit.i544:                                       ; preds = %digit.i544, %__modlink_format_i64.exit533
  %remaining.i536 = phi i64 [ %mag.i534, %__modlink_format_i64.exit533 ], [ %rest.i542, %digit.i544 ]
  %cursor.i537 = phi ptr [ %end.i535, %__modlink_format_i64.exit533 ], [ %digit.at.i538, %digit.i544 ]
  %digit.at.i538 = getelementptr inbounds i8, ptr %cursor.i537, i64 -1
  %digit1.i539 = urem i64 %remaining.i536, 10
  %digit.byte.i540 = trunc i64 %digit1.i539 to i8
  %ascii.i541 = or i8 %digit.byte.i540, 48
  store i8 %ascii.i541, ptr %digit.at.i538, align 1
  %rest.i542 = udiv i64 %remaining.i536, 10
  %more.not.i543 = icmp ult i64 %remaining.i536, 10
  br i1 %more.not.i543, label %digits.done.i546, label %digit.i544

digits.done.i546:                                 ; preds = %digit.i544
  %neg.i545 = icmp slt i64 %X.shape0, 0
  br i1 %neg.i545, label %sign.i548, label %__modlink_format_i64.exit550

sign.i548:                                        ; preds = %digits.done.i546
  %sign.at.i547 = getelementptr inbounds i8, ptr %cursor.i537, i64 -2
  store i8 45, ptr %sign.at.i547, align 1
  br label %__modlink_format_i64.exit550

__modlink_format_i64.exit550:                     ; preds = %digits.done.i546, %sign.i548
  %start.i549 = phi ptr [ %digit.at.i538, %digits.done.i546 ], [ %sign.at.i547, %sign.i548 ]
  %part121 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %start.i549, ptr %part121, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i551

call.i551:                                        ; preds = %__modlink_format_i64.exit550
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check16.ok:                                       ; preds = %check15.ok
  %strides.at122 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Y.dltensor, i64 0, i32 5
  %Y.strides = load ptr, ptr %strides.at122, align 8
  %has_strides123.not = icmp eq ptr %Y.strides, null
  br i1 %has_strides123.not, label %Y.strides.done, label %Y.strides.check

Y.strides.check:                                  ; preds = %check16.ok
  %Y.stride0 = load i64, ptr %Y.strides, align 8
  %stride.ok125 = icmp eq i64 %Y.stride0, 1
  %unit126 = icmp eq i64 %X.shape0, 1
  %stride.ok127 = or i1 %unit126, %stride.ok125
  br i1 %stride.ok127, label %Y.strides.done, label %check17.fail

Y.strides.done:                                   ; preds = %Y.strides.check, %check16.ok
  %data136 = load ptr, ptr %Y.dltensor, align 8
  %byte_offset.at137 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Y.dltensor, i64 0, i32 6
  %byte_offset138 = load i64, ptr %byte_offset.at137, align 8
  %Y.data = getelementptr i8, ptr %data136, i64 %byte_offset138
  %Mask.any = getelementptr inbounds i8, ptr %args, i64 80
  %Mask.type_index = load i32, ptr %Mask.any, align 4
  switch i32 %Mask.type_index, label %check18.fail [
    i32 70, label %check18.ok
    i32 7, label %check18.ok
    i32 4, label %check18.ok
  ]

check17.fail:                                     ; preds = %Y.strides.check
  store ptr @.str.22, ptr %message.parts, align 8
  %mag.i553 = tail call i64 @llvm.abs.i64(i64 %Y.stride0, i1 false)
  %end.i554 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i554, align 1
  br label %digit.i563

digit.i563:                                       ; preds = %digit.i563, %check17.fail
  %remaining.i555 = phi i64 [ %mag.i553, %check17.fail ], [ %rest.i561, %digit.i563 ]
  %cursor.i556 = phi ptr [ %end.i554, %check17.fail ], [ %digit.at.i557, %digit.i563 ]
  %digit.at.i557 = getelementptr inbounds i8, ptr %cursor.i556, i64 -1
  %digit1.i558 = urem i64 %remaining.i555, 10
  %digit.byte.i559 = trunc i64 %digit1.i558 to i8
  %ascii.i560 = or i8 %digit.byte.i559, 48
  store i8 %ascii.i560, ptr %digit.at.i557, align 1
  %rest.i561 = udiv i64 %remaining.i555, 10
  %more.not.i562 = icmp ult i64 %remaining.i555, 10
  br i1 %more.not.i562, label %digits.done.i565, label %digit.i563

digits.done.i565:                                 ; preds = %digit.i563
  %neg.i564 = icmp slt i64 %Y.stride0, 0
  br i1 %neg.i564, label %sign.i567, label %__modlink_format_i64.exit569

sign.i567:                                        ; preds = %digits.done.i565
  %sign.at.i566 = getelementptr inbounds i8, ptr %cursor.i556, i64 -2
  store i8 45, ptr %sign.at.i566, align 1
  br label %__modlink_format_i64.exit569

__modlink_format_i64.exit569:                     ; preds = %digits.done.i565, %sign.i567
  %start.i568 = phi ptr [ %digit.at.i557, %digits.done.i565 ], [ %sign.at.i566, %sign.i567 ]
  %part130 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i568, ptr %part130, align 8
  %part131 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.14, ptr %part131, align 8
  %end.i570 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i570, align 1
  %digit.at.i573 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i573, align 1
  %part133 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i573, ptr %part133, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i583

call.i583:                                        ; preds = %__modlink_format_i64.exit569
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check18.fail:                                     ; preds = %Y.strides.done
  store ptr @.str.23, ptr %message.parts, align 8
  %10 = tail call i32 @llvm.abs.i32(i32 %Mask.type_index, i1 false)
  %mag.i585 = zext i32 %10 to i64
  %end.i586 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i586, align 1
  br label %digit.i595

digit.i595:                                       ; preds = %digit.i595, %check18.fail
  %remaining.i587 = phi i64 [ %mag.i585, %check18.fail ], [ %rest.i593, %digit.i595 ]
  %cursor.i588 = phi ptr [ %end.i586, %check18.fail ], [ %digit.at.i589, %digit.i595 ]
  %digit.at.i589 = getelementptr inbounds i8, ptr %cursor.i588, i64 -1
  %digit1.i590 = urem i64 %remaining.i587, 10
  %digit.byte.i591 = trunc i64 %digit1.i590 to i8
  %ascii.i592 = or i8 %digit.byte.i591, 48
  store i8 %ascii.i592, ptr %digit.at.i589, align 1
  %rest.i593 = udiv i64 %remaining.i587, 10
  %more.not.i594 = icmp ult i64 %remaining.i587, 10
  br i1 %more.not.i594, label %digits.done.i597, label %digit.i595

digits.done.i597:                                 ; preds = %digit.i595
  %neg.i596 = icmp slt i32 %Mask.type_index, 0
  br i1 %neg.i596, label %sign.i599, label %__modlink_format_i64.exit601

sign.i599:                                        ; preds = %digits.done.i597
  %sign.at.i598 = getelementptr inbounds i8, ptr %cursor.i588, i64 -2
  store i8 45, ptr %sign.at.i598, align 1
  br label %__modlink_format_i64.exit601

__modlink_format_i64.exit601:                     ; preds = %digits.done.i597, %sign.i599
  %start.i600 = phi ptr [ %digit.at.i589, %digits.done.i597 ], [ %sign.at.i598, %sign.i599 ]
  %part148 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i600, ptr %part148, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i602

call.i602:                                        ; preds = %__modlink_format_i64.exit601
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check18.ok:                                       ; preds = %Y.strides.done, %Y.strides.done, %Y.strides.done
  %is139 = icmp eq i32 %Mask.type_index, 70
  %Mask.value = getelementptr inbounds i8, ptr %args, i64 88
  %Mask.ptr = load ptr, ptr %Mask.value, align 8
  %Mask.dltensor.idx = select i1 %is139, i64 24, i64 0
  %Mask.dltensor = getelementptr i8, ptr %Mask.ptr, i64 %Mask.dltensor.idx
  %null149.not = icmp eq ptr %Mask.ptr, null
  br i1 %null149.not, label %check19.fail, label %check19.ok

check19.fail:                                     ; preds = %check18.ok
  store ptr @.str.24, ptr %message.parts, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i604

call.i604:                                        ; preds = %check19.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check19.ok:                                       ; preds = %check18.ok
  %ndim.at152 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Mask.dltensor, i64 0, i32 2
  %Mask.ndim = load i32, ptr %ndim.at152, align 4
  %ndim.ok153 = icmp eq i32 %Mask.ndim, 1
  br i1 %ndim.ok153, label %check20.ok, label %check20.fail

check20.fail:                                     ; preds = %check19.ok
  store ptr @.str.25, ptr %message.parts, align 8
  %11 = tail call i32 @llvm.abs.i32(i32 %Mask.ndim, i1 false)
  %mag.i606 = zext i32 %11 to i64
  %end.i607 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i607, align 1
  br label %digit.i616

digit.i616:                                       ; preds = %digit.i616, %check20.fail
  %remaining.i608 = phi i64 [ %mag.i606, %check20.fail ], [ %rest.i614, %digit.i616 ]
  %cursor.i609 = phi ptr [ %end.i607, %check20.fail ], [ %digit.at.i610, %digit.i616 ]
  %digit.at.i610 = getelementptr inbounds i8, ptr %cursor.i609, i64 -1
  %digit1.i611 = urem i64 %remaining.i608, 10
  %digit.byte.i612 = trunc i64 %digit1.i611 to i8
  %ascii.i613 = or i8 %digit.byte.i612, 48
  store i8 %ascii.i613, ptr %digit.at.i610, align 1
  %rest.i614 = udiv i64 %remaining.i608, 10
  %more.not.i615 = icmp ult i64 %remaining.i608, 10
  br i1 %more.not.i615, label %digits.done.i618, label %digit.i616

digits.done.i618:                                 ; preds = %digit.i616
  %neg.i617 = icmp slt i32 %Mask.ndim, 0
  br i1 %neg.i617, label %sign.i620, label %__modlink_format_i64.exit622

sign.i620:                                        ; preds = %digits.done.i618
  %sign.at.i619 = getelementptr inbounds i8, ptr %cursor.i609, i64 -2
  store i8 45, ptr %sign.at.i619, align 1
  br label %__modlink_format_i64.exit622

__modlink_format_i64.exit622:                     ; preds = %digits.done.i618, %sign.i620
  %start.i621 = phi ptr [ %digit.at.i610, %digits.done.i618 ], [ %sign.at.i619, %sign.i620 ]
  %part157 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i621, ptr %part157, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i623

call.i623:                                        ; preds = %__modlink_format_i64.exit622
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check20.ok:                                       ; preds = %check19.ok
  %dtype.at158 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Mask.dltensor, i64 0, i32 3
  %bits.at160 = getelementptr inbounds { i8, i8, i16 }, ptr %dtype.at158, i64 0, i32 1
  %lanes.at161 = getelementptr inbounds { i8, i8, i16 }, ptr %dtype.at158, i64 0, i32 2
  %code162 = load i8, ptr %dtype.at158, align 1
  %bits163 = load i8, ptr %bits.at160, align 1
  %lanes164 = load i16, ptr %lanes.at161, align 2
  %code.ok165 = icmp eq i8 %code162, 0
  %bits.ok166 = icmp eq i8 %bits163, 32
  %lanes.ok167 = icmp eq i16 %lanes164, 1
  %dtype.ok168 = and i1 %code.ok165, %bits.ok166
  %dtype.ok169 = and i1 %dtype.ok168, %lanes.ok167
  br i1 %dtype.ok169, label %check21.ok, label %check21.fail

check21.fail:                                     ; preds = %check20.ok
  %lanes172 = zext i16 %lanes164 to i64
  %code170 = zext i8 %code162 to i64
  store ptr @.str.26, ptr %message.parts, align 8
  %end.i626 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i626, align 1
  br label %digit.i635

digit.i635:                                       ; preds = %digit.i635, %check21.fail
  %remaining.i627 = phi i64 [ %code170, %check21.fail ], [ %rest.i633, %digit.i635 ]
  %cursor.i628 = phi ptr [ %end.i626, %check21.fail ], [ %digit.at.i629, %digit.i635 ]
  %digit.at.i629 = getelementptr inbounds i8, ptr %cursor.i628, i64 -1
  %digit1.i630 = urem i64 %remaining.i627, 10
  %digit.byte.i631 = trunc i64 %digit1.i630 to i8
  %ascii.i632 = or i8 %digit.byte.i631, 48
  store i8 %ascii.i632, ptr %digit.at.i629, align 1
  %rest.i633 = udiv i64 %remaining.i627, 10
  %more.not.i634 = icmp ult i64 %remaining.i627, 10
  br i1 %more.not.i634, label %__modlink_format_i64.exit638, label %digit.i635

__modlink_format_i64.exit638:                     ; preds = %digit.i635
  %bits171 = zext i8 %bits163 to i64
  %part175 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %digit.at.i629, ptr %part175, align 8
  %part176 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.10, ptr %part176, align 8
  %end.i640 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i640, align 1
  br label %digit.i649

digit.i649:                                       ; preds = %digit.i649, %__modlink_format_i64.exit638
  %remaining.i641 = phi i64 [ %bits171, %__modlink_format_i64.exit638 ], [ %rest.i647, %digit.i649 ]
  %cursor.i642 = phi ptr [ %end.i640, %__modlink_format_i64.exit638 ], [ %digit.at.i643, %digit.i649 ]
  %digit.at.i643 = getelementptr inbounds i8, ptr %cursor.i642, i64 -1
  %digit1.i644 = urem i64 %remaining.i641, 10
  %digit.byte.i645 = trunc i64 %digit1.i644 to i8
  %ascii.i646 = or i8 %digit.byte.i645, 48
  store i8 %ascii.i646, ptr %digit.at.i643, align 1
  %rest.i647 = udiv i64 %remaining.i641, 10
  %more.not.i648 = icmp ult i64 %remaining.i641, 10
  br i1 %more.not.i648, label %__modlink_format_i64.exit652, label %digit.i649

__modlink_format_i64.exit652:                     ; preds = %digit.i649
  %part178 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i643, ptr %part178, align 8
  %part179 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 4
  store ptr @.str.11, ptr %part179, align 8
  %end.i654 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i654, align 1
  br label %digit.i663

digit.i663:                                       ; preds = %digit.i663, %__modlink_format_i64.exit652
  %remaining.i655 = phi i64 [ %lanes172, %__modlink_format_i64.exit652 ], [ %rest.i661, %digit.i663 ]
  %cursor.i656 = phi ptr [ %end.i654, %__modlink_format_i64.exit652 ], [ %digit.at.i657, %digit.i663 ]
  %digit.at.i657 = getelementptr inbounds i8, ptr %cursor.i656, i64 -1
  %digit1.i658 = urem i64 %remaining.i655, 10
  %digit.byte.i659 = trunc i64 %digit1.i658 to i8
  %ascii.i660 = or i8 %digit.byte.i659, 48
  store i8 %ascii.i660, ptr %digit.at.i657, align 1
  %rest.i661 = udiv i64 %remaining.i655, 10
  %more.not.i662 = icmp ult i64 %remaining.i655, 10
  br i1 %more.not.i662, label %__modlink_format_i64.exit666, label %digit.i663

__modlink_format_i64.exit666:                     ; preds = %digit.i663
  %part181 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 5
  store ptr %digit.at.i657, ptr %part181, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i667

call.i667:                                        ; preds = %__modlink_format_i64.exit666
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check21.ok:                                       ; preds = %check20.ok
  %device.at182 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Mask.dltensor, i64 0, i32 1
  %Mask.device_type = load i32, ptr %device.at182, align 4
  %device.ok183 = icmp eq i32 %Mask.device_type, 1
  br i1 %device.ok183, label %check22.ok, label %check22.fail

check22.fail:                                     ; preds = %check21.ok
  store ptr @.str.27, ptr %message.parts, align 8
  %12 = tail call i32 @llvm.abs.i32(i32 %Mask.device_type, i1 false)
  %mag.i669 = zext i32 %12 to i64
  %end.i670 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i670, align 1
  br label %digit.i679

digit.i679:                                       ; preds = %digit.i679, %check22.fail
  %remaining.i671 = phi i64 [ %mag.i669, %check22.fail ], [ %rest.i677, %digit.i679 ]
  %cursor.i672 = phi ptr [ %end.i670, %check22.fail ], [ %digit.at.i673, %digit.i679 ]
  %digit.at.i673 = getelementptr inbounds i8, ptr %cursor.i672, i64 -1
  %digit1.i674 = urem i64 %remaining.i671, 10
  %digit.byte.i675 = trunc i64 %digit1.i674 to i8
  %ascii.i676 = or i8 %digit.byte.i675, 48
  store i8 %ascii.i676, ptr %digit.at.i673, align 1
  %rest.i677 = udiv i64 %remaining.i671, 10
  %more.not.i678 = icmp ult i64 %remaining.i671, 10
  br i1 %more.not.i678, label %digits.done.i681, label %digit.i679

digits.done.i681:                                 ; preds = %digit.i679
  %neg.i680 = icmp slt i32 %Mask.device_type, 0
  br i1 %neg.i680, label %sign.i683, label %__modlink_format_i64.exit685

sign.i683:                                        ; preds = %digits.done.i681
  %sign.at.i682 = getelementptr inbounds i8, ptr %cursor.i672, i64 -2
  store i8 45, ptr %sign.at.i682, align 1
  br label %__modlink_format_i64.exit685

__modlink_format_i64.exit685:                     ; preds = %digits.done.i681, %sign.i683
  %start.i684 = phi ptr [ %digit.at.i673, %digits.done.i681 ], [ %sign.at.i682, %sign.i683 ]
  %part187 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i684, ptr %part187, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i686

call.i686:                                        ; preds = %__modlink_format_i64.exit685
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check22.ok:                                       ; preds = %check21.ok
  %shape.at188 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Mask.dltensor, i64 0, i32 4
  %Mask.shape = load ptr, ptr %shape.at188, align 8
  %Mask.shape0 = load i64, ptr %Mask.shape, align 8
  %extent.ok190 = icmp eq i64 %Mask.shape0, %X.shape0
  br i1 %extent.ok190, label %check23.ok, label %check23.fail

check23.fail:                                     ; preds = %check22.ok
  store ptr @.str.28, ptr %message.parts, align 8
  %mag.i688 = tail call i64 @llvm.abs.i64(i64 %Mask.shape0, i1 false)
  %end.i689 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i689, align 1
  br label %digit.i698

digit.i698:                                       ; preds = %digit.i698, %check23.fail
  %remaining.i690 = phi i64 [ %mag.i688, %check23.fail ], [ %rest.i696, %digit.i698 ]
  %cursor.i691 = phi ptr [ %end.i689, %check23.fail ], [ %digit.at.i692, %digit.i698 ]
  %digit.at.i692 = getelementptr inbounds i8, ptr %cursor.i691, i64 -1
  %digit1.i693 = urem i64 %remaining.i690, 10
  %digit.byte.i694 = trunc i64 %digit1.i693 to i8
  %ascii.i695 = or i8 %digit.byte.i694, 48
  store i8 %ascii.i695, ptr %digit.at.i692, align 1
  %rest.i696 = udiv i64 %remaining.i690, 10
  %more.not.i697 = icmp ult i64 %remaining.i690, 10
  br i1 %more.not.i697, label %digits.done.i700, label %digit.i698

digits.done.i700:                                 ; preds = %digit.i698
  %neg.i699 = icmp slt i64 %Mask.shape0, 0
  br i1 %neg.i699, label %sign.i702, label %__modlink_format_i64.exit704

sign.i702:                                        ; preds = %digits.done.i700
  %sign.at.i701 = getelementptr inbounds i8, ptr %cursor.i691, i64 -2
  store i8 45, ptr %sign.at.i701, align 1
  br label %__modlink_format_i64.exit704

__modlink_format_i64.exit704:                     ; preds = %digits.done.i700, %sign.i702
  %start.i703 = phi ptr [ %digit.at.i692, %digits.done.i700 ], [ %sign.at.i701, %sign.i702 ]
  %part193 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i703, ptr %part193, align 8
  %part194 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.21, ptr %part194, align 8
  %mag.i705 = call i64 @llvm.abs.i64(i64 %X.shape0, i1 false)
  %end.i706 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i706, align 1
  br label %digit.i715

digit.i715:                                       ; preds = %digit.i715, %__modlink_format_i64.exit704
  %remaining.i707 = phi i64 [ %mag.i705, %__modlink_format_i64.exit704 ], [ %rest.i713, %digit.i715 ]
  %cursor.i708 = phi ptr [ %end.i706, %__modlink_format_i64.exit704 ], [ %digit.at.i709, %digit.i715 ]
  %digit.at.i709 = getelementptr inbounds i8, ptr %cursor.i708, i64 -1
  %digit1.i710 = urem i64 %remaining.i707, 10
  %digit.byte.i711 = trunc i64 %digit1.i710 to i8
  %ascii.i712 = or i8 %digit.byte.i711, 48
  store i8 %ascii.i712, ptr %digit.at.i709, align 1
  %rest.i713 = udiv i64 %remaining.i707, 10
  %more.not.i714 = icmp ult i64 %remaining.i707, 10
  br i1 %more.not.i714, label %digits.done.i717, label %digit.i715

digits.done.i717:                                 ; preds = %digit.i715
  %neg.i716 = icmp slt i64 %X.shape0, 0
  br i1 %neg.i716, label %sign.i719, label %__modlink_format_i64.exit721

sign.i719:                                        ; preds = %digits.done.i717
  %sign.at.i718 = getelementptr inbounds i8, ptr %cursor.i708, i64 -2
  store i8 45, ptr %sign.at.i718, align 1
  br label %__modlink_format_i64.exit721

__modlink_format_i64.exit721:                     ; preds = %digits.done.i717, %sign.i719
  %start.i720 = phi ptr [ %digit.at.i709, %digits.done.i717 ], [ %sign.at.i718, %sign.i719 ]
  %part196 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %start.i720, ptr %part196, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i722

call.i722:                                        ; preds = %__modlink_format_i64.exit721
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check23.ok:                                       ; preds = %check22.ok
  %strides.at197 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Mask.dltensor, i64 0, i32 5
  %Mask.strides = load ptr, ptr %strides.at197, align 8
  %has_strides198.not = icmp eq ptr %Mask.strides, null
  br i1 %has_strides198.not, label %Mask.strides.done, label %Mask.strides.check

Mask.strides.check:                               ; preds = %check23.ok
  %Mask.stride0 = load i64, ptr %Mask.strides, align 8
  %stride.ok200 = icmp eq i64 %Mask.stride0, 1
  %unit201 = icmp eq i64 %X.shape0, 1
  %stride.ok202 = or i1 %unit201, %stride.ok200
  br i1 %stride.ok202, label %Mask.strides.done, label %check24.fail

Mask.strides.done:                                ; preds = %Mask.strides.check, %check23.ok
  %data211 = load ptr, ptr %Mask.dltensor, align 8
  %byte_offset.at212 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Mask.dltensor, i64 0, i32 6
  %byte_offset213 = load i64, ptr %byte_offset.at212, align 8
  %Mask.data = getelementptr i8, ptr %data211, i64 %byte_offset213
  %more6.i = icmp sgt i64 %X.shape0, 0
  br i1 %more6.i, label %for.i.body.lr.ph.i, label %common.ret

for.i.body.lr.ph.i:                               ; preds = %Mask.strides.done
  %cast.i = sitofp i32 %k to double
  %min.iters.check = icmp ult i64 %X.shape0, 12
  br i1 %min.iters.check, label %for.i.body.i.preheader, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.i.body.lr.ph.i
  %13 = shl i64 %X.shape0, 3
  %14 = add i64 %byte_offset138, %13
  %uglygep = getelementptr i8, ptr %data136, i64 %14
  %15 = shl i64 %X.shape0, 2
  %16 = add i64 %byte_offset213, %15
  %uglygep756 = getelementptr i8, ptr %data211, i64 %16
  %17 = add i64 %byte_offset, %13
  %uglygep757 = getelementptr i8, ptr %data, i64 %17
  %bound0 = icmp ult ptr %Y.data, %uglygep756
  %bound1 = icmp ult ptr %Mask.data, %uglygep
  %found.conflict = and i1 %bound0, %bound1
  %bound0758 = icmp ult ptr %Y.data, %uglygep757
  %bound1759 = icmp ult ptr %X.data, %uglygep
  %found.conflict760 = and i1 %bound0758, %bound1759
  %conflict.rdx = or i1 %found.conflict, %found.conflict760
  %bound0761 = icmp ult ptr %Mask.data, %uglygep757
  %bound1762 = icmp ult ptr %X.data, %uglygep756
  %found.conflict763 = and i1 %bound0761, %bound1762
  %conflict.rdx764 = or i1 %conflict.rdx, %found.conflict763
  br i1 %conflict.rdx764, label %for.i.body.i.preheader, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %X.shape0, -4
  %broadcast.splatinsert = insertelement <2 x double> poison, double %cast.i, i64 0
  %broadcast.splat = shufflevector <2 x double> %broadcast.splatinsert, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert766 = insertelement <2 x double> poison, double %cast.i, i64 0
  %broadcast.splat767 = shufflevector <2 x double> %broadcast.splatinsert766, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert768 = insertelement <2 x double> poison, double %lo.f64, i64 0
  %broadcast.splat769 = shufflevector <2 x double> %broadcast.splatinsert768, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert770 = insertelement <2 x double> poison, double %lo.f64, i64 0
  %broadcast.splat771 = shufflevector <2 x double> %broadcast.splatinsert770, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert772 = insertelement <2 x double> poison, double %hi.f64, i64 0
  %broadcast.splat773 = shufflevector <2 x double> %broadcast.splatinsert772, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert774 = insertelement <2 x double> poison, double %hi.f64, i64 0
  %broadcast.splat775 = shufflevector <2 x double> %broadcast.splatinsert774, <2 x double> poison, <2 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %18 = getelementptr inbounds double, ptr %X.data, i64 %index
  %wide.load = load <2 x double>, ptr %18, align 8, !alias.scope !12
  %19 = getelementptr inbounds double, ptr %18, i64 2
  %wide.load765 = load <2 x double>, ptr %19, align 8, !alias.scope !12
  %20 = fmul <2 x double> %wide.load, %broadcast.splat
  %21 = fmul <2 x double> %wide.load765, %broadcast.splat767
  %22 = getelementptr inbounds double, ptr %Y.data, i64 %index
  %23 = fcmp olt <2 x double> %20, %broadcast.splat769
  %24 = fcmp olt <2 x double> %21, %broadcast.splat771
  %25 = fcmp ogt <2 x double> %20, %broadcast.splat773
  %26 = fcmp ogt <2 x double> %21, %broadcast.splat775
  %27 = select <2 x i1> %25, <2 x double> %broadcast.splat773, <2 x double> %20
  %28 = select <2 x i1> %26, <2 x double> %broadcast.splat775, <2 x double> %21
  %29 = select <2 x i1> %23, <2 x double> %broadcast.splat769, <2 x double> %27
  %30 = select <2 x i1> %24, <2 x double> %broadcast.splat771, <2 x double> %28
  store <2 x double> %29, ptr %22, align 8, !alias.scope !15, !noalias !17
  %31 = getelementptr inbounds double, ptr %22, i64 2
  store <2 x double> %30, ptr %31, align 8, !alias.scope !15, !noalias !17
  %32 = select <2 x i1> %23, <2 x i1> <i1 true, i1 true>, <2 x i1> %25
  %33 = select <2 x i1> %24, <2 x i1> <i1 true, i1 true>, <2 x i1> %26
  %34 = zext <2 x i1> %32 to <2 x i32>
  %35 = zext <2 x i1> %33 to <2 x i32>
  %36 = getelementptr inbounds i32, ptr %Mask.data, i64 %index
  store <2 x i32> %34, ptr %36, align 4, !alias.scope !19, !noalias !12
  %37 = getelementptr inbounds i32, ptr %36, i64 2
  store <2 x i32> %35, ptr %37, align 4, !alias.scope !19, !noalias !12
  %index.next = add nuw i64 %index, 4
  %38 = icmp eq i64 %index.next, %n.vec
  br i1 %38, label %middle.block, label %vector.body, !llvm.loop !20

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %X.shape0, %n.vec
  br i1 %cmp.n, label %common.ret, label %for.i.body.i.preheader

for.i.body.i.preheader:                           ; preds = %vector.memcheck, %for.i.body.lr.ph.i, %middle.block
  %i.addr.07.i.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.i.body.lr.ph.i ], [ %n.vec, %middle.block ]
  br label %for.i.body.i

for.i.body.i:                                     ; preds = %for.i.body.i.preheader, %for.i.body.i
  %i.addr.07.i = phi i64 [ %i.next.i, %for.i.body.i ], [ %i.addr.07.i.ph, %for.i.body.i.preheader ]
  %X.addr.i = getelementptr inbounds double, ptr %X.data, i64 %i.addr.07.i
  %X.elem.i = load double, ptr %X.addr.i, align 8
  %v.i = fmul double %X.elem.i, %cast.i
  %Y.addr.i = getelementptr inbounds double, ptr %Y.data, i64 %i.addr.07.i
  %cmp.i = fcmp olt double %v.i, %lo.f64
  %cmp1.i = fcmp ogt double %v.i, %hi.f64
  %select.i = select i1 %cmp1.i, double %hi.f64, double %v.i
  %select2.i = select i1 %cmp.i, double %lo.f64, double %select.i
  store double %select2.i, ptr %Y.addr.i, align 8
  %or.i = select i1 %cmp.i, i1 true, i1 %cmp1.i
  %spec.select.i = zext i1 %or.i to i32
  %39 = getelementptr inbounds i32, ptr %Mask.data, i64 %i.addr.07.i
  store i32 %spec.select.i, ptr %39, align 4
  %i.next.i = add nuw nsw i64 %i.addr.07.i, 1
  %exitcond.not.i = icmp eq i64 %i.next.i, %X.shape0
  br i1 %exitcond.not.i, label %common.ret, label %for.i.body.i, !llvm.loop !21

check24.fail:                                     ; preds = %Mask.strides.check
  store ptr @.str.29, ptr %message.parts, align 8
  %mag.i724 = tail call i64 @llvm.abs.i64(i64 %Mask.stride0, i1 false)
  %end.i725 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i725, align 1
  br label %digit.i734

digit.i734:                                       ; preds = %digit.i734, %check24.fail
  %remaining.i726 = phi i64 [ %mag.i724, %check24.fail ], [ %rest.i732, %digit.i734 ]
  %cursor.i727 = phi ptr [ %end.i725, %check24.fail ], [ %digit.at.i728, %digit.i734 ]
  %digit.at.i728 = getelementptr inbounds i8, ptr %cursor.i727, i64 -1
  %digit1.i729 = urem i64 %remaining.i726, 10
  %digit.byte.i730 = trunc i64 %digit1.i729 to i8
  %ascii.i731 = or i8 %digit.byte.i730, 48
  store i8 %ascii.i731, ptr %digit.at.i728, align 1
  %rest.i732 = udiv i64 %remaining.i726, 10
  %more.not.i733 = icmp ult i64 %remaining.i726, 10
  br i1 %more.not.i733, label %digits.done.i736, label %digit.i734

digits.done.i736:                                 ; preds = %digit.i734
  %neg.i735 = icmp slt i64 %Mask.stride0, 0
  br i1 %neg.i735, label %sign.i738, label %__modlink_format_i64.exit740

sign.i738:                                        ; preds = %digits.done.i736
  %sign.at.i737 = getelementptr inbounds i8, ptr %cursor.i727, i64 -2
  store i8 45, ptr %sign.at.i737, align 1
  br label %__modlink_format_i64.exit740

__modlink_format_i64.exit740:                     ; preds = %digits.done.i736, %sign.i738
  %start.i739 = phi ptr [ %digit.at.i728, %digits.done.i736 ], [ %sign.at.i737, %sign.i738 ]
  %part205 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i739, ptr %part205, align 8
  %part206 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.14, ptr %part206, align 8
  %end.i741 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i741, align 1
  %digit.at.i744 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i744, align 1
  %part208 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i744, ptr %part208, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i754

call.i754:                                        ; preds = %__modlink_format_i64.exit740
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret
}

declare extern_weak void @TVMFFIErrorSetRaisedFromCStrParts(ptr, ptr, i32)

define weak i32 @__tvm_ffi_main(ptr %self, ptr %args, i32 %num_args, ptr %result) local_unnamed_addr {
entry:
  %status = tail call i32 @__tvm_ffi_clamp_scale(ptr poison, ptr %args, i32 %num_args, ptr poison)
  ret i32 %status
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.abs.i64(i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #1

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = !{!1}
!1 = distinct !{!1, !2}
!2 = distinct !{!2, !"LVerDomain"}
!3 = !{!4}
!4 = distinct !{!4, !2}
!5 = !{!6, !1}
!6 = distinct !{!6, !2}
!7 = !{!6}
!8 = distinct !{!8, !9, !10}
!9 = !{!"llvm.loop.isvectorized", i32 1}
!10 = !{!"llvm.loop.unroll.runtime.disable"}
!11 = distinct !{!11, !9}
!12 = !{!13}
!13 = distinct !{!13, !14}
!14 = distinct !{!14, !"LVerDomain"}
!15 = !{!16}
!16 = distinct !{!16, !14}
!17 = !{!18, !13}
!18 = distinct !{!18, !14}
!19 = !{!18}
!20 = distinct !{!20, !9, !10}
!21 = distinct !{!21, !9}
