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

common.ret:                                       ; preds = %for.i.body.i.prol.loopexit, %for.i.body.i, %middle.block, %call.i695, %__modlink_format_i64.exit682, %Mask.strides.done, %call.i666, %__modlink_format_i64.exit665, %call.i634, %__modlink_format_i64.exit633, %call.i617, %__modlink_format_i64.exit616, %call.i579, %__modlink_format_i64.exit578, %call.i562, %check19.fail, %call.i560, %__modlink_format_i64.exit559, %call.i543, %__modlink_format_i64.exit530, %call.i514, %__modlink_format_i64.exit513, %call.i482, %__modlink_format_i64.exit481, %call.i465, %__modlink_format_i64.exit464, %call.i427, %__modlink_format_i64.exit426, %call.i410, %check12.fail, %call.i408, %__modlink_format_i64.exit407, %call.i391, %__modlink_format_i64.exit378, %call.i362, %__modlink_format_i64.exit361, %call.i345, %__modlink_format_i64.exit344, %call.i307, %__modlink_format_i64.exit306, %call.i290, %check6.fail, %call.i288, %__modlink_format_i64.exit287, %call.i271, %__modlink_format_i64.exit270, %call.i254, %__modlink_format_i64.exit253, %call.i237, %__modlink_format_i64.exit236, %call.i, %__modlink_format_i64.exit
  %common.ret.op = phi i32 [ -1, %__modlink_format_i64.exit ], [ -1, %call.i ], [ -1, %__modlink_format_i64.exit236 ], [ -1, %call.i237 ], [ -1, %__modlink_format_i64.exit253 ], [ -1, %call.i254 ], [ -1, %__modlink_format_i64.exit270 ], [ -1, %call.i271 ], [ -1, %__modlink_format_i64.exit287 ], [ -1, %call.i288 ], [ -1, %check6.fail ], [ -1, %call.i290 ], [ -1, %__modlink_format_i64.exit306 ], [ -1, %call.i307 ], [ -1, %__modlink_format_i64.exit344 ], [ -1, %call.i345 ], [ -1, %__modlink_format_i64.exit361 ], [ -1, %call.i362 ], [ -1, %__modlink_format_i64.exit378 ], [ -1, %call.i391 ], [ -1, %__modlink_format_i64.exit407 ], [ -1, %call.i408 ], [ -1, %check12.fail ], [ -1, %call.i410 ], [ -1, %__modlink_format_i64.exit426 ], [ -1, %call.i427 ], [ -1, %__modlink_format_i64.exit464 ], [ -1, %call.i465 ], [ -1, %__modlink_format_i64.exit481 ], [ -1, %call.i482 ], [ -1, %__modlink_format_i64.exit513 ], [ -1, %call.i514 ], [ -1, %__modlink_format_i64.exit530 ], [ -1, %call.i543 ], [ -1, %__modlink_format_i64.exit559 ], [ -1, %call.i560 ], [ -1, %check19.fail ], [ -1, %call.i562 ], [ -1, %__modlink_format_i64.exit578 ], [ -1, %call.i579 ], [ -1, %__modlink_format_i64.exit616 ], [ -1, %call.i617 ], [ -1, %__modlink_format_i64.exit633 ], [ -1, %call.i634 ], [ -1, %__modlink_format_i64.exit665 ], [ -1, %call.i666 ], [ 0, %Mask.strides.done ], [ -1, %__modlink_format_i64.exit682 ], [ -1, %call.i695 ], [ 0, %middle.block ], [ 0, %for.i.body.i ], [ 0, %for.i.body.i.prol.loopexit ]
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
  %end.i222 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i222, align 1
  br label %digit.i230

digit.i230:                                       ; preds = %digit.i230, %check2.fail
  %remaining.i223 = phi i64 [ %4, %check2.fail ], [ %rest.i229, %digit.i230 ]
  %cursor.i224 = phi ptr [ %end.i222, %check2.fail ], [ %digit.at.i225, %digit.i230 ]
  %digit.at.i225 = getelementptr inbounds i8, ptr %cursor.i224, i64 -1
  %digit1.i226 = urem i64 %remaining.i223, 10
  %digit.byte.i227 = trunc i64 %digit1.i226 to i8
  %ascii.i228 = or i8 %digit.byte.i227, 48
  store i8 %ascii.i228, ptr %digit.at.i225, align 1
  %rest.i229 = udiv i64 %remaining.i223, 10
  %5 = icmp ult i64 %remaining.i223, 10
  br i1 %5, label %digits.done.i232, label %digit.i230

digits.done.i232:                                 ; preds = %digit.i230
  %neg.i231 = icmp slt i32 %lo.type_index, 0
  br i1 %neg.i231, label %sign.i234, label %__modlink_format_i64.exit236

sign.i234:                                        ; preds = %digits.done.i232
  %sign.at.i233 = getelementptr inbounds i8, ptr %cursor.i224, i64 -2
  store i8 45, ptr %sign.at.i233, align 1
  br label %__modlink_format_i64.exit236

__modlink_format_i64.exit236:                     ; preds = %digits.done.i232, %sign.i234
  %start.i235 = phi ptr [ %digit.at.i225, %digits.done.i232 ], [ %sign.at.i233, %sign.i234 ]
  %part7 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i235, ptr %part7, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i237

call.i237:                                        ; preds = %__modlink_format_i64.exit236
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
  %6 = tail call i32 @llvm.abs.i32(i32 %hi.type_index, i1 false)
  %7 = zext i32 %6 to i64
  %end.i239 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i239, align 1
  br label %digit.i247

digit.i247:                                       ; preds = %digit.i247, %check3.fail
  %remaining.i240 = phi i64 [ %7, %check3.fail ], [ %rest.i246, %digit.i247 ]
  %cursor.i241 = phi ptr [ %end.i239, %check3.fail ], [ %digit.at.i242, %digit.i247 ]
  %digit.at.i242 = getelementptr inbounds i8, ptr %cursor.i241, i64 -1
  %digit1.i243 = urem i64 %remaining.i240, 10
  %digit.byte.i244 = trunc i64 %digit1.i243 to i8
  %ascii.i245 = or i8 %digit.byte.i244, 48
  store i8 %ascii.i245, ptr %digit.at.i242, align 1
  %rest.i246 = udiv i64 %remaining.i240, 10
  %8 = icmp ult i64 %remaining.i240, 10
  br i1 %8, label %digits.done.i249, label %digit.i247

digits.done.i249:                                 ; preds = %digit.i247
  %neg.i248 = icmp slt i32 %hi.type_index, 0
  br i1 %neg.i248, label %sign.i251, label %__modlink_format_i64.exit253

sign.i251:                                        ; preds = %digits.done.i249
  %sign.at.i250 = getelementptr inbounds i8, ptr %cursor.i241, i64 -2
  store i8 45, ptr %sign.at.i250, align 1
  br label %__modlink_format_i64.exit253

__modlink_format_i64.exit253:                     ; preds = %digits.done.i249, %sign.i251
  %start.i252 = phi ptr [ %digit.at.i242, %digits.done.i249 ], [ %sign.at.i250, %sign.i251 ]
  %part17 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i252, ptr %part17, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i254

call.i254:                                        ; preds = %__modlink_format_i64.exit253
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
  %9 = tail call i32 @llvm.abs.i32(i32 %k.type_index, i1 false)
  %10 = zext i32 %9 to i64
  %end.i256 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i256, align 1
  br label %digit.i264

digit.i264:                                       ; preds = %digit.i264, %check4.fail
  %remaining.i257 = phi i64 [ %10, %check4.fail ], [ %rest.i263, %digit.i264 ]
  %cursor.i258 = phi ptr [ %end.i256, %check4.fail ], [ %digit.at.i259, %digit.i264 ]
  %digit.at.i259 = getelementptr inbounds i8, ptr %cursor.i258, i64 -1
  %digit1.i260 = urem i64 %remaining.i257, 10
  %digit.byte.i261 = trunc i64 %digit1.i260 to i8
  %ascii.i262 = or i8 %digit.byte.i261, 48
  store i8 %ascii.i262, ptr %digit.at.i259, align 1
  %rest.i263 = udiv i64 %remaining.i257, 10
  %11 = icmp ult i64 %remaining.i257, 10
  br i1 %11, label %digits.done.i266, label %digit.i264

digits.done.i266:                                 ; preds = %digit.i264
  %neg.i265 = icmp slt i32 %k.type_index, 0
  br i1 %neg.i265, label %sign.i268, label %__modlink_format_i64.exit270

sign.i268:                                        ; preds = %digits.done.i266
  %sign.at.i267 = getelementptr inbounds i8, ptr %cursor.i258, i64 -2
  store i8 45, ptr %sign.at.i267, align 1
  br label %__modlink_format_i64.exit270

__modlink_format_i64.exit270:                     ; preds = %digits.done.i266, %sign.i268
  %start.i269 = phi ptr [ %digit.at.i259, %digits.done.i266 ], [ %sign.at.i267, %sign.i268 ]
  %part27 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i269, ptr %part27, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i271

call.i271:                                        ; preds = %__modlink_format_i64.exit270
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
  %end.i273 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i273, align 1
  br label %digit.i281

digit.i281:                                       ; preds = %digit.i281, %check5.fail
  %remaining.i274 = phi i64 [ %13, %check5.fail ], [ %rest.i280, %digit.i281 ]
  %cursor.i275 = phi ptr [ %end.i273, %check5.fail ], [ %digit.at.i276, %digit.i281 ]
  %digit.at.i276 = getelementptr inbounds i8, ptr %cursor.i275, i64 -1
  %digit1.i277 = urem i64 %remaining.i274, 10
  %digit.byte.i278 = trunc i64 %digit1.i277 to i8
  %ascii.i279 = or i8 %digit.byte.i278, 48
  store i8 %ascii.i279, ptr %digit.at.i276, align 1
  %rest.i280 = udiv i64 %remaining.i274, 10
  %14 = icmp ult i64 %remaining.i274, 10
  br i1 %14, label %digits.done.i283, label %digit.i281

digits.done.i283:                                 ; preds = %digit.i281
  %neg.i282 = icmp slt i32 %X.type_index, 0
  br i1 %neg.i282, label %sign.i285, label %__modlink_format_i64.exit287

sign.i285:                                        ; preds = %digits.done.i283
  %sign.at.i284 = getelementptr inbounds i8, ptr %cursor.i275, i64 -2
  store i8 45, ptr %sign.at.i284, align 1
  br label %__modlink_format_i64.exit287

__modlink_format_i64.exit287:                     ; preds = %digits.done.i283, %sign.i285
  %start.i286 = phi ptr [ %digit.at.i276, %digits.done.i283 ], [ %sign.at.i284, %sign.i285 ]
  %part37 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i286, ptr %part37, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i288

call.i288:                                        ; preds = %__modlink_format_i64.exit287
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
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i290

call.i290:                                        ; preds = %check6.fail
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
  %end.i292 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i292, align 1
  br label %digit.i300

digit.i300:                                       ; preds = %digit.i300, %check7.fail
  %remaining.i293 = phi i64 [ %16, %check7.fail ], [ %rest.i299, %digit.i300 ]
  %cursor.i294 = phi ptr [ %end.i292, %check7.fail ], [ %digit.at.i295, %digit.i300 ]
  %digit.at.i295 = getelementptr inbounds i8, ptr %cursor.i294, i64 -1
  %digit1.i296 = urem i64 %remaining.i293, 10
  %digit.byte.i297 = trunc i64 %digit1.i296 to i8
  %ascii.i298 = or i8 %digit.byte.i297, 48
  store i8 %ascii.i298, ptr %digit.at.i295, align 1
  %rest.i299 = udiv i64 %remaining.i293, 10
  %17 = icmp ult i64 %remaining.i293, 10
  br i1 %17, label %digits.done.i302, label %digit.i300

digits.done.i302:                                 ; preds = %digit.i300
  %neg.i301 = icmp slt i32 %X.ndim, 0
  br i1 %neg.i301, label %sign.i304, label %__modlink_format_i64.exit306

sign.i304:                                        ; preds = %digits.done.i302
  %sign.at.i303 = getelementptr inbounds i8, ptr %cursor.i294, i64 -2
  store i8 45, ptr %sign.at.i303, align 1
  br label %__modlink_format_i64.exit306

__modlink_format_i64.exit306:                     ; preds = %digits.done.i302, %sign.i304
  %start.i305 = phi ptr [ %digit.at.i295, %digits.done.i302 ], [ %sign.at.i303, %sign.i304 ]
  %part41 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i305, ptr %part41, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i307

call.i307:                                        ; preds = %__modlink_format_i64.exit306
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
  %end.i309 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i309, align 1
  br label %digit.i317

digit.i317:                                       ; preds = %digit.i317, %check8.fail
  %remaining.i310 = phi i64 [ %code43, %check8.fail ], [ %rest.i316, %digit.i317 ]
  %cursor.i311 = phi ptr [ %end.i309, %check8.fail ], [ %digit.at.i312, %digit.i317 ]
  %digit.at.i312 = getelementptr inbounds i8, ptr %cursor.i311, i64 -1
  %digit1.i313 = urem i64 %remaining.i310, 10
  %digit.byte.i314 = trunc i64 %digit1.i313 to i8
  %ascii.i315 = or i8 %digit.byte.i314, 48
  store i8 %ascii.i315, ptr %digit.at.i312, align 1
  %rest.i316 = udiv i64 %remaining.i310, 10
  %18 = icmp ult i64 %remaining.i310, 10
  br i1 %18, label %__modlink_format_i64.exit320, label %digit.i317

__modlink_format_i64.exit320:                     ; preds = %digit.i317
  %bits44 = zext i8 %bits to i64
  %part48 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %digit.at.i312, ptr %part48, align 8
  %part49 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.10, ptr %part49, align 8
  %end.i321 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i321, align 1
  br label %digit.i329

digit.i329:                                       ; preds = %digit.i329, %__modlink_format_i64.exit320
  %remaining.i322 = phi i64 [ %bits44, %__modlink_format_i64.exit320 ], [ %rest.i328, %digit.i329 ]
  %cursor.i323 = phi ptr [ %end.i321, %__modlink_format_i64.exit320 ], [ %digit.at.i324, %digit.i329 ]
  %digit.at.i324 = getelementptr inbounds i8, ptr %cursor.i323, i64 -1
  %digit1.i325 = urem i64 %remaining.i322, 10
  %digit.byte.i326 = trunc i64 %digit1.i325 to i8
  %ascii.i327 = or i8 %digit.byte.i326, 48
  store i8 %ascii.i327, ptr %digit.at.i324, align 1
  %rest.i328 = udiv i64 %remaining.i322, 10
  %19 = icmp ult i64 %remaining.i322, 10
  br i1 %19, label %__modlink_format_i64.exit332, label %digit.i329

__modlink_format_i64.exit332:                     ; preds = %digit.i329
  %part51 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i324, ptr %part51, align 8
  %part52 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 4
  store ptr @.str.11, ptr %part52, align 8
  %end.i333 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i333, align 1
  br label %digit.i341

digit.i341:                                       ; preds = %digit.i341, %__modlink_format_i64.exit332
  %remaining.i334 = phi i64 [ %lanes45, %__modlink_format_i64.exit332 ], [ %rest.i340, %digit.i341 ]
  %cursor.i335 = phi ptr [ %end.i333, %__modlink_format_i64.exit332 ], [ %digit.at.i336, %digit.i341 ]
  %digit.at.i336 = getelementptr inbounds i8, ptr %cursor.i335, i64 -1
  %digit1.i337 = urem i64 %remaining.i334, 10
  %digit.byte.i338 = trunc i64 %digit1.i337 to i8
  %ascii.i339 = or i8 %digit.byte.i338, 48
  store i8 %ascii.i339, ptr %digit.at.i336, align 1
  %rest.i340 = udiv i64 %remaining.i334, 10
  %20 = icmp ult i64 %remaining.i334, 10
  br i1 %20, label %__modlink_format_i64.exit344, label %digit.i341

__modlink_format_i64.exit344:                     ; preds = %digit.i341
  %part54 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 5
  store ptr %digit.at.i336, ptr %part54, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i345

call.i345:                                        ; preds = %__modlink_format_i64.exit344
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
  %end.i347 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i347, align 1
  br label %digit.i355

digit.i355:                                       ; preds = %digit.i355, %check9.fail
  %remaining.i348 = phi i64 [ %22, %check9.fail ], [ %rest.i354, %digit.i355 ]
  %cursor.i349 = phi ptr [ %end.i347, %check9.fail ], [ %digit.at.i350, %digit.i355 ]
  %digit.at.i350 = getelementptr inbounds i8, ptr %cursor.i349, i64 -1
  %digit1.i351 = urem i64 %remaining.i348, 10
  %digit.byte.i352 = trunc i64 %digit1.i351 to i8
  %ascii.i353 = or i8 %digit.byte.i352, 48
  store i8 %ascii.i353, ptr %digit.at.i350, align 1
  %rest.i354 = udiv i64 %remaining.i348, 10
  %23 = icmp ult i64 %remaining.i348, 10
  br i1 %23, label %digits.done.i357, label %digit.i355

digits.done.i357:                                 ; preds = %digit.i355
  %neg.i356 = icmp slt i32 %X.device_type, 0
  br i1 %neg.i356, label %sign.i359, label %__modlink_format_i64.exit361

sign.i359:                                        ; preds = %digits.done.i357
  %sign.at.i358 = getelementptr inbounds i8, ptr %cursor.i349, i64 -2
  store i8 45, ptr %sign.at.i358, align 1
  br label %__modlink_format_i64.exit361

__modlink_format_i64.exit361:                     ; preds = %digits.done.i357, %sign.i359
  %start.i360 = phi ptr [ %digit.at.i350, %digits.done.i357 ], [ %sign.at.i358, %sign.i359 ]
  %part57 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i360, ptr %part57, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i362

call.i362:                                        ; preds = %__modlink_format_i64.exit361
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
  %24 = tail call i64 @llvm.abs.i64(i64 %X.stride0, i1 false)
  %end.i364 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i364, align 1
  br label %digit.i372

digit.i372:                                       ; preds = %digit.i372, %check10.fail
  %remaining.i365 = phi i64 [ %24, %check10.fail ], [ %rest.i371, %digit.i372 ]
  %cursor.i366 = phi ptr [ %end.i364, %check10.fail ], [ %digit.at.i367, %digit.i372 ]
  %digit.at.i367 = getelementptr inbounds i8, ptr %cursor.i366, i64 -1
  %digit1.i368 = urem i64 %remaining.i365, 10
  %digit.byte.i369 = trunc i64 %digit1.i368 to i8
  %ascii.i370 = or i8 %digit.byte.i369, 48
  store i8 %ascii.i370, ptr %digit.at.i367, align 1
  %rest.i371 = udiv i64 %remaining.i365, 10
  %25 = icmp ult i64 %remaining.i365, 10
  br i1 %25, label %digits.done.i374, label %digit.i372

digits.done.i374:                                 ; preds = %digit.i372
  %neg.i373 = icmp slt i64 %X.stride0, 0
  br i1 %neg.i373, label %sign.i376, label %__modlink_format_i64.exit378

sign.i376:                                        ; preds = %digits.done.i374
  %sign.at.i375 = getelementptr inbounds i8, ptr %cursor.i366, i64 -2
  store i8 45, ptr %sign.at.i375, align 1
  br label %__modlink_format_i64.exit378

__modlink_format_i64.exit378:                     ; preds = %digits.done.i374, %sign.i376
  %start.i377 = phi ptr [ %digit.at.i367, %digits.done.i374 ], [ %sign.at.i375, %sign.i376 ]
  %part61 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i377, ptr %part61, align 8
  %part62 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.14, ptr %part62, align 8
  %end.i379 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i379, align 1
  %digit.at.i382 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i382, align 1
  %part64 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i382, ptr %part64, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i391

call.i391:                                        ; preds = %__modlink_format_i64.exit378
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check11.fail:                                     ; preds = %X.strides.done
  store ptr @.str.15, ptr %message.parts, align 8
  %26 = tail call i32 @llvm.abs.i32(i32 %Y.type_index, i1 false)
  %27 = zext i32 %26 to i64
  %end.i393 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i393, align 1
  br label %digit.i401

digit.i401:                                       ; preds = %digit.i401, %check11.fail
  %remaining.i394 = phi i64 [ %27, %check11.fail ], [ %rest.i400, %digit.i401 ]
  %cursor.i395 = phi ptr [ %end.i393, %check11.fail ], [ %digit.at.i396, %digit.i401 ]
  %digit.at.i396 = getelementptr inbounds i8, ptr %cursor.i395, i64 -1
  %digit1.i397 = urem i64 %remaining.i394, 10
  %digit.byte.i398 = trunc i64 %digit1.i397 to i8
  %ascii.i399 = or i8 %digit.byte.i398, 48
  store i8 %ascii.i399, ptr %digit.at.i396, align 1
  %rest.i400 = udiv i64 %remaining.i394, 10
  %28 = icmp ult i64 %remaining.i394, 10
  br i1 %28, label %digits.done.i403, label %digit.i401

digits.done.i403:                                 ; preds = %digit.i401
  %neg.i402 = icmp slt i32 %Y.type_index, 0
  br i1 %neg.i402, label %sign.i405, label %__modlink_format_i64.exit407

sign.i405:                                        ; preds = %digits.done.i403
  %sign.at.i404 = getelementptr inbounds i8, ptr %cursor.i395, i64 -2
  store i8 45, ptr %sign.at.i404, align 1
  br label %__modlink_format_i64.exit407

__modlink_format_i64.exit407:                     ; preds = %digits.done.i403, %sign.i405
  %start.i406 = phi ptr [ %digit.at.i396, %digits.done.i403 ], [ %sign.at.i404, %sign.i405 ]
  %part74 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i406, ptr %part74, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i408

call.i408:                                        ; preds = %__modlink_format_i64.exit407
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
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i410

call.i410:                                        ; preds = %check12.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check12.ok:                                       ; preds = %check11.ok
  %ndim.at78 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Y.dltensor, i64 0, i32 2
  %Y.ndim = load i32, ptr %ndim.at78, align 4
  %ndim.ok79 = icmp eq i32 %Y.ndim, 1
  br i1 %ndim.ok79, label %check13.ok, label %check13.fail

check13.fail:                                     ; preds = %check12.ok
  store ptr @.str.17, ptr %message.parts, align 8
  %29 = tail call i32 @llvm.abs.i32(i32 %Y.ndim, i1 false)
  %30 = zext i32 %29 to i64
  %end.i412 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i412, align 1
  br label %digit.i420

digit.i420:                                       ; preds = %digit.i420, %check13.fail
  %remaining.i413 = phi i64 [ %30, %check13.fail ], [ %rest.i419, %digit.i420 ]
  %cursor.i414 = phi ptr [ %end.i412, %check13.fail ], [ %digit.at.i415, %digit.i420 ]
  %digit.at.i415 = getelementptr inbounds i8, ptr %cursor.i414, i64 -1
  %digit1.i416 = urem i64 %remaining.i413, 10
  %digit.byte.i417 = trunc i64 %digit1.i416 to i8
  %ascii.i418 = or i8 %digit.byte.i417, 48
  store i8 %ascii.i418, ptr %digit.at.i415, align 1
  %rest.i419 = udiv i64 %remaining.i413, 10
  %31 = icmp ult i64 %remaining.i413, 10
  br i1 %31, label %digits.done.i422, label %digit.i420

digits.done.i422:                                 ; preds = %digit.i420
  %neg.i421 = icmp slt i32 %Y.ndim, 0
  br i1 %neg.i421, label %sign.i424, label %__modlink_format_i64.exit426

sign.i424:                                        ; preds = %digits.done.i422
  %sign.at.i423 = getelementptr inbounds i8, ptr %cursor.i414, i64 -2
  store i8 45, ptr %sign.at.i423, align 1
  br label %__modlink_format_i64.exit426

__modlink_format_i64.exit426:                     ; preds = %digits.done.i422, %sign.i424
  %start.i425 = phi ptr [ %digit.at.i415, %digits.done.i422 ], [ %sign.at.i423, %sign.i424 ]
  %part83 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i425, ptr %part83, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i427

call.i427:                                        ; preds = %__modlink_format_i64.exit426
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
  %end.i429 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i429, align 1
  br label %digit.i437

digit.i437:                                       ; preds = %digit.i437, %check14.fail
  %remaining.i430 = phi i64 [ %code96, %check14.fail ], [ %rest.i436, %digit.i437 ]
  %cursor.i431 = phi ptr [ %end.i429, %check14.fail ], [ %digit.at.i432, %digit.i437 ]
  %digit.at.i432 = getelementptr inbounds i8, ptr %cursor.i431, i64 -1
  %digit1.i433 = urem i64 %remaining.i430, 10
  %digit.byte.i434 = trunc i64 %digit1.i433 to i8
  %ascii.i435 = or i8 %digit.byte.i434, 48
  store i8 %ascii.i435, ptr %digit.at.i432, align 1
  %rest.i436 = udiv i64 %remaining.i430, 10
  %32 = icmp ult i64 %remaining.i430, 10
  br i1 %32, label %__modlink_format_i64.exit440, label %digit.i437

__modlink_format_i64.exit440:                     ; preds = %digit.i437
  %bits97 = zext i8 %bits89 to i64
  %part101 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %digit.at.i432, ptr %part101, align 8
  %part102 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.10, ptr %part102, align 8
  %end.i441 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i441, align 1
  br label %digit.i449

digit.i449:                                       ; preds = %digit.i449, %__modlink_format_i64.exit440
  %remaining.i442 = phi i64 [ %bits97, %__modlink_format_i64.exit440 ], [ %rest.i448, %digit.i449 ]
  %cursor.i443 = phi ptr [ %end.i441, %__modlink_format_i64.exit440 ], [ %digit.at.i444, %digit.i449 ]
  %digit.at.i444 = getelementptr inbounds i8, ptr %cursor.i443, i64 -1
  %digit1.i445 = urem i64 %remaining.i442, 10
  %digit.byte.i446 = trunc i64 %digit1.i445 to i8
  %ascii.i447 = or i8 %digit.byte.i446, 48
  store i8 %ascii.i447, ptr %digit.at.i444, align 1
  %rest.i448 = udiv i64 %remaining.i442, 10
  %33 = icmp ult i64 %remaining.i442, 10
  br i1 %33, label %__modlink_format_i64.exit452, label %digit.i449

__modlink_format_i64.exit452:                     ; preds = %digit.i449
  %part104 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i444, ptr %part104, align 8
  %part105 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 4
  store ptr @.str.11, ptr %part105, align 8
  %end.i453 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i453, align 1
  br label %digit.i461

digit.i461:                                       ; preds = %digit.i461, %__modlink_format_i64.exit452
  %remaining.i454 = phi i64 [ %lanes98, %__modlink_format_i64.exit452 ], [ %rest.i460, %digit.i461 ]
  %cursor.i455 = phi ptr [ %end.i453, %__modlink_format_i64.exit452 ], [ %digit.at.i456, %digit.i461 ]
  %digit.at.i456 = getelementptr inbounds i8, ptr %cursor.i455, i64 -1
  %digit1.i457 = urem i64 %remaining.i454, 10
  %digit.byte.i458 = trunc i64 %digit1.i457 to i8
  %ascii.i459 = or i8 %digit.byte.i458, 48
  store i8 %ascii.i459, ptr %digit.at.i456, align 1
  %rest.i460 = udiv i64 %remaining.i454, 10
  %34 = icmp ult i64 %remaining.i454, 10
  br i1 %34, label %__modlink_format_i64.exit464, label %digit.i461

__modlink_format_i64.exit464:                     ; preds = %digit.i461
  %part107 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 5
  store ptr %digit.at.i456, ptr %part107, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i465

call.i465:                                        ; preds = %__modlink_format_i64.exit464
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check14.ok:                                       ; preds = %check13.ok
  %device.at108 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Y.dltensor, i64 0, i32 1
  %Y.device_type = load i32, ptr %device.at108, align 4
  %device.ok109 = icmp eq i32 %Y.device_type, 1
  br i1 %device.ok109, label %check15.ok, label %check15.fail

check15.fail:                                     ; preds = %check14.ok
  store ptr @.str.19, ptr %message.parts, align 8
  %35 = tail call i32 @llvm.abs.i32(i32 %Y.device_type, i1 false)
  %36 = zext i32 %35 to i64
  %end.i467 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i467, align 1
  br label %digit.i475

digit.i475:                                       ; preds = %digit.i475, %check15.fail
  %remaining.i468 = phi i64 [ %36, %check15.fail ], [ %rest.i474, %digit.i475 ]
  %cursor.i469 = phi ptr [ %end.i467, %check15.fail ], [ %digit.at.i470, %digit.i475 ]
  %digit.at.i470 = getelementptr inbounds i8, ptr %cursor.i469, i64 -1
  %digit1.i471 = urem i64 %remaining.i468, 10
  %digit.byte.i472 = trunc i64 %digit1.i471 to i8
  %ascii.i473 = or i8 %digit.byte.i472, 48
  store i8 %ascii.i473, ptr %digit.at.i470, align 1
  %rest.i474 = udiv i64 %remaining.i468, 10
  %37 = icmp ult i64 %remaining.i468, 10
  br i1 %37, label %digits.done.i477, label %digit.i475

digits.done.i477:                                 ; preds = %digit.i475
  %neg.i476 = icmp slt i32 %Y.device_type, 0
  br i1 %neg.i476, label %sign.i479, label %__modlink_format_i64.exit481

sign.i479:                                        ; preds = %digits.done.i477
  %sign.at.i478 = getelementptr inbounds i8, ptr %cursor.i469, i64 -2
  store i8 45, ptr %sign.at.i478, align 1
  br label %__modlink_format_i64.exit481

__modlink_format_i64.exit481:                     ; preds = %digits.done.i477, %sign.i479
  %start.i480 = phi ptr [ %digit.at.i470, %digits.done.i477 ], [ %sign.at.i478, %sign.i479 ]
  %part113 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i480, ptr %part113, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i482

call.i482:                                        ; preds = %__modlink_format_i64.exit481
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
  %38 = tail call i64 @llvm.abs.i64(i64 %Y.shape0, i1 false)
  %end.i484 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i484, align 1
  br label %digit.i492

digit.i492:                                       ; preds = %digit.i492, %check16.fail
  %remaining.i485 = phi i64 [ %38, %check16.fail ], [ %rest.i491, %digit.i492 ]
  %cursor.i486 = phi ptr [ %end.i484, %check16.fail ], [ %digit.at.i487, %digit.i492 ]
  %digit.at.i487 = getelementptr inbounds i8, ptr %cursor.i486, i64 -1
  %digit1.i488 = urem i64 %remaining.i485, 10
  %digit.byte.i489 = trunc i64 %digit1.i488 to i8
  %ascii.i490 = or i8 %digit.byte.i489, 48
  store i8 %ascii.i490, ptr %digit.at.i487, align 1
  %rest.i491 = udiv i64 %remaining.i485, 10
  %39 = icmp ult i64 %remaining.i485, 10
  br i1 %39, label %digits.done.i494, label %digit.i492

digits.done.i494:                                 ; preds = %digit.i492
  %neg.i493 = icmp slt i64 %Y.shape0, 0
  br i1 %neg.i493, label %sign.i496, label %__modlink_format_i64.exit498

sign.i496:                                        ; preds = %digits.done.i494
  %sign.at.i495 = getelementptr inbounds i8, ptr %cursor.i486, i64 -2
  store i8 45, ptr %sign.at.i495, align 1
  br label %__modlink_format_i64.exit498

__modlink_format_i64.exit498:                     ; preds = %digits.done.i494, %sign.i496
  %start.i497 = phi ptr [ %digit.at.i487, %digits.done.i494 ], [ %sign.at.i495, %sign.i496 ]
  %part118 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i497, ptr %part118, align 8
  %part119 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.21, ptr %part119, align 8
  %40 = call i64 @llvm.abs.i64(i64 %X.shape0, i1 false)
  %end.i499 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i499, align 1
  br label %digit.i507

digit.i507:                                       ; preds = %digit.i507, %__modlink_format_i64.exit498
  %remaining.i500 = phi i64 [ %40, %__modlink_format_i64.exit498 ], [ %rest.i506, %digit.i507 ]
  %cursor.i501 = phi ptr [ %end.i499, %__modlink_format_i64.exit498 ], [ %digit.at.i502, %digit.i507 ]
  %digit.at.i502 = getelementptr inbounds i8, ptr %cursor.i501, i64 -1
  %digit1.i503 = urem i64 %remaining.i500, 10
  %digit.byte.i504 = trunc i64 %digit1.i503 to i8
  %ascii.i505 = or i8 %digit.byte.i504, 48
  store i8 %ascii.i505, ptr %digit.at.i502, align 1
  %rest.i506 = udiv i64 %remaining.i500, 10
  %41 = icmp ult i64 %remaining.i500, 10
  br i1 %41, label %digits.done.i509, label %digit.i507

digits.done.i509:                                 ; preds = %digit.i507
  %neg.i508 = icmp slt i64 %X.shape0, 0
  br i1 %neg.i508, label %sign.i511, label %__modlink_format_i64.exit513

sign.i511:                                        ; preds = %digits.done.i509
  %sign.at.i510 = getelementptr inbounds i8, ptr %cursor.i501, i64 -2
  store i8 45, ptr %sign.at.i510, align 1
  br label %__modlink_format_i64.exit513

__modlink_format_i64.exit513:                     ; preds = %digits.done.i509, %sign.i511
  %start.i512 = phi ptr [ %digit.at.i502, %digits.done.i509 ], [ %sign.at.i510, %sign.i511 ]
  %part121 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %start.i512, ptr %part121, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i514

call.i514:                                        ; preds = %__modlink_format_i64.exit513
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
  %42 = tail call i64 @llvm.abs.i64(i64 %Y.stride0, i1 false)
  %end.i516 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i516, align 1
  br label %digit.i524

digit.i524:                                       ; preds = %digit.i524, %check17.fail
  %remaining.i517 = phi i64 [ %42, %check17.fail ], [ %rest.i523, %digit.i524 ]
  %cursor.i518 = phi ptr [ %end.i516, %check17.fail ], [ %digit.at.i519, %digit.i524 ]
  %digit.at.i519 = getelementptr inbounds i8, ptr %cursor.i518, i64 -1
  %digit1.i520 = urem i64 %remaining.i517, 10
  %digit.byte.i521 = trunc i64 %digit1.i520 to i8
  %ascii.i522 = or i8 %digit.byte.i521, 48
  store i8 %ascii.i522, ptr %digit.at.i519, align 1
  %rest.i523 = udiv i64 %remaining.i517, 10
  %43 = icmp ult i64 %remaining.i517, 10
  br i1 %43, label %digits.done.i526, label %digit.i524

digits.done.i526:                                 ; preds = %digit.i524
  %neg.i525 = icmp slt i64 %Y.stride0, 0
  br i1 %neg.i525, label %sign.i528, label %__modlink_format_i64.exit530

sign.i528:                                        ; preds = %digits.done.i526
  %sign.at.i527 = getelementptr inbounds i8, ptr %cursor.i518, i64 -2
  store i8 45, ptr %sign.at.i527, align 1
  br label %__modlink_format_i64.exit530

__modlink_format_i64.exit530:                     ; preds = %digits.done.i526, %sign.i528
  %start.i529 = phi ptr [ %digit.at.i519, %digits.done.i526 ], [ %sign.at.i527, %sign.i528 ]
  %part130 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i529, ptr %part130, align 8
  %part131 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.14, ptr %part131, align 8
  %end.i531 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i531, align 1
  %digit.at.i534 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i534, align 1
  %part133 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i534, ptr %part133, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i543

call.i543:                                        ; preds = %__modlink_format_i64.exit530
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check18.fail:                                     ; preds = %Y.strides.done
  store ptr @.str.23, ptr %message.parts, align 8
  %44 = tail call i32 @llvm.abs.i32(i32 %Mask.type_index, i1 false)
  %45 = zext i32 %44 to i64
  %end.i545 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i545, align 1
  br label %digit.i553

digit.i553:                                       ; preds = %digit.i553, %check18.fail
  %remaining.i546 = phi i64 [ %45, %check18.fail ], [ %rest.i552, %digit.i553 ]
  %cursor.i547 = phi ptr [ %end.i545, %check18.fail ], [ %digit.at.i548, %digit.i553 ]
  %digit.at.i548 = getelementptr inbounds i8, ptr %cursor.i547, i64 -1
  %digit1.i549 = urem i64 %remaining.i546, 10
  %digit.byte.i550 = trunc i64 %digit1.i549 to i8
  %ascii.i551 = or i8 %digit.byte.i550, 48
  store i8 %ascii.i551, ptr %digit.at.i548, align 1
  %rest.i552 = udiv i64 %remaining.i546, 10
  %46 = icmp ult i64 %remaining.i546, 10
  br i1 %46, label %digits.done.i555, label %digit.i553

digits.done.i555:                                 ; preds = %digit.i553
  %neg.i554 = icmp slt i32 %Mask.type_index, 0
  br i1 %neg.i554, label %sign.i557, label %__modlink_format_i64.exit559

sign.i557:                                        ; preds = %digits.done.i555
  %sign.at.i556 = getelementptr inbounds i8, ptr %cursor.i547, i64 -2
  store i8 45, ptr %sign.at.i556, align 1
  br label %__modlink_format_i64.exit559

__modlink_format_i64.exit559:                     ; preds = %digits.done.i555, %sign.i557
  %start.i558 = phi ptr [ %digit.at.i548, %digits.done.i555 ], [ %sign.at.i556, %sign.i557 ]
  %part148 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i558, ptr %part148, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i560

call.i560:                                        ; preds = %__modlink_format_i64.exit559
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
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i562

call.i562:                                        ; preds = %check19.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check19.ok:                                       ; preds = %check18.ok
  %ndim.at152 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Mask.dltensor, i64 0, i32 2
  %Mask.ndim = load i32, ptr %ndim.at152, align 4
  %ndim.ok153 = icmp eq i32 %Mask.ndim, 1
  br i1 %ndim.ok153, label %check20.ok, label %check20.fail

check20.fail:                                     ; preds = %check19.ok
  store ptr @.str.25, ptr %message.parts, align 8
  %47 = tail call i32 @llvm.abs.i32(i32 %Mask.ndim, i1 false)
  %48 = zext i32 %47 to i64
  %end.i564 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i564, align 1
  br label %digit.i572

digit.i572:                                       ; preds = %digit.i572, %check20.fail
  %remaining.i565 = phi i64 [ %48, %check20.fail ], [ %rest.i571, %digit.i572 ]
  %cursor.i566 = phi ptr [ %end.i564, %check20.fail ], [ %digit.at.i567, %digit.i572 ]
  %digit.at.i567 = getelementptr inbounds i8, ptr %cursor.i566, i64 -1
  %digit1.i568 = urem i64 %remaining.i565, 10
  %digit.byte.i569 = trunc i64 %digit1.i568 to i8
  %ascii.i570 = or i8 %digit.byte.i569, 48
  store i8 %ascii.i570, ptr %digit.at.i567, align 1
  %rest.i571 = udiv i64 %remaining.i565, 10
  %49 = icmp ult i64 %remaining.i565, 10
  br i1 %49, label %digits.done.i574, label %digit.i572

digits.done.i574:                                 ; preds = %digit.i572
  %neg.i573 = icmp slt i32 %Mask.ndim, 0
  br i1 %neg.i573, label %sign.i576, label %__modlink_format_i64.exit578

sign.i576:                                        ; preds = %digits.done.i574
  %sign.at.i575 = getelementptr inbounds i8, ptr %cursor.i566, i64 -2
  store i8 45, ptr %sign.at.i575, align 1
  br label %__modlink_format_i64.exit578

__modlink_format_i64.exit578:                     ; preds = %digits.done.i574, %sign.i576
  %start.i577 = phi ptr [ %digit.at.i567, %digits.done.i574 ], [ %sign.at.i575, %sign.i576 ]
  %part157 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i577, ptr %part157, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i579

call.i579:                                        ; preds = %__modlink_format_i64.exit578
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
  %end.i581 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i581, align 1
  br label %digit.i589

digit.i589:                                       ; preds = %digit.i589, %check21.fail
  %remaining.i582 = phi i64 [ %code170, %check21.fail ], [ %rest.i588, %digit.i589 ]
  %cursor.i583 = phi ptr [ %end.i581, %check21.fail ], [ %digit.at.i584, %digit.i589 ]
  %digit.at.i584 = getelementptr inbounds i8, ptr %cursor.i583, i64 -1
  %digit1.i585 = urem i64 %remaining.i582, 10
  %digit.byte.i586 = trunc i64 %digit1.i585 to i8
  %ascii.i587 = or i8 %digit.byte.i586, 48
  store i8 %ascii.i587, ptr %digit.at.i584, align 1
  %rest.i588 = udiv i64 %remaining.i582, 10
  %50 = icmp ult i64 %remaining.i582, 10
  br i1 %50, label %__modlink_format_i64.exit592, label %digit.i589

__modlink_format_i64.exit592:                     ; preds = %digit.i589
  %bits171 = zext i8 %bits163 to i64
  %part175 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %digit.at.i584, ptr %part175, align 8
  %part176 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.10, ptr %part176, align 8
  %end.i593 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i593, align 1
  br label %digit.i601

digit.i601:                                       ; preds = %digit.i601, %__modlink_format_i64.exit592
  %remaining.i594 = phi i64 [ %bits171, %__modlink_format_i64.exit592 ], [ %rest.i600, %digit.i601 ]
  %cursor.i595 = phi ptr [ %end.i593, %__modlink_format_i64.exit592 ], [ %digit.at.i596, %digit.i601 ]
  %digit.at.i596 = getelementptr inbounds i8, ptr %cursor.i595, i64 -1
  %digit1.i597 = urem i64 %remaining.i594, 10
  %digit.byte.i598 = trunc i64 %digit1.i597 to i8
  %ascii.i599 = or i8 %digit.byte.i598, 48
  store i8 %ascii.i599, ptr %digit.at.i596, align 1
  %rest.i600 = udiv i64 %remaining.i594, 10
  %51 = icmp ult i64 %remaining.i594, 10
  br i1 %51, label %__modlink_format_i64.exit604, label %digit.i601

__modlink_format_i64.exit604:                     ; preds = %digit.i601
  %part178 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i596, ptr %part178, align 8
  %part179 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 4
  store ptr @.str.11, ptr %part179, align 8
  %end.i605 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i605, align 1
  br label %digit.i613

digit.i613:                                       ; preds = %digit.i613, %__modlink_format_i64.exit604
  %remaining.i606 = phi i64 [ %lanes172, %__modlink_format_i64.exit604 ], [ %rest.i612, %digit.i613 ]
  %cursor.i607 = phi ptr [ %end.i605, %__modlink_format_i64.exit604 ], [ %digit.at.i608, %digit.i613 ]
  %digit.at.i608 = getelementptr inbounds i8, ptr %cursor.i607, i64 -1
  %digit1.i609 = urem i64 %remaining.i606, 10
  %digit.byte.i610 = trunc i64 %digit1.i609 to i8
  %ascii.i611 = or i8 %digit.byte.i610, 48
  store i8 %ascii.i611, ptr %digit.at.i608, align 1
  %rest.i612 = udiv i64 %remaining.i606, 10
  %52 = icmp ult i64 %remaining.i606, 10
  br i1 %52, label %__modlink_format_i64.exit616, label %digit.i613

__modlink_format_i64.exit616:                     ; preds = %digit.i613
  %part181 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 5
  store ptr %digit.at.i608, ptr %part181, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i617

call.i617:                                        ; preds = %__modlink_format_i64.exit616
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check21.ok:                                       ; preds = %check20.ok
  %device.at182 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %Mask.dltensor, i64 0, i32 1
  %Mask.device_type = load i32, ptr %device.at182, align 4
  %device.ok183 = icmp eq i32 %Mask.device_type, 1
  br i1 %device.ok183, label %check22.ok, label %check22.fail

check22.fail:                                     ; preds = %check21.ok
  store ptr @.str.27, ptr %message.parts, align 8
  %53 = tail call i32 @llvm.abs.i32(i32 %Mask.device_type, i1 false)
  %54 = zext i32 %53 to i64
  %end.i619 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i619, align 1
  br label %digit.i627

digit.i627:                                       ; preds = %digit.i627, %check22.fail
  %remaining.i620 = phi i64 [ %54, %check22.fail ], [ %rest.i626, %digit.i627 ]
  %cursor.i621 = phi ptr [ %end.i619, %check22.fail ], [ %digit.at.i622, %digit.i627 ]
  %digit.at.i622 = getelementptr inbounds i8, ptr %cursor.i621, i64 -1
  %digit1.i623 = urem i64 %remaining.i620, 10
  %digit.byte.i624 = trunc i64 %digit1.i623 to i8
  %ascii.i625 = or i8 %digit.byte.i624, 48
  store i8 %ascii.i625, ptr %digit.at.i622, align 1
  %rest.i626 = udiv i64 %remaining.i620, 10
  %55 = icmp ult i64 %remaining.i620, 10
  br i1 %55, label %digits.done.i629, label %digit.i627

digits.done.i629:                                 ; preds = %digit.i627
  %neg.i628 = icmp slt i32 %Mask.device_type, 0
  br i1 %neg.i628, label %sign.i631, label %__modlink_format_i64.exit633

sign.i631:                                        ; preds = %digits.done.i629
  %sign.at.i630 = getelementptr inbounds i8, ptr %cursor.i621, i64 -2
  store i8 45, ptr %sign.at.i630, align 1
  br label %__modlink_format_i64.exit633

__modlink_format_i64.exit633:                     ; preds = %digits.done.i629, %sign.i631
  %start.i632 = phi ptr [ %digit.at.i622, %digits.done.i629 ], [ %sign.at.i630, %sign.i631 ]
  %part187 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i632, ptr %part187, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i634

call.i634:                                        ; preds = %__modlink_format_i64.exit633
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
  %56 = tail call i64 @llvm.abs.i64(i64 %Mask.shape0, i1 false)
  %end.i636 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i636, align 1
  br label %digit.i644

digit.i644:                                       ; preds = %digit.i644, %check23.fail
  %remaining.i637 = phi i64 [ %56, %check23.fail ], [ %rest.i643, %digit.i644 ]
  %cursor.i638 = phi ptr [ %end.i636, %check23.fail ], [ %digit.at.i639, %digit.i644 ]
  %digit.at.i639 = getelementptr inbounds i8, ptr %cursor.i638, i64 -1
  %digit1.i640 = urem i64 %remaining.i637, 10
  %digit.byte.i641 = trunc i64 %digit1.i640 to i8
  %ascii.i642 = or i8 %digit.byte.i641, 48
  store i8 %ascii.i642, ptr %digit.at.i639, align 1
  %rest.i643 = udiv i64 %remaining.i637, 10
  %57 = icmp ult i64 %remaining.i637, 10
  br i1 %57, label %digits.done.i646, label %digit.i644

digits.done.i646:                                 ; preds = %digit.i644
  %neg.i645 = icmp slt i64 %Mask.shape0, 0
  br i1 %neg.i645, label %sign.i648, label %__modlink_format_i64.exit650

sign.i648:                                        ; preds = %digits.done.i646
  %sign.at.i647 = getelementptr inbounds i8, ptr %cursor.i638, i64 -2
  store i8 45, ptr %sign.at.i647, align 1
  br label %__modlink_format_i64.exit650

__modlink_format_i64.exit650:                     ; preds = %digits.done.i646, %sign.i648
  %start.i649 = phi ptr [ %digit.at.i639, %digits.done.i646 ], [ %sign.at.i647, %sign.i648 ]
  %part193 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i649, ptr %part193, align 8
  %part194 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.21, ptr %part194, align 8
  %58 = call i64 @llvm.abs.i64(i64 %X.shape0, i1 false)
  %end.i651 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i651, align 1
  br label %digit.i659

digit.i659:                                       ; preds = %digit.i659, %__modlink_format_i64.exit650
  %remaining.i652 = phi i64 [ %58, %__modlink_format_i64.exit650 ], [ %rest.i658, %digit.i659 ]
  %cursor.i653 = phi ptr [ %end.i651, %__modlink_format_i64.exit650 ], [ %digit.at.i654, %digit.i659 ]
  %digit.at.i654 = getelementptr inbounds i8, ptr %cursor.i653, i64 -1
  %digit1.i655 = urem i64 %remaining.i652, 10
  %digit.byte.i656 = trunc i64 %digit1.i655 to i8
  %ascii.i657 = or i8 %digit.byte.i656, 48
  store i8 %ascii.i657, ptr %digit.at.i654, align 1
  %rest.i658 = udiv i64 %remaining.i652, 10
  %59 = icmp ult i64 %remaining.i652, 10
  br i1 %59, label %digits.done.i661, label %digit.i659

digits.done.i661:                                 ; preds = %digit.i659
  %neg.i660 = icmp slt i64 %X.shape0, 0
  br i1 %neg.i660, label %sign.i663, label %__modlink_format_i64.exit665

sign.i663:                                        ; preds = %digits.done.i661
  %sign.at.i662 = getelementptr inbounds i8, ptr %cursor.i653, i64 -2
  store i8 45, ptr %sign.at.i662, align 1
  br label %__modlink_format_i64.exit665

__modlink_format_i64.exit665:                     ; preds = %digits.done.i661, %sign.i663
  %start.i664 = phi ptr [ %digit.at.i654, %digits.done.i661 ], [ %sign.at.i662, %sign.i663 ]
  %part196 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %start.i664, ptr %part196, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i666

call.i666:                                        ; preds = %__modlink_format_i64.exit665
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
  %60 = shl i64 %X.shape0, 3
  %61 = add i64 %byte_offset138, %60
  %uglygep = getelementptr i8, ptr %data136, i64 %61
  %62 = shl i64 %X.shape0, 2
  %63 = add i64 %byte_offset213, %62
  %uglygep697 = getelementptr i8, ptr %data211, i64 %63
  %64 = add i64 %byte_offset, %60
  %uglygep698 = getelementptr i8, ptr %data, i64 %64
  %bound0 = icmp ult ptr %Y.data, %uglygep697
  %bound1 = icmp ult ptr %Mask.data, %uglygep
  %found.conflict = and i1 %bound0, %bound1
  %bound0699 = icmp ult ptr %Y.data, %uglygep698
  %bound1700 = icmp ult ptr %X.data, %uglygep
  %found.conflict701 = and i1 %bound0699, %bound1700
  %conflict.rdx = or i1 %found.conflict, %found.conflict701
  %bound0702 = icmp ult ptr %Mask.data, %uglygep698
  %bound1703 = icmp ult ptr %X.data, %uglygep697
  %found.conflict704 = and i1 %bound0702, %bound1703
  %conflict.rdx705 = or i1 %conflict.rdx, %found.conflict704
  br i1 %conflict.rdx705, label %for.i.body.i.preheader, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %X.shape0, -4
  %broadcast.splatinsert = insertelement <2 x double> poison, double %cast.i, i64 0
  %broadcast.splat = shufflevector <2 x double> %broadcast.splatinsert, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert707 = insertelement <2 x double> poison, double %cast.i, i64 0
  %broadcast.splat708 = shufflevector <2 x double> %broadcast.splatinsert707, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert709 = insertelement <2 x double> poison, double %lo.f64, i64 0
  %broadcast.splat710 = shufflevector <2 x double> %broadcast.splatinsert709, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert711 = insertelement <2 x double> poison, double %lo.f64, i64 0
  %broadcast.splat712 = shufflevector <2 x double> %broadcast.splatinsert711, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert713 = insertelement <2 x double> poison, double %hi.f64, i64 0
  %broadcast.splat714 = shufflevector <2 x double> %broadcast.splatinsert713, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert715 = insertelement <2 x double> poison, double %hi.f64, i64 0
  %broadcast.splat716 = shufflevector <2 x double> %broadcast.splatinsert715, <2 x double> poison, <2 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %65 = getelementptr inbounds double, ptr %X.data, i64 %index
  %wide.load = load <2 x double>, ptr %65, align 8, !alias.scope !11
  %66 = getelementptr inbounds double, ptr %65, i64 2
  %wide.load706 = load <2 x double>, ptr %66, align 8, !alias.scope !11
  %67 = fmul <2 x double> %wide.load, %broadcast.splat
  %68 = fmul <2 x double> %wide.load706, %broadcast.splat708
  %69 = getelementptr inbounds double, ptr %Y.data, i64 %index
  %70 = fcmp olt <2 x double> %67, %broadcast.splat710
  %71 = fcmp olt <2 x double> %68, %broadcast.splat712
  %72 = fcmp ogt <2 x double> %67, %broadcast.splat714
  %73 = fcmp ogt <2 x double> %68, %broadcast.splat716
  %74 = select <2 x i1> %72, <2 x double> %broadcast.splat714, <2 x double> %67
  %75 = select <2 x i1> %73, <2 x double> %broadcast.splat716, <2 x double> %68
  %76 = select <2 x i1> %70, <2 x double> %broadcast.splat710, <2 x double> %74
  %77 = select <2 x i1> %71, <2 x double> %broadcast.splat712, <2 x double> %75
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
  %end.i668 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i668, align 1
  br label %digit.i676

digit.i676:                                       ; preds = %digit.i676, %check24.fail
  %remaining.i669 = phi i64 [ %90, %check24.fail ], [ %rest.i675, %digit.i676 ]
  %cursor.i670 = phi ptr [ %end.i668, %check24.fail ], [ %digit.at.i671, %digit.i676 ]
  %digit.at.i671 = getelementptr inbounds i8, ptr %cursor.i670, i64 -1
  %digit1.i672 = urem i64 %remaining.i669, 10
  %digit.byte.i673 = trunc i64 %digit1.i672 to i8
  %ascii.i674 = or i8 %digit.byte.i673, 48
  store i8 %ascii.i674, ptr %digit.at.i671, align 1
  %rest.i675 = udiv i64 %remaining.i669, 10
  %91 = icmp ult i64 %remaining.i669, 10
  br i1 %91, label %digits.done.i678, label %digit.i676

digits.done.i678:                                 ; preds = %digit.i676
  %neg.i677 = icmp slt i64 %Mask.stride0, 0
  br i1 %neg.i677, label %sign.i680, label %__modlink_format_i64.exit682

sign.i680:                                        ; preds = %digits.done.i678
  %sign.at.i679 = getelementptr inbounds i8, ptr %cursor.i670, i64 -2
  store i8 45, ptr %sign.at.i679, align 1
  br label %__modlink_format_i64.exit682

__modlink_format_i64.exit682:                     ; preds = %digits.done.i678, %sign.i680
  %start.i681 = phi ptr [ %digit.at.i671, %digits.done.i678 ], [ %sign.at.i679, %sign.i680 ]
  %part205 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i681, ptr %part205, align 8
  %part206 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.14, ptr %part206, align 8
  %end.i683 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i683, align 1
  %digit.at.i686 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i686, align 1
  %part208 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i686, ptr %part208, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i695

call.i695:                                        ; preds = %__modlink_format_i64.exit682
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
