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

common.ret:                                       ; preds = %for.i.body.i, %middle.block, %call.i804, %__modlink_format_i64.exit789, %Mask.strides.done, %call.i771, %__modlink_format_i64.exit769, %call.i734, %__modlink_format_i64.exit732, %call.i714, %__modlink_format_i64.exit712, %call.i660, %__modlink_format_i64.exit658, %call.i640, %check19.fail, %call.i637, %__modlink_format_i64.exit635, %call.i617, %__modlink_format_i64.exit602, %call.i584, %__modlink_format_i64.exit582, %call.i547, %__modlink_format_i64.exit545, %call.i527, %__modlink_format_i64.exit525, %call.i473, %__modlink_format_i64.exit471, %call.i453, %check12.fail, %call.i450, %__modlink_format_i64.exit448, %call.i430, %__modlink_format_i64.exit415, %call.i397, %__modlink_format_i64.exit395, %call.i377, %__modlink_format_i64.exit375, %call.i323, %__modlink_format_i64.exit321, %call.i303, %check6.fail, %call.i300, %__modlink_format_i64.exit298, %call.i280, %__modlink_format_i64.exit278, %call.i260, %__modlink_format_i64.exit258, %call.i240, %__modlink_format_i64.exit238, %call.i, %__modlink_format_i64.exit
  %common.ret.op = phi i32 [ -1, %__modlink_format_i64.exit ], [ -1, %call.i ], [ -1, %__modlink_format_i64.exit238 ], [ -1, %call.i240 ], [ -1, %__modlink_format_i64.exit258 ], [ -1, %call.i260 ], [ -1, %__modlink_format_i64.exit278 ], [ -1, %call.i280 ], [ -1, %__modlink_format_i64.exit298 ], [ -1, %call.i300 ], [ -1, %check6.fail ], [ -1, %call.i303 ], [ -1, %__modlink_format_i64.exit321 ], [ -1, %call.i323 ], [ -1, %__modlink_format_i64.exit375 ], [ -1, %call.i377 ], [ -1, %__modlink_format_i64.exit395 ], [ -1, %call.i397 ], [ -1, %__modlink_format_i64.exit415 ], [ -1, %call.i430 ], [ -1, %__modlink_format_i64.exit448 ], [ -1, %call.i450 ], [ -1, %check12.fail ], [ -1, %call.i453 ], [ -1, %__modlink_format_i64.exit471 ], [ -1, %call.i473 ], [ -1, %__modlink_format_i64.exit525 ], [ -1, %call.i527 ], [ -1, %__modlink_format_i64.exit545 ], [ -1, %call.i547 ], [ -1, %__modlink_format_i64.exit582 ], [ -1, %call.i584 ], [ -1, %__modlink_format_i64.exit602 ], [ -1, %call.i617 ], [ -1, %__modlink_format_i64.exit635 ], [ -1, %call.i637 ], [ -1, %check19.fail ], [ -1, %call.i640 ], [ -1, %__modlink_format_i64.exit658 ], [ -1, %call.i660 ], [ -1, %__modlink_format_i64.exit712 ], [ -1, %call.i714 ], [ -1, %__modlink_format_i64.exit732 ], [ -1, %call.i734 ], [ -1, %__modlink_format_i64.exit769 ], [ -1, %call.i771 ], [ 0, %Mask.strides.done ], [ -1, %__modlink_format_i64.exit789 ], [ -1, %call.i804 ], [ 0, %middle.block ], [ 0, %for.i.body.i ]
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
  %mag.i222 = zext i32 %1 to i64
  %end.i223 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i223, align 1
  br label %digit.i224

digit.i224:                                       ; preds = %digit.i224, %check2.fail
  %remaining.i225 = phi i64 [ %mag.i222, %check2.fail ], [ %rest.i231, %digit.i224 ]
  %cursor.i226 = phi ptr [ %end.i223, %check2.fail ], [ %digit.at.i227, %digit.i224 ]
  %digit.at.i227 = getelementptr inbounds i8, ptr %cursor.i226, i64 -1
  %digit1.i228 = urem i64 %remaining.i225, 10
  %digit.byte.i229 = trunc nuw nsw i64 %digit1.i228 to i8
  %ascii.i230 = or disjoint i8 %digit.byte.i229, 48
  store i8 %ascii.i230, ptr %digit.at.i227, align 1
  %rest.i231 = udiv i64 %remaining.i225, 10
  %more.not.i232 = icmp ult i64 %remaining.i225, 10
  br i1 %more.not.i232, label %digits.done.i233, label %digit.i224

digits.done.i233:                                 ; preds = %digit.i224
  %neg.i234 = icmp slt i32 %lo.type_index, 0
  br i1 %neg.i234, label %sign.i236, label %__modlink_format_i64.exit238

sign.i236:                                        ; preds = %digits.done.i233
  %sign.at.i237 = getelementptr inbounds i8, ptr %cursor.i226, i64 -2
  store i8 45, ptr %sign.at.i237, align 1
  br label %__modlink_format_i64.exit238

__modlink_format_i64.exit238:                     ; preds = %digits.done.i233, %sign.i236
  %start.i235 = phi ptr [ %digit.at.i227, %digits.done.i233 ], [ %sign.at.i237, %sign.i236 ]
  %part7 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i235, ptr %part7, align 8
  %missing.i239 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i239, label %common.ret, label %call.i240

call.i240:                                        ; preds = %__modlink_format_i64.exit238
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
  %mag.i242 = zext i32 %2 to i64
  %end.i243 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i243, align 1
  br label %digit.i244

digit.i244:                                       ; preds = %digit.i244, %check3.fail
  %remaining.i245 = phi i64 [ %mag.i242, %check3.fail ], [ %rest.i251, %digit.i244 ]
  %cursor.i246 = phi ptr [ %end.i243, %check3.fail ], [ %digit.at.i247, %digit.i244 ]
  %digit.at.i247 = getelementptr inbounds i8, ptr %cursor.i246, i64 -1
  %digit1.i248 = urem i64 %remaining.i245, 10
  %digit.byte.i249 = trunc nuw nsw i64 %digit1.i248 to i8
  %ascii.i250 = or disjoint i8 %digit.byte.i249, 48
  store i8 %ascii.i250, ptr %digit.at.i247, align 1
  %rest.i251 = udiv i64 %remaining.i245, 10
  %more.not.i252 = icmp ult i64 %remaining.i245, 10
  br i1 %more.not.i252, label %digits.done.i253, label %digit.i244

digits.done.i253:                                 ; preds = %digit.i244
  %neg.i254 = icmp slt i32 %hi.type_index, 0
  br i1 %neg.i254, label %sign.i256, label %__modlink_format_i64.exit258

sign.i256:                                        ; preds = %digits.done.i253
  %sign.at.i257 = getelementptr inbounds i8, ptr %cursor.i246, i64 -2
  store i8 45, ptr %sign.at.i257, align 1
  br label %__modlink_format_i64.exit258

__modlink_format_i64.exit258:                     ; preds = %digits.done.i253, %sign.i256
  %start.i255 = phi ptr [ %digit.at.i247, %digits.done.i253 ], [ %sign.at.i257, %sign.i256 ]
  %part17 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i255, ptr %part17, align 8
  %missing.i259 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i259, label %common.ret, label %call.i260

call.i260:                                        ; preds = %__modlink_format_i64.exit258
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
  %mag.i262 = zext i32 %3 to i64
  %end.i263 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i263, align 1
  br label %digit.i264

digit.i264:                                       ; preds = %digit.i264, %check4.fail
  %remaining.i265 = phi i64 [ %mag.i262, %check4.fail ], [ %rest.i271, %digit.i264 ]
  %cursor.i266 = phi ptr [ %end.i263, %check4.fail ], [ %digit.at.i267, %digit.i264 ]
  %digit.at.i267 = getelementptr inbounds i8, ptr %cursor.i266, i64 -1
  %digit1.i268 = urem i64 %remaining.i265, 10
  %digit.byte.i269 = trunc nuw nsw i64 %digit1.i268 to i8
  %ascii.i270 = or disjoint i8 %digit.byte.i269, 48
  store i8 %ascii.i270, ptr %digit.at.i267, align 1
  %rest.i271 = udiv i64 %remaining.i265, 10
  %more.not.i272 = icmp ult i64 %remaining.i265, 10
  br i1 %more.not.i272, label %digits.done.i273, label %digit.i264

digits.done.i273:                                 ; preds = %digit.i264
  %neg.i274 = icmp slt i32 %k.type_index, 0
  br i1 %neg.i274, label %sign.i276, label %__modlink_format_i64.exit278

sign.i276:                                        ; preds = %digits.done.i273
  %sign.at.i277 = getelementptr inbounds i8, ptr %cursor.i266, i64 -2
  store i8 45, ptr %sign.at.i277, align 1
  br label %__modlink_format_i64.exit278

__modlink_format_i64.exit278:                     ; preds = %digits.done.i273, %sign.i276
  %start.i275 = phi ptr [ %digit.at.i267, %digits.done.i273 ], [ %sign.at.i277, %sign.i276 ]
  %part27 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i275, ptr %part27, align 8
  %missing.i279 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i279, label %common.ret, label %call.i280

call.i280:                                        ; preds = %__modlink_format_i64.exit278
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
  %mag.i282 = zext i32 %4 to i64
  %end.i283 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i283, align 1
  br label %digit.i284

digit.i284:                                       ; preds = %digit.i284, %check5.fail
  %remaining.i285 = phi i64 [ %mag.i282, %check5.fail ], [ %rest.i291, %digit.i284 ]
  %cursor.i286 = phi ptr [ %end.i283, %check5.fail ], [ %digit.at.i287, %digit.i284 ]
  %digit.at.i287 = getelementptr inbounds i8, ptr %cursor.i286, i64 -1
  %digit1.i288 = urem i64 %remaining.i285, 10
  %digit.byte.i289 = trunc nuw nsw i64 %digit1.i288 to i8
  %ascii.i290 = or disjoint i8 %digit.byte.i289, 48
  store i8 %ascii.i290, ptr %digit.at.i287, align 1
  %rest.i291 = udiv i64 %remaining.i285, 10
  %more.not.i292 = icmp ult i64 %remaining.i285, 10
  br i1 %more.not.i292, label %digits.done.i293, label %digit.i284

digits.done.i293:                                 ; preds = %digit.i284
  %neg.i294 = icmp slt i32 %X.type_index, 0
  br i1 %neg.i294, label %sign.i296, label %__modlink_format_i64.exit298

sign.i296:                                        ; preds = %digits.done.i293
  %sign.at.i297 = getelementptr inbounds i8, ptr %cursor.i286, i64 -2
  store i8 45, ptr %sign.at.i297, align 1
  br label %__modlink_format_i64.exit298

__modlink_format_i64.exit298:                     ; preds = %digits.done.i293, %sign.i296
  %start.i295 = phi ptr [ %digit.at.i287, %digits.done.i293 ], [ %sign.at.i297, %sign.i296 ]
  %part37 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i295, ptr %part37, align 8
  %missing.i299 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i299, label %common.ret, label %call.i300

call.i300:                                        ; preds = %__modlink_format_i64.exit298
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check5.ok:                                        ; preds = %check4.ok, %check4.ok, %check4.ok
  %is28 = icmp eq i32 %X.type_index, 70
  %X.value = getelementptr inbounds i8, ptr %args, i64 56
  %X.ptr = load ptr, ptr %X.value, align 8
  %X.dltensor.idx = select i1 %is28, i64 24, i64 0
  %X.dltensor = getelementptr inbounds i8, ptr %X.ptr, i64 %X.dltensor.idx
  %null.not = icmp eq ptr %X.ptr, null
  br i1 %null.not, label %check6.fail, label %check6.ok

check6.fail:                                      ; preds = %check5.ok
  store ptr @.str.7, ptr %message.parts, align 8
  %missing.i302 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i302, label %common.ret, label %call.i303

call.i303:                                        ; preds = %check6.fail
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
  %mag.i305 = zext i32 %5 to i64
  %end.i306 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i306, align 1
  br label %digit.i307

digit.i307:                                       ; preds = %digit.i307, %check7.fail
  %remaining.i308 = phi i64 [ %mag.i305, %check7.fail ], [ %rest.i314, %digit.i307 ]
  %cursor.i309 = phi ptr [ %end.i306, %check7.fail ], [ %digit.at.i310, %digit.i307 ]
  %digit.at.i310 = getelementptr inbounds i8, ptr %cursor.i309, i64 -1
  %digit1.i311 = urem i64 %remaining.i308, 10
  %digit.byte.i312 = trunc nuw nsw i64 %digit1.i311 to i8
  %ascii.i313 = or disjoint i8 %digit.byte.i312, 48
  store i8 %ascii.i313, ptr %digit.at.i310, align 1
  %rest.i314 = udiv i64 %remaining.i308, 10
  %more.not.i315 = icmp ult i64 %remaining.i308, 10
  br i1 %more.not.i315, label %digits.done.i316, label %digit.i307

digits.done.i316:                                 ; preds = %digit.i307
  %neg.i317 = icmp slt i32 %X.ndim, 0
  br i1 %neg.i317, label %sign.i319, label %__modlink_format_i64.exit321

sign.i319:                                        ; preds = %digits.done.i316
  %sign.at.i320 = getelementptr inbounds i8, ptr %cursor.i309, i64 -2
  store i8 45, ptr %sign.at.i320, align 1
  br label %__modlink_format_i64.exit321

__modlink_format_i64.exit321:                     ; preds = %digits.done.i316, %sign.i319
  %start.i318 = phi ptr [ %digit.at.i310, %digits.done.i316 ], [ %sign.at.i320, %sign.i319 ]
  %part41 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i318, ptr %part41, align 8
  %missing.i322 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i322, label %common.ret, label %call.i323

call.i323:                                        ; preds = %__modlink_format_i64.exit321
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
  %dtype.ok42 = and i1 %dtype.ok, %lanes.ok
  br i1 %dtype.ok42, label %check8.ok, label %check8.fail

check8.fail:                                      ; preds = %check7.ok
  %lanes45 = zext i16 %lanes to i64
  %code43 = zext i8 %code to i64
  store ptr @.str.9, ptr %message.parts, align 8
  %end.i326 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i326, align 1
  br label %digit.i327

digit.i327:                                       ; preds = %digit.i327, %check8.fail
  %remaining.i328 = phi i64 [ %code43, %check8.fail ], [ %rest.i334, %digit.i327 ]
  %cursor.i329 = phi ptr [ %end.i326, %check8.fail ], [ %digit.at.i330, %digit.i327 ]
  %digit.at.i330 = getelementptr inbounds i8, ptr %cursor.i329, i64 -1
  %digit1.i331 = urem i64 %remaining.i328, 10
  %digit.byte.i332 = trunc nuw nsw i64 %digit1.i331 to i8
  %ascii.i333 = or disjoint i8 %digit.byte.i332, 48
  store i8 %ascii.i333, ptr %digit.at.i330, align 1
  %rest.i334 = udiv i64 %remaining.i328, 10
  %more.not.i335 = icmp ult i64 %remaining.i328, 10
  br i1 %more.not.i335, label %__modlink_format_i64.exit341, label %digit.i327

__modlink_format_i64.exit341:                     ; preds = %digit.i327
  %bits44 = zext i8 %bits to i64
  %part48 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digit.at.i330, ptr %part48, align 8
  %part49 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.10, ptr %part49, align 8
  %end.i343 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i343, align 1
  br label %digit.i344

digit.i344:                                       ; preds = %digit.i344, %__modlink_format_i64.exit341
  %remaining.i345 = phi i64 [ %bits44, %__modlink_format_i64.exit341 ], [ %rest.i351, %digit.i344 ]
  %cursor.i346 = phi ptr [ %end.i343, %__modlink_format_i64.exit341 ], [ %digit.at.i347, %digit.i344 ]
  %digit.at.i347 = getelementptr inbounds i8, ptr %cursor.i346, i64 -1
  %digit1.i348 = urem i64 %remaining.i345, 10
  %digit.byte.i349 = trunc nuw nsw i64 %digit1.i348 to i8
  %ascii.i350 = or disjoint i8 %digit.byte.i349, 48
  store i8 %ascii.i350, ptr %digit.at.i347, align 1
  %rest.i351 = udiv i64 %remaining.i345, 10
  %more.not.i352 = icmp ult i64 %remaining.i345, 10
  br i1 %more.not.i352, label %__modlink_format_i64.exit358, label %digit.i344

__modlink_format_i64.exit358:                     ; preds = %digit.i344
  %part51 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digit.at.i347, ptr %part51, align 8
  %part52 = getelementptr inbounds i8, ptr %message.parts, i64 32
  store ptr @.str.11, ptr %part52, align 8
  %end.i360 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i360, align 1
  br label %digit.i361

digit.i361:                                       ; preds = %digit.i361, %__modlink_format_i64.exit358
  %remaining.i362 = phi i64 [ %lanes45, %__modlink_format_i64.exit358 ], [ %rest.i368, %digit.i361 ]
  %cursor.i363 = phi ptr [ %end.i360, %__modlink_format_i64.exit358 ], [ %digit.at.i364, %digit.i361 ]
  %digit.at.i364 = getelementptr inbounds i8, ptr %cursor.i363, i64 -1
  %digit1.i365 = urem i64 %remaining.i362, 10
  %digit.byte.i366 = trunc nuw nsw i64 %digit1.i365 to i8
  %ascii.i367 = or disjoint i8 %digit.byte.i366, 48
  store i8 %ascii.i367, ptr %digit.at.i364, align 1
  %rest.i368 = udiv i64 %remaining.i362, 10
  %more.not.i369 = icmp ult i64 %remaining.i362, 10
  br i1 %more.not.i369, label %__modlink_format_i64.exit375, label %digit.i361

__modlink_format_i64.exit375:                     ; preds = %digit.i361
  %part54 = getelementptr inbounds i8, ptr %message.parts, i64 40
  store ptr %digit.at.i364, ptr %part54, align 8
  %missing.i376 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i376, label %common.ret, label %call.i377

call.i377:                                        ; preds = %__modlink_format_i64.exit375
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
  %mag.i379 = zext i32 %6 to i64
  %end.i380 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i380, align 1
  br label %digit.i381

digit.i381:                                       ; preds = %digit.i381, %check9.fail
  %remaining.i382 = phi i64 [ %mag.i379, %check9.fail ], [ %rest.i388, %digit.i381 ]
  %cursor.i383 = phi ptr [ %end.i380, %check9.fail ], [ %digit.at.i384, %digit.i381 ]
  %digit.at.i384 = getelementptr inbounds i8, ptr %cursor.i383, i64 -1
  %digit1.i385 = urem i64 %remaining.i382, 10
  %digit.byte.i386 = trunc nuw nsw i64 %digit1.i385 to i8
  %ascii.i387 = or disjoint i8 %digit.byte.i386, 48
  store i8 %ascii.i387, ptr %digit.at.i384, align 1
  %rest.i388 = udiv i64 %remaining.i382, 10
  %more.not.i389 = icmp ult i64 %remaining.i382, 10
  br i1 %more.not.i389, label %digits.done.i390, label %digit.i381

digits.done.i390:                                 ; preds = %digit.i381
  %neg.i391 = icmp slt i32 %X.device_type, 0
  br i1 %neg.i391, label %sign.i393, label %__modlink_format_i64.exit395

sign.i393:                                        ; preds = %digits.done.i390
  %sign.at.i394 = getelementptr inbounds i8, ptr %cursor.i383, i64 -2
  store i8 45, ptr %sign.at.i394, align 1
  br label %__modlink_format_i64.exit395

__modlink_format_i64.exit395:                     ; preds = %digits.done.i390, %sign.i393
  %start.i392 = phi ptr [ %digit.at.i384, %digits.done.i390 ], [ %sign.at.i394, %sign.i393 ]
  %part57 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i392, ptr %part57, align 8
  %missing.i396 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i396, label %common.ret, label %call.i397

call.i397:                                        ; preds = %__modlink_format_i64.exit395
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
  %stride.ok58 = or i1 %unit, %stride.ok
  br i1 %stride.ok58, label %X.strides.done, label %check10.fail

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
  %mag.i399 = tail call i64 @llvm.abs.i64(i64 %X.stride0, i1 false)
  %end.i400 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i400, align 1
  br label %digit.i401

digit.i401:                                       ; preds = %digit.i401, %check10.fail
  %remaining.i402 = phi i64 [ %mag.i399, %check10.fail ], [ %rest.i408, %digit.i401 ]
  %cursor.i403 = phi ptr [ %end.i400, %check10.fail ], [ %digit.at.i404, %digit.i401 ]
  %digit.at.i404 = getelementptr inbounds i8, ptr %cursor.i403, i64 -1
  %digit1.i405 = urem i64 %remaining.i402, 10
  %digit.byte.i406 = trunc nuw nsw i64 %digit1.i405 to i8
  %ascii.i407 = or disjoint i8 %digit.byte.i406, 48
  store i8 %ascii.i407, ptr %digit.at.i404, align 1
  %rest.i408 = udiv i64 %remaining.i402, 10
  %more.not.i409 = icmp ult i64 %remaining.i402, 10
  br i1 %more.not.i409, label %digits.done.i410, label %digit.i401

digits.done.i410:                                 ; preds = %digit.i401
  %neg.i411 = icmp slt i64 %X.stride0, 0
  br i1 %neg.i411, label %sign.i413, label %__modlink_format_i64.exit415

sign.i413:                                        ; preds = %digits.done.i410
  %sign.at.i414 = getelementptr inbounds i8, ptr %cursor.i403, i64 -2
  store i8 45, ptr %sign.at.i414, align 1
  br label %__modlink_format_i64.exit415

__modlink_format_i64.exit415:                     ; preds = %digits.done.i410, %sign.i413
  %start.i412 = phi ptr [ %digit.at.i404, %digits.done.i410 ], [ %sign.at.i414, %sign.i413 ]
  %part61 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i412, ptr %part61, align 8
  %part62 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.14, ptr %part62, align 8
  %end.i416 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i416, align 1
  %digit.at.i420 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i420, align 1
  %part64 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digit.at.i420, ptr %part64, align 8
  %missing.i429 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i429, label %common.ret, label %call.i430

call.i430:                                        ; preds = %__modlink_format_i64.exit415
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check11.fail:                                     ; preds = %X.strides.done
  store ptr @.str.15, ptr %message.parts, align 8
  %7 = tail call i32 @llvm.abs.i32(i32 %Y.type_index, i1 false)
  %mag.i432 = zext i32 %7 to i64
  %end.i433 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i433, align 1
  br label %digit.i434

digit.i434:                                       ; preds = %digit.i434, %check11.fail
  %remaining.i435 = phi i64 [ %mag.i432, %check11.fail ], [ %rest.i441, %digit.i434 ]
  %cursor.i436 = phi ptr [ %end.i433, %check11.fail ], [ %digit.at.i437, %digit.i434 ]
  %digit.at.i437 = getelementptr inbounds i8, ptr %cursor.i436, i64 -1
  %digit1.i438 = urem i64 %remaining.i435, 10
  %digit.byte.i439 = trunc nuw nsw i64 %digit1.i438 to i8
  %ascii.i440 = or disjoint i8 %digit.byte.i439, 48
  store i8 %ascii.i440, ptr %digit.at.i437, align 1
  %rest.i441 = udiv i64 %remaining.i435, 10
  %more.not.i442 = icmp ult i64 %remaining.i435, 10
  br i1 %more.not.i442, label %digits.done.i443, label %digit.i434

digits.done.i443:                                 ; preds = %digit.i434
  %neg.i444 = icmp slt i32 %Y.type_index, 0
  br i1 %neg.i444, label %sign.i446, label %__modlink_format_i64.exit448

sign.i446:                                        ; preds = %digits.done.i443
  %sign.at.i447 = getelementptr inbounds i8, ptr %cursor.i436, i64 -2
  store i8 45, ptr %sign.at.i447, align 1
  br label %__modlink_format_i64.exit448

__modlink_format_i64.exit448:                     ; preds = %digits.done.i443, %sign.i446
  %start.i445 = phi ptr [ %digit.at.i437, %digits.done.i443 ], [ %sign.at.i447, %sign.i446 ]
  %part74 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i445, ptr %part74, align 8
  %missing.i449 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i449, label %common.ret, label %call.i450

call.i450:                                        ; preds = %__modlink_format_i64.exit448
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check11.ok:                                       ; preds = %X.strides.done, %X.strides.done, %X.strides.done
  %is65 = icmp eq i32 %Y.type_index, 70
  %Y.value = getelementptr inbounds i8, ptr %args, i64 72
  %Y.ptr = load ptr, ptr %Y.value, align 8
  %Y.dltensor.idx = select i1 %is65, i64 24, i64 0
  %Y.dltensor = getelementptr inbounds i8, ptr %Y.ptr, i64 %Y.dltensor.idx
  %null75.not = icmp eq ptr %Y.ptr, null
  br i1 %null75.not, label %check12.fail, label %check12.ok

check12.fail:                                     ; preds = %check11.ok
  store ptr @.str.16, ptr %message.parts, align 8
  %missing.i452 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i452, label %common.ret, label %call.i453

call.i453:                                        ; preds = %check12.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check12.ok:                                       ; preds = %check11.ok
  %ndim.at78 = getelementptr inbounds i8, ptr %Y.dltensor, i64 16
  %Y.ndim = load i32, ptr %ndim.at78, align 4
  %ndim.ok79 = icmp eq i32 %Y.ndim, 1
  br i1 %ndim.ok79, label %check13.ok, label %check13.fail

check13.fail:                                     ; preds = %check12.ok
  store ptr @.str.17, ptr %message.parts, align 8
  %8 = tail call i32 @llvm.abs.i32(i32 %Y.ndim, i1 false)
  %mag.i455 = zext i32 %8 to i64
  %end.i456 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i456, align 1
  br label %digit.i457

digit.i457:                                       ; preds = %digit.i457, %check13.fail
  %remaining.i458 = phi i64 [ %mag.i455, %check13.fail ], [ %rest.i464, %digit.i457 ]
  %cursor.i459 = phi ptr [ %end.i456, %check13.fail ], [ %digit.at.i460, %digit.i457 ]
  %digit.at.i460 = getelementptr inbounds i8, ptr %cursor.i459, i64 -1
  %digit1.i461 = urem i64 %remaining.i458, 10
  %digit.byte.i462 = trunc nuw nsw i64 %digit1.i461 to i8
  %ascii.i463 = or disjoint i8 %digit.byte.i462, 48
  store i8 %ascii.i463, ptr %digit.at.i460, align 1
  %rest.i464 = udiv i64 %remaining.i458, 10
  %more.not.i465 = icmp ult i64 %remaining.i458, 10
  br i1 %more.not.i465, label %digits.done.i466, label %digit.i457

digits.done.i466:                                 ; preds = %digit.i457
  %neg.i467 = icmp slt i32 %Y.ndim, 0
  br i1 %neg.i467, label %sign.i469, label %__modlink_format_i64.exit471

sign.i469:                                        ; preds = %digits.done.i466
  %sign.at.i470 = getelementptr inbounds i8, ptr %cursor.i459, i64 -2
  store i8 45, ptr %sign.at.i470, align 1
  br label %__modlink_format_i64.exit471

__modlink_format_i64.exit471:                     ; preds = %digits.done.i466, %sign.i469
  %start.i468 = phi ptr [ %digit.at.i460, %digits.done.i466 ], [ %sign.at.i470, %sign.i469 ]
  %part83 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i468, ptr %part83, align 8
  %missing.i472 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i472, label %common.ret, label %call.i473

call.i473:                                        ; preds = %__modlink_format_i64.exit471
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check13.ok:                                       ; preds = %check12.ok
  %dtype.at84 = getelementptr inbounds i8, ptr %Y.dltensor, i64 20
  %bits.at86 = getelementptr inbounds i8, ptr %Y.dltensor, i64 21
  %lanes.at87 = getelementptr inbounds i8, ptr %Y.dltensor, i64 22
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
  %end.i476 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i476, align 1
  br label %digit.i477

digit.i477:                                       ; preds = %digit.i477, %check14.fail
  %remaining.i478 = phi i64 [ %code96, %check14.fail ], [ %rest.i484, %digit.i477 ]
  %cursor.i479 = phi ptr [ %end.i476, %check14.fail ], [ %digit.at.i480, %digit.i477 ]
  %digit.at.i480 = getelementptr inbounds i8, ptr %cursor.i479, i64 -1
  %digit1.i481 = urem i64 %remaining.i478, 10
  %digit.byte.i482 = trunc nuw nsw i64 %digit1.i481 to i8
  %ascii.i483 = or disjoint i8 %digit.byte.i482, 48
  store i8 %ascii.i483, ptr %digit.at.i480, align 1
  %rest.i484 = udiv i64 %remaining.i478, 10
  %more.not.i485 = icmp ult i64 %remaining.i478, 10
  br i1 %more.not.i485, label %__modlink_format_i64.exit491, label %digit.i477

__modlink_format_i64.exit491:                     ; preds = %digit.i477
  %bits97 = zext i8 %bits89 to i64
  %part101 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digit.at.i480, ptr %part101, align 8
  %part102 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.10, ptr %part102, align 8
  %end.i493 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i493, align 1
  br label %digit.i494

digit.i494:                                       ; preds = %digit.i494, %__modlink_format_i64.exit491
  %remaining.i495 = phi i64 [ %bits97, %__modlink_format_i64.exit491 ], [ %rest.i501, %digit.i494 ]
  %cursor.i496 = phi ptr [ %end.i493, %__modlink_format_i64.exit491 ], [ %digit.at.i497, %digit.i494 ]
  %digit.at.i497 = getelementptr inbounds i8, ptr %cursor.i496, i64 -1
  %digit1.i498 = urem i64 %remaining.i495, 10
  %digit.byte.i499 = trunc nuw nsw i64 %digit1.i498 to i8
  %ascii.i500 = or disjoint i8 %digit.byte.i499, 48
  store i8 %ascii.i500, ptr %digit.at.i497, align 1
  %rest.i501 = udiv i64 %remaining.i495, 10
  %more.not.i502 = icmp ult i64 %remaining.i495, 10
  br i1 %more.not.i502, label %__modlink_format_i64.exit508, label %digit.i494

__modlink_format_i64.exit508:                     ; preds = %digit.i494
  %part104 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digit.at.i497, ptr %part104, align 8
  %part105 = getelementptr inbounds i8, ptr %message.parts, i64 32
  store ptr @.str.11, ptr %part105, align 8
  %end.i510 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i510, align 1
  br label %digit.i511

digit.i511:                                       ; preds = %digit.i511, %__modlink_format_i64.exit508
  %remaining.i512 = phi i64 [ %lanes98, %__modlink_format_i64.exit508 ], [ %rest.i518, %digit.i511 ]
  %cursor.i513 = phi ptr [ %end.i510, %__modlink_format_i64.exit508 ], [ %digit.at.i514, %digit.i511 ]
  %digit.at.i514 = getelementptr inbounds i8, ptr %cursor.i513, i64 -1
  %digit1.i515 = urem i64 %remaining.i512, 10
  %digit.byte.i516 = trunc nuw nsw i64 %digit1.i515 to i8
  %ascii.i517 = or disjoint i8 %digit.byte.i516, 48
  store i8 %ascii.i517, ptr %digit.at.i514, align 1
  %rest.i518 = udiv i64 %remaining.i512, 10
  %more.not.i519 = icmp ult i64 %remaining.i512, 10
  br i1 %more.not.i519, label %__modlink_format_i64.exit525, label %digit.i511

__modlink_format_i64.exit525:                     ; preds = %digit.i511
  %part107 = getelementptr inbounds i8, ptr %message.parts, i64 40
  store ptr %digit.at.i514, ptr %part107, align 8
  %missing.i526 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i526, label %common.ret, label %call.i527

call.i527:                                        ; preds = %__modlink_format_i64.exit525
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check14.ok:                                       ; preds = %check13.ok
  %device.at108 = getelementptr inbounds i8, ptr %Y.dltensor, i64 8
  %Y.device_type = load i32, ptr %device.at108, align 4
  %device.ok109 = icmp eq i32 %Y.device_type, 1
  br i1 %device.ok109, label %check15.ok, label %check15.fail

check15.fail:                                     ; preds = %check14.ok
  store ptr @.str.19, ptr %message.parts, align 8
  %9 = tail call i32 @llvm.abs.i32(i32 %Y.device_type, i1 false)
  %mag.i529 = zext i32 %9 to i64
  %end.i530 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i530, align 1
  br label %digit.i531

digit.i531:                                       ; preds = %digit.i531, %check15.fail
  %remaining.i532 = phi i64 [ %mag.i529, %check15.fail ], [ %rest.i538, %digit.i531 ]
  %cursor.i533 = phi ptr [ %end.i530, %check15.fail ], [ %digit.at.i534, %digit.i531 ]
  %digit.at.i534 = getelementptr inbounds i8, ptr %cursor.i533, i64 -1
  %digit1.i535 = urem i64 %remaining.i532, 10
  %digit.byte.i536 = trunc nuw nsw i64 %digit1.i535 to i8
  %ascii.i537 = or disjoint i8 %digit.byte.i536, 48
  store i8 %ascii.i537, ptr %digit.at.i534, align 1
  %rest.i538 = udiv i64 %remaining.i532, 10
  %more.not.i539 = icmp ult i64 %remaining.i532, 10
  br i1 %more.not.i539, label %digits.done.i540, label %digit.i531

digits.done.i540:                                 ; preds = %digit.i531
  %neg.i541 = icmp slt i32 %Y.device_type, 0
  br i1 %neg.i541, label %sign.i543, label %__modlink_format_i64.exit545

sign.i543:                                        ; preds = %digits.done.i540
  %sign.at.i544 = getelementptr inbounds i8, ptr %cursor.i533, i64 -2
  store i8 45, ptr %sign.at.i544, align 1
  br label %__modlink_format_i64.exit545

__modlink_format_i64.exit545:                     ; preds = %digits.done.i540, %sign.i543
  %start.i542 = phi ptr [ %digit.at.i534, %digits.done.i540 ], [ %sign.at.i544, %sign.i543 ]
  %part113 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i542, ptr %part113, align 8
  %missing.i546 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i546, label %common.ret, label %call.i547

call.i547:                                        ; preds = %__modlink_format_i64.exit545
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check15.ok:                                       ; preds = %check14.ok
  %shape.at114 = getelementptr inbounds i8, ptr %Y.dltensor, i64 24
  %Y.shape = load ptr, ptr %shape.at114, align 8
  %Y.shape0 = load i64, ptr %Y.shape, align 8
  %extent.ok = icmp eq i64 %Y.shape0, %X.shape0
  br i1 %extent.ok, label %check16.ok, label %check16.fail

check16.fail:                                     ; preds = %check15.ok
  store ptr @.str.20, ptr %message.parts, align 8
  %mag.i549 = tail call i64 @llvm.abs.i64(i64 %Y.shape0, i1 false)
  %end.i550 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i550, align 1
  br label %digit.i551

digit.i551:                                       ; preds = %digit.i551, %check16.fail
  %remaining.i552 = phi i64 [ %mag.i549, %check16.fail ], [ %rest.i558, %digit.i551 ]
  %cursor.i553 = phi ptr [ %end.i550, %check16.fail ], [ %digit.at.i554, %digit.i551 ]
  %digit.at.i554 = getelementptr inbounds i8, ptr %cursor.i553, i64 -1
  %digit1.i555 = urem i64 %remaining.i552, 10
  %digit.byte.i556 = trunc nuw nsw i64 %digit1.i555 to i8
  %ascii.i557 = or disjoint i8 %digit.byte.i556, 48
  store i8 %ascii.i557, ptr %digit.at.i554, align 1
  %rest.i558 = udiv i64 %remaining.i552, 10
  %more.not.i559 = icmp ult i64 %remaining.i552, 10
  br i1 %more.not.i559, label %digits.done.i560, label %digit.i551

digits.done.i560:                                 ; preds = %digit.i551
  %neg.i561 = icmp slt i64 %Y.shape0, 0
  br i1 %neg.i561, label %sign.i563, label %__modlink_format_i64.exit565

sign.i563:                                        ; preds = %digits.done.i560
  %sign.at.i564 = getelementptr inbounds i8, ptr %cursor.i553, i64 -2
  store i8 45, ptr %sign.at.i564, align 1
  br label %__modlink_format_i64.exit565

__modlink_format_i64.exit565:                     ; preds = %digits.done.i560, %sign.i563
  %start.i562 = phi ptr [ %digit.at.i554, %digits.done.i560 ], [ %sign.at.i564, %sign.i563 ]
  %part118 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i562, ptr %part118, align 8
  %part119 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.21, ptr %part119, align 8
  %mag.i566 = call i64 @llvm.abs.i64(i64 %X.shape0, i1 false)
  %end.i567 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i567, align 1
  br label %digit.i568

digit.i568:                                       ; preds = %digit.i568, %__modlink_format_i64.exit565
  %remaining.i569 = phi i64 [ %mag.i566, %__modlink_format_i64.exit565 ], [ %rest.i575, %digit.i568 ]
  %cursor.i570 = phi ptr [ %end.i567, %__modlink_format_i64.exit565 ], [ %digit.at.i571, %digit.i568 ]
  %digit.at.i571 = getelementptr inbounds i8, ptr %cursor.i570, i64 -1
  %digit1.i572 = urem i64 %remaining.i569, 10
  %digit.byte.i573 = trunc nuw nsw i64 %digit1.i572 to i8
  %ascii.i574 = or disjoint i8 %digit.byte.i573, 48
  store i8 %ascii.i574, ptr %digit.at.i571, align 1
  %rest.i575 = udiv i64 %remaining.i569, 10
  %more.not.i576 = icmp ult i64 %remaining.i569, 10
  br i1 %more.not.i576, label %digits.done.i577, label %digit.i568

digits.done.i577:                                 ; preds = %digit.i568
  %neg.i578 = icmp slt i64 %X.shape0, 0
  br i1 %neg.i578, label %sign.i580, label %__modlink_format_i64.exit582

sign.i580:                                        ; preds = %digits.done.i577
  %sign.at.i581 = getelementptr inbounds i8, ptr %cursor.i570, i64 -2
  store i8 45, ptr %sign.at.i581, align 1
  br label %__modlink_format_i64.exit582

__modlink_format_i64.exit582:                     ; preds = %digits.done.i577, %sign.i580
  %start.i579 = phi ptr [ %digit.at.i571, %digits.done.i577 ], [ %sign.at.i581, %sign.i580 ]
  %part121 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %start.i579, ptr %part121, align 8
  %missing.i583 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i583, label %common.ret, label %call.i584

call.i584:                                        ; preds = %__modlink_format_i64.exit582
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check16.ok:                                       ; preds = %check15.ok
  %strides.at122 = getelementptr inbounds i8, ptr %Y.dltensor, i64 32
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
  %byte_offset.at137 = getelementptr inbounds i8, ptr %Y.dltensor, i64 40
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
  %mag.i586 = tail call i64 @llvm.abs.i64(i64 %Y.stride0, i1 false)
  %end.i587 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i587, align 1
  br label %digit.i588

digit.i588:                                       ; preds = %digit.i588, %check17.fail
  %remaining.i589 = phi i64 [ %mag.i586, %check17.fail ], [ %rest.i595, %digit.i588 ]
  %cursor.i590 = phi ptr [ %end.i587, %check17.fail ], [ %digit.at.i591, %digit.i588 ]
  %digit.at.i591 = getelementptr inbounds i8, ptr %cursor.i590, i64 -1
  %digit1.i592 = urem i64 %remaining.i589, 10
  %digit.byte.i593 = trunc nuw nsw i64 %digit1.i592 to i8
  %ascii.i594 = or disjoint i8 %digit.byte.i593, 48
  store i8 %ascii.i594, ptr %digit.at.i591, align 1
  %rest.i595 = udiv i64 %remaining.i589, 10
  %more.not.i596 = icmp ult i64 %remaining.i589, 10
  br i1 %more.not.i596, label %digits.done.i597, label %digit.i588

digits.done.i597:                                 ; preds = %digit.i588
  %neg.i598 = icmp slt i64 %Y.stride0, 0
  br i1 %neg.i598, label %sign.i600, label %__modlink_format_i64.exit602

sign.i600:                                        ; preds = %digits.done.i597
  %sign.at.i601 = getelementptr inbounds i8, ptr %cursor.i590, i64 -2
  store i8 45, ptr %sign.at.i601, align 1
  br label %__modlink_format_i64.exit602

__modlink_format_i64.exit602:                     ; preds = %digits.done.i597, %sign.i600
  %start.i599 = phi ptr [ %digit.at.i591, %digits.done.i597 ], [ %sign.at.i601, %sign.i600 ]
  %part130 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i599, ptr %part130, align 8
  %part131 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.14, ptr %part131, align 8
  %end.i603 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i603, align 1
  %digit.at.i607 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i607, align 1
  %part133 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digit.at.i607, ptr %part133, align 8
  %missing.i616 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i616, label %common.ret, label %call.i617

call.i617:                                        ; preds = %__modlink_format_i64.exit602
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check18.fail:                                     ; preds = %Y.strides.done
  store ptr @.str.23, ptr %message.parts, align 8
  %10 = tail call i32 @llvm.abs.i32(i32 %Mask.type_index, i1 false)
  %mag.i619 = zext i32 %10 to i64
  %end.i620 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i620, align 1
  br label %digit.i621

digit.i621:                                       ; preds = %digit.i621, %check18.fail
  %remaining.i622 = phi i64 [ %mag.i619, %check18.fail ], [ %rest.i628, %digit.i621 ]
  %cursor.i623 = phi ptr [ %end.i620, %check18.fail ], [ %digit.at.i624, %digit.i621 ]
  %digit.at.i624 = getelementptr inbounds i8, ptr %cursor.i623, i64 -1
  %digit1.i625 = urem i64 %remaining.i622, 10
  %digit.byte.i626 = trunc nuw nsw i64 %digit1.i625 to i8
  %ascii.i627 = or disjoint i8 %digit.byte.i626, 48
  store i8 %ascii.i627, ptr %digit.at.i624, align 1
  %rest.i628 = udiv i64 %remaining.i622, 10
  %more.not.i629 = icmp ult i64 %remaining.i622, 10
  br i1 %more.not.i629, label %digits.done.i630, label %digit.i621

digits.done.i630:                                 ; preds = %digit.i621
  %neg.i631 = icmp slt i32 %Mask.type_index, 0
  br i1 %neg.i631, label %sign.i633, label %__modlink_format_i64.exit635

sign.i633:                                        ; preds = %digits.done.i630
  %sign.at.i634 = getelementptr inbounds i8, ptr %cursor.i623, i64 -2
  store i8 45, ptr %sign.at.i634, align 1
  br label %__modlink_format_i64.exit635

__modlink_format_i64.exit635:                     ; preds = %digits.done.i630, %sign.i633
  %start.i632 = phi ptr [ %digit.at.i624, %digits.done.i630 ], [ %sign.at.i634, %sign.i633 ]
  %part148 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i632, ptr %part148, align 8
  %missing.i636 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i636, label %common.ret, label %call.i637

call.i637:                                        ; preds = %__modlink_format_i64.exit635
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check18.ok:                                       ; preds = %Y.strides.done, %Y.strides.done, %Y.strides.done
  %is139 = icmp eq i32 %Mask.type_index, 70
  %Mask.value = getelementptr inbounds i8, ptr %args, i64 88
  %Mask.ptr = load ptr, ptr %Mask.value, align 8
  %Mask.dltensor.idx = select i1 %is139, i64 24, i64 0
  %Mask.dltensor = getelementptr inbounds i8, ptr %Mask.ptr, i64 %Mask.dltensor.idx
  %null149.not = icmp eq ptr %Mask.ptr, null
  br i1 %null149.not, label %check19.fail, label %check19.ok

check19.fail:                                     ; preds = %check18.ok
  store ptr @.str.24, ptr %message.parts, align 8
  %missing.i639 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i639, label %common.ret, label %call.i640

call.i640:                                        ; preds = %check19.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check19.ok:                                       ; preds = %check18.ok
  %ndim.at152 = getelementptr inbounds i8, ptr %Mask.dltensor, i64 16
  %Mask.ndim = load i32, ptr %ndim.at152, align 4
  %ndim.ok153 = icmp eq i32 %Mask.ndim, 1
  br i1 %ndim.ok153, label %check20.ok, label %check20.fail

check20.fail:                                     ; preds = %check19.ok
  store ptr @.str.25, ptr %message.parts, align 8
  %11 = tail call i32 @llvm.abs.i32(i32 %Mask.ndim, i1 false)
  %mag.i642 = zext i32 %11 to i64
  %end.i643 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i643, align 1
  br label %digit.i644

digit.i644:                                       ; preds = %digit.i644, %check20.fail
  %remaining.i645 = phi i64 [ %mag.i642, %check20.fail ], [ %rest.i651, %digit.i644 ]
  %cursor.i646 = phi ptr [ %end.i643, %check20.fail ], [ %digit.at.i647, %digit.i644 ]
  %digit.at.i647 = getelementptr inbounds i8, ptr %cursor.i646, i64 -1
  %digit1.i648 = urem i64 %remaining.i645, 10
  %digit.byte.i649 = trunc nuw nsw i64 %digit1.i648 to i8
  %ascii.i650 = or disjoint i8 %digit.byte.i649, 48
  store i8 %ascii.i650, ptr %digit.at.i647, align 1
  %rest.i651 = udiv i64 %remaining.i645, 10
  %more.not.i652 = icmp ult i64 %remaining.i645, 10
  br i1 %more.not.i652, label %digits.done.i653, label %digit.i644

digits.done.i653:                                 ; preds = %digit.i644
  %neg.i654 = icmp slt i32 %Mask.ndim, 0
  br i1 %neg.i654, label %sign.i656, label %__modlink_format_i64.exit658

sign.i656:                                        ; preds = %digits.done.i653
  %sign.at.i657 = getelementptr inbounds i8, ptr %cursor.i646, i64 -2
  store i8 45, ptr %sign.at.i657, align 1
  br label %__modlink_format_i64.exit658

__modlink_format_i64.exit658:                     ; preds = %digits.done.i653, %sign.i656
  %start.i655 = phi ptr [ %digit.at.i647, %digits.done.i653 ], [ %sign.at.i657, %sign.i656 ]
  %part157 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i655, ptr %part157, align 8
  %missing.i659 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i659, label %common.ret, label %call.i660

call.i660:                                        ; preds = %__modlink_format_i64.exit658
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check20.ok:                                       ; preds = %check19.ok
  %dtype.at158 = getelementptr inbounds i8, ptr %Mask.dltensor, i64 20
  %bits.at160 = getelementptr inbounds i8, ptr %Mask.dltensor, i64 21
  %lanes.at161 = getelementptr inbounds i8, ptr %Mask.dltensor, i64 22
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
  %end.i663 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i663, align 1
  br label %digit.i664

digit.i664:                                       ; preds = %digit.i664, %check21.fail
  %remaining.i665 = phi i64 [ %code170, %check21.fail ], [ %rest.i671, %digit.i664 ]
  %cursor.i666 = phi ptr [ %end.i663, %check21.fail ], [ %digit.at.i667, %digit.i664 ]
  %digit.at.i667 = getelementptr inbounds i8, ptr %cursor.i666, i64 -1
  %digit1.i668 = urem i64 %remaining.i665, 10
  %digit.byte.i669 = trunc nuw nsw i64 %digit1.i668 to i8
  %ascii.i670 = or disjoint i8 %digit.byte.i669, 48
  store i8 %ascii.i670, ptr %digit.at.i667, align 1
  %rest.i671 = udiv i64 %remaining.i665, 10
  %more.not.i672 = icmp ult i64 %remaining.i665, 10
  br i1 %more.not.i672, label %__modlink_format_i64.exit678, label %digit.i664

__modlink_format_i64.exit678:                     ; preds = %digit.i664
  %bits171 = zext i8 %bits163 to i64
  %part175 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digit.at.i667, ptr %part175, align 8
  %part176 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.10, ptr %part176, align 8
  %end.i680 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i680, align 1
  br label %digit.i681

digit.i681:                                       ; preds = %digit.i681, %__modlink_format_i64.exit678
  %remaining.i682 = phi i64 [ %bits171, %__modlink_format_i64.exit678 ], [ %rest.i688, %digit.i681 ]
  %cursor.i683 = phi ptr [ %end.i680, %__modlink_format_i64.exit678 ], [ %digit.at.i684, %digit.i681 ]
  %digit.at.i684 = getelementptr inbounds i8, ptr %cursor.i683, i64 -1
  %digit1.i685 = urem i64 %remaining.i682, 10
  %digit.byte.i686 = trunc nuw nsw i64 %digit1.i685 to i8
  %ascii.i687 = or disjoint i8 %digit.byte.i686, 48
  store i8 %ascii.i687, ptr %digit.at.i684, align 1
  %rest.i688 = udiv i64 %remaining.i682, 10
  %more.not.i689 = icmp ult i64 %remaining.i682, 10
  br i1 %more.not.i689, label %__modlink_format_i64.exit695, label %digit.i681

__modlink_format_i64.exit695:                     ; preds = %digit.i681
  %part178 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digit.at.i684, ptr %part178, align 8
  %part179 = getelementptr inbounds i8, ptr %message.parts, i64 32
  store ptr @.str.11, ptr %part179, align 8
  %end.i697 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i697, align 1
  br label %digit.i698

digit.i698:                                       ; preds = %digit.i698, %__modlink_format_i64.exit695
  %remaining.i699 = phi i64 [ %lanes172, %__modlink_format_i64.exit695 ], [ %rest.i705, %digit.i698 ]
  %cursor.i700 = phi ptr [ %end.i697, %__modlink_format_i64.exit695 ], [ %digit.at.i701, %digit.i698 ]
  %digit.at.i701 = getelementptr inbounds i8, ptr %cursor.i700, i64 -1
  %digit1.i702 = urem i64 %remaining.i699, 10
  %digit.byte.i703 = trunc nuw nsw i64 %digit1.i702 to i8
  %ascii.i704 = or disjoint i8 %digit.byte.i703, 48
  store i8 %ascii.i704, ptr %digit.at.i701, align 1
  %rest.i705 = udiv i64 %remaining.i699, 10
  %more.not.i706 = icmp ult i64 %remaining.i699, 10
  br i1 %more.not.i706, label %__modlink_format_i64.exit712, label %digit.i698

__modlink_format_i64.exit712:                     ; preds = %digit.i698
  %part181 = getelementptr inbounds i8, ptr %message.parts, i64 40
  store ptr %digit.at.i701, ptr %part181, align 8
  %missing.i713 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i713, label %common.ret, label %call.i714

call.i714:                                        ; preds = %__modlink_format_i64.exit712
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check21.ok:                                       ; preds = %check20.ok
  %device.at182 = getelementptr inbounds i8, ptr %Mask.dltensor, i64 8
  %Mask.device_type = load i32, ptr %device.at182, align 4
  %device.ok183 = icmp eq i32 %Mask.device_type, 1
  br i1 %device.ok183, label %check22.ok, label %check22.fail

check22.fail:                                     ; preds = %check21.ok
  store ptr @.str.27, ptr %message.parts, align 8
  %12 = tail call i32 @llvm.abs.i32(i32 %Mask.device_type, i1 false)
  %mag.i716 = zext i32 %12 to i64
  %end.i717 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i717, align 1
  br label %digit.i718

digit.i718:                                       ; preds = %digit.i718, %check22.fail
  %remaining.i719 = phi i64 [ %mag.i716, %check22.fail ], [ %rest.i725, %digit.i718 ]
  %cursor.i720 = phi ptr [ %end.i717, %check22.fail ], [ %digit.at.i721, %digit.i718 ]
  %digit.at.i721 = getelementptr inbounds i8, ptr %cursor.i720, i64 -1
  %digit1.i722 = urem i64 %remaining.i719, 10
  %digit.byte.i723 = trunc nuw nsw i64 %digit1.i722 to i8
  %ascii.i724 = or disjoint i8 %digit.byte.i723, 48
  store i8 %ascii.i724, ptr %digit.at.i721, align 1
  %rest.i725 = udiv i64 %remaining.i719, 10
  %more.not.i726 = icmp ult i64 %remaining.i719, 10
  br i1 %more.not.i726, label %digits.done.i727, label %digit.i718

digits.done.i727:                                 ; preds = %digit.i718
  %neg.i728 = icmp slt i32 %Mask.device_type, 0
  br i1 %neg.i728, label %sign.i730, label %__modlink_format_i64.exit732

sign.i730:                                        ; preds = %digits.done.i727
  %sign.at.i731 = getelementptr inbounds i8, ptr %cursor.i720, i64 -2
  store i8 45, ptr %sign.at.i731, align 1
  br label %__modlink_format_i64.exit732

__modlink_format_i64.exit732:                     ; preds = %digits.done.i727, %sign.i730
  %start.i729 = phi ptr [ %digit.at.i721, %digits.done.i727 ], [ %sign.at.i731, %sign.i730 ]
  %part187 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i729, ptr %part187, align 8
  %missing.i733 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i733, label %common.ret, label %call.i734

call.i734:                                        ; preds = %__modlink_format_i64.exit732
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check22.ok:                                       ; preds = %check21.ok
  %shape.at188 = getelementptr inbounds i8, ptr %Mask.dltensor, i64 24
  %Mask.shape = load ptr, ptr %shape.at188, align 8
  %Mask.shape0 = load i64, ptr %Mask.shape, align 8
  %extent.ok190 = icmp eq i64 %Mask.shape0, %X.shape0
  br i1 %extent.ok190, label %check23.ok, label %check23.fail

check23.fail:                                     ; preds = %check22.ok
  store ptr @.str.28, ptr %message.parts, align 8
  %mag.i736 = tail call i64 @llvm.abs.i64(i64 %Mask.shape0, i1 false)
  %end.i737 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i737, align 1
  br label %digit.i738

digit.i738:                                       ; preds = %digit.i738, %check23.fail
  %remaining.i739 = phi i64 [ %mag.i736, %check23.fail ], [ %rest.i745, %digit.i738 ]
  %cursor.i740 = phi ptr [ %end.i737, %check23.fail ], [ %digit.at.i741, %digit.i738 ]
  %digit.at.i741 = getelementptr inbounds i8, ptr %cursor.i740, i64 -1
  %digit1.i742 = urem i64 %remaining.i739, 10
  %digit.byte.i743 = trunc nuw nsw i64 %digit1.i742 to i8
  %ascii.i744 = or disjoint i8 %digit.byte.i743, 48
  store i8 %ascii.i744, ptr %digit.at.i741, align 1
  %rest.i745 = udiv i64 %remaining.i739, 10
  %more.not.i746 = icmp ult i64 %remaining.i739, 10
  br i1 %more.not.i746, label %digits.done.i747, label %digit.i738

digits.done.i747:                                 ; preds = %digit.i738
  %neg.i748 = icmp slt i64 %Mask.shape0, 0
  br i1 %neg.i748, label %sign.i750, label %__modlink_format_i64.exit752

sign.i750:                                        ; preds = %digits.done.i747
  %sign.at.i751 = getelementptr inbounds i8, ptr %cursor.i740, i64 -2
  store i8 45, ptr %sign.at.i751, align 1
  br label %__modlink_format_i64.exit752

__modlink_format_i64.exit752:                     ; preds = %digits.done.i747, %sign.i750
  %start.i749 = phi ptr [ %digit.at.i741, %digits.done.i747 ], [ %sign.at.i751, %sign.i750 ]
  %part193 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i749, ptr %part193, align 8
  %part194 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.21, ptr %part194, align 8
  %mag.i753 = call i64 @llvm.abs.i64(i64 %X.shape0, i1 false)
  %end.i754 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i754, align 1
  br label %digit.i755

digit.i755:                                       ; preds = %digit.i755, %__modlink_format_i64.exit752
  %remaining.i756 = phi i64 [ %mag.i753, %__modlink_format_i64.exit752 ], [ %rest.i762, %digit.i755 ]
  %cursor.i757 = phi ptr [ %end.i754, %__modlink_format_i64.exit752 ], [ %digit.at.i758, %digit.i755 ]
  %digit.at.i758 = getelementptr inbounds i8, ptr %cursor.i757, i64 -1
  %digit1.i759 = urem i64 %remaining.i756, 10
  %digit.byte.i760 = trunc nuw nsw i64 %digit1.i759 to i8
  %ascii.i761 = or disjoint i8 %digit.byte.i760, 48
  store i8 %ascii.i761, ptr %digit.at.i758, align 1
  %rest.i762 = udiv i64 %remaining.i756, 10
  %more.not.i763 = icmp ult i64 %remaining.i756, 10
  br i1 %more.not.i763, label %digits.done.i764, label %digit.i755

digits.done.i764:                                 ; preds = %digit.i755
  %neg.i765 = icmp slt i64 %X.shape0, 0
  br i1 %neg.i765, label %sign.i767, label %__modlink_format_i64.exit769

sign.i767:                                        ; preds = %digits.done.i764
  %sign.at.i768 = getelementptr inbounds i8, ptr %cursor.i757, i64 -2
  store i8 45, ptr %sign.at.i768, align 1
  br label %__modlink_format_i64.exit769

__modlink_format_i64.exit769:                     ; preds = %digits.done.i764, %sign.i767
  %start.i766 = phi ptr [ %digit.at.i758, %digits.done.i764 ], [ %sign.at.i768, %sign.i767 ]
  %part196 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %start.i766, ptr %part196, align 8
  %missing.i770 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i770, label %common.ret, label %call.i771

call.i771:                                        ; preds = %__modlink_format_i64.exit769
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check23.ok:                                       ; preds = %check22.ok
  %strides.at197 = getelementptr inbounds i8, ptr %Mask.dltensor, i64 32
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
  %byte_offset.at212 = getelementptr inbounds i8, ptr %Mask.dltensor, i64 40
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
  %14 = getelementptr i8, ptr %data136, i64 %byte_offset138
  %scevgep = getelementptr i8, ptr %14, i64 %13
  %15 = shl i64 %X.shape0, 2
  %16 = getelementptr i8, ptr %data211, i64 %byte_offset213
  %scevgep806 = getelementptr i8, ptr %16, i64 %15
  %17 = getelementptr i8, ptr %data, i64 %byte_offset
  %scevgep807 = getelementptr i8, ptr %17, i64 %13
  %bound0 = icmp ult ptr %Y.data, %scevgep806
  %bound1 = icmp ult ptr %Mask.data, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  %bound0808 = icmp ult ptr %Y.data, %scevgep807
  %bound1809 = icmp ult ptr %X.data, %scevgep
  %found.conflict810 = and i1 %bound0808, %bound1809
  %conflict.rdx = or i1 %found.conflict, %found.conflict810
  %bound0811 = icmp ult ptr %Mask.data, %scevgep807
  %bound1812 = icmp ult ptr %X.data, %scevgep806
  %found.conflict813 = and i1 %bound0811, %bound1812
  %conflict.rdx814 = or i1 %conflict.rdx, %found.conflict813
  br i1 %conflict.rdx814, label %for.i.body.i.preheader, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %X.shape0, 9223372036854775804
  %broadcast.splatinsert = insertelement <2 x double> poison, double %cast.i, i64 0
  %broadcast.splat = shufflevector <2 x double> %broadcast.splatinsert, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert816 = insertelement <2 x double> poison, double %lo.f64, i64 0
  %broadcast.splat817 = shufflevector <2 x double> %broadcast.splatinsert816, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert818 = insertelement <2 x double> poison, double %hi.f64, i64 0
  %broadcast.splat819 = shufflevector <2 x double> %broadcast.splatinsert818, <2 x double> poison, <2 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %18 = getelementptr inbounds double, ptr %X.data, i64 %index
  %19 = getelementptr inbounds i8, ptr %18, i64 16
  %wide.load = load <2 x double>, ptr %18, align 8, !alias.scope !12
  %wide.load815 = load <2 x double>, ptr %19, align 8, !alias.scope !12
  %20 = fmul <2 x double> %wide.load, %broadcast.splat
  %21 = fmul <2 x double> %wide.load815, %broadcast.splat
  %22 = getelementptr inbounds double, ptr %Y.data, i64 %index
  %23 = fcmp olt <2 x double> %20, %broadcast.splat817
  %24 = fcmp olt <2 x double> %21, %broadcast.splat817
  %25 = fcmp ogt <2 x double> %20, %broadcast.splat819
  %26 = fcmp ogt <2 x double> %21, %broadcast.splat819
  %27 = select <2 x i1> %25, <2 x double> %broadcast.splat819, <2 x double> %20
  %28 = select <2 x i1> %26, <2 x double> %broadcast.splat819, <2 x double> %21
  %29 = select <2 x i1> %23, <2 x double> %broadcast.splat817, <2 x double> %27
  %30 = select <2 x i1> %24, <2 x double> %broadcast.splat817, <2 x double> %28
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
  %mag.i773 = tail call i64 @llvm.abs.i64(i64 %Mask.stride0, i1 false)
  %end.i774 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i774, align 1
  br label %digit.i775

digit.i775:                                       ; preds = %digit.i775, %check24.fail
  %remaining.i776 = phi i64 [ %mag.i773, %check24.fail ], [ %rest.i782, %digit.i775 ]
  %cursor.i777 = phi ptr [ %end.i774, %check24.fail ], [ %digit.at.i778, %digit.i775 ]
  %digit.at.i778 = getelementptr inbounds i8, ptr %cursor.i777, i64 -1
  %digit1.i779 = urem i64 %remaining.i776, 10
  %digit.byte.i780 = trunc nuw nsw i64 %digit1.i779 to i8
  %ascii.i781 = or disjoint i8 %digit.byte.i780, 48
  store i8 %ascii.i781, ptr %digit.at.i778, align 1
  %rest.i782 = udiv i64 %remaining.i776, 10
  %more.not.i783 = icmp ult i64 %remaining.i776, 10
  br i1 %more.not.i783, label %digits.done.i784, label %digit.i775

digits.done.i784:                                 ; preds = %digit.i775
  %neg.i785 = icmp slt i64 %Mask.stride0, 0
  br i1 %neg.i785, label %sign.i787, label %__modlink_format_i64.exit789

sign.i787:                                        ; preds = %digits.done.i784
  %sign.at.i788 = getelementptr inbounds i8, ptr %cursor.i777, i64 -2
  store i8 45, ptr %sign.at.i788, align 1
  br label %__modlink_format_i64.exit789

__modlink_format_i64.exit789:                     ; preds = %digits.done.i784, %sign.i787
  %start.i786 = phi ptr [ %digit.at.i778, %digits.done.i784 ], [ %sign.at.i788, %sign.i787 ]
  %part205 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %start.i786, ptr %part205, align 8
  %part206 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.14, ptr %part206, align 8
  %end.i790 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i790, align 1
  %digit.at.i794 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i794, align 1
  %part208 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digit.at.i794, ptr %part208, align 8
  %missing.i803 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i803, label %common.ret, label %call.i804

call.i804:                                        ; preds = %__modlink_format_i64.exit789
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
