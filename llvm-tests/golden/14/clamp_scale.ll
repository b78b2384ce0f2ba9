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

; Function Attrs: nofree norecurse nosync nounwind
define i32 @clamp_scale_c(double %lo, double %hi, i32 %k, i8* nocapture readonly %X, i8* nocapture writeonly %Y, i8* nocapture writeonly %Mask, i64 %n) local_unnamed_addr #0 {
entry:
  %more6 = icmp sgt i64 %n, 0
  br i1 %more6, label %for.i.body.lr.ph, label %for.i.end

for.i.body.lr.ph:                                 ; preds = %entry
  %0 = bitcast i8* %X to double*
  %cast = sitofp i32 %k to double
  %1 = bitcast i8* %Y to double*
  %2 = bitcast i8* %Mask to i32*
  %min.iters.check = icmp ult i64 %n, 4
  br i1 %min.iters.check, label %for.i.body.preheader, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.i.body.lr.ph
  %3 = shl i64 %n, 3
  %scevgep = getelementptr i8, i8* %Y, i64 %3
  %4 = shl i64 %n, 2
  %scevgep9 = getelementptr i8, i8* %Mask, i64 %4
  %scevgep10 = getelementptr i8, i8* %X, i64 %3
  %bound0 = icmp ugt i8* %scevgep9, %Y
  %bound1 = icmp ugt i8* %scevgep, %Mask
  %found.conflict = and i1 %bound0, %bound1
  %bound011 = icmp ugt i8* %scevgep10, %Y
  %bound112 = icmp ugt i8* %scevgep, %X
  %found.conflict13 = and i1 %bound011, %bound112
  %conflict.rdx = or i1 %found.conflict, %found.conflict13
  %bound014 = icmp ugt i8* %scevgep10, %Mask
  %bound115 = icmp ugt i8* %scevgep9, %X
  %found.conflict16 = and i1 %bound014, %bound115
  %conflict.rdx17 = or i1 %conflict.rdx, %found.conflict16
  br i1 %conflict.rdx17, label %for.i.body.preheader, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %n, -4
  %broadcast.splatinsert = insertelement <2 x double> poison, double %cast, i64 0
  %broadcast.splat = shufflevector <2 x double> %broadcast.splatinsert, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert19 = insertelement <2 x double> poison, double %cast, i64 0
  %broadcast.splat20 = shufflevector <2 x double> %broadcast.splatinsert19, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert21 = insertelement <2 x double> poison, double %lo, i64 0
  %broadcast.splat22 = shufflevector <2 x double> %broadcast.splatinsert21, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert23 = insertelement <2 x double> poison, double %lo, i64 0
  %broadcast.splat24 = shufflevector <2 x double> %broadcast.splatinsert23, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert25 = insertelement <2 x double> poison, double %hi, i64 0
  %broadcast.splat26 = shufflevector <2 x double> %broadcast.splatinsert25, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert27 = insertelement <2 x double> poison, double %hi, i64 0
  %broadcast.splat28 = shufflevector <2 x double> %broadcast.splatinsert27, <2 x double> poison, <2 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %5 = getelementptr inbounds double, double* %0, i64 %index
  %6 = bitcast double* %5 to <2 x double>*
  %wide.load = load <2 x double>, <2 x double>* %6, align 8, !alias.scope !0
  %7 = getelementptr inbounds double, double* %5, i64 2
  %8 = bitcast double* %7 to <2 x double>*
  %wide.load18 = load <2 x double>, <2 x double>* %8, align 8, !alias.scope !0
  %9 = fmul <2 x double> %wide.load, %broadcast.splat
  %10 = fmul <2 x double> %wide.load18, %broadcast.splat20
  %11 = getelementptr inbounds double, double* %1, i64 %index
  %12 = fcmp olt <2 x double> %9, %broadcast.splat22
  %13 = fcmp olt <2 x double> %10, %broadcast.splat24
  %14 = fcmp ogt <2 x double> %9, %broadcast.splat26
  %15 = fcmp ogt <2 x double> %10, %broadcast.splat28
  %16 = select <2 x i1> %14, <2 x double> %broadcast.splat26, <2 x double> %9
  %17 = select <2 x i1> %15, <2 x double> %broadcast.splat28, <2 x double> %10
  %18 = select <2 x i1> %12, <2 x double> %broadcast.splat22, <2 x double> %16
  %19 = select <2 x i1> %13, <2 x double> %broadcast.splat24, <2 x double> %17
  %20 = bitcast double* %11 to <2 x double>*
  store <2 x double> %18, <2 x double>* %20, align 8, !alias.scope !3, !noalias !5
  %21 = getelementptr inbounds double, double* %11, i64 2
  %22 = bitcast double* %21 to <2 x double>*
  store <2 x double> %19, <2 x double>* %22, align 8, !alias.scope !3, !noalias !5
  %23 = select <2 x i1> %12, <2 x i1> <i1 true, i1 true>, <2 x i1> %14
  %24 = select <2 x i1> %13, <2 x i1> <i1 true, i1 true>, <2 x i1> %15
  %25 = getelementptr inbounds i32, i32* %2, i64 %index
  %26 = zext <2 x i1> %23 to <2 x i32>
  %27 = zext <2 x i1> %24 to <2 x i32>
  %28 = bitcast i32* %25 to <2 x i32>*
  store <2 x i32> %26, <2 x i32>* %28, align 4, !alias.scope !7, !noalias !0
  %29 = getelementptr inbounds i32, i32* %25, i64 2
  %30 = bitcast i32* %29 to <2 x i32>*
  store <2 x i32> %27, <2 x i32>* %30, align 4, !alias.scope !7, !noalias !0
  %index.next = add nuw i64 %index, 4
  %31 = icmp eq i64 %index.next, %n.vec
  br i1 %31, label %middle.block, label %vector.body, !llvm.loop !8

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %n
  br i1 %cmp.n, label %for.i.end, label %for.i.body.preheader

for.i.body.preheader:                             ; preds = %vector.memcheck, %for.i.body.lr.ph, %middle.block
  %i.addr.07.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.i.body.lr.ph ], [ %n.vec, %middle.block ]
  %32 = xor i64 %i.addr.07.ph, -1
  %xtraiter = and i64 %n, 1
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.i.body.prol.loopexit, label %for.i.body.prol

for.i.body.prol:                                  ; preds = %for.i.body.preheader
  %X.addr.prol = getelementptr inbounds double, double* %0, i64 %i.addr.07.ph
  %X.elem.prol = load double, double* %X.addr.prol, align 8
  %v.prol = fmul double %X.elem.prol, %cast
  %Y.addr.prol = getelementptr inbounds double, double* %1, i64 %i.addr.07.ph
  %cmp.prol = fcmp olt double %v.prol, %lo
  %cmp1.prol = fcmp ogt double %v.prol, %hi
  %select.prol = select i1 %cmp1.prol, double %hi, double %v.prol
  %select2.prol = select i1 %cmp.prol, double %lo, double %select.prol
  store double %select2.prol, double* %Y.addr.prol, align 8
  %or.prol = select i1 %cmp.prol, i1 true, i1 %cmp1.prol
  %Mask.addr.prol = getelementptr inbounds i32, i32* %2, i64 %i.addr.07.ph
  %..prol = zext i1 %or.prol to i32
  store i32 %..prol, i32* %Mask.addr.prol, align 4
  %i.next.prol = or i64 %i.addr.07.ph, 1
  br label %for.i.body.prol.loopexit

for.i.body.prol.loopexit:                         ; preds = %for.i.body.prol, %for.i.body.preheader
  %i.addr.07.unr = phi i64 [ %i.addr.07.ph, %for.i.body.preheader ], [ %i.next.prol, %for.i.body.prol ]
  %33 = sub i64 0, %n
  %34 = icmp eq i64 %32, %33
  br i1 %34, label %for.i.end, label %for.i.body

for.i.body:                                       ; preds = %for.i.body.prol.loopexit, %for.i.body
  %i.addr.07 = phi i64 [ %i.next.1, %for.i.body ], [ %i.addr.07.unr, %for.i.body.prol.loopexit ]
  %X.addr = getelementptr inbounds double, double* %0, i64 %i.addr.07
  %X.elem = load double, double* %X.addr, align 8
  %v = fmul double %X.elem, %cast
  %Y.addr = getelementptr inbounds double, double* %1, i64 %i.addr.07
  %cmp = fcmp olt double %v, %lo
  %cmp1 = fcmp ogt double %v, %hi
  %select = select i1 %cmp1, double %hi, double %v
  %select2 = select i1 %cmp, double %lo, double %select
  store double %select2, double* %Y.addr, align 8
  %or = select i1 %cmp, i1 true, i1 %cmp1
  %Mask.addr = getelementptr inbounds i32, i32* %2, i64 %i.addr.07
  %. = zext i1 %or to i32
  store i32 %., i32* %Mask.addr, align 4
  %i.next = add nuw nsw i64 %i.addr.07, 1
  %X.addr.1 = getelementptr inbounds double, double* %0, i64 %i.next
  %X.elem.1 = load double, double* %X.addr.1, align 8
  %v.1 = fmul double %X.elem.1, %cast
  %Y.addr.1 = getelementptr inbounds double, double* %1, i64 %i.next
  %cmp.1 = fcmp olt double %v.1, %lo
  %cmp1.1 = fcmp ogt double %v.1, %hi
  %select.1 = select i1 %cmp1.1, double %hi, double %v.1
  %select2.1 = select i1 %cmp.1, double %lo, double %select.1
  store double %select2.1, double* %Y.addr.1, align 8
  %or.1 = select i1 %cmp.1, i1 true, i1 %cmp1.1
  %Mask.addr.1 = getelementptr inbounds i32, i32* %2, i64 %i.next
  %..1 = zext i1 %or.1 to i32
  store i32 %..1, i32* %Mask.addr.1, align 4
  %i.next.1 = add nuw nsw i64 %i.addr.07, 2
  %exitcond.not.1 = icmp eq i64 %i.next.1, %n
  br i1 %exitcond.not.1, label %for.i.end, label %for.i.body, !llvm.loop !10

for.i.end:                                        ; preds = %for.i.body.prol.loopexit, %for.i.body, %middle.block, %entry
  ret i32 0
}

define i32 @__tvm_ffi_clamp_scale(i8* nocapture readnone %self, i8* nocapture readonly %args, i32 %num_args, i8* nocapture readnone %result) local_unnamed_addr {
entry:
  %message.parts = alloca [16 x i8*], align 8
  %message.digits0 = alloca [24 x i8], align 1
  %message.digits1 = alloca [24 x i8], align 1
  %message.digits2 = alloca [24 x i8], align 1
  %argc.ok = icmp eq i32 %num_args, 6
  br i1 %argc.ok, label %check1.ok, label %check1.fail

common.ret:                                       ; preds = %for.i.body.i.prol.loopexit, %for.i.body.i, %middle.block, %call.i745, %__modlink_format_i64.exit732, %Mask.strides.done, %call.i714, %__modlink_format_i64.exit713, %call.i678, %__modlink_format_i64.exit677, %call.i659, %__modlink_format_i64.exit658, %call.i618, %__modlink_format_i64.exit617, %call.i599, %check19.fail, %call.i597, %__modlink_format_i64.exit596, %call.i578, %__modlink_format_i64.exit565, %call.i547, %__modlink_format_i64.exit546, %call.i511, %__modlink_format_i64.exit510, %call.i492, %__modlink_format_i64.exit491, %call.i451, %__modlink_format_i64.exit450, %call.i432, %check12.fail, %call.i430, %__modlink_format_i64.exit429, %call.i411, %__modlink_format_i64.exit398, %call.i380, %__modlink_format_i64.exit379, %call.i361, %__modlink_format_i64.exit360, %call.i320, %__modlink_format_i64.exit319, %call.i301, %check6.fail, %call.i299, %__modlink_format_i64.exit298, %call.i280, %__modlink_format_i64.exit279, %call.i261, %__modlink_format_i64.exit260, %call.i242, %__modlink_format_i64.exit241, %call.i, %__modlink_format_i64.exit
  %common.ret.op = phi i32 [ -1, %__modlink_format_i64.exit ], [ -1, %call.i ], [ -1, %__modlink_format_i64.exit241 ], [ -1, %call.i242 ], [ -1, %__modlink_format_i64.exit260 ], [ -1, %call.i261 ], [ -1, %__modlink_format_i64.exit279 ], [ -1, %call.i280 ], [ -1, %__modlink_format_i64.exit298 ], [ -1, %call.i299 ], [ -1, %check6.fail ], [ -1, %call.i301 ], [ -1, %__modlink_format_i64.exit319 ], [ -1, %call.i320 ], [ -1, %__modlink_format_i64.exit360 ], [ -1, %call.i361 ], [ -1, %__modlink_format_i64.exit379 ], [ -1, %call.i380 ], [ -1, %__modlink_format_i64.exit398 ], [ -1, %call.i411 ], [ -1, %__modlink_format_i64.exit429 ], [ -1, %call.i430 ], [ -1, %check12.fail ], [ -1, %call.i432 ], [ -1, %__modlink_format_i64.exit450 ], [ -1, %call.i451 ], [ -1, %__modlink_format_i64.exit491 ], [ -1, %call.i492 ], [ -1, %__modlink_format_i64.exit510 ], [ -1, %call.i511 ], [ -1, %__modlink_format_i64.exit546 ], [ -1, %call.i547 ], [ -1, %__modlink_format_i64.exit565 ], [ -1, %call.i578 ], [ -1, %__modlink_format_i64.exit596 ], [ -1, %call.i597 ], [ -1, %check19.fail ], [ -1, %call.i599 ], [ -1, %__modlink_format_i64.exit617 ], [ -1, %call.i618 ], [ -1, %__modlink_format_i64.exit658 ], [ -1, %call.i659 ], [ -1, %__modlink_format_i64.exit677 ], [ -1, %call.i678 ], [ -1, %__modlink_format_i64.exit713 ], [ -1, %call.i714 ], [ 0, %Mask.strides.done ], [ -1, %__modlink_format_i64.exit732 ], [ -1, %call.i745 ], [ 0, %middle.block ], [ 0, %for.i.body.i ], [ 0, %for.i.body.i.prol.loopexit ]
  ret i32 %common.ret.op

check1.fail:                                      ; preds = %entry
  %argc = sext i32 %num_args to i64
  %part = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([49 x i8], [49 x i8]* @.str.0, i64 0, i64 0), i8** %part, align 8
  %neg.i = icmp slt i32 %num_args, 0
  %negated.i = sub nsw i64 0, %argc
  %mag.i = select i1 %neg.i, i64 %negated.i, i64 %argc
  %end.i = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i, align 1
  br label %digit.i

digit.i:                                          ; preds = %digit.i, %check1.fail
  %remaining.i = phi i64 [ %mag.i, %check1.fail ], [ %rest.i, %digit.i ]
  %cursor.i = phi i8* [ %end.i, %check1.fail ], [ %digit.at.i, %digit.i ]
  %digit.at.i = getelementptr inbounds i8, i8* %cursor.i, i64 -1
  %digit1.i = urem i64 %remaining.i, 10
  %digit.byte.i = trunc i64 %digit1.i to i8
  %ascii.i = or i8 %digit.byte.i, 48
  store i8 %ascii.i, i8* %digit.at.i, align 1
  %rest.i = udiv i64 %remaining.i, 10
  %0 = icmp ult i64 %remaining.i, 10
  br i1 %0, label %digits.done.i, label %digit.i

digits.done.i:                                    ; preds = %digit.i
  br i1 %neg.i, label %sign.i, label %__modlink_format_i64.exit

sign.i:                                           ; preds = %digits.done.i
  %sign.at.i = getelementptr inbounds i8, i8* %cursor.i, i64 -2
  store i8 45, i8* %sign.at.i, align 1
  br label %__modlink_format_i64.exit

__modlink_format_i64.exit:                        ; preds = %digits.done.i, %sign.i
  %start.i = phi i8* [ %digit.at.i, %digits.done.i ], [ %sign.at.i, %sign.i ]
  %part1 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i, i8** %part1, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i

call.i:                                           ; preds = %__modlink_format_i64.exit
  %1 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %1, i32 2)
  br label %common.ret

check1.ok:                                        ; preds = %entry
  %2 = bitcast i8* %args to i32*
  %lo.type_index = load i32, i32* %2, align 4
  %lo.type_index.off = add i32 %lo.type_index, -1
  %switch = icmp ult i32 %lo.type_index.off, 3
  br i1 %switch, label %check2.ok, label %check2.fail

check2.fail:                                      ; preds = %check1.ok
  %tag = sext i32 %lo.type_index to i64
  %part5 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([118 x i8], [118 x i8]* @.str.2, i64 0, i64 0), i8** %part5, align 8
  %neg.i225 = icmp slt i32 %lo.type_index, 0
  %negated.i226 = sub nsw i64 0, %tag
  %mag.i227 = select i1 %neg.i225, i64 %negated.i226, i64 %tag
  %end.i228 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i228, align 1
  br label %digit.i236

digit.i236:                                       ; preds = %digit.i236, %check2.fail
  %remaining.i229 = phi i64 [ %mag.i227, %check2.fail ], [ %rest.i235, %digit.i236 ]
  %cursor.i230 = phi i8* [ %end.i228, %check2.fail ], [ %digit.at.i231, %digit.i236 ]
  %digit.at.i231 = getelementptr inbounds i8, i8* %cursor.i230, i64 -1
  %digit1.i232 = urem i64 %remaining.i229, 10
  %digit.byte.i233 = trunc i64 %digit1.i232 to i8
  %ascii.i234 = or i8 %digit.byte.i233, 48
  store i8 %ascii.i234, i8* %digit.at.i231, align 1
  %rest.i235 = udiv i64 %remaining.i229, 10
  %3 = icmp ult i64 %remaining.i229, 10
  br i1 %3, label %digits.done.i237, label %digit.i236

digits.done.i237:                                 ; preds = %digit.i236
  br i1 %neg.i225, label %sign.i239, label %__modlink_format_i64.exit241

sign.i239:                                        ; preds = %digits.done.i237
  %sign.at.i238 = getelementptr inbounds i8, i8* %cursor.i230, i64 -2
  store i8 45, i8* %sign.at.i238, align 1
  br label %__modlink_format_i64.exit241

__modlink_format_i64.exit241:                     ; preds = %digits.done.i237, %sign.i239
  %start.i240 = phi i8* [ %digit.at.i231, %digits.done.i237 ], [ %sign.at.i238, %sign.i239 ]
  %part7 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i240, i8** %part7, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i242

call.i242:                                        ; preds = %__modlink_format_i64.exit241
  %4 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %4, i32 2)
  br label %common.ret

check2.ok:                                        ; preds = %check1.ok
  %lo.value = getelementptr inbounds i8, i8* %args, i64 8
  %is4 = icmp eq i32 %lo.type_index, 3
  %5 = bitcast i8* %lo.value to i64*
  %lo.int = load i64, i64* %5, align 8
  %lo.float.cast = bitcast i64 %lo.int to double
  %converted = sitofp i64 %lo.int to double
  %lo.f64 = select i1 %is4, double %lo.float.cast, double %converted
  %hi.any = getelementptr inbounds i8, i8* %args, i64 16
  %6 = bitcast i8* %hi.any to i32*
  %hi.type_index = load i32, i32* %6, align 4
  %hi.type_index.off = add i32 %hi.type_index, -1
  %switch223 = icmp ult i32 %hi.type_index.off, 3
  br i1 %switch223, label %check3.ok, label %check3.fail

check3.fail:                                      ; preds = %check2.ok
  %tag14 = sext i32 %hi.type_index to i64
  %part15 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([118 x i8], [118 x i8]* @.str.4, i64 0, i64 0), i8** %part15, align 8
  %neg.i244 = icmp slt i32 %hi.type_index, 0
  %negated.i245 = sub nsw i64 0, %tag14
  %mag.i246 = select i1 %neg.i244, i64 %negated.i245, i64 %tag14
  %end.i247 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i247, align 1
  br label %digit.i255

digit.i255:                                       ; preds = %digit.i255, %check3.fail
  %remaining.i248 = phi i64 [ %mag.i246, %check3.fail ], [ %rest.i254, %digit.i255 ]
  %cursor.i249 = phi i8* [ %end.i247, %check3.fail ], [ %digit.at.i250, %digit.i255 ]
  %digit.at.i250 = getelementptr inbounds i8, i8* %cursor.i249, i64 -1
  %digit1.i251 = urem i64 %remaining.i248, 10
  %digit.byte.i252 = trunc i64 %digit1.i251 to i8
  %ascii.i253 = or i8 %digit.byte.i252, 48
  store i8 %ascii.i253, i8* %digit.at.i250, align 1
  %rest.i254 = udiv i64 %remaining.i248, 10
  %7 = icmp ult i64 %remaining.i248, 10
  br i1 %7, label %digits.done.i256, label %digit.i255

digits.done.i256:                                 ; preds = %digit.i255
  br i1 %neg.i244, label %sign.i258, label %__modlink_format_i64.exit260

sign.i258:                                        ; preds = %digits.done.i256
  %sign.at.i257 = getelementptr inbounds i8, i8* %cursor.i249, i64 -2
  store i8 45, i8* %sign.at.i257, align 1
  br label %__modlink_format_i64.exit260

__modlink_format_i64.exit260:                     ; preds = %digits.done.i256, %sign.i258
  %start.i259 = phi i8* [ %digit.at.i250, %digits.done.i256 ], [ %sign.at.i257, %sign.i258 ]
  %part17 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i259, i8** %part17, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i261

call.i261:                                        ; preds = %__modlink_format_i64.exit260
  %8 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %8, i32 2)
  br label %common.ret

check3.ok:                                        ; preds = %check2.ok
  %hi.value = getelementptr inbounds i8, i8* %args, i64 24
  %is12 = icmp eq i32 %hi.type_index, 3
  %9 = bitcast i8* %hi.value to i64*
  %hi.int = load i64, i64* %9, align 8
  %hi.float.cast = bitcast i64 %hi.int to double
  %converted18 = sitofp i64 %hi.int to double
  %hi.f64 = select i1 %is12, double %hi.float.cast, double %converted18
  %k.any = getelementptr inbounds i8, i8* %args, i64 32
  %10 = bitcast i8* %k.any to i32*
  %k.type_index = load i32, i32* %10, align 4
  %k.type_index.off = add i32 %k.type_index, -1
  %switch224 = icmp ult i32 %k.type_index.off, 2
  br i1 %switch224, label %check4.ok, label %check4.fail

check4.fail:                                      ; preds = %check3.ok
  %tag24 = sext i32 %k.type_index to i64
  %part25 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([109 x i8], [109 x i8]* @.str.5, i64 0, i64 0), i8** %part25, align 8
  %neg.i263 = icmp slt i32 %k.type_index, 0
  %negated.i264 = sub nsw i64 0, %tag24
  %mag.i265 = select i1 %neg.i263, i64 %negated.i264, i64 %tag24
  %end.i266 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i266, align 1
  br label %digit.i274

digit.i274:                                       ; preds = %digit.i274, %check4.fail
  %remaining.i267 = phi i64 [ %mag.i265, %check4.fail ], [ %rest.i273, %digit.i274 ]
  %cursor.i268 = phi i8* [ %end.i266, %check4.fail ], [ %digit.at.i269, %digit.i274 ]
  %digit.at.i269 = getelementptr inbounds i8, i8* %cursor.i268, i64 -1
  %digit1.i270 = urem i64 %remaining.i267, 10
  %digit.byte.i271 = trunc i64 %digit1.i270 to i8
  %ascii.i272 = or i8 %digit.byte.i271, 48
  store i8 %ascii.i272, i8* %digit.at.i269, align 1
  %rest.i273 = udiv i64 %remaining.i267, 10
  %11 = icmp ult i64 %remaining.i267, 10
  br i1 %11, label %digits.done.i275, label %digit.i274

digits.done.i275:                                 ; preds = %digit.i274
  br i1 %neg.i263, label %sign.i277, label %__modlink_format_i64.exit279

sign.i277:                                        ; preds = %digits.done.i275
  %sign.at.i276 = getelementptr inbounds i8, i8* %cursor.i268, i64 -2
  store i8 45, i8* %sign.at.i276, align 1
  br label %__modlink_format_i64.exit279

__modlink_format_i64.exit279:                     ; preds = %digits.done.i275, %sign.i277
  %start.i278 = phi i8* [ %digit.at.i269, %digits.done.i275 ], [ %sign.at.i276, %sign.i277 ]
  %part27 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i278, i8** %part27, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i280

call.i280:                                        ; preds = %__modlink_format_i64.exit279
  %12 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %12, i32 2)
  br label %common.ret

check4.ok:                                        ; preds = %check3.ok
  %k.value = getelementptr inbounds i8, i8* %args, i64 40
  %13 = bitcast i8* %k.value to i64*
  %k.int = load i64, i64* %13, align 8
  %k = trunc i64 %k.int to i32
  %X.any = getelementptr inbounds i8, i8* %args, i64 48
  %14 = bitcast i8* %X.any to i32*
  %X.type_index = load i32, i32* %14, align 4
  switch i32 %X.type_index, label %check5.fail [
    i32 70, label %check5.ok
    i32 7, label %check5.ok
    i32 4, label %check5.ok
  ]

check5.fail:                                      ; preds = %check4.ok
  %tag34 = sext i32 %X.type_index to i64
  %part35 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([131 x i8], [131 x i8]* @.str.6, i64 0, i64 0), i8** %part35, align 8
  %neg.i282 = icmp slt i32 %X.type_index, 0
  %negated.i283 = sub nsw i64 0, %tag34
  %mag.i284 = select i1 %neg.i282, i64 %negated.i283, i64 %tag34
  %end.i285 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i285, align 1
  br label %digit.i293

digit.i293:                                       ; preds = %digit.i293, %check5.fail
  %remaining.i286 = phi i64 [ %mag.i284, %check5.fail ], [ %rest.i292, %digit.i293 ]
  %cursor.i287 = phi i8* [ %end.i285, %check5.fail ], [ %digit.at.i288, %digit.i293 ]
  %digit.at.i288 = getelementptr inbounds i8, i8* %cursor.i287, i64 -1
  %digit1.i289 = urem i64 %remaining.i286, 10
  %digit.byte.i290 = trunc i64 %digit1.i289 to i8
  %ascii.i291 = or i8 %digit.byte.i290, 48
  store i8 %ascii.i291, i8* %digit.at.i288, align 1
  %rest.i292 = udiv i64 %remaining.i286, 10
  %15 = icmp ult i64 %remaining.i286, 10
  br i1 %15, label %digits.done.i294, label %digit.i293

digits.done.i294:                                 ; preds = %digit.i293
  br i1 %neg.i282, label %sign.i296, label %__modlink_format_i64.exit298

sign.i296:                                        ; preds = %digits.done.i294
  %sign.at.i295 = getelementptr inbounds i8, i8* %cursor.i287, i64 -2
  store i8 45, i8* %sign.at.i295, align 1
  br label %__modlink_format_i64.exit298

__modlink_format_i64.exit298:                     ; preds = %digits.done.i294, %sign.i296
  %start.i297 = phi i8* [ %digit.at.i288, %digits.done.i294 ], [ %sign.at.i295, %sign.i296 ]
  %part37 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i297, i8** %part37, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i299

call.i299:                                        ; preds = %__modlink_format_i64.exit298
  %16 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %16, i32 2)
  br label %common.ret

check5.ok:                                        ; preds = %check4.ok, %check4.ok, %check4.ok
  %X.value = getelementptr inbounds i8, i8* %args, i64 56
  %17 = bitcast i8* %X.value to i8**
  %X.ptr = load i8*, i8** %17, align 8
  %null.not = icmp eq i8* %X.ptr, null
  br i1 %null.not, label %check6.fail, label %check6.ok

check6.fail:                                      ; preds = %check5.ok
  %part38 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([68 x i8], [68 x i8]* @.str.7, i64 0, i64 0), i8** %part38, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i301

call.i301:                                        ; preds = %check6.fail
  %18 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %18, i32 1)
  br label %common.ret

check6.ok:                                        ; preds = %check5.ok
  %is28 = icmp eq i32 %X.type_index, 70
  %X.dltensor.idx = select i1 %is28, i64 24, i64 0
  %X.dltensor = getelementptr i8, i8* %X.ptr, i64 %X.dltensor.idx
  %ndim.at = getelementptr inbounds i8, i8* %X.dltensor, i64 16
  %19 = bitcast i8* %ndim.at to i32*
  %X.ndim = load i32, i32* %19, align 4
  %ndim.ok = icmp eq i32 %X.ndim, 1
  br i1 %ndim.ok, label %check7.ok, label %check7.fail

check7.fail:                                      ; preds = %check6.ok
  %ndim = sext i32 %X.ndim to i64
  %part39 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([62 x i8], [62 x i8]* @.str.8, i64 0, i64 0), i8** %part39, align 8
  %neg.i303 = icmp slt i32 %X.ndim, 0
  %negated.i304 = sub nsw i64 0, %ndim
  %mag.i305 = select i1 %neg.i303, i64 %negated.i304, i64 %ndim
  %end.i306 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i306, align 1
  br label %digit.i314

digit.i314:                                       ; preds = %digit.i314, %check7.fail
  %remaining.i307 = phi i64 [ %mag.i305, %check7.fail ], [ %rest.i313, %digit.i314 ]
  %cursor.i308 = phi i8* [ %end.i306, %check7.fail ], [ %digit.at.i309, %digit.i314 ]
  %digit.at.i309 = getelementptr inbounds i8, i8* %cursor.i308, i64 -1
  %digit1.i310 = urem i64 %remaining.i307, 10
  %digit.byte.i311 = trunc i64 %digit1.i310 to i8
  %ascii.i312 = or i8 %digit.byte.i311, 48
  store i8 %ascii.i312, i8* %digit.at.i309, align 1
  %rest.i313 = udiv i64 %remaining.i307, 10
  %20 = icmp ult i64 %remaining.i307, 10
  br i1 %20, label %digits.done.i315, label %digit.i314

digits.done.i315:                                 ; preds = %digit.i314
  br i1 %neg.i303, label %sign.i317, label %__modlink_format_i64.exit319

sign.i317:                                        ; preds = %digits.done.i315
  %sign.at.i316 = getelementptr inbounds i8, i8* %cursor.i308, i64 -2
  store i8 45, i8* %sign.at.i316, align 1
  br label %__modlink_format_i64.exit319

__modlink_format_i64.exit319:                     ; preds = %digits.done.i315, %sign.i317
  %start.i318 = phi i8* [ %digit.at.i309, %digits.done.i315 ], [ %sign.at.i316, %sign.i317 ]
  %part41 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i318, i8** %part41, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i320

call.i320:                                        ; preds = %__modlink_format_i64.exit319
  %21 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %21, i32 2)
  br label %common.ret

check7.ok:                                        ; preds = %check6.ok
  %dtype.at = getelementptr inbounds i8, i8* %X.dltensor, i64 20
  %22 = getelementptr inbounds i8, i8* %dtype.at, i64 1
  %lanes.at = getelementptr inbounds i8, i8* %dtype.at, i64 2
  %23 = bitcast i8* %lanes.at to i16*
  %code = load i8, i8* %dtype.at, align 1
  %bits = load i8, i8* %22, align 1
  %lanes = load i16, i16* %23, align 2
  %code.ok = icmp eq i8 %code, 2
  %bits.ok = icmp eq i8 %bits, 64
  %lanes.ok = icmp eq i16 %lanes, 1
  %dtype.ok = and i1 %code.ok, %bits.ok
  %dtype.ok42 = and i1 %dtype.ok, %lanes.ok
  br i1 %dtype.ok42, label %check8.ok, label %check8.fail

check8.fail:                                      ; preds = %check7.ok
  %lanes45 = zext i16 %lanes to i64
  %code43 = zext i8 %code to i64
  %part46 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([97 x i8], [97 x i8]* @.str.9, i64 0, i64 0), i8** %part46, align 8
  %end.i323 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i323, align 1
  br label %digit.i331

digit.i331:                                       ; preds = %digit.i331, %check8.fail
  %remaining.i324 = phi i64 [ %code43, %check8.fail ], [ %rest.i330, %digit.i331 ]
  %cursor.i325 = phi i8* [ %end.i323, %check8.fail ], [ %digit.at.i326, %digit.i331 ]
  %digit.at.i326 = getelementptr inbounds i8, i8* %cursor.i325, i64 -1
  %digit1.i327 = urem i64 %remaining.i324, 10
  %digit.byte.i328 = trunc i64 %digit1.i327 to i8
  %ascii.i329 = or i8 %digit.byte.i328, 48
  store i8 %ascii.i329, i8* %digit.at.i326, align 1
  %rest.i330 = udiv i64 %remaining.i324, 10
  %24 = icmp ult i64 %remaining.i324, 10
  br i1 %24, label %__modlink_format_i64.exit334, label %digit.i331

__modlink_format_i64.exit334:                     ; preds = %digit.i331
  %bits44 = zext i8 %bits to i64
  %part48 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digit.at.i326, i8** %part48, align 8
  %part49 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.10, i64 0, i64 0), i8** %part49, align 8
  %end.i336 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 23
  store i8 0, i8* %end.i336, align 1
  br label %digit.i344

digit.i344:                                       ; preds = %digit.i344, %__modlink_format_i64.exit334
  %remaining.i337 = phi i64 [ %bits44, %__modlink_format_i64.exit334 ], [ %rest.i343, %digit.i344 ]
  %cursor.i338 = phi i8* [ %end.i336, %__modlink_format_i64.exit334 ], [ %digit.at.i339, %digit.i344 ]
  %digit.at.i339 = getelementptr inbounds i8, i8* %cursor.i338, i64 -1
  %digit1.i340 = urem i64 %remaining.i337, 10
  %digit.byte.i341 = trunc i64 %digit1.i340 to i8
  %ascii.i342 = or i8 %digit.byte.i341, 48
  store i8 %ascii.i342, i8* %digit.at.i339, align 1
  %rest.i343 = udiv i64 %remaining.i337, 10
  %25 = icmp ult i64 %remaining.i337, 10
  br i1 %25, label %__modlink_format_i64.exit347, label %digit.i344

__modlink_format_i64.exit347:                     ; preds = %digit.i344
  %part51 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digit.at.i339, i8** %part51, align 8
  %part52 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 4
  store i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.11, i64 0, i64 0), i8** %part52, align 8
  %end.i349 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits2, i64 0, i64 23
  store i8 0, i8* %end.i349, align 1
  br label %digit.i357

digit.i357:                                       ; preds = %digit.i357, %__modlink_format_i64.exit347
  %remaining.i350 = phi i64 [ %lanes45, %__modlink_format_i64.exit347 ], [ %rest.i356, %digit.i357 ]
  %cursor.i351 = phi i8* [ %end.i349, %__modlink_format_i64.exit347 ], [ %digit.at.i352, %digit.i357 ]
  %digit.at.i352 = getelementptr inbounds i8, i8* %cursor.i351, i64 -1
  %digit1.i353 = urem i64 %remaining.i350, 10
  %digit.byte.i354 = trunc i64 %digit1.i353 to i8
  %ascii.i355 = or i8 %digit.byte.i354, 48
  store i8 %ascii.i355, i8* %digit.at.i352, align 1
  %rest.i356 = udiv i64 %remaining.i350, 10
  %26 = icmp ult i64 %remaining.i350, 10
  br i1 %26, label %__modlink_format_i64.exit360, label %digit.i357

__modlink_format_i64.exit360:                     ; preds = %digit.i357
  %part54 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 5
  store i8* %digit.at.i352, i8** %part54, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i361

call.i361:                                        ; preds = %__modlink_format_i64.exit360
  %27 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %27, i32 6)
  br label %common.ret

check8.ok:                                        ; preds = %check7.ok
  %device.at = getelementptr inbounds i8, i8* %X.dltensor, i64 8
  %28 = bitcast i8* %device.at to i32*
  %X.device_type = load i32, i32* %28, align 4
  %device.ok = icmp eq i32 %X.device_type, 1
  br i1 %device.ok, label %check9.ok, label %check9.fail

check9.fail:                                      ; preds = %check8.ok
  %device = sext i32 %X.device_type to i64
  %part55 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([96 x i8], [96 x i8]* @.str.12, i64 0, i64 0), i8** %part55, align 8
  %neg.i363 = icmp slt i32 %X.device_type, 0
  %negated.i364 = sub nsw i64 0, %device
  %mag.i365 = select i1 %neg.i363, i64 %negated.i364, i64 %device
  %end.i366 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i366, align 1
  br label %digit.i374

digit.i374:                                       ; preds = %digit.i374, %check9.fail
  %remaining.i367 = phi i64 [ %mag.i365, %check9.fail ], [ %rest.i373, %digit.i374 ]
  %cursor.i368 = phi i8* [ %end.i366, %check9.fail ], [ %digit.at.i369, %digit.i374 ]
  %digit.at.i369 = getelementptr inbounds i8, i8* %cursor.i368, i64 -1
  %digit1.i370 = urem i64 %remaining.i367, 10
  %digit.byte.i371 = trunc i64 %digit1.i370 to i8
  %ascii.i372 = or i8 %digit.byte.i371, 48
  store i8 %ascii.i372, i8* %digit.at.i369, align 1
  %rest.i373 = udiv i64 %remaining.i367, 10
  %29 = icmp ult i64 %remaining.i367, 10
  br i1 %29, label %digits.done.i375, label %digit.i374

digits.done.i375:                                 ; preds = %digit.i374
  br i1 %neg.i363, label %sign.i377, label %__modlink_format_i64.exit379

sign.i377:                                        ; preds = %digits.done.i375
  %sign.at.i376 = getelementptr inbounds i8, i8* %cursor.i368, i64 -2
  store i8 45, i8* %sign.at.i376, align 1
  br label %__modlink_format_i64.exit379

__modlink_format_i64.exit379:                     ; preds = %digits.done.i375, %sign.i377
  %start.i378 = phi i8* [ %digit.at.i369, %digits.done.i375 ], [ %sign.at.i376, %sign.i377 ]
  %part57 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i378, i8** %part57, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i380

call.i380:                                        ; preds = %__modlink_format_i64.exit379
  %30 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %30, i32 2)
  br label %common.ret

check9.ok:                                        ; preds = %check8.ok
  %shape.at = getelementptr inbounds i8, i8* %X.dltensor, i64 24
  %31 = bitcast i8* %shape.at to i64**
  %X.shape220 = load i64*, i64** %31, align 8
  %X.shape0 = load i64, i64* %X.shape220, align 8
  %strides.at = getelementptr inbounds i8, i8* %X.dltensor, i64 32
  %32 = bitcast i8* %strides.at to i8**
  %X.strides = load i8*, i8** %32, align 8
  %has_strides.not = icmp eq i8* %X.strides, null
  br i1 %has_strides.not, label %X.strides.done, label %X.strides.check

X.strides.check:                                  ; preds = %check9.ok
  %33 = bitcast i8* %X.strides to i64*
  %X.stride0 = load i64, i64* %33, align 8
  %stride.ok = icmp eq i64 %X.stride0, 1
  %unit = icmp eq i64 %X.shape0, 1
  %stride.ok58 = or i1 %unit, %stride.ok
  br i1 %stride.ok58, label %X.strides.done, label %check10.fail

X.strides.done:                                   ; preds = %X.strides.check, %check9.ok
  %data.at = bitcast i8* %X.dltensor to i8**
  %data = load i8*, i8** %data.at, align 8
  %byte_offset.at = getelementptr inbounds i8, i8* %X.dltensor, i64 40
  %34 = bitcast i8* %byte_offset.at to i64*
  %byte_offset = load i64, i64* %34, align 8
  %X.data = getelementptr i8, i8* %data, i64 %byte_offset
  %Y.any = getelementptr inbounds i8, i8* %args, i64 64
  %35 = bitcast i8* %Y.any to i32*
  %Y.type_index = load i32, i32* %35, align 4
  switch i32 %Y.type_index, label %check11.fail [
    i32 70, label %check11.ok
    i32 7, label %check11.ok
    i32 4, label %check11.ok
  ]

check10.fail:                                     ; preds = %X.strides.check
  %part59 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([92 x i8], [92 x i8]* @.str.13, i64 0, i64 0), i8** %part59, align 8
  %neg.i382 = icmp slt i64 %X.stride0, 0
  %negated.i383 = sub i64 0, %X.stride0
  %mag.i384 = select i1 %neg.i382, i64 %negated.i383, i64 %X.stride0
  %end.i385 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i385, align 1
  br label %digit.i393

digit.i393:                                       ; preds = %digit.i393, %check10.fail
  %remaining.i386 = phi i64 [ %mag.i384, %check10.fail ], [ %rest.i392, %digit.i393 ]
  %cursor.i387 = phi i8* [ %end.i385, %check10.fail ], [ %digit.at.i388, %digit.i393 ]
  %digit.at.i388 = getelementptr inbounds i8, i8* %cursor.i387, i64 -1
  %digit1.i389 = urem i64 %remaining.i386, 10
  %digit.byte.i390 = trunc i64 %digit1.i389 to i8
  %ascii.i391 = or i8 %digit.byte.i390, 48
  store i8 %ascii.i391, i8* %digit.at.i388, align 1
  %rest.i392 = udiv i64 %remaining.i386, 10
  %36 = icmp ult i64 %remaining.i386, 10
  br i1 %36, label %digits.done.i394, label %digit.i393

digits.done.i394:                                 ; preds = %digit.i393
  br i1 %neg.i382, label %sign.i396, label %__modlink_format_i64.exit398

sign.i396:                                        ; preds = %digits.done.i394
  %sign.at.i395 = getelementptr inbounds i8, i8* %cursor.i387, i64 -2
  store i8 45, i8* %sign.at.i395, align 1
  br label %__modlink_format_i64.exit398

__modlink_format_i64.exit398:                     ; preds = %digits.done.i394, %sign.i396
  %start.i397 = phi i8* [ %digit.at.i388, %digits.done.i394 ], [ %sign.at.i395, %sign.i396 ]
  %part61 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i397, i8** %part61, align 8
  %part62 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i64 0, i64 0), i8** %part62, align 8
  %end.i399 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 23
  store i8 0, i8* %end.i399, align 1
  %digit.at.i402 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 22
  store i8 49, i8* %digit.at.i402, align 1
  %part64 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digit.at.i402, i8** %part64, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i411

call.i411:                                        ; preds = %__modlink_format_i64.exit398
  %37 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %37, i32 4)
  br label %common.ret

check11.fail:                                     ; preds = %X.strides.done
  %tag71 = sext i32 %Y.type_index to i64
  %part72 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([131 x i8], [131 x i8]* @.str.15, i64 0, i64 0), i8** %part72, align 8
  %neg.i413 = icmp slt i32 %Y.type_index, 0
  %negated.i414 = sub nsw i64 0, %tag71
  %mag.i415 = select i1 %neg.i413, i64 %negated.i414, i64 %tag71
  %end.i416 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i416, align 1
  br label %digit.i424

digit.i424:                                       ; preds = %digit.i424, %check11.fail
  %remaining.i417 = phi i64 [ %mag.i415, %check11.fail ], [ %rest.i423, %digit.i424 ]
  %cursor.i418 = phi i8* [ %end.i416, %check11.fail ], [ %digit.at.i419, %digit.i424 ]
  %digit.at.i419 = getelementptr inbounds i8, i8* %cursor.i418, i64 -1
  %digit1.i420 = urem i64 %remaining.i417, 10
  %digit.byte.i421 = trunc i64 %digit1.i420 to i8
  %ascii.i422 = or i8 %digit.byte.i421, 48
  store i8 %ascii.i422, i8* %digit.at.i419, align 1
  %rest.i423 = udiv i64 %remaining.i417, 10
  %38 = icmp ult i64 %remaining.i417, 10
  br i1 %38, label %digits.done.i425, label %digit.i424

digits.done.i425:                                 ; preds = %digit.i424
  br i1 %neg.i413, label %sign.i427, label %__modlink_format_i64.exit429

sign.i427:                                        ; preds = %digits.done.i425
  %sign.at.i426 = getelementptr inbounds i8, i8* %cursor.i418, i64 -2
  store i8 45, i8* %sign.at.i426, align 1
  br label %__modlink_format_i64.exit429

__modlink_format_i64.exit429:                     ; preds = %digits.done.i425, %sign.i427
  %start.i428 = phi i8* [ %digit.at.i419, %digits.done.i425 ], [ %sign.at.i426, %sign.i427 ]
  %part74 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i428, i8** %part74, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i430

call.i430:                                        ; preds = %__modlink_format_i64.exit429
  %39 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %39, i32 2)
  br label %common.ret

check11.ok:                                       ; preds = %X.strides.done, %X.strides.done, %X.strides.done
  %Y.value = getelementptr inbounds i8, i8* %args, i64 72
  %40 = bitcast i8* %Y.value to i8**
  %Y.ptr = load i8*, i8** %40, align 8
  %null75.not = icmp eq i8* %Y.ptr, null
  br i1 %null75.not, label %check12.fail, label %check12.ok

check12.fail:                                     ; preds = %check11.ok
  %part77 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([68 x i8], [68 x i8]* @.str.16, i64 0, i64 0), i8** %part77, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i432

call.i432:                                        ; preds = %check12.fail
  %41 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %41, i32 1)
  br label %common.ret

check12.ok:                                       ; preds = %check11.ok
  %is65 = icmp eq i32 %Y.type_index, 70
  %Y.dltensor.idx = select i1 %is65, i64 24, i64 0
  %Y.dltensor = getelementptr i8, i8* %Y.ptr, i64 %Y.dltensor.idx
  %ndim.at78 = getelementptr inbounds i8, i8* %Y.dltensor, i64 16
  %42 = bitcast i8* %ndim.at78 to i32*
  %Y.ndim = load i32, i32* %42, align 4
  %ndim.ok79 = icmp eq i32 %Y.ndim, 1
  br i1 %ndim.ok79, label %check13.ok, label %check13.fail

check13.fail:                                     ; preds = %check12.ok
  %ndim80 = sext i32 %Y.ndim to i64
  %part81 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([62 x i8], [62 x i8]* @.str.17, i64 0, i64 0), i8** %part81, align 8
  %neg.i434 = icmp slt i32 %Y.ndim, 0
  %negated.i435 = sub nsw i64 0, %ndim80
  %mag.i436 = select i1 %neg.i434, i64 %negated.i435, i64 %ndim80
  %end.i437 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i437, align 1
  br label %digit.i445

digit.i445:                                       ; preds = %digit.i445, %check13.fail
  %remaining.i438 = phi i64 [ %mag.i436, %check13.fail ], [ %rest.i444, %digit.i445 ]
  %cursor.i439 = phi i8* [ %end.i437, %check13.fail ], [ %digit.at.i440, %digit.i445 ]
  %digit.at.i440 = getelementptr inbounds i8, i8* %cursor.i439, i64 -1
  %digit1.i441 = urem i64 %remaining.i438, 10
  %digit.byte.i442 = trunc i64 %digit1.i441 to i8
  %ascii.i443 = or i8 %digit.byte.i442, 48
  store i8 %ascii.i443, i8* %digit.at.i440, align 1
  %rest.i444 = udiv i64 %remaining.i438, 10
  %43 = icmp ult i64 %remaining.i438, 10
  br i1 %43, label %digits.done.i446, label %digit.i445

digits.done.i446:                                 ; preds = %digit.i445
  br i1 %neg.i434, label %sign.i448, label %__modlink_format_i64.exit450

sign.i448:                                        ; preds = %digits.done.i446
  %sign.at.i447 = getelementptr inbounds i8, i8* %cursor.i439, i64 -2
  store i8 45, i8* %sign.at.i447, align 1
  br label %__modlink_format_i64.exit450

__modlink_format_i64.exit450:                     ; preds = %digits.done.i446, %sign.i448
  %start.i449 = phi i8* [ %digit.at.i440, %digits.done.i446 ], [ %sign.at.i447, %sign.i448 ]
  %part83 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i449, i8** %part83, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i451

call.i451:                                        ; preds = %__modlink_format_i64.exit450
  %44 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %44, i32 2)
  br label %common.ret

check13.ok:                                       ; preds = %check12.ok
  %dtype.at84 = getelementptr inbounds i8, i8* %Y.dltensor, i64 20
  %45 = getelementptr inbounds i8, i8* %dtype.at84, i64 1
  %lanes.at87 = getelementptr inbounds i8, i8* %dtype.at84, i64 2
  %46 = bitcast i8* %lanes.at87 to i16*
  %code88 = load i8, i8* %dtype.at84, align 1
  %bits89 = load i8, i8* %45, align 1
  %lanes90 = load i16, i16* %46, align 2
  %code.ok91 = icmp eq i8 %code88, 2
  %bits.ok92 = icmp eq i8 %bits89, 64
  %lanes.ok93 = icmp eq i16 %lanes90, 1
  %dtype.ok94 = and i1 %code.ok91, %bits.ok92
  %dtype.ok95 = and i1 %dtype.ok94, %lanes.ok93
  br i1 %dtype.ok95, label %check14.ok, label %check14.fail

check14.fail:                                     ; preds = %check13.ok
  %lanes98 = zext i16 %lanes90 to i64
  %code96 = zext i8 %code88 to i64
  %part99 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([97 x i8], [97 x i8]* @.str.18, i64 0, i64 0), i8** %part99, align 8
  %end.i454 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i454, align 1
  br label %digit.i462

digit.i462:                                       ; preds = %digit.i462, %check14.fail
  %remaining.i455 = phi i64 [ %code96, %check14.fail ], [ %rest.i461, %digit.i462 ]
  %cursor.i456 = phi i8* [ %end.i454, %check14.fail ], [ %digit.at.i457, %digit.i462 ]
  %digit.at.i457 = getelementptr inbounds i8, i8* %cursor.i456, i64 -1
  %digit1.i458 = urem i64 %remaining.i455, 10
  %digit.byte.i459 = trunc i64 %digit1.i458 to i8
  %ascii.i460 = or i8 %digit.byte.i459, 48
  store i8 %ascii.i460, i8* %digit.at.i457, align 1
  %rest.i461 = udiv i64 %remaining.i455, 10
  %47 = icmp ult i64 %remaining.i455, 10
  br i1 %47, label %__modlink_format_i64.exit465, label %digit.i462

__modlink_format_i64.exit465:                     ; preds = %digit.i462
  %bits97 = zext i8 %bits89 to i64
  %part101 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digit.at.i457, i8** %part101, align 8
  %part102 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.10, i64 0, i64 0), i8** %part102, align 8
  %end.i467 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 23
  store i8 0, i8* %end.i467, align 1
  br label %digit.i475

digit.i475:                                       ; preds = %digit.i475, %__modlink_format_i64.exit465
  %remaining.i468 = phi i64 [ %bits97, %__modlink_format_i64.exit465 ], [ %rest.i474, %digit.i475 ]
  %cursor.i469 = phi i8* [ %end.i467, %__modlink_format_i64.exit465 ], [ %digit.at.i470, %digit.i475 ]
  %digit.at.i470 = getelementptr inbounds i8, i8* %cursor.i469, i64 -1
  %digit1.i471 = urem i64 %remaining.i468, 10
  %digit.byte.i472 = trunc i64 %digit1.i471 to i8
  %ascii.i473 = or i8 %digit.byte.i472, 48
  store i8 %ascii.i473, i8* %digit.at.i470, align 1
  %rest.i474 = udiv i64 %remaining.i468, 10
  %48 = icmp ult i64 %remaining.i468, 10
  br i1 %48, label %__modlink_format_i64.exit478, label %digit.i475

__modlink_format_i64.exit478:                     ; preds = %digit.i475
  %part104 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digit.at.i470, i8** %part104, align 8
  %part105 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 4
  store i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.11, i64 0, i64 0), i8** %part105, align 8
  %end.i480 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits2, i64 0, i64 23
  store i8 0, i8* %end.i480, align 1
  br label %digit.i488

digit.i488:                                       ; preds = %digit.i488, %__modlink_format_i64.exit478
  %remaining.i481 = phi i64 [ %lanes98, %__modlink_format_i64.exit478 ], [ %rest.i487, %digit.i488 ]
  %cursor.i482 = phi i8* [ %end.i480, %__modlink_format_i64.exit478 ], [ %digit.at.i483, %digit.i488 ]
  %digit.at.i483 = getelementptr inbounds i8, i8* %cursor.i482, i64 -1
  %digit1.i484 = urem i64 %remaining.i481, 10
  %digit.byte.i485 = trunc i64 %digit1.i484 to i8
  %ascii.i486 = or i8 %digit.byte.i485, 48
  store i8 %ascii.i486, i8* %digit.at.i483, align 1
  %rest.i487 = udiv i64 %remaining.i481, 10
  %49 = icmp ult i64 %remaining.i481, 10
  br i1 %49, label %__modlink_format_i64.exit491, label %digit.i488

__modlink_format_i64.exit491:                     ; preds = %digit.i488
  %part107 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 5
  store i8* %digit.at.i483, i8** %part107, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i492

call.i492:                                        ; preds = %__modlink_format_i64.exit491
  %50 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %50, i32 6)
  br label %common.ret

check14.ok:                                       ; preds = %check13.ok
  %device.at108 = getelementptr inbounds i8, i8* %Y.dltensor, i64 8
  %51 = bitcast i8* %device.at108 to i32*
  %Y.device_type = load i32, i32* %51, align 4
  %device.ok109 = icmp eq i32 %Y.device_type, 1
  br i1 %device.ok109, label %check15.ok, label %check15.fail

check15.fail:                                     ; preds = %check14.ok
  %device110 = sext i32 %Y.device_type to i64
  %part111 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([96 x i8], [96 x i8]* @.str.19, i64 0, i64 0), i8** %part111, align 8
  %neg.i494 = icmp slt i32 %Y.device_type, 0
  %negated.i495 = sub nsw i64 0, %device110
  %mag.i496 = select i1 %neg.i494, i64 %negated.i495, i64 %device110
  %end.i497 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i497, align 1
  br label %digit.i505

digit.i505:                                       ; preds = %digit.i505, %check15.fail
  %remaining.i498 = phi i64 [ %mag.i496, %check15.fail ], [ %rest.i504, %digit.i505 ]
  %cursor.i499 = phi i8* [ %end.i497, %check15.fail ], [ %digit.at.i500, %digit.i505 ]
  %digit.at.i500 = getelementptr inbounds i8, i8* %cursor.i499, i64 -1
  %digit1.i501 = urem i64 %remaining.i498, 10
  %digit.byte.i502 = trunc i64 %digit1.i501 to i8
  %ascii.i503 = or i8 %digit.byte.i502, 48
  store i8 %ascii.i503, i8* %digit.at.i500, align 1
  %rest.i504 = udiv i64 %remaining.i498, 10
  %52 = icmp ult i64 %remaining.i498, 10
  br i1 %52, label %digits.done.i506, label %digit.i505

digits.done.i506:                                 ; preds = %digit.i505
  br i1 %neg.i494, label %sign.i508, label %__modlink_format_i64.exit510

sign.i508:                                        ; preds = %digits.done.i506
  %sign.at.i507 = getelementptr inbounds i8, i8* %cursor.i499, i64 -2
  store i8 45, i8* %sign.at.i507, align 1
  br label %__modlink_format_i64.exit510

__modlink_format_i64.exit510:                     ; preds = %digits.done.i506, %sign.i508
  %start.i509 = phi i8* [ %digit.at.i500, %digits.done.i506 ], [ %sign.at.i507, %sign.i508 ]
  %part113 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i509, i8** %part113, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i511

call.i511:                                        ; preds = %__modlink_format_i64.exit510
  %53 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %53, i32 2)
  br label %common.ret

check15.ok:                                       ; preds = %check14.ok
  %shape.at114 = getelementptr inbounds i8, i8* %Y.dltensor, i64 24
  %54 = bitcast i8* %shape.at114 to i64**
  %Y.shape221 = load i64*, i64** %54, align 8
  %Y.shape0 = load i64, i64* %Y.shape221, align 8
  %extent.ok = icmp eq i64 %Y.shape0, %X.shape0
  br i1 %extent.ok, label %check16.ok, label %check16.fail

check16.fail:                                     ; preds = %check15.ok
  %part116 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([62 x i8], [62 x i8]* @.str.20, i64 0, i64 0), i8** %part116, align 8
  %neg.i513 = icmp slt i64 %Y.shape0, 0
  %negated.i514 = sub i64 0, %Y.shape0
  %mag.i515 = select i1 %neg.i513, i64 %negated.i514, i64 %Y.shape0
  %end.i516 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i516, align 1
  br label %digit.i524

digit.i524:                                       ; preds = %digit.i524, %check16.fail
  %remaining.i517 = phi i64 [ %mag.i515, %check16.fail ], [ %rest.i523, %digit.i524 ]
  %cursor.i518 = phi i8* [ %end.i516, %check16.fail ], [ %digit.at.i519, %digit.i524 ]
  %digit.at.i519 = getelementptr inbounds i8, i8* %cursor.i518, i64 -1
  %digit1.i520 = urem i64 %remaining.i517, 10
  %digit.byte.i521 = trunc i64 %digit1.i520 to i8
  %ascii.i522 = or i8 %digit.byte.i521, 48
  store i8 %ascii.i522, i8* %digit.at.i519, align 1
  %rest.i523 = udiv i64 %remaining.i517, 10
  %55 = icmp ult i64 %remaining.i517, 10
  br i1 %55, label %digits.done.i525, label %digit.i524

digits.done.i525:                                 ; preds = %digit.i524
  br i1 %neg.i513, label %sign.i527, label %__modlink_format_i64.exit529

sign.i527:                                        ; preds = %digits.done.i525
  %sign.at.i526 = getelementptr inbounds i8, i8* %cursor.i518, i64 -2
  store i8 45, i8* %sign.at.i526, align 1
  br label %__modlink_format_i64.exit529

__modlink_format_i64.exit529:                     ; preds = %digits.done.i525, %sign.i527
  %start.i528 = phi i8* [ %digit.at.i519, %digits.done.i525 ], [ %sign.at.i526, %sign.i527 ]
  %part118 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i528, i8** %part118, align 8
  %part119 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([49 x i8], [49 x i8]* @.str.21, i64 0, i64 0), i8** %part119, align 8
  %neg.i530 = icmp slt i64 %X.shape0, 0
  %negated.i531 = sub i64 0, %X.shape0
  %mag.i532 = select i1 %neg.i530, i64 %negated.i531, i64 %X.shape0
  %end.i533 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 23
  store i8 0, i8* %end.i533, align 1
  br label %digit.i541

digit.i541:                                       ; preds = %digit.i541, %__modlink_format_i64.exit529
  %remaining.i534 = phi i64 [ %mag.i532, %__modlink_format_i64.exit529 ], [ %rest.i540, %digit.i541 ]
  %cursor.i535 = phi i8* [ %end.i533, %__modlink_format_i64.exit529 ], [ %digit.at.i536, %digit.i541 ]
  %digit.at.i536 = getelementptr inbounds i8, i8* %cursor.i535, i64 -1
  %digit1.i537 = urem i64 %remaining.i534, 10
  %digit.byte.i538 = trunc i64 %digit1.i537 to i8
  %ascii.i539 = or i8 %digit.byte.i538, 48
  store i8 %ascii.i539, i8* %digit.at.i536, align 1
  %rest.i540 = udiv i64 %remaining.i534, 10
  %56 = icmp ult i64 %remaining.i534, 10
  br i1 %56, label %digits.done.i542, label %digit.i541

digits.done.i542:                                 ; preds = %digit.i541
  br i1 %neg.i530, label %sign.i544, label %__modlink_format_i64.exit546

sign.i544:                                        ; preds = %digits.done.i542
  %sign.at.i543 = getelementptr inbounds i8, i8* %cursor.i535, i64 -2
  store i8 45, i8* %sign.at.i543, align 1
  br label %__modlink_format_i64.exit546

__modlink_format_i64.exit546:                     ; preds = %digits.done.i542, %sign.i544
  %start.i545 = phi i8* [ %digit.at.i536, %digits.done.i542 ], [ %sign.at.i543, %sign.i544 ]
  %part121 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %start.i545, i8** %part121, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i547

call.i547:                                        ; preds = %__modlink_format_i64.exit546
  %57 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %57, i32 4)
  br label %common.ret

check16.ok:                                       ; preds = %check15.ok
  %strides.at122 = getelementptr inbounds i8, i8* %Y.dltensor, i64 32
  %58 = bitcast i8* %strides.at122 to i8**
  %Y.strides = load i8*, i8** %58, align 8
  %has_strides123.not = icmp eq i8* %Y.strides, null
  br i1 %has_strides123.not, label %Y.strides.done, label %Y.strides.check

Y.strides.check:                                  ; preds = %check16.ok
  %59 = bitcast i8* %Y.strides to i64*
  %Y.stride0 = load i64, i64* %59, align 8
  %stride.ok125 = icmp eq i64 %Y.stride0, 1
  %unit126 = icmp eq i64 %X.shape0, 1
  %stride.ok127 = or i1 %unit126, %stride.ok125
  br i1 %stride.ok127, label %Y.strides.done, label %check17.fail

Y.strides.done:                                   ; preds = %Y.strides.check, %check16.ok
  %data.at135 = bitcast i8* %Y.dltensor to i8**
  %data136 = load i8*, i8** %data.at135, align 8
  %byte_offset.at137 = getelementptr inbounds i8, i8* %Y.dltensor, i64 40
  %60 = bitcast i8* %byte_offset.at137 to i64*
  %byte_offset138 = load i64, i64* %60, align 8
  %Y.data = getelementptr i8, i8* %data136, i64 %byte_offset138
  %Mask.any = getelementptr inbounds i8, i8* %args, i64 80
  %61 = bitcast i8* %Mask.any to i32*
  %Mask.type_index = load i32, i32* %61, align 4
  switch i32 %Mask.type_index, label %check18.fail [
    i32 70, label %check18.ok
    i32 7, label %check18.ok
    i32 4, label %check18.ok
  ]

check17.fail:                                     ; preds = %Y.strides.check
  %part128 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([92 x i8], [92 x i8]* @.str.22, i64 0, i64 0), i8** %part128, align 8
  %neg.i549 = icmp slt i64 %Y.stride0, 0
  %negated.i550 = sub i64 0, %Y.stride0
  %mag.i551 = select i1 %neg.i549, i64 %negated.i550, i64 %Y.stride0
  %end.i552 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i552, align 1
  br label %digit.i560

digit.i560:                                       ; preds = %digit.i560, %check17.fail
  %remaining.i553 = phi i64 [ %mag.i551, %check17.fail ], [ %rest.i559, %digit.i560 ]
  %cursor.i554 = phi i8* [ %end.i552, %check17.fail ], [ %digit.at.i555, %digit.i560 ]
  %digit.at.i555 = getelementptr inbounds i8, i8* %cursor.i554, i64 -1
  %digit1.i556 = urem i64 %remaining.i553, 10
  %digit.byte.i557 = trunc i64 %digit1.i556 to i8
  %ascii.i558 = or i8 %digit.byte.i557, 48
  store i8 %ascii.i558, i8* %digit.at.i555, align 1
  %rest.i559 = udiv i64 %remaining.i553, 10
  %62 = icmp ult i64 %remaining.i553, 10
  br i1 %62, label %digits.done.i561, label %digit.i560

digits.done.i561:                                 ; preds = %digit.i560
  br i1 %neg.i549, label %sign.i563, label %__modlink_format_i64.exit565

sign.i563:                                        ; preds = %digits.done.i561
  %sign.at.i562 = getelementptr inbounds i8, i8* %cursor.i554, i64 -2
  store i8 45, i8* %sign.at.i562, align 1
  br label %__modlink_format_i64.exit565

__modlink_format_i64.exit565:                     ; preds = %digits.done.i561, %sign.i563
  %start.i564 = phi i8* [ %digit.at.i555, %digits.done.i561 ], [ %sign.at.i562, %sign.i563 ]
  %part130 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i564, i8** %part130, align 8
  %part131 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i64 0, i64 0), i8** %part131, align 8
  %end.i566 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 23
  store i8 0, i8* %end.i566, align 1
  %digit.at.i569 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 22
  store i8 49, i8* %digit.at.i569, align 1
  %part133 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digit.at.i569, i8** %part133, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i578

call.i578:                                        ; preds = %__modlink_format_i64.exit565
  %63 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %63, i32 4)
  br label %common.ret

check18.fail:                                     ; preds = %Y.strides.done
  %tag145 = sext i32 %Mask.type_index to i64
  %part146 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([134 x i8], [134 x i8]* @.str.23, i64 0, i64 0), i8** %part146, align 8
  %neg.i580 = icmp slt i32 %Mask.type_index, 0
  %negated.i581 = sub nsw i64 0, %tag145
  %mag.i582 = select i1 %neg.i580, i64 %negated.i581, i64 %tag145
  %end.i583 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i583, align 1
  br label %digit.i591

digit.i591:                                       ; preds = %digit.i591, %check18.fail
  %remaining.i584 = phi i64 [ %mag.i582, %check18.fail ], [ %rest.i590, %digit.i591 ]
  %cursor.i585 = phi i8* [ %end.i583, %check18.fail ], [ %digit.at.i586, %digit.i591 ]
  %digit.at.i586 = getelementptr inbounds i8, i8* %cursor.i585, i64 -1
  %digit1.i587 = urem i64 %remaining.i584, 10
  %digit.byte.i588 = trunc i64 %digit1.i587 to i8
  %ascii.i589 = or i8 %digit.byte.i588, 48
  store i8 %ascii.i589, i8* %digit.at.i586, align 1
  %rest.i590 = udiv i64 %remaining.i584, 10
  %64 = icmp ult i64 %remaining.i584, 10
  br i1 %64, label %digits.done.i592, label %digit.i591

digits.done.i592:                                 ; preds = %digit.i591
  br i1 %neg.i580, label %sign.i594, label %__modlink_format_i64.exit596

sign.i594:                                        ; preds = %digits.done.i592
  %sign.at.i593 = getelementptr inbounds i8, i8* %cursor.i585, i64 -2
  store i8 45, i8* %sign.at.i593, align 1
  br label %__modlink_format_i64.exit596

__modlink_format_i64.exit596:                     ; preds = %digits.done.i592, %sign.i594
  %start.i595 = phi i8* [ %digit.at.i586, %digits.done.i592 ], [ %sign.at.i593, %sign.i594 ]
  %part148 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i595, i8** %part148, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i597

call.i597:                                        ; preds = %__modlink_format_i64.exit596
  %65 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %65, i32 2)
  br label %common.ret

check18.ok:                                       ; preds = %Y.strides.done, %Y.strides.done, %Y.strides.done
  %Mask.value = getelementptr inbounds i8, i8* %args, i64 88
  %66 = bitcast i8* %Mask.value to i8**
  %Mask.ptr = load i8*, i8** %66, align 8
  %null149.not = icmp eq i8* %Mask.ptr, null
  br i1 %null149.not, label %check19.fail, label %check19.ok

check19.fail:                                     ; preds = %check18.ok
  %part151 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([71 x i8], [71 x i8]* @.str.24, i64 0, i64 0), i8** %part151, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i599

call.i599:                                        ; preds = %check19.fail
  %67 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %67, i32 1)
  br label %common.ret

check19.ok:                                       ; preds = %check18.ok
  %is139 = icmp eq i32 %Mask.type_index, 70
  %Mask.dltensor.idx = select i1 %is139, i64 24, i64 0
  %Mask.dltensor = getelementptr i8, i8* %Mask.ptr, i64 %Mask.dltensor.idx
  %ndim.at152 = getelementptr inbounds i8, i8* %Mask.dltensor, i64 16
  %68 = bitcast i8* %ndim.at152 to i32*
  %Mask.ndim = load i32, i32* %68, align 4
  %ndim.ok153 = icmp eq i32 %Mask.ndim, 1
  br i1 %ndim.ok153, label %check20.ok, label %check20.fail

check20.fail:                                     ; preds = %check19.ok
  %ndim154 = sext i32 %Mask.ndim to i64
  %part155 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([65 x i8], [65 x i8]* @.str.25, i64 0, i64 0), i8** %part155, align 8
  %neg.i601 = icmp slt i32 %Mask.ndim, 0
  %negated.i602 = sub nsw i64 0, %ndim154
  %mag.i603 = select i1 %neg.i601, i64 %negated.i602, i64 %ndim154
  %end.i604 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i604, align 1
  br label %digit.i612

digit.i612:                                       ; preds = %digit.i612, %check20.fail
  %remaining.i605 = phi i64 [ %mag.i603, %check20.fail ], [ %rest.i611, %digit.i612 ]
  %cursor.i606 = phi i8* [ %end.i604, %check20.fail ], [ %digit.at.i607, %digit.i612 ]
  %digit.at.i607 = getelementptr inbounds i8, i8* %cursor.i606, i64 -1
  %digit1.i608 = urem i64 %remaining.i605, 10
  %digit.byte.i609 = trunc i64 %digit1.i608 to i8
  %ascii.i610 = or i8 %digit.byte.i609, 48
  store i8 %ascii.i610, i8* %digit.at.i607, align 1
  %rest.i611 = udiv i64 %remaining.i605, 10
  %69 = icmp ult i64 %remaining.i605, 10
  br i1 %69, label %digits.done.i613, label %digit.i612

digits.done.i613:                                 ; preds = %digit.i612
  br i1 %neg.i601, label %sign.i615, label %__modlink_format_i64.exit617

sign.i615:                                        ; preds = %digits.done.i613
  %sign.at.i614 = getelementptr inbounds i8, i8* %cursor.i606, i64 -2
  store i8 45, i8* %sign.at.i614, align 1
  br label %__modlink_format_i64.exit617

__modlink_format_i64.exit617:                     ; preds = %digits.done.i613, %sign.i615
  %start.i616 = phi i8* [ %digit.at.i607, %digits.done.i613 ], [ %sign.at.i614, %sign.i615 ]
  %part157 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i616, i8** %part157, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i618

call.i618:                                        ; preds = %__modlink_format_i64.exit617
  %70 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %70, i32 2)
  br label %common.ret

check20.ok:                                       ; preds = %check19.ok
  %dtype.at158 = getelementptr inbounds i8, i8* %Mask.dltensor, i64 20
  %71 = getelementptr inbounds i8, i8* %dtype.at158, i64 1
  %lanes.at161 = getelementptr inbounds i8, i8* %dtype.at158, i64 2
  %72 = bitcast i8* %lanes.at161 to i16*
  %code162 = load i8, i8* %dtype.at158, align 1
  %bits163 = load i8, i8* %71, align 1
  %lanes164 = load i16, i16* %72, align 2
  %code.ok165 = icmp eq i8 %code162, 0
  %bits.ok166 = icmp eq i8 %bits163, 32
  %lanes.ok167 = icmp eq i16 %lanes164, 1
  %dtype.ok168 = and i1 %code.ok165, %bits.ok166
  %dtype.ok169 = and i1 %dtype.ok168, %lanes.ok167
  br i1 %dtype.ok169, label %check21.ok, label %check21.fail

check21.fail:                                     ; preds = %check20.ok
  %lanes172 = zext i16 %lanes164 to i64
  %code170 = zext i8 %code162 to i64
  %part173 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([100 x i8], [100 x i8]* @.str.26, i64 0, i64 0), i8** %part173, align 8
  %end.i621 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i621, align 1
  br label %digit.i629

digit.i629:                                       ; preds = %digit.i629, %check21.fail
  %remaining.i622 = phi i64 [ %code170, %check21.fail ], [ %rest.i628, %digit.i629 ]
  %cursor.i623 = phi i8* [ %end.i621, %check21.fail ], [ %digit.at.i624, %digit.i629 ]
  %digit.at.i624 = getelementptr inbounds i8, i8* %cursor.i623, i64 -1
  %digit1.i625 = urem i64 %remaining.i622, 10
  %digit.byte.i626 = trunc i64 %digit1.i625 to i8
  %ascii.i627 = or i8 %digit.byte.i626, 48
  store i8 %ascii.i627, i8* %digit.at.i624, align 1
  %rest.i628 = udiv i64 %remaining.i622, 10
  %73 = icmp ult i64 %remaining.i622, 10
  br i1 %73, label %__modlink_format_i64.exit632, label %digit.i629

__modlink_format_i64.exit632:                     ; preds = %digit.i629
  %bits171 = zext i8 %bits163 to i64
  %part175 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digit.at.i624, i8** %part175, align 8
  %part176 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.10, i64 0, i64 0), i8** %part176, align 8
  %end.i634 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 23
  store i8 0, i8* %end.i634, align 1
  br label %digit.i642

digit.i642:                                       ; preds = %digit.i642, %__modlink_format_i64.exit632
  %remaining.i635 = phi i64 [ %bits171, %__modlink_format_i64.exit632 ], [ %rest.i641, %digit.i642 ]
  %cursor.i636 = phi i8* [ %end.i634, %__modlink_format_i64.exit632 ], [ %digit.at.i637, %digit.i642 ]
  %digit.at.i637 = getelementptr inbounds i8, i8* %cursor.i636, i64 -1
  %digit1.i638 = urem i64 %remaining.i635, 10
  %digit.byte.i639 = trunc i64 %digit1.i638 to i8
  %ascii.i640 = or i8 %digit.byte.i639, 48
  store i8 %ascii.i640, i8* %digit.at.i637, align 1
  %rest.i641 = udiv i64 %remaining.i635, 10
  %74 = icmp ult i64 %remaining.i635, 10
  br i1 %74, label %__modlink_format_i64.exit645, label %digit.i642

__modlink_format_i64.exit645:                     ; preds = %digit.i642
  %part178 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digit.at.i637, i8** %part178, align 8
  %part179 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 4
  store i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.11, i64 0, i64 0), i8** %part179, align 8
  %end.i647 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits2, i64 0, i64 23
  store i8 0, i8* %end.i647, align 1
  br label %digit.i655

digit.i655:                                       ; preds = %digit.i655, %__modlink_format_i64.exit645
  %remaining.i648 = phi i64 [ %lanes172, %__modlink_format_i64.exit645 ], [ %rest.i654, %digit.i655 ]
  %cursor.i649 = phi i8* [ %end.i647, %__modlink_format_i64.exit645 ], [ %digit.at.i650, %digit.i655 ]
  %digit.at.i650 = getelementptr inbounds i8, i8* %cursor.i649, i64 -1
  %digit1.i651 = urem i64 %remaining.i648, 10
  %digit.byte.i652 = trunc i64 %digit1.i651 to i8
  %ascii.i653 = or i8 %digit.byte.i652, 48
  store i8 %ascii.i653, i8* %digit.at.i650, align 1
  %rest.i654 = udiv i64 %remaining.i648, 10
  %75 = icmp ult i64 %remaining.i648, 10
  br i1 %75, label %__modlink_format_i64.exit658, label %digit.i655

__modlink_format_i64.exit658:                     ; preds = %digit.i655
  %part181 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 5
  store i8* %digit.at.i650, i8** %part181, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i659

call.i659:                                        ; preds = %__modlink_format_i64.exit658
  %76 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %76, i32 6)
  br label %common.ret

check21.ok:                                       ; preds = %check20.ok
  %device.at182 = getelementptr inbounds i8, i8* %Mask.dltensor, i64 8
  %77 = bitcast i8* %device.at182 to i32*
  %Mask.device_type = load i32, i32* %77, align 4
  %device.ok183 = icmp eq i32 %Mask.device_type, 1
  br i1 %device.ok183, label %check22.ok, label %check22.fail

check22.fail:                                     ; preds = %check21.ok
  %device184 = sext i32 %Mask.device_type to i64
  %part185 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([99 x i8], [99 x i8]* @.str.27, i64 0, i64 0), i8** %part185, align 8
  %neg.i661 = icmp slt i32 %Mask.device_type, 0
  %negated.i662 = sub nsw i64 0, %device184
  %mag.i663 = select i1 %neg.i661, i64 %negated.i662, i64 %device184
  %end.i664 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i664, align 1
  br label %digit.i672

digit.i672:                                       ; preds = %digit.i672, %check22.fail
  %remaining.i665 = phi i64 [ %mag.i663, %check22.fail ], [ %rest.i671, %digit.i672 ]
  %cursor.i666 = phi i8* [ %end.i664, %check22.fail ], [ %digit.at.i667, %digit.i672 ]
  %digit.at.i667 = getelementptr inbounds i8, i8* %cursor.i666, i64 -1
  %digit1.i668 = urem i64 %remaining.i665, 10
  %digit.byte.i669 = trunc i64 %digit1.i668 to i8
  %ascii.i670 = or i8 %digit.byte.i669, 48
  store i8 %ascii.i670, i8* %digit.at.i667, align 1
  %rest.i671 = udiv i64 %remaining.i665, 10
  %78 = icmp ult i64 %remaining.i665, 10
  br i1 %78, label %digits.done.i673, label %digit.i672

digits.done.i673:                                 ; preds = %digit.i672
  br i1 %neg.i661, label %sign.i675, label %__modlink_format_i64.exit677

sign.i675:                                        ; preds = %digits.done.i673
  %sign.at.i674 = getelementptr inbounds i8, i8* %cursor.i666, i64 -2
  store i8 45, i8* %sign.at.i674, align 1
  br label %__modlink_format_i64.exit677

__modlink_format_i64.exit677:                     ; preds = %digits.done.i673, %sign.i675
  %start.i676 = phi i8* [ %digit.at.i667, %digits.done.i673 ], [ %sign.at.i674, %sign.i675 ]
  %part187 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i676, i8** %part187, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i678

call.i678:                                        ; preds = %__modlink_format_i64.exit677
  %79 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %79, i32 2)
  br label %common.ret

check22.ok:                                       ; preds = %check21.ok
  %shape.at188 = getelementptr inbounds i8, i8* %Mask.dltensor, i64 24
  %80 = bitcast i8* %shape.at188 to i64**
  %Mask.shape222 = load i64*, i64** %80, align 8
  %Mask.shape0 = load i64, i64* %Mask.shape222, align 8
  %extent.ok190 = icmp eq i64 %Mask.shape0, %X.shape0
  br i1 %extent.ok190, label %check23.ok, label %check23.fail

check23.fail:                                     ; preds = %check22.ok
  %part191 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([65 x i8], [65 x i8]* @.str.28, i64 0, i64 0), i8** %part191, align 8
  %neg.i680 = icmp slt i64 %Mask.shape0, 0
  %negated.i681 = sub i64 0, %Mask.shape0
  %mag.i682 = select i1 %neg.i680, i64 %negated.i681, i64 %Mask.shape0
  %end.i683 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i683, align 1
  br label %digit.i691

digit.i691:                                       ; preds = %digit.i691, %check23.fail
  %remaining.i684 = phi i64 [ %mag.i682, %check23.fail ], [ %rest.i690, %digit.i691 ]
  %cursor.i685 = phi i8* [ %end.i683, %check23.fail ], [ %digit.at.i686, %digit.i691 ]
  %digit.at.i686 = getelementptr inbounds i8, i8* %cursor.i685, i64 -1
  %digit1.i687 = urem i64 %remaining.i684, 10
  %digit.byte.i688 = trunc i64 %digit1.i687 to i8
  %ascii.i689 = or i8 %digit.byte.i688, 48
  store i8 %ascii.i689, i8* %digit.at.i686, align 1
  %rest.i690 = udiv i64 %remaining.i684, 10
  %81 = icmp ult i64 %remaining.i684, 10
  br i1 %81, label %digits.done.i692, label %digit.i691

digits.done.i692:                                 ; preds = %digit.i691
  br i1 %neg.i680, label %sign.i694, label %__modlink_format_i64.exit696

sign.i694:                                        ; preds = %digits.done.i692
  %sign.at.i693 = getelementptr inbounds i8, i8* %cursor.i685, i64 -2
  store i8 45, i8* %sign.at.i693, align 1
  br label %__modlink_format_i64.exit696

__modlink_format_i64.exit696:                     ; preds = %digits.done.i692, %sign.i694
  %start.i695 = phi i8* [ %digit.at.i686, %digits.done.i692 ], [ %sign.at.i693, %sign.i694 ]
  %part193 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i695, i8** %part193, align 8
  %part194 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([49 x i8], [49 x i8]* @.str.21, i64 0, i64 0), i8** %part194, align 8
  %neg.i697 = icmp slt i64 %X.shape0, 0
  %negated.i698 = sub i64 0, %X.shape0
  %mag.i699 = select i1 %neg.i697, i64 %negated.i698, i64 %X.shape0
  %end.i700 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 23
  store i8 0, i8* %end.i700, align 1
  br label %digit.i708

digit.i708:                                       ; preds = %digit.i708, %__modlink_format_i64.exit696
  %remaining.i701 = phi i64 [ %mag.i699, %__modlink_format_i64.exit696 ], [ %rest.i707, %digit.i708 ]
  %cursor.i702 = phi i8* [ %end.i700, %__modlink_format_i64.exit696 ], [ %digit.at.i703, %digit.i708 ]
  %digit.at.i703 = getelementptr inbounds i8, i8* %cursor.i702, i64 -1
  %digit1.i704 = urem i64 %remaining.i701, 10
  %digit.byte.i705 = trunc i64 %digit1.i704 to i8
  %ascii.i706 = or i8 %digit.byte.i705, 48
  store i8 %ascii.i706, i8* %digit.at.i703, align 1
  %rest.i707 = udiv i64 %remaining.i701, 10
  %82 = icmp ult i64 %remaining.i701, 10
  br i1 %82, label %digits.done.i709, label %digit.i708

digits.done.i709:                                 ; preds = %digit.i708
  br i1 %neg.i697, label %sign.i711, label %__modlink_format_i64.exit713

sign.i711:                                        ; preds = %digits.done.i709
  %sign.at.i710 = getelementptr inbounds i8, i8* %cursor.i702, i64 -2
  store i8 45, i8* %sign.at.i710, align 1
  br label %__modlink_format_i64.exit713

__modlink_format_i64.exit713:                     ; preds = %digits.done.i709, %sign.i711
  %start.i712 = phi i8* [ %digit.at.i703, %digits.done.i709 ], [ %sign.at.i710, %sign.i711 ]
  %part196 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %start.i712, i8** %part196, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i714

call.i714:                                        ; preds = %__modlink_format_i64.exit713
  %83 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %83, i32 4)
  br label %common.ret

check23.ok:                                       ; preds = %check22.ok
  %strides.at197 = getelementptr inbounds i8, i8* %Mask.dltensor, i64 32
  %84 = bitcast i8* %strides.at197 to i8**
  %Mask.strides = load i8*, i8** %84, align 8
  %has_strides198.not = icmp eq i8* %Mask.strides, null
  br i1 %has_strides198.not, label %Mask.strides.done, label %Mask.strides.check

Mask.strides.check:                               ; preds = %check23.ok
  %85 = bitcast i8* %Mask.strides to i64*
  %Mask.stride0 = load i64, i64* %85, align 8
  %stride.ok200 = icmp eq i64 %Mask.stride0, 1
  %unit201 = icmp eq i64 %X.shape0, 1
  %stride.ok202 = or i1 %unit201, %stride.ok200
  br i1 %stride.ok202, label %Mask.strides.done, label %check24.fail

Mask.strides.done:                                ; preds = %Mask.strides.check, %check23.ok
  %more6.i = icmp sgt i64 %X.shape0, 0
  br i1 %more6.i, label %for.i.body.lr.ph.i, label %common.ret

for.i.body.lr.ph.i:                               ; preds = %Mask.strides.done
  %data.at210 = bitcast i8* %Mask.dltensor to i8**
  %data211 = load i8*, i8** %data.at210, align 8
  %byte_offset.at212 = getelementptr inbounds i8, i8* %Mask.dltensor, i64 40
  %86 = bitcast i8* %byte_offset.at212 to i64*
  %byte_offset213 = load i64, i64* %86, align 8
  %Mask.data = getelementptr i8, i8* %data211, i64 %byte_offset213
  %87 = bitcast i8* %X.data to double*
  %cast.i = sitofp i32 %k to double
  %88 = bitcast i8* %Y.data to double*
  %89 = bitcast i8* %Mask.data to i32*
  %min.iters.check = icmp ult i64 %X.shape0, 4
  br i1 %min.iters.check, label %for.i.body.i.preheader, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.i.body.lr.ph.i
  %90 = shl i64 %X.shape0, 3
  %91 = add i64 %byte_offset138, %90
  %scevgep = getelementptr i8, i8* %data136, i64 %91
  %92 = shl i64 %X.shape0, 2
  %93 = add i64 %byte_offset213, %92
  %scevgep747 = getelementptr i8, i8* %data211, i64 %93
  %94 = add i64 %byte_offset, %90
  %scevgep748 = getelementptr i8, i8* %data, i64 %94
  %bound0 = icmp ult i8* %Y.data, %scevgep747
  %bound1 = icmp ult i8* %Mask.data, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  %bound0749 = icmp ult i8* %Y.data, %scevgep748
  %bound1750 = icmp ult i8* %X.data, %scevgep
  %found.conflict751 = and i1 %bound0749, %bound1750
  %conflict.rdx = or i1 %found.conflict, %found.conflict751
  %bound0752 = icmp ult i8* %Mask.data, %scevgep748
  %bound1753 = icmp ult i8* %X.data, %scevgep747
  %found.conflict754 = and i1 %bound0752, %bound1753
  %conflict.rdx755 = or i1 %conflict.rdx, %found.conflict754
  br i1 %conflict.rdx755, label %for.i.body.i.preheader, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %X.shape0, -4
  %broadcast.splatinsert = insertelement <2 x double> poison, double %cast.i, i64 0
  %broadcast.splat = shufflevector <2 x double> %broadcast.splatinsert, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert757 = insertelement <2 x double> poison, double %cast.i, i64 0
  %broadcast.splat758 = shufflevector <2 x double> %broadcast.splatinsert757, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert759 = insertelement <2 x double> poison, double %lo.f64, i64 0
  %broadcast.splat760 = shufflevector <2 x double> %broadcast.splatinsert759, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert761 = insertelement <2 x double> poison, double %lo.f64, i64 0
  %broadcast.splat762 = shufflevector <2 x double> %broadcast.splatinsert761, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert763 = insertelement <2 x double> poison, double %hi.f64, i64 0
  %broadcast.splat764 = shufflevector <2 x double> %broadcast.splatinsert763, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert765 = insertelement <2 x double> poison, double %hi.f64, i64 0
  %broadcast.splat766 = shufflevector <2 x double> %broadcast.splatinsert765, <2 x double> poison, <2 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %95 = getelementptr inbounds double, double* %87, i64 %index
  %96 = bitcast double* %95 to <2 x double>*
  %wide.load = load <2 x double>, <2 x double>* %96, align 8, !alias.scope !11
  %97 = getelementptr inbounds double, double* %95, i64 2
  %98 = bitcast double* %97 to <2 x double>*
  %wide.load756 = load <2 x double>, <2 x double>* %98, align 8, !alias.scope !11
  %99 = fmul <2 x double> %wide.load, %broadcast.splat
  %100 = fmul <2 x double> %wide.load756, %broadcast.splat758
  %101 = getelementptr inbounds double, double* %88, i64 %index
  %102 = fcmp olt <2 x double> %99, %broadcast.splat760
  %103 = fcmp olt <2 x double> %100, %broadcast.splat762
  %104 = fcmp ogt <2 x double> %99, %broadcast.splat764
  %105 = fcmp ogt <2 x double> %100, %broadcast.splat766
  %106 = select <2 x i1> %104, <2 x double> %broadcast.splat764, <2 x double> %99
  %107 = select <2 x i1> %105, <2 x double> %broadcast.splat766, <2 x double> %100
  %108 = select <2 x i1> %102, <2 x double> %broadcast.splat760, <2 x double> %106
  %109 = select <2 x i1> %103, <2 x double> %broadcast.splat762, <2 x double> %107
  %110 = bitcast double* %101 to <2 x double>*
  store <2 x double> %108, <2 x double>* %110, align 8, !alias.scope !14, !noalias !16
  %111 = getelementptr inbounds double, double* %101, i64 2
  %112 = bitcast double* %111 to <2 x double>*
  store <2 x double> %109, <2 x double>* %112, align 8, !alias.scope !14, !noalias !16
  %113 = select <2 x i1> %102, <2 x i1> <i1 true, i1 true>, <2 x i1> %104
  %114 = select <2 x i1> %103, <2 x i1> <i1 true, i1 true>, <2 x i1> %105
  %115 = getelementptr inbounds i32, i32* %89, i64 %index
  %116 = zext <2 x i1> %113 to <2 x i32>
  %117 = zext <2 x i1> %114 to <2 x i32>
  %118 = bitcast i32* %115 to <2 x i32>*
  store <2 x i32> %116, <2 x i32>* %118, align 4, !alias.scope !18, !noalias !11
  %119 = getelementptr inbounds i32, i32* %115, i64 2
  %120 = bitcast i32* %119 to <2 x i32>*
  store <2 x i32> %117, <2 x i32>* %120, align 4, !alias.scope !18, !noalias !11
  %index.next = add nuw i64 %index, 4
  %121 = icmp eq i64 %index.next, %n.vec
  br i1 %121, label %middle.block, label %vector.body, !llvm.loop !19

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
  %X.addr.i.prol = getelementptr inbounds double, double* %87, i64 %i.addr.07.i.ph
  %X.elem.i.prol = load double, double* %X.addr.i.prol, align 8
  %v.i.prol = fmul double %X.elem.i.prol, %cast.i
  %Y.addr.i.prol = getelementptr inbounds double, double* %88, i64 %i.addr.07.i.ph
  %cmp.i.prol = fcmp olt double %v.i.prol, %lo.f64
  %cmp1.i.prol = fcmp ogt double %v.i.prol, %hi.f64
  %select.i.prol = select i1 %cmp1.i.prol, double %hi.f64, double %v.i.prol
  %select2.i.prol = select i1 %cmp.i.prol, double %lo.f64, double %select.i.prol
  store double %select2.i.prol, double* %Y.addr.i.prol, align 8
  %or.i.prol = select i1 %cmp.i.prol, i1 true, i1 %cmp1.i.prol
  %Mask.addr.i.prol = getelementptr inbounds i32, i32* %89, i64 %i.addr.07.i.ph
  %..i.prol = zext i1 %or.i.prol to i32
  store i32 %..i.prol, i32* %Mask.addr.i.prol, align 4
  %i.next.i.prol = or i64 %i.addr.07.i.ph, 1
  br label %for.i.body.i.prol.loopexit

for.i.body.i.prol.loopexit:                       ; preds = %for.i.body.i.prol, %for.i.body.i.preheader
  %i.addr.07.i.unr = phi i64 [ %i.addr.07.i.ph, %for.i.body.i.preheader ], [ %i.next.i.prol, %for.i.body.i.prol ]
  %122 = icmp eq i64 %X.shape0, %.neg
  br i1 %122, label %common.ret, label %for.i.body.i

for.i.body.i:                                     ; preds = %for.i.body.i.prol.loopexit, %for.i.body.i
  %i.addr.07.i = phi i64 [ %i.next.i.1, %for.i.body.i ], [ %i.addr.07.i.unr, %for.i.body.i.prol.loopexit ]
  %X.addr.i = getelementptr inbounds double, double* %87, i64 %i.addr.07.i
  %X.elem.i = load double, double* %X.addr.i, align 8
  %v.i = fmul double %X.elem.i, %cast.i
  %Y.addr.i = getelementptr inbounds double, double* %88, i64 %i.addr.07.i
  %cmp.i = fcmp olt double %v.i, %lo.f64
  %cmp1.i = fcmp ogt double %v.i, %hi.f64
  %select.i = select i1 %cmp1.i, double %hi.f64, double %v.i
  %select2.i = select i1 %cmp.i, double %lo.f64, double %select.i
  store double %select2.i, double* %Y.addr.i, align 8
  %or.i = select i1 %cmp.i, i1 true, i1 %cmp1.i
  %Mask.addr.i = getelementptr inbounds i32, i32* %89, i64 %i.addr.07.i
  %..i = zext i1 %or.i to i32
  store i32 %..i, i32* %Mask.addr.i, align 4
  %i.next.i = add nuw nsw i64 %i.addr.07.i, 1
  %X.addr.i.1 = getelementptr inbounds double, double* %87, i64 %i.next.i
  %X.elem.i.1 = load double, double* %X.addr.i.1, align 8
  %v.i.1 = fmul double %X.elem.i.1, %cast.i
  %Y.addr.i.1 = getelementptr inbounds double, double* %88, i64 %i.next.i
  %cmp.i.1 = fcmp olt double %v.i.1, %lo.f64
  %cmp1.i.1 = fcmp ogt double %v.i.1, %hi.f64
  %select.i.1 = select i1 %cmp1.i.1, double %hi.f64, double %v.i.1
  %select2.i.1 = select i1 %cmp.i.1, double %lo.f64, double %select.i.1
  store double %select2.i.1, double* %Y.addr.i.1, align 8
  %or.i.1 = select i1 %cmp.i.1, i1 true, i1 %cmp1.i.1
  %Mask.addr.i.1 = getelementptr inbounds i32, i32* %89, i64 %i.next.i
  %..i.1 = zext i1 %or.i.1 to i32
  store i32 %..i.1, i32* %Mask.addr.i.1, align 4
  %i.next.i.1 = add nuw nsw i64 %i.addr.07.i, 2
  %exitcond.not.i.1 = icmp eq i64 %i.next.i.1, %X.shape0
  br i1 %exitcond.not.i.1, label %common.ret, label %for.i.body.i, !llvm.loop !20

check24.fail:                                     ; preds = %Mask.strides.check
  %part203 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([95 x i8], [95 x i8]* @.str.29, i64 0, i64 0), i8** %part203, align 8
  %neg.i716 = icmp slt i64 %Mask.stride0, 0
  %negated.i717 = sub i64 0, %Mask.stride0
  %mag.i718 = select i1 %neg.i716, i64 %negated.i717, i64 %Mask.stride0
  %end.i719 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i719, align 1
  br label %digit.i727

digit.i727:                                       ; preds = %digit.i727, %check24.fail
  %remaining.i720 = phi i64 [ %mag.i718, %check24.fail ], [ %rest.i726, %digit.i727 ]
  %cursor.i721 = phi i8* [ %end.i719, %check24.fail ], [ %digit.at.i722, %digit.i727 ]
  %digit.at.i722 = getelementptr inbounds i8, i8* %cursor.i721, i64 -1
  %digit1.i723 = urem i64 %remaining.i720, 10
  %digit.byte.i724 = trunc i64 %digit1.i723 to i8
  %ascii.i725 = or i8 %digit.byte.i724, 48
  store i8 %ascii.i725, i8* %digit.at.i722, align 1
  %rest.i726 = udiv i64 %remaining.i720, 10
  %123 = icmp ult i64 %remaining.i720, 10
  br i1 %123, label %digits.done.i728, label %digit.i727

digits.done.i728:                                 ; preds = %digit.i727
  br i1 %neg.i716, label %sign.i730, label %__modlink_format_i64.exit732

sign.i730:                                        ; preds = %digits.done.i728
  %sign.at.i729 = getelementptr inbounds i8, i8* %cursor.i721, i64 -2
  store i8 45, i8* %sign.at.i729, align 1
  br label %__modlink_format_i64.exit732

__modlink_format_i64.exit732:                     ; preds = %digits.done.i728, %sign.i730
  %start.i731 = phi i8* [ %digit.at.i722, %digits.done.i728 ], [ %sign.at.i729, %sign.i730 ]
  %part205 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i731, i8** %part205, align 8
  %part206 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i64 0, i64 0), i8** %part206, align 8
  %end.i733 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 23
  store i8 0, i8* %end.i733, align 1
  %digit.at.i736 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 22
  store i8 49, i8* %digit.at.i736, align 1
  %part208 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digit.at.i736, i8** %part208, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i745

call.i745:                                        ; preds = %__modlink_format_i64.exit732
  %124 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %124, i32 4)
  br label %common.ret
}

declare extern_weak void @TVMFFIErrorSetRaisedFromCStrParts(i8*, i8*, i32)

define weak i32 @__tvm_ffi_main(i8* %self, i8* %args, i32 %num_args, i8* %result) local_unnamed_addr {
entry:
  %status = tail call i32 @__tvm_ffi_clamp_scale(i8* undef, i8* %args, i32 %num_args, i8* undef)
  ret i32 %status
}

attributes #0 = { nofree norecurse nosync nounwind }

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
