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

; Function Attrs: argmemonly nofree norecurse nosync nounwind
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
  %23 = xor i64 %i.addr.07.ph, -1
  %xtraiter = and i64 %n, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.i.body.prol.loopexit, label %for.i.body.prol

for.i.body.prol:                                  ; preds = %for.i.body.preheader
  %X.addr.prol = getelementptr inbounds double, ptr %X, i64 %i.addr.07.ph
  %X.elem.prol = load double, ptr %X.addr.prol, align 8
  %v.prol = fmul double %X.elem.prol, %cast
  %Y.addr.prol = getelementptr inbounds double, ptr %Y, i64 %i.addr.07.ph
  %cmp.prol = fcmp olt double %v.prol, %lo
  %cmp1.prol = fcmp ogt double %v.prol, %hi
  %select.prol = select i1 %cmp1.prol, double %hi, double %v.prol
  %select2.prol = select i1 %cmp.prol, double %lo, double %select.prol
  store double %select2.prol, ptr %Y.addr.prol, align 8
  %or.prol = select i1 %cmp.prol, i1 true, i1 %cmp1.prol
  %spec.select.prol = zext i1 %or.prol to i32
  %24 = getelementptr inbounds i32, ptr %Mask, i64 %i.addr.07.ph
  store i32 %spec.select.prol, ptr %24, align 4
  %i.next.prol = or i64 %i.addr.07.ph, 1
  br label %for.i.body.prol.loopexit

for.i.body.prol.loopexit:                         ; preds = %for.i.body.prol, %for.i.body.preheader
  %i.addr.07.unr = phi i64 [ %i.addr.07.ph, %for.i.body.preheader ], [ %i.next.prol, %for.i.body.prol ]
  %25 = sub i64 0, %n
  %26 = icmp eq i64 %23, %25
  br i1 %26, label %for.i.end, label %for.i.body

for.i.body:                                       ; preds = %for.i.body.prol.loopexit, %for.i.body
  %i.addr.07 = phi i64 [ %i.next.1, %for.i.body ], [ %i.addr.07.unr, %for.i.body.prol.loopexit ]
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
  %27 = getelementptr inbounds i32, ptr %Mask, i64 %i.addr.07
  store i32 %spec.select, ptr %27, align 4
  %i.next = add nuw nsw i64 %i.addr.07, 1
  %X.addr.1 = getelementptr inbounds double, ptr %X, i64 %i.next
  %X.elem.1 = load double, ptr %X.addr.1, align 8
  %v.1 = fmul double %X.elem.1, %cast
  %Y.addr.1 = getelementptr inbounds double, ptr %Y, i64 %i.next
  %cmp.1 = fcmp olt double %v.1, %lo
  %cmp1.1 = fcmp ogt double %v.1, %hi
  %select.1 = select i1 %cmp1.1, double %hi, double %v.1
  %select2.1 = select i1 %cmp.1, double %lo, double %select.1
  store double %select2.1, ptr %Y.addr.1, align 8
  %or.1 = select i1 %cmp.1, i1 true, i1 %cmp1.1
  %spec.select.1 = zext i1 %or.1 to i32
  %28 = getelementptr inbounds i32, ptr %Mask, i64 %i.next
  store i32 %spec.select.1, ptr %28, align 4
  %i.next.1 = add nuw nsw i64 %i.addr.07, 2
  %exitcond.not.1 = icmp eq i64 %i.next.1, %n
  br i1 %exitcond.not.1, label %for.i.end, label %for.i.body, !llvm.loop !10

for.i.end:                                        ; preds = %for.i.body.prol.loopexit, %for.i.body, %middle.block, %entry
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

common.ret:                                       ; preds = %for.i.body.i.prol.loopexit, %for.i.body.i, %middle.block, %call.i683, %__modlink_format_i64.exit670, %Mask.strides.done, %call.i654, %__modlink_format_i64.exit653, %call.i622, %__modlink_format_i64.exit621, %call.i605, %__modlink_format_i64.exit604, %call.i567, %__modlink_format_i64.exit566, %call.i550, %check19.fail, %call.i548, %__modlink_format_i64.exit547, %call.i531, %__modlink_format_i64.exit518, %call.i502, %__modlink_format_i64.exit501, %call.i470, %__modlink_format_i64.exit469, %call.i453, %__modlink_format_i64.exit452, %call.i415, %__modlink_format_i64.exit414, %call.i398, %check12.fail, %call.i396, %__modlink_format_i64.exit395, %call.i379, %__modlink_format_i64.exit366, %call.i350, %__modlink_format_i64.exit349, %call.i333, %__modlink_format_i64.exit332, %call.i295, %__modlink_format_i64.exit294, %call.i278, %check6.fail, %call.i276, %__modlink_format_i64.exit275, %call.i259, %__modlink_format_i64.exit258, %call.i242, %__modlink_format_i64.exit241, %call.i225, %__modlink_format_i64.exit224, %call.i, %__modlink_format_i64.exit
  %common.ret.op = phi i32 [ -1, %__modlink_format_i64.exit ], [ -1, %call.i ], [ -1, %__modlink_format_i64.exit224 ], [ -1, %call.i225 ], [ -1, %__modlink_format_i64.exit241 ], [ -1, %call.i242 ], [ -1, %__modlink_format_i64.exit258 ], [ -1, %call.i259 ], [ -1, %__modlink_format_i64.exit275 ], [ -1, %call.i276 ], [ -1, %check6.fail ], [ -1, %call.i278 ], [ -1, %__modlink_format_i64.exit294 ], [ -1, %call.i295 ], [ -1, %__modlink_format_i64.exit332 ], [ -1, %call.i333 ], [ -1, %__modlink_format_i64.exit349 ], [ -1, %call.i350 ], [ -1, %__modlink_format_i64.exit366 ], [ -1, %call.i379 ], [ -1, %__modlink_format_i64.exit395 ], [ -1, %call.i396 ], [ -1, %check12.fail ], [ -1, %call.i398 ], [ -1, %__modlink_format_i64.exit414 ], [ -1, %call.i415 ], [ -1, %__modlink_format_i64.exit452 ], [ -1, %call.i453 ], [ -1, %__modlink_format_i64.exit469 ], [ -1, %call.i470 ], [ -1, %__modlink_format_i64.exit501 ], [ -1, %call.i502 ], [ -1, %__modlink_format_i64.exit518 ], [ -1, %call.i531 ], [ -1, %__modlink_format_i64.exit547 ], [ -1, %call.i548 ], [ -1, %check19.fail ], [ -1, %call.i550 ], [ -1, %__modlink_format_i64.exit566 ], [ -1, %call.i567 ], [ -1, %__modlink_format_i64.exit604 ], [ -1, %call.i605 ], [ -1, %__modlink_format_i64.exit621 ], [ -1, %call.i622 ], [ -1, %__modlink_format_i64.exit653 ], [ -1, %call.i654 ], [ 0, %Mask.strides.done ], [ -1, %__modlink_format_i64.exit670 ], [ -1, %call.i683 ], [ 0, %middle.block ], [ 0, %for.i.body.i ], [ 0, %for.i.body.i.prol.loopexit ]
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
  %lo.type_index = load i32, ptr %args, align 4
  %lo.type_index.off = add i32 %lo.type_index, -1
  %switch = icmp ult i32 %lo.type_index.off, 3
  br i1 %switch, label %check2.ok, label %check2.fail

check2.fail:                                      ; preds = %check1.ok
  store ptr @.str.2, ptr %message.parts, align 8
  %3 = tail call i32 @llvm.abs.i32(i32 %lo.type_index, i1 false)
  %4 = zext i32 %3 to i64
  %end.i210 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i210, align 1
  br label %digit.i218

digit.i218:                                       ; preds = %digit.i218, %check2.fail
  %remaining.i211 = phi i64 [ %4, %check2.fail ], [ %rest.i217, %digit.i218 ]
  %cursor.i212 = phi ptr [ %end.i210, %check2.fail ], [ %digit.at.i213, %digit.i218 ]
  %digit.at.i213 = getelementptr inbounds i8, ptr %cursor.i212, i64 -1
  %digit1.i214 = urem i64 %remaining.i211, 10
  %digit.byte.i215 = trunc i64 %digit1.i214 to i8
  %ascii.i216 = or i8 %digit.byte.i215, 48
  store i8 %ascii.i216, ptr %digit.at.i213, align 1
  %rest.i217 = udiv i64 %remaining.i211, 10
  %5 = icmp ult i64 %remaining.i211, 10
  br i1 %5, label %digits.done.i220, label %digit.i218

digits.done.i220:                                 ; preds = %digit.i218
  %neg.i219 = icmp slt i32 %lo.type_index, 0
  br i1 %neg.i219, label %sign.i222, label %__modlink_format_i64.exit224

sign.i222:                                        ; preds = %digits.done.i220
  %sign.at.i221 = getelementptr inbounds i8, ptr %cursor.i212, i64 -2
  store i8 45, ptr %sign.at.i221, align 1
  br label %__modlink_format_i64.exit224

__modlink_format_i64.exit224:                     ; preds = %digits.done.i220, %sign.i222
  %start.i223 = phi ptr [ %digit.at.i213, %digits.done.i220 ], [ %sign.at.i221, %sign.i222 ]
  %part6 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i223, ptr %part6, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i225

call.i225:                                        ; preds = %__modlink_format_i64.exit224
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
  %6 = tail call i32 @llvm.abs.i32(i32 %hi.type_index, i1 false)
  %7 = zext i32 %6 to i64
  %end.i227 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i227, align 1
  br label %digit.i235

digit.i235:                                       ; preds = %digit.i235, %check3.fail
  %remaining.i228 = phi i64 [ %7, %check3.fail ], [ %rest.i234, %digit.i235 ]
  %cursor.i229 = phi ptr [ %end.i227, %check3.fail ], [ %digit.at.i230, %digit.i235 ]
  %digit.at.i230 = getelementptr inbounds i8, ptr %cursor.i229, i64 -1
  %digit1.i231 = urem i64 %remaining.i228, 10
  %digit.byte.i232 = trunc i64 %digit1.i231 to i8
  %ascii.i233 = or i8 %digit.byte.i232, 48
  store i8 %ascii.i233, ptr %digit.at.i230, align 1
  %rest.i234 = udiv i64 %remaining.i228, 10
  %8 = icmp ult i64 %remaining.i228, 10
  br i1 %8, label %digits.done.i237, label %digit.i235

digits.done.i237:                                 ; preds = %digit.i235
  %neg.i236 = icmp slt i32 %hi.type_index, 0
  br i1 %neg.i236, label %sign.i239, label %__modlink_format_i64.exit241

sign.i239:                                        ; preds = %digits.done.i237
  %sign.at.i238 = getelementptr inbounds i8, ptr %cursor.i229, i64 -2
  store i8 45, ptr %sign.at.i238, align 1
  br label %__modlink_format_i64.exit241

__modlink_format_i64.exit241:                     ; preds = %digits.done.i237, %sign.i239
  %start.i240 = phi ptr [ %digit.at.i230, %digits.done.i237 ], [ %sign.at.i238, %sign.i239 ]
  %part15 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i240, ptr %part15, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i242

call.i242:                                        ; preds = %__modlink_format_i64.exit241
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
  %9 = tail call i32 @llvm.abs.i32(i32 %k.type_index, i1 false)
  %10 = zext i32 %9 to i64
  %end.i244 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i244, align 1
  br label %digit.i252

digit.i252:                                       ; preds = %digit.i252, %check4.fail
  %remaining.i245 = phi i64 [ %10, %check4.fail ], [ %rest.i251, %digit.i252 ]
  %cursor.i246 = phi ptr [ %end.i244, %check4.fail ], [ %digit.at.i247, %digit.i252 ]
  %digit.at.i247 = getelementptr inbounds i8, ptr %cursor.i246, i64 -1
  %digit1.i248 = urem i64 %remaining.i245, 10
  %digit.byte.i249 = trunc i64 %digit1.i248 to i8
  %ascii.i250 = or i8 %digit.byte.i249, 48
  store i8 %ascii.i250, ptr %digit.at.i247, align 1
  %rest.i251 = udiv i64 %remaining.i245, 10
  %11 = icmp ult i64 %remaining.i245, 10
  br i1 %11, label %digits.done.i254, label %digit.i252

digits.done.i254:                                 ; preds = %digit.i252
  %neg.i253 = icmp slt i32 %k.type_index, 0
  br i1 %neg.i253, label %sign.i256, label %__modlink_format_i64.exit258

sign.i256:                                        ; preds = %digits.done.i254
  %sign.at.i255 = getelementptr inbounds i8, ptr %cursor.i246, i64 -2
  store i8 45, ptr %sign.at.i255, align 1
  br label %__modlink_format_i64.exit258

__modlink_format_i64.exit258:                     ; preds = %digits.done.i254, %sign.i256
  %start.i257 = phi ptr [ %digit.at.i247, %digits.done.i254 ], [ %sign.at.i255, %sign.i256 ]
  %part24 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i257, ptr %part24, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i259

call.i259:                                        ; preds = %__modlink_format_i64.exit258
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
  %12 = tail call i32 @llvm.abs.i32(i32 %X.type_index, i1 false)
  %13 = zext i32 %12 to i64
  %end.i261 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i261, align 1
  br label %digit.i269

digit.i269:                                       ; preds = %digit.i269, %check5.fail
  %remaining.i262 = phi i64 [ %13, %check5.fail ], [ %rest.i268, %digit.i269 ]
  %cursor.i263 = phi ptr [ %end.i261, %check5.fail ], [ %digit.at.i264, %digit.i269 ]
  %digit.at.i264 = getelementptr inbounds i8, ptr %cursor.i263, i64 -1
  %digit1.i265 = urem i64 %remaining.i262, 10
  %digit.byte.i266 = trunc i64 %digit1.i265 to i8
  %ascii.i267 = or i8 %digit.byte.i266, 48
  store i8 %ascii.i267, ptr %digit.at.i264, align 1
  %rest.i268 = udiv i64 %remaining.i262, 10
  %14 = icmp ult i64 %remaining.i262, 10
  br i1 %14, label %digits.done.i271, label %digit.i269

digits.done.i271:                                 ; preds = %digit.i269
  %neg.i270 = icmp slt i32 %X.type_index, 0
  br i1 %neg.i270, label %sign.i273, label %__modlink_format_i64.exit275

sign.i273:                                        ; preds = %digits.done.i271
  %sign.at.i272 = getelementptr inbounds i8, ptr %cursor.i263, i64 -2
  store i8 45, ptr %sign.at.i272, align 1
  br label %__modlink_format_i64.exit275

__modlink_format_i64.exit275:                     ; preds = %digits.done.i271, %sign.i273
  %start.i274 = phi ptr [ %digit.at.i264, %digits.done.i271 ], [ %sign.at.i272, %sign.i273 ]
  %part32 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i274, ptr %part32, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i276

call.i276:                                        ; preds = %__modlink_format_i64.exit275
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
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i278

call.i278:                                        ; preds = %check6.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check6.ok:                                        ; preds = %check5.ok
  %ndim.at = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %X.dltensor, i64 0, i32 2
  %X.ndim = load i32, ptr %ndim.at, align 4
  %ndim.ok = icmp eq i32 %X.ndim, 1
  br i1 %ndim.ok, label %check7.ok, label %check7.fail

check7.fail:                                      ; preds = %check6.ok
  store ptr @.str.8, ptr %message.parts, align 8
  %15 = tail call i32 @llvm.abs.i32(i32 %X.ndim, i1 false)
  %16 = zext i32 %15 to i64
  %end.i280 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i280, align 1
  br label %digit.i288

digit.i288:                                       ; preds = %digit.i288, %check7.fail
  %remaining.i281 = phi i64 [ %16, %check7.fail ], [ %rest.i287, %digit.i288 ]
  %cursor.i282 = phi ptr [ %end.i280, %check7.fail ], [ %digit.at.i283, %digit.i288 ]
  %digit.at.i283 = getelementptr inbounds i8, ptr %cursor.i282, i64 -1
  %digit1.i284 = urem i64 %remaining.i281, 10
  %digit.byte.i285 = trunc i64 %digit1.i284 to i8
  %ascii.i286 = or i8 %digit.byte.i285, 48
  store i8 %ascii.i286, ptr %digit.at.i283, align 1
  %rest.i287 = udiv i64 %remaining.i281, 10
  %17 = icmp ult i64 %remaining.i281, 10
  br i1 %17, label %digits.done.i290, label %digit.i288

digits.done.i290:                                 ; preds = %digit.i288
  %neg.i289 = icmp slt i32 %X.ndim, 0
  br i1 %neg.i289, label %sign.i292, label %__modlink_format_i64.exit294

sign.i292:                                        ; preds = %digits.done.i290
  %sign.at.i291 = getelementptr inbounds i8, ptr %cursor.i282, i64 -2
  store i8 45, ptr %sign.at.i291, align 1
  br label %__modlink_format_i64.exit294

__modlink_format_i64.exit294:                     ; preds = %digits.done.i290, %sign.i292
  %start.i293 = phi ptr [ %digit.at.i283, %digits.done.i290 ], [ %sign.at.i291, %sign.i292 ]
  %part36 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i293, ptr %part36, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i295

call.i295:                                        ; preds = %__modlink_format_i64.exit294
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
  %end.i297 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i297, align 1
  br label %digit.i305

digit.i305:                                       ; preds = %digit.i305, %check8.fail
  %remaining.i298 = phi i64 [ %code38, %check8.fail ], [ %rest.i304, %digit.i305 ]
  %cursor.i299 = phi ptr [ %end.i297, %check8.fail ], [ %digit.at.i300, %digit.i305 ]
  %digit.at.i300 = getelementptr inbounds i8, ptr %cursor.i299, i64 -1
  %digit1.i301 = urem i64 %remaining.i298, 10
  %digit.byte.i302 = trunc i64 %digit1.i301 to i8
  %ascii.i303 = or i8 %digit.byte.i302, 48
  store i8 %ascii.i303, ptr %digit.at.i300, align 1
  %rest.i304 = udiv i64 %remaining.i298, 10
  %18 = icmp ult i64 %remaining.i298, 10
  br i1 %18, label %__modlink_format_i64.exit308, label %digit.i305

__modlink_format_i64.exit308:                     ; preds = %digit.i305
  %bits39 = zext i8 %bits to i64
  %part43 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %digit.at.i300, ptr %part43, align 8
  %part44 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.10, ptr %part44, align 8
  %end.i309 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i309, align 1
  br label %digit.i317

digit.i317:                                       ; preds = %digit.i317, %__modlink_format_i64.exit308
  %remaining.i310 = phi i64 [ %bits39, %__modlink_format_i64.exit308 ], [ %rest.i316, %digit.i317 ]
  %cursor.i311 = phi ptr [ %end.i309, %__modlink_format_i64.exit308 ], [ %digit.at.i312, %digit.i317 ]
  %digit.at.i312 = getelementptr inbounds i8, ptr %cursor.i311, i64 -1
  %digit1.i313 = urem i64 %remaining.i310, 10
  %digit.byte.i314 = trunc i64 %digit1.i313 to i8
  %ascii.i315 = or i8 %digit.byte.i314, 48
  store i8 %ascii.i315, ptr %digit.at.i312, align 1
  %rest.i316 = udiv i64 %remaining.i310, 10
  %19 = icmp ult i64 %remaining.i310, 10
  br i1 %19, label %__modlink_format_i64.exit320, label %digit.i317

__modlink_format_i64.exit320:                     ; preds = %digit.i317
  %part46 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i312, ptr %part46, align 8
  %part47 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 4
  store ptr @.str.11, ptr %part47, align 8
  %end.i321 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i321, align 1
  br label %digit.i329

digit.i329:                                       ; preds = %digit.i329, %__modlink_format_i64.exit320
  %remaining.i322 = phi i64 [ %lanes40, %__modlink_format_i64.exit320 ], [ %rest.i328, %digit.i329 ]
  %cursor.i323 = phi ptr [ %end.i321, %__modlink_format_i64.exit320 ], [ %digit.at.i324, %digit.i329 ]
  %digit.at.i324 = getelementptr inbounds i8, ptr %cursor.i323, i64 -1
  %digit1.i325 = urem i64 %remaining.i322, 10
  %digit.byte.i326 = trunc i64 %digit1.i325 to i8
  %ascii.i327 = or i8 %digit.byte.i326, 48
  store i8 %ascii.i327, ptr %digit.at.i324, align 1
  %rest.i328 = udiv i64 %remaining.i322, 10
  %20 = icmp ult i64 %remaining.i322, 10
  br i1 %20, label %__modlink_format_i64.exit332, label %digit.i329

__modlink_format_i64.exit332:                     ; preds = %digit.i329
  %part49 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 5
  store ptr %digit.at.i324, ptr %part49, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i333

call.i333:                                        ; preds = %__modlink_format_i64.exit332
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check8.ok:                                        ; preds = %check7.ok
  %device.at = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %X.dltensor, i64 0, i32 1
  %X.device_type = load i32, ptr %device.at, align 4
  %device.ok = icmp eq i32 %X.device_type, 1
  br i1 %device.ok, label %check9.ok, label %check9.fail

check9.fail:                                      ; preds = %check8.ok
  store ptr @.str.12, ptr %message.parts, align 8
  %21 = tail call i32 @llvm.abs.i32(i32 %X.device_type, i1 false)
  %22 = zext i32 %21 to i64
  %end.i335 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i335, align 1
  br label %digit.i343

digit.i343:                                       ; preds = %digit.i343, %check9.fail
  %remaining.i336 = phi i64 [ %22, %check9.fail ], [ %rest.i342, %digit.i343 ]
  %cursor.i337 = phi ptr [ %end.i335, %check9.fail ], [ %digit.at.i338, %digit.i343 ]
  %digit.at.i338 = getelementptr inbounds i8, ptr %cursor.i337, i64 -1
  %digit1.i339 = urem i64 %remaining.i336, 10
  %digit.byte.i340 = trunc i64 %digit1.i339 to i8
  %ascii.i341 = or i8 %digit.byte.i340, 48
  store i8 %ascii.i341, ptr %digit.at.i338, align 1
  %rest.i342 = udiv i64 %remaining.i336, 10
  %23 = icmp ult i64 %remaining.i336, 10
  br i1 %23, label %digits.done.i345, label %digit.i343

digits.done.i345:                                 ; preds = %digit.i343
  %neg.i344 = icmp slt i32 %X.device_type, 0
  br i1 %neg.i344, label %sign.i347, label %__modlink_format_i64.exit349

sign.i347:                                        ; preds = %digits.done.i345
  %sign.at.i346 = getelementptr inbounds i8, ptr %cursor.i337, i64 -2
  store i8 45, ptr %sign.at.i346, align 1
  br label %__modlink_format_i64.exit349

__modlink_format_i64.exit349:                     ; preds = %digits.done.i345, %sign.i347
  %start.i348 = phi ptr [ %digit.at.i338, %digits.done.i345 ], [ %sign.at.i346, %sign.i347 ]
  %part52 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i348, ptr %part52, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i350

call.i350:                                        ; preds = %__modlink_format_i64.exit349
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
  %24 = tail call i64 @llvm.abs.i64(i64 %X.stride0, i1 false)
  %end.i352 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i352, align 1
  br label %digit.i360

digit.i360:                                       ; preds = %digit.i360, %check10.fail
  %remaining.i353 = phi i64 [ %24, %check10.fail ], [ %rest.i359, %digit.i360 ]
  %cursor.i354 = phi ptr [ %end.i352, %check10.fail ], [ %digit.at.i355, %digit.i360 ]
  %digit.at.i355 = getelementptr inbounds i8, ptr %cursor.i354, i64 -1
  %digit1.i356 = urem i64 %remaining.i353, 10
  %digit.byte.i357 = trunc i64 %digit1.i356 to i8
  %ascii.i358 = or i8 %digit.byte.i357, 48
  store i8 %ascii.i358, ptr %digit.at.i355, align 1
  %rest.i359 = udiv i64 %remaining.i353, 10
  %25 = icmp ult i64 %remaining.i353, 10
  br i1 %25, label %digits.done.i362, label %digit.i360

digits.done.i362:                                 ; preds = %digit.i360
  %neg.i361 = icmp slt i64 %X.stride0, 0
  br i1 %neg.i361, label %sign.i364, label %__modlink_format_i64.exit366

sign.i364:                                        ; preds = %digits.done.i362
  %sign.at.i363 = getelementptr inbounds i8, ptr %cursor.i354, i64 -2
  store i8 45, ptr %sign.at.i363, align 1
  br label %__modlink_format_i64.exit366

__modlink_format_i64.exit366:                     ; preds = %digits.done.i362, %sign.i364
  %start.i365 = phi ptr [ %digit.at.i355, %digits.done.i362 ], [ %sign.at.i363, %sign.i364 ]
  %part56 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i365, ptr %part56, align 8
  %part57 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.14, ptr %part57, align 8
  %end.i367 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i367, align 1
  %digit.at.i370 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i370, align 1
  %part59 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i370, ptr %part59, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i379

call.i379:                                        ; preds = %__modlink_format_i64.exit366
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check11.fail:                                     ; preds = %X.strides.done
  store ptr @.str.15, ptr %message.parts, align 8
  %26 = tail call i32 @llvm.abs.i32(i32 %Y.type_index, i1 false)
  %27 = zext i32 %26 to i64
  %end.i381 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i381, align 1
  br label %digit.i389

digit.i389:                                       ; preds = %digit.i389, %check11.fail
  %remaining.i382 = phi i64 [ %27, %check11.fail ], [ %rest.i388, %digit.i389 ]
  %cursor.i383 = phi ptr [ %end.i381, %check11.fail ], [ %digit.at.i384, %digit.i389 ]
  %digit.at.i384 = getelementptr inbounds i8, ptr %cursor.i383, i64 -1
  %digit1.i385 = urem i64 %remaining.i382, 10
  %digit.byte.i386 = trunc i64 %digit1.i385 to i8
  %ascii.i387 = or i8 %digit.byte.i386, 48
  store i8 %ascii.i387, ptr %digit.at.i384, align 1
  %rest.i388 = udiv i64 %remaining.i382, 10
  %28 = icmp ult i64 %remaining.i382, 10
  br i1 %28, label %digits.done.i391, label %digit.i389

digits.done.i391:                                 ; preds = %digit.i389
  %neg.i390 = icmp slt i32 %Y.type_index, 0
  br i1 %neg.i390, label %sign.i393, label %__modlink_format_i64.exit395

sign.i393:                                        ; preds = %digits.done.i391
  %sign.at.i392 = getelementptr inbounds i8, ptr %cursor.i383, i64 -2
  store i8 45, ptr %sign.at.i392, align 1
  br label %__modlink_format_i64.exit395

__modlink_format_i64.exit395:                     ; preds = %digits.done.i391, %sign.i393
  %start.i394 = phi ptr [ %digit.at.i384, %digits.done.i391 ], [ %sign.at.i392, %sign.i393 ]
  %part68 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i394, ptr %part68, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i396

call.i396:                                        ; preds = %__modlink_format_i64.exit395
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
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i398

call.i398:                                        ; preds = %check12.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check12.ok:                                       ; preds = %check11.ok
  %ndim.at72 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Y.dltensor, i64 0, i32 2
  %Y.ndim = load i32, ptr %ndim.at72, align 4
  %ndim.ok73 = icmp eq i32 %Y.ndim, 1
  br i1 %ndim.ok73, label %check13.ok, label %check13.fail

check13.fail:                                     ; preds = %check12.ok
  store ptr @.str.17, ptr %message.parts, align 8
  %29 = tail call i32 @llvm.abs.i32(i32 %Y.ndim, i1 false)
  %30 = zext i32 %29 to i64
  %end.i400 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i400, align 1
  br label %digit.i408

digit.i408:                                       ; preds = %digit.i408, %check13.fail
  %remaining.i401 = phi i64 [ %30, %check13.fail ], [ %rest.i407, %digit.i408 ]
  %cursor.i402 = phi ptr [ %end.i400, %check13.fail ], [ %digit.at.i403, %digit.i408 ]
  %digit.at.i403 = getelementptr inbounds i8, ptr %cursor.i402, i64 -1
  %digit1.i404 = urem i64 %remaining.i401, 10
  %digit.byte.i405 = trunc i64 %digit1.i404 to i8
  %ascii.i406 = or i8 %digit.byte.i405, 48
  store i8 %ascii.i406, ptr %digit.at.i403, align 1
  %rest.i407 = udiv i64 %remaining.i401, 10
  %31 = icmp ult i64 %remaining.i401, 10
  br i1 %31, label %digits.done.i410, label %digit.i408

digits.done.i410:                                 ; preds = %digit.i408
  %neg.i409 = icmp slt i32 %Y.ndim, 0
  br i1 %neg.i409, label %sign.i412, label %__modlink_format_i64.exit414

sign.i412:                                        ; preds = %digits.done.i410
  %sign.at.i411 = getelementptr inbounds i8, ptr %cursor.i402, i64 -2
  store i8 45, ptr %sign.at.i411, align 1
  br label %__modlink_format_i64.exit414

__modlink_format_i64.exit414:                     ; preds = %digits.done.i410, %sign.i412
  %start.i413 = phi ptr [ %digit.at.i403, %digits.done.i410 ], [ %sign.at.i411, %sign.i412 ]
  %part77 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i413, ptr %part77, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i415

call.i415:                                        ; preds = %__modlink_format_i64.exit414
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
  %end.i417 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i417, align 1
  br label %digit.i425

digit.i425:                                       ; preds = %digit.i425, %check14.fail
  %remaining.i418 = phi i64 [ %code90, %check14.fail ], [ %rest.i424, %digit.i425 ]
  %cursor.i419 = phi ptr [ %end.i417, %check14.fail ], [ %digit.at.i420, %digit.i425 ]
  %digit.at.i420 = getelementptr inbounds i8, ptr %cursor.i419, i64 -1
  %digit1.i421 = urem i64 %remaining.i418, 10
  %digit.byte.i422 = trunc i64 %digit1.i421 to i8
  %ascii.i423 = or i8 %digit.byte.i422, 48
  store i8 %ascii.i423, ptr %digit.at.i420, align 1
  %rest.i424 = udiv i64 %remaining.i418, 10
  %32 = icmp ult i64 %remaining.i418, 10
  br i1 %32, label %__modlink_format_i64.exit428, label %digit.i425

__modlink_format_i64.exit428:                     ; preds = %digit.i425
  %bits91 = zext i8 %bits83 to i64
  %part95 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %digit.at.i420, ptr %part95, align 8
  %part96 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.10, ptr %part96, align 8
  %end.i429 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i429, align 1
  br label %digit.i437

digit.i437:                                       ; preds = %digit.i437, %__modlink_format_i64.exit428
  %remaining.i430 = phi i64 [ %bits91, %__modlink_format_i64.exit428 ], [ %rest.i436, %digit.i437 ]
  %cursor.i431 = phi ptr [ %end.i429, %__modlink_format_i64.exit428 ], [ %digit.at.i432, %digit.i437 ]
  %digit.at.i432 = getelementptr inbounds i8, ptr %cursor.i431, i64 -1
  %digit1.i433 = urem i64 %remaining.i430, 10
  %digit.byte.i434 = trunc i64 %digit1.i433 to i8
  %ascii.i435 = or i8 %digit.byte.i434, 48
  store i8 %ascii.i435, ptr %digit.at.i432, align 1
  %rest.i436 = udiv i64 %remaining.i430, 10
  %33 = icmp ult i64 %remaining.i430, 10
  br i1 %33, label %__modlink_format_i64.exit440, label %digit.i437

__modlink_format_i64.exit440:                     ; preds = %digit.i437
  %part98 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i432, ptr %part98, align 8
  %part99 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 4
  store ptr @.str.11, ptr %part99, align 8
  %end.i441 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i441, align 1
  br label %digit.i449

digit.i449:                                       ; preds = %digit.i449, %__modlink_format_i64.exit440
  %remaining.i442 = phi i64 [ %lanes92, %__modlink_format_i64.exit440 ], [ %rest.i448, %digit.i449 ]
  %cursor.i443 = phi ptr [ %end.i441, %__modlink_format_i64.exit440 ], [ %digit.at.i444, %digit.i449 ]
  %digit.at.i444 = getelementptr inbounds i8, ptr %cursor.i443, i64 -1
  %digit1.i445 = urem i64 %remaining.i442, 10
  %digit.byte.i446 = trunc i64 %digit1.i445 to i8
  %ascii.i447 = or i8 %digit.byte.i446, 48
  store i8 %ascii.i447, ptr %digit.at.i444, align 1
  %rest.i448 = udiv i64 %remaining.i442, 10
  %34 = icmp ult i64 %remaining.i442, 10
  br i1 %34, label %__modlink_format_i64.exit452, label %digit.i449

__modlink_format_i64.exit452:                     ; preds = %digit.i449
  %part101 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 5
  store ptr %digit.at.i444, ptr %part101, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i453

call.i453:                                        ; preds = %__modlink_format_i64.exit452
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check14.ok:                                       ; preds = %check13.ok
  %device.at102 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Y.dltensor, i64 0, i32 1
  %Y.device_type = load i32, ptr %device.at102, align 4
  %device.ok103 = icmp eq i32 %Y.device_type, 1
  br i1 %device.ok103, label %check15.ok, label %check15.fail

check15.fail:                                     ; preds = %check14.ok
  store ptr @.str.19, ptr %message.parts, align 8
  %35 = tail call i32 @llvm.abs.i32(i32 %Y.device_type, i1 false)
  %36 = zext i32 %35 to i64
  %end.i455 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i455, align 1
  br label %digit.i463

digit.i463:                                       ; preds = %digit.i463, %check15.fail
  %remaining.i456 = phi i64 [ %36, %check15.fail ], [ %rest.i462, %digit.i463 ]
  %cursor.i457 = phi ptr [ %end.i455, %check15.fail ], [ %digit.at.i458, %digit.i463 ]
  %digit.at.i458 = getelementptr inbounds i8, ptr %cursor.i457, i64 -1
  %digit1.i459 = urem i64 %remaining.i456, 10
  %digit.byte.i460 = trunc i64 %digit1.i459 to i8
  %ascii.i461 = or i8 %digit.byte.i460, 48
  store i8 %ascii.i461, ptr %digit.at.i458, align 1
  %rest.i462 = udiv i64 %remaining.i456, 10
  %37 = icmp ult i64 %remaining.i456, 10
  br i1 %37, label %digits.done.i465, label %digit.i463

digits.done.i465:                                 ; preds = %digit.i463
  %neg.i464 = icmp slt i32 %Y.device_type, 0
  br i1 %neg.i464, label %sign.i467, label %__modlink_format_i64.exit469

sign.i467:                                        ; preds = %digits.done.i465
  %sign.at.i466 = getelementptr inbounds i8, ptr %cursor.i457, i64 -2
  store i8 45, ptr %sign.at.i466, align 1
  br label %__modlink_format_i64.exit469

__modlink_format_i64.exit469:                     ; preds = %digits.done.i465, %sign.i467
  %start.i468 = phi ptr [ %digit.at.i458, %digits.done.i465 ], [ %sign.at.i466, %sign.i467 ]
  %part107 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i468, ptr %part107, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i470

call.i470:                                        ; preds = %__modlink_format_i64.exit469
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
  %38 = tail call i64 @llvm.abs.i64(i64 %Y.shape0, i1 false)
  %end.i472 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i472, align 1
  br label %digit.i480

digit.i480:                                       ; preds = %digit.i480, %check16.fail
  %remaining.i473 = phi i64 [ %38, %check16.fail ], [ %rest.i479, %digit.i480 ]
  %cursor.i474 = phi ptr [ %end.i472, %check16.fail ], [ %digit.at.i475, %digit.i480 ]
  %digit.at.i475 = getelementptr inbounds i8, ptr %cursor.i474, i64 -1
  %digit1.i476 = urem i64 %remaining.i473, 10
  %digit.byte.i477 = trunc i64 %digit1.i476 to i8
  %ascii.i478 = or i8 %digit.byte.i477, 48
  store i8 %ascii.i478, ptr %digit.at.i475, align 1
  %rest.i479 = udiv i64 %remaining.i473, 10
  %39 = icmp ult i64 %remaining.i473, 10
  br i1 %39, label %digits.done.i482, label %digit.i480

digits.done.i482:                                 ; preds = %digit.i480
  %neg.i481 = icmp slt i64 %Y.shape0, 0
  br i1 %neg.i481, label %sign.i484, label %__modlink_format_i64.exit486

sign.i484:                                        ; preds = %digits.done.i482
  %sign.at.i483 = getelementptr inbounds i8, ptr %cursor.i474, i64 -2
  store i8 45, ptr %sign.at.i483, align 1
  br label %__modlink_format_i64.exit486

__modlink_format_i64.exit486:                     ; preds = %digits.done.i482, %sign.i484
  %start.i485 = phi ptr [ %digit.at.i475, %digits.done.i482 ], [ %sign.at.i483, %sign.i484 ]
  %part112 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i485, ptr %part112, align 8
  %part113 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.21, ptr %part113, align 8
  %40 = call i64 @llvm.abs.i64(i64 %X.shape0, i1 false)
  %end.i487 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i487, align 1
  br label %digit.i495

digit.i495:                                       ; preds = %digit.i495, %__modlink_format_i64.exit486
  %remaining.i488 = phi i64 [ %40, %__modlink_format_i64.exit486 ], [ %rest.i494, %digit.i495 ]
  %cursor.i489 = phi ptr [ %end.i487, %__modlink_format_i64.exit486 ], [ %digit.at.i490, %digit.i495 ]
  %digit.at.i490 = getelementptr inbounds i8, ptr %cursor.i489, i64 -1
  %digit1.i491 = urem i64 %remaining.i488, 10
  %digit.byte.i492 = trunc i64 %digit1.i491 to i8
  %ascii.i493 = or i8 %digit.byte.i492, 48
  store i8 %ascii.i493, ptr %digit.at.i490, align 1
  %rest.i494 = udiv i64 %remaining.i488, 10
  %41 = icmp ult i64 %remaining.i488, 10
  br i1 %41, label %digits.done.i497, label %digit.i495

digits.done.i497:                                 ; preds = %digit.i495
  %neg.i496 = icmp slt i64 %X.shape0, 0
  br i1 %neg.i496, label %sign.i499, label %__modlink_format_i64.exit501

sign.i499:                                        ; preds = %digits.done.i497
  %sign.at.i498 = getelementptr inbounds i8, ptr %cursor.i489, i64 -2
  store i8 45, ptr %sign.at.i498, align 1
  br label %__modlink_format_i64.exit501

__modlink_format_i64.exit501:                     ; preds = %digits.done.i497, %sign.i499
  %start.i500 = phi ptr [ %digit.at.i490, %digits.done.i497 ], [ %sign.at.i498, %sign.i499 ]
  %part115 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %start.i500, ptr %part115, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i502

call.i502:                                        ; preds = %__modlink_format_i64.exit501
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
  %42 = tail call i64 @llvm.abs.i64(i64 %Y.stride0, i1 false)
  %end.i504 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i504, align 1
  br label %digit.i512

digit.i512:                                       ; preds = %digit.i512, %check17.fail
  %remaining.i505 = phi i64 [ %42, %check17.fail ], [ %rest.i511, %digit.i512 ]
  %cursor.i506 = phi ptr [ %end.i504, %check17.fail ], [ %digit.at.i507, %digit.i512 ]
  %digit.at.i507 = getelementptr inbounds i8, ptr %cursor.i506, i64 -1
  %digit1.i508 = urem i64 %remaining.i505, 10
  %digit.byte.i509 = trunc i64 %digit1.i508 to i8
  %ascii.i510 = or i8 %digit.byte.i509, 48
  store i8 %ascii.i510, ptr %digit.at.i507, align 1
  %rest.i511 = udiv i64 %remaining.i505, 10
  %43 = icmp ult i64 %remaining.i505, 10
  br i1 %43, label %digits.done.i514, label %digit.i512

digits.done.i514:                                 ; preds = %digit.i512
  %neg.i513 = icmp slt i64 %Y.stride0, 0
  br i1 %neg.i513, label %sign.i516, label %__modlink_format_i64.exit518

sign.i516:                                        ; preds = %digits.done.i514
  %sign.at.i515 = getelementptr inbounds i8, ptr %cursor.i506, i64 -2
  store i8 45, ptr %sign.at.i515, align 1
  br label %__modlink_format_i64.exit518

__modlink_format_i64.exit518:                     ; preds = %digits.done.i514, %sign.i516
  %start.i517 = phi ptr [ %digit.at.i507, %digits.done.i514 ], [ %sign.at.i515, %sign.i516 ]
  %part124 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i517, ptr %part124, align 8
  %part125 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.14, ptr %part125, align 8
  %end.i519 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i519, align 1
  %digit.at.i522 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i522, align 1
  %part127 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i522, ptr %part127, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i531

call.i531:                                        ; preds = %__modlink_format_i64.exit518
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check18.fail:                                     ; preds = %Y.strides.done
  store ptr @.str.23, ptr %message.parts, align 8
  %44 = tail call i32 @llvm.abs.i32(i32 %Mask.type_index, i1 false)
  %45 = zext i32 %44 to i64
  %end.i533 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i533, align 1
  br label %digit.i541

digit.i541:                                       ; preds = %digit.i541, %check18.fail
  %remaining.i534 = phi i64 [ %45, %check18.fail ], [ %rest.i540, %digit.i541 ]
  %cursor.i535 = phi ptr [ %end.i533, %check18.fail ], [ %digit.at.i536, %digit.i541 ]
  %digit.at.i536 = getelementptr inbounds i8, ptr %cursor.i535, i64 -1
  %digit1.i537 = urem i64 %remaining.i534, 10
  %digit.byte.i538 = trunc i64 %digit1.i537 to i8
  %ascii.i539 = or i8 %digit.byte.i538, 48
  store i8 %ascii.i539, ptr %digit.at.i536, align 1
  %rest.i540 = udiv i64 %remaining.i534, 10
  %46 = icmp ult i64 %remaining.i534, 10
  br i1 %46, label %digits.done.i543, label %digit.i541

digits.done.i543:                                 ; preds = %digit.i541
  %neg.i542 = icmp slt i32 %Mask.type_index, 0
  br i1 %neg.i542, label %sign.i545, label %__modlink_format_i64.exit547

sign.i545:                                        ; preds = %digits.done.i543
  %sign.at.i544 = getelementptr inbounds i8, ptr %cursor.i535, i64 -2
  store i8 45, ptr %sign.at.i544, align 1
  br label %__modlink_format_i64.exit547

__modlink_format_i64.exit547:                     ; preds = %digits.done.i543, %sign.i545
  %start.i546 = phi ptr [ %digit.at.i536, %digits.done.i543 ], [ %sign.at.i544, %sign.i545 ]
  %part141 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i546, ptr %part141, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i548

call.i548:                                        ; preds = %__modlink_format_i64.exit547
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
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i550

call.i550:                                        ; preds = %check19.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check19.ok:                                       ; preds = %check18.ok
  %ndim.at145 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Mask.dltensor, i64 0, i32 2
  %Mask.ndim = load i32, ptr %ndim.at145, align 4
  %ndim.ok146 = icmp eq i32 %Mask.ndim, 1
  br i1 %ndim.ok146, label %check20.ok, label %check20.fail

check20.fail:                                     ; preds = %check19.ok
  store ptr @.str.25, ptr %message.parts, align 8
  %47 = tail call i32 @llvm.abs.i32(i32 %Mask.ndim, i1 false)
  %48 = zext i32 %47 to i64
  %end.i552 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i552, align 1
  br label %digit.i560

digit.i560:                                       ; preds = %digit.i560, %check20.fail
  %remaining.i553 = phi i64 [ %48, %check20.fail ], [ %rest.i559, %digit.i560 ]
  %cursor.i554 = phi ptr [ %end.i552, %check20.fail ], [ %digit.at.i555, %digit.i560 ]
  %digit.at.i555 = getelementptr inbounds i8, ptr %cursor.i554, i64 -1
  %digit1.i556 = urem i64 %remaining.i553, 10
  %digit.byte.i557 = trunc i64 %digit1.i556 to i8
  %ascii.i558 = or i8 %digit.byte.i557, 48
  store i8 %ascii.i558, ptr %digit.at.i555, align 1
  %rest.i559 = udiv i64 %remaining.i553, 10
  %49 = icmp ult i64 %remaining.i553, 10
  br i1 %49, label %digits.done.i562, label %digit.i560

digits.done.i562:                                 ; preds = %digit.i560
  %neg.i561 = icmp slt i32 %Mask.ndim, 0
  br i1 %neg.i561, label %sign.i564, label %__modlink_format_i64.exit566

sign.i564:                                        ; preds = %digits.done.i562
  %sign.at.i563 = getelementptr inbounds i8, ptr %cursor.i554, i64 -2
  store i8 45, ptr %sign.at.i563, align 1
  br label %__modlink_format_i64.exit566

__modlink_format_i64.exit566:                     ; preds = %digits.done.i562, %sign.i564
  %start.i565 = phi ptr [ %digit.at.i555, %digits.done.i562 ], [ %sign.at.i563, %sign.i564 ]
  %part150 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i565, ptr %part150, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i567

call.i567:                                        ; preds = %__modlink_format_i64.exit566
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
  %end.i569 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i569, align 1
  br label %digit.i577

digit.i577:                                       ; preds = %digit.i577, %check21.fail
  %remaining.i570 = phi i64 [ %code163, %check21.fail ], [ %rest.i576, %digit.i577 ]
  %cursor.i571 = phi ptr [ %end.i569, %check21.fail ], [ %digit.at.i572, %digit.i577 ]
  %digit.at.i572 = getelementptr inbounds i8, ptr %cursor.i571, i64 -1
  %digit1.i573 = urem i64 %remaining.i570, 10
  %digit.byte.i574 = trunc i64 %digit1.i573 to i8
  %ascii.i575 = or i8 %digit.byte.i574, 48
  store i8 %ascii.i575, ptr %digit.at.i572, align 1
  %rest.i576 = udiv i64 %remaining.i570, 10
  %50 = icmp ult i64 %remaining.i570, 10
  br i1 %50, label %__modlink_format_i64.exit580, label %digit.i577

__modlink_format_i64.exit580:                     ; preds = %digit.i577
  %bits164 = zext i8 %bits156 to i64
  %part168 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %digit.at.i572, ptr %part168, align 8
  %part169 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.10, ptr %part169, align 8
  %end.i581 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i581, align 1
  br label %digit.i589

digit.i589:                                       ; preds = %digit.i589, %__modlink_format_i64.exit580
  %remaining.i582 = phi i64 [ %bits164, %__modlink_format_i64.exit580 ], [ %rest.i588, %digit.i589 ]
  %cursor.i583 = phi ptr [ %end.i581, %__modlink_format_i64.exit580 ], [ %digit.at.i584, %digit.i589 ]
  %digit.at.i584 = getelementptr inbounds i8, ptr %cursor.i583, i64 -1
  %digit1.i585 = urem i64 %remaining.i582, 10
  %digit.byte.i586 = trunc i64 %digit1.i585 to i8
  %ascii.i587 = or i8 %digit.byte.i586, 48
  store i8 %ascii.i587, ptr %digit.at.i584, align 1
  %rest.i588 = udiv i64 %remaining.i582, 10
  %51 = icmp ult i64 %remaining.i582, 10
  br i1 %51, label %__modlink_format_i64.exit592, label %digit.i589

__modlink_format_i64.exit592:                     ; preds = %digit.i589
  %part171 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i584, ptr %part171, align 8
  %part172 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 4
  store ptr @.str.11, ptr %part172, align 8
  %end.i593 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i593, align 1
  br label %digit.i601

digit.i601:                                       ; preds = %digit.i601, %__modlink_format_i64.exit592
  %remaining.i594 = phi i64 [ %lanes165, %__modlink_format_i64.exit592 ], [ %rest.i600, %digit.i601 ]
  %cursor.i595 = phi ptr [ %end.i593, %__modlink_format_i64.exit592 ], [ %digit.at.i596, %digit.i601 ]
  %digit.at.i596 = getelementptr inbounds i8, ptr %cursor.i595, i64 -1
  %digit1.i597 = urem i64 %remaining.i594, 10
  %digit.byte.i598 = trunc i64 %digit1.i597 to i8
  %ascii.i599 = or i8 %digit.byte.i598, 48
  store i8 %ascii.i599, ptr %digit.at.i596, align 1
  %rest.i600 = udiv i64 %remaining.i594, 10
  %52 = icmp ult i64 %remaining.i594, 10
  br i1 %52, label %__modlink_format_i64.exit604, label %digit.i601

__modlink_format_i64.exit604:                     ; preds = %digit.i601
  %part174 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 5
  store ptr %digit.at.i596, ptr %part174, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i605

call.i605:                                        ; preds = %__modlink_format_i64.exit604
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check21.ok:                                       ; preds = %check20.ok
  %device.at175 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Mask.dltensor, i64 0, i32 1
  %Mask.device_type = load i32, ptr %device.at175, align 4
  %device.ok176 = icmp eq i32 %Mask.device_type, 1
  br i1 %device.ok176, label %check22.ok, label %check22.fail

check22.fail:                                     ; preds = %check21.ok
  store ptr @.str.27, ptr %message.parts, align 8
  %53 = tail call i32 @llvm.abs.i32(i32 %Mask.device_type, i1 false)
  %54 = zext i32 %53 to i64
  %end.i607 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i607, align 1
  br label %digit.i615

digit.i615:                                       ; preds = %digit.i615, %check22.fail
  %remaining.i608 = phi i64 [ %54, %check22.fail ], [ %rest.i614, %digit.i615 ]
  %cursor.i609 = phi ptr [ %end.i607, %check22.fail ], [ %digit.at.i610, %digit.i615 ]
  %digit.at.i610 = getelementptr inbounds i8, ptr %cursor.i609, i64 -1
  %digit1.i611 = urem i64 %remaining.i608, 10
  %digit.byte.i612 = trunc i64 %digit1.i611 to i8
  %ascii.i613 = or i8 %digit.byte.i612, 48
  store i8 %ascii.i613, ptr %digit.at.i610, align 1
  %rest.i614 = udiv i64 %remaining.i608, 10
  %55 = icmp ult i64 %remaining.i608, 10
  br i1 %55, label %digits.done.i617, label %digit.i615

digits.done.i617:                                 ; preds = %digit.i615
  %neg.i616 = icmp slt i32 %Mask.device_type, 0
  br i1 %neg.i616, label %sign.i619, label %__modlink_format_i64.exit621

sign.i619:                                        ; preds = %digits.done.i617
  %sign.at.i618 = getelementptr inbounds i8, ptr %cursor.i609, i64 -2
  store i8 45, ptr %sign.at.i618, align 1
  br label %__modlink_format_i64.exit621

__modlink_format_i64.exit621:                     ; preds = %digits.done.i617, %sign.i619
  %start.i620 = phi ptr [ %digit.at.i610, %digits.done.i617 ], [ %sign.at.i618, %sign.i619 ]
  %part180 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i620, ptr %part180, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i622

call.i622:                                        ; preds = %__modlink_format_i64.exit621
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
  %56 = tail call i64 @llvm.abs.i64(i64 %Mask.shape0, i1 false)
  %end.i624 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i624, align 1
  br label %digit.i632

digit.i632:                                       ; preds = %digit.i632, %check23.fail
  %remaining.i625 = phi i64 [ %56, %check23.fail ], [ %rest.i631, %digit.i632 ]
  %cursor.i626 = phi ptr [ %end.i624, %check23.fail ], [ %digit.at.i627, %digit.i632 ]
  %digit.at.i627 = getelementptr inbounds i8, ptr %cursor.i626, i64 -1
  %digit1.i628 = urem i64 %remaining.i625, 10
  %digit.byte.i629 = trunc i64 %digit1.i628 to i8
  %ascii.i630 = or i8 %digit.byte.i629, 48
  store i8 %ascii.i630, ptr %digit.at.i627, align 1
  %rest.i631 = udiv i64 %remaining.i625, 10
  %57 = icmp ult i64 %remaining.i625, 10
  br i1 %57, label %digits.done.i634, label %digit.i632

digits.done.i634:                                 ; preds = %digit.i632
  %neg.i633 = icmp slt i64 %Mask.shape0, 0
  br i1 %neg.i633, label %sign.i636, label %__modlink_format_i64.exit638

sign.i636:                                        ; preds = %digits.done.i634
  %sign.at.i635 = getelementptr inbounds i8, ptr %cursor.i626, i64 -2
  store i8 45, ptr %sign.at.i635, align 1
  br label %__modlink_format_i64.exit638

__modlink_format_i64.exit638:                     ; preds = %digits.done.i634, %sign.i636
  %start.i637 = phi ptr [ %digit.at.i627, %digits.done.i634 ], [ %sign.at.i635, %sign.i636 ]
  %part186 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i637, ptr %part186, align 8
  %part187 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.21, ptr %part187, align 8
  %58 = call i64 @llvm.abs.i64(i64 %X.shape0, i1 false)
  %end.i639 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i639, align 1
  br label %digit.i647

digit.i647:                                       ; preds = %digit.i647, %__modlink_format_i64.exit638
  %remaining.i640 = phi i64 [ %58, %__modlink_format_i64.exit638 ], [ %rest.i646, %digit.i647 ]
  %cursor.i641 = phi ptr [ %end.i639, %__modlink_format_i64.exit638 ], [ %digit.at.i642, %digit.i647 ]
  %digit.at.i642 = getelementptr inbounds i8, ptr %cursor.i641, i64 -1
  %digit1.i643 = urem i64 %remaining.i640, 10
  %digit.byte.i644 = trunc i64 %digit1.i643 to i8
  %ascii.i645 = or i8 %digit.byte.i644, 48
  store i8 %ascii.i645, ptr %digit.at.i642, align 1
  %rest.i646 = udiv i64 %remaining.i640, 10
  %59 = icmp ult i64 %remaining.i640, 10
  br i1 %59, label %digits.done.i649, label %digit.i647

digits.done.i649:                                 ; preds = %digit.i647
  %neg.i648 = icmp slt i64 %X.shape0, 0
  br i1 %neg.i648, label %sign.i651, label %__modlink_format_i64.exit653

sign.i651:                                        ; preds = %digits.done.i649
  %sign.at.i650 = getelementptr inbounds i8, ptr %cursor.i641, i64 -2
  store i8 45, ptr %sign.at.i650, align 1
  br label %__modlink_format_i64.exit653

__modlink_format_i64.exit653:                     ; preds = %digits.done.i649, %sign.i651
  %start.i652 = phi ptr [ %digit.at.i642, %digits.done.i649 ], [ %sign.at.i650, %sign.i651 ]
  %part189 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %start.i652, ptr %part189, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i654

call.i654:                                        ; preds = %__modlink_format_i64.exit653
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
  %60 = shl i64 %X.shape0, 3
  %61 = add i64 %byte_offset132, %60
  %uglygep = getelementptr i8, ptr %data130, i64 %61
  %62 = shl i64 %X.shape0, 2
  %63 = add i64 %byte_offset206, %62
  %uglygep685 = getelementptr i8, ptr %data204, i64 %63
  %64 = add i64 %byte_offset, %60
  %uglygep686 = getelementptr i8, ptr %data, i64 %64
  %bound0 = icmp ult ptr %Y.data, %uglygep685
  %bound1 = icmp ult ptr %Mask.data, %uglygep
  %found.conflict = and i1 %bound0, %bound1
  %bound0687 = icmp ult ptr %Y.data, %uglygep686
  %bound1688 = icmp ult ptr %X.data, %uglygep
  %found.conflict689 = and i1 %bound0687, %bound1688
  %conflict.rdx = or i1 %found.conflict, %found.conflict689
  %bound0690 = icmp ult ptr %Mask.data, %uglygep686
  %bound1691 = icmp ult ptr %X.data, %uglygep685
  %found.conflict692 = and i1 %bound0690, %bound1691
  %conflict.rdx693 = or i1 %conflict.rdx, %found.conflict692
  br i1 %conflict.rdx693, label %for.i.body.i.preheader, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %X.shape0, -4
  %broadcast.splatinsert = insertelement <2 x double> poison, double %cast.i, i64 0
  %broadcast.splat = shufflevector <2 x double> %broadcast.splatinsert, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert695 = insertelement <2 x double> poison, double %cast.i, i64 0
  %broadcast.splat696 = shufflevector <2 x double> %broadcast.splatinsert695, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert697 = insertelement <2 x double> poison, double %lo.f64, i64 0
  %broadcast.splat698 = shufflevector <2 x double> %broadcast.splatinsert697, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert699 = insertelement <2 x double> poison, double %lo.f64, i64 0
  %broadcast.splat700 = shufflevector <2 x double> %broadcast.splatinsert699, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert701 = insertelement <2 x double> poison, double %hi.f64, i64 0
  %broadcast.splat702 = shufflevector <2 x double> %broadcast.splatinsert701, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert703 = insertelement <2 x double> poison, double %hi.f64, i64 0
  %broadcast.splat704 = shufflevector <2 x double> %broadcast.splatinsert703, <2 x double> poison, <2 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %65 = getelementptr inbounds double, ptr %X.data, i64 %index
  %wide.load = load <2 x double>, ptr %65, align 8, !alias.scope !11
  %66 = getelementptr inbounds double, ptr %65, i64 2
  %wide.load694 = load <2 x double>, ptr %66, align 8, !alias.scope !11
  %67 = fmul <2 x double> %wide.load, %broadcast.splat
  %68 = fmul <2 x double> %wide.load694, %broadcast.splat696
  %69 = getelementptr inbounds double, ptr %Y.data, i64 %index
  %70 = fcmp olt <2 x double> %67, %broadcast.splat698
  %71 = fcmp olt <2 x double> %68, %broadcast.splat700
  %72 = fcmp ogt <2 x double> %67, %broadcast.splat702
  %73 = fcmp ogt <2 x double> %68, %broadcast.splat704
  %74 = select <2 x i1> %72, <2 x double> %broadcast.splat702, <2 x double> %67
  %75 = select <2 x i1> %73, <2 x double> %broadcast.splat704, <2 x double> %68
  %76 = select <2 x i1> %70, <2 x double> %broadcast.splat698, <2 x double> %74
  %77 = select <2 x i1> %71, <2 x double> %broadcast.splat700, <2 x double> %75
  store <2 x double> %76, ptr %69, align 8, !alias.scope !14, !noalias !16
  %78 = getelementptr inbounds double, ptr %69, i64 2
  store <2 x double> %77, ptr %78, align 8, !alias.scope !14, !noalias !16
  %79 = select <2 x i1> %70, <2 x i1> <i1 true, i1 true>, <2 x i1> %72
  %80 = select <2 x i1> %71, <2 x i1> <i1 true, i1 true>, <2 x i1> %73
  %81 = zext <2 x i1> %79 to <2 x i32>
  %82 = zext <2 x i1> %80 to <2 x i32>
  %83 = getelementptr inbounds i32, ptr %Mask.data, i64 %index
  store <2 x i32> %81, ptr %83, align 4, !alias.scope !18, !noalias !11
  %84 = getelementptr inbounds i32, ptr %83, i64 2
  store <2 x i32> %82, ptr %84, align 4, !alias.scope !18, !noalias !11
  %index.next = add nuw i64 %index, 4
  %85 = icmp eq i64 %index.next, %n.vec
  br i1 %85, label %middle.block, label %vector.body, !llvm.loop !19

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %X.shape0, %n.vec
  br i1 %cmp.n, label %common.ret, label %for.i.body.i.preheader

for.i.body.i.preheader:                           ; preds = %vector.memcheck, %for.i.body.lr.ph.i, %middle.block
  %i.addr.07.i.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.i.body.lr.ph.i ], [ %n.vec, %middle.block ]
  %.neg = or i64 %i.addr.07.i.ph, 1
  %xtraiter = and i64 %X.shape0, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.i.body.i.prol.loopexit, label %for.i.body.i.prol

for.i.body.i.prol:                                ; preds = %for.i.body.i.preheader
  %X.addr.i.prol = getelementptr inbounds double, ptr %X.data, i64 %i.addr.07.i.ph
  %X.elem.i.prol = load double, ptr %X.addr.i.prol, align 8
  %v.i.prol = fmul double %X.elem.i.prol, %cast.i
  %Y.addr.i.prol = getelementptr inbounds double, ptr %Y.data, i64 %i.addr.07.i.ph
  %cmp.i.prol = fcmp olt double %v.i.prol, %lo.f64
  %cmp1.i.prol = fcmp ogt double %v.i.prol, %hi.f64
  %select.i.prol = select i1 %cmp1.i.prol, double %hi.f64, double %v.i.prol
  %select2.i.prol = select i1 %cmp.i.prol, double %lo.f64, double %select.i.prol
  store double %select2.i.prol, ptr %Y.addr.i.prol, align 8
  %or.i.prol = select i1 %cmp.i.prol, i1 true, i1 %cmp1.i.prol
  %spec.select.i.prol = zext i1 %or.i.prol to i32
  %86 = getelementptr inbounds i32, ptr %Mask.data, i64 %i.addr.07.i.ph
  store i32 %spec.select.i.prol, ptr %86, align 4
  %i.next.i.prol = or i64 %i.addr.07.i.ph, 1
  br label %for.i.body.i.prol.loopexit

for.i.body.i.prol.loopexit:                       ; preds = %for.i.body.i.prol, %for.i.body.i.preheader
  %i.addr.07.i.unr = phi i64 [ %i.addr.07.i.ph, %for.i.body.i.preheader ], [ %i.next.i.prol, %for.i.body.i.prol ]
  %87 = icmp eq i64 %X.shape0, %.neg
  br i1 %87, label %common.ret, label %for.i.body.i

for.i.body.i:                                     ; preds = %for.i.body.i.prol.loopexit, %for.i.body.i
  %i.addr.07.i = phi i64 [ %i.next.i.1, %for.i.body.i ], [ %i.addr.07.i.unr, %for.i.body.i.prol.loopexit ]
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
  %88 = getelementptr inbounds i32, ptr %Mask.data, i64 %i.addr.07.i
  store i32 %spec.select.i, ptr %88, align 4
  %i.next.i = add nuw nsw i64 %i.addr.07.i, 1
  %X.addr.i.1 = getelementptr inbounds double, ptr %X.data, i64 %i.next.i
  %X.elem.i.1 = load double, ptr %X.addr.i.1, align 8
  %v.i.1 = fmul double %X.elem.i.1, %cast.i
  %Y.addr.i.1 = getelementptr inbounds double, ptr %Y.data, i64 %i.next.i
  %cmp.i.1 = fcmp olt double %v.i.1, %lo.f64
  %cmp1.i.1 = fcmp ogt double %v.i.1, %hi.f64
  %select.i.1 = select i1 %cmp1.i.1, double %hi.f64, double %v.i.1
  %select2.i.1 = select i1 %cmp.i.1, double %lo.f64, double %select.i.1
  store double %select2.i.1, ptr %Y.addr.i.1, align 8
  %or.i.1 = select i1 %cmp.i.1, i1 true, i1 %cmp1.i.1
  %spec.select.i.1 = zext i1 %or.i.1 to i32
  %89 = getelementptr inbounds i32, ptr %Mask.data, i64 %i.next.i
  store i32 %spec.select.i.1, ptr %89, align 4
  %i.next.i.1 = add nuw nsw i64 %i.addr.07.i, 2
  %exitcond.not.i.1 = icmp eq i64 %i.next.i.1, %X.shape0
  br i1 %exitcond.not.i.1, label %common.ret, label %for.i.body.i, !llvm.loop !20

check24.fail:                                     ; preds = %Mask.strides.check
  store ptr @.str.29, ptr %message.parts, align 8
  %90 = tail call i64 @llvm.abs.i64(i64 %Mask.stride0, i1 false)
  %end.i656 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i656, align 1
  br label %digit.i664

digit.i664:                                       ; preds = %digit.i664, %check24.fail
  %remaining.i657 = phi i64 [ %90, %check24.fail ], [ %rest.i663, %digit.i664 ]
  %cursor.i658 = phi ptr [ %end.i656, %check24.fail ], [ %digit.at.i659, %digit.i664 ]
  %digit.at.i659 = getelementptr inbounds i8, ptr %cursor.i658, i64 -1
  %digit1.i660 = urem i64 %remaining.i657, 10
  %digit.byte.i661 = trunc i64 %digit1.i660 to i8
  %ascii.i662 = or i8 %digit.byte.i661, 48
  store i8 %ascii.i662, ptr %digit.at.i659, align 1
  %rest.i663 = udiv i64 %remaining.i657, 10
  %91 = icmp ult i64 %remaining.i657, 10
  br i1 %91, label %digits.done.i666, label %digit.i664

digits.done.i666:                                 ; preds = %digit.i664
  %neg.i665 = icmp slt i64 %Mask.stride0, 0
  br i1 %neg.i665, label %sign.i668, label %__modlink_format_i64.exit670

sign.i668:                                        ; preds = %digits.done.i666
  %sign.at.i667 = getelementptr inbounds i8, ptr %cursor.i658, i64 -2
  store i8 45, ptr %sign.at.i667, align 1
  br label %__modlink_format_i64.exit670

__modlink_format_i64.exit670:                     ; preds = %digits.done.i666, %sign.i668
  %start.i669 = phi ptr [ %digit.at.i659, %digits.done.i666 ], [ %sign.at.i667, %sign.i668 ]
  %part198 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i669, ptr %part198, align 8
  %part199 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.14, ptr %part199, align 8
  %end.i671 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i671, align 1
  %digit.at.i674 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i674, align 1
  %part201 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i674, ptr %part201, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i683

call.i683:                                        ; preds = %__modlink_format_i64.exit670
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret
}

declare extern_weak void @TVMFFIErrorSetRaisedFromCStrParts(ptr, ptr, i32)

define weak i32 @__tvm_ffi_main(ptr %self, ptr %args, i32 %num_args, ptr %result) local_unnamed_addr {
entry:
  %status = tail call i32 @__tvm_ffi_clamp_scale(ptr poison, ptr %args, i32 %num_args, ptr poison)
  ret i32 %status
}

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.abs.i64(i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.abs.i32(i32, i1 immarg) #1

attributes #0 = { argmemonly nofree norecurse nosync nounwind }
attributes #1 = { nocallback nofree nosync nounwind readnone speculatable willreturn }

!0 = !{!1}
!1 = distinct !{!1, !2}
!2 = distinct !{!2, !"LVerDomain"}
!3 = !{!4}
!4 = distinct !{!4, !2}
!5 = !{!6, !1}
!6 = distinct !{!6, !2}
!7 = !{!6}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.isvectorized", i32 1}
!10 = distinct !{!10, !9}
!11 = !{!12}
!12 = distinct !{!12, !13}
!13 = distinct !{!13, !"LVerDomain"}
!14 = !{!15}
!15 = distinct !{!15, !13}
!16 = !{!17, !12}
!17 = distinct !{!17, !13}
!18 = !{!17}
!19 = distinct !{!19, !9}
!20 = distinct !{!20, !9}
