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

common.ret:                                       ; preds = %for.i.body.i, %middle.block, %call.i742, %__modlink_format_i64.exit728, %Mask.strides.done, %call.i710, %__modlink_format_i64.exit709, %call.i674, %__modlink_format_i64.exit673, %call.i655, %__modlink_format_i64.exit654, %call.i611, %__modlink_format_i64.exit610, %call.i592, %check19.fail, %call.i590, %__modlink_format_i64.exit589, %call.i571, %__modlink_format_i64.exit557, %call.i539, %__modlink_format_i64.exit538, %call.i503, %__modlink_format_i64.exit502, %call.i484, %__modlink_format_i64.exit483, %call.i440, %__modlink_format_i64.exit439, %call.i421, %check12.fail, %call.i419, %__modlink_format_i64.exit418, %call.i400, %__modlink_format_i64.exit386, %call.i368, %__modlink_format_i64.exit367, %call.i349, %__modlink_format_i64.exit348, %call.i305, %__modlink_format_i64.exit304, %call.i286, %check6.fail, %call.i284, %__modlink_format_i64.exit283, %call.i265, %__modlink_format_i64.exit264, %call.i246, %__modlink_format_i64.exit245, %call.i227, %__modlink_format_i64.exit226, %call.i, %__modlink_format_i64.exit
  %common.ret.op = phi i32 [ -1, %__modlink_format_i64.exit ], [ -1, %call.i ], [ -1, %__modlink_format_i64.exit226 ], [ -1, %call.i227 ], [ -1, %__modlink_format_i64.exit245 ], [ -1, %call.i246 ], [ -1, %__modlink_format_i64.exit264 ], [ -1, %call.i265 ], [ -1, %__modlink_format_i64.exit283 ], [ -1, %call.i284 ], [ -1, %check6.fail ], [ -1, %call.i286 ], [ -1, %__modlink_format_i64.exit304 ], [ -1, %call.i305 ], [ -1, %__modlink_format_i64.exit348 ], [ -1, %call.i349 ], [ -1, %__modlink_format_i64.exit367 ], [ -1, %call.i368 ], [ -1, %__modlink_format_i64.exit386 ], [ -1, %call.i400 ], [ -1, %__modlink_format_i64.exit418 ], [ -1, %call.i419 ], [ -1, %check12.fail ], [ -1, %call.i421 ], [ -1, %__modlink_format_i64.exit439 ], [ -1, %call.i440 ], [ -1, %__modlink_format_i64.exit483 ], [ -1, %call.i484 ], [ -1, %__modlink_format_i64.exit502 ], [ -1, %call.i503 ], [ -1, %__modlink_format_i64.exit538 ], [ -1, %call.i539 ], [ -1, %__modlink_format_i64.exit557 ], [ -1, %call.i571 ], [ -1, %__modlink_format_i64.exit589 ], [ -1, %call.i590 ], [ -1, %check19.fail ], [ -1, %call.i592 ], [ -1, %__modlink_format_i64.exit610 ], [ -1, %call.i611 ], [ -1, %__modlink_format_i64.exit654 ], [ -1, %call.i655 ], [ -1, %__modlink_format_i64.exit673 ], [ -1, %call.i674 ], [ -1, %__modlink_format_i64.exit709 ], [ -1, %call.i710 ], [ 0, %Mask.strides.done ], [ -1, %__modlink_format_i64.exit728 ], [ -1, %call.i742 ], [ 0, %middle.block ], [ 0, %for.i.body.i ]
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
  %mag.i210 = zext i32 %1 to i64
  %end.i211 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i211, align 1
  br label %digit.i220

digit.i220:                                       ; preds = %digit.i220, %check2.fail
  %remaining.i212 = phi i64 [ %mag.i210, %check2.fail ], [ %rest.i218, %digit.i220 ]
  %cursor.i213 = phi ptr [ %end.i211, %check2.fail ], [ %digit.at.i214, %digit.i220 ]
  %digit.at.i214 = getelementptr inbounds i8, ptr %cursor.i213, i64 -1
  %digit1.i215 = urem i64 %remaining.i212, 10
  %digit.byte.i216 = trunc i64 %digit1.i215 to i8
  %ascii.i217 = or i8 %digit.byte.i216, 48
  store i8 %ascii.i217, ptr %digit.at.i214, align 1
  %rest.i218 = udiv i64 %remaining.i212, 10
  %more.not.i219 = icmp ult i64 %remaining.i212, 10
  br i1 %more.not.i219, label %digits.done.i222, label %digit.i220

digits.done.i222:                                 ; preds = %digit.i220
  %neg.i221 = icmp slt i32 %lo.type_index, 0
  br i1 %neg.i221, label %sign.i224, label %__modlink_format_i64.exit226

sign.i224:                                        ; preds = %digits.done.i222
  %sign.at.i223 = getelementptr inbounds i8, ptr %cursor.i213, i64 -2
  store i8 45, ptr %sign.at.i223, align 1
  br label %__modlink_format_i64.exit226

__modlink_format_i64.exit226:                     ; preds = %digits.done.i222, %sign.i224
  %start.i225 = phi ptr [ %digit.at.i214, %digits.done.i222 ], [ %sign.at.i223, %sign.i224 ]
  %part6 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i225, ptr %part6, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i227

call.i227:                                        ; preds = %__modlink_format_i64.exit226
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check2.ok:                                        ; preds = %check1.ok
  %is3 = icmp eq i32 %lo.type_index, 3
  %lo.value = getelementptr inbounds i8, ptr %args, i64 8
  %lo.int = load i64, ptr %lo.value, align 8
  %lo.float.cast = bitcast i64 %lo.int to double
  %converted = sitofp i64 %lo.int to double
  %lo.f64 = select i1 %is3, double %lo.float.cast, double %converted
  %hi.any = getelementptr inbounds i8, ptr %args, i64 16
  %hi.type_index = load i32, ptr %hi.any, align 4
  %hi.type_index.off = add i32 %hi.type_index, -1
  %switch208 = icmp ult i32 %hi.type_index.off, 3
  br i1 %switch208, label %check3.ok, label %check3.fail

check3.fail:                                      ; preds = %check2.ok
  store ptr @.str.4, ptr %message.parts, align 8
  %2 = tail call i32 @llvm.abs.i32(i32 %hi.type_index, i1 false)
  %mag.i229 = zext i32 %2 to i64
  %end.i230 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i230, align 1
  br label %digit.i239

digit.i239:                                       ; preds = %digit.i239, %check3.fail
  %remaining.i231 = phi i64 [ %mag.i229, %check3.fail ], [ %rest.i237, %digit.i239 ]
  %cursor.i232 = phi ptr [ %end.i230, %check3.fail ], [ %digit.at.i233, %digit.i239 ]
  %digit.at.i233 = getelementptr inbounds i8, ptr %cursor.i232, i64 -1
  %digit1.i234 = urem i64 %remaining.i231, 10
  %digit.byte.i235 = trunc i64 %digit1.i234 to i8
  %ascii.i236 = or i8 %digit.byte.i235, 48
  store i8 %ascii.i236, ptr %digit.at.i233, align 1
  %rest.i237 = udiv i64 %remaining.i231, 10
  %more.not.i238 = icmp ult i64 %remaining.i231, 10
  br i1 %more.not.i238, label %digits.done.i241, label %digit.i239

digits.done.i241:                                 ; preds = %digit.i239
  %neg.i240 = icmp slt i32 %hi.type_index, 0
  br i1 %neg.i240, label %sign.i243, label %__modlink_format_i64.exit245

sign.i243:                                        ; preds = %digits.done.i241
  %sign.at.i242 = getelementptr inbounds i8, ptr %cursor.i232, i64 -2
  store i8 45, ptr %sign.at.i242, align 1
  br label %__modlink_format_i64.exit245

__modlink_format_i64.exit245:                     ; preds = %digits.done.i241, %sign.i243
  %start.i244 = phi ptr [ %digit.at.i233, %digits.done.i241 ], [ %sign.at.i242, %sign.i243 ]
  %part15 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i244, ptr %part15, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i246

call.i246:                                        ; preds = %__modlink_format_i64.exit245
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check3.ok:                                        ; preds = %check2.ok
  %is9 = icmp eq i32 %hi.type_index, 3
  %hi.value = getelementptr inbounds i8, ptr %args, i64 24
  %hi.int = load i64, ptr %hi.value, align 8
  %hi.float.cast = bitcast i64 %hi.int to double
  %converted16 = sitofp i64 %hi.int to double
  %hi.f64 = select i1 %is9, double %hi.float.cast, double %converted16
  %k.any = getelementptr inbounds i8, ptr %args, i64 32
  %k.type_index = load i32, ptr %k.any, align 4
  %k.type_index.off = add i32 %k.type_index, -1
  %switch209 = icmp ult i32 %k.type_index.off, 2
  br i1 %switch209, label %check4.ok, label %check4.fail

check4.fail:                                      ; preds = %check3.ok
  store ptr @.str.5, ptr %message.parts, align 8
  %3 = tail call i32 @llvm.abs.i32(i32 %k.type_index, i1 false)
  %mag.i248 = zext i32 %3 to i64
  %end.i249 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i249, align 1
  br label %digit.i258

digit.i258:                                       ; preds = %digit.i258, %check4.fail
  %remaining.i250 = phi i64 [ %mag.i248, %check4.fail ], [ %rest.i256, %digit.i258 ]
  %cursor.i251 = phi ptr [ %end.i249, %check4.fail ], [ %digit.at.i252, %digit.i258 ]
  %digit.at.i252 = getelementptr inbounds i8, ptr %cursor.i251, i64 -1
  %digit1.i253 = urem i64 %remaining.i250, 10
  %digit.byte.i254 = trunc i64 %digit1.i253 to i8
  %ascii.i255 = or i8 %digit.byte.i254, 48
  store i8 %ascii.i255, ptr %digit.at.i252, align 1
  %rest.i256 = udiv i64 %remaining.i250, 10
  %more.not.i257 = icmp ult i64 %remaining.i250, 10
  br i1 %more.not.i257, label %digits.done.i260, label %digit.i258

digits.done.i260:                                 ; preds = %digit.i258
  %neg.i259 = icmp slt i32 %k.type_index, 0
  br i1 %neg.i259, label %sign.i262, label %__modlink_format_i64.exit264

sign.i262:                                        ; preds = %digits.done.i260
  %sign.at.i261 = getelementptr inbounds i8, ptr %cursor.i251, i64 -2
  store i8 45, ptr %sign.at.i261, align 1
  br label %__modlink_format_i64.exit264

__modlink_format_i64.exit264:                     ; preds = %digits.done.i260, %sign.i262
  %start.i263 = phi ptr [ %digit.at.i252, %digits.done.i260 ], [ %sign.at.i261, %sign.i262 ]
  %part24 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i263, ptr %part24, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i265

call.i265:                                        ; preds = %__modlink_format_i64.exit264
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
  %mag.i267 = zext i32 %4 to i64
  %end.i268 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i268, align 1
  br label %digit.i277

digit.i277:                                       ; preds = %digit.i277, %check5.fail
  %remaining.i269 = phi i64 [ %mag.i267, %check5.fail ], [ %rest.i275, %digit.i277 ]
  %cursor.i270 = phi ptr [ %end.i268, %check5.fail ], [ %digit.at.i271, %digit.i277 ]
  %digit.at.i271 = getelementptr inbounds i8, ptr %cursor.i270, i64 -1
  %digit1.i272 = urem i64 %remaining.i269, 10
  %digit.byte.i273 = trunc i64 %digit1.i272 to i8
  %ascii.i274 = or i8 %digit.byte.i273, 48
  store i8 %ascii.i274, ptr %digit.at.i271, align 1
  %rest.i275 = udiv i64 %remaining.i269, 10
  %more.not.i276 = icmp ult i64 %remaining.i269, 10
  br i1 %more.not.i276, label %digits.done.i279, label %digit.i277

digits.done.i279:                                 ; preds = %digit.i277
  %neg.i278 = icmp slt i32 %X.type_index, 0
  br i1 %neg.i278, label %sign.i281, label %__modlink_format_i64.exit283

sign.i281:                                        ; preds = %digits.done.i279
  %sign.at.i280 = getelementptr inbounds i8, ptr %cursor.i270, i64 -2
  store i8 45, ptr %sign.at.i280, align 1
  br label %__modlink_format_i64.exit283

__modlink_format_i64.exit283:                     ; preds = %digits.done.i279, %sign.i281
  %start.i282 = phi ptr [ %digit.at.i271, %digits.done.i279 ], [ %sign.at.i280, %sign.i281 ]
  %part32 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i282, ptr %part32, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i284

call.i284:                                        ; preds = %__modlink_format_i64.exit283
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check5.ok:                                        ; preds = %check4.ok, %check4.ok, %check4.ok
  %is27 = icmp eq i32 %X.type_index, 70
  %X.value = getelementptr inbounds i8, ptr %args, i64 56
  %X.ptr = load ptr, ptr %X.value, align 8
  %X.dltensor.idx = select i1 %is27, i64 24, i64 0
  %X.dltensor = getelementptr i8, ptr %X.ptr, i64 %X.dltensor.idx
  %null.not = icmp eq ptr %X.ptr, null
  br i1 %null.not, label %check6.fail, label %check6.ok

check6.fail:                                      ; preds = %check5.ok
  store ptr @.str.7, ptr %message.parts, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i286

call.i286:                                        ; preds = %check6.fail
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
  %mag.i288 = zext i32 %5 to i64
  %end.i289 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i289, align 1
  br label %digit.i298

digit.i298:                                       ; preds = %digit.i298, %check7.fail
  %remaining.i290 = phi i64 [ %mag.i288, %check7.fail ], [ %rest.i296, %digit.i298 ]
  %cursor.i291 = phi ptr [ %end.i289, %check7.fail ], [ %digit.at.i292, %digit.i298 ]
  %digit.at.i292 = getelementptr inbounds i8, ptr %cursor.i291, i64 -1
  %digit1.i293 = urem i64 %remaining.i290, 10
  %digit.byte.i294 = trunc i64 %digit1.i293 to i8
  %ascii.i295 = or i8 %digit.byte.i294, 48
  store i8 %ascii.i295, ptr %digit.at.i292, align 1
  %rest.i296 = udiv i64 %remaining.i290, 10
  %more.not.i297 = icmp ult i64 %remaining.i290, 10
  br i1 %more.not.i297, label %digits.done.i300, label %digit.i298

digits.done.i300:                                 ; preds = %digit.i298
  %neg.i299 = icmp slt i32 %X.ndim, 0
  br i1 %neg.i299, label %sign.i302, label %__modlink_format_i64.exit304

sign.i302:                                        ; preds = %digits.done.i300
  %sign.at.i301 = getelementptr inbounds i8, ptr %cursor.i291, i64 -2
  store i8 45, ptr %sign.at.i301, align 1
  br label %__modlink_format_i64.exit304

__modlink_format_i64.exit304:                     ; preds = %digits.done.i300, %sign.i302
  %start.i303 = phi ptr [ %digit.at.i292, %digits.done.i300 ], [ %sign.at.i301, %sign.i302 ]
  %part36 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i303, ptr %part36, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i305

call.i305:                                        ; preds = %__modlink_format_i64.exit304
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
  %dtype.ok37 = and i1 %dtype.ok, %lanes.ok
  br i1 %dtype.ok37, label %check8.ok, label %check8.fail

check8.fail:                                      ; preds = %check7.ok
  %lanes40 = zext i16 %lanes to i64
  %code38 = zext i8 %code to i64
  store ptr @.str.9, ptr %message.parts, align 8
  %end.i308 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i308, align 1
  br label %digit.i317

digit.i317:                                       ; preds = %digit.i317, %check8.fail
  %remaining.i309 = phi i64 [ %code38, %check8.fail ], [ %rest.i315, %digit.i317 ]
  %cursor.i310 = phi ptr [ %end.i308, %check8.fail ], [ %digit.at.i311, %digit.i317 ]
  %digit.at.i311 = getelementptr inbounds i8, ptr %cursor.i310, i64 -1
  %digit1.i312 = urem i64 %remaining.i309, 10
  %digit.byte.i313 = trunc i64 %digit1.i312 to i8
  %ascii.i314 = or i8 %digit.byte.i313, 48
  store i8 %ascii.i314, ptr %digit.at.i311, align 1
  %rest.i315 = udiv i64 %remaining.i309, 10
  %more.not.i316 = icmp ult i64 %remaining.i309, 10
  br i1 %more.not.i316, label %__modlink_format_i64.exit320, label %digit.i317

__modlink_format_i64.exit320:                     ; preds = %digit.i317
  %bits39 = zext i8 %bits to i64
  %part43 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %digit.at.i311, ptr %part43, align 8
  %part44 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.10, ptr %part44, align 8
  %end.i322 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i322, align 1
  br label %digit.i331

digit.i331:                                       ; preds = %digit.i331, %__modlink_format_i64.exit320
  %remaining.i323 = phi i64 [ %bits39, %__modlink_format_i64.exit320 ], [ %rest.i329, %digit.i331 ]
  %cursor.i324 = phi ptr [ %end.i322, %__modlink_format_i64.exit320 ], [ %digit.at.i325, %digit.i331 ]
  %digit.at.i325 = getelementptr inbounds i8, ptr %cursor.i324, i64 -1
  %digit1.i326 = urem i64 %remaining.i323, 10
  %digit.byte.i327 = trunc i64 %digit1.i326 to i8
  %ascii.i328 = or i8 %digit.byte.i327, 48
  store i8 %ascii.i328, ptr %digit.at.i325, align 1
  %rest.i329 = udiv i64 %remaining.i323, 10
  %more.not.i330 = icmp ult i64 %remaining.i323, 10
  br i1 %more.not.i330, label %__modlink_format_i64.exit334, label %digit.i331

__modlink_format_i64.exit334:                     ; preds = %digit.i331
  %part46 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i325, ptr %part46, align 8
  %part47 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 4
  store ptr @.str.11, ptr %part47, align 8
  %end.i336 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i336, align 1
  br label %digit.i345

digit.i345:                                       ; preds = %digit.i345, %__modlink_format_i64.exit334
  %remaining.i337 = phi i64 [ %lanes40, %__modlink_format_i64.exit334 ], [ %rest.i343, %digit.i345 ]
  %cursor.i338 = phi ptr [ %end.i336, %__modlink_format_i64.exit334 ], [ %digit.at.i339, %digit.i345 ]
  %digit.at.i339 = getelementptr inbounds i8, ptr %cursor.i338, i64 -1
  %digit1.i340 = urem i64 %remaining.i337, 10
  %digit.byte.i341 = trunc i64 %digit1.i340 to i8
  %ascii.i342 = or i8 %digit.byte.i341, 48
  store i8 %ascii.i342, ptr %digit.at.i339, align 1
  %rest.i343 = udiv i64 %remaining.i337, 10
  %more.not.i344 = icmp ult i64 %remaining.i337, 10
  br i1 %more.not.i344, label %__modlink_format_i64.exit348, label %digit.i345

__modlink_format_i64.exit348:                     ; preds = %digit.i345
  %part49 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 5
  store ptr %digit.at.i339, ptr %part49, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i349

call.i349:                                        ; preds = %__modlink_format_i64.exit348
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
  %mag.i351 = zext i32 %6 to i64
  %end.i352 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i352, align 1
  br label %digit.i361

digit.i361:                                       ; preds = %digit.i361, %check9.fail
  %remaining.i353 = phi i64 [ %mag.i351, %check9.fail ], [ %rest.i359, %digit.i361 ]
  %cursor.i354 = phi ptr [ %end.i352, %check9.fail ], [ %digit.at.i355, %digit.i361 ]
  %digit.at.i355 = getelementptr inbounds i8, ptr %cursor.i354, i64 -1
  %digit1.i356 = urem i64 %remaining.i353, 10
  %digit.byte.i357 = trunc i64 %digit1.i356 to i8
  %ascii.i358 = or i8 %digit.byte.i357, 48
  store i8 %ascii.i358, ptr %digit.at.i355, align 1
  %rest.i359 = udiv i64 %remaining.i353, 10
  %more.not.i360 = icmp ult i64 %remaining.i353, 10
  br i1 %more.not.i360, label %digits.done.i363, label %digit.i361

digits.done.i363:                                 ; preds = %digit.i361
  %neg.i362 = icmp slt i32 %X.device_type, 0
  br i1 %neg.i362, label %sign.i365, label %__modlink_format_i64.exit367

sign.i365:                                        ; preds = %digits.done.i363
  %sign.at.i364 = getelementptr inbounds i8, ptr %cursor.i354, i64 -2
  store i8 45, ptr %sign.at.i364, align 1
  br label %__modlink_format_i64.exit367

__modlink_format_i64.exit367:                     ; preds = %digits.done.i363, %sign.i365
  %start.i366 = phi ptr [ %digit.at.i355, %digits.done.i363 ], [ %sign.at.i364, %sign.i365 ]
  %part52 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i366, ptr %part52, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i368

call.i368:                                        ; preds = %__modlink_format_i64.exit367
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
  %stride.ok53 = or i1 %unit, %stride.ok
  br i1 %stride.ok53, label %X.strides.done, label %check10.fail

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
  %mag.i370 = tail call i64 @llvm.abs.i64(i64 %X.stride0, i1 false)
  %end.i371 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i371, align 1
  br label %digit.i380

digit.i380:                                       ; preds = %digit.i380, %check10.fail
  %remaining.i372 = phi i64 [ %mag.i370, %check10.fail ], [ %rest.i378, %digit.i380 ]
  %cursor.i373 = phi ptr [ %end.i371, %check10.fail ], [ %digit.at.i374, %digit.i380 ]
  %digit.at.i374 = getelementptr inbounds i8, ptr %cursor.i373, i64 -1
  %digit1.i375 = urem i64 %remaining.i372, 10
  %digit.byte.i376 = trunc i64 %digit1.i375 to i8
  %ascii.i377 = or i8 %digit.byte.i376, 48
  store i8 %ascii.i377, ptr %digit.at.i374, align 1
  %rest.i378 = udiv i64 %remaining.i372, 10
  %more.not.i379 = icmp ult i64 %remaining.i372, 10
  br i1 %more.not.i379, label %digits.done.i382, label %digit.i380

digits.done.i382:                                 ; preds = %digit.i380
  %neg.i381 = icmp slt i64 %X.stride0, 0
  br i1 %neg.i381, label %sign.i384, label %__modlink_format_i64.exit386

sign.i384:                                        ; preds = %digits.done.i382
  %sign.at.i383 = getelementptr inbounds i8, ptr %cursor.i373, i64 -2
  store i8 45, ptr %sign.at.i383, align 1
  br label %__modlink_format_i64.exit386

__modlink_format_i64.exit386:                     ; preds = %digits.done.i382, %sign.i384
  %start.i385 = phi ptr [ %digit.at.i374, %digits.done.i382 ], [ %sign.at.i383, %sign.i384 ]
  %part56 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i385, ptr %part56, align 8
  %part57 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.14, ptr %part57, align 8
  %end.i387 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i387, align 1
  %digit.at.i390 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i390, align 1
  %part59 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i390, ptr %part59, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i400

call.i400:                                        ; preds = %__modlink_format_i64.exit386
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check11.fail:                                     ; preds = %X.strides.done
  store ptr @.str.15, ptr %message.parts, align 8
  %7 = tail call i32 @llvm.abs.i32(i32 %Y.type_index, i1 false)
  %mag.i402 = zext i32 %7 to i64
  %end.i403 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i403, align 1
  br label %digit.i412

digit.i412:                                       ; preds = %digit.i412, %check11.fail
  %remaining.i404 = phi i64 [ %mag.i402, %check11.fail ], [ %rest.i410, %digit.i412 ]
  %cursor.i405 = phi ptr [ %end.i403, %check11.fail ], [ %digit.at.i406, %digit.i412 ]
  %digit.at.i406 = getelementptr inbounds i8, ptr %cursor.i405, i64 -1
  %digit1.i407 = urem i64 %remaining.i404, 10
  %digit.byte.i408 = trunc i64 %digit1.i407 to i8
  %ascii.i409 = or i8 %digit.byte.i408, 48
  store i8 %ascii.i409, ptr %digit.at.i406, align 1
  %rest.i410 = udiv i64 %remaining.i404, 10
  %more.not.i411 = icmp ult i64 %remaining.i404, 10
  br i1 %more.not.i411, label %digits.done.i414, label %digit.i412

digits.done.i414:                                 ; preds = %digit.i412
  %neg.i413 = icmp slt i32 %Y.type_index, 0
  br i1 %neg.i413, label %sign.i416, label %__modlink_format_i64.exit418

sign.i416:                                        ; preds = %digits.done.i414
  %sign.at.i415 = getelementptr inbounds i8, ptr %cursor.i405, i64 -2
  store i8 45, ptr %sign.at.i415, align 1
  br label %__modlink_format_i64.exit418

__modlink_format_i64.exit418:                     ; preds = %digits.done.i414, %sign.i416
  %start.i417 = phi ptr [ %digit.at.i406, %digits.done.i414 ], [ %sign.at.i415, %sign.i416 ]
  %part68 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i417, ptr %part68, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i419

call.i419:                                        ; preds = %__modlink_format_i64.exit418
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check11.ok:                                       ; preds = %X.strides.done, %X.strides.done, %X.strides.done
  %is62 = icmp eq i32 %Y.type_index, 70
  %Y.value = getelementptr inbounds i8, ptr %args, i64 72
  %Y.ptr = load ptr, ptr %Y.value, align 8
  %Y.dltensor.idx = select i1 %is62, i64 24, i64 0
  %Y.dltensor = getelementptr i8, ptr %Y.ptr, i64 %Y.dltensor.idx
  %null69.not = icmp eq ptr %Y.ptr, null
  br i1 %null69.not, label %check12.fail, label %check12.ok

check12.fail:                                     ; preds = %check11.ok
  store ptr @.str.16, ptr %message.parts, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i421

call.i421:                                        ; preds = %check12.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check12.ok:                                       ; preds = %check11.ok
  %ndim.at72 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Y.dltensor, i64 0, i32 2
  %Y.ndim = load i32, ptr %ndim.at72, align 4
  %ndim.ok73 = icmp eq i32 %Y.ndim, 1
  br i1 %ndim.ok73, label %check13.ok, label %check13.fail

check13.fail:                                     ; preds = %check12.ok
  store ptr @.str.17, ptr %message.parts, align 8
  %8 = tail call i32 @llvm.abs.i32(i32 %Y.ndim, i1 false)
  %mag.i423 = zext i32 %8 to i64
  %end.i424 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i424, align 1
  br label %digit.i433

digit.i433:                                       ; preds = %digit.i433, %check13.fail
  %remaining.i425 = phi i64 [ %mag.i423, %check13.fail ], [ %rest.i431, %digit.i433 ]
  %cursor.i426 = phi ptr [ %end.i424, %check13.fail ], [ %digit.at.i427, %digit.i433 ]
  %digit.at.i427 = getelementptr inbounds i8, ptr %cursor.i426, i64 -1
  %digit1.i428 = urem i64 %remaining.i425, 10
  %digit.byte.i429 = trunc i64 %digit1.i428 to i8
  %ascii.i430 = or i8 %digit.byte.i429, 48
  store i8 %ascii.i430, ptr %digit.at.i427, align 1
  %rest.i431 = udiv i64 %remaining.i425, 10
  %more.not.i432 = icmp ult i64 %remaining.i425, 10
  br i1 %more.not.i432, label %digits.done.i435, label %digit.i433

digits.done.i435:                                 ; preds = %digit.i433
  %neg.i434 = icmp slt i32 %Y.ndim, 0
  br i1 %neg.i434, label %sign.i437, label %__modlink_format_i64.exit439

sign.i437:                                        ; preds = %digits.done.i435
  %sign.at.i436 = getelementptr inbounds i8, ptr %cursor.i426, i64 -2
  store i8 45, ptr %sign.at.i436, align 1
  br label %__modlink_format_i64.exit439

__modlink_format_i64.exit439:                     ; preds = %digits.done.i435, %sign.i437
  %start.i438 = phi ptr [ %digit.at.i427, %digits.done.i435 ], [ %sign.at.i436, %sign.i437 ]
  %part77 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i438, ptr %part77, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i440

call.i440:                                        ; preds = %__modlink_format_i64.exit439
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check13.ok:                                       ; preds = %check12.ok
  %dtype.at78 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Y.dltensor, i64 0, i32 3
  %bits.at80 = getelementptr inbounds { i8, i8, i16 }, ptr %dtype.at78, i64 0, i32 1
  %lanes.at81 = getelementptr inbounds { i8, i8, i16 }, ptr %dtype.at78, i64 0, i32 2
  %code82 = load i8, ptr %dtype.at78, align 1
  %bits83 = load i8, ptr %bits.at80, align 1
  %lanes84 = load i16, ptr %lanes.at81, align 2
  %code.ok85 = icmp eq i8 %code82, 2
  %bits.ok86 = icmp eq i8 %bits83, 64
  %lanes.ok87 = icmp eq i16 %lanes84, 1
  %dtype.ok88 = and i1 %code.ok85, %bits.ok86
  %dtype.ok89 = and i1 %dtype.ok88, %lanes.ok87
  br i1 %dtype.ok89, label %check14.ok, label %check14.fail

check14.fail:                                     ; preds = %check13.ok
  %lanes92 = zext i16 %lanes84 to i64
  %code90 = zext i8 %code82 to i64
  store ptr @.str.18, ptr %message.parts, align 8
  %end.i443 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i443, align 1
  br label %digit.i452

digit.i452:                                       ; preds = %digit.i452, %check14.fail
  %remaining.i444 = phi i64 [ %code90, %check14.fail ], [ %rest.i450, %digit.i452 ]
  %cursor.i445 = phi ptr [ %end.i443, %check14.fail ], [ %digit.at.i446, %digit.i452 ]
  %digit.at.i446 = getelementptr inbounds i8, ptr %cursor.i445, i64 -1
  %digit1.i447 = urem i64 %remaining.i444, 10
  %digit.byte.i448 = trunc i64 %digit1.i447 to i8
  %ascii.i449 = or i8 %digit.byte.i448, 48
  store i8 %ascii.i449, ptr %digit.at.i446, align 1
  %rest.i450 = udiv i64 %remaining.i444, 10
  %more.not.i451 = icmp ult i64 %remaining.i444, 10
  br i1 %more.not.i451, label %__modlink_format_i64.exit455, label %digit.i452

__modlink_format_i64.exit455:                     ; preds = %digit.i452
  %bits91 = zext i8 %bits83 to i64
  %part95 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %digit.at.i446, ptr %part95, align 8
  %part96 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.10, ptr %part96, align 8
  %end.i457 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i457, align 1
  br label %digit.i466

digit.i466:                                       ; preds = %digit.i466, %__modlink_format_i64.exit455
  %remaining.i458 = phi i64 [ %bits91, %__modlink_format_i64.exit455 ], [ %rest.i464, %digit.i466 ]
  %cursor.i459 = phi ptr [ %end.i457, %__modlink_format_i64.exit455 ], [ %digit.at.i460, %digit.i466 ]
  %digit.at.i460 = getelementptr inbounds i8, ptr %cursor.i459, i64 -1
  %digit1.i461 = urem i64 %remaining.i458, 10
  %digit.byte.i462 = trunc i64 %digit1.i461 to i8
  %ascii.i463 = or i8 %digit.byte.i462, 48
  store i8 %ascii.i463, ptr %digit.at.i460, align 1
  %rest.i464 = udiv i64 %remaining.i458, 10
  %more.not.i465 = icmp ult i64 %remaining.i458, 10
  br i1 %more.not.i465, label %__modlink_format_i64.exit469, label %digit.i466

__modlink_format_i64.exit469:                     ; preds = %digit.i466
  %part98 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i460, ptr %part98, align 8
  %part99 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 4
  store ptr @.str.11, ptr %part99, align 8
  %end.i471 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i471, align 1
  br label %digit.i480

digit.i480:                                       ; preds = %digit.i480, %__modlink_format_i64.exit469
  %remaining.i472 = phi i64 [ %lanes92, %__modlink_format_i64.exit469 ], [ %rest.i478, %digit.i480 ]
  %cursor.i473 = phi ptr [ %end.i471, %__modlink_format_i64.exit469 ], [ %digit.at.i474, %digit.i480 ]
  %digit.at.i474 = getelementptr inbounds i8, ptr %cursor.i473, i64 -1
  %digit1.i475 = urem i64 %remaining.i472, 10
  %digit.byte.i476 = trunc i64 %digit1.i475 to i8
  %ascii.i477 = or i8 %digit.byte.i476, 48
  store i8 %ascii.i477, ptr %digit.at.i474, align 1
  %rest.i478 = udiv i64 %remaining.i472, 10
  %more.not.i479 = icmp ult i64 %remaining.i472, 10
  br i1 %more.not.i479, label %__modlink_format_i64.exit483, label %digit.i480

__modlink_format_i64.exit483:                     ; preds = %digit.i480
  %part101 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 5
  store ptr %digit.at.i474, ptr %part101, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i484

call.i484:                                        ; preds = %__modlink_format_i64.exit483
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check14.ok:                                       ; preds = %check13.ok
  %device.at102 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Y.dltensor, i64 0, i32 1
  %Y.device_type = load i32, ptr %device.at102, align 4
  %device.ok103 = icmp eq i32 %Y.device_type, 1
  br i1 %device.ok103, label %check15.ok, label %check15.fail

check15.fail:                                     ; preds = %check14.ok
  store ptr @.str.19, ptr %message.parts, align 8
  %9 = tail call i32 @llvm.abs.i32(i32 %Y.device_type, i1 false)
  %mag.i486 = zext i32 %9 to i64
  %end.i487 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i487, align 1
  br label %digit.i496

digit.i496:                                       ; preds = %digit.i496, %check15.fail
  %remaining.i488 = phi i64 [ %mag.i486, %check15.fail ], [ %rest.i494, %digit.i496 ]
  %cursor.i489 = phi ptr [ %end.i487, %check15.fail ], [ %digit.at.i490, %digit.i496 ]
  %digit.at.i490 = getelementptr inbounds i8, ptr %cursor.i489, i64 -1
  %digit1.i491 = urem i64 %remaining.i488, 10
  %digit.byte.i492 = trunc i64 %digit1.i491 to i8
  %ascii.i493 = or i8 %digit.byte.i492, 48
  store i8 %ascii.i493, ptr %digit.at.i490, align 1
  %rest.i494 = udiv i64 %remaining.i488, 10
  %more.not.i495 = icmp ult i64 %remaining.i488, 10
  br i1 %more.not.i495, label %digits.done.i498, label %digit.i496

digits.done.i498:                                 ; preds = %digit.i496
  %neg.i497 = icmp slt i32 %Y.device_type, 0
  br i1 %neg.i497, label %sign.i500, label %__modlink_format_i64.exit502

sign.i500:                                        ; preds = %digits.done.i498
  %sign.at.i499 = getelementptr inbounds i8, ptr %cursor.i489, i64 -2
  store i8 45, ptr %sign.at.i499, align 1
  br label %__modlink_format_i64.exit502

__modlink_format_i64.exit502:                     ; preds = %digits.done.i498, %sign.i500
  %start.i501 = phi ptr [ %digit.at.i490, %digits.done.i498 ], [ %sign.at.i499, %sign.i500 ]
  %part107 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i501, ptr %part107, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i503

call.i503:                                        ; preds = %__modlink_format_i64.exit502
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check15.ok:                                       ; preds = %check14.ok
  %shape.at108 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Y.dltensor, i64 0, i32 4
  %Y.shape = load ptr, ptr %shape.at108, align 8
  %Y.shape0 = load i64, ptr %Y.shape, align 8
  %extent.ok = icmp eq i64 %Y.shape0, %X.shape0
  br i1 %extent.ok, label %check16.ok, label %check16.fail

check16.fail:                                     ; preds = %check15.ok
  store ptr @.str.20, ptr %message.parts, align 8
  %mag.i505 = tail call i64 @llvm.abs.i64(i64 %Y.shape0, i1 false)
  %end.i506 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i506, align 1
  br label %digit.i515

digit.i515:                                       ; preds = %digit.i515, %check16.fail
  %remaining.i507 = phi i64 [ %mag.i505, %check16.fail ], [ %rest.i513, %digit.i515 ]
  %cursor.i508 = phi ptr [ %end.i506, %check16.fail ], [ %digit.at.i509, %digit.i515 ]
  %digit.at.i509 = getelementptr inbounds i8, ptr %cursor.i508, i64 -1
  %digit1.i510 = urem i64 %remaining.i507, 10
  %digit.byte.i511 = trunc i64 %digit1.i510 to i8
  %ascii.i512 = or i8 %digit.byte.i511, 48
  store i8 %ascii.i512, ptr %digit.at.i509, align 1
  %rest.i513 = udiv i64 %remaining.i507, 10
  %more.not.i514 = icmp ult i64 %remaining.i507, 10
  br i1 %more.not.i514, label %digits.done.i517, label %digit.i515

digits.done.i517:                                 ; preds = %digit.i515
  %neg.i516 = icmp slt i64 %Y.shape0, 0
  br i1 %neg.i516, label %sign.i519, label %__modlink_format_i64.exit521

sign.i519:                                        ; preds = %digits.done.i517
  %sign.at.i518 = getelementptr inbounds i8, ptr %cursor.i508, i64 -2
  store i8 45, ptr %sign.at.i518, align 1
  br label %__modlink_format_i64.exit521

__modlink_format_i64.exit521:                     ; preds = %digits.done.i517, %sign.i519
  %start.i520 = phi ptr [ %digit.at.i509, %digits.done.i517 ], [ %sign.at.i518, %sign.i519 ]
  %part112 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i520, ptr %part112, align 8
  %part113 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.21, ptr %part113, align 8
  %mag.i522 = call i64 @llvm.abs.i64(i64 %X.shape0, i1 false)
  %end.i523 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i523, align 1
  br label %digit.i532

digit.i532:                                       ; preds = %digit.i532, %__modlink_format_i64.exit521
  %remaining.i524 = phi i64 [ %mag.i522, %__modlink_format_i64.exit521 ], [ %rest.i530, %digit.i532 ]
  %cursor.i525 = phi ptr [ %end.i523, %__modlink_format_i64.exit521 ], [ %digit.at.i526, %digit.i532 ]
  %digit.at.i526 = getelementptr inbounds i8, ptr %cursor.i525, i64 -1
  %digit1.i527 = urem i64 %remaining.i524, 10
  %digit.byte.i528 = trunc i64 %digit1.i527 to i8
  %ascii.i529 = or i8 %digit.byte.i528, 48
  store i8 %ascii.i529, ptr %digit.at.i526, align 1
  %rest.i530 = udiv i64 %remaining.i524, 10
  %more.not.i531 = icmp ult i64 %remaining.i524, 10
  br i1 %more.not.i531, label %digits.done.i534, label %digit.i532

digits.done.i534:                                 ; preds = %digit.i532
  %neg.i533 = icmp slt i64 %X.shape0, 0
  br i1 %neg.i533, label %sign.i536, label %__modlink_format_i64.exit538

sign.i536:                                        ; preds = %digits.done.i534
  %sign.at.i535 = getelementptr inbounds i8, ptr %cursor.i525, i64 -2
  store i8 45, ptr %sign.at.i535, align 1
  br label %__modlink_format_i64.exit538

__modlink_format_i64.exit538:                     ; preds = %digits.done.i534, %sign.i536
  %start.i537 = phi ptr [ %digit.at.i526, %digits.done.i534 ], [ %sign.at.i535, %sign.i536 ]
  %part115 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %start.i537, ptr %part115, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i539

call.i539:                                        ; preds = %__modlink_format_i64.exit538
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check16.ok:                                       ; preds = %check15.ok
  %strides.at116 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Y.dltensor, i64 0, i32 5
  %Y.strides = load ptr, ptr %strides.at116, align 8
  %has_strides117.not = icmp eq ptr %Y.strides, null
  br i1 %has_strides117.not, label %Y.strides.done, label %Y.strides.check

Y.strides.check:                                  ; preds = %check16.ok
  %Y.stride0 = load i64, ptr %Y.strides, align 8
  %stride.ok119 = icmp eq i64 %Y.stride0, 1
  %unit120 = icmp eq i64 %X.shape0, 1
  %stride.ok121 = or i1 %unit120, %stride.ok119
  br i1 %stride.ok121, label %Y.strides.done, label %check17.fail

Y.strides.done:                                   ; preds = %Y.strides.check, %check16.ok
  %data130 = load ptr, ptr %Y.dltensor, align 8
  %byte_offset.at131 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Y.dltensor, i64 0, i32 6
  %byte_offset132 = load i64, ptr %byte_offset.at131, align 8
  %Y.data = getelementptr i8, ptr %data130, i64 %byte_offset132
  %Mask.any = getelementptr inbounds i8, ptr %args, i64 80
  %Mask.type_index = load i32, ptr %Mask.any, align 4
  switch i32 %Mask.type_index, label %check18.fail [
    i32 70, label %check18.ok
    i32 7, label %check18.ok
    i32 4, label %check18.ok
  ]

check17.fail:                                     ; preds = %Y.strides.check
  store ptr @.str.22, ptr %message.parts, align 8
  %mag.i541 = tail call i64 @llvm.abs.i64(i64 %Y.stride0, i1 false)
  %end.i542 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i542, align 1
  br label %digit.i551

digit.i551:                                       ; preds = %digit.i551, %check17.fail
  %remaining.i543 = phi i64 [ %mag.i541, %check17.fail ], [ %rest.i549, %digit.i551 ]
  %cursor.i544 = phi ptr [ %end.i542, %check17.fail ], [ %digit.at.i545, %digit.i551 ]
  %digit.at.i545 = getelementptr inbounds i8, ptr %cursor.i544, i64 -1
  %digit1.i546 = urem i64 %remaining.i543, 10
  %digit.byte.i547 = trunc i64 %digit1.i546 to i8
  %ascii.i548 = or i8 %digit.byte.i547, 48
  store i8 %ascii.i548, ptr %digit.at.i545, align 1
  %rest.i549 = udiv i64 %remaining.i543, 10
  %more.not.i550 = icmp ult i64 %remaining.i543, 10
  br i1 %more.not.i550, label %digits.done.i553, label %digit.i551

digits.done.i553:                                 ; preds = %digit.i551
  %neg.i552 = icmp slt i64 %Y.stride0, 0
  br i1 %neg.i552, label %sign.i555, label %__modlink_format_i64.exit557

sign.i555:                                        ; preds = %digits.done.i553
  %sign.at.i554 = getelementptr inbounds i8, ptr %cursor.i544, i64 -2
  store i8 45, ptr %sign.at.i554, align 1
  br label %__modlink_format_i64.exit557

__modlink_format_i64.exit557:                     ; preds = %digits.done.i553, %sign.i555
  %start.i556 = phi ptr [ %digit.at.i545, %digits.done.i553 ], [ %sign.at.i554, %sign.i555 ]
  %part124 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i556, ptr %part124, align 8
  %part125 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.14, ptr %part125, align 8
  %end.i558 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i558, align 1
  %digit.at.i561 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i561, align 1
  %part127 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i561, ptr %part127, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i571

call.i571:                                        ; preds = %__modlink_format_i64.exit557
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check18.fail:                                     ; preds = %Y.strides.done
  store ptr @.str.23, ptr %message.parts, align 8
  %10 = tail call i32 @llvm.abs.i32(i32 %Mask.type_index, i1 false)
  %mag.i573 = zext i32 %10 to i64
  %end.i574 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i574, align 1
  br label %digit.i583

digit.i583:                                       ; preds = %digit.i583, %check18.fail
  %remaining.i575 = phi i64 [ %mag.i573, %check18.fail ], [ %rest.i581, %digit.i583 ]
  %cursor.i576 = phi ptr [ %end.i574, %check18.fail ], [ %digit.at.i577, %digit.i583 ]
  %digit.at.i577 = getelementptr inbounds i8, ptr %cursor.i576, i64 -1
  %digit1.i578 = urem i64 %remaining.i575, 10
  %digit.byte.i579 = trunc i64 %digit1.i578 to i8
  %ascii.i580 = or i8 %digit.byte.i579, 48
  store i8 %ascii.i580, ptr %digit.at.i577, align 1
  %rest.i581 = udiv i64 %remaining.i575, 10
  %more.not.i582 = icmp ult i64 %remaining.i575, 10
  br i1 %more.not.i582, label %digits.done.i585, label %digit.i583

digits.done.i585:                                 ; preds = %digit.i583
  %neg.i584 = icmp slt i32 %Mask.type_index, 0
  br i1 %neg.i584, label %sign.i587, label %__modlink_format_i64.exit589

sign.i587:                                        ; preds = %digits.done.i585
  %sign.at.i586 = getelementptr inbounds i8, ptr %cursor.i576, i64 -2
  store i8 45, ptr %sign.at.i586, align 1
  br label %__modlink_format_i64.exit589

__modlink_format_i64.exit589:                     ; preds = %digits.done.i585, %sign.i587
  %start.i588 = phi ptr [ %digit.at.i577, %digits.done.i585 ], [ %sign.at.i586, %sign.i587 ]
  %part141 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i588, ptr %part141, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i590

call.i590:                                        ; preds = %__modlink_format_i64.exit589
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check18.ok:                                       ; preds = %Y.strides.done, %Y.strides.done, %Y.strides.done
  %is135 = icmp eq i32 %Mask.type_index, 70
  %Mask.value = getelementptr inbounds i8, ptr %args, i64 88
  %Mask.ptr = load ptr, ptr %Mask.value, align 8
  %Mask.dltensor.idx = select i1 %is135, i64 24, i64 0
  %Mask.dltensor = getelementptr i8, ptr %Mask.ptr, i64 %Mask.dltensor.idx
  %null142.not = icmp eq ptr %Mask.ptr, null
  br i1 %null142.not, label %check19.fail, label %check19.ok

check19.fail:                                     ; preds = %check18.ok
  store ptr @.str.24, ptr %message.parts, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i592

call.i592:                                        ; preds = %check19.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check19.ok:                                       ; preds = %check18.ok
  %ndim.at145 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Mask.dltensor, i64 0, i32 2
  %Mask.ndim = load i32, ptr %ndim.at145, align 4
  %ndim.ok146 = icmp eq i32 %Mask.ndim, 1
  br i1 %ndim.ok146, label %check20.ok, label %check20.fail

check20.fail:                                     ; preds = %check19.ok
  store ptr @.str.25, ptr %message.parts, align 8
  %11 = tail call i32 @llvm.abs.i32(i32 %Mask.ndim, i1 false)
  %mag.i594 = zext i32 %11 to i64
  %end.i595 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i595, align 1
  br label %digit.i604

digit.i604:                                       ; preds = %digit.i604, %check20.fail
  %remaining.i596 = phi i64 [ %mag.i594, %check20.fail ], [ %rest.i602, %digit.i604 ]
  %cursor.i597 = phi ptr [ %end.i595, %check20.fail ], [ %digit.at.i598, %digit.i604 ]
  %digit.at.i598 = getelementptr inbounds i8, ptr %cursor.i597, i64 -1
  %digit1.i599 = urem i64 %remaining.i596, 10
  %digit.byte.i600 = trunc i64 %digit1.i599 to i8
  %ascii.i601 = or i8 %digit.byte.i600, 48
  store i8 %ascii.i601, ptr %digit.at.i598, align 1
  %rest.i602 = udiv i64 %remaining.i596, 10
  %more.not.i603 = icmp ult i64 %remaining.i596, 10
  br i1 %more.not.i603, label %digits.done.i606, label %digit.i604

digits.done.i606:                                 ; preds = %digit.i604
  %neg.i605 = icmp slt i32 %Mask.ndim, 0
  br i1 %neg.i605, label %sign.i608, label %__modlink_format_i64.exit610

sign.i608:                                        ; preds = %digits.done.i606
  %sign.at.i607 = getelementptr inbounds i8, ptr %cursor.i597, i64 -2
  store i8 45, ptr %sign.at.i607, align 1
  br label %__modlink_format_i64.exit610

__modlink_format_i64.exit610:                     ; preds = %digits.done.i606, %sign.i608
  %start.i609 = phi ptr [ %digit.at.i598, %digits.done.i606 ], [ %sign.at.i607, %sign.i608 ]
  %part150 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i609, ptr %part150, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i611

call.i611:                                        ; preds = %__modlink_format_i64.exit610
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check20.ok:                                       ; preds = %check19.ok
  %dtype.at151 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Mask.dltensor, i64 0, i32 3
  %bits.at153 = getelementptr inbounds { i8, i8, i16 }, ptr %dtype.at151, i64 0, i32 1
  %lanes.at154 = getelementptr inbounds { i8, i8, i16 }, ptr %dtype.at151, i64 0, i32 2
  %code155 = load i8, ptr %dtype.at151, align 1
  %bits156 = load i8, ptr %bits.at153, align 1
  %lanes157 = load i16, ptr %lanes.at154, align 2
  %code.ok158 = icmp eq i8 %code155, 0
  %bits.ok159 = icmp eq i8 %bits156, 32
  %lanes.ok160 = icmp eq i16 %lanes157, 1
  %dtype.ok161 = and i1 %code.ok158, %bits.ok159
  %dtype.ok162 = and i1 %dtype.ok161, %lanes.ok160
  br i1 %dtype.ok162, label %check21.ok, label %check21.fail

check21.fail:                                     ; preds = %check20.ok
  %lanes165 = zext i16 %lanes157 to i64
  %code163 = zext i8 %code155 to i64
  store ptr @.str.26, ptr %message.parts, align 8
  %end.i614 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i614, align 1
  br label %digit.i623

digit.i623:                                       ; preds = %digit.i623, %check21.fail
  %remaining.i615 = phi i64 [ %code163, %check21.fail ], [ %rest.i621, %digit.i623 ]
  %cursor.i616 = phi ptr [ %end.i614, %check21.fail ], [ %digit.at.i617, %digit.i623 ]
  %digit.at.i617 = getelementptr inbounds i8, ptr %cursor.i616, i64 -1
  %digit1.i618 = urem i64 %remaining.i615, 10
  %digit.byte.i619 = trunc i64 %digit1.i618 to i8
  %ascii.i620 = or i8 %digit.byte.i619, 48
  store i8 %ascii.i620, ptr %digit.at.i617, align 1
  %rest.i621 = udiv i64 %remaining.i615, 10
  %more.not.i622 = icmp ult i64 %remaining.i615, 10
  br i1 %more.not.i622, label %__modlink_format_i64.exit626, label %digit.i623

__modlink_format_i64.exit626:                     ; preds = %digit.i623
  %bits164 = zext i8 %bits156 to i64
  %part168 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %digit.at.i617, ptr %part168, align 8
  %part169 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.10, ptr %part169, align 8
  %end.i628 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i628, align 1
  br label %digit.i637

digit.i637:                                       ; preds = %digit.i637, %__modlink_format_i64.exit626
  %remaining.i629 = phi i64 [ %bits164, %__modlink_format_i64.exit626 ], [ %rest.i635, %digit.i637 ]
  %cursor.i630 = phi ptr [ %end.i628, %__modlink_format_i64.exit626 ], [ %digit.at.i631, %digit.i637 ]
  %digit.at.i631 = getelementptr inbounds i8, ptr %cursor.i630, i64 -1
  %digit1.i632 = urem i64 %remaining.i629, 10
  %digit.byte.i633 = trunc i64 %digit1.i632 to i8
  %ascii.i634 = or i8 %digit.byte.i633, 48
  store i8 %ascii.i634, ptr %digit.at.i631, align 1
  %rest.i635 = udiv i64 %remaining.i629, 10
  %more.not.i636 = icmp ult i64 %remaining.i629, 10
  br i1 %more.not.i636, label %__modlink_format_i64.exit640, label %digit.i637

__modlink_format_i64.exit640:                     ; preds = %digit.i637
  %part171 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i631, ptr %part171, align 8
  %part172 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 4
  store ptr @.str.11, ptr %part172, align 8
  %end.i642 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i642, align 1
  br label %digit.i651

digit.i651:                                       ; preds = %digit.i651, %__modlink_format_i64.exit640
  %remaining.i643 = phi i64 [ %lanes165, %__modlink_format_i64.exit640 ], [ %rest.i649, %digit.i651 ]
  %cursor.i644 = phi ptr [ %end.i642, %__modlink_format_i64.exit640 ], [ %digit.at.i645, %digit.i651 ]
  %digit.at.i645 = getelementptr inbounds i8, ptr %cursor.i644, i64 -1
  %digit1.i646 = urem i64 %remaining.i643, 10
  %digit.byte.i647 = trunc i64 %digit1.i646 to i8
  %ascii.i648 = or i8 %digit.byte.i647, 48
  store i8 %ascii.i648, ptr %digit.at.i645, align 1
  %rest.i649 = udiv i64 %remaining.i643, 10
  %more.not.i650 = icmp ult i64 %remaining.i643, 10
  br i1 %more.not.i650, label %__modlink_format_i64.exit654, label %digit.i651

__modlink_format_i64.exit654:                     ; preds = %digit.i651
  %part174 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 5
  store ptr %digit.at.i645, ptr %part174, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i655

call.i655:                                        ; preds = %__modlink_format_i64.exit654
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check21.ok:                                       ; preds = %check20.ok
  %device.at175 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Mask.dltensor, i64 0, i32 1
  %Mask.device_type = load i32, ptr %device.at175, align 4
  %device.ok176 = icmp eq i32 %Mask.device_type, 1
  br i1 %device.ok176, label %check22.ok, label %check22.fail

check22.fail:                                     ; preds = %check21.ok
  store ptr @.str.27, ptr %message.parts, align 8
  %12 = tail call i32 @llvm.abs.i32(i32 %Mask.device_type, i1 false)
  %mag.i657 = zext i32 %12 to i64
  %end.i658 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i658, align 1
  br label %digit.i667

digit.i667:                                       ; preds = %digit.i667, %check22.fail
  %remaining.i659 = phi i64 [ %mag.i657, %check22.fail ], [ %rest.i665, %digit.i667 ]
  %cursor.i660 = phi ptr [ %end.i658, %check22.fail ], [ %digit.at.i661, %digit.i667 ]
  %digit.at.i661 = getelementptr inbounds i8, ptr %cursor.i660, i64 -1
  %digit1.i662 = urem i64 %remaining.i659, 10
  %digit.byte.i663 = trunc i64 %digit1.i662 to i8
  %ascii.i664 = or i8 %digit.byte.i663, 48
  store i8 %ascii.i664, ptr %digit.at.i661, align 1
  %rest.i665 = udiv i64 %remaining.i659, 10
  %more.not.i666 = icmp ult i64 %remaining.i659, 10
  br i1 %more.not.i666, label %digits.done.i669, label %digit.i667

digits.done.i669:                                 ; preds = %digit.i667
  %neg.i668 = icmp slt i32 %Mask.device_type, 0
  br i1 %neg.i668, label %sign.i671, label %__modlink_format_i64.exit673

sign.i671:                                        ; preds = %digits.done.i669
  %sign.at.i670 = getelementptr inbounds i8, ptr %cursor.i660, i64 -2
  store i8 45, ptr %sign.at.i670, align 1
  br label %__modlink_format_i64.exit673

__modlink_format_i64.exit673:                     ; preds = %digits.done.i669, %sign.i671
  %start.i672 = phi ptr [ %digit.at.i661, %digits.done.i669 ], [ %sign.at.i670, %sign.i671 ]
  %part180 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i672, ptr %part180, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i674

call.i674:                                        ; preds = %__modlink_format_i64.exit673
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check22.ok:                                       ; preds = %check21.ok
  %shape.at181 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Mask.dltensor, i64 0, i32 4
  %Mask.shape = load ptr, ptr %shape.at181, align 8
  %Mask.shape0 = load i64, ptr %Mask.shape, align 8
  %extent.ok183 = icmp eq i64 %Mask.shape0, %X.shape0
  br i1 %extent.ok183, label %check23.ok, label %check23.fail

check23.fail:                                     ; preds = %check22.ok
  store ptr @.str.28, ptr %message.parts, align 8
  %mag.i676 = tail call i64 @llvm.abs.i64(i64 %Mask.shape0, i1 false)
  %end.i677 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i677, align 1
  br label %digit.i686

digit.i686:                                       ; preds = %digit.i686, %check23.fail
  %remaining.i678 = phi i64 [ %mag.i676, %check23.fail ], [ %rest.i684, %digit.i686 ]
  %cursor.i679 = phi ptr [ %end.i677, %check23.fail ], [ %digit.at.i680, %digit.i686 ]
  %digit.at.i680 = getelementptr inbounds i8, ptr %cursor.i679, i64 -1
  %digit1.i681 = urem i64 %remaining.i678, 10
  %digit.byte.i682 = trunc i64 %digit1.i681 to i8
  %ascii.i683 = or i8 %digit.byte.i682, 48
  store i8 %ascii.i683, ptr %digit.at.i680, align 1
  %rest.i684 = udiv i64 %remaining.i678, 10
  %more.not.i685 = icmp ult i64 %remaining.i678, 10
  br i1 %more.not.i685, label %digits.done.i688, label %digit.i686

digits.done.i688:                                 ; preds = %digit.i686
  %neg.i687 = icmp slt i64 %Mask.shape0, 0
  br i1 %neg.i687, label %sign.i690, label %__modlink_format_i64.exit692

sign.i690:                                        ; preds = %digits.done.i688
  %sign.at.i689 = getelementptr inbounds i8, ptr %cursor.i679, i64 -2
  store i8 45, ptr %sign.at.i689, align 1
  br label %__modlink_format_i64.exit692

__modlink_format_i64.exit692:                     ; preds = %digits.done.i688, %sign.i690
  %start.i691 = phi ptr [ %digit.at.i680, %digits.done.i688 ], [ %sign.at.i689, %sign.i690 ]
  %part186 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i691, ptr %part186, align 8
  %part187 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.21, ptr %part187, align 8
  %mag.i693 = call i64 @llvm.abs.i64(i64 %X.shape0, i1 false)
  %end.i694 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i694, align 1
  br label %digit.i703

digit.i703:                                       ; preds = %digit.i703, %__modlink_format_i64.exit692
  %remaining.i695 = phi i64 [ %mag.i693, %__modlink_format_i64.exit692 ], [ %rest.i701, %digit.i703 ]
  %cursor.i696 = phi ptr [ %end.i694, %__modlink_format_i64.exit692 ], [ %digit.at.i697, %digit.i703 ]
  %digit.at.i697 = getelementptr inbounds i8, ptr %cursor.i696, i64 -1
  %digit1.i698 = urem i64 %remaining.i695, 10
  %digit.byte.i699 = trunc i64 %digit1.i698 to i8
  %ascii.i700 = or i8 %digit.byte.i699, 48
  store i8 %ascii.i700, ptr %digit.at.i697, align 1
  %rest.i701 = udiv i64 %remaining.i695, 10
  %more.not.i702 = icmp ult i64 %remaining.i695, 10
  br i1 %more.not.i702, label %digits.done.i705, label %digit.i703

digits.done.i705:                                 ; preds = %digit.i703
  %neg.i704 = icmp slt i64 %X.shape0, 0
  br i1 %neg.i704, label %sign.i707, label %__modlink_format_i64.exit709

sign.i707:                                        ; preds = %digits.done.i705
  %sign.at.i706 = getelementptr inbounds i8, ptr %cursor.i696, i64 -2
  store i8 45, ptr %sign.at.i706, align 1
  br label %__modlink_format_i64.exit709

__modlink_format_i64.exit709:                     ; preds = %digits.done.i705, %sign.i707
  %start.i708 = phi ptr [ %digit.at.i697, %digits.done.i705 ], [ %sign.at.i706, %sign.i707 ]
  %part189 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %start.i708, ptr %part189, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i710

call.i710:                                        ; preds = %__modlink_format_i64.exit709
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check23.ok:                                       ; preds = %check22.ok
  %strides.at190 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Mask.dltensor, i64 0, i32 5
  %Mask.strides = load ptr, ptr %strides.at190, align 8
  %has_strides191.not = icmp eq ptr %Mask.strides, null
  br i1 %has_strides191.not, label %Mask.strides.done, label %Mask.strides.check

Mask.strides.check:                               ; preds = %check23.ok
  %Mask.stride0 = load i64, ptr %Mask.strides, align 8
  %stride.ok193 = icmp eq i64 %Mask.stride0, 1
  %unit194 = icmp eq i64 %X.shape0, 1
  %stride.ok195 = or i1 %unit194, %stride.ok193
  br i1 %stride.ok195, label %Mask.strides.done, label %check24.fail

Mask.strides.done:                                ; preds = %Mask.strides.check, %check23.ok
  %data204 = load ptr, ptr %Mask.dltensor, align 8
  %byte_offset.at205 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Mask.dltensor, i64 0, i32 6
  %byte_offset206 = load i64, ptr %byte_offset.at205, align 8
  %Mask.data = getelementptr i8, ptr %data204, i64 %byte_offset206
  %more6.i = icmp sgt i64 %X.shape0, 0
  br i1 %more6.i, label %for.i.body.lr.ph.i, label %common.ret

for.i.body.lr.ph.i:                               ; preds = %Mask.strides.done
  %cast.i = sitofp i32 %k to double
  %min.iters.check = icmp ult i64 %X.shape0, 12
  br i1 %min.iters.check, label %for.i.body.i.preheader, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.i.body.lr.ph.i
  %13 = shl i64 %X.shape0, 3
  %14 = add i64 %byte_offset132, %13
  %uglygep = getelementptr i8, ptr %data130, i64 %14
  %15 = shl i64 %X.shape0, 2
  %16 = add i64 %byte_offset206, %15
  %uglygep744 = getelementptr i8, ptr %data204, i64 %16
  %17 = add i64 %byte_offset, %13
  %uglygep745 = getelementptr i8, ptr %data, i64 %17
  %bound0 = icmp ult ptr %Y.data, %uglygep744
  %bound1 = icmp ult ptr %Mask.data, %uglygep
  %found.conflict = and i1 %bound0, %bound1
  %bound0746 = icmp ult ptr %Y.data, %uglygep745
  %bound1747 = icmp ult ptr %X.data, %uglygep
  %found.conflict748 = and i1 %bound0746, %bound1747
  %conflict.rdx = or i1 %found.conflict, %found.conflict748
  %bound0749 = icmp ult ptr %Mask.data, %uglygep745
  %bound1750 = icmp ult ptr %X.data, %uglygep744
  %found.conflict751 = and i1 %bound0749, %bound1750
  %conflict.rdx752 = or i1 %conflict.rdx, %found.conflict751
  br i1 %conflict.rdx752, label %for.i.body.i.preheader, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %X.shape0, -4
  %broadcast.splatinsert = insertelement <2 x double> poison, double %cast.i, i64 0
  %broadcast.splat = shufflevector <2 x double> %broadcast.splatinsert, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert754 = insertelement <2 x double> poison, double %cast.i, i64 0
  %broadcast.splat755 = shufflevector <2 x double> %broadcast.splatinsert754, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert756 = insertelement <2 x double> poison, double %lo.f64, i64 0
  %broadcast.splat757 = shufflevector <2 x double> %broadcast.splatinsert756, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert758 = insertelement <2 x double> poison, double %lo.f64, i64 0
  %broadcast.splat759 = shufflevector <2 x double> %broadcast.splatinsert758, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert760 = insertelement <2 x double> poison, double %hi.f64, i64 0
  %broadcast.splat761 = shufflevector <2 x double> %broadcast.splatinsert760, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert762 = insertelement <2 x double> poison, double %hi.f64, i64 0
  %broadcast.splat763 = shufflevector <2 x double> %broadcast.splatinsert762, <2 x double> poison, <2 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %18 = getelementptr inbounds double, ptr %X.data, i64 %index
  %wide.load = load <2 x double>, ptr %18, align 8, !alias.scope !12
  %19 = getelementptr inbounds double, ptr %18, i64 2
  %wide.load753 = load <2 x double>, ptr %19, align 8, !alias.scope !12
  %20 = fmul <2 x double> %wide.load, %broadcast.splat
  %21 = fmul <2 x double> %wide.load753, %broadcast.splat755
  %22 = getelementptr inbounds double, ptr %Y.data, i64 %index
  %23 = fcmp olt <2 x double> %20, %broadcast.splat757
  %24 = fcmp olt <2 x double> %21, %broadcast.splat759
  %25 = fcmp ogt <2 x double> %20, %broadcast.splat761
  %26 = fcmp ogt <2 x double> %21, %broadcast.splat763
  %27 = select <2 x i1> %25, <2 x double> %broadcast.splat761, <2 x double> %20
  %28 = select <2 x i1> %26, <2 x double> %broadcast.splat763, <2 x double> %21
  %29 = select <2 x i1> %23, <2 x double> %broadcast.splat757, <2 x double> %27
  %30 = select <2 x i1> %24, <2 x double> %broadcast.splat759, <2 x double> %28
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
  %mag.i712 = tail call i64 @llvm.abs.i64(i64 %Mask.stride0, i1 false)
  %end.i713 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i713, align 1
  br label %digit.i722

digit.i722:                                       ; preds = %digit.i722, %check24.fail
  %remaining.i714 = phi i64 [ %mag.i712, %check24.fail ], [ %rest.i720, %digit.i722 ]
  %cursor.i715 = phi ptr [ %end.i713, %check24.fail ], [ %digit.at.i716, %digit.i722 ]
  %digit.at.i716 = getelementptr inbounds i8, ptr %cursor.i715, i64 -1
  %digit1.i717 = urem i64 %remaining.i714, 10
  %digit.byte.i718 = trunc i64 %digit1.i717 to i8
  %ascii.i719 = or i8 %digit.byte.i718, 48
  store i8 %ascii.i719, ptr %digit.at.i716, align 1
  %rest.i720 = udiv i64 %remaining.i714, 10
  %more.not.i721 = icmp ult i64 %remaining.i714, 10
  br i1 %more.not.i721, label %digits.done.i724, label %digit.i722

digits.done.i724:                                 ; preds = %digit.i722
  %neg.i723 = icmp slt i64 %Mask.stride0, 0
  br i1 %neg.i723, label %sign.i726, label %__modlink_format_i64.exit728

sign.i726:                                        ; preds = %digits.done.i724
  %sign.at.i725 = getelementptr inbounds i8, ptr %cursor.i715, i64 -2
  store i8 45, ptr %sign.at.i725, align 1
  br label %__modlink_format_i64.exit728

__modlink_format_i64.exit728:                     ; preds = %digits.done.i724, %sign.i726
  %start.i727 = phi ptr [ %digit.at.i716, %digits.done.i724 ], [ %sign.at.i725, %sign.i726 ]
  %part198 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i727, ptr %part198, align 8
  %part199 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.14, ptr %part199, align 8
  %end.i729 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i729, align 1
  %digit.at.i732 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i732, align 1
  %part201 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i732, ptr %part201, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i742

call.i742:                                        ; preds = %__modlink_format_i64.exit728
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
