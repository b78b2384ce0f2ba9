target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
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
define noundef i32 @clamp_scale_c(double %lo, double %hi, i32 %k, ptr nocapture readonly %X, ptr nocapture writeonly %Y, ptr nocapture writeonly %Mask, i64 %n) local_unnamed_addr #0 {
entry:
  %more6 = icmp sgt i64 %n, 0
  br i1 %more6, label %for.i.body.lr.ph, label %for.i.end

for.i.body.lr.ph:                                 ; preds = %entry
  %cast = sitofp i32 %k to double
  %min.iters.check = icmp ult i64 %n, 10
  br i1 %min.iters.check, label %for.i.body.preheader, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.i.body.lr.ph
  %0 = shl i64 %n, 3
  %scevgep = getelementptr i8, ptr %Y, i64 %0
  %1 = shl i64 %n, 2
  %scevgep8 = getelementptr i8, ptr %Mask, i64 %1
  %scevgep9 = getelementptr i8, ptr %X, i64 %0
  %bound0 = icmp ugt ptr %scevgep8, %Y
  %bound1 = icmp ugt ptr %scevgep, %Mask
  %found.conflict = and i1 %bound0, %bound1
  %bound010 = icmp ugt ptr %scevgep9, %Y
  %bound111 = icmp ugt ptr %scevgep, %X
  %found.conflict12 = and i1 %bound010, %bound111
  %conflict.rdx = or i1 %found.conflict, %found.conflict12
  %bound013 = icmp ugt ptr %scevgep9, %Mask
  %bound114 = icmp ugt ptr %scevgep8, %X
  %found.conflict15 = and i1 %bound013, %bound114
  %conflict.rdx16 = or i1 %conflict.rdx, %found.conflict15
  br i1 %conflict.rdx16, label %for.i.body.preheader, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %n, 9223372036854775804
  %broadcast.splatinsert = insertelement <2 x double> poison, double %cast, i64 0
  %broadcast.splat = shufflevector <2 x double> %broadcast.splatinsert, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert18 = insertelement <2 x double> poison, double %lo, i64 0
  %broadcast.splat19 = shufflevector <2 x double> %broadcast.splatinsert18, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert20 = insertelement <2 x double> poison, double %hi, i64 0
  %broadcast.splat21 = shufflevector <2 x double> %broadcast.splatinsert20, <2 x double> poison, <2 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %2 = getelementptr inbounds double, ptr %X, i64 %index
  %3 = getelementptr inbounds i8, ptr %2, i64 16
  %wide.load = load <2 x double>, ptr %2, align 8, !alias.scope !0
  %wide.load17 = load <2 x double>, ptr %3, align 8, !alias.scope !0
  %4 = fmul <2 x double> %wide.load, %broadcast.splat
  %5 = fmul <2 x double> %wide.load17, %broadcast.splat
  %6 = getelementptr inbounds double, ptr %Y, i64 %index
  %7 = fcmp olt <2 x double> %4, %broadcast.splat19
  %8 = fcmp olt <2 x double> %5, %broadcast.splat19
  %9 = fcmp ogt <2 x double> %4, %broadcast.splat21
  %10 = fcmp ogt <2 x double> %5, %broadcast.splat21
  %11 = select <2 x i1> %9, <2 x double> %broadcast.splat21, <2 x double> %4
  %12 = select <2 x i1> %10, <2 x double> %broadcast.splat21, <2 x double> %5
  %13 = select <2 x i1> %7, <2 x double> %broadcast.splat19, <2 x double> %11
  %14 = select <2 x i1> %8, <2 x double> %broadcast.splat19, <2 x double> %12
  %15 = getelementptr inbounds i8, ptr %6, i64 16
  store <2 x double> %13, ptr %6, align 8, !alias.scope !3, !noalias !5
  store <2 x double> %14, ptr %15, align 8, !alias.scope !3, !noalias !5
  %16 = select <2 x i1> %7, <2 x i1> <i1 true, i1 true>, <2 x i1> %9
  %17 = select <2 x i1> %8, <2 x i1> <i1 true, i1 true>, <2 x i1> %10
  %18 = zext <2 x i1> %16 to <2 x i32>
  %19 = zext <2 x i1> %17 to <2 x i32>
  %20 = getelementptr inbounds i32, ptr %Mask, i64 %index
  %21 = getelementptr inbounds i8, ptr %20, i64 8
  store <2 x i32> %18, ptr %20, align 4, !alias.scope !7, !noalias !0
  store <2 x i32> %19, ptr %21, align 4, !alias.scope !7, !noalias !0
  %index.next = add nuw i64 %index, 4
  %22 = icmp eq i64 %index.next, %n.vec
  br i1 %22, label %middle.block, label %vector.body, !llvm.loop !8

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %n
  br i1 %cmp.n, label %for.i.end, label %for.i.body.preheader

for.i.body.preheader:                             ; preds = %middle.block, %vector.memcheck, %for.i.body.lr.ph
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

define range(i32 -1, 1) i32 @__tvm_ffi_clamp_scale(ptr nocapture readnone %self, ptr nocapture readonly %args, i32 %num_args, ptr nocapture readnone %result) local_unnamed_addr {
entry:
  %message.parts = alloca [16 x ptr], align 8
  %message.digits0 = alloca [24 x i8], align 1
  %message.digits1 = alloca [24 x i8], align 1
  %message.digits2 = alloca [24 x i8], align 1
  %argc.ok = icmp eq i32 %num_args, 6
  br i1 %argc.ok, label %check1.ok, label %check1.fail

common.ret:                                       ; preds = %for.i.body.i, %middle.block, %call.i792, %__modlink_format_i64.exit777, %Mask.strides.done, %call.i759, %__modlink_format_i64.exit757, %call.i722, %__modlink_format_i64.exit720, %call.i702, %__modlink_format_i64.exit700, %call.i648, %__modlink_format_i64.exit646, %call.i628, %check19.fail, %call.i625, %__modlink_format_i64.exit623, %call.i605, %__modlink_format_i64.exit590, %call.i572, %__modlink_format_i64.exit570, %call.i535, %__modlink_format_i64.exit533, %call.i515, %__modlink_format_i64.exit513, %call.i461, %__modlink_format_i64.exit459, %call.i441, %check12.fail, %call.i438, %__modlink_format_i64.exit436, %call.i418, %__modlink_format_i64.exit403, %call.i385, %__modlink_format_i64.exit383, %call.i365, %__modlink_format_i64.exit363, %call.i311, %__modlink_format_i64.exit309, %call.i291, %check6.fail, %call.i288, %__modlink_format_i64.exit286, %call.i268, %__modlink_format_i64.exit266, %call.i248, %__modlink_format_i64.exit246, %call.i228, %__modlink_format_i64.exit226, %call.i, %__modlink_format_i64.exit
  %common.ret.op = phi i32 [ -1, %__modlink_format_i64.exit ], [ -1, %call.i ], [ -1, %__modlink_format_i64.exit226 ], [ -1, %call.i228 ], [ -1, %__modlink_format_i64.exit246 ], [ -1, %call.i248 ], [ -1, %__modlink_format_i64.exit266 ], [ -1, %call.i268 ], [ -1, %__modlink_format_i64.exit286 ], [ -1, %call.i288 ], [ -1, %check6.fail ], [ -1, %call.i291 ], [ -1, %__modlink_format_i64.exit309 ], [ -1, %call.i311 ], [ -1, %__modlink_format_i64.exit363 ], [ -1, %call.i365 ], [ -1, %__modlink_format_i64.exit383 ], [ -1, %call.i385 ], [ -1, %__modlink_format_i64.exit403 ], [ -1, %call.i418 ], [ -1, %__modlink_format_i64.exit436 ], [ -1, %call.i438 ], [ -1, %check12.fail ], [ -1, %call.i441 ], [ -1, %__modlink_format_i64.exit459 ], [ -1, %call.i461 ], [ -1, %__modlink_format_i64.exit513 ], [ -1, %call.i515 ], [ -1, %__modlink_format_i64.exit533 ], [ -1, %call.i535 ], [ -1, %__modlink_format_i64.exit570 ], [ -1, %call.i572 ], [ -1, %__modlink_format_i64.exit590 ], [ -1, %call.i605 ], [ -1, %__modlink_format_i64.exit623 ], [ -1, %call.i625 ], [ -1, %check19.fail ], [ -1, %call.i628 ], [ -1, %__modlink_format_i64.exit646 ], [ -1, %call.i648 ], [ -1, %__modlink_format_i64.exit700 ], [ -1, %call.i702 ], [ -1, %__modlink_format_i64.exit720 ], [ -1, %call.i722 ], [ -1, %__modlink_format_i64.exit757 ], [ -1, %call.i759 ], [ 0, %Mask.strides.done ], [ -1, %__modlink_format_i64.exit777 ], [ -1, %call.i792 ], [ 0, %middle.block ], [ 0, %for.i.body.i ]
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
  %digit.byte.i = trunc nuw nsw i64 %digit1.i to i8
  %ascii.i = or disjoint i8 %digit.byte.i, 48
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
  %part1 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i, ptr %part1, align 8
  %missing.i = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i, label %common.ret, label %call.i

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
  br label %digit.i212

digit.i212:                                       ; preds = %digit.i212, %check2.fail
  %remaining.i213 = phi i64 [ %mag.i210, %check2.fail ], [ %rest.i219, %digit.i212 ]
  %cursor.i214 = phi ptr [ %end.i211, %check2.fail ], [ %digit.at.i215, %digit.i212 ]
  %digit.at.i215 = getelementptr inbounds i8, ptr %cursor.i214, i64 -1
  %digit1.i216 = urem i64 %remaining.i213, 10
  %digit.byte.i217 = trunc nuw nsw i64 %digit1.i216 to i8
  %ascii.i218 = or disjoint i8 %digit.byte.i217, 48
  store i8 %ascii.i218, ptr %digit.at.i215, align 1
  %rest.i219 = udiv i64 %remaining.i213, 10
  %more.not.i220 = icmp ult i64 %remaining.i213, 10
  br i1 %more.not.i220, label %digits.done.i221, label %digit.i212

digits.done.i221:                                 ; preds = %digit.i212
  %neg.i222 = icmp slt i32 %lo.type_index, 0
  br i1 %neg.i222, label %sign.i224, label %__modlink_format_i64.exit226

sign.i224:                                        ; preds = %digits.done.i221
  %sign.at.i225 = getelementptr inbounds i8, ptr %cursor.i214, i64 -2
  store i8 45, ptr %sign.at.i225, align 1
  br label %__modlink_format_i64.exit226

__modlink_format_i64.exit226:                     ; preds = %digits.done.i221, %sign.i224
  %start.i223 = phi ptr [ %digit.at.i215, %digits.done.i221 ], [ %sign.at.i225, %sign.i224 ]
  %part6 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i223, ptr %part6, align 8
  %missing.i227 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i227, label %common.ret, label %call.i228

call.i228:                                        ; preds = %__modlink_format_i64.exit226
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
  %mag.i230 = zext i32 %2 to i64
  %end.i231 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i231, align 1
  br label %digit.i232

digit.i232:                                       ; preds = %digit.i232, %check3.fail
  %remaining.i233 = phi i64 [ %mag.i230, %check3.fail ], [ %rest.i239, %digit.i232 ]
  %cursor.i234 = phi ptr [ %end.i231, %check3.fail ], [ %digit.at.i235, %digit.i232 ]
  %digit.at.i235 = getelementptr inbounds i8, ptr %cursor.i234, i64 -1
  %digit1.i236 = urem i64 %remaining.i233, 10
  %digit.byte.i237 = trunc nuw nsw i64 %digit1.i236 to i8
  %ascii.i238 = or disjoint i8 %digit.byte.i237, 48
  store i8 %ascii.i238, ptr %digit.at.i235, align 1
  %rest.i239 = udiv i64 %remaining.i233, 10
  %more.not.i240 = icmp ult i64 %remaining.i233, 10
  br i1 %more.not.i240, label %digits.done.i241, label %digit.i232

digits.done.i241:                                 ; preds = %digit.i232
  %neg.i242 = icmp slt i32 %hi.type_index, 0
  br i1 %neg.i242, label %sign.i244, label %__modlink_format_i64.exit246

sign.i244:                                        ; preds = %digits.done.i241
  %sign.at.i245 = getelementptr inbounds i8, ptr %cursor.i234, i64 -2
  store i8 45, ptr %sign.at.i245, align 1
  br label %__modlink_format_i64.exit246

__modlink_format_i64.exit246:                     ; preds = %digits.done.i241, %sign.i244
  %start.i243 = phi ptr [ %digit.at.i235, %digits.done.i241 ], [ %sign.at.i245, %sign.i244 ]
  %part15 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i243, ptr %part15, align 8
  %missing.i247 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i247, label %common.ret, label %call.i248

call.i248:                                        ; preds = %__modlink_format_i64.exit246
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
  %mag.i250 = zext i32 %3 to i64
  %end.i251 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i251, align 1
  br label %digit.i252

digit.i252:                                       ; preds = %digit.i252, %check4.fail
  %remaining.i253 = phi i64 [ %mag.i250, %check4.fail ], [ %rest.i259, %digit.i252 ]
  %cursor.i254 = phi ptr [ %end.i251, %check4.fail ], [ %digit.at.i255, %digit.i252 ]
  %digit.at.i255 = getelementptr inbounds i8, ptr %cursor.i254, i64 -1
  %digit1.i256 = urem i64 %remaining.i253, 10
  %digit.byte.i257 = trunc nuw nsw i64 %digit1.i256 to i8
  %ascii.i258 = or disjoint i8 %digit.byte.i257, 48
  store i8 %ascii.i258, ptr %digit.at.i255, align 1
  %rest.i259 = udiv i64 %remaining.i253, 10
  %more.not.i260 = icmp ult i64 %remaining.i253, 10
  br i1 %more.not.i260, label %digits.done.i261, label %digit.i252

digits.done.i261:                                 ; preds = %digit.i252
  %neg.i262 = icmp slt i32 %k.type_index, 0
  br i1 %neg.i262, label %sign.i264, label %__modlink_format_i64.exit266

sign.i264:                                        ; preds = %digits.done.i261
  %sign.at.i265 = getelementptr inbounds i8, ptr %cursor.i254, i64 -2
  store i8 45, ptr %sign.at.i265, align 1
  br label %__modlink_format_i64.exit266

__modlink_format_i64.exit266:                     ; preds = %digits.done.i261, %sign.i264
  %start.i263 = phi ptr [ %digit.at.i255, %digits.done.i261 ], [ %sign.at.i265, %sign.i264 ]
  %part24 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i263, ptr %part24, align 8
  %missing.i267 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i267, label %common.ret, label %call.i268

call.i268:                                        ; preds = %__modlink_format_i64.exit266
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
  %mag.i270 = zext i32 %4 to i64
  %end.i271 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i271, align 1
  br label %digit.i272

digit.i272:                                       ; preds = %digit.i272, %check5.fail
  %remaining.i273 = phi i64 [ %mag.i270, %check5.fail ], [ %rest.i279, %digit.i272 ]
  %cursor.i274 = phi ptr [ %end.i271, %check5.fail ], [ %digit.at.i275, %digit.i272 ]
  %digit.at.i275 = getelementptr inbounds i8, ptr %cursor.i274, i64 -1
  %digit1.i276 = urem i64 %remaining.i273, 10
  %digit.byte.i277 = trunc nuw nsw i64 %digit1.i276 to i8
  %ascii.i278 = or disjoint i8 %digit.byte.i277, 48
  store i8 %ascii.i278, ptr %digit.at.i275, align 1
  %rest.i279 = udiv i64 %remaining.i273, 10
  %more.not.i280 = icmp ult i64 %remaining.i273, 10
  br i1 %more.not.i280, label %digits.done.i281, label %digit.i272

digits.done.i281:                                 ; preds = %digit.i272
  %neg.i282 = icmp slt i32 %X.type_index, 0
  br i1 %neg.i282, label %sign.i284, label %__modlink_format_i64.exit286

sign.i284:                                        ; preds = %digits.done.i281
  %sign.at.i285 = getelementptr inbounds i8, ptr %cursor.i274, i64 -2
  store i8 45, ptr %sign.at.i285, align 1
  br label %__modlink_format_i64.exit286

__modlink_format_i64.exit286:                     ; preds = %digits.done.i281, %sign.i284
  %start.i283 = phi ptr [ %digit.at.i275, %digits.done.i281 ], [ %sign.at.i285, %sign.i284 ]
  %part32 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i283, ptr %part32, align 8
  %missing.i287 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i287, label %common.ret, label %call.i288

call.i288:                                        ; preds = %__modlink_format_i64.exit286
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check5.ok:                                        ; preds = %check4.ok, %check4.ok, %check4.ok
  %is27 = icmp eq i32 %X.type_index, 70
  %X.value = getelementptr inbounds i8, ptr %args, i64 56
  %X.ptr = load ptr, ptr %X.value, align 8
  %X.dltensor.idx = select i1 %is27, i64 24, i64 0
  %X.dltensor = getelementptr inbounds i8, ptr %X.ptr, i64 %X.dltensor.idx
  %null.not = icmp eq ptr %X.ptr, null
  br i1 %null.not, label %check6.fail, label %check6.ok

check6.fail:                                      ; preds = %check5.ok
  store ptr @.str.7, ptr %message.parts, align 8
  %missing.i290 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i290, label %common.ret, label %call.i291

call.i291:                                        ; preds = %check6.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check6.ok:                                        ; preds = %check5.ok
  %ndim.at = getelementptr inbounds i8, ptr %X.dltensor, i64 16
  %X.ndim = load i32, ptr %ndim.at, align 4
  %ndim.ok = icmp eq i32 %X.ndim, 1
  br i1 %ndim.ok, label %check7.ok, label %check7.fail

check7.fail:                                      ; preds = %check6.ok
  store ptr @.str.8, ptr %message.parts, align 8
  %5 = tail call i32 @llvm.abs.i32(i32 %X.ndim, i1 false)
  %mag.i293 = zext i32 %5 to i64
  %end.i294 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i294, align 1
  br label %digit.i295

digit.i295:                                       ; preds = %digit.i295, %check7.fail
  %remaining.i296 = phi i64 [ %mag.i293, %check7.fail ], [ %rest.i302, %digit.i295 ]
  %cursor.i297 = phi ptr [ %end.i294, %check7.fail ], [ %digit.at.i298, %digit.i295 ]
  %digit.at.i298 = getelementptr inbounds i8, ptr %cursor.i297, i64 -1
  %digit1.i299 = urem i64 %remaining.i296, 10
  %digit.byte.i300 = trunc nuw nsw i64 %digit1.i299 to i8
  %ascii.i301 = or disjoint i8 %digit.byte.i300, 48
  store i8 %ascii.i301, ptr %digit.at.i298, align 1
  %rest.i302 = udiv i64 %remaining.i296, 10
  %more.not.i303 = icmp ult i64 %remaining.i296, 10
  br i1 %more.not.i303, label %digits.done.i304, label %digit.i295

digits.done.i304:                                 ; preds = %digit.i295
  %neg.i305 = icmp slt i32 %X.ndim, 0
  br i1 %neg.i305, label %sign.i307, label %__modlink_format_i64.exit309

sign.i307:                                        ; preds = %digits.done.i304
  %sign.at.i308 = getelementptr inbounds i8, ptr %cursor.i297, i64 -2
  store i8 45, ptr %sign.at.i308, align 1
  br label %__modlink_format_i64.exit309

__modlink_format_i64.exit309:                     ; preds = %digits.done.i304, %sign.i307
  %start.i306 = phi ptr [ %digit.at.i298, %digits.done.i304 ], [ %sign.at.i308, %sign.i307 ]
  %part36 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i306, ptr %part36, align 8
  %missing.i310 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i310, label %common.ret, label %call.i311

call.i311:                                        ; preds = %__modlink_format_i64.exit309
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check7.ok:                                        ; preds = %check6.ok
  %dtype.at = getelementptr inbounds i8, ptr %X.dltensor, i64 20
  %bits.at = getelementptr inbounds i8, ptr %X.dltensor, i64 21
  %lanes.at = getelementptr inbounds i8, ptr %X.dltensor, i64 22
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
  %end.i314 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i314, align 1
  br label %digit.i315

digit.i315:                                       ; preds = %digit.i315, %check8.fail
  %remaining.i316 = phi i64 [ %code38, %check8.fail ], [ %rest.i322, %digit.i315 ]
  %cursor.i317 = phi ptr [ %end.i314, %check8.fail ], [ %digit.at.i318, %digit.i315 ]
  %digit.at.i318 = getelementptr inbounds i8, ptr %cursor.i317, i64 -1
  %digit1.i319 = urem i64 %remaining.i316, 10
  %digit.byte.i320 = trunc nuw nsw i64 %digit1.i319 to i8
  %ascii.i321 = or disjoint i8 %digit.byte.i320, 48
  store i8 %ascii.i321, ptr %digit.at.i318, align 1
  %rest.i322 = udiv i64 %remaining.i316, 10
  %more.not.i323 = icmp ult i64 %remaining.i316, 10
  br i1 %more.not.i323, label %__modlink_format_i64.exit329, label %digit.i315

__modlink_format_i64.exit329:                     ; preds = %digit.i315
  %bits39 = zext i8 %bits to i64
  %part43 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digit.at.i318, ptr %part43, align 8
  %part44 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.10, ptr %part44, align 8
  %end.i331 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i331, align 1
  br label %digit.i332

digit.i332:                                       ; preds = %digit.i332, %__modlink_format_i64.exit329
  %remaining.i333 = phi i64 [ %bits39, %__modlink_format_i64.exit329 ], [ %rest.i339, %digit.i332 ]
  %cursor.i334 = phi ptr [ %end.i331, %__modlink_format_i64.exit329 ], [ %digit.at.i335, %digit.i332 ]
  %digit.at.i335 = getelementptr inbounds i8, ptr %cursor.i334, i64 -1
  %digit1.i336 = urem i64 %remaining.i333, 10
  %digit.byte.i337 = trunc nuw nsw i64 %digit1.i336 to i8
  %ascii.i338 = or disjoint i8 %digit.byte.i337, 48
  store i8 %ascii.i338, ptr %digit.at.i335, align 1
  %rest.i339 = udiv i64 %remaining.i333, 10
  %more.not.i340 = icmp ult i64 %remaining.i333, 10
  br i1 %more.not.i340, label %__modlink_format_i64.exit346, label %digit.i332

__modlink_format_i64.exit346:                     ; preds = %digit.i332
  %part46 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digit.at.i335, ptr %part46, align 8
  %part47 = getelementptr inbounds i8, ptr %message.parts, i64 32
  store ptr @.str.11, ptr %part47, align 8
  %end.i348 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i348, align 1
  br label %digit.i349

digit.i349:                                       ; preds = %digit.i349, %__modlink_format_i64.exit346
  %remaining.i350 = phi i64 [ %lanes40, %__modlink_format_i64.exit346 ], [ %rest.i356, %digit.i349 ]
  %cursor.i351 = phi ptr [ %end.i348, %__modlink_format_i64.exit346 ], [ %digit.at.i352, %digit.i349 ]
  %digit.at.i352 = getelementptr inbounds i8, ptr %cursor.i351, i64 -1
  %digit1.i353 = urem i64 %remaining.i350, 10
  %digit.byte.i354 = trunc nuw nsw i64 %digit1.i353 to i8
  %ascii.i355 = or disjoint i8 %digit.byte.i354, 48
  store i8 %ascii.i355, ptr %digit.at.i352, align 1
  %rest.i356 = udiv i64 %remaining.i350, 10
  %more.not.i357 = icmp ult i64 %remaining.i350, 10
  br i1 %more.not.i357, label %__modlink_format_i64.exit363, label %digit.i349

__modlink_format_i64.exit363:                     ; preds = %digit.i349
  %part49 = getelementptr inbounds i8, ptr %message.parts, i64 40
  store ptr %digit.at.i352, ptr %part49, align 8
  %missing.i364 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i364, label %common.ret, label %call.i365

call.i365:                                        ; preds = %__modlink_format_i64.exit363
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check8.ok:                                        ; preds = %check7.ok
  %device.at = getelementptr inbounds i8, ptr %X.dltensor, i64 8
  %X.device_type = load i32, ptr %device.at, align 4
  %device.ok = icmp eq i32 %X.device_type, 1
  br i1 %device.ok, label %check9.ok, label %check9.fail

check9.fail:                                      ; preds = %check8.ok
  store ptr @.str.12, ptr %message.parts, align 8
  %6 = tail call i32 @llvm.abs.i32(i32 %X.device_type, i1 false)
  %mag.i367 = zext i32 %6 to i64
  %end.i368 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i368, align 1
  br label %digit.i369

digit.i369:                                       ; preds = %digit.i369, %check9.fail
  %remaining.i370 = phi i64 [ %mag.i367, %check9.fail ], [ %rest.i376, %digit.i369 ]
  %cursor.i371 = phi ptr [ %end.i368, %check9.fail ], [ %digit.at.i372, %digit.i369 ]
  %digit.at.i372 = getelementptr inbounds i8, ptr %cursor.i371, i64 -1
  %digit1.i373 = urem i64 %remaining.i370, 10
  %digit.byte.i374 = trunc nuw nsw i64 %digit1.i373 to i8
  %ascii.i375 = or disjoint i8 %digit.byte.i374, 48
  store i8 %ascii.i375, ptr %digit.at.i372, align 1
  %rest.i376 = udiv i64 %remaining.i370, 10
  %more.not.i377 = icmp ult i64 %remaining.i370, 10
  br i1 %more.not.i377, label %digits.done.i378, label %digit.i369

digits.done.i378:                                 ; preds = %digit.i369
  %neg.i379 = icmp slt i32 %X.device_type, 0
  br i1 %neg.i379, label %sign.i381, label %__modlink_format_i64.exit383

sign.i381:                                        ; preds = %digits.done.i378
  %sign.at.i382 = getelementptr inbounds i8, ptr %cursor.i371, i64 -2
  store i8 45, ptr %sign.at.i382, align 1
  br label %__modlink_format_i64.exit383

__modlink_format_i64.exit383:                     ; preds = %digits.done.i378, %sign.i381
  %start.i380 = phi ptr [ %digit.at.i372, %digits.done.i378 ], [ %sign.at.i382, %sign.i381 ]
  %part52 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i380, ptr %part52, align 8
  %missing.i384 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i384, label %common.ret, label %call.i385

call.i385:                                        ; preds = %__modlink_format_i64.exit383
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check9.ok:                                        ; preds = %check8.ok
  %shape.at = getelementptr inbounds i8, ptr %X.dltensor, i64 24
  %X.shape = load ptr, ptr %shape.at, align 8
  %X.shape0 = load i64, ptr %X.shape, align 8
  %strides.at = getelementptr inbounds i8, ptr %X.dltensor, i64 32
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
  %byte_offset.at = getelementptr inbounds i8, ptr %X.dltensor, i64 40
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
  %mag.i387 = tail call i64 @llvm.abs.i64(i64 %X.stride0, i1 false)
  %end.i388 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i388, align 1
  br label %digit.i389

digit.i389:                                       ; preds = %digit.i389, %check10.fail
  %remaining.i390 = phi i64 [ %mag.i387, %check10.fail ], [ %rest.i396, %digit.i389 ]
  %cursor.i391 = phi ptr [ %end.i388, %check10.fail ], [ %digit.at.i392, %digit.i389 ]
  %digit.at.i392 = getelementptr inbounds i8, ptr %cursor.i391, i64 -1
  %digit1.i393 = urem i64 %remaining.i390, 10
  %digit.byte.i394 = trunc nuw nsw i64 %digit1.i393 to i8
  %ascii.i395 = or disjoint i8 %digit.byte.i394, 48
  store i8 %ascii.i395, ptr %digit.at.i392, align 1
  %rest.i396 = udiv i64 %remaining.i390, 10
  %more.not.i397 = icmp ult i64 %remaining.i390, 10
  br i1 %more.not.i397, label %digits.done.i398, label %digit.i389

digits.done.i398:                                 ; preds = %digit.i389
  %neg.i399 = icmp slt i64 %X.stride0, 0
  br i1 %neg.i399, label %sign.i401, label %__modlink_format_i64.exit403

sign.i401:                                        ; preds = %digits.done.i398
  %sign.at.i402 = getelementptr inbounds i8, ptr %cursor.i391, i64 -2
  store i8 45, ptr %sign.at.i402, align 1
  br label %__modlink_format_i64.exit403

__modlink_format_i64.exit403:                     ; preds = %digits.done.i398, %sign.i401
  %start.i400 = phi ptr [ %digit.at.i392, %digits.done.i398 ], [ %sign.at.i402, %sign.i401 ]
  %part56 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i400, ptr %part56, align 8
  %part57 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.14, ptr %part57, align 8
  %end.i404 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i404, align 1
  %digit.at.i408 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i408, align 1
  %part59 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digit.at.i408, ptr %part59, align 8
  %missing.i417 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i417, label %common.ret, label %call.i418

call.i418:                                        ; preds = %__modlink_format_i64.exit403
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check11.fail:                                     ; preds = %X.strides.done
  store ptr @.str.15, ptr %message.parts, align 8
  %7 = tail call i32 @llvm.abs.i32(i32 %Y.type_index, i1 false)
  %mag.i420 = zext i32 %7 to i64
  %end.i421 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i421, align 1
  br label %digit.i422

digit.i422:                                       ; preds = %digit.i422, %check11.fail
  %remaining.i423 = phi i64 [ %mag.i420, %check11.fail ], [ %rest.i429, %digit.i422 ]
  %cursor.i424 = phi ptr [ %end.i421, %check11.fail ], [ %digit.at.i425, %digit.i422 ]
  %digit.at.i425 = getelementptr inbounds i8, ptr %cursor.i424, i64 -1
  %digit1.i426 = urem i64 %remaining.i423, 10
  %digit.byte.i427 = trunc nuw nsw i64 %digit1.i426 to i8
  %ascii.i428 = or disjoint i8 %digit.byte.i427, 48
  store i8 %ascii.i428, ptr %digit.at.i425, align 1
  %rest.i429 = udiv i64 %remaining.i423, 10
  %more.not.i430 = icmp ult i64 %remaining.i423, 10
  br i1 %more.not.i430, label %digits.done.i431, label %digit.i422

digits.done.i431:                                 ; preds = %digit.i422
  %neg.i432 = icmp slt i32 %Y.type_index, 0
  br i1 %neg.i432, label %sign.i434, label %__modlink_format_i64.exit436

sign.i434:                                        ; preds = %digits.done.i431
  %sign.at.i435 = getelementptr inbounds i8, ptr %cursor.i424, i64 -2
  store i8 45, ptr %sign.at.i435, align 1
  br label %__modlink_format_i64.exit436

__modlink_format_i64.exit436:                     ; preds = %digits.done.i431, %sign.i434
  %start.i433 = phi ptr [ %digit.at.i425, %digits.done.i431 ], [ %sign.at.i435, %sign.i434 ]
  %part68 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i433, ptr %part68, align 8
  %missing.i437 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i437, label %common.ret, label %call.i438

call.i438:                                        ; preds = %__modlink_format_i64.exit436
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check11.ok:                                       ; preds = %X.strides.done, %X.strides.done, %X.strides.done
  %is62 = icmp eq i32 %Y.type_index, 70
  %Y.value = getelementptr inbounds i8, ptr %args, i64 72
  %Y.ptr = load ptr, ptr %Y.value, align 8
  %Y.dltensor.idx = select i1 %is62, i64 24, i64 0
  %Y.dltensor = getelementptr inbounds i8, ptr %Y.ptr, i64 %Y.dltensor.idx
  %null69.not = icmp eq ptr %Y.ptr, null
  br i1 %null69.not, label %check12.fail, label %check12.ok

check12.fail:                                     ; preds = %check11.ok
  store ptr @.str.16, ptr %message.parts, align 8
  %missing.i440 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i440, label %common.ret, label %call.i441

call.i441:                                        ; preds = %check12.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check12.ok:                                       ; preds = %check11.ok
  %ndim.at72 = getelementptr inbounds i8, ptr %Y.dltensor, i64 16
  %Y.ndim = load i32, ptr %ndim.at72, align 4
  %ndim.ok73 = icmp eq i32 %Y.ndim, 1
  br i1 %ndim.ok73, label %check13.ok, label %check13.fail

check13.fail:                                     ; preds = %check12.ok
  store ptr @.str.17, ptr %message.parts, align 8
  %8 = tail call i32 @llvm.abs.i32(i32 %Y.ndim, i1 false)
  %mag.i443 = zext i32 %8 to i64
  %end.i444 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i444, align 1
  br label %digit.i445

digit.i445:                                       ; preds = %digit.i445, %check13.fail
  %remaining.i446 = phi i64 [ %mag.i443, %check13.fail ], [ %rest.i452, %digit.i445 ]
  %cursor.i447 = phi ptr [ %end.i444, %check13.fail ], [ %digit.at.i448, %digit.i445 ]
  %digit.at.i448 = getelementptr inbounds i8, ptr %cursor.i447, i64 -1
  %digit1.i449 = urem i64 %remaining.i446, 10
  %digit.byte.i450 = trunc nuw nsw i64 %digit1.i449 to i8
  %ascii.i451 = or disjoint i8 %digit.byte.i450, 48
  store i8 %ascii.i451, ptr %digit.at.i448, align 1
  %rest.i452 = udiv i64 %remaining.i446, 10
  %more.not.i453 = icmp ult i64 %remaining.i446, 10
  br i1 %more.not.i453, label %digits.done.i454, label %digit.i445

digits.done.i454:                                 ; preds = %digit.i445
  %neg.i455 = icmp slt i32 %Y.ndim, 0
  br i1 %neg.i455, label %sign.i457, label %__modlink_format_i64.exit459

sign.i457:                                        ; preds = %digits.done.i454
  %sign.at.i458 = getelementptr inbounds i8, ptr %cursor.i447, i64 -2
  store i8 45, ptr %sign.at.i458, align 1
  br label %__modlink_format_i64.exit459

__modlink_format_i64.exit459:                     ; preds = %digits.done.i454, %sign.i457
  %start.i456 = phi ptr [ %digit.at.i448, %digits.done.i454 ], [ %sign.at.i458, %sign.i457 ]
  %part77 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i456, ptr %part77, align 8
  %missing.i460 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i460, label %common.ret, label %call.i461

call.i461:                                        ; preds = %__modlink_format_i64.exit459
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check13.ok:                                       ; preds = %check12.ok
  %dtype.at78 = getelementptr inbounds i8, ptr %Y.dltensor, i64 20
  %bits.at80 = getelementptr inbounds i8, ptr %Y.dltensor, i64 21
  %lanes.at81 = getelementptr inbounds i8, ptr %Y.dltensor, i64 22
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
  %end.i464 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i464, align 1
  br label %digit.i465

digit.i465:                                       ; preds = %digit.i465, %check14.fail
  %remaining.i466 = phi i64 [ %code90, %check14.fail ], [ %rest.i472, %digit.i465 ]
  %cursor.i467 = phi ptr [ %end.i464, %check14.fail ], [ %digit.at.i468, %digit.i465 ]
  %digit.at.i468 = getelementptr inbounds i8, ptr %cursor.i467, i64 -1
  %digit1.i469 = urem i64 %remaining.i466, 10
  %digit.byte.i470 = trunc nuw nsw i64 %digit1.i469 to i8
  %ascii.i471 = or disjoint i8 %digit.byte.i470, 48
  store i8 %ascii.i471, ptr %digit.at.i468, align 1
  %rest.i472 = udiv i64 %remaining.i466, 10
  %more.not.i473 = icmp ult i64 %remaining.i466, 10
  br i1 %more.not.i473, label %__modlink_format_i64.exit479, label %digit.i465

__modlink_format_i64.exit479:                     ; preds = %digit.i465
  %bits91 = zext i8 %bits83 to i64
  %part95 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digit.at.i468, ptr %part95, align 8
  %part96 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.10, ptr %part96, align 8
  %end.i481 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i481, align 1
  br label %digit.i482

digit.i482:                                       ; preds = %digit.i482, %__modlink_format_i64.exit479
  %remaining.i483 = phi i64 [ %bits91, %__modlink_format_i64.exit479 ], [ %rest.i489, %digit.i482 ]
  %cursor.i484 = phi ptr [ %end.i481, %__modlink_format_i64.exit479 ], [ %digit.at.i485, %digit.i482 ]
  %digit.at.i485 = getelementptr inbounds i8, ptr %cursor.i484, i64 -1
  %digit1.i486 = urem i64 %remaining.i483, 10
  %digit.byte.i487 = trunc nuw nsw i64 %digit1.i486 to i8
  %ascii.i488 = or disjoint i8 %digit.byte.i487, 48
  store i8 %ascii.i488, ptr %digit.at.i485, align 1
  %rest.i489 = udiv i64 %remaining.i483, 10
  %more.not.i490 = icmp ult i64 %remaining.i483, 10
  br i1 %more.not.i490, label %__modlink_format_i64.exit496, label %digit.i482

__modlink_format_i64.exit496:                     ; preds = %digit.i482
  %part98 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digit.at.i485, ptr %part98, align 8
  %part99 = getelementptr inbounds i8, ptr %message.parts, i64 32
  store ptr @.str.11, ptr %part99, align 8
  %end.i498 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i498, align 1
  br label %digit.i499

digit.i499:                                       ; preds = %digit.i499, %__modlink_format_i64.exit496
  %remaining.i500 = phi i64 [ %lanes92, %__modlink_format_i64.exit496 ], [ %rest.i506, %digit.i499 ]
  %cursor.i501 = phi ptr [ %end.i498, %__modlink_format_i64.exit496 ], [ %digit.at.i502, %digit.i499 ]
  %digit.at.i502 = getelementptr inbounds i8, ptr %cursor.i501, i64 -1
  %digit1.i503 = urem i64 %remaining.i500, 10
  %digit.byte.i504 = trunc nuw nsw i64 %digit1.i503 to i8
  %ascii.i505 = or disjoint i8 %digit.byte.i504, 48
  store i8 %ascii.i505, ptr %digit.at.i502, align 1
  %rest.i506 = udiv i64 %remaining.i500, 10
  %more.not.i507 = icmp ult i64 %remaining.i500, 10
  br i1 %more.not.i507, label %__modlink_format_i64.exit513, label %digit.i499

__modlink_format_i64.exit513:                     ; preds = %digit.i499
  %part101 = getelementptr inbounds i8, ptr %message.parts, i64 40
  store ptr %digit.at.i502, ptr %part101, align 8
  %missing.i514 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i514, label %common.ret, label %call.i515

call.i515:                                        ; preds = %__modlink_format_i64.exit513
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check14.ok:                                       ; preds = %check13.ok
  %device.at102 = getelementptr inbounds i8, ptr %Y.dltensor, i64 8
  %Y.device_type = load i32, ptr %device.at102, align 4
  %device.ok103 = icmp eq i32 %Y.device_type, 1
  br i1 %device.ok103, label %check15.ok, label %check15.fail

check15.fail:                                     ; preds = %check14.ok
  store ptr @.str.19, ptr %message.parts, align 8
  %9 = tail call i32 @llvm.abs.i32(i32 %Y.device_type, i1 false)
  %mag.i517 = zext i32 %9 to i64
  %end.i518 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i518, align 1
  br label %digit.i519

digit.i519:                                       ; preds = %digit.i519, %check15.fail
  %remaining.i520 = phi i64 [ %mag.i517, %check15.fail ], [ %rest.i526, %digit.i519 ]
  %cursor.i521 = phi ptr [ %end.i518, %check15.fail ], [ %digit.at.i522, %digit.i519 ]
  %digit.at.i522 = getelementptr inbounds i8, ptr %cursor.i521, i64 -1
  %digit1.i523 = urem i64 %remaining.i520, 10
  %digit.byte.i524 = trunc nuw nsw i64 %digit1.i523 to i8
  %ascii.i525 = or disjoint i8 %digit.byte.i524, 48
  store i8 %ascii.i525, ptr %digit.at.i522, align 1
  %rest.i526 = udiv i64 %remaining.i520, 10
  %more.not.i527 = icmp ult i64 %remaining.i520, 10
  br i1 %more.not.i527, label %digits.done.i528, label %digit.i519

digits.done.i528:                                 ; preds = %digit.i519
  %neg.i529 = icmp slt i32 %Y.device_type, 0
  br i1 %neg.i529, label %sign.i531, label %__modlink_format_i64.exit533

sign.i531:                                        ; preds = %digits.done.i528
  %sign.at.i532 = getelementptr inbounds i8, ptr %cursor.i521, i64 -2
  store i8 45, ptr %sign.at.i532, align 1
  br label %__modlink_format_i64.exit533

__modlink_format_i64.exit533:                     ; preds = %digits.done.i528, %sign.i531
  %start.i530 = phi ptr [ %digit.at.i522, %digits.done.i528 ], [ %sign.at.i532, %sign.i531 ]
  %part107 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i530, ptr %part107, align 8
  %missing.i534 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i534, label %common.ret, label %call.i535

call.i535:                                        ; preds = %__modlink_format_i64.exit533
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check15.ok:                                       ; preds = %check14.ok
  %shape.at108 = getelementptr inbounds i8, ptr %Y.dltensor, i64 24
  %Y.shape = load ptr, ptr %shape.at108, align 8
  %Y.shape0 = load i64, ptr %Y.shape, align 8
  %extent.ok = icmp eq i64 %Y.shape0, %X.shape0
  br i1 %extent.ok, label %check16.ok, label %check16.fail

check16.fail:                                     ; preds = %check15.ok
  store ptr @.str.20, ptr %message.parts, align 8
  %mag.i537 = tail call i64 @llvm.abs.i64(i64 %Y.shape0, i1 false)
  %end.i538 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i538, align 1
  br label %digit.i539

digit.i539:                                       ; preds = %digit.i539, %check16.fail
  %remaining.i540 = phi i64 [ %mag.i537, %check16.fail ], [ %rest.i546, %digit.i539 ]
  %cursor.i541 = phi ptr [ %end.i538, %check16.fail ], [ %digit.at.i542, %digit.i539 ]
  %digit.at.i542 = getelementptr inbounds i8, ptr %cursor.i541, i64 -1
  %digit1.i543 = urem i64 %remaining.i540, 10
  %digit.byte.i544 = trunc nuw nsw i64 %digit1.i543 to i8
  %ascii.i545 = or disjoint i8 %digit.byte.i544, 48
  store i8 %ascii.i545, ptr %digit.at.i542, align 1
  %rest.i546 = udiv i64 %remaining.i540, 10
  %more.not.i547 = icmp ult i64 %remaining.i540, 10
  br i1 %more.not.i547, label %digits.done.i548, label %digit.i539

digits.done.i548:                                 ; preds = %digit.i539
  %neg.i549 = icmp slt i64 %Y.shape0, 0
  br i1 %neg.i549, label %sign.i551, label %__modlink_format_i64.exit553

sign.i551:                                        ; preds = %digits.done.i548
  %sign.at.i552 = getelementptr inbounds i8, ptr %cursor.i541, i64 -2
  store i8 45, ptr %sign.at.i552, align 1
  br label %__modlink_format_i64.exit553

__modlink_format_i64.exit553:                     ; preds = %digits.done.i548, %sign.i551
  %start.i550 = phi ptr [ %digit.at.i542, %digits.done.i548 ], [ %sign.at.i552, %sign.i551 ]
  %part112 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i550, ptr %part112, align 8
  %part113 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.21, ptr %part113, align 8
  %mag.i554 = call i64 @llvm.abs.i64(i64 %X.shape0, i1 false)
  %end.i555 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i555, align 1
  br label %digit.i556

digit.i556:                                       ; preds = %digit.i556, %__modlink_format_i64.exit553
  %remaining.i557 = phi i64 [ %mag.i554, %__modlink_format_i64.exit553 ], [ %rest.i563, %digit.i556 ]
  %cursor.i558 = phi ptr [ %end.i555, %__modlink_format_i64.exit553 ], [ %digit.at.i559, %digit.i556 ]
  %digit.at.i559 = getelementptr inbounds i8, ptr %cursor.i558, i64 -1
  %digit1.i560 = urem i64 %remaining.i557, 10
  %digit.byte.i561 = trunc nuw nsw i64 %digit1.i560 to i8
  %ascii.i562 = or disjoint i8 %digit.byte.i561, 48
  store i8 %ascii.i562, ptr %digit.at.i559, align 1
  %rest.i563 = udiv i64 %remaining.i557, 10
  %more.not.i564 = icmp ult i64 %remaining.i557, 10
  br i1 %more.not.i564, label %digits.done.i565, label %digit.i556

digits.done.i565:                                 ; preds = %digit.i556
  %neg.i566 = icmp slt i64 %X.shape0, 0
  br i1 %neg.i566, label %sign.i568, label %__modlink_format_i64.exit570

sign.i568:                                        ; preds = %digits.done.i565
  %sign.at.i569 = getelementptr inbounds i8, ptr %cursor.i558, i64 -2
  store i8 45, ptr %sign.at.i569, align 1
  br label %__modlink_format_i64.exit570

__modlink_format_i64.exit570:                     ; preds = %digits.done.i565, %sign.i568
  %start.i567 = phi ptr [ %digit.at.i559, %digits.done.i565 ], [ %sign.at.i569, %sign.i568 ]
  %part115 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %start.i567, ptr %part115, align 8
  %missing.i571 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i571, label %common.ret, label %call.i572

call.i572:                                        ; preds = %__modlink_format_i64.exit570
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check16.ok:                                       ; preds = %check15.ok
  %strides.at116 = getelementptr inbounds i8, ptr %Y.dltensor, i64 32
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
  %byte_offset.at131 = getelementptr inbounds i8, ptr %Y.dltensor, i64 40
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
  %mag.i574 = tail call i64 @llvm.abs.i64(i64 %Y.stride0, i1 false)
  %end.i575 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i575, align 1
  br label %digit.i576

digit.i576:                                       ; preds = %digit.i576, %check17.fail
  %remaining.i577 = phi i64 [ %mag.i574, %check17.fail ], [ %rest.i583, %digit.i576 ]
  %cursor.i578 = phi ptr [ %end.i575, %check17.fail ], [ %digit.at.i579, %digit.i576 ]
  %digit.at.i579 = getelementptr inbounds i8, ptr %cursor.i578, i64 -1
  %digit1.i580 = urem i64 %remaining.i577, 10
  %digit.byte.i581 = trunc nuw nsw i64 %digit1.i580 to i8
  %ascii.i582 = or disjoint i8 %digit.byte.i581, 48
  store i8 %ascii.i582, ptr %digit.at.i579, align 1
  %rest.i583 = udiv i64 %remaining.i577, 10
  %more.not.i584 = icmp ult i64 %remaining.i577, 10
  br i1 %more.not.i584, label %digits.done.i585, label %digit.i576

digits.done.i585:                                 ; preds = %digit.i576
  %neg.i586 = icmp slt i64 %Y.stride0, 0
  br i1 %neg.i586, label %sign.i588, label %__modlink_format_i64.exit590

sign.i588:                                        ; preds = %digits.done.i585
  %sign.at.i589 = getelementptr inbounds i8, ptr %cursor.i578, i64 -2
  store i8 45, ptr %sign.at.i589, align 1
  br label %__modlink_format_i64.exit590

__modlink_format_i64.exit590:                     ; preds = %digits.done.i585, %sign.i588
  %start.i587 = phi ptr [ %digit.at.i579, %digits.done.i585 ], [ %sign.at.i589, %sign.i588 ]
  %part124 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i587, ptr %part124, align 8
  %part125 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.14, ptr %part125, align 8
  %end.i591 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i591, align 1
  %digit.at.i595 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i595, align 1
  %part127 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digit.at.i595, ptr %part127, align 8
  %missing.i604 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i604, label %common.ret, label %call.i605

call.i605:                                        ; preds = %__modlink_format_i64.exit590
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check18.fail:                                     ; preds = %Y.strides.done
  store ptr @.str.23, ptr %message.parts, align 8
  %10 = tail call i32 @llvm.abs.i32(i32 %Mask.type_index, i1 false)
  %mag.i607 = zext i32 %10 to i64
  %end.i608 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i608, align 1
  br label %digit.i609

digit.i609:                                       ; preds = %digit.i609, %check18.fail
  %remaining.i610 = phi i64 [ %mag.i607, %check18.fail ], [ %rest.i616, %digit.i609 ]
  %cursor.i611 = phi ptr [ %end.i608, %check18.fail ], [ %digit.at.i612, %digit.i609 ]
  %digit.at.i612 = getelementptr inbounds i8, ptr %cursor.i611, i64 -1
  %digit1.i613 = urem i64 %remaining.i610, 10
  %digit.byte.i614 = trunc nuw nsw i64 %digit1.i613 to i8
  %ascii.i615 = or disjoint i8 %digit.byte.i614, 48
  store i8 %ascii.i615, ptr %digit.at.i612, align 1
  %rest.i616 = udiv i64 %remaining.i610, 10
  %more.not.i617 = icmp ult i64 %remaining.i610, 10
  br i1 %more.not.i617, label %digits.done.i618, label %digit.i609

digits.done.i618:                                 ; preds = %digit.i609
  %neg.i619 = icmp slt i32 %Mask.type_index, 0
  br i1 %neg.i619, label %sign.i621, label %__modlink_format_i64.exit623

sign.i621:                                        ; preds = %digits.done.i618
  %sign.at.i622 = getelementptr inbounds i8, ptr %cursor.i611, i64 -2
  store i8 45, ptr %sign.at.i622, align 1
  br label %__modlink_format_i64.exit623

__modlink_format_i64.exit623:                     ; preds = %digits.done.i618, %sign.i621
  %start.i620 = phi ptr [ %digit.at.i612, %digits.done.i618 ], [ %sign.at.i622, %sign.i621 ]
  %part141 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i620, ptr %part141, align 8
  %missing.i624 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i624, label %common.ret, label %call.i625

call.i625:                                        ; preds = %__modlink_format_i64.exit623
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check18.ok:                                       ; preds = %Y.strides.done, %Y.strides.done, %Y.strides.done
  %is135 = icmp eq i32 %Mask.type_index, 70
  %Mask.value = getelementptr inbounds i8, ptr %args, i64 88
  %Mask.ptr = load ptr, ptr %Mask.value, align 8
  %Mask.dltensor.idx = select i1 %is135, i64 24, i64 0
  %Mask.dltensor = getelementptr inbounds i8, ptr %Mask.ptr, i64 %Mask.dltensor.idx
  %null142.not = icmp eq ptr %Mask.ptr, null
  br i1 %null142.not, label %check19.fail, label %check19.ok

check19.fail:                                     ; preds = %check18.ok
  store ptr @.str.24, ptr %message.parts, align 8
  %missing.i627 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i627, label %common.ret, label %call.i628

call.i628:                                        ; preds = %check19.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check19.ok:                                       ; preds = %check18.ok
  %ndim.at145 = getelementptr inbounds i8, ptr %Mask.dltensor, i64 16
  %Mask.ndim = load i32, ptr %ndim.at145, align 4
  %ndim.ok146 = icmp eq i32 %Mask.ndim, 1
  br i1 %ndim.ok146, label %check20.ok, label %check20.fail

check20.fail:                                     ; preds = %check19.ok
  store ptr @.str.25, ptr %message.parts, align 8
  %11 = tail call i32 @llvm.abs.i32(i32 %Mask.ndim, i1 false)
  %mag.i630 = zext i32 %11 to i64
  %end.i631 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i631, align 1
  br label %digit.i632

digit.i632:                                       ; preds = %digit.i632, %check20.fail
  %remaining.i633 = phi i64 [ %mag.i630, %check20.fail ], [ %rest.i639, %digit.i632 ]
  %cursor.i634 = phi ptr [ %end.i631, %check20.fail ], [ %digit.at.i635, %digit.i632 ]
  %digit.at.i635 = getelementptr inbounds i8, ptr %cursor.i634, i64 -1
  %digit1.i636 = urem i64 %remaining.i633, 10
  %digit.byte.i637 = trunc nuw nsw i64 %digit1.i636 to i8
  %ascii.i638 = or disjoint i8 %digit.byte.i637, 48
  store i8 %ascii.i638, ptr %digit.at.i635, align 1
  %rest.i639 = udiv i64 %remaining.i633, 10
  %more.not.i640 = icmp ult i64 %remaining.i633, 10
  br i1 %more.not.i640, label %digits.done.i641, label %digit.i632

digits.done.i641:                                 ; preds = %digit.i632
  %neg.i642 = icmp slt i32 %Mask.ndim, 0
  br i1 %neg.i642, label %sign.i644, label %__modlink_format_i64.exit646

sign.i644:                                        ; preds = %digits.done.i641
  %sign.at.i645 = getelementptr inbounds i8, ptr %cursor.i634, i64 -2
  store i8 45, ptr %sign.at.i645, align 1
  br label %__modlink_format_i64.exit646

__modlink_format_i64.exit646:                     ; preds = %digits.done.i641, %sign.i644
  %start.i643 = phi ptr [ %digit.at.i635, %digits.done.i641 ], [ %sign.at.i645, %sign.i644 ]
  %part150 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i643, ptr %part150, align 8
  %missing.i647 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i647, label %common.ret, label %call.i648

call.i648:                                        ; preds = %__modlink_format_i64.exit646
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check20.ok:                                       ; preds = %check19.ok
  %dtype.at151 = getelementptr inbounds i8, ptr %Mask.dltensor, i64 20
  %bits.at153 = getelementptr inbounds i8, ptr %Mask.dltensor, i64 21
  %lanes.at154 = getelementptr inbounds i8, ptr %Mask.dltensor, i64 22
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
  %end.i651 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i651, align 1
  br label %digit.i652

digit.i652:                                       ; preds = %digit.i652, %check21.fail
  %remaining.i653 = phi i64 [ %code163, %check21.fail ], [ %rest.i659, %digit.i652 ]
  %cursor.i654 = phi ptr [ %end.i651, %check21.fail ], [ %digit.at.i655, %digit.i652 ]
  %digit.at.i655 = getelementptr inbounds i8, ptr %cursor.i654, i64 -1
  %digit1.i656 = urem i64 %remaining.i653, 10
  %digit.byte.i657 = trunc nuw nsw i64 %digit1.i656 to i8
  %ascii.i658 = or disjoint i8 %digit.byte.i657, 48
  store i8 %ascii.i658, ptr %digit.at.i655, align 1
  %rest.i659 = udiv i64 %remaining.i653, 10
  %more.not.i660 = icmp ult i64 %remaining.i653, 10
  br i1 %more.not.i660, label %__modlink_format_i64.exit666, label %digit.i652

__modlink_format_i64.exit666:                     ; preds = %digit.i652
  %bits164 = zext i8 %bits156 to i64
  %part168 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digit.at.i655, ptr %part168, align 8
  %part169 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.10, ptr %part169, align 8
  %end.i668 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i668, align 1
  br label %digit.i669

digit.i669:                                       ; preds = %digit.i669, %__modlink_format_i64.exit666
  %remaining.i670 = phi i64 [ %bits164, %__modlink_format_i64.exit666 ], [ %rest.i676, %digit.i669 ]
  %cursor.i671 = phi ptr [ %end.i668, %__modlink_format_i64.exit666 ], [ %digit.at.i672, %digit.i669 ]
  %digit.at.i672 = getelementptr inbounds i8, ptr %cursor.i671, i64 -1
  %digit1.i673 = urem i64 %remaining.i670, 10
  %digit.byte.i674 = trunc nuw nsw i64 %digit1.i673 to i8
  %ascii.i675 = or disjoint i8 %digit.byte.i674, 48
  store i8 %ascii.i675, ptr %digit.at.i672, align 1
  %rest.i676 = udiv i64 %remaining.i670, 10
  %more.not.i677 = icmp ult i64 %remaining.i670, 10
  br i1 %more.not.i677, label %__modlink_format_i64.exit683, label %digit.i669

__modlink_format_i64.exit683:                     ; preds = %digit.i669
  %part171 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digit.at.i672, ptr %part171, align 8
  %part172 = getelementptr inbounds i8, ptr %message.parts, i64 32
  store ptr @.str.11, ptr %part172, align 8
  %end.i685 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i685, align 1
  br label %digit.i686

digit.i686:                                       ; preds = %digit.i686, %__modlink_format_i64.exit683
  %remaining.i687 = phi i64 [ %lanes165, %__modlink_format_i64.exit683 ], [ %rest.i693, %digit.i686 ]
  %cursor.i688 = phi ptr [ %end.i685, %__modlink_format_i64.exit683 ], [ %digit.at.i689, %digit.i686 ]
  %digit.at.i689 = getelementptr inbounds i8, ptr %cursor.i688, i64 -1
  %digit1.i690 = urem i64 %remaining.i687, 10
  %digit.byte.i691 = trunc nuw nsw i64 %digit1.i690 to i8
  %ascii.i692 = or disjoint i8 %digit.byte.i691, 48
  store i8 %ascii.i692, ptr %digit.at.i689, align 1
  %rest.i693 = udiv i64 %remaining.i687, 10
  %more.not.i694 = icmp ult i64 %remaining.i687, 10
  br i1 %more.not.i694, label %__modlink_format_i64.exit700, label %digit.i686

__modlink_format_i64.exit700:                     ; preds = %digit.i686
  %part174 = getelementptr inbounds i8, ptr %message.parts, i64 40
  store ptr %digit.at.i689, ptr %part174, align 8
  %missing.i701 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i701, label %common.ret, label %call.i702

call.i702:                                        ; preds = %__modlink_format_i64.exit700
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check21.ok:                                       ; preds = %check20.ok
  %device.at175 = getelementptr inbounds i8, ptr %Mask.dltensor, i64 8
  %Mask.device_type = load i32, ptr %device.at175, align 4
  %device.ok176 = icmp eq i32 %Mask.device_type, 1
  br i1 %device.ok176, label %check22.ok, label %check22.fail

check22.fail:                                     ; preds = %check21.ok
  store ptr @.str.27, ptr %message.parts, align 8
  %12 = tail call i32 @llvm.abs.i32(i32 %Mask.device_type, i1 false)
  %mag.i704 = zext i32 %12 to i64
  %end.i705 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i705, align 1
  br label %digit.i706

digit.i706:                                       ; preds = %digit.i706, %check22.fail
  %remaining.i707 = phi i64 [ %mag.i704, %check22.fail ], [ %rest.i713, %digit.i706 ]
  %cursor.i708 = phi ptr [ %end.i705, %check22.fail ], [ %digit.at.i709, %digit.i706 ]
  %digit.at.i709 = getelementptr inbounds i8, ptr %cursor.i708, i64 -1
  %digit1.i710 = urem i64 %remaining.i707, 10
  %digit.byte.i711 = trunc nuw nsw i64 %digit1.i710 to i8
  %ascii.i712 = or disjoint i8 %digit.byte.i711, 48
  store i8 %ascii.i712, ptr %digit.at.i709, align 1
  %rest.i713 = udiv i64 %remaining.i707, 10
  %more.not.i714 = icmp ult i64 %remaining.i707, 10
  br i1 %more.not.i714, label %digits.done.i715, label %digit.i706

digits.done.i715:                                 ; preds = %digit.i706
  %neg.i716 = icmp slt i32 %Mask.device_type, 0
  br i1 %neg.i716, label %sign.i718, label %__modlink_format_i64.exit720

sign.i718:                                        ; preds = %digits.done.i715
  %sign.at.i719 = getelementptr inbounds i8, ptr %cursor.i708, i64 -2
  store i8 45, ptr %sign.at.i719, align 1
  br label %__modlink_format_i64.exit720

__modlink_format_i64.exit720:                     ; preds = %digits.done.i715, %sign.i718
  %start.i717 = phi ptr [ %digit.at.i709, %digits.done.i715 ], [ %sign.at.i719, %sign.i718 ]
  %part180 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i717, ptr %part180, align 8
  %missing.i721 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i721, label %common.ret, label %call.i722

call.i722:                                        ; preds = %__modlink_format_i64.exit720
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check22.ok:                                       ; preds = %check21.ok
  %shape.at181 = getelementptr inbounds i8, ptr %Mask.dltensor, i64 24
  %Mask.shape = load ptr, ptr %shape.at181, align 8
  %Mask.shape0 = load i64, ptr %Mask.shape, align 8
  %extent.ok183 = icmp eq i64 %Mask.shape0, %X.shape0
  br i1 %extent.ok183, label %check23.ok, label %check23.fail

check23.fail:                                     ; preds = %check22.ok
  store ptr @.str.28, ptr %message.parts, align 8
  %mag.i724 = tail call i64 @llvm.abs.i64(i64 %Mask.shape0, i1 false)
  %end.i725 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i725, align 1
  br label %digit.i726

digit.i726:                                       ; preds = %digit.i726, %check23.fail
  %remaining.i727 = phi i64 [ %mag.i724, %check23.fail ], [ %rest.i733, %digit.i726 ]
  %cursor.i728 = phi ptr [ %end.i725, %check23.fail ], [ %digit.at.i729, %digit.i726 ]
  %digit.at.i729 = getelementptr inbounds i8, ptr %cursor.i728, i64 -1
  %digit1.i730 = urem i64 %remaining.i727, 10
  %digit.byte.i731 = trunc nuw nsw i64 %digit1.i730 to i8
  %ascii.i732 = or disjoint i8 %digit.byte.i731, 48
  store i8 %ascii.i732, ptr %digit.at.i729, align 1
  %rest.i733 = udiv i64 %remaining.i727, 10
  %more.not.i734 = icmp ult i64 %remaining.i727, 10
  br i1 %more.not.i734, label %digits.done.i735, label %digit.i726

digits.done.i735:                                 ; preds = %digit.i726
  %neg.i736 = icmp slt i64 %Mask.shape0, 0
  br i1 %neg.i736, label %sign.i738, label %__modlink_format_i64.exit740

sign.i738:                                        ; preds = %digits.done.i735
  %sign.at.i739 = getelementptr inbounds i8, ptr %cursor.i728, i64 -2
  store i8 45, ptr %sign.at.i739, align 1
  br label %__modlink_format_i64.exit740

__modlink_format_i64.exit740:                     ; preds = %digits.done.i735, %sign.i738
  %start.i737 = phi ptr [ %digit.at.i729, %digits.done.i735 ], [ %sign.at.i739, %sign.i738 ]
  %part186 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i737, ptr %part186, align 8
  %part187 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.21, ptr %part187, align 8
  %mag.i741 = call i64 @llvm.abs.i64(i64 %X.shape0, i1 false)
  %end.i742 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i742, align 1
  br label %digit.i743

digit.i743:                                       ; preds = %digit.i743, %__modlink_format_i64.exit740
  %remaining.i744 = phi i64 [ %mag.i741, %__modlink_format_i64.exit740 ], [ %rest.i750, %digit.i743 ]
  %cursor.i745 = phi ptr [ %end.i742, %__modlink_format_i64.exit740 ], [ %digit.at.i746, %digit.i743 ]
  %digit.at.i746 = getelementptr inbounds i8, ptr %cursor.i745, i64 -1
  %digit1.i747 = urem i64 %remaining.i744, 10
  %digit.byte.i748 = trunc nuw nsw i64 %digit1.i747 to i8
  %ascii.i749 = or disjoint i8 %digit.byte.i748, 48
  store i8 %ascii.i749, ptr %digit.at.i746, align 1
  %rest.i750 = udiv i64 %remaining.i744, 10
  %more.not.i751 = icmp ult i64 %remaining.i744, 10
  br i1 %more.not.i751, label %digits.done.i752, label %digit.i743

digits.done.i752:                                 ; preds = %digit.i743
  %neg.i753 = icmp slt i64 %X.shape0, 0
  br i1 %neg.i753, label %sign.i755, label %__modlink_format_i64.exit757

sign.i755:                                        ; preds = %digits.done.i752
  %sign.at.i756 = getelementptr inbounds i8, ptr %cursor.i745, i64 -2
  store i8 45, ptr %sign.at.i756, align 1
  br label %__modlink_format_i64.exit757

__modlink_format_i64.exit757:                     ; preds = %digits.done.i752, %sign.i755
  %start.i754 = phi ptr [ %digit.at.i746, %digits.done.i752 ], [ %sign.at.i756, %sign.i755 ]
  %part189 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %start.i754, ptr %part189, align 8
  %missing.i758 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i758, label %common.ret, label %call.i759

call.i759:                                        ; preds = %__modlink_format_i64.exit757
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check23.ok:                                       ; preds = %check22.ok
  %strides.at190 = getelementptr inbounds i8, ptr %Mask.dltensor, i64 32
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
  %byte_offset.at205 = getelementptr inbounds i8, ptr %Mask.dltensor, i64 40
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
  %14 = getelementptr i8, ptr %data130, i64 %byte_offset132
  %scevgep = getelementptr i8, ptr %14, i64 %13
  %15 = shl i64 %X.shape0, 2
  %16 = getelementptr i8, ptr %data204, i64 %byte_offset206
  %scevgep794 = getelementptr i8, ptr %16, i64 %15
  %17 = getelementptr i8, ptr %data, i64 %byte_offset
  %scevgep795 = getelementptr i8, ptr %17, i64 %13
  %bound0 = icmp ult ptr %Y.data, %scevgep794
  %bound1 = icmp ult ptr %Mask.data, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  %bound0796 = icmp ult ptr %Y.data, %scevgep795
  %bound1797 = icmp ult ptr %X.data, %scevgep
  %found.conflict798 = and i1 %bound0796, %bound1797
  %conflict.rdx = or i1 %found.conflict, %found.conflict798
  %bound0799 = icmp ult ptr %Mask.data, %scevgep795
  %bound1800 = icmp ult ptr %X.data, %scevgep794
  %found.conflict801 = and i1 %bound0799, %bound1800
  %conflict.rdx802 = or i1 %conflict.rdx, %found.conflict801
  br i1 %conflict.rdx802, label %for.i.body.i.preheader, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %X.shape0, 9223372036854775804
  %broadcast.splatinsert = insertelement <2 x double> poison, double %cast.i, i64 0
  %broadcast.splat = shufflevector <2 x double> %broadcast.splatinsert, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert804 = insertelement <2 x double> poison, double %lo.f64, i64 0
  %broadcast.splat805 = shufflevector <2 x double> %broadcast.splatinsert804, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert806 = insertelement <2 x double> poison, double %hi.f64, i64 0
  %broadcast.splat807 = shufflevector <2 x double> %broadcast.splatinsert806, <2 x double> poison, <2 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %18 = getelementptr inbounds double, ptr %X.data, i64 %index
  %19 = getelementptr inbounds i8, ptr %18, i64 16
  %wide.load = load <2 x double>, ptr %18, align 8, !alias.scope !12
  %wide.load803 = load <2 x double>, ptr %19, align 8, !alias.scope !12
  %20 = fmul <2 x double> %wide.load, %broadcast.splat
  %21 = fmul <2 x double> %wide.load803, %broadcast.splat
  %22 = getelementptr inbounds double, ptr %Y.data, i64 %index
  %23 = fcmp olt <2 x double> %20, %broadcast.splat805
  %24 = fcmp olt <2 x double> %21, %broadcast.splat805
  %25 = fcmp ogt <2 x double> %20, %broadcast.splat807
  %26 = fcmp ogt <2 x double> %21, %broadcast.splat807
  %27 = select <2 x i1> %25, <2 x double> %broadcast.splat807, <2 x double> %20
  %28 = select <2 x i1> %26, <2 x double> %broadcast.splat807, <2 x double> %21
  %29 = select <2 x i1> %23, <2 x double> %broadcast.splat805, <2 x double> %27
  %30 = select <2 x i1> %24, <2 x double> %broadcast.splat805, <2 x double> %28
  %31 = getelementptr inbounds i8, ptr %22, i64 16
  store <2 x double> %29, ptr %22, align 8, !alias.scope !15, !noalias !17
  store <2 x double> %30, ptr %31, align 8, !alias.scope !15, !noalias !17
  %32 = select <2 x i1> %23, <2 x i1> <i1 true, i1 true>, <2 x i1> %25
  %33 = select <2 x i1> %24, <2 x i1> <i1 true, i1 true>, <2 x i1> %26
  %34 = zext <2 x i1> %32 to <2 x i32>
  %35 = zext <2 x i1> %33 to <2 x i32>
  %36 = getelementptr inbounds i32, ptr %Mask.data, i64 %index
  %37 = getelementptr inbounds i8, ptr %36, i64 8
  store <2 x i32> %34, ptr %36, align 4, !alias.scope !19, !noalias !12
  store <2 x i32> %35, ptr %37, align 4, !alias.scope !19, !noalias !12
  %index.next = add nuw i64 %index, 4
  %38 = icmp eq i64 %index.next, %n.vec
  br i1 %38, label %middle.block, label %vector.body, !llvm.loop !20

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %X.shape0, %n.vec
  br i1 %cmp.n, label %common.ret, label %for.i.body.i.preheader

for.i.body.i.preheader:                           ; preds = %middle.block, %vector.memcheck, %for.i.body.lr.ph.i
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
  %mag.i761 = tail call i64 @llvm.abs.i64(i64 %Mask.stride0, i1 false)
  %end.i762 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i762, align 1
  br label %digit.i763

digit.i763:                                       ; preds = %digit.i763, %check24.fail
  %remaining.i764 = phi i64 [ %mag.i761, %check24.fail ], [ %rest.i770, %digit.i763 ]
  %cursor.i765 = phi ptr [ %end.i762, %check24.fail ], [ %digit.at.i766, %digit.i763 ]
  %digit.at.i766 = getelementptr inbounds i8, ptr %cursor.i765, i64 -1
  %digit1.i767 = urem i64 %remaining.i764, 10
  %digit.byte.i768 = trunc nuw nsw i64 %digit1.i767 to i8
  %ascii.i769 = or disjoint i8 %digit.byte.i768, 48
  store i8 %ascii.i769, ptr %digit.at.i766, align 1
  %rest.i770 = udiv i64 %remaining.i764, 10
  %more.not.i771 = icmp ult i64 %remaining.i764, 10
  br i1 %more.not.i771, label %digits.done.i772, label %digit.i763

digits.done.i772:                                 ; preds = %digit.i763
  %neg.i773 = icmp slt i64 %Mask.stride0, 0
  br i1 %neg.i773, label %sign.i775, label %__modlink_format_i64.exit777

sign.i775:                                        ; preds = %digits.done.i772
  %sign.at.i776 = getelementptr inbounds i8, ptr %cursor.i765, i64 -2
  store i8 45, ptr %sign.at.i776, align 1
  br label %__modlink_format_i64.exit777

__modlink_format_i64.exit777:                     ; preds = %digits.done.i772, %sign.i775
  %start.i774 = phi ptr [ %digit.at.i766, %digits.done.i772 ], [ %sign.at.i776, %sign.i775 ]
  %part198 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i774, ptr %part198, align 8
  %part199 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.14, ptr %part199, align 8
  %end.i778 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i778, align 1
  %digit.at.i782 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i782, align 1
  %part201 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digit.at.i782, ptr %part201, align 8
  %missing.i791 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i791, label %common.ret, label %call.i792

call.i792:                                        ; preds = %__modlink_format_i64.exit777
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
