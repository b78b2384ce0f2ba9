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
define noundef i32 @clamp_scale_c(double %lo, double %hi, i32 %k, ptr readonly captures(none) %X, ptr writeonly captures(none) %Y, ptr writeonly captures(none) %Mask, i64 %n) local_unnamed_addr #0 {
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
  %bound0 = icmp ult ptr %Y, %scevgep8
  %bound1 = icmp ult ptr %Mask, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  %bound010 = icmp ult ptr %Y, %scevgep9
  %bound111 = icmp ult ptr %X, %scevgep
  %found.conflict12 = and i1 %bound010, %bound111
  %conflict.rdx = or i1 %found.conflict, %found.conflict12
  %bound013 = icmp ult ptr %Mask, %scevgep9
  %bound114 = icmp ult ptr %X, %scevgep8
  %found.conflict15 = and i1 %bound013, %bound114
  %conflict.rdx16 = or i1 %conflict.rdx, %found.conflict15
  br i1 %conflict.rdx16, label %for.i.body.preheader, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %n, 9223372036854775804
  %broadcast.splatinsert = insertelement <2 x double> poison, double %cast, i64 0
  %broadcast.splat = shufflevector <2 x double> %broadcast.splatinsert, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert17 = insertelement <2 x double> poison, double %lo, i64 0
  %broadcast.splat18 = shufflevector <2 x double> %broadcast.splatinsert17, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert19 = insertelement <2 x double> poison, double %hi, i64 0
  %broadcast.splat20 = shufflevector <2 x double> %broadcast.splatinsert19, <2 x double> poison, <2 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %2 = getelementptr inbounds nuw double, ptr %X, i64 %index
  %3 = getelementptr inbounds nuw i8, ptr %2, i64 16
  %wide.load = load <2 x double>, ptr %2, align 8, !alias.scope !0
  %wide.load21 = load <2 x double>, ptr %3, align 8, !alias.scope !0
  %4 = fmul <2 x double> %wide.load, %broadcast.splat
  %5 = fmul <2 x double> %wide.load21, %broadcast.splat
  %6 = getelementptr inbounds nuw double, ptr %Y, i64 %index
  %7 = fcmp olt <2 x double> %4, %broadcast.splat18
  %8 = fcmp olt <2 x double> %5, %broadcast.splat18
  %9 = fcmp ogt <2 x double> %4, %broadcast.splat20
  %10 = fcmp ogt <2 x double> %5, %broadcast.splat20
  %11 = select <2 x i1> %9, <2 x double> %broadcast.splat20, <2 x double> %4
  %12 = select <2 x i1> %10, <2 x double> %broadcast.splat20, <2 x double> %5
  %13 = select <2 x i1> %7, <2 x double> %broadcast.splat18, <2 x double> %11
  %14 = select <2 x i1> %8, <2 x double> %broadcast.splat18, <2 x double> %12
  %15 = getelementptr inbounds nuw i8, ptr %6, i64 16
  store <2 x double> %13, ptr %6, align 8, !alias.scope !3, !noalias !5
  store <2 x double> %14, ptr %15, align 8, !alias.scope !3, !noalias !5
  %16 = select <2 x i1> %7, <2 x i1> splat (i1 true), <2 x i1> %9
  %17 = select <2 x i1> %8, <2 x i1> splat (i1 true), <2 x i1> %10
  %18 = zext <2 x i1> %16 to <2 x i32>
  %19 = zext <2 x i1> %17 to <2 x i32>
  %20 = getelementptr inbounds nuw i32, ptr %Mask, i64 %index
  %21 = getelementptr inbounds nuw i8, ptr %20, i64 8
  store <2 x i32> %18, ptr %20, align 4, !alias.scope !7, !noalias !0
  store <2 x i32> %19, ptr %21, align 4, !alias.scope !7, !noalias !0
  %index.next = add nuw i64 %index, 4
  %22 = icmp eq i64 %index.next, %n.vec
  br i1 %22, label %middle.block, label %vector.body, !llvm.loop !8

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n, %n.vec
  br i1 %cmp.n, label %for.i.end, label %for.i.body.preheader

for.i.body.preheader:                             ; preds = %vector.memcheck, %for.i.body.lr.ph, %middle.block
  %i.addr.07.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.i.body.lr.ph ], [ %n.vec, %middle.block ]
  br label %for.i.body

for.i.body:                                       ; preds = %for.i.body.preheader, %for.i.body
  %i.addr.07 = phi i64 [ %i.next, %for.i.body ], [ %i.addr.07.ph, %for.i.body.preheader ]
  %X.addr = getelementptr inbounds nuw double, ptr %X, i64 %i.addr.07
  %X.elem = load double, ptr %X.addr, align 8
  %v = fmul double %X.elem, %cast
  %Y.addr = getelementptr inbounds nuw double, ptr %Y, i64 %i.addr.07
  %cmp = fcmp olt double %v, %lo
  %cmp1 = fcmp ogt double %v, %hi
  %select = select i1 %cmp1, double %hi, double %v
  %select2 = select i1 %cmp, double %lo, double %select
  store double %select2, ptr %Y.addr, align 8
  %or = select i1 %cmp, i1 true, i1 %cmp1
  %spec.select = zext i1 %or to i32
  %23 = getelementptr inbounds nuw i32, ptr %Mask, i64 %i.addr.07
  store i32 %spec.select, ptr %23, align 4
  %i.next = add nuw nsw i64 %i.addr.07, 1
  %exitcond.not = icmp eq i64 %i.next, %n
  br i1 %exitcond.not, label %for.i.end, label %for.i.body, !llvm.loop !11

for.i.end:                                        ; preds = %for.i.body, %middle.block, %entry
  ret i32 0
}

define range(i32 -1, 1) i32 @__tvm_ffi_clamp_scale(ptr readnone captures(none) %self, ptr readonly captures(none) %args, i32 %num_args, ptr readnone captures(none) %result) local_unnamed_addr {
entry:
  %message.parts = alloca [16 x ptr], align 8
  %message.digits0 = alloca [24 x i8], align 1
  %message.digits1 = alloca [24 x i8], align 1
  %message.digits2 = alloca [24 x i8], align 1
  %argc.ok = icmp eq i32 %num_args, 6
  br i1 %argc.ok, label %check1.ok, label %check1.fail

common.ret:                                       ; preds = %for.i.body.i, %middle.block, %call.i799, %__modlink_format_i64.exit785, %Mask.strides.done, %call.i767, %__modlink_format_i64.exit765, %call.i730, %__modlink_format_i64.exit728, %call.i710, %__modlink_format_i64.exit708, %call.i656, %__modlink_format_i64.exit654, %call.i636, %check19.fail, %call.i633, %__modlink_format_i64.exit631, %call.i613, %__modlink_format_i64.exit599, %call.i581, %__modlink_format_i64.exit579, %call.i544, %__modlink_format_i64.exit542, %call.i524, %__modlink_format_i64.exit522, %call.i470, %__modlink_format_i64.exit468, %call.i450, %check12.fail, %call.i447, %__modlink_format_i64.exit445, %call.i427, %__modlink_format_i64.exit413, %call.i395, %__modlink_format_i64.exit393, %call.i375, %__modlink_format_i64.exit373, %call.i321, %__modlink_format_i64.exit319, %call.i301, %check6.fail, %call.i298, %__modlink_format_i64.exit296, %call.i278, %__modlink_format_i64.exit276, %call.i258, %__modlink_format_i64.exit256, %call.i238, %__modlink_format_i64.exit236, %call.i, %__modlink_format_i64.exit
  %common.ret.op = phi i32 [ -1, %call.i799 ], [ -1, %call.i ], [ -1, %call.i238 ], [ -1, %call.i258 ], [ -1, %call.i278 ], [ -1, %call.i298 ], [ -1, %call.i301 ], [ -1, %call.i321 ], [ -1, %call.i375 ], [ -1, %call.i395 ], [ -1, %call.i427 ], [ -1, %call.i447 ], [ -1, %call.i450 ], [ -1, %call.i470 ], [ -1, %call.i524 ], [ -1, %call.i544 ], [ -1, %call.i581 ], [ -1, %call.i613 ], [ -1, %call.i633 ], [ -1, %call.i636 ], [ -1, %call.i656 ], [ -1, %call.i710 ], [ -1, %call.i730 ], [ -1, %call.i767 ], [ -1, %__modlink_format_i64.exit ], [ -1, %__modlink_format_i64.exit236 ], [ -1, %__modlink_format_i64.exit256 ], [ -1, %__modlink_format_i64.exit276 ], [ -1, %__modlink_format_i64.exit296 ], [ -1, %check6.fail ], [ -1, %__modlink_format_i64.exit319 ], [ -1, %__modlink_format_i64.exit373 ], [ -1, %__modlink_format_i64.exit393 ], [ -1, %__modlink_format_i64.exit413 ], [ -1, %__modlink_format_i64.exit445 ], [ -1, %check12.fail ], [ -1, %__modlink_format_i64.exit468 ], [ -1, %__modlink_format_i64.exit522 ], [ -1, %__modlink_format_i64.exit542 ], [ -1, %__modlink_format_i64.exit579 ], [ -1, %__modlink_format_i64.exit599 ], [ -1, %__modlink_format_i64.exit631 ], [ -1, %check19.fail ], [ -1, %__modlink_format_i64.exit654 ], [ -1, %__modlink_format_i64.exit708 ], [ -1, %__modlink_format_i64.exit728 ], [ -1, %__modlink_format_i64.exit765 ], [ 0, %Mask.strides.done ], [ -1, %__modlink_format_i64.exit785 ], [ 0, %middle.block ], [ 0, %for.i.body.i ]
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
  %lo.type_index = load i32, ptr %args, align 4
  %1 = add i32 %lo.type_index, -1
  %2 = icmp ult i32 %1, 3
  br i1 %2, label %check2.ok, label %check2.fail

check2.fail:                                      ; preds = %check1.ok
  store ptr @.str.2, ptr %message.parts, align 8
  %3 = tail call i32 @llvm.abs.i32(i32 %lo.type_index, i1 false)
  %mag.i220 = zext i32 %3 to i64
  %end.i221 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i221, align 1
  br label %digit.i222

digit.i222:                                       ; preds = %digit.i222, %check2.fail
  %remaining.i223 = phi i64 [ %mag.i220, %check2.fail ], [ %rest.i229, %digit.i222 ]
  %cursor.i224 = phi ptr [ %end.i221, %check2.fail ], [ %digit.at.i225, %digit.i222 ]
  %digit.at.i225 = getelementptr inbounds i8, ptr %cursor.i224, i64 -1
  %digit1.i226 = urem i64 %remaining.i223, 10
  %digit.byte.i227 = trunc nuw nsw i64 %digit1.i226 to i8
  %ascii.i228 = or disjoint i8 %digit.byte.i227, 48
  store i8 %ascii.i228, ptr %digit.at.i225, align 1
  %rest.i229 = udiv i64 %remaining.i223, 10
  %more.not.i230 = icmp samesign ult i64 %remaining.i223, 10
  br i1 %more.not.i230, label %digits.done.i231, label %digit.i222

digits.done.i231:                                 ; preds = %digit.i222
  %neg.i232 = icmp slt i32 %lo.type_index, 0
  br i1 %neg.i232, label %sign.i234, label %__modlink_format_i64.exit236

sign.i234:                                        ; preds = %digits.done.i231
  %sign.at.i235 = getelementptr inbounds i8, ptr %cursor.i224, i64 -2
  store i8 45, ptr %sign.at.i235, align 1
  br label %__modlink_format_i64.exit236

__modlink_format_i64.exit236:                     ; preds = %digits.done.i231, %sign.i234
  %start.i233 = phi ptr [ %digit.at.i225, %digits.done.i231 ], [ %sign.at.i235, %sign.i234 ]
  %part7 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i233, ptr %part7, align 8
  %missing.i237 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i237, label %common.ret, label %call.i238

call.i238:                                        ; preds = %__modlink_format_i64.exit236
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check2.ok:                                        ; preds = %check1.ok
  %is4 = icmp eq i32 %lo.type_index, 3
  %lo.value = getelementptr inbounds nuw i8, ptr %args, i64 8
  %lo.int = load i64, ptr %lo.value, align 8
  %lo.float.cast = bitcast i64 %lo.int to double
  %converted = sitofp i64 %lo.int to double
  %lo.f64 = select i1 %is4, double %lo.float.cast, double %converted
  %hi.any = getelementptr inbounds nuw i8, ptr %args, i64 16
  %hi.type_index = load i32, ptr %hi.any, align 8
  %4 = add i32 %hi.type_index, -1
  %5 = icmp ult i32 %4, 3
  br i1 %5, label %check3.ok, label %check3.fail

check3.fail:                                      ; preds = %check2.ok
  store ptr @.str.4, ptr %message.parts, align 8
  %6 = tail call i32 @llvm.abs.i32(i32 %hi.type_index, i1 false)
  %mag.i240 = zext i32 %6 to i64
  %end.i241 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i241, align 1
  br label %digit.i242

digit.i242:                                       ; preds = %digit.i242, %check3.fail
  %remaining.i243 = phi i64 [ %mag.i240, %check3.fail ], [ %rest.i249, %digit.i242 ]
  %cursor.i244 = phi ptr [ %end.i241, %check3.fail ], [ %digit.at.i245, %digit.i242 ]
  %digit.at.i245 = getelementptr inbounds i8, ptr %cursor.i244, i64 -1
  %digit1.i246 = urem i64 %remaining.i243, 10
  %digit.byte.i247 = trunc nuw nsw i64 %digit1.i246 to i8
  %ascii.i248 = or disjoint i8 %digit.byte.i247, 48
  store i8 %ascii.i248, ptr %digit.at.i245, align 1
  %rest.i249 = udiv i64 %remaining.i243, 10
  %more.not.i250 = icmp samesign ult i64 %remaining.i243, 10
  br i1 %more.not.i250, label %digits.done.i251, label %digit.i242

digits.done.i251:                                 ; preds = %digit.i242
  %neg.i252 = icmp slt i32 %hi.type_index, 0
  br i1 %neg.i252, label %sign.i254, label %__modlink_format_i64.exit256

sign.i254:                                        ; preds = %digits.done.i251
  %sign.at.i255 = getelementptr inbounds i8, ptr %cursor.i244, i64 -2
  store i8 45, ptr %sign.at.i255, align 1
  br label %__modlink_format_i64.exit256

__modlink_format_i64.exit256:                     ; preds = %digits.done.i251, %sign.i254
  %start.i253 = phi ptr [ %digit.at.i245, %digits.done.i251 ], [ %sign.at.i255, %sign.i254 ]
  %part17 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i253, ptr %part17, align 8
  %missing.i257 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i257, label %common.ret, label %call.i258

call.i258:                                        ; preds = %__modlink_format_i64.exit256
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check3.ok:                                        ; preds = %check2.ok
  %is12 = icmp eq i32 %hi.type_index, 3
  %hi.value = getelementptr inbounds nuw i8, ptr %args, i64 24
  %hi.int = load i64, ptr %hi.value, align 8
  %hi.float.cast = bitcast i64 %hi.int to double
  %converted18 = sitofp i64 %hi.int to double
  %hi.f64 = select i1 %is12, double %hi.float.cast, double %converted18
  %k.any = getelementptr inbounds nuw i8, ptr %args, i64 32
  %k.type_index = load i32, ptr %k.any, align 8
  %7 = add i32 %k.type_index, -1
  %8 = icmp ult i32 %7, 2
  br i1 %8, label %check4.ok, label %check4.fail

check4.fail:                                      ; preds = %check3.ok
  store ptr @.str.5, ptr %message.parts, align 8
  %9 = tail call i32 @llvm.abs.i32(i32 %k.type_index, i1 false)
  %mag.i260 = zext i32 %9 to i64
  %end.i261 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i261, align 1
  br label %digit.i262

digit.i262:                                       ; preds = %digit.i262, %check4.fail
  %remaining.i263 = phi i64 [ %mag.i260, %check4.fail ], [ %rest.i269, %digit.i262 ]
  %cursor.i264 = phi ptr [ %end.i261, %check4.fail ], [ %digit.at.i265, %digit.i262 ]
  %digit.at.i265 = getelementptr inbounds i8, ptr %cursor.i264, i64 -1
  %digit1.i266 = urem i64 %remaining.i263, 10
  %digit.byte.i267 = trunc nuw nsw i64 %digit1.i266 to i8
  %ascii.i268 = or disjoint i8 %digit.byte.i267, 48
  store i8 %ascii.i268, ptr %digit.at.i265, align 1
  %rest.i269 = udiv i64 %remaining.i263, 10
  %more.not.i270 = icmp samesign ult i64 %remaining.i263, 10
  br i1 %more.not.i270, label %digits.done.i271, label %digit.i262

digits.done.i271:                                 ; preds = %digit.i262
  %neg.i272 = icmp slt i32 %k.type_index, 0
  br i1 %neg.i272, label %sign.i274, label %__modlink_format_i64.exit276

sign.i274:                                        ; preds = %digits.done.i271
  %sign.at.i275 = getelementptr inbounds i8, ptr %cursor.i264, i64 -2
  store i8 45, ptr %sign.at.i275, align 1
  br label %__modlink_format_i64.exit276

__modlink_format_i64.exit276:                     ; preds = %digits.done.i271, %sign.i274
  %start.i273 = phi ptr [ %digit.at.i265, %digits.done.i271 ], [ %sign.at.i275, %sign.i274 ]
  %part27 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i273, ptr %part27, align 8
  %missing.i277 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i277, label %common.ret, label %call.i278

call.i278:                                        ; preds = %__modlink_format_i64.exit276
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check4.ok:                                        ; preds = %check3.ok
  %k.value = getelementptr inbounds nuw i8, ptr %args, i64 40
  %k.int = load i64, ptr %k.value, align 8
  %k = trunc i64 %k.int to i32
  %X.any = getelementptr inbounds nuw i8, ptr %args, i64 48
  %X.type_index = load i32, ptr %X.any, align 8
  switch i32 %X.type_index, label %check5.fail [
    i32 70, label %check5.ok
    i32 7, label %check5.ok
    i32 4, label %check5.ok
  ]

check5.fail:                                      ; preds = %check4.ok
  store ptr @.str.6, ptr %message.parts, align 8
  %10 = tail call i32 @llvm.abs.i32(i32 %X.type_index, i1 false)
  %mag.i280 = zext i32 %10 to i64
  %end.i281 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i281, align 1
  br label %digit.i282

digit.i282:                                       ; preds = %digit.i282, %check5.fail
  %remaining.i283 = phi i64 [ %mag.i280, %check5.fail ], [ %rest.i289, %digit.i282 ]
  %cursor.i284 = phi ptr [ %end.i281, %check5.fail ], [ %digit.at.i285, %digit.i282 ]
  %digit.at.i285 = getelementptr inbounds i8, ptr %cursor.i284, i64 -1
  %digit1.i286 = urem i64 %remaining.i283, 10
  %digit.byte.i287 = trunc nuw nsw i64 %digit1.i286 to i8
  %ascii.i288 = or disjoint i8 %digit.byte.i287, 48
  store i8 %ascii.i288, ptr %digit.at.i285, align 1
  %rest.i289 = udiv i64 %remaining.i283, 10
  %more.not.i290 = icmp samesign ult i64 %remaining.i283, 10
  br i1 %more.not.i290, label %digits.done.i291, label %digit.i282

digits.done.i291:                                 ; preds = %digit.i282
  %neg.i292 = icmp slt i32 %X.type_index, 0
  br i1 %neg.i292, label %sign.i294, label %__modlink_format_i64.exit296

sign.i294:                                        ; preds = %digits.done.i291
  %sign.at.i295 = getelementptr inbounds i8, ptr %cursor.i284, i64 -2
  store i8 45, ptr %sign.at.i295, align 1
  br label %__modlink_format_i64.exit296

__modlink_format_i64.exit296:                     ; preds = %digits.done.i291, %sign.i294
  %start.i293 = phi ptr [ %digit.at.i285, %digits.done.i291 ], [ %sign.at.i295, %sign.i294 ]
  %part37 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i293, ptr %part37, align 8
  %missing.i297 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i297, label %common.ret, label %call.i298

call.i298:                                        ; preds = %__modlink_format_i64.exit296
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check5.ok:                                        ; preds = %check4.ok, %check4.ok, %check4.ok
  %is28 = icmp eq i32 %X.type_index, 70
  %X.value = getelementptr inbounds nuw i8, ptr %args, i64 56
  %X.ptr = load ptr, ptr %X.value, align 8
  %X.dltensor.idx = select i1 %is28, i64 24, i64 0
  %X.dltensor = getelementptr inbounds nuw i8, ptr %X.ptr, i64 %X.dltensor.idx
  %null.not = icmp eq ptr %X.ptr, null
  br i1 %null.not, label %check6.fail, label %check6.ok

check6.fail:                                      ; preds = %check5.ok
  store ptr @.str.7, ptr %message.parts, align 8
  %missing.i300 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i300, label %common.ret, label %call.i301

call.i301:                                        ; preds = %check6.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check6.ok:                                        ; preds = %check5.ok
  %ndim.at = getelementptr inbounds nuw i8, ptr %X.dltensor, i64 16
  %X.ndim = load i32, ptr %ndim.at, align 4
  %ndim.ok = icmp eq i32 %X.ndim, 1
  br i1 %ndim.ok, label %check7.ok, label %check7.fail

check7.fail:                                      ; preds = %check6.ok
  store ptr @.str.8, ptr %message.parts, align 8
  %11 = tail call i32 @llvm.abs.i32(i32 %X.ndim, i1 false)
  %mag.i303 = zext i32 %11 to i64
  %end.i304 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i304, align 1
  br label %digit.i305

digit.i305:                                       ; preds = %digit.i305, %check7.fail
  %remaining.i306 = phi i64 [ %mag.i303, %check7.fail ], [ %rest.i312, %digit.i305 ]
  %cursor.i307 = phi ptr [ %end.i304, %check7.fail ], [ %digit.at.i308, %digit.i305 ]
  %digit.at.i308 = getelementptr inbounds i8, ptr %cursor.i307, i64 -1
  %digit1.i309 = urem i64 %remaining.i306, 10
  %digit.byte.i310 = trunc nuw nsw i64 %digit1.i309 to i8
  %ascii.i311 = or disjoint i8 %digit.byte.i310, 48
  store i8 %ascii.i311, ptr %digit.at.i308, align 1
  %rest.i312 = udiv i64 %remaining.i306, 10
  %more.not.i313 = icmp samesign ult i64 %remaining.i306, 10
  br i1 %more.not.i313, label %digits.done.i314, label %digit.i305

digits.done.i314:                                 ; preds = %digit.i305
  %neg.i315 = icmp slt i32 %X.ndim, 0
  br i1 %neg.i315, label %sign.i317, label %__modlink_format_i64.exit319

sign.i317:                                        ; preds = %digits.done.i314
  %sign.at.i318 = getelementptr inbounds i8, ptr %cursor.i307, i64 -2
  store i8 45, ptr %sign.at.i318, align 1
  br label %__modlink_format_i64.exit319

__modlink_format_i64.exit319:                     ; preds = %digits.done.i314, %sign.i317
  %start.i316 = phi ptr [ %digit.at.i308, %digits.done.i314 ], [ %sign.at.i318, %sign.i317 ]
  %part41 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i316, ptr %part41, align 8
  %missing.i320 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i320, label %common.ret, label %call.i321

call.i321:                                        ; preds = %__modlink_format_i64.exit319
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check7.ok:                                        ; preds = %check6.ok
  %dtype.at = getelementptr inbounds nuw i8, ptr %X.dltensor, i64 20
  %bits.at = getelementptr inbounds nuw i8, ptr %X.dltensor, i64 21
  %lanes.at = getelementptr inbounds nuw i8, ptr %X.dltensor, i64 22
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
  %code43 = zext i8 %code to i64
  store ptr @.str.9, ptr %message.parts, align 8
  %end.i324 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i324, align 1
  br label %digit.i325

digit.i325:                                       ; preds = %digit.i325, %check8.fail
  %remaining.i326 = phi i64 [ %code43, %check8.fail ], [ %rest.i332, %digit.i325 ]
  %cursor.i327 = phi ptr [ %end.i324, %check8.fail ], [ %digit.at.i328, %digit.i325 ]
  %digit.at.i328 = getelementptr inbounds i8, ptr %cursor.i327, i64 -1
  %digit1.i329 = urem i64 %remaining.i326, 10
  %digit.byte.i330 = trunc nuw nsw i64 %digit1.i329 to i8
  %ascii.i331 = or disjoint i8 %digit.byte.i330, 48
  store i8 %ascii.i331, ptr %digit.at.i328, align 1
  %rest.i332 = udiv i64 %remaining.i326, 10
  %more.not.i333 = icmp samesign ult i64 %remaining.i326, 10
  br i1 %more.not.i333, label %__modlink_format_i64.exit339, label %digit.i325

__modlink_format_i64.exit339:                     ; preds = %digit.i325
  %bits44 = zext i8 %bits to i64
  %part48 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %digit.at.i328, ptr %part48, align 8
  %part49 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.10, ptr %part49, align 8
  %end.i341 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i341, align 1
  br label %digit.i342

digit.i342:                                       ; preds = %digit.i342, %__modlink_format_i64.exit339
  %remaining.i343 = phi i64 [ %bits44, %__modlink_format_i64.exit339 ], [ %rest.i349, %digit.i342 ]
  %cursor.i344 = phi ptr [ %end.i341, %__modlink_format_i64.exit339 ], [ %digit.at.i345, %digit.i342 ]
  %digit.at.i345 = getelementptr inbounds i8, ptr %cursor.i344, i64 -1
  %digit1.i346 = urem i64 %remaining.i343, 10
  %digit.byte.i347 = trunc nuw nsw i64 %digit1.i346 to i8
  %ascii.i348 = or disjoint i8 %digit.byte.i347, 48
  store i8 %ascii.i348, ptr %digit.at.i345, align 1
  %rest.i349 = udiv i64 %remaining.i343, 10
  %more.not.i350 = icmp samesign ult i64 %remaining.i343, 10
  br i1 %more.not.i350, label %__modlink_format_i64.exit356, label %digit.i342

__modlink_format_i64.exit356:                     ; preds = %digit.i342
  %lanes45 = zext i16 %lanes to i64
  %part51 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %digit.at.i345, ptr %part51, align 8
  %part52 = getelementptr inbounds nuw i8, ptr %message.parts, i64 32
  store ptr @.str.11, ptr %part52, align 8
  %end.i358 = getelementptr inbounds nuw i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i358, align 1
  br label %digit.i359

digit.i359:                                       ; preds = %digit.i359, %__modlink_format_i64.exit356
  %remaining.i360 = phi i64 [ %lanes45, %__modlink_format_i64.exit356 ], [ %rest.i366, %digit.i359 ]
  %cursor.i361 = phi ptr [ %end.i358, %__modlink_format_i64.exit356 ], [ %digit.at.i362, %digit.i359 ]
  %digit.at.i362 = getelementptr inbounds i8, ptr %cursor.i361, i64 -1
  %digit1.i363 = urem i64 %remaining.i360, 10
  %digit.byte.i364 = trunc nuw nsw i64 %digit1.i363 to i8
  %ascii.i365 = or disjoint i8 %digit.byte.i364, 48
  store i8 %ascii.i365, ptr %digit.at.i362, align 1
  %rest.i366 = udiv i64 %remaining.i360, 10
  %more.not.i367 = icmp samesign ult i64 %remaining.i360, 10
  br i1 %more.not.i367, label %__modlink_format_i64.exit373, label %digit.i359

__modlink_format_i64.exit373:                     ; preds = %digit.i359
  %part54 = getelementptr inbounds nuw i8, ptr %message.parts, i64 40
  store ptr %digit.at.i362, ptr %part54, align 8
  %missing.i374 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i374, label %common.ret, label %call.i375

call.i375:                                        ; preds = %__modlink_format_i64.exit373
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check8.ok:                                        ; preds = %check7.ok
  %device.at = getelementptr inbounds nuw i8, ptr %X.dltensor, i64 8
  %X.device_type = load i32, ptr %device.at, align 4
  %device.ok = icmp eq i32 %X.device_type, 1
  br i1 %device.ok, label %check9.ok, label %check9.fail

check9.fail:                                      ; preds = %check8.ok
  store ptr @.str.12, ptr %message.parts, align 8
  %12 = tail call i32 @llvm.abs.i32(i32 %X.device_type, i1 false)
  %mag.i377 = zext i32 %12 to i64
  %end.i378 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i378, align 1
  br label %digit.i379

digit.i379:                                       ; preds = %digit.i379, %check9.fail
  %remaining.i380 = phi i64 [ %mag.i377, %check9.fail ], [ %rest.i386, %digit.i379 ]
  %cursor.i381 = phi ptr [ %end.i378, %check9.fail ], [ %digit.at.i382, %digit.i379 ]
  %digit.at.i382 = getelementptr inbounds i8, ptr %cursor.i381, i64 -1
  %digit1.i383 = urem i64 %remaining.i380, 10
  %digit.byte.i384 = trunc nuw nsw i64 %digit1.i383 to i8
  %ascii.i385 = or disjoint i8 %digit.byte.i384, 48
  store i8 %ascii.i385, ptr %digit.at.i382, align 1
  %rest.i386 = udiv i64 %remaining.i380, 10
  %more.not.i387 = icmp samesign ult i64 %remaining.i380, 10
  br i1 %more.not.i387, label %digits.done.i388, label %digit.i379

digits.done.i388:                                 ; preds = %digit.i379
  %neg.i389 = icmp slt i32 %X.device_type, 0
  br i1 %neg.i389, label %sign.i391, label %__modlink_format_i64.exit393

sign.i391:                                        ; preds = %digits.done.i388
  %sign.at.i392 = getelementptr inbounds i8, ptr %cursor.i381, i64 -2
  store i8 45, ptr %sign.at.i392, align 1
  br label %__modlink_format_i64.exit393

__modlink_format_i64.exit393:                     ; preds = %digits.done.i388, %sign.i391
  %start.i390 = phi ptr [ %digit.at.i382, %digits.done.i388 ], [ %sign.at.i392, %sign.i391 ]
  %part57 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i390, ptr %part57, align 8
  %missing.i394 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i394, label %common.ret, label %call.i395

call.i395:                                        ; preds = %__modlink_format_i64.exit393
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check9.ok:                                        ; preds = %check8.ok
  %shape.at = getelementptr inbounds nuw i8, ptr %X.dltensor, i64 24
  %X.shape = load ptr, ptr %shape.at, align 8
  %X.shape0 = load i64, ptr %X.shape, align 8
  %strides.at = getelementptr inbounds nuw i8, ptr %X.dltensor, i64 32
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
  %byte_offset.at = getelementptr inbounds nuw i8, ptr %X.dltensor, i64 40
  %byte_offset = load i64, ptr %byte_offset.at, align 8
  %X.data = getelementptr i8, ptr %data, i64 %byte_offset
  %Y.any = getelementptr inbounds nuw i8, ptr %args, i64 64
  %Y.type_index = load i32, ptr %Y.any, align 4
  switch i32 %Y.type_index, label %check11.fail [
    i32 70, label %check11.ok
    i32 7, label %check11.ok
    i32 4, label %check11.ok
  ]

check10.fail:                                     ; preds = %X.strides.check
  store ptr @.str.13, ptr %message.parts, align 8
  %mag.i397 = tail call i64 @llvm.abs.i64(i64 %X.stride0, i1 false)
  %end.i398 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i398, align 1
  br label %digit.i399

digit.i399:                                       ; preds = %digit.i399, %check10.fail
  %remaining.i400 = phi i64 [ %mag.i397, %check10.fail ], [ %rest.i406, %digit.i399 ]
  %cursor.i401 = phi ptr [ %end.i398, %check10.fail ], [ %digit.at.i402, %digit.i399 ]
  %digit.at.i402 = getelementptr inbounds i8, ptr %cursor.i401, i64 -1
  %digit1.i403 = urem i64 %remaining.i400, 10
  %digit.byte.i404 = trunc nuw nsw i64 %digit1.i403 to i8
  %ascii.i405 = or disjoint i8 %digit.byte.i404, 48
  store i8 %ascii.i405, ptr %digit.at.i402, align 1
  %rest.i406 = udiv i64 %remaining.i400, 10
  %more.not.i407 = icmp ult i64 %remaining.i400, 10
  br i1 %more.not.i407, label %digits.done.i408, label %digit.i399

digits.done.i408:                                 ; preds = %digit.i399
  %neg.i409 = icmp slt i64 %X.stride0, 0
  br i1 %neg.i409, label %sign.i411, label %__modlink_format_i64.exit413

sign.i411:                                        ; preds = %digits.done.i408
  %sign.at.i412 = getelementptr inbounds i8, ptr %cursor.i401, i64 -2
  store i8 45, ptr %sign.at.i412, align 1
  br label %__modlink_format_i64.exit413

__modlink_format_i64.exit413:                     ; preds = %digits.done.i408, %sign.i411
  %start.i410 = phi ptr [ %digit.at.i402, %digits.done.i408 ], [ %sign.at.i412, %sign.i411 ]
  %part61 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i410, ptr %part61, align 8
  %part62 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.14, ptr %part62, align 8
  %end.i414 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i414, align 1
  %digit.at.i418 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i418, align 1
  %part64 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %digit.at.i418, ptr %part64, align 8
  %missing.i426 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i426, label %common.ret, label %call.i427

call.i427:                                        ; preds = %__modlink_format_i64.exit413
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check11.fail:                                     ; preds = %X.strides.done
  store ptr @.str.15, ptr %message.parts, align 8
  %13 = tail call i32 @llvm.abs.i32(i32 %Y.type_index, i1 false)
  %mag.i429 = zext i32 %13 to i64
  %end.i430 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i430, align 1
  br label %digit.i431

digit.i431:                                       ; preds = %digit.i431, %check11.fail
  %remaining.i432 = phi i64 [ %mag.i429, %check11.fail ], [ %rest.i438, %digit.i431 ]
  %cursor.i433 = phi ptr [ %end.i430, %check11.fail ], [ %digit.at.i434, %digit.i431 ]
  %digit.at.i434 = getelementptr inbounds i8, ptr %cursor.i433, i64 -1
  %digit1.i435 = urem i64 %remaining.i432, 10
  %digit.byte.i436 = trunc nuw nsw i64 %digit1.i435 to i8
  %ascii.i437 = or disjoint i8 %digit.byte.i436, 48
  store i8 %ascii.i437, ptr %digit.at.i434, align 1
  %rest.i438 = udiv i64 %remaining.i432, 10
  %more.not.i439 = icmp samesign ult i64 %remaining.i432, 10
  br i1 %more.not.i439, label %digits.done.i440, label %digit.i431

digits.done.i440:                                 ; preds = %digit.i431
  %neg.i441 = icmp slt i32 %Y.type_index, 0
  br i1 %neg.i441, label %sign.i443, label %__modlink_format_i64.exit445

sign.i443:                                        ; preds = %digits.done.i440
  %sign.at.i444 = getelementptr inbounds i8, ptr %cursor.i433, i64 -2
  store i8 45, ptr %sign.at.i444, align 1
  br label %__modlink_format_i64.exit445

__modlink_format_i64.exit445:                     ; preds = %digits.done.i440, %sign.i443
  %start.i442 = phi ptr [ %digit.at.i434, %digits.done.i440 ], [ %sign.at.i444, %sign.i443 ]
  %part74 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i442, ptr %part74, align 8
  %missing.i446 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i446, label %common.ret, label %call.i447

call.i447:                                        ; preds = %__modlink_format_i64.exit445
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check11.ok:                                       ; preds = %X.strides.done, %X.strides.done, %X.strides.done
  %is65 = icmp eq i32 %Y.type_index, 70
  %Y.value = getelementptr inbounds nuw i8, ptr %args, i64 72
  %Y.ptr = load ptr, ptr %Y.value, align 8
  %Y.dltensor.idx = select i1 %is65, i64 24, i64 0
  %Y.dltensor = getelementptr inbounds nuw i8, ptr %Y.ptr, i64 %Y.dltensor.idx
  %null75.not = icmp eq ptr %Y.ptr, null
  br i1 %null75.not, label %check12.fail, label %check12.ok

check12.fail:                                     ; preds = %check11.ok
  store ptr @.str.16, ptr %message.parts, align 8
  %missing.i449 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i449, label %common.ret, label %call.i450

call.i450:                                        ; preds = %check12.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check12.ok:                                       ; preds = %check11.ok
  %ndim.at78 = getelementptr inbounds nuw i8, ptr %Y.dltensor, i64 16
  %Y.ndim = load i32, ptr %ndim.at78, align 4
  %ndim.ok79 = icmp eq i32 %Y.ndim, 1
  br i1 %ndim.ok79, label %check13.ok, label %check13.fail

check13.fail:                                     ; preds = %check12.ok
  store ptr @.str.17, ptr %message.parts, align 8
  %14 = tail call i32 @llvm.abs.i32(i32 %Y.ndim, i1 false)
  %mag.i452 = zext i32 %14 to i64
  %end.i453 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i453, align 1
  br label %digit.i454

digit.i454:                                       ; preds = %digit.i454, %check13.fail
  %remaining.i455 = phi i64 [ %mag.i452, %check13.fail ], [ %rest.i461, %digit.i454 ]
  %cursor.i456 = phi ptr [ %end.i453, %check13.fail ], [ %digit.at.i457, %digit.i454 ]
  %digit.at.i457 = getelementptr inbounds i8, ptr %cursor.i456, i64 -1
  %digit1.i458 = urem i64 %remaining.i455, 10
  %digit.byte.i459 = trunc nuw nsw i64 %digit1.i458 to i8
  %ascii.i460 = or disjoint i8 %digit.byte.i459, 48
  store i8 %ascii.i460, ptr %digit.at.i457, align 1
  %rest.i461 = udiv i64 %remaining.i455, 10
  %more.not.i462 = icmp samesign ult i64 %remaining.i455, 10
  br i1 %more.not.i462, label %digits.done.i463, label %digit.i454

digits.done.i463:                                 ; preds = %digit.i454
  %neg.i464 = icmp slt i32 %Y.ndim, 0
  br i1 %neg.i464, label %sign.i466, label %__modlink_format_i64.exit468

sign.i466:                                        ; preds = %digits.done.i463
  %sign.at.i467 = getelementptr inbounds i8, ptr %cursor.i456, i64 -2
  store i8 45, ptr %sign.at.i467, align 1
  br label %__modlink_format_i64.exit468

__modlink_format_i64.exit468:                     ; preds = %digits.done.i463, %sign.i466
  %start.i465 = phi ptr [ %digit.at.i457, %digits.done.i463 ], [ %sign.at.i467, %sign.i466 ]
  %part83 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i465, ptr %part83, align 8
  %missing.i469 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i469, label %common.ret, label %call.i470

call.i470:                                        ; preds = %__modlink_format_i64.exit468
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check13.ok:                                       ; preds = %check12.ok
  %dtype.at84 = getelementptr inbounds nuw i8, ptr %Y.dltensor, i64 20
  %bits.at86 = getelementptr inbounds nuw i8, ptr %Y.dltensor, i64 21
  %lanes.at87 = getelementptr inbounds nuw i8, ptr %Y.dltensor, i64 22
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
  %code96 = zext i8 %code88 to i64
  store ptr @.str.18, ptr %message.parts, align 8
  %end.i473 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i473, align 1
  br label %digit.i474

digit.i474:                                       ; preds = %digit.i474, %check14.fail
  %remaining.i475 = phi i64 [ %code96, %check14.fail ], [ %rest.i481, %digit.i474 ]
  %cursor.i476 = phi ptr [ %end.i473, %check14.fail ], [ %digit.at.i477, %digit.i474 ]
  %digit.at.i477 = getelementptr inbounds i8, ptr %cursor.i476, i64 -1
  %digit1.i478 = urem i64 %remaining.i475, 10
  %digit.byte.i479 = trunc nuw nsw i64 %digit1.i478 to i8
  %ascii.i480 = or disjoint i8 %digit.byte.i479, 48
  store i8 %ascii.i480, ptr %digit.at.i477, align 1
  %rest.i481 = udiv i64 %remaining.i475, 10
  %more.not.i482 = icmp samesign ult i64 %remaining.i475, 10
  br i1 %more.not.i482, label %__modlink_format_i64.exit488, label %digit.i474

__modlink_format_i64.exit488:                     ; preds = %digit.i474
  %bits97 = zext i8 %bits89 to i64
  %part101 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %digit.at.i477, ptr %part101, align 8
  %part102 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.10, ptr %part102, align 8
  %end.i490 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i490, align 1
  br label %digit.i491

digit.i491:                                       ; preds = %digit.i491, %__modlink_format_i64.exit488
  %remaining.i492 = phi i64 [ %bits97, %__modlink_format_i64.exit488 ], [ %rest.i498, %digit.i491 ]
  %cursor.i493 = phi ptr [ %end.i490, %__modlink_format_i64.exit488 ], [ %digit.at.i494, %digit.i491 ]
  %digit.at.i494 = getelementptr inbounds i8, ptr %cursor.i493, i64 -1
  %digit1.i495 = urem i64 %remaining.i492, 10
  %digit.byte.i496 = trunc nuw nsw i64 %digit1.i495 to i8
  %ascii.i497 = or disjoint i8 %digit.byte.i496, 48
  store i8 %ascii.i497, ptr %digit.at.i494, align 1
  %rest.i498 = udiv i64 %remaining.i492, 10
  %more.not.i499 = icmp samesign ult i64 %remaining.i492, 10
  br i1 %more.not.i499, label %__modlink_format_i64.exit505, label %digit.i491

__modlink_format_i64.exit505:                     ; preds = %digit.i491
  %lanes98 = zext i16 %lanes90 to i64
  %part104 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %digit.at.i494, ptr %part104, align 8
  %part105 = getelementptr inbounds nuw i8, ptr %message.parts, i64 32
  store ptr @.str.11, ptr %part105, align 8
  %end.i507 = getelementptr inbounds nuw i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i507, align 1
  br label %digit.i508

digit.i508:                                       ; preds = %digit.i508, %__modlink_format_i64.exit505
  %remaining.i509 = phi i64 [ %lanes98, %__modlink_format_i64.exit505 ], [ %rest.i515, %digit.i508 ]
  %cursor.i510 = phi ptr [ %end.i507, %__modlink_format_i64.exit505 ], [ %digit.at.i511, %digit.i508 ]
  %digit.at.i511 = getelementptr inbounds i8, ptr %cursor.i510, i64 -1
  %digit1.i512 = urem i64 %remaining.i509, 10
  %digit.byte.i513 = trunc nuw nsw i64 %digit1.i512 to i8
  %ascii.i514 = or disjoint i8 %digit.byte.i513, 48
  store i8 %ascii.i514, ptr %digit.at.i511, align 1
  %rest.i515 = udiv i64 %remaining.i509, 10
  %more.not.i516 = icmp samesign ult i64 %remaining.i509, 10
  br i1 %more.not.i516, label %__modlink_format_i64.exit522, label %digit.i508

__modlink_format_i64.exit522:                     ; preds = %digit.i508
  %part107 = getelementptr inbounds nuw i8, ptr %message.parts, i64 40
  store ptr %digit.at.i511, ptr %part107, align 8
  %missing.i523 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i523, label %common.ret, label %call.i524

call.i524:                                        ; preds = %__modlink_format_i64.exit522
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check14.ok:                                       ; preds = %check13.ok
  %device.at108 = getelementptr inbounds nuw i8, ptr %Y.dltensor, i64 8
  %Y.device_type = load i32, ptr %device.at108, align 4
  %device.ok109 = icmp eq i32 %Y.device_type, 1
  br i1 %device.ok109, label %check15.ok, label %check15.fail

check15.fail:                                     ; preds = %check14.ok
  store ptr @.str.19, ptr %message.parts, align 8
  %15 = tail call i32 @llvm.abs.i32(i32 %Y.device_type, i1 false)
  %mag.i526 = zext i32 %15 to i64
  %end.i527 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i527, align 1
  br label %digit.i528

digit.i528:                                       ; preds = %digit.i528, %check15.fail
  %remaining.i529 = phi i64 [ %mag.i526, %check15.fail ], [ %rest.i535, %digit.i528 ]
  %cursor.i530 = phi ptr [ %end.i527, %check15.fail ], [ %digit.at.i531, %digit.i528 ]
  %digit.at.i531 = getelementptr inbounds i8, ptr %cursor.i530, i64 -1
  %digit1.i532 = urem i64 %remaining.i529, 10
  %digit.byte.i533 = trunc nuw nsw i64 %digit1.i532 to i8
  %ascii.i534 = or disjoint i8 %digit.byte.i533, 48
  store i8 %ascii.i534, ptr %digit.at.i531, align 1
  %rest.i535 = udiv i64 %remaining.i529, 10
  %more.not.i536 = icmp samesign ult i64 %remaining.i529, 10
  br i1 %more.not.i536, label %digits.done.i537, label %digit.i528

digits.done.i537:                                 ; preds = %digit.i528
  %neg.i538 = icmp slt i32 %Y.device_type, 0
  br i1 %neg.i538, label %sign.i540, label %__modlink_format_i64.exit542

sign.i540:                                        ; preds = %digits.done.i537
  %sign.at.i541 = getelementptr inbounds i8, ptr %cursor.i530, i64 -2
  store i8 45, ptr %sign.at.i541, align 1
  br label %__modlink_format_i64.exit542

__modlink_format_i64.exit542:                     ; preds = %digits.done.i537, %sign.i540
  %start.i539 = phi ptr [ %digit.at.i531, %digits.done.i537 ], [ %sign.at.i541, %sign.i540 ]
  %part113 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i539, ptr %part113, align 8
  %missing.i543 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i543, label %common.ret, label %call.i544

call.i544:                                        ; preds = %__modlink_format_i64.exit542
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check15.ok:                                       ; preds = %check14.ok
  %shape.at114 = getelementptr inbounds nuw i8, ptr %Y.dltensor, i64 24
  %Y.shape = load ptr, ptr %shape.at114, align 8
  %Y.shape0 = load i64, ptr %Y.shape, align 8
  %extent.ok = icmp eq i64 %Y.shape0, %X.shape0
  br i1 %extent.ok, label %check16.ok, label %check16.fail

check16.fail:                                     ; preds = %check15.ok
  store ptr @.str.20, ptr %message.parts, align 8
  %mag.i546 = tail call i64 @llvm.abs.i64(i64 %Y.shape0, i1 false)
  %end.i547 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i547, align 1
  br label %digit.i548

digit.i548:                                       ; preds = %digit.i548, %check16.fail
  %remaining.i549 = phi i64 [ %mag.i546, %check16.fail ], [ %rest.i555, %digit.i548 ]
  %cursor.i550 = phi ptr [ %end.i547, %check16.fail ], [ %digit.at.i551, %digit.i548 ]
  %digit.at.i551 = getelementptr inbounds i8, ptr %cursor.i550, i64 -1
  %digit1.i552 = urem i64 %remaining.i549, 10
  %digit.byte.i553 = trunc nuw nsw i64 %digit1.i552 to i8
  %ascii.i554 = or disjoint i8 %digit.byte.i553, 48
  store i8 %ascii.i554, ptr %digit.at.i551, align 1
  %rest.i555 = udiv i64 %remaining.i549, 10
  %more.not.i556 = icmp ult i64 %remaining.i549, 10
  br i1 %more.not.i556, label %digits.done.i557, label %digit.i548

digits.done.i557:                                 ; preds = %digit.i548
  %neg.i558 = icmp slt i64 %Y.shape0, 0
  br i1 %neg.i558, label %sign.i560, label %__modlink_format_i64.exit562

sign.i560:                                        ; preds = %digits.done.i557
  %sign.at.i561 = getelementptr inbounds i8, ptr %cursor.i550, i64 -2
  store i8 45, ptr %sign.at.i561, align 1
  br label %__modlink_format_i64.exit562

__modlink_format_i64.exit562:                     ; preds = %digits.done.i557, %sign.i560
  %start.i559 = phi ptr [ %digit.at.i551, %digits.done.i557 ], [ %sign.at.i561, %sign.i560 ]
  %part118 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i559, ptr %part118, align 8
  %part119 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.21, ptr %part119, align 8
  %mag.i563 = call i64 @llvm.abs.i64(i64 %X.shape0, i1 false)
  %end.i564 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i564, align 1
  br label %digit.i565

digit.i565:                                       ; preds = %digit.i565, %__modlink_format_i64.exit562
  %remaining.i566 = phi i64 [ %mag.i563, %__modlink_format_i64.exit562 ], [ %rest.i572, %digit.i565 ]
  %cursor.i567 = phi ptr [ %end.i564, %__modlink_format_i64.exit562 ], [ %digit.at.i568, %digit.i565 ]
  %digit.at.i568 = getelementptr inbounds i8, ptr %cursor.i567, i64 -1
  %digit1.i569 = urem i64 %remaining.i566, 10
  %digit.byte.i570 = trunc nuw nsw i64 %digit1.i569 to i8
  %ascii.i571 = or disjoint i8 %digit.byte.i570, 48
  store i8 %ascii.i571, ptr %digit.at.i568, align 1
  %rest.i572 = udiv i64 %remaining.i566, 10
  %more.not.i573 = icmp ult i64 %remaining.i566, 10
  br i1 %more.not.i573, label %digits.done.i574, label %digit.i565

digits.done.i574:                                 ; preds = %digit.i565
  %neg.i575 = icmp slt i64 %X.shape0, 0
  br i1 %neg.i575, label %sign.i577, label %__modlink_format_i64.exit579

sign.i577:                                        ; preds = %digits.done.i574
  %sign.at.i578 = getelementptr inbounds i8, ptr %cursor.i567, i64 -2
  store i8 45, ptr %sign.at.i578, align 1
  br label %__modlink_format_i64.exit579

__modlink_format_i64.exit579:                     ; preds = %digits.done.i574, %sign.i577
  %start.i576 = phi ptr [ %digit.at.i568, %digits.done.i574 ], [ %sign.at.i578, %sign.i577 ]
  %part121 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %start.i576, ptr %part121, align 8
  %missing.i580 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i580, label %common.ret, label %call.i581

call.i581:                                        ; preds = %__modlink_format_i64.exit579
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check16.ok:                                       ; preds = %check15.ok
  %strides.at122 = getelementptr inbounds nuw i8, ptr %Y.dltensor, i64 32
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
  %byte_offset.at137 = getelementptr inbounds nuw i8, ptr %Y.dltensor, i64 40
  %byte_offset138 = load i64, ptr %byte_offset.at137, align 8
  %Y.data = getelementptr i8, ptr %data136, i64 %byte_offset138
  %Mask.any = getelementptr inbounds nuw i8, ptr %args, i64 80
  %Mask.type_index = load i32, ptr %Mask.any, align 4
  switch i32 %Mask.type_index, label %check18.fail [
    i32 70, label %check18.ok
    i32 7, label %check18.ok
    i32 4, label %check18.ok
  ]

check17.fail:                                     ; preds = %Y.strides.check
  store ptr @.str.22, ptr %message.parts, align 8
  %mag.i583 = tail call i64 @llvm.abs.i64(i64 %Y.stride0, i1 false)
  %end.i584 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i584, align 1
  br label %digit.i585

digit.i585:                                       ; preds = %digit.i585, %check17.fail
  %remaining.i586 = phi i64 [ %mag.i583, %check17.fail ], [ %rest.i592, %digit.i585 ]
  %cursor.i587 = phi ptr [ %end.i584, %check17.fail ], [ %digit.at.i588, %digit.i585 ]
  %digit.at.i588 = getelementptr inbounds i8, ptr %cursor.i587, i64 -1
  %digit1.i589 = urem i64 %remaining.i586, 10
  %digit.byte.i590 = trunc nuw nsw i64 %digit1.i589 to i8
  %ascii.i591 = or disjoint i8 %digit.byte.i590, 48
  store i8 %ascii.i591, ptr %digit.at.i588, align 1
  %rest.i592 = udiv i64 %remaining.i586, 10
  %more.not.i593 = icmp ult i64 %remaining.i586, 10
  br i1 %more.not.i593, label %digits.done.i594, label %digit.i585

digits.done.i594:                                 ; preds = %digit.i585
  %neg.i595 = icmp slt i64 %Y.stride0, 0
  br i1 %neg.i595, label %sign.i597, label %__modlink_format_i64.exit599

sign.i597:                                        ; preds = %digits.done.i594
  %sign.at.i598 = getelementptr inbounds i8, ptr %cursor.i587, i64 -2
  store i8 45, ptr %sign.at.i598, align 1
  br label %__modlink_format_i64.exit599

__modlink_format_i64.exit599:                     ; preds = %digits.done.i594, %sign.i597
  %start.i596 = phi ptr [ %digit.at.i588, %digits.done.i594 ], [ %sign.at.i598, %sign.i597 ]
  %part130 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i596, ptr %part130, align 8
  %part131 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.14, ptr %part131, align 8
  %end.i600 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i600, align 1
  %digit.at.i604 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i604, align 1
  %part133 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %digit.at.i604, ptr %part133, align 8
  %missing.i612 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i612, label %common.ret, label %call.i613

call.i613:                                        ; preds = %__modlink_format_i64.exit599
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check18.fail:                                     ; preds = %Y.strides.done
  store ptr @.str.23, ptr %message.parts, align 8
  %16 = tail call i32 @llvm.abs.i32(i32 %Mask.type_index, i1 false)
  %mag.i615 = zext i32 %16 to i64
  %end.i616 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i616, align 1
  br label %digit.i617

digit.i617:                                       ; preds = %digit.i617, %check18.fail
  %remaining.i618 = phi i64 [ %mag.i615, %check18.fail ], [ %rest.i624, %digit.i617 ]
  %cursor.i619 = phi ptr [ %end.i616, %check18.fail ], [ %digit.at.i620, %digit.i617 ]
  %digit.at.i620 = getelementptr inbounds i8, ptr %cursor.i619, i64 -1
  %digit1.i621 = urem i64 %remaining.i618, 10
  %digit.byte.i622 = trunc nuw nsw i64 %digit1.i621 to i8
  %ascii.i623 = or disjoint i8 %digit.byte.i622, 48
  store i8 %ascii.i623, ptr %digit.at.i620, align 1
  %rest.i624 = udiv i64 %remaining.i618, 10
  %more.not.i625 = icmp samesign ult i64 %remaining.i618, 10
  br i1 %more.not.i625, label %digits.done.i626, label %digit.i617

digits.done.i626:                                 ; preds = %digit.i617
  %neg.i627 = icmp slt i32 %Mask.type_index, 0
  br i1 %neg.i627, label %sign.i629, label %__modlink_format_i64.exit631

sign.i629:                                        ; preds = %digits.done.i626
  %sign.at.i630 = getelementptr inbounds i8, ptr %cursor.i619, i64 -2
  store i8 45, ptr %sign.at.i630, align 1
  br label %__modlink_format_i64.exit631

__modlink_format_i64.exit631:                     ; preds = %digits.done.i626, %sign.i629
  %start.i628 = phi ptr [ %digit.at.i620, %digits.done.i626 ], [ %sign.at.i630, %sign.i629 ]
  %part148 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i628, ptr %part148, align 8
  %missing.i632 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i632, label %common.ret, label %call.i633

call.i633:                                        ; preds = %__modlink_format_i64.exit631
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check18.ok:                                       ; preds = %Y.strides.done, %Y.strides.done, %Y.strides.done
  %is139 = icmp eq i32 %Mask.type_index, 70
  %Mask.value = getelementptr inbounds nuw i8, ptr %args, i64 88
  %Mask.ptr = load ptr, ptr %Mask.value, align 8
  %Mask.dltensor.idx = select i1 %is139, i64 24, i64 0
  %Mask.dltensor = getelementptr inbounds nuw i8, ptr %Mask.ptr, i64 %Mask.dltensor.idx
  %null149.not = icmp eq ptr %Mask.ptr, null
  br i1 %null149.not, label %check19.fail, label %check19.ok

check19.fail:                                     ; preds = %check18.ok
  store ptr @.str.24, ptr %message.parts, align 8
  %missing.i635 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i635, label %common.ret, label %call.i636

call.i636:                                        ; preds = %check19.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check19.ok:                                       ; preds = %check18.ok
  %ndim.at152 = getelementptr inbounds nuw i8, ptr %Mask.dltensor, i64 16
  %Mask.ndim = load i32, ptr %ndim.at152, align 4
  %ndim.ok153 = icmp eq i32 %Mask.ndim, 1
  br i1 %ndim.ok153, label %check20.ok, label %check20.fail

check20.fail:                                     ; preds = %check19.ok
  store ptr @.str.25, ptr %message.parts, align 8
  %17 = tail call i32 @llvm.abs.i32(i32 %Mask.ndim, i1 false)
  %mag.i638 = zext i32 %17 to i64
  %end.i639 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i639, align 1
  br label %digit.i640

digit.i640:                                       ; preds = %digit.i640, %check20.fail
  %remaining.i641 = phi i64 [ %mag.i638, %check20.fail ], [ %rest.i647, %digit.i640 ]
  %cursor.i642 = phi ptr [ %end.i639, %check20.fail ], [ %digit.at.i643, %digit.i640 ]
  %digit.at.i643 = getelementptr inbounds i8, ptr %cursor.i642, i64 -1
  %digit1.i644 = urem i64 %remaining.i641, 10
  %digit.byte.i645 = trunc nuw nsw i64 %digit1.i644 to i8
  %ascii.i646 = or disjoint i8 %digit.byte.i645, 48
  store i8 %ascii.i646, ptr %digit.at.i643, align 1
  %rest.i647 = udiv i64 %remaining.i641, 10
  %more.not.i648 = icmp samesign ult i64 %remaining.i641, 10
  br i1 %more.not.i648, label %digits.done.i649, label %digit.i640

digits.done.i649:                                 ; preds = %digit.i640
  %neg.i650 = icmp slt i32 %Mask.ndim, 0
  br i1 %neg.i650, label %sign.i652, label %__modlink_format_i64.exit654

sign.i652:                                        ; preds = %digits.done.i649
  %sign.at.i653 = getelementptr inbounds i8, ptr %cursor.i642, i64 -2
  store i8 45, ptr %sign.at.i653, align 1
  br label %__modlink_format_i64.exit654

__modlink_format_i64.exit654:                     ; preds = %digits.done.i649, %sign.i652
  %start.i651 = phi ptr [ %digit.at.i643, %digits.done.i649 ], [ %sign.at.i653, %sign.i652 ]
  %part157 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i651, ptr %part157, align 8
  %missing.i655 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i655, label %common.ret, label %call.i656

call.i656:                                        ; preds = %__modlink_format_i64.exit654
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check20.ok:                                       ; preds = %check19.ok
  %dtype.at158 = getelementptr inbounds nuw i8, ptr %Mask.dltensor, i64 20
  %bits.at160 = getelementptr inbounds nuw i8, ptr %Mask.dltensor, i64 21
  %lanes.at161 = getelementptr inbounds nuw i8, ptr %Mask.dltensor, i64 22
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
  %code170 = zext i8 %code162 to i64
  store ptr @.str.26, ptr %message.parts, align 8
  %end.i659 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i659, align 1
  br label %digit.i660

digit.i660:                                       ; preds = %digit.i660, %check21.fail
  %remaining.i661 = phi i64 [ %code170, %check21.fail ], [ %rest.i667, %digit.i660 ]
  %cursor.i662 = phi ptr [ %end.i659, %check21.fail ], [ %digit.at.i663, %digit.i660 ]
  %digit.at.i663 = getelementptr inbounds i8, ptr %cursor.i662, i64 -1
  %digit1.i664 = urem i64 %remaining.i661, 10
  %digit.byte.i665 = trunc nuw nsw i64 %digit1.i664 to i8
  %ascii.i666 = or disjoint i8 %digit.byte.i665, 48
  store i8 %ascii.i666, ptr %digit.at.i663, align 1
  %rest.i667 = udiv i64 %remaining.i661, 10
  %more.not.i668 = icmp samesign ult i64 %remaining.i661, 10
  br i1 %more.not.i668, label %__modlink_format_i64.exit674, label %digit.i660

__modlink_format_i64.exit674:                     ; preds = %digit.i660
  %bits171 = zext i8 %bits163 to i64
  %part175 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %digit.at.i663, ptr %part175, align 8
  %part176 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.10, ptr %part176, align 8
  %end.i676 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i676, align 1
  br label %digit.i677

digit.i677:                                       ; preds = %digit.i677, %__modlink_format_i64.exit674
  %remaining.i678 = phi i64 [ %bits171, %__modlink_format_i64.exit674 ], [ %rest.i684, %digit.i677 ]
  %cursor.i679 = phi ptr [ %end.i676, %__modlink_format_i64.exit674 ], [ %digit.at.i680, %digit.i677 ]
  %digit.at.i680 = getelementptr inbounds i8, ptr %cursor.i679, i64 -1
  %digit1.i681 = urem i64 %remaining.i678, 10
  %digit.byte.i682 = trunc nuw nsw i64 %digit1.i681 to i8
  %ascii.i683 = or disjoint i8 %digit.byte.i682, 48
  store i8 %ascii.i683, ptr %digit.at.i680, align 1
  %rest.i684 = udiv i64 %remaining.i678, 10
  %more.not.i685 = icmp samesign ult i64 %remaining.i678, 10
  br i1 %more.not.i685, label %__modlink_format_i64.exit691, label %digit.i677

__modlink_format_i64.exit691:                     ; preds = %digit.i677
  %lanes172 = zext i16 %lanes164 to i64
  %part178 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %digit.at.i680, ptr %part178, align 8
  %part179 = getelementptr inbounds nuw i8, ptr %message.parts, i64 32
  store ptr @.str.11, ptr %part179, align 8
  %end.i693 = getelementptr inbounds nuw i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i693, align 1
  br label %digit.i694

digit.i694:                                       ; preds = %digit.i694, %__modlink_format_i64.exit691
  %remaining.i695 = phi i64 [ %lanes172, %__modlink_format_i64.exit691 ], [ %rest.i701, %digit.i694 ]
  %cursor.i696 = phi ptr [ %end.i693, %__modlink_format_i64.exit691 ], [ %digit.at.i697, %digit.i694 ]
  %digit.at.i697 = getelementptr inbounds i8, ptr %cursor.i696, i64 -1
  %digit1.i698 = urem i64 %remaining.i695, 10
  %digit.byte.i699 = trunc nuw nsw i64 %digit1.i698 to i8
  %ascii.i700 = or disjoint i8 %digit.byte.i699, 48
  store i8 %ascii.i700, ptr %digit.at.i697, align 1
  %rest.i701 = udiv i64 %remaining.i695, 10
  %more.not.i702 = icmp samesign ult i64 %remaining.i695, 10
  br i1 %more.not.i702, label %__modlink_format_i64.exit708, label %digit.i694

__modlink_format_i64.exit708:                     ; preds = %digit.i694
  %part181 = getelementptr inbounds nuw i8, ptr %message.parts, i64 40
  store ptr %digit.at.i697, ptr %part181, align 8
  %missing.i709 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i709, label %common.ret, label %call.i710

call.i710:                                        ; preds = %__modlink_format_i64.exit708
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check21.ok:                                       ; preds = %check20.ok
  %device.at182 = getelementptr inbounds nuw i8, ptr %Mask.dltensor, i64 8
  %Mask.device_type = load i32, ptr %device.at182, align 4
  %device.ok183 = icmp eq i32 %Mask.device_type, 1
  br i1 %device.ok183, label %check22.ok, label %check22.fail

check22.fail:                                     ; preds = %check21.ok
  store ptr @.str.27, ptr %message.parts, align 8
  %18 = tail call i32 @llvm.abs.i32(i32 %Mask.device_type, i1 false)
  %mag.i712 = zext i32 %18 to i64
  %end.i713 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i713, align 1
  br label %digit.i714

digit.i714:                                       ; preds = %digit.i714, %check22.fail
  %remaining.i715 = phi i64 [ %mag.i712, %check22.fail ], [ %rest.i721, %digit.i714 ]
  %cursor.i716 = phi ptr [ %end.i713, %check22.fail ], [ %digit.at.i717, %digit.i714 ]
  %digit.at.i717 = getelementptr inbounds i8, ptr %cursor.i716, i64 -1
  %digit1.i718 = urem i64 %remaining.i715, 10
  %digit.byte.i719 = trunc nuw nsw i64 %digit1.i718 to i8
  %ascii.i720 = or disjoint i8 %digit.byte.i719, 48
  store i8 %ascii.i720, ptr %digit.at.i717, align 1
  %rest.i721 = udiv i64 %remaining.i715, 10
  %more.not.i722 = icmp samesign ult i64 %remaining.i715, 10
  br i1 %more.not.i722, label %digits.done.i723, label %digit.i714

digits.done.i723:                                 ; preds = %digit.i714
  %neg.i724 = icmp slt i32 %Mask.device_type, 0
  br i1 %neg.i724, label %sign.i726, label %__modlink_format_i64.exit728

sign.i726:                                        ; preds = %digits.done.i723
  %sign.at.i727 = getelementptr inbounds i8, ptr %cursor.i716, i64 -2
  store i8 45, ptr %sign.at.i727, align 1
  br label %__modlink_format_i64.exit728

__modlink_format_i64.exit728:                     ; preds = %digits.done.i723, %sign.i726
  %start.i725 = phi ptr [ %digit.at.i717, %digits.done.i723 ], [ %sign.at.i727, %sign.i726 ]
  %part187 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i725, ptr %part187, align 8
  %missing.i729 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i729, label %common.ret, label %call.i730

call.i730:                                        ; preds = %__modlink_format_i64.exit728
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check22.ok:                                       ; preds = %check21.ok
  %shape.at188 = getelementptr inbounds nuw i8, ptr %Mask.dltensor, i64 24
  %Mask.shape = load ptr, ptr %shape.at188, align 8
  %Mask.shape0 = load i64, ptr %Mask.shape, align 8
  %extent.ok190 = icmp eq i64 %Mask.shape0, %X.shape0
  br i1 %extent.ok190, label %check23.ok, label %check23.fail

check23.fail:                                     ; preds = %check22.ok
  store ptr @.str.28, ptr %message.parts, align 8
  %mag.i732 = tail call i64 @llvm.abs.i64(i64 %Mask.shape0, i1 false)
  %end.i733 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i733, align 1
  br label %digit.i734

digit.i734:                                       ; preds = %digit.i734, %check23.fail
  %remaining.i735 = phi i64 [ %mag.i732, %check23.fail ], [ %rest.i741, %digit.i734 ]
  %cursor.i736 = phi ptr [ %end.i733, %check23.fail ], [ %digit.at.i737, %digit.i734 ]
  %digit.at.i737 = getelementptr inbounds i8, ptr %cursor.i736, i64 -1
  %digit1.i738 = urem i64 %remaining.i735, 10
  %digit.byte.i739 = trunc nuw nsw i64 %digit1.i738 to i8
  %ascii.i740 = or disjoint i8 %digit.byte.i739, 48
  store i8 %ascii.i740, ptr %digit.at.i737, align 1
  %rest.i741 = udiv i64 %remaining.i735, 10
  %more.not.i742 = icmp ult i64 %remaining.i735, 10
  br i1 %more.not.i742, label %digits.done.i743, label %digit.i734

digits.done.i743:                                 ; preds = %digit.i734
  %neg.i744 = icmp slt i64 %Mask.shape0, 0
  br i1 %neg.i744, label %sign.i746, label %__modlink_format_i64.exit748

sign.i746:                                        ; preds = %digits.done.i743
  %sign.at.i747 = getelementptr inbounds i8, ptr %cursor.i736, i64 -2
  store i8 45, ptr %sign.at.i747, align 1
  br label %__modlink_format_i64.exit748

__modlink_format_i64.exit748:                     ; preds = %digits.done.i743, %sign.i746
  %start.i745 = phi ptr [ %digit.at.i737, %digits.done.i743 ], [ %sign.at.i747, %sign.i746 ]
  %part193 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i745, ptr %part193, align 8
  %part194 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.21, ptr %part194, align 8
  %mag.i749 = call i64 @llvm.abs.i64(i64 %X.shape0, i1 false)
  %end.i750 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i750, align 1
  br label %digit.i751

digit.i751:                                       ; preds = %digit.i751, %__modlink_format_i64.exit748
  %remaining.i752 = phi i64 [ %mag.i749, %__modlink_format_i64.exit748 ], [ %rest.i758, %digit.i751 ]
  %cursor.i753 = phi ptr [ %end.i750, %__modlink_format_i64.exit748 ], [ %digit.at.i754, %digit.i751 ]
  %digit.at.i754 = getelementptr inbounds i8, ptr %cursor.i753, i64 -1
  %digit1.i755 = urem i64 %remaining.i752, 10
  %digit.byte.i756 = trunc nuw nsw i64 %digit1.i755 to i8
  %ascii.i757 = or disjoint i8 %digit.byte.i756, 48
  store i8 %ascii.i757, ptr %digit.at.i754, align 1
  %rest.i758 = udiv i64 %remaining.i752, 10
  %more.not.i759 = icmp ult i64 %remaining.i752, 10
  br i1 %more.not.i759, label %digits.done.i760, label %digit.i751

digits.done.i760:                                 ; preds = %digit.i751
  %neg.i761 = icmp slt i64 %X.shape0, 0
  br i1 %neg.i761, label %sign.i763, label %__modlink_format_i64.exit765

sign.i763:                                        ; preds = %digits.done.i760
  %sign.at.i764 = getelementptr inbounds i8, ptr %cursor.i753, i64 -2
  store i8 45, ptr %sign.at.i764, align 1
  br label %__modlink_format_i64.exit765

__modlink_format_i64.exit765:                     ; preds = %digits.done.i760, %sign.i763
  %start.i762 = phi ptr [ %digit.at.i754, %digits.done.i760 ], [ %sign.at.i764, %sign.i763 ]
  %part196 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %start.i762, ptr %part196, align 8
  %missing.i766 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i766, label %common.ret, label %call.i767

call.i767:                                        ; preds = %__modlink_format_i64.exit765
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check23.ok:                                       ; preds = %check22.ok
  %strides.at197 = getelementptr inbounds nuw i8, ptr %Mask.dltensor, i64 32
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
  %byte_offset.at212 = getelementptr inbounds nuw i8, ptr %Mask.dltensor, i64 40
  %byte_offset213 = load i64, ptr %byte_offset.at212, align 8
  %Mask.data = getelementptr i8, ptr %data211, i64 %byte_offset213
  %more6.i = icmp sgt i64 %X.shape0, 0
  br i1 %more6.i, label %for.i.body.lr.ph.i, label %common.ret

for.i.body.lr.ph.i:                               ; preds = %Mask.strides.done
  %cast.i = sitofp i32 %k to double
  %min.iters.check = icmp ult i64 %X.shape0, 12
  br i1 %min.iters.check, label %for.i.body.i.preheader, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.i.body.lr.ph.i
  %19 = shl i64 %X.shape0, 3
  %20 = getelementptr i8, ptr %data136, i64 %byte_offset138
  %scevgep = getelementptr i8, ptr %20, i64 %19
  %21 = shl i64 %X.shape0, 2
  %22 = getelementptr i8, ptr %data211, i64 %byte_offset213
  %scevgep801 = getelementptr i8, ptr %22, i64 %21
  %23 = getelementptr i8, ptr %data, i64 %byte_offset
  %scevgep802 = getelementptr i8, ptr %23, i64 %19
  %bound0 = icmp ult ptr %Y.data, %scevgep801
  %bound1 = icmp ult ptr %Mask.data, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  %bound0803 = icmp ult ptr %Y.data, %scevgep802
  %bound1804 = icmp ult ptr %X.data, %scevgep
  %found.conflict805 = and i1 %bound0803, %bound1804
  %conflict.rdx = or i1 %found.conflict, %found.conflict805
  %bound0806 = icmp ult ptr %Mask.data, %scevgep802
  %bound1807 = icmp ult ptr %X.data, %scevgep801
  %found.conflict808 = and i1 %bound0806, %bound1807
  %conflict.rdx809 = or i1 %conflict.rdx, %found.conflict808
  br i1 %conflict.rdx809, label %for.i.body.i.preheader, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %X.shape0, 9223372036854775804
  %broadcast.splatinsert = insertelement <2 x double> poison, double %cast.i, i64 0
  %broadcast.splat = shufflevector <2 x double> %broadcast.splatinsert, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert810 = insertelement <2 x double> poison, double %lo.f64, i64 0
  %broadcast.splat811 = shufflevector <2 x double> %broadcast.splatinsert810, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert812 = insertelement <2 x double> poison, double %hi.f64, i64 0
  %broadcast.splat813 = shufflevector <2 x double> %broadcast.splatinsert812, <2 x double> poison, <2 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %24 = getelementptr inbounds nuw double, ptr %X.data, i64 %index
  %25 = getelementptr inbounds nuw i8, ptr %24, i64 16
  %wide.load = load <2 x double>, ptr %24, align 8, !alias.scope !12
  %wide.load814 = load <2 x double>, ptr %25, align 8, !alias.scope !12
  %26 = fmul <2 x double> %wide.load, %broadcast.splat
  %27 = fmul <2 x double> %wide.load814, %broadcast.splat
  %28 = getelementptr inbounds nuw double, ptr %Y.data, i64 %index
  %29 = fcmp olt <2 x double> %26, %broadcast.splat811
  %30 = fcmp olt <2 x double> %27, %broadcast.splat811
  %31 = fcmp ogt <2 x double> %26, %broadcast.splat813
  %32 = fcmp ogt <2 x double> %27, %broadcast.splat813
  %33 = select <2 x i1> %31, <2 x double> %broadcast.splat813, <2 x double> %26
  %34 = select <2 x i1> %32, <2 x double> %broadcast.splat813, <2 x double> %27
  %35 = select <2 x i1> %29, <2 x double> %broadcast.splat811, <2 x double> %33
  %36 = select <2 x i1> %30, <2 x double> %broadcast.splat811, <2 x double> %34
  %37 = getelementptr inbounds nuw i8, ptr %28, i64 16
  store <2 x double> %35, ptr %28, align 8, !alias.scope !15, !noalias !17
  store <2 x double> %36, ptr %37, align 8, !alias.scope !15, !noalias !17
  %38 = select <2 x i1> %29, <2 x i1> splat (i1 true), <2 x i1> %31
  %39 = select <2 x i1> %30, <2 x i1> splat (i1 true), <2 x i1> %32
  %40 = zext <2 x i1> %38 to <2 x i32>
  %41 = zext <2 x i1> %39 to <2 x i32>
  %42 = getelementptr inbounds nuw i32, ptr %Mask.data, i64 %index
  %43 = getelementptr inbounds nuw i8, ptr %42, i64 8
  store <2 x i32> %40, ptr %42, align 4, !alias.scope !19, !noalias !12
  store <2 x i32> %41, ptr %43, align 4, !alias.scope !19, !noalias !12
  %index.next = add nuw i64 %index, 4
  %44 = icmp eq i64 %index.next, %n.vec
  br i1 %44, label %middle.block, label %vector.body, !llvm.loop !20

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %X.shape0, %n.vec
  br i1 %cmp.n, label %common.ret, label %for.i.body.i.preheader

for.i.body.i.preheader:                           ; preds = %vector.memcheck, %for.i.body.lr.ph.i, %middle.block
  %i.addr.07.i.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.i.body.lr.ph.i ], [ %n.vec, %middle.block ]
  br label %for.i.body.i

for.i.body.i:                                     ; preds = %for.i.body.i.preheader, %for.i.body.i
  %i.addr.07.i = phi i64 [ %i.next.i, %for.i.body.i ], [ %i.addr.07.i.ph, %for.i.body.i.preheader ]
  %X.addr.i = getelementptr inbounds nuw double, ptr %X.data, i64 %i.addr.07.i
  %X.elem.i = load double, ptr %X.addr.i, align 8
  %v.i = fmul double %X.elem.i, %cast.i
  %Y.addr.i = getelementptr inbounds nuw double, ptr %Y.data, i64 %i.addr.07.i
  %cmp.i = fcmp olt double %v.i, %lo.f64
  %cmp1.i = fcmp ogt double %v.i, %hi.f64
  %select.i = select i1 %cmp1.i, double %hi.f64, double %v.i
  %select2.i = select i1 %cmp.i, double %lo.f64, double %select.i
  store double %select2.i, ptr %Y.addr.i, align 8
  %or.i = select i1 %cmp.i, i1 true, i1 %cmp1.i
  %spec.select.i = zext i1 %or.i to i32
  %45 = getelementptr inbounds nuw i32, ptr %Mask.data, i64 %i.addr.07.i
  store i32 %spec.select.i, ptr %45, align 4
  %i.next.i = add nuw nsw i64 %i.addr.07.i, 1
  %exitcond.not.i = icmp eq i64 %i.next.i, %X.shape0
  br i1 %exitcond.not.i, label %common.ret, label %for.i.body.i, !llvm.loop !21

check24.fail:                                     ; preds = %Mask.strides.check
  store ptr @.str.29, ptr %message.parts, align 8
  %mag.i769 = tail call i64 @llvm.abs.i64(i64 %Mask.stride0, i1 false)
  %end.i770 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i770, align 1
  br label %digit.i771

digit.i771:                                       ; preds = %digit.i771, %check24.fail
  %remaining.i772 = phi i64 [ %mag.i769, %check24.fail ], [ %rest.i778, %digit.i771 ]
  %cursor.i773 = phi ptr [ %end.i770, %check24.fail ], [ %digit.at.i774, %digit.i771 ]
  %digit.at.i774 = getelementptr inbounds i8, ptr %cursor.i773, i64 -1
  %digit1.i775 = urem i64 %remaining.i772, 10
  %digit.byte.i776 = trunc nuw nsw i64 %digit1.i775 to i8
  %ascii.i777 = or disjoint i8 %digit.byte.i776, 48
  store i8 %ascii.i777, ptr %digit.at.i774, align 1
  %rest.i778 = udiv i64 %remaining.i772, 10
  %more.not.i779 = icmp ult i64 %remaining.i772, 10
  br i1 %more.not.i779, label %digits.done.i780, label %digit.i771

digits.done.i780:                                 ; preds = %digit.i771
  %neg.i781 = icmp slt i64 %Mask.stride0, 0
  br i1 %neg.i781, label %sign.i783, label %__modlink_format_i64.exit785

sign.i783:                                        ; preds = %digits.done.i780
  %sign.at.i784 = getelementptr inbounds i8, ptr %cursor.i773, i64 -2
  store i8 45, ptr %sign.at.i784, align 1
  br label %__modlink_format_i64.exit785

__modlink_format_i64.exit785:                     ; preds = %digits.done.i780, %sign.i783
  %start.i782 = phi ptr [ %digit.at.i774, %digits.done.i780 ], [ %sign.at.i784, %sign.i783 ]
  %part205 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i782, ptr %part205, align 8
  %part206 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.14, ptr %part206, align 8
  %end.i786 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i786, align 1
  %digit.at.i790 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i790, align 1
  %part208 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %digit.at.i790, ptr %part208, align 8
  %missing.i798 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i798, label %common.ret, label %call.i799

call.i799:                                        ; preds = %__modlink_format_i64.exit785
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
