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

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
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

define range(i32 -1, 1) i32 @__tvm_ffi_clamp_scale(ptr nocapture readnone %self, ptr nocapture readonly %args, i32 %num_args, ptr nocapture readnone %result) local_unnamed_addr #1 {
entry:
  %message.parts = alloca [16 x ptr], align 8
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
  store ptr @.str.0, ptr %message.parts, align 8
  %digits = call fastcc ptr @__modlink_format_i64(i64 %argc, ptr nonnull %message.digits0)
  %part1 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits, ptr %part1, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check1.ok:                                        ; preds = %entry
  %lo.type_index = load i32, ptr %args, align 4
  %lo.type_index.off = add i32 %lo.type_index, -1
  %switch = icmp ult i32 %lo.type_index.off, 3
  br i1 %switch, label %check2.ok, label %check2.fail

check2.fail:                                      ; preds = %check1.ok
  %tag = sext i32 %lo.type_index to i64
  store ptr @.str.2, ptr %message.parts, align 8
  %digits6 = call fastcc ptr @__modlink_format_i64(i64 %tag, ptr nonnull %message.digits0)
  %part7 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits6, ptr %part7, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
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
  %tag14 = sext i32 %hi.type_index to i64
  store ptr @.str.4, ptr %message.parts, align 8
  %digits16 = call fastcc ptr @__modlink_format_i64(i64 %tag14, ptr nonnull %message.digits0)
  %part17 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits16, ptr %part17, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
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
  %tag24 = sext i32 %k.type_index to i64
  store ptr @.str.5, ptr %message.parts, align 8
  %digits26 = call fastcc ptr @__modlink_format_i64(i64 %tag24, ptr nonnull %message.digits0)
  %part27 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits26, ptr %part27, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
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
  %tag34 = sext i32 %X.type_index to i64
  store ptr @.str.6, ptr %message.parts, align 8
  %digits36 = call fastcc ptr @__modlink_format_i64(i64 %tag34, ptr nonnull %message.digits0)
  %part37 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits36, ptr %part37, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
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
  call fastcc void @__modlink_raise(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check6.ok:                                        ; preds = %check5.ok
  %ndim.at = getelementptr inbounds i8, ptr %X.dltensor, i64 16
  %X.ndim = load i32, ptr %ndim.at, align 4
  %ndim.ok = icmp eq i32 %X.ndim, 1
  br i1 %ndim.ok, label %check7.ok, label %check7.fail

check7.fail:                                      ; preds = %check6.ok
  %ndim = sext i32 %X.ndim to i64
  store ptr @.str.8, ptr %message.parts, align 8
  %digits40 = call fastcc ptr @__modlink_format_i64(i64 %ndim, ptr nonnull %message.digits0)
  %part41 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits40, ptr %part41, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
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
  %bits44 = zext i8 %bits to i64
  %code43 = zext i8 %code to i64
  store ptr @.str.9, ptr %message.parts, align 8
  %digits47 = call fastcc ptr @__modlink_format_i64(i64 %code43, ptr nonnull %message.digits0)
  %part48 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits47, ptr %part48, align 8
  %part49 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.10, ptr %part49, align 8
  %digits50 = call fastcc ptr @__modlink_format_i64(i64 %bits44, ptr nonnull %message.digits1)
  %part51 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digits50, ptr %part51, align 8
  %part52 = getelementptr inbounds i8, ptr %message.parts, i64 32
  store ptr @.str.11, ptr %part52, align 8
  %digits53 = call fastcc ptr @__modlink_format_i64(i64 %lanes45, ptr nonnull %message.digits2)
  %part54 = getelementptr inbounds i8, ptr %message.parts, i64 40
  store ptr %digits53, ptr %part54, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check8.ok:                                        ; preds = %check7.ok
  %device.at = getelementptr inbounds i8, ptr %X.dltensor, i64 8
  %X.device_type = load i32, ptr %device.at, align 4
  %device.ok = icmp eq i32 %X.device_type, 1
  br i1 %device.ok, label %check9.ok, label %check9.fail

check9.fail:                                      ; preds = %check8.ok
  %device = sext i32 %X.device_type to i64
  store ptr @.str.12, ptr %message.parts, align 8
  %digits56 = call fastcc ptr @__modlink_format_i64(i64 %device, ptr nonnull %message.digits0)
  %part57 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits56, ptr %part57, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
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
  %digits60 = call fastcc ptr @__modlink_format_i64(i64 %X.stride0, ptr nonnull %message.digits0)
  %part61 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits60, ptr %part61, align 8
  %part62 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.14, ptr %part62, align 8
  %digits63 = call fastcc ptr @__modlink_format_i64(i64 1, ptr nonnull %message.digits1)
  %part64 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digits63, ptr %part64, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check11.fail:                                     ; preds = %X.strides.done
  %tag71 = sext i32 %Y.type_index to i64
  store ptr @.str.15, ptr %message.parts, align 8
  %digits73 = call fastcc ptr @__modlink_format_i64(i64 %tag71, ptr nonnull %message.digits0)
  %part74 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits73, ptr %part74, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
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
  call fastcc void @__modlink_raise(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check12.ok:                                       ; preds = %check11.ok
  %ndim.at78 = getelementptr inbounds i8, ptr %Y.dltensor, i64 16
  %Y.ndim = load i32, ptr %ndim.at78, align 4
  %ndim.ok79 = icmp eq i32 %Y.ndim, 1
  br i1 %ndim.ok79, label %check13.ok, label %check13.fail

check13.fail:                                     ; preds = %check12.ok
  %ndim80 = sext i32 %Y.ndim to i64
  store ptr @.str.17, ptr %message.parts, align 8
  %digits82 = call fastcc ptr @__modlink_format_i64(i64 %ndim80, ptr nonnull %message.digits0)
  %part83 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits82, ptr %part83, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
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
  %bits97 = zext i8 %bits89 to i64
  %code96 = zext i8 %code88 to i64
  store ptr @.str.18, ptr %message.parts, align 8
  %digits100 = call fastcc ptr @__modlink_format_i64(i64 %code96, ptr nonnull %message.digits0)
  %part101 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits100, ptr %part101, align 8
  %part102 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.10, ptr %part102, align 8
  %digits103 = call fastcc ptr @__modlink_format_i64(i64 %bits97, ptr nonnull %message.digits1)
  %part104 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digits103, ptr %part104, align 8
  %part105 = getelementptr inbounds i8, ptr %message.parts, i64 32
  store ptr @.str.11, ptr %part105, align 8
  %digits106 = call fastcc ptr @__modlink_format_i64(i64 %lanes98, ptr nonnull %message.digits2)
  %part107 = getelementptr inbounds i8, ptr %message.parts, i64 40
  store ptr %digits106, ptr %part107, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check14.ok:                                       ; preds = %check13.ok
  %device.at108 = getelementptr inbounds i8, ptr %Y.dltensor, i64 8
  %Y.device_type = load i32, ptr %device.at108, align 4
  %device.ok109 = icmp eq i32 %Y.device_type, 1
  br i1 %device.ok109, label %check15.ok, label %check15.fail

check15.fail:                                     ; preds = %check14.ok
  %device110 = sext i32 %Y.device_type to i64
  store ptr @.str.19, ptr %message.parts, align 8
  %digits112 = call fastcc ptr @__modlink_format_i64(i64 %device110, ptr nonnull %message.digits0)
  %part113 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits112, ptr %part113, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check15.ok:                                       ; preds = %check14.ok
  %shape.at114 = getelementptr inbounds i8, ptr %Y.dltensor, i64 24
  %Y.shape = load ptr, ptr %shape.at114, align 8
  %Y.shape0 = load i64, ptr %Y.shape, align 8
  %extent.ok = icmp eq i64 %Y.shape0, %X.shape0
  br i1 %extent.ok, label %check16.ok, label %check16.fail

check16.fail:                                     ; preds = %check15.ok
  store ptr @.str.20, ptr %message.parts, align 8
  %digits117 = call fastcc ptr @__modlink_format_i64(i64 %Y.shape0, ptr nonnull %message.digits0)
  %part118 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits117, ptr %part118, align 8
  %part119 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.21, ptr %part119, align 8
  %digits120 = call fastcc ptr @__modlink_format_i64(i64 %X.shape0, ptr nonnull %message.digits1)
  %part121 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digits120, ptr %part121, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
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
  %digits129 = call fastcc ptr @__modlink_format_i64(i64 %Y.stride0, ptr nonnull %message.digits0)
  %part130 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits129, ptr %part130, align 8
  %part131 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.14, ptr %part131, align 8
  %digits132 = call fastcc ptr @__modlink_format_i64(i64 1, ptr nonnull %message.digits1)
  %part133 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digits132, ptr %part133, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check18.fail:                                     ; preds = %Y.strides.done
  %tag145 = sext i32 %Mask.type_index to i64
  store ptr @.str.23, ptr %message.parts, align 8
  %digits147 = call fastcc ptr @__modlink_format_i64(i64 %tag145, ptr nonnull %message.digits0)
  %part148 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits147, ptr %part148, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
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
  call fastcc void @__modlink_raise(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check19.ok:                                       ; preds = %check18.ok
  %ndim.at152 = getelementptr inbounds i8, ptr %Mask.dltensor, i64 16
  %Mask.ndim = load i32, ptr %ndim.at152, align 4
  %ndim.ok153 = icmp eq i32 %Mask.ndim, 1
  br i1 %ndim.ok153, label %check20.ok, label %check20.fail

check20.fail:                                     ; preds = %check19.ok
  %ndim154 = sext i32 %Mask.ndim to i64
  store ptr @.str.25, ptr %message.parts, align 8
  %digits156 = call fastcc ptr @__modlink_format_i64(i64 %ndim154, ptr nonnull %message.digits0)
  %part157 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits156, ptr %part157, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
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
  %bits171 = zext i8 %bits163 to i64
  %code170 = zext i8 %code162 to i64
  store ptr @.str.26, ptr %message.parts, align 8
  %digits174 = call fastcc ptr @__modlink_format_i64(i64 %code170, ptr nonnull %message.digits0)
  %part175 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits174, ptr %part175, align 8
  %part176 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.10, ptr %part176, align 8
  %digits177 = call fastcc ptr @__modlink_format_i64(i64 %bits171, ptr nonnull %message.digits1)
  %part178 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digits177, ptr %part178, align 8
  %part179 = getelementptr inbounds i8, ptr %message.parts, i64 32
  store ptr @.str.11, ptr %part179, align 8
  %digits180 = call fastcc ptr @__modlink_format_i64(i64 %lanes172, ptr nonnull %message.digits2)
  %part181 = getelementptr inbounds i8, ptr %message.parts, i64 40
  store ptr %digits180, ptr %part181, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check21.ok:                                       ; preds = %check20.ok
  %device.at182 = getelementptr inbounds i8, ptr %Mask.dltensor, i64 8
  %Mask.device_type = load i32, ptr %device.at182, align 4
  %device.ok183 = icmp eq i32 %Mask.device_type, 1
  br i1 %device.ok183, label %check22.ok, label %check22.fail

check22.fail:                                     ; preds = %check21.ok
  %device184 = sext i32 %Mask.device_type to i64
  store ptr @.str.27, ptr %message.parts, align 8
  %digits186 = call fastcc ptr @__modlink_format_i64(i64 %device184, ptr nonnull %message.digits0)
  %part187 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits186, ptr %part187, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check22.ok:                                       ; preds = %check21.ok
  %shape.at188 = getelementptr inbounds i8, ptr %Mask.dltensor, i64 24
  %Mask.shape = load ptr, ptr %shape.at188, align 8
  %Mask.shape0 = load i64, ptr %Mask.shape, align 8
  %extent.ok190 = icmp eq i64 %Mask.shape0, %X.shape0
  br i1 %extent.ok190, label %check23.ok, label %check23.fail

check23.fail:                                     ; preds = %check22.ok
  store ptr @.str.28, ptr %message.parts, align 8
  %digits192 = call fastcc ptr @__modlink_format_i64(i64 %Mask.shape0, ptr nonnull %message.digits0)
  %part193 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits192, ptr %part193, align 8
  %part194 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.21, ptr %part194, align 8
  %digits195 = call fastcc ptr @__modlink_format_i64(i64 %X.shape0, ptr nonnull %message.digits1)
  %part196 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digits195, ptr %part196, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
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
  %status = tail call i32 @clamp_scale_c(double %lo.f64, double %hi.f64, i32 %k, ptr %X.data, ptr %Y.data, ptr %Mask.data, i64 %X.shape0)
  br label %common.ret

check24.fail:                                     ; preds = %Mask.strides.check
  store ptr @.str.29, ptr %message.parts, align 8
  %digits204 = call fastcc ptr @__modlink_format_i64(i64 %Mask.stride0, ptr nonnull %message.digits0)
  %part205 = getelementptr inbounds i8, ptr %message.parts, i64 8
  store ptr %digits204, ptr %part205, align 8
  %part206 = getelementptr inbounds i8, ptr %message.parts, i64 16
  store ptr @.str.14, ptr %part206, align 8
  %digits207 = call fastcc ptr @__modlink_format_i64(i64 1, ptr nonnull %message.digits1)
  %part208 = getelementptr inbounds i8, ptr %message.parts, i64 24
  store ptr %digits207, ptr %part208, align 8
  call fastcc void @__modlink_raise(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret
}

; Function Attrs: cold nofree noinline norecurse nosync nounwind memory(write, inaccessiblemem: none)
define internal fastcc noundef nonnull ptr @__modlink_format_i64(i64 %0, ptr writeonly %1) unnamed_addr #2 {
entry:
  %mag = tail call i64 @llvm.abs.i64(i64 %0, i1 false)
  %end = getelementptr inbounds i8, ptr %1, i64 23
  store i8 0, ptr %end, align 1
  br label %digit

digit:                                            ; preds = %digit, %entry
  %remaining = phi i64 [ %mag, %entry ], [ %rest, %digit ]
  %cursor = phi ptr [ %end, %entry ], [ %digit.at, %digit ]
  %digit.at = getelementptr inbounds i8, ptr %cursor, i64 -1
  %digit1 = urem i64 %remaining, 10
  %digit.byte = trunc nuw nsw i64 %digit1 to i8
  %ascii = or disjoint i8 %digit.byte, 48
  store i8 %ascii, ptr %digit.at, align 1
  %rest = udiv i64 %remaining, 10
  %more.not = icmp ult i64 %remaining, 10
  br i1 %more.not, label %digits.done, label %digit

digits.done:                                      ; preds = %digit
  %neg = icmp slt i64 %0, 0
  br i1 %neg, label %sign, label %done

sign:                                             ; preds = %digits.done
  %sign.at = getelementptr inbounds i8, ptr %cursor, i64 -2
  store i8 45, ptr %sign.at, align 1
  br label %done

done:                                             ; preds = %sign, %digits.done
  %start = phi ptr [ %digit.at, %digits.done ], [ %sign.at, %sign ]
  ret ptr %start
}

declare extern_weak void @TVMFFIErrorSetRaisedFromCStrParts(ptr, ptr, i32)

; Function Attrs: cold noinline
define internal fastcc void @__modlink_raise(ptr %0, ptr %1, i32 %2) unnamed_addr #3 {
entry:
  %missing = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing, label %done, label %call

call:                                             ; preds = %entry
  tail call void @TVMFFIErrorSetRaisedFromCStrParts(ptr %0, ptr %1, i32 %2)
  br label %done

done:                                             ; preds = %call, %entry
  ret void
}

define weak i32 @__tvm_ffi_main(ptr %self, ptr %args, i32 %num_args, ptr %result) local_unnamed_addr #1 {
entry:
  %status = tail call i32 @__tvm_ffi_clamp_scale(ptr poison, ptr %args, i32 %num_args, ptr poison)
  ret i32 %status
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.abs.i64(i64, i1 immarg) #4

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "target-cpu"="generic" "target-features"="+64bit" }
attributes #1 = { "target-cpu"="generic" "target-features"="+64bit" }
attributes #2 = { cold nofree noinline norecurse nosync nounwind memory(write, inaccessiblemem: none) "target-cpu"="generic" "target-features"="+64bit" }
attributes #3 = { cold noinline "target-cpu"="generic" "target-features"="+64bit" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
