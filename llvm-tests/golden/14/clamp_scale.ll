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

; Function Attrs: nofree noinline norecurse nosync nounwind
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

common.ret:                                       ; preds = %check24.fail, %Mask.strides.done, %check23.fail, %check22.fail, %check21.fail, %check20.fail, %check19.fail, %check18.fail, %check17.fail, %check16.fail, %check15.fail, %check14.fail, %check13.fail, %check12.fail, %check11.fail, %check10.fail, %check9.fail, %check8.fail, %check7.fail, %check6.fail, %check5.fail, %check4.fail, %check3.fail, %check2.fail, %check1.fail
  %common.ret.op = phi i32 [ -1, %check1.fail ], [ -1, %check2.fail ], [ -1, %check3.fail ], [ -1, %check4.fail ], [ -1, %check5.fail ], [ -1, %check6.fail ], [ -1, %check7.fail ], [ -1, %check8.fail ], [ -1, %check9.fail ], [ -1, %check10.fail ], [ -1, %check11.fail ], [ -1, %check12.fail ], [ -1, %check13.fail ], [ -1, %check14.fail ], [ -1, %check15.fail ], [ -1, %check16.fail ], [ -1, %check17.fail ], [ -1, %check18.fail ], [ -1, %check19.fail ], [ -1, %check20.fail ], [ -1, %check21.fail ], [ -1, %check22.fail ], [ -1, %check23.fail ], [ 0, %Mask.strides.done ], [ -1, %check24.fail ]
  ret i32 %common.ret.op

check1.fail:                                      ; preds = %entry
  %argc = sext i32 %num_args to i64
  %part = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([49 x i8], [49 x i8]* @.str.0, i64 0, i64 0), i8** %part, align 8
  %0 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits = call fastcc i8* @__modlink_format_i64(i64 %argc, i8* nonnull %0)
  %part1 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits, i8** %part1, align 8
  %1 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %1, i32 2)
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
  %3 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits6 = call fastcc i8* @__modlink_format_i64(i64 %tag, i8* nonnull %3)
  %part7 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits6, i8** %part7, align 8
  %4 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %4, i32 2)
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
  %7 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits16 = call fastcc i8* @__modlink_format_i64(i64 %tag14, i8* nonnull %7)
  %part17 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits16, i8** %part17, align 8
  %8 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %8, i32 2)
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
  %11 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits26 = call fastcc i8* @__modlink_format_i64(i64 %tag24, i8* nonnull %11)
  %part27 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits26, i8** %part27, align 8
  %12 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %12, i32 2)
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
  %15 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits36 = call fastcc i8* @__modlink_format_i64(i64 %tag34, i8* nonnull %15)
  %part37 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits36, i8** %part37, align 8
  %16 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %16, i32 2)
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
  %18 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %18, i32 1)
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
  %20 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits40 = call fastcc i8* @__modlink_format_i64(i64 %ndim, i8* nonnull %20)
  %part41 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits40, i8** %part41, align 8
  %21 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %21, i32 2)
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
  %bits44 = zext i8 %bits to i64
  %code43 = zext i8 %code to i64
  %part46 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([97 x i8], [97 x i8]* @.str.9, i64 0, i64 0), i8** %part46, align 8
  %24 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits47 = call fastcc i8* @__modlink_format_i64(i64 %code43, i8* nonnull %24)
  %part48 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits47, i8** %part48, align 8
  %part49 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.10, i64 0, i64 0), i8** %part49, align 8
  %25 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 0
  %digits50 = call fastcc i8* @__modlink_format_i64(i64 %bits44, i8* nonnull %25)
  %part51 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digits50, i8** %part51, align 8
  %part52 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 4
  store i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.11, i64 0, i64 0), i8** %part52, align 8
  %26 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits2, i64 0, i64 0
  %digits53 = call fastcc i8* @__modlink_format_i64(i64 %lanes45, i8* nonnull %26)
  %part54 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 5
  store i8* %digits53, i8** %part54, align 8
  %27 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %27, i32 6)
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
  %29 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits56 = call fastcc i8* @__modlink_format_i64(i64 %device, i8* nonnull %29)
  %part57 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits56, i8** %part57, align 8
  %30 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %30, i32 2)
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
  %36 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits60 = call fastcc i8* @__modlink_format_i64(i64 %X.stride0, i8* nonnull %36)
  %part61 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits60, i8** %part61, align 8
  %part62 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i64 0, i64 0), i8** %part62, align 8
  %37 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 0
  %digits63 = call fastcc i8* @__modlink_format_i64(i64 1, i8* nonnull %37)
  %part64 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digits63, i8** %part64, align 8
  %38 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %38, i32 4)
  br label %common.ret

check11.fail:                                     ; preds = %X.strides.done
  %tag71 = sext i32 %Y.type_index to i64
  %part72 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([131 x i8], [131 x i8]* @.str.15, i64 0, i64 0), i8** %part72, align 8
  %39 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits73 = call fastcc i8* @__modlink_format_i64(i64 %tag71, i8* nonnull %39)
  %part74 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits73, i8** %part74, align 8
  %40 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %40, i32 2)
  br label %common.ret

check11.ok:                                       ; preds = %X.strides.done, %X.strides.done, %X.strides.done
  %Y.value = getelementptr inbounds i8, i8* %args, i64 72
  %41 = bitcast i8* %Y.value to i8**
  %Y.ptr = load i8*, i8** %41, align 8
  %null75.not = icmp eq i8* %Y.ptr, null
  br i1 %null75.not, label %check12.fail, label %check12.ok

check12.fail:                                     ; preds = %check11.ok
  %part77 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([68 x i8], [68 x i8]* @.str.16, i64 0, i64 0), i8** %part77, align 8
  %42 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %42, i32 1)
  br label %common.ret

check12.ok:                                       ; preds = %check11.ok
  %is65 = icmp eq i32 %Y.type_index, 70
  %Y.dltensor.idx = select i1 %is65, i64 24, i64 0
  %Y.dltensor = getelementptr i8, i8* %Y.ptr, i64 %Y.dltensor.idx
  %ndim.at78 = getelementptr inbounds i8, i8* %Y.dltensor, i64 16
  %43 = bitcast i8* %ndim.at78 to i32*
  %Y.ndim = load i32, i32* %43, align 4
  %ndim.ok79 = icmp eq i32 %Y.ndim, 1
  br i1 %ndim.ok79, label %check13.ok, label %check13.fail

check13.fail:                                     ; preds = %check12.ok
  %ndim80 = sext i32 %Y.ndim to i64
  %part81 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([62 x i8], [62 x i8]* @.str.17, i64 0, i64 0), i8** %part81, align 8
  %44 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits82 = call fastcc i8* @__modlink_format_i64(i64 %ndim80, i8* nonnull %44)
  %part83 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits82, i8** %part83, align 8
  %45 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %45, i32 2)
  br label %common.ret

check13.ok:                                       ; preds = %check12.ok
  %dtype.at84 = getelementptr inbounds i8, i8* %Y.dltensor, i64 20
  %46 = getelementptr inbounds i8, i8* %dtype.at84, i64 1
  %lanes.at87 = getelementptr inbounds i8, i8* %dtype.at84, i64 2
  %47 = bitcast i8* %lanes.at87 to i16*
  %code88 = load i8, i8* %dtype.at84, align 1
  %bits89 = load i8, i8* %46, align 1
  %lanes90 = load i16, i16* %47, align 2
  %code.ok91 = icmp eq i8 %code88, 2
  %bits.ok92 = icmp eq i8 %bits89, 64
  %lanes.ok93 = icmp eq i16 %lanes90, 1
  %dtype.ok94 = and i1 %code.ok91, %bits.ok92
  %dtype.ok95 = and i1 %dtype.ok94, %lanes.ok93
  br i1 %dtype.ok95, label %check14.ok, label %check14.fail

check14.fail:                                     ; preds = %check13.ok
  %lanes98 = zext i16 %lanes90 to i64
  %bits97 = zext i8 %bits89 to i64
  %code96 = zext i8 %code88 to i64
  %part99 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([97 x i8], [97 x i8]* @.str.18, i64 0, i64 0), i8** %part99, align 8
  %48 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits100 = call fastcc i8* @__modlink_format_i64(i64 %code96, i8* nonnull %48)
  %part101 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits100, i8** %part101, align 8
  %part102 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.10, i64 0, i64 0), i8** %part102, align 8
  %49 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 0
  %digits103 = call fastcc i8* @__modlink_format_i64(i64 %bits97, i8* nonnull %49)
  %part104 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digits103, i8** %part104, align 8
  %part105 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 4
  store i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.11, i64 0, i64 0), i8** %part105, align 8
  %50 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits2, i64 0, i64 0
  %digits106 = call fastcc i8* @__modlink_format_i64(i64 %lanes98, i8* nonnull %50)
  %part107 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 5
  store i8* %digits106, i8** %part107, align 8
  %51 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %51, i32 6)
  br label %common.ret

check14.ok:                                       ; preds = %check13.ok
  %device.at108 = getelementptr inbounds i8, i8* %Y.dltensor, i64 8
  %52 = bitcast i8* %device.at108 to i32*
  %Y.device_type = load i32, i32* %52, align 4
  %device.ok109 = icmp eq i32 %Y.device_type, 1
  br i1 %device.ok109, label %check15.ok, label %check15.fail

check15.fail:                                     ; preds = %check14.ok
  %device110 = sext i32 %Y.device_type to i64
  %part111 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([96 x i8], [96 x i8]* @.str.19, i64 0, i64 0), i8** %part111, align 8
  %53 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits112 = call fastcc i8* @__modlink_format_i64(i64 %device110, i8* nonnull %53)
  %part113 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits112, i8** %part113, align 8
  %54 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %54, i32 2)
  br label %common.ret

check15.ok:                                       ; preds = %check14.ok
  %shape.at114 = getelementptr inbounds i8, i8* %Y.dltensor, i64 24
  %55 = bitcast i8* %shape.at114 to i64**
  %Y.shape221 = load i64*, i64** %55, align 8
  %Y.shape0 = load i64, i64* %Y.shape221, align 8
  %extent.ok = icmp eq i64 %Y.shape0, %X.shape0
  br i1 %extent.ok, label %check16.ok, label %check16.fail

check16.fail:                                     ; preds = %check15.ok
  %part116 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([62 x i8], [62 x i8]* @.str.20, i64 0, i64 0), i8** %part116, align 8
  %56 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits117 = call fastcc i8* @__modlink_format_i64(i64 %Y.shape0, i8* nonnull %56)
  %part118 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits117, i8** %part118, align 8
  %part119 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([49 x i8], [49 x i8]* @.str.21, i64 0, i64 0), i8** %part119, align 8
  %57 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 0
  %digits120 = call fastcc i8* @__modlink_format_i64(i64 %X.shape0, i8* nonnull %57)
  %part121 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digits120, i8** %part121, align 8
  %58 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %58, i32 4)
  br label %common.ret

check16.ok:                                       ; preds = %check15.ok
  %strides.at122 = getelementptr inbounds i8, i8* %Y.dltensor, i64 32
  %59 = bitcast i8* %strides.at122 to i8**
  %Y.strides = load i8*, i8** %59, align 8
  %has_strides123.not = icmp eq i8* %Y.strides, null
  br i1 %has_strides123.not, label %Y.strides.done, label %Y.strides.check

Y.strides.check:                                  ; preds = %check16.ok
  %60 = bitcast i8* %Y.strides to i64*
  %Y.stride0 = load i64, i64* %60, align 8
  %stride.ok125 = icmp eq i64 %Y.stride0, 1
  %unit126 = icmp eq i64 %X.shape0, 1
  %stride.ok127 = or i1 %unit126, %stride.ok125
  br i1 %stride.ok127, label %Y.strides.done, label %check17.fail

Y.strides.done:                                   ; preds = %Y.strides.check, %check16.ok
  %data.at135 = bitcast i8* %Y.dltensor to i8**
  %data136 = load i8*, i8** %data.at135, align 8
  %byte_offset.at137 = getelementptr inbounds i8, i8* %Y.dltensor, i64 40
  %61 = bitcast i8* %byte_offset.at137 to i64*
  %byte_offset138 = load i64, i64* %61, align 8
  %Y.data = getelementptr i8, i8* %data136, i64 %byte_offset138
  %Mask.any = getelementptr inbounds i8, i8* %args, i64 80
  %62 = bitcast i8* %Mask.any to i32*
  %Mask.type_index = load i32, i32* %62, align 4
  switch i32 %Mask.type_index, label %check18.fail [
    i32 70, label %check18.ok
    i32 7, label %check18.ok
    i32 4, label %check18.ok
  ]

check17.fail:                                     ; preds = %Y.strides.check
  %part128 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([92 x i8], [92 x i8]* @.str.22, i64 0, i64 0), i8** %part128, align 8
  %63 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits129 = call fastcc i8* @__modlink_format_i64(i64 %Y.stride0, i8* nonnull %63)
  %part130 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits129, i8** %part130, align 8
  %part131 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i64 0, i64 0), i8** %part131, align 8
  %64 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 0
  %digits132 = call fastcc i8* @__modlink_format_i64(i64 1, i8* nonnull %64)
  %part133 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digits132, i8** %part133, align 8
  %65 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %65, i32 4)
  br label %common.ret

check18.fail:                                     ; preds = %Y.strides.done
  %tag145 = sext i32 %Mask.type_index to i64
  %part146 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([134 x i8], [134 x i8]* @.str.23, i64 0, i64 0), i8** %part146, align 8
  %66 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits147 = call fastcc i8* @__modlink_format_i64(i64 %tag145, i8* nonnull %66)
  %part148 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits147, i8** %part148, align 8
  %67 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %67, i32 2)
  br label %common.ret

check18.ok:                                       ; preds = %Y.strides.done, %Y.strides.done, %Y.strides.done
  %Mask.value = getelementptr inbounds i8, i8* %args, i64 88
  %68 = bitcast i8* %Mask.value to i8**
  %Mask.ptr = load i8*, i8** %68, align 8
  %null149.not = icmp eq i8* %Mask.ptr, null
  br i1 %null149.not, label %check19.fail, label %check19.ok

check19.fail:                                     ; preds = %check18.ok
  %part151 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([71 x i8], [71 x i8]* @.str.24, i64 0, i64 0), i8** %part151, align 8
  %69 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %69, i32 1)
  br label %common.ret

check19.ok:                                       ; preds = %check18.ok
  %is139 = icmp eq i32 %Mask.type_index, 70
  %Mask.dltensor.idx = select i1 %is139, i64 24, i64 0
  %Mask.dltensor = getelementptr i8, i8* %Mask.ptr, i64 %Mask.dltensor.idx
  %ndim.at152 = getelementptr inbounds i8, i8* %Mask.dltensor, i64 16
  %70 = bitcast i8* %ndim.at152 to i32*
  %Mask.ndim = load i32, i32* %70, align 4
  %ndim.ok153 = icmp eq i32 %Mask.ndim, 1
  br i1 %ndim.ok153, label %check20.ok, label %check20.fail

check20.fail:                                     ; preds = %check19.ok
  %ndim154 = sext i32 %Mask.ndim to i64
  %part155 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([65 x i8], [65 x i8]* @.str.25, i64 0, i64 0), i8** %part155, align 8
  %71 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits156 = call fastcc i8* @__modlink_format_i64(i64 %ndim154, i8* nonnull %71)
  %part157 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits156, i8** %part157, align 8
  %72 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %72, i32 2)
  br label %common.ret

check20.ok:                                       ; preds = %check19.ok
  %dtype.at158 = getelementptr inbounds i8, i8* %Mask.dltensor, i64 20
  %73 = getelementptr inbounds i8, i8* %dtype.at158, i64 1
  %lanes.at161 = getelementptr inbounds i8, i8* %dtype.at158, i64 2
  %74 = bitcast i8* %lanes.at161 to i16*
  %code162 = load i8, i8* %dtype.at158, align 1
  %bits163 = load i8, i8* %73, align 1
  %lanes164 = load i16, i16* %74, align 2
  %code.ok165 = icmp eq i8 %code162, 0
  %bits.ok166 = icmp eq i8 %bits163, 32
  %lanes.ok167 = icmp eq i16 %lanes164, 1
  %dtype.ok168 = and i1 %code.ok165, %bits.ok166
  %dtype.ok169 = and i1 %dtype.ok168, %lanes.ok167
  br i1 %dtype.ok169, label %check21.ok, label %check21.fail

check21.fail:                                     ; preds = %check20.ok
  %lanes172 = zext i16 %lanes164 to i64
  %bits171 = zext i8 %bits163 to i64
  %code170 = zext i8 %code162 to i64
  %part173 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([100 x i8], [100 x i8]* @.str.26, i64 0, i64 0), i8** %part173, align 8
  %75 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits174 = call fastcc i8* @__modlink_format_i64(i64 %code170, i8* nonnull %75)
  %part175 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits174, i8** %part175, align 8
  %part176 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.10, i64 0, i64 0), i8** %part176, align 8
  %76 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 0
  %digits177 = call fastcc i8* @__modlink_format_i64(i64 %bits171, i8* nonnull %76)
  %part178 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digits177, i8** %part178, align 8
  %part179 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 4
  store i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.11, i64 0, i64 0), i8** %part179, align 8
  %77 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits2, i64 0, i64 0
  %digits180 = call fastcc i8* @__modlink_format_i64(i64 %lanes172, i8* nonnull %77)
  %part181 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 5
  store i8* %digits180, i8** %part181, align 8
  %78 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %78, i32 6)
  br label %common.ret

check21.ok:                                       ; preds = %check20.ok
  %device.at182 = getelementptr inbounds i8, i8* %Mask.dltensor, i64 8
  %79 = bitcast i8* %device.at182 to i32*
  %Mask.device_type = load i32, i32* %79, align 4
  %device.ok183 = icmp eq i32 %Mask.device_type, 1
  br i1 %device.ok183, label %check22.ok, label %check22.fail

check22.fail:                                     ; preds = %check21.ok
  %device184 = sext i32 %Mask.device_type to i64
  %part185 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([99 x i8], [99 x i8]* @.str.27, i64 0, i64 0), i8** %part185, align 8
  %80 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits186 = call fastcc i8* @__modlink_format_i64(i64 %device184, i8* nonnull %80)
  %part187 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits186, i8** %part187, align 8
  %81 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %81, i32 2)
  br label %common.ret

check22.ok:                                       ; preds = %check21.ok
  %shape.at188 = getelementptr inbounds i8, i8* %Mask.dltensor, i64 24
  %82 = bitcast i8* %shape.at188 to i64**
  %Mask.shape222 = load i64*, i64** %82, align 8
  %Mask.shape0 = load i64, i64* %Mask.shape222, align 8
  %extent.ok190 = icmp eq i64 %Mask.shape0, %X.shape0
  br i1 %extent.ok190, label %check23.ok, label %check23.fail

check23.fail:                                     ; preds = %check22.ok
  %part191 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([65 x i8], [65 x i8]* @.str.28, i64 0, i64 0), i8** %part191, align 8
  %83 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits192 = call fastcc i8* @__modlink_format_i64(i64 %Mask.shape0, i8* nonnull %83)
  %part193 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits192, i8** %part193, align 8
  %part194 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([49 x i8], [49 x i8]* @.str.21, i64 0, i64 0), i8** %part194, align 8
  %84 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 0
  %digits195 = call fastcc i8* @__modlink_format_i64(i64 %X.shape0, i8* nonnull %84)
  %part196 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digits195, i8** %part196, align 8
  %85 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %85, i32 4)
  br label %common.ret

check23.ok:                                       ; preds = %check22.ok
  %strides.at197 = getelementptr inbounds i8, i8* %Mask.dltensor, i64 32
  %86 = bitcast i8* %strides.at197 to i8**
  %Mask.strides = load i8*, i8** %86, align 8
  %has_strides198.not = icmp eq i8* %Mask.strides, null
  br i1 %has_strides198.not, label %Mask.strides.done, label %Mask.strides.check

Mask.strides.check:                               ; preds = %check23.ok
  %87 = bitcast i8* %Mask.strides to i64*
  %Mask.stride0 = load i64, i64* %87, align 8
  %stride.ok200 = icmp eq i64 %Mask.stride0, 1
  %unit201 = icmp eq i64 %X.shape0, 1
  %stride.ok202 = or i1 %unit201, %stride.ok200
  br i1 %stride.ok202, label %Mask.strides.done, label %check24.fail

Mask.strides.done:                                ; preds = %Mask.strides.check, %check23.ok
  %data.at210 = bitcast i8* %Mask.dltensor to i8**
  %data211 = load i8*, i8** %data.at210, align 8
  %byte_offset.at212 = getelementptr inbounds i8, i8* %Mask.dltensor, i64 40
  %88 = bitcast i8* %byte_offset.at212 to i64*
  %byte_offset213 = load i64, i64* %88, align 8
  %Mask.data = getelementptr i8, i8* %data211, i64 %byte_offset213
  %status = tail call i32 @clamp_scale_c(double %lo.f64, double %hi.f64, i32 %k, i8* %X.data, i8* %Y.data, i8* %Mask.data, i64 %X.shape0)
  br label %common.ret

check24.fail:                                     ; preds = %Mask.strides.check
  %part203 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([95 x i8], [95 x i8]* @.str.29, i64 0, i64 0), i8** %part203, align 8
  %89 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits204 = call fastcc i8* @__modlink_format_i64(i64 %Mask.stride0, i8* nonnull %89)
  %part205 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits204, i8** %part205, align 8
  %part206 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.14, i64 0, i64 0), i8** %part206, align 8
  %90 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 0
  %digits207 = call fastcc i8* @__modlink_format_i64(i64 1, i8* nonnull %90)
  %part208 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digits207, i8** %part208, align 8
  %91 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %91, i32 4)
  br label %common.ret
}

; Function Attrs: cold nofree noinline norecurse nosync nounwind writeonly
define internal fastcc nonnull i8* @__modlink_format_i64(i64 %0, i8* writeonly %1) unnamed_addr #1 {
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
define internal fastcc void @__modlink_raise(i8* %0, i8* %1, i32 %2) unnamed_addr #2 {
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
  %status = tail call i32 @__tvm_ffi_clamp_scale(i8* undef, i8* %args, i32 %num_args, i8* undef)
  ret i32 %status
}

attributes #0 = { nofree noinline norecurse nosync nounwind }
attributes #1 = { cold nofree noinline norecurse nosync nounwind writeonly }
attributes #2 = { cold noinline }

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
