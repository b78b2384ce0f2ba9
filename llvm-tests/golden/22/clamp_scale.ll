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

common.ret:                                       ; preds = %for.i.body.i, %middle.block, %call.i787, %__modlink_format_i64.exit773, %Mask.strides.done, %call.i755, %__modlink_format_i64.exit753, %call.i718, %__modlink_format_i64.exit716, %call.i698, %__modlink_format_i64.exit696, %call.i644, %__modlink_format_i64.exit642, %call.i624, %check19.fail, %call.i621, %__modlink_format_i64.exit619, %call.i601, %__modlink_format_i64.exit587, %call.i569, %__modlink_format_i64.exit567, %call.i532, %__modlink_format_i64.exit530, %call.i512, %__modlink_format_i64.exit510, %call.i458, %__modlink_format_i64.exit456, %call.i438, %check12.fail, %call.i435, %__modlink_format_i64.exit433, %call.i415, %__modlink_format_i64.exit401, %call.i383, %__modlink_format_i64.exit381, %call.i363, %__modlink_format_i64.exit361, %call.i309, %__modlink_format_i64.exit307, %call.i289, %check6.fail, %call.i286, %__modlink_format_i64.exit284, %call.i266, %__modlink_format_i64.exit264, %call.i246, %__modlink_format_i64.exit244, %call.i226, %__modlink_format_i64.exit224, %call.i, %__modlink_format_i64.exit
  %common.ret.op = phi i32 [ -1, %call.i787 ], [ -1, %call.i ], [ -1, %call.i226 ], [ -1, %call.i246 ], [ -1, %call.i266 ], [ -1, %call.i286 ], [ -1, %call.i289 ], [ -1, %call.i309 ], [ -1, %call.i363 ], [ -1, %call.i383 ], [ -1, %call.i415 ], [ -1, %call.i435 ], [ -1, %call.i438 ], [ -1, %call.i458 ], [ -1, %call.i512 ], [ -1, %call.i532 ], [ -1, %call.i569 ], [ -1, %call.i601 ], [ -1, %call.i621 ], [ -1, %call.i624 ], [ -1, %call.i644 ], [ -1, %call.i698 ], [ -1, %call.i718 ], [ -1, %call.i755 ], [ -1, %__modlink_format_i64.exit ], [ -1, %__modlink_format_i64.exit224 ], [ -1, %__modlink_format_i64.exit244 ], [ -1, %__modlink_format_i64.exit264 ], [ -1, %__modlink_format_i64.exit284 ], [ -1, %check6.fail ], [ -1, %__modlink_format_i64.exit307 ], [ -1, %__modlink_format_i64.exit361 ], [ -1, %__modlink_format_i64.exit381 ], [ -1, %__modlink_format_i64.exit401 ], [ -1, %__modlink_format_i64.exit433 ], [ -1, %check12.fail ], [ -1, %__modlink_format_i64.exit456 ], [ -1, %__modlink_format_i64.exit510 ], [ -1, %__modlink_format_i64.exit530 ], [ -1, %__modlink_format_i64.exit567 ], [ -1, %__modlink_format_i64.exit587 ], [ -1, %__modlink_format_i64.exit619 ], [ -1, %check19.fail ], [ -1, %__modlink_format_i64.exit642 ], [ -1, %__modlink_format_i64.exit696 ], [ -1, %__modlink_format_i64.exit716 ], [ -1, %__modlink_format_i64.exit753 ], [ 0, %Mask.strides.done ], [ -1, %__modlink_format_i64.exit773 ], [ 0, %middle.block ], [ 0, %for.i.body.i ]
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
  %mag.i208 = zext i32 %3 to i64
  %end.i209 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i209, align 1
  br label %digit.i210

digit.i210:                                       ; preds = %digit.i210, %check2.fail
  %remaining.i211 = phi i64 [ %mag.i208, %check2.fail ], [ %rest.i217, %digit.i210 ]
  %cursor.i212 = phi ptr [ %end.i209, %check2.fail ], [ %digit.at.i213, %digit.i210 ]
  %digit.at.i213 = getelementptr inbounds i8, ptr %cursor.i212, i64 -1
  %digit1.i214 = urem i64 %remaining.i211, 10
  %digit.byte.i215 = trunc nuw nsw i64 %digit1.i214 to i8
  %ascii.i216 = or disjoint i8 %digit.byte.i215, 48
  store i8 %ascii.i216, ptr %digit.at.i213, align 1
  %rest.i217 = udiv i64 %remaining.i211, 10
  %more.not.i218 = icmp samesign ult i64 %remaining.i211, 10
  br i1 %more.not.i218, label %digits.done.i219, label %digit.i210

digits.done.i219:                                 ; preds = %digit.i210
  %neg.i220 = icmp slt i32 %lo.type_index, 0
  br i1 %neg.i220, label %sign.i222, label %__modlink_format_i64.exit224

sign.i222:                                        ; preds = %digits.done.i219
  %sign.at.i223 = getelementptr inbounds i8, ptr %cursor.i212, i64 -2
  store i8 45, ptr %sign.at.i223, align 1
  br label %__modlink_format_i64.exit224

__modlink_format_i64.exit224:                     ; preds = %digits.done.i219, %sign.i222
  %start.i221 = phi ptr [ %digit.at.i213, %digits.done.i219 ], [ %sign.at.i223, %sign.i222 ]
  %part6 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i221, ptr %part6, align 8
  %missing.i225 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i225, label %common.ret, label %call.i226

call.i226:                                        ; preds = %__modlink_format_i64.exit224
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check2.ok:                                        ; preds = %check1.ok
  %is3 = icmp eq i32 %lo.type_index, 3
  %lo.value = getelementptr inbounds nuw i8, ptr %args, i64 8
  %lo.int = load i64, ptr %lo.value, align 8
  %lo.float.cast = bitcast i64 %lo.int to double
  %converted = sitofp i64 %lo.int to double
  %lo.f64 = select i1 %is3, double %lo.float.cast, double %converted
  %hi.any = getelementptr inbounds nuw i8, ptr %args, i64 16
  %hi.type_index = load i32, ptr %hi.any, align 8
  %4 = add i32 %hi.type_index, -1
  %5 = icmp ult i32 %4, 3
  br i1 %5, label %check3.ok, label %check3.fail

check3.fail:                                      ; preds = %check2.ok
  store ptr @.str.4, ptr %message.parts, align 8
  %6 = tail call i32 @llvm.abs.i32(i32 %hi.type_index, i1 false)
  %mag.i228 = zext i32 %6 to i64
  %end.i229 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i229, align 1
  br label %digit.i230

digit.i230:                                       ; preds = %digit.i230, %check3.fail
  %remaining.i231 = phi i64 [ %mag.i228, %check3.fail ], [ %rest.i237, %digit.i230 ]
  %cursor.i232 = phi ptr [ %end.i229, %check3.fail ], [ %digit.at.i233, %digit.i230 ]
  %digit.at.i233 = getelementptr inbounds i8, ptr %cursor.i232, i64 -1
  %digit1.i234 = urem i64 %remaining.i231, 10
  %digit.byte.i235 = trunc nuw nsw i64 %digit1.i234 to i8
  %ascii.i236 = or disjoint i8 %digit.byte.i235, 48
  store i8 %ascii.i236, ptr %digit.at.i233, align 1
  %rest.i237 = udiv i64 %remaining.i231, 10
  %more.not.i238 = icmp samesign ult i64 %remaining.i231, 10
  br i1 %more.not.i238, label %digits.done.i239, label %digit.i230

digits.done.i239:                                 ; preds = %digit.i230
  %neg.i240 = icmp slt i32 %hi.type_index, 0
  br i1 %neg.i240, label %sign.i242, label %__modlink_format_i64.exit244

sign.i242:                                        ; preds = %digits.done.i239
  %sign.at.i243 = getelementptr inbounds i8, ptr %cursor.i232, i64 -2
  store i8 45, ptr %sign.at.i243, align 1
  br label %__modlink_format_i64.exit244

__modlink_format_i64.exit244:                     ; preds = %digits.done.i239, %sign.i242
  %start.i241 = phi ptr [ %digit.at.i233, %digits.done.i239 ], [ %sign.at.i243, %sign.i242 ]
  %part15 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i241, ptr %part15, align 8
  %missing.i245 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i245, label %common.ret, label %call.i246

call.i246:                                        ; preds = %__modlink_format_i64.exit244
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check3.ok:                                        ; preds = %check2.ok
  %is9 = icmp eq i32 %hi.type_index, 3
  %hi.value = getelementptr inbounds nuw i8, ptr %args, i64 24
  %hi.int = load i64, ptr %hi.value, align 8
  %hi.float.cast = bitcast i64 %hi.int to double
  %converted16 = sitofp i64 %hi.int to double
  %hi.f64 = select i1 %is9, double %hi.float.cast, double %converted16
  %k.any = getelementptr inbounds nuw i8, ptr %args, i64 32
  %k.type_index = load i32, ptr %k.any, align 8
  %7 = add i32 %k.type_index, -1
  %8 = icmp ult i32 %7, 2
  br i1 %8, label %check4.ok, label %check4.fail

check4.fail:                                      ; preds = %check3.ok
  store ptr @.str.5, ptr %message.parts, align 8
  %9 = tail call i32 @llvm.abs.i32(i32 %k.type_index, i1 false)
  %mag.i248 = zext i32 %9 to i64
  %end.i249 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i249, align 1
  br label %digit.i250

digit.i250:                                       ; preds = %digit.i250, %check4.fail
  %remaining.i251 = phi i64 [ %mag.i248, %check4.fail ], [ %rest.i257, %digit.i250 ]
  %cursor.i252 = phi ptr [ %end.i249, %check4.fail ], [ %digit.at.i253, %digit.i250 ]
  %digit.at.i253 = getelementptr inbounds i8, ptr %cursor.i252, i64 -1
  %digit1.i254 = urem i64 %remaining.i251, 10
  %digit.byte.i255 = trunc nuw nsw i64 %digit1.i254 to i8
  %ascii.i256 = or disjoint i8 %digit.byte.i255, 48
  store i8 %ascii.i256, ptr %digit.at.i253, align 1
  %rest.i257 = udiv i64 %remaining.i251, 10
  %more.not.i258 = icmp samesign ult i64 %remaining.i251, 10
  br i1 %more.not.i258, label %digits.done.i259, label %digit.i250

digits.done.i259:                                 ; preds = %digit.i250
  %neg.i260 = icmp slt i32 %k.type_index, 0
  br i1 %neg.i260, label %sign.i262, label %__modlink_format_i64.exit264

sign.i262:                                        ; preds = %digits.done.i259
  %sign.at.i263 = getelementptr inbounds i8, ptr %cursor.i252, i64 -2
  store i8 45, ptr %sign.at.i263, align 1
  br label %__modlink_format_i64.exit264

__modlink_format_i64.exit264:                     ; preds = %digits.done.i259, %sign.i262
  %start.i261 = phi ptr [ %digit.at.i253, %digits.done.i259 ], [ %sign.at.i263, %sign.i262 ]
  %part24 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i261, ptr %part24, align 8
  %missing.i265 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i265, label %common.ret, label %call.i266

call.i266:                                        ; preds = %__modlink_format_i64.exit264
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
  %mag.i268 = zext i32 %10 to i64
  %end.i269 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i269, align 1
  br label %digit.i270

digit.i270:                                       ; preds = %digit.i270, %check5.fail
  %remaining.i271 = phi i64 [ %mag.i268, %check5.fail ], [ %rest.i277, %digit.i270 ]
  %cursor.i272 = phi ptr [ %end.i269, %check5.fail ], [ %digit.at.i273, %digit.i270 ]
  %digit.at.i273 = getelementptr inbounds i8, ptr %cursor.i272, i64 -1
  %digit1.i274 = urem i64 %remaining.i271, 10
  %digit.byte.i275 = trunc nuw nsw i64 %digit1.i274 to i8
  %ascii.i276 = or disjoint i8 %digit.byte.i275, 48
  store i8 %ascii.i276, ptr %digit.at.i273, align 1
  %rest.i277 = udiv i64 %remaining.i271, 10
  %more.not.i278 = icmp samesign ult i64 %remaining.i271, 10
  br i1 %more.not.i278, label %digits.done.i279, label %digit.i270

digits.done.i279:                                 ; preds = %digit.i270
  %neg.i280 = icmp slt i32 %X.type_index, 0
  br i1 %neg.i280, label %sign.i282, label %__modlink_format_i64.exit284

sign.i282:                                        ; preds = %digits.done.i279
  %sign.at.i283 = getelementptr inbounds i8, ptr %cursor.i272, i64 -2
  store i8 45, ptr %sign.at.i283, align 1
  br label %__modlink_format_i64.exit284

__modlink_format_i64.exit284:                     ; preds = %digits.done.i279, %sign.i282
  %start.i281 = phi ptr [ %digit.at.i273, %digits.done.i279 ], [ %sign.at.i283, %sign.i282 ]
  %part32 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i281, ptr %part32, align 8
  %missing.i285 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i285, label %common.ret, label %call.i286

call.i286:                                        ; preds = %__modlink_format_i64.exit284
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check5.ok:                                        ; preds = %check4.ok, %check4.ok, %check4.ok
  %is27 = icmp eq i32 %X.type_index, 70
  %X.value = getelementptr inbounds nuw i8, ptr %args, i64 56
  %X.ptr = load ptr, ptr %X.value, align 8
  %X.dltensor.idx = select i1 %is27, i64 24, i64 0
  %X.dltensor = getelementptr inbounds nuw i8, ptr %X.ptr, i64 %X.dltensor.idx
  %null.not = icmp eq ptr %X.ptr, null
  br i1 %null.not, label %check6.fail, label %check6.ok

check6.fail:                                      ; preds = %check5.ok
  store ptr @.str.7, ptr %message.parts, align 8
  %missing.i288 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i288, label %common.ret, label %call.i289

call.i289:                                        ; preds = %check6.fail
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
  %mag.i291 = zext i32 %11 to i64
  %end.i292 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i292, align 1
  br label %digit.i293

digit.i293:                                       ; preds = %digit.i293, %check7.fail
  %remaining.i294 = phi i64 [ %mag.i291, %check7.fail ], [ %rest.i300, %digit.i293 ]
  %cursor.i295 = phi ptr [ %end.i292, %check7.fail ], [ %digit.at.i296, %digit.i293 ]
  %digit.at.i296 = getelementptr inbounds i8, ptr %cursor.i295, i64 -1
  %digit1.i297 = urem i64 %remaining.i294, 10
  %digit.byte.i298 = trunc nuw nsw i64 %digit1.i297 to i8
  %ascii.i299 = or disjoint i8 %digit.byte.i298, 48
  store i8 %ascii.i299, ptr %digit.at.i296, align 1
  %rest.i300 = udiv i64 %remaining.i294, 10
  %more.not.i301 = icmp samesign ult i64 %remaining.i294, 10
  br i1 %more.not.i301, label %digits.done.i302, label %digit.i293

digits.done.i302:                                 ; preds = %digit.i293
  %neg.i303 = icmp slt i32 %X.ndim, 0
  br i1 %neg.i303, label %sign.i305, label %__modlink_format_i64.exit307

sign.i305:                                        ; preds = %digits.done.i302
  %sign.at.i306 = getelementptr inbounds i8, ptr %cursor.i295, i64 -2
  store i8 45, ptr %sign.at.i306, align 1
  br label %__modlink_format_i64.exit307

__modlink_format_i64.exit307:                     ; preds = %digits.done.i302, %sign.i305
  %start.i304 = phi ptr [ %digit.at.i296, %digits.done.i302 ], [ %sign.at.i306, %sign.i305 ]
  %part36 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i304, ptr %part36, align 8
  %missing.i308 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i308, label %common.ret, label %call.i309

call.i309:                                        ; preds = %__modlink_format_i64.exit307
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
  %dtype.ok37 = and i1 %dtype.ok, %lanes.ok
  br i1 %dtype.ok37, label %check8.ok, label %check8.fail

check8.fail:                                      ; preds = %check7.ok
  %code38 = zext i8 %code to i64
  store ptr @.str.9, ptr %message.parts, align 8
  %end.i312 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i312, align 1
  br label %digit.i313

digit.i313:                                       ; preds = %digit.i313, %check8.fail
  %remaining.i314 = phi i64 [ %code38, %check8.fail ], [ %rest.i320, %digit.i313 ]
  %cursor.i315 = phi ptr [ %end.i312, %check8.fail ], [ %digit.at.i316, %digit.i313 ]
  %digit.at.i316 = getelementptr inbounds i8, ptr %cursor.i315, i64 -1
  %digit1.i317 = urem i64 %remaining.i314, 10
  %digit.byte.i318 = trunc nuw nsw i64 %digit1.i317 to i8
  %ascii.i319 = or disjoint i8 %digit.byte.i318, 48
  store i8 %ascii.i319, ptr %digit.at.i316, align 1
  %rest.i320 = udiv i64 %remaining.i314, 10
  %more.not.i321 = icmp samesign ult i64 %remaining.i314, 10
  br i1 %more.not.i321, label %__modlink_format_i64.exit327, label %digit.i313

__modlink_format_i64.exit327:                     ; preds = %digit.i313
  %bits39 = zext i8 %bits to i64
  %part43 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %digit.at.i316, ptr %part43, align 8
  %part44 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.10, ptr %part44, align 8
  %end.i329 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i329, align 1
  br label %digit.i330

digit.i330:                                       ; preds = %digit.i330, %__modlink_format_i64.exit327
  %remaining.i331 = phi i64 [ %bits39, %__modlink_format_i64.exit327 ], [ %rest.i337, %digit.i330 ]
  %cursor.i332 = phi ptr [ %end.i329, %__modlink_format_i64.exit327 ], [ %digit.at.i333, %digit.i330 ]
  %digit.at.i333 = getelementptr inbounds i8, ptr %cursor.i332, i64 -1
  %digit1.i334 = urem i64 %remaining.i331, 10
  %digit.byte.i335 = trunc nuw nsw i64 %digit1.i334 to i8
  %ascii.i336 = or disjoint i8 %digit.byte.i335, 48
  store i8 %ascii.i336, ptr %digit.at.i333, align 1
  %rest.i337 = udiv i64 %remaining.i331, 10
  %more.not.i338 = icmp samesign ult i64 %remaining.i331, 10
  br i1 %more.not.i338, label %__modlink_format_i64.exit344, label %digit.i330

__modlink_format_i64.exit344:                     ; preds = %digit.i330
  %lanes40 = zext i16 %lanes to i64
  %part46 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %digit.at.i333, ptr %part46, align 8
  %part47 = getelementptr inbounds nuw i8, ptr %message.parts, i64 32
  store ptr @.str.11, ptr %part47, align 8
  %end.i346 = getelementptr inbounds nuw i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i346, align 1
  br label %digit.i347

digit.i347:                                       ; preds = %digit.i347, %__modlink_format_i64.exit344
  %remaining.i348 = phi i64 [ %lanes40, %__modlink_format_i64.exit344 ], [ %rest.i354, %digit.i347 ]
  %cursor.i349 = phi ptr [ %end.i346, %__modlink_format_i64.exit344 ], [ %digit.at.i350, %digit.i347 ]
  %digit.at.i350 = getelementptr inbounds i8, ptr %cursor.i349, i64 -1
  %digit1.i351 = urem i64 %remaining.i348, 10
  %digit.byte.i352 = trunc nuw nsw i64 %digit1.i351 to i8
  %ascii.i353 = or disjoint i8 %digit.byte.i352, 48
  store i8 %ascii.i353, ptr %digit.at.i350, align 1
  %rest.i354 = udiv i64 %remaining.i348, 10
  %more.not.i355 = icmp samesign ult i64 %remaining.i348, 10
  br i1 %more.not.i355, label %__modlink_format_i64.exit361, label %digit.i347

__modlink_format_i64.exit361:                     ; preds = %digit.i347
  %part49 = getelementptr inbounds nuw i8, ptr %message.parts, i64 40
  store ptr %digit.at.i350, ptr %part49, align 8
  %missing.i362 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i362, label %common.ret, label %call.i363

call.i363:                                        ; preds = %__modlink_format_i64.exit361
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
  %mag.i365 = zext i32 %12 to i64
  %end.i366 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i366, align 1
  br label %digit.i367

digit.i367:                                       ; preds = %digit.i367, %check9.fail
  %remaining.i368 = phi i64 [ %mag.i365, %check9.fail ], [ %rest.i374, %digit.i367 ]
  %cursor.i369 = phi ptr [ %end.i366, %check9.fail ], [ %digit.at.i370, %digit.i367 ]
  %digit.at.i370 = getelementptr inbounds i8, ptr %cursor.i369, i64 -1
  %digit1.i371 = urem i64 %remaining.i368, 10
  %digit.byte.i372 = trunc nuw nsw i64 %digit1.i371 to i8
  %ascii.i373 = or disjoint i8 %digit.byte.i372, 48
  store i8 %ascii.i373, ptr %digit.at.i370, align 1
  %rest.i374 = udiv i64 %remaining.i368, 10
  %more.not.i375 = icmp samesign ult i64 %remaining.i368, 10
  br i1 %more.not.i375, label %digits.done.i376, label %digit.i367

digits.done.i376:                                 ; preds = %digit.i367
  %neg.i377 = icmp slt i32 %X.device_type, 0
  br i1 %neg.i377, label %sign.i379, label %__modlink_format_i64.exit381

sign.i379:                                        ; preds = %digits.done.i376
  %sign.at.i380 = getelementptr inbounds i8, ptr %cursor.i369, i64 -2
  store i8 45, ptr %sign.at.i380, align 1
  br label %__modlink_format_i64.exit381

__modlink_format_i64.exit381:                     ; preds = %digits.done.i376, %sign.i379
  %start.i378 = phi ptr [ %digit.at.i370, %digits.done.i376 ], [ %sign.at.i380, %sign.i379 ]
  %part52 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i378, ptr %part52, align 8
  %missing.i382 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i382, label %common.ret, label %call.i383

call.i383:                                        ; preds = %__modlink_format_i64.exit381
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
  %stride.ok53 = or i1 %unit, %stride.ok
  br i1 %stride.ok53, label %X.strides.done, label %check10.fail

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
  %mag.i385 = tail call i64 @llvm.abs.i64(i64 %X.stride0, i1 false)
  %end.i386 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i386, align 1
  br label %digit.i387

digit.i387:                                       ; preds = %digit.i387, %check10.fail
  %remaining.i388 = phi i64 [ %mag.i385, %check10.fail ], [ %rest.i394, %digit.i387 ]
  %cursor.i389 = phi ptr [ %end.i386, %check10.fail ], [ %digit.at.i390, %digit.i387 ]
  %digit.at.i390 = getelementptr inbounds i8, ptr %cursor.i389, i64 -1
  %digit1.i391 = urem i64 %remaining.i388, 10
  %digit.byte.i392 = trunc nuw nsw i64 %digit1.i391 to i8
  %ascii.i393 = or disjoint i8 %digit.byte.i392, 48
  store i8 %ascii.i393, ptr %digit.at.i390, align 1
  %rest.i394 = udiv i64 %remaining.i388, 10
  %more.not.i395 = icmp ult i64 %remaining.i388, 10
  br i1 %more.not.i395, label %digits.done.i396, label %digit.i387

digits.done.i396:                                 ; preds = %digit.i387
  %neg.i397 = icmp slt i64 %X.stride0, 0
  br i1 %neg.i397, label %sign.i399, label %__modlink_format_i64.exit401

sign.i399:                                        ; preds = %digits.done.i396
  %sign.at.i400 = getelementptr inbounds i8, ptr %cursor.i389, i64 -2
  store i8 45, ptr %sign.at.i400, align 1
  br label %__modlink_format_i64.exit401

__modlink_format_i64.exit401:                     ; preds = %digits.done.i396, %sign.i399
  %start.i398 = phi ptr [ %digit.at.i390, %digits.done.i396 ], [ %sign.at.i400, %sign.i399 ]
  %part56 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i398, ptr %part56, align 8
  %part57 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.14, ptr %part57, align 8
  %end.i402 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i402, align 1
  %digit.at.i406 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i406, align 1
  %part59 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %digit.at.i406, ptr %part59, align 8
  %missing.i414 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i414, label %common.ret, label %call.i415

call.i415:                                        ; preds = %__modlink_format_i64.exit401
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check11.fail:                                     ; preds = %X.strides.done
  store ptr @.str.15, ptr %message.parts, align 8
  %13 = tail call i32 @llvm.abs.i32(i32 %Y.type_index, i1 false)
  %mag.i417 = zext i32 %13 to i64
  %end.i418 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i418, align 1
  br label %digit.i419

digit.i419:                                       ; preds = %digit.i419, %check11.fail
  %remaining.i420 = phi i64 [ %mag.i417, %check11.fail ], [ %rest.i426, %digit.i419 ]
  %cursor.i421 = phi ptr [ %end.i418, %check11.fail ], [ %digit.at.i422, %digit.i419 ]
  %digit.at.i422 = getelementptr inbounds i8, ptr %cursor.i421, i64 -1
  %digit1.i423 = urem i64 %remaining.i420, 10
  %digit.byte.i424 = trunc nuw nsw i64 %digit1.i423 to i8
  %ascii.i425 = or disjoint i8 %digit.byte.i424, 48
  store i8 %ascii.i425, ptr %digit.at.i422, align 1
  %rest.i426 = udiv i64 %remaining.i420, 10
  %more.not.i427 = icmp samesign ult i64 %remaining.i420, 10
  br i1 %more.not.i427, label %digits.done.i428, label %digit.i419

digits.done.i428:                                 ; preds = %digit.i419
  %neg.i429 = icmp slt i32 %Y.type_index, 0
  br i1 %neg.i429, label %sign.i431, label %__modlink_format_i64.exit433

sign.i431:                                        ; preds = %digits.done.i428
  %sign.at.i432 = getelementptr inbounds i8, ptr %cursor.i421, i64 -2
  store i8 45, ptr %sign.at.i432, align 1
  br label %__modlink_format_i64.exit433

__modlink_format_i64.exit433:                     ; preds = %digits.done.i428, %sign.i431
  %start.i430 = phi ptr [ %digit.at.i422, %digits.done.i428 ], [ %sign.at.i432, %sign.i431 ]
  %part68 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i430, ptr %part68, align 8
  %missing.i434 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i434, label %common.ret, label %call.i435

call.i435:                                        ; preds = %__modlink_format_i64.exit433
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check11.ok:                                       ; preds = %X.strides.done, %X.strides.done, %X.strides.done
  %is62 = icmp eq i32 %Y.type_index, 70
  %Y.value = getelementptr inbounds nuw i8, ptr %args, i64 72
  %Y.ptr = load ptr, ptr %Y.value, align 8
  %Y.dltensor.idx = select i1 %is62, i64 24, i64 0
  %Y.dltensor = getelementptr inbounds nuw i8, ptr %Y.ptr, i64 %Y.dltensor.idx
  %null69.not = icmp eq ptr %Y.ptr, null
  br i1 %null69.not, label %check12.fail, label %check12.ok

check12.fail:                                     ; preds = %check11.ok
  store ptr @.str.16, ptr %message.parts, align 8
  %missing.i437 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i437, label %common.ret, label %call.i438

call.i438:                                        ; preds = %check12.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check12.ok:                                       ; preds = %check11.ok
  %ndim.at72 = getelementptr inbounds nuw i8, ptr %Y.dltensor, i64 16
  %Y.ndim = load i32, ptr %ndim.at72, align 4
  %ndim.ok73 = icmp eq i32 %Y.ndim, 1
  br i1 %ndim.ok73, label %check13.ok, label %check13.fail

check13.fail:                                     ; preds = %check12.ok
  store ptr @.str.17, ptr %message.parts, align 8
  %14 = tail call i32 @llvm.abs.i32(i32 %Y.ndim, i1 false)
  %mag.i440 = zext i32 %14 to i64
  %end.i441 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i441, align 1
  br label %digit.i442

digit.i442:                                       ; preds = %digit.i442, %check13.fail
  %remaining.i443 = phi i64 [ %mag.i440, %check13.fail ], [ %rest.i449, %digit.i442 ]
  %cursor.i444 = phi ptr [ %end.i441, %check13.fail ], [ %digit.at.i445, %digit.i442 ]
  %digit.at.i445 = getelementptr inbounds i8, ptr %cursor.i444, i64 -1
  %digit1.i446 = urem i64 %remaining.i443, 10
  %digit.byte.i447 = trunc nuw nsw i64 %digit1.i446 to i8
  %ascii.i448 = or disjoint i8 %digit.byte.i447, 48
  store i8 %ascii.i448, ptr %digit.at.i445, align 1
  %rest.i449 = udiv i64 %remaining.i443, 10
  %more.not.i450 = icmp samesign ult i64 %remaining.i443, 10
  br i1 %more.not.i450, label %digits.done.i451, label %digit.i442

digits.done.i451:                                 ; preds = %digit.i442
  %neg.i452 = icmp slt i32 %Y.ndim, 0
  br i1 %neg.i452, label %sign.i454, label %__modlink_format_i64.exit456

sign.i454:                                        ; preds = %digits.done.i451
  %sign.at.i455 = getelementptr inbounds i8, ptr %cursor.i444, i64 -2
  store i8 45, ptr %sign.at.i455, align 1
  br label %__modlink_format_i64.exit456

__modlink_format_i64.exit456:                     ; preds = %digits.done.i451, %sign.i454
  %start.i453 = phi ptr [ %digit.at.i445, %digits.done.i451 ], [ %sign.at.i455, %sign.i454 ]
  %part77 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i453, ptr %part77, align 8
  %missing.i457 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i457, label %common.ret, label %call.i458

call.i458:                                        ; preds = %__modlink_format_i64.exit456
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check13.ok:                                       ; preds = %check12.ok
  %dtype.at78 = getelementptr inbounds nuw i8, ptr %Y.dltensor, i64 20
  %bits.at80 = getelementptr inbounds nuw i8, ptr %Y.dltensor, i64 21
  %lanes.at81 = getelementptr inbounds nuw i8, ptr %Y.dltensor, i64 22
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
  %code90 = zext i8 %code82 to i64
  store ptr @.str.18, ptr %message.parts, align 8
  %end.i461 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i461, align 1
  br label %digit.i462

digit.i462:                                       ; preds = %digit.i462, %check14.fail
  %remaining.i463 = phi i64 [ %code90, %check14.fail ], [ %rest.i469, %digit.i462 ]
  %cursor.i464 = phi ptr [ %end.i461, %check14.fail ], [ %digit.at.i465, %digit.i462 ]
  %digit.at.i465 = getelementptr inbounds i8, ptr %cursor.i464, i64 -1
  %digit1.i466 = urem i64 %remaining.i463, 10
  %digit.byte.i467 = trunc nuw nsw i64 %digit1.i466 to i8
  %ascii.i468 = or disjoint i8 %digit.byte.i467, 48
  store i8 %ascii.i468, ptr %digit.at.i465, align 1
  %rest.i469 = udiv i64 %remaining.i463, 10
  %more.not.i470 = icmp samesign ult i64 %remaining.i463, 10
  br i1 %more.not.i470, label %__modlink_format_i64.exit476, label %digit.i462

__modlink_format_i64.exit476:                     ; preds = %digit.i462
  %bits91 = zext i8 %bits83 to i64
  %part95 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %digit.at.i465, ptr %part95, align 8
  %part96 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.10, ptr %part96, align 8
  %end.i478 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i478, align 1
  br label %digit.i479

digit.i479:                                       ; preds = %digit.i479, %__modlink_format_i64.exit476
  %remaining.i480 = phi i64 [ %bits91, %__modlink_format_i64.exit476 ], [ %rest.i486, %digit.i479 ]
  %cursor.i481 = phi ptr [ %end.i478, %__modlink_format_i64.exit476 ], [ %digit.at.i482, %digit.i479 ]
  %digit.at.i482 = getelementptr inbounds i8, ptr %cursor.i481, i64 -1
  %digit1.i483 = urem i64 %remaining.i480, 10
  %digit.byte.i484 = trunc nuw nsw i64 %digit1.i483 to i8
  %ascii.i485 = or disjoint i8 %digit.byte.i484, 48
  store i8 %ascii.i485, ptr %digit.at.i482, align 1
  %rest.i486 = udiv i64 %remaining.i480, 10
  %more.not.i487 = icmp samesign ult i64 %remaining.i480, 10
  br i1 %more.not.i487, label %__modlink_format_i64.exit493, label %digit.i479

__modlink_format_i64.exit493:                     ; preds = %digit.i479
  %lanes92 = zext i16 %lanes84 to i64
  %part98 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %digit.at.i482, ptr %part98, align 8
  %part99 = getelementptr inbounds nuw i8, ptr %message.parts, i64 32
  store ptr @.str.11, ptr %part99, align 8
  %end.i495 = getelementptr inbounds nuw i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i495, align 1
  br label %digit.i496

digit.i496:                                       ; preds = %digit.i496, %__modlink_format_i64.exit493
  %remaining.i497 = phi i64 [ %lanes92, %__modlink_format_i64.exit493 ], [ %rest.i503, %digit.i496 ]
  %cursor.i498 = phi ptr [ %end.i495, %__modlink_format_i64.exit493 ], [ %digit.at.i499, %digit.i496 ]
  %digit.at.i499 = getelementptr inbounds i8, ptr %cursor.i498, i64 -1
  %digit1.i500 = urem i64 %remaining.i497, 10
  %digit.byte.i501 = trunc nuw nsw i64 %digit1.i500 to i8
  %ascii.i502 = or disjoint i8 %digit.byte.i501, 48
  store i8 %ascii.i502, ptr %digit.at.i499, align 1
  %rest.i503 = udiv i64 %remaining.i497, 10
  %more.not.i504 = icmp samesign ult i64 %remaining.i497, 10
  br i1 %more.not.i504, label %__modlink_format_i64.exit510, label %digit.i496

__modlink_format_i64.exit510:                     ; preds = %digit.i496
  %part101 = getelementptr inbounds nuw i8, ptr %message.parts, i64 40
  store ptr %digit.at.i499, ptr %part101, align 8
  %missing.i511 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i511, label %common.ret, label %call.i512

call.i512:                                        ; preds = %__modlink_format_i64.exit510
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check14.ok:                                       ; preds = %check13.ok
  %device.at102 = getelementptr inbounds nuw i8, ptr %Y.dltensor, i64 8
  %Y.device_type = load i32, ptr %device.at102, align 4
  %device.ok103 = icmp eq i32 %Y.device_type, 1
  br i1 %device.ok103, label %check15.ok, label %check15.fail

check15.fail:                                     ; preds = %check14.ok
  store ptr @.str.19, ptr %message.parts, align 8
  %15 = tail call i32 @llvm.abs.i32(i32 %Y.device_type, i1 false)
  %mag.i514 = zext i32 %15 to i64
  %end.i515 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i515, align 1
  br label %digit.i516

digit.i516:                                       ; preds = %digit.i516, %check15.fail
  %remaining.i517 = phi i64 [ %mag.i514, %check15.fail ], [ %rest.i523, %digit.i516 ]
  %cursor.i518 = phi ptr [ %end.i515, %check15.fail ], [ %digit.at.i519, %digit.i516 ]
  %digit.at.i519 = getelementptr inbounds i8, ptr %cursor.i518, i64 -1
  %digit1.i520 = urem i64 %remaining.i517, 10
  %digit.byte.i521 = trunc nuw nsw i64 %digit1.i520 to i8
  %ascii.i522 = or disjoint i8 %digit.byte.i521, 48
  store i8 %ascii.i522, ptr %digit.at.i519, align 1
  %rest.i523 = udiv i64 %remaining.i517, 10
  %more.not.i524 = icmp samesign ult i64 %remaining.i517, 10
  br i1 %more.not.i524, label %digits.done.i525, label %digit.i516

digits.done.i525:                                 ; preds = %digit.i516
  %neg.i526 = icmp slt i32 %Y.device_type, 0
  br i1 %neg.i526, label %sign.i528, label %__modlink_format_i64.exit530

sign.i528:                                        ; preds = %digits.done.i525
  %sign.at.i529 = getelementptr inbounds i8, ptr %cursor.i518, i64 -2
  store i8 45, ptr %sign.at.i529, align 1
  br label %__modlink_format_i64.exit530

__modlink_format_i64.exit530:                     ; preds = %digits.done.i525, %sign.i528
  %start.i527 = phi ptr [ %digit.at.i519, %digits.done.i525 ], [ %sign.at.i529, %sign.i528 ]
  %part107 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i527, ptr %part107, align 8
  %missing.i531 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i531, label %common.ret, label %call.i532

call.i532:                                        ; preds = %__modlink_format_i64.exit530
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check15.ok:                                       ; preds = %check14.ok
  %shape.at108 = getelementptr inbounds nuw i8, ptr %Y.dltensor, i64 24
  %Y.shape = load ptr, ptr %shape.at108, align 8
  %Y.shape0 = load i64, ptr %Y.shape, align 8
  %extent.ok = icmp eq i64 %Y.shape0, %X.shape0
  br i1 %extent.ok, label %check16.ok, label %check16.fail

check16.fail:                                     ; preds = %check15.ok
  store ptr @.str.20, ptr %message.parts, align 8
  %mag.i534 = tail call i64 @llvm.abs.i64(i64 %Y.shape0, i1 false)
  %end.i535 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i535, align 1
  br label %digit.i536

digit.i536:                                       ; preds = %digit.i536, %check16.fail
  %remaining.i537 = phi i64 [ %mag.i534, %check16.fail ], [ %rest.i543, %digit.i536 ]
  %cursor.i538 = phi ptr [ %end.i535, %check16.fail ], [ %digit.at.i539, %digit.i536 ]
  %digit.at.i539 = getelementptr inbounds i8, ptr %cursor.i538, i64 -1
  %digit1.i540 = urem i64 %remaining.i537, 10
  %digit.byte.i541 = trunc nuw nsw i64 %digit1.i540 to i8
  %ascii.i542 = or disjoint i8 %digit.byte.i541, 48
  store i8 %ascii.i542, ptr %digit.at.i539, align 1
  %rest.i543 = udiv i64 %remaining.i537, 10
  %more.not.i544 = icmp ult i64 %remaining.i537, 10
  br i1 %more.not.i544, label %digits.done.i545, label %digit.i536

digits.done.i545:                                 ; preds = %digit.i536
  %neg.i546 = icmp slt i64 %Y.shape0, 0
  br i1 %neg.i546, label %sign.i548, label %__modlink_format_i64.exit550

sign.i548:                                        ; preds = %digits.done.i545
  %sign.at.i549 = getelementptr inbounds i8, ptr %cursor.i538, i64 -2
  store i8 45, ptr %sign.at.i549, align 1
  br label %__modlink_format_i64.exit550

__modlink_format_i64.exit550:                     ; preds = %digits.done.i545, %sign.i548
  %start.i547 = phi ptr [ %digit.at.i539, %digits.done.i545 ], [ %sign.at.i549, %sign.i548 ]
  %part112 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i547, ptr %part112, align 8
  %part113 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.21, ptr %part113, align 8
  %mag.i551 = call i64 @llvm.abs.i64(i64 %X.shape0, i1 false)
  %end.i552 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i552, align 1
  br label %digit.i553

digit.i553:                                       ; preds = %digit.i553, %__modlink_format_i64.exit550
  %remaining.i554 = phi i64 [ %mag.i551, %__modlink_format_i64.exit550 ], [ %rest.i560, %digit.i553 ]
  %cursor.i555 = phi ptr [ %end.i552, %__modlink_format_i64.exit550 ], [ %digit.at.i556, %digit.i553 ]
  %digit.at.i556 = getelementptr inbounds i8, ptr %cursor.i555, i64 -1
  %digit1.i557 = urem i64 %remaining.i554, 10
  %digit.byte.i558 = trunc nuw nsw i64 %digit1.i557 to i8
  %ascii.i559 = or disjoint i8 %digit.byte.i558, 48
  store i8 %ascii.i559, ptr %digit.at.i556, align 1
  %rest.i560 = udiv i64 %remaining.i554, 10
  %more.not.i561 = icmp ult i64 %remaining.i554, 10
  br i1 %more.not.i561, label %digits.done.i562, label %digit.i553

digits.done.i562:                                 ; preds = %digit.i553
  %neg.i563 = icmp slt i64 %X.shape0, 0
  br i1 %neg.i563, label %sign.i565, label %__modlink_format_i64.exit567

sign.i565:                                        ; preds = %digits.done.i562
  %sign.at.i566 = getelementptr inbounds i8, ptr %cursor.i555, i64 -2
  store i8 45, ptr %sign.at.i566, align 1
  br label %__modlink_format_i64.exit567

__modlink_format_i64.exit567:                     ; preds = %digits.done.i562, %sign.i565
  %start.i564 = phi ptr [ %digit.at.i556, %digits.done.i562 ], [ %sign.at.i566, %sign.i565 ]
  %part115 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %start.i564, ptr %part115, align 8
  %missing.i568 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i568, label %common.ret, label %call.i569

call.i569:                                        ; preds = %__modlink_format_i64.exit567
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check16.ok:                                       ; preds = %check15.ok
  %strides.at116 = getelementptr inbounds nuw i8, ptr %Y.dltensor, i64 32
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
  %byte_offset.at131 = getelementptr inbounds nuw i8, ptr %Y.dltensor, i64 40
  %byte_offset132 = load i64, ptr %byte_offset.at131, align 8
  %Y.data = getelementptr i8, ptr %data130, i64 %byte_offset132
  %Mask.any = getelementptr inbounds nuw i8, ptr %args, i64 80
  %Mask.type_index = load i32, ptr %Mask.any, align 4
  switch i32 %Mask.type_index, label %check18.fail [
    i32 70, label %check18.ok
    i32 7, label %check18.ok
    i32 4, label %check18.ok
  ]

check17.fail:                                     ; preds = %Y.strides.check
  store ptr @.str.22, ptr %message.parts, align 8
  %mag.i571 = tail call i64 @llvm.abs.i64(i64 %Y.stride0, i1 false)
  %end.i572 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i572, align 1
  br label %digit.i573

digit.i573:                                       ; preds = %digit.i573, %check17.fail
  %remaining.i574 = phi i64 [ %mag.i571, %check17.fail ], [ %rest.i580, %digit.i573 ]
  %cursor.i575 = phi ptr [ %end.i572, %check17.fail ], [ %digit.at.i576, %digit.i573 ]
  %digit.at.i576 = getelementptr inbounds i8, ptr %cursor.i575, i64 -1
  %digit1.i577 = urem i64 %remaining.i574, 10
  %digit.byte.i578 = trunc nuw nsw i64 %digit1.i577 to i8
  %ascii.i579 = or disjoint i8 %digit.byte.i578, 48
  store i8 %ascii.i579, ptr %digit.at.i576, align 1
  %rest.i580 = udiv i64 %remaining.i574, 10
  %more.not.i581 = icmp ult i64 %remaining.i574, 10
  br i1 %more.not.i581, label %digits.done.i582, label %digit.i573

digits.done.i582:                                 ; preds = %digit.i573
  %neg.i583 = icmp slt i64 %Y.stride0, 0
  br i1 %neg.i583, label %sign.i585, label %__modlink_format_i64.exit587

sign.i585:                                        ; preds = %digits.done.i582
  %sign.at.i586 = getelementptr inbounds i8, ptr %cursor.i575, i64 -2
  store i8 45, ptr %sign.at.i586, align 1
  br label %__modlink_format_i64.exit587

__modlink_format_i64.exit587:                     ; preds = %digits.done.i582, %sign.i585
  %start.i584 = phi ptr [ %digit.at.i576, %digits.done.i582 ], [ %sign.at.i586, %sign.i585 ]
  %part124 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i584, ptr %part124, align 8
  %part125 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.14, ptr %part125, align 8
  %end.i588 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i588, align 1
  %digit.at.i592 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i592, align 1
  %part127 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %digit.at.i592, ptr %part127, align 8
  %missing.i600 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i600, label %common.ret, label %call.i601

call.i601:                                        ; preds = %__modlink_format_i64.exit587
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check18.fail:                                     ; preds = %Y.strides.done
  store ptr @.str.23, ptr %message.parts, align 8
  %16 = tail call i32 @llvm.abs.i32(i32 %Mask.type_index, i1 false)
  %mag.i603 = zext i32 %16 to i64
  %end.i604 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i604, align 1
  br label %digit.i605

digit.i605:                                       ; preds = %digit.i605, %check18.fail
  %remaining.i606 = phi i64 [ %mag.i603, %check18.fail ], [ %rest.i612, %digit.i605 ]
  %cursor.i607 = phi ptr [ %end.i604, %check18.fail ], [ %digit.at.i608, %digit.i605 ]
  %digit.at.i608 = getelementptr inbounds i8, ptr %cursor.i607, i64 -1
  %digit1.i609 = urem i64 %remaining.i606, 10
  %digit.byte.i610 = trunc nuw nsw i64 %digit1.i609 to i8
  %ascii.i611 = or disjoint i8 %digit.byte.i610, 48
  store i8 %ascii.i611, ptr %digit.at.i608, align 1
  %rest.i612 = udiv i64 %remaining.i606, 10
  %more.not.i613 = icmp samesign ult i64 %remaining.i606, 10
  br i1 %more.not.i613, label %digits.done.i614, label %digit.i605

digits.done.i614:                                 ; preds = %digit.i605
  %neg.i615 = icmp slt i32 %Mask.type_index, 0
  br i1 %neg.i615, label %sign.i617, label %__modlink_format_i64.exit619

sign.i617:                                        ; preds = %digits.done.i614
  %sign.at.i618 = getelementptr inbounds i8, ptr %cursor.i607, i64 -2
  store i8 45, ptr %sign.at.i618, align 1
  br label %__modlink_format_i64.exit619

__modlink_format_i64.exit619:                     ; preds = %digits.done.i614, %sign.i617
  %start.i616 = phi ptr [ %digit.at.i608, %digits.done.i614 ], [ %sign.at.i618, %sign.i617 ]
  %part141 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i616, ptr %part141, align 8
  %missing.i620 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i620, label %common.ret, label %call.i621

call.i621:                                        ; preds = %__modlink_format_i64.exit619
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check18.ok:                                       ; preds = %Y.strides.done, %Y.strides.done, %Y.strides.done
  %is135 = icmp eq i32 %Mask.type_index, 70
  %Mask.value = getelementptr inbounds nuw i8, ptr %args, i64 88
  %Mask.ptr = load ptr, ptr %Mask.value, align 8
  %Mask.dltensor.idx = select i1 %is135, i64 24, i64 0
  %Mask.dltensor = getelementptr inbounds nuw i8, ptr %Mask.ptr, i64 %Mask.dltensor.idx
  %null142.not = icmp eq ptr %Mask.ptr, null
  br i1 %null142.not, label %check19.fail, label %check19.ok

check19.fail:                                     ; preds = %check18.ok
  store ptr @.str.24, ptr %message.parts, align 8
  %missing.i623 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i623, label %common.ret, label %call.i624

call.i624:                                        ; preds = %check19.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check19.ok:                                       ; preds = %check18.ok
  %ndim.at145 = getelementptr inbounds nuw i8, ptr %Mask.dltensor, i64 16
  %Mask.ndim = load i32, ptr %ndim.at145, align 4
  %ndim.ok146 = icmp eq i32 %Mask.ndim, 1
  br i1 %ndim.ok146, label %check20.ok, label %check20.fail

check20.fail:                                     ; preds = %check19.ok
  store ptr @.str.25, ptr %message.parts, align 8
  %17 = tail call i32 @llvm.abs.i32(i32 %Mask.ndim, i1 false)
  %mag.i626 = zext i32 %17 to i64
  %end.i627 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i627, align 1
  br label %digit.i628

digit.i628:                                       ; preds = %digit.i628, %check20.fail
  %remaining.i629 = phi i64 [ %mag.i626, %check20.fail ], [ %rest.i635, %digit.i628 ]
  %cursor.i630 = phi ptr [ %end.i627, %check20.fail ], [ %digit.at.i631, %digit.i628 ]
  %digit.at.i631 = getelementptr inbounds i8, ptr %cursor.i630, i64 -1
  %digit1.i632 = urem i64 %remaining.i629, 10
  %digit.byte.i633 = trunc nuw nsw i64 %digit1.i632 to i8
  %ascii.i634 = or disjoint i8 %digit.byte.i633, 48
  store i8 %ascii.i634, ptr %digit.at.i631, align 1
  %rest.i635 = udiv i64 %remaining.i629, 10
  %more.not.i636 = icmp samesign ult i64 %remaining.i629, 10
  br i1 %more.not.i636, label %digits.done.i637, label %digit.i628

digits.done.i637:                                 ; preds = %digit.i628
  %neg.i638 = icmp slt i32 %Mask.ndim, 0
  br i1 %neg.i638, label %sign.i640, label %__modlink_format_i64.exit642

sign.i640:                                        ; preds = %digits.done.i637
  %sign.at.i641 = getelementptr inbounds i8, ptr %cursor.i630, i64 -2
  store i8 45, ptr %sign.at.i641, align 1
  br label %__modlink_format_i64.exit642

__modlink_format_i64.exit642:                     ; preds = %digits.done.i637, %sign.i640
  %start.i639 = phi ptr [ %digit.at.i631, %digits.done.i637 ], [ %sign.at.i641, %sign.i640 ]
  %part150 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i639, ptr %part150, align 8
  %missing.i643 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i643, label %common.ret, label %call.i644

call.i644:                                        ; preds = %__modlink_format_i64.exit642
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check20.ok:                                       ; preds = %check19.ok
  %dtype.at151 = getelementptr inbounds nuw i8, ptr %Mask.dltensor, i64 20
  %bits.at153 = getelementptr inbounds nuw i8, ptr %Mask.dltensor, i64 21
  %lanes.at154 = getelementptr inbounds nuw i8, ptr %Mask.dltensor, i64 22
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
  %code163 = zext i8 %code155 to i64
  store ptr @.str.26, ptr %message.parts, align 8
  %end.i647 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i647, align 1
  br label %digit.i648

digit.i648:                                       ; preds = %digit.i648, %check21.fail
  %remaining.i649 = phi i64 [ %code163, %check21.fail ], [ %rest.i655, %digit.i648 ]
  %cursor.i650 = phi ptr [ %end.i647, %check21.fail ], [ %digit.at.i651, %digit.i648 ]
  %digit.at.i651 = getelementptr inbounds i8, ptr %cursor.i650, i64 -1
  %digit1.i652 = urem i64 %remaining.i649, 10
  %digit.byte.i653 = trunc nuw nsw i64 %digit1.i652 to i8
  %ascii.i654 = or disjoint i8 %digit.byte.i653, 48
  store i8 %ascii.i654, ptr %digit.at.i651, align 1
  %rest.i655 = udiv i64 %remaining.i649, 10
  %more.not.i656 = icmp samesign ult i64 %remaining.i649, 10
  br i1 %more.not.i656, label %__modlink_format_i64.exit662, label %digit.i648

__modlink_format_i64.exit662:                     ; preds = %digit.i648
  %bits164 = zext i8 %bits156 to i64
  %part168 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %digit.at.i651, ptr %part168, align 8
  %part169 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.10, ptr %part169, align 8
  %end.i664 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i664, align 1
  br label %digit.i665

digit.i665:                                       ; preds = %digit.i665, %__modlink_format_i64.exit662
  %remaining.i666 = phi i64 [ %bits164, %__modlink_format_i64.exit662 ], [ %rest.i672, %digit.i665 ]
  %cursor.i667 = phi ptr [ %end.i664, %__modlink_format_i64.exit662 ], [ %digit.at.i668, %digit.i665 ]
  %digit.at.i668 = getelementptr inbounds i8, ptr %cursor.i667, i64 -1
  %digit1.i669 = urem i64 %remaining.i666, 10
  %digit.byte.i670 = trunc nuw nsw i64 %digit1.i669 to i8
  %ascii.i671 = or disjoint i8 %digit.byte.i670, 48
  store i8 %ascii.i671, ptr %digit.at.i668, align 1
  %rest.i672 = udiv i64 %remaining.i666, 10
  %more.not.i673 = icmp samesign ult i64 %remaining.i666, 10
  br i1 %more.not.i673, label %__modlink_format_i64.exit679, label %digit.i665

__modlink_format_i64.exit679:                     ; preds = %digit.i665
  %lanes165 = zext i16 %lanes157 to i64
  %part171 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %digit.at.i668, ptr %part171, align 8
  %part172 = getelementptr inbounds nuw i8, ptr %message.parts, i64 32
  store ptr @.str.11, ptr %part172, align 8
  %end.i681 = getelementptr inbounds nuw i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i681, align 1
  br label %digit.i682

digit.i682:                                       ; preds = %digit.i682, %__modlink_format_i64.exit679
  %remaining.i683 = phi i64 [ %lanes165, %__modlink_format_i64.exit679 ], [ %rest.i689, %digit.i682 ]
  %cursor.i684 = phi ptr [ %end.i681, %__modlink_format_i64.exit679 ], [ %digit.at.i685, %digit.i682 ]
  %digit.at.i685 = getelementptr inbounds i8, ptr %cursor.i684, i64 -1
  %digit1.i686 = urem i64 %remaining.i683, 10
  %digit.byte.i687 = trunc nuw nsw i64 %digit1.i686 to i8
  %ascii.i688 = or disjoint i8 %digit.byte.i687, 48
  store i8 %ascii.i688, ptr %digit.at.i685, align 1
  %rest.i689 = udiv i64 %remaining.i683, 10
  %more.not.i690 = icmp samesign ult i64 %remaining.i683, 10
  br i1 %more.not.i690, label %__modlink_format_i64.exit696, label %digit.i682

__modlink_format_i64.exit696:                     ; preds = %digit.i682
  %part174 = getelementptr inbounds nuw i8, ptr %message.parts, i64 40
  store ptr %digit.at.i685, ptr %part174, align 8
  %missing.i697 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i697, label %common.ret, label %call.i698

call.i698:                                        ; preds = %__modlink_format_i64.exit696
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check21.ok:                                       ; preds = %check20.ok
  %device.at175 = getelementptr inbounds nuw i8, ptr %Mask.dltensor, i64 8
  %Mask.device_type = load i32, ptr %device.at175, align 4
  %device.ok176 = icmp eq i32 %Mask.device_type, 1
  br i1 %device.ok176, label %check22.ok, label %check22.fail

check22.fail:                                     ; preds = %check21.ok
  store ptr @.str.27, ptr %message.parts, align 8
  %18 = tail call i32 @llvm.abs.i32(i32 %Mask.device_type, i1 false)
  %mag.i700 = zext i32 %18 to i64
  %end.i701 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i701, align 1
  br label %digit.i702

digit.i702:                                       ; preds = %digit.i702, %check22.fail
  %remaining.i703 = phi i64 [ %mag.i700, %check22.fail ], [ %rest.i709, %digit.i702 ]
  %cursor.i704 = phi ptr [ %end.i701, %check22.fail ], [ %digit.at.i705, %digit.i702 ]
  %digit.at.i705 = getelementptr inbounds i8, ptr %cursor.i704, i64 -1
  %digit1.i706 = urem i64 %remaining.i703, 10
  %digit.byte.i707 = trunc nuw nsw i64 %digit1.i706 to i8
  %ascii.i708 = or disjoint i8 %digit.byte.i707, 48
  store i8 %ascii.i708, ptr %digit.at.i705, align 1
  %rest.i709 = udiv i64 %remaining.i703, 10
  %more.not.i710 = icmp samesign ult i64 %remaining.i703, 10
  br i1 %more.not.i710, label %digits.done.i711, label %digit.i702

digits.done.i711:                                 ; preds = %digit.i702
  %neg.i712 = icmp slt i32 %Mask.device_type, 0
  br i1 %neg.i712, label %sign.i714, label %__modlink_format_i64.exit716

sign.i714:                                        ; preds = %digits.done.i711
  %sign.at.i715 = getelementptr inbounds i8, ptr %cursor.i704, i64 -2
  store i8 45, ptr %sign.at.i715, align 1
  br label %__modlink_format_i64.exit716

__modlink_format_i64.exit716:                     ; preds = %digits.done.i711, %sign.i714
  %start.i713 = phi ptr [ %digit.at.i705, %digits.done.i711 ], [ %sign.at.i715, %sign.i714 ]
  %part180 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i713, ptr %part180, align 8
  %missing.i717 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i717, label %common.ret, label %call.i718

call.i718:                                        ; preds = %__modlink_format_i64.exit716
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check22.ok:                                       ; preds = %check21.ok
  %shape.at181 = getelementptr inbounds nuw i8, ptr %Mask.dltensor, i64 24
  %Mask.shape = load ptr, ptr %shape.at181, align 8
  %Mask.shape0 = load i64, ptr %Mask.shape, align 8
  %extent.ok183 = icmp eq i64 %Mask.shape0, %X.shape0
  br i1 %extent.ok183, label %check23.ok, label %check23.fail

check23.fail:                                     ; preds = %check22.ok
  store ptr @.str.28, ptr %message.parts, align 8
  %mag.i720 = tail call i64 @llvm.abs.i64(i64 %Mask.shape0, i1 false)
  %end.i721 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i721, align 1
  br label %digit.i722

digit.i722:                                       ; preds = %digit.i722, %check23.fail
  %remaining.i723 = phi i64 [ %mag.i720, %check23.fail ], [ %rest.i729, %digit.i722 ]
  %cursor.i724 = phi ptr [ %end.i721, %check23.fail ], [ %digit.at.i725, %digit.i722 ]
  %digit.at.i725 = getelementptr inbounds i8, ptr %cursor.i724, i64 -1
  %digit1.i726 = urem i64 %remaining.i723, 10
  %digit.byte.i727 = trunc nuw nsw i64 %digit1.i726 to i8
  %ascii.i728 = or disjoint i8 %digit.byte.i727, 48
  store i8 %ascii.i728, ptr %digit.at.i725, align 1
  %rest.i729 = udiv i64 %remaining.i723, 10
  %more.not.i730 = icmp ult i64 %remaining.i723, 10
  br i1 %more.not.i730, label %digits.done.i731, label %digit.i722

digits.done.i731:                                 ; preds = %digit.i722
  %neg.i732 = icmp slt i64 %Mask.shape0, 0
  br i1 %neg.i732, label %sign.i734, label %__modlink_format_i64.exit736

sign.i734:                                        ; preds = %digits.done.i731
  %sign.at.i735 = getelementptr inbounds i8, ptr %cursor.i724, i64 -2
  store i8 45, ptr %sign.at.i735, align 1
  br label %__modlink_format_i64.exit736

__modlink_format_i64.exit736:                     ; preds = %digits.done.i731, %sign.i734
  %start.i733 = phi ptr [ %digit.at.i725, %digits.done.i731 ], [ %sign.at.i735, %sign.i734 ]
  %part186 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i733, ptr %part186, align 8
  %part187 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.21, ptr %part187, align 8
  %mag.i737 = call i64 @llvm.abs.i64(i64 %X.shape0, i1 false)
  %end.i738 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i738, align 1
  br label %digit.i739

digit.i739:                                       ; preds = %digit.i739, %__modlink_format_i64.exit736
  %remaining.i740 = phi i64 [ %mag.i737, %__modlink_format_i64.exit736 ], [ %rest.i746, %digit.i739 ]
  %cursor.i741 = phi ptr [ %end.i738, %__modlink_format_i64.exit736 ], [ %digit.at.i742, %digit.i739 ]
  %digit.at.i742 = getelementptr inbounds i8, ptr %cursor.i741, i64 -1
  %digit1.i743 = urem i64 %remaining.i740, 10
  %digit.byte.i744 = trunc nuw nsw i64 %digit1.i743 to i8
  %ascii.i745 = or disjoint i8 %digit.byte.i744, 48
  store i8 %ascii.i745, ptr %digit.at.i742, align 1
  %rest.i746 = udiv i64 %remaining.i740, 10
  %more.not.i747 = icmp ult i64 %remaining.i740, 10
  br i1 %more.not.i747, label %digits.done.i748, label %digit.i739

digits.done.i748:                                 ; preds = %digit.i739
  %neg.i749 = icmp slt i64 %X.shape0, 0
  br i1 %neg.i749, label %sign.i751, label %__modlink_format_i64.exit753

sign.i751:                                        ; preds = %digits.done.i748
  %sign.at.i752 = getelementptr inbounds i8, ptr %cursor.i741, i64 -2
  store i8 45, ptr %sign.at.i752, align 1
  br label %__modlink_format_i64.exit753

__modlink_format_i64.exit753:                     ; preds = %digits.done.i748, %sign.i751
  %start.i750 = phi ptr [ %digit.at.i742, %digits.done.i748 ], [ %sign.at.i752, %sign.i751 ]
  %part189 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %start.i750, ptr %part189, align 8
  %missing.i754 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i754, label %common.ret, label %call.i755

call.i755:                                        ; preds = %__modlink_format_i64.exit753
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check23.ok:                                       ; preds = %check22.ok
  %strides.at190 = getelementptr inbounds nuw i8, ptr %Mask.dltensor, i64 32
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
  %byte_offset.at205 = getelementptr inbounds nuw i8, ptr %Mask.dltensor, i64 40
  %byte_offset206 = load i64, ptr %byte_offset.at205, align 8
  %Mask.data = getelementptr i8, ptr %data204, i64 %byte_offset206
  %more6.i = icmp sgt i64 %X.shape0, 0
  br i1 %more6.i, label %for.i.body.lr.ph.i, label %common.ret

for.i.body.lr.ph.i:                               ; preds = %Mask.strides.done
  %cast.i = sitofp i32 %k to double
  %min.iters.check = icmp ult i64 %X.shape0, 12
  br i1 %min.iters.check, label %for.i.body.i.preheader, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.i.body.lr.ph.i
  %19 = shl i64 %X.shape0, 3
  %20 = getelementptr i8, ptr %data130, i64 %byte_offset132
  %scevgep = getelementptr i8, ptr %20, i64 %19
  %21 = shl i64 %X.shape0, 2
  %22 = getelementptr i8, ptr %data204, i64 %byte_offset206
  %scevgep789 = getelementptr i8, ptr %22, i64 %21
  %23 = getelementptr i8, ptr %data, i64 %byte_offset
  %scevgep790 = getelementptr i8, ptr %23, i64 %19
  %bound0 = icmp ult ptr %Y.data, %scevgep789
  %bound1 = icmp ult ptr %Mask.data, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  %bound0791 = icmp ult ptr %Y.data, %scevgep790
  %bound1792 = icmp ult ptr %X.data, %scevgep
  %found.conflict793 = and i1 %bound0791, %bound1792
  %conflict.rdx = or i1 %found.conflict, %found.conflict793
  %bound0794 = icmp ult ptr %Mask.data, %scevgep790
  %bound1795 = icmp ult ptr %X.data, %scevgep789
  %found.conflict796 = and i1 %bound0794, %bound1795
  %conflict.rdx797 = or i1 %conflict.rdx, %found.conflict796
  br i1 %conflict.rdx797, label %for.i.body.i.preheader, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %X.shape0, 9223372036854775804
  %broadcast.splatinsert = insertelement <2 x double> poison, double %cast.i, i64 0
  %broadcast.splat = shufflevector <2 x double> %broadcast.splatinsert, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert798 = insertelement <2 x double> poison, double %lo.f64, i64 0
  %broadcast.splat799 = shufflevector <2 x double> %broadcast.splatinsert798, <2 x double> poison, <2 x i32> zeroinitializer
  %broadcast.splatinsert800 = insertelement <2 x double> poison, double %hi.f64, i64 0
  %broadcast.splat801 = shufflevector <2 x double> %broadcast.splatinsert800, <2 x double> poison, <2 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %24 = getelementptr inbounds nuw double, ptr %X.data, i64 %index
  %25 = getelementptr inbounds nuw i8, ptr %24, i64 16
  %wide.load = load <2 x double>, ptr %24, align 8, !alias.scope !12
  %wide.load802 = load <2 x double>, ptr %25, align 8, !alias.scope !12
  %26 = fmul <2 x double> %wide.load, %broadcast.splat
  %27 = fmul <2 x double> %wide.load802, %broadcast.splat
  %28 = getelementptr inbounds nuw double, ptr %Y.data, i64 %index
  %29 = fcmp olt <2 x double> %26, %broadcast.splat799
  %30 = fcmp olt <2 x double> %27, %broadcast.splat799
  %31 = fcmp ogt <2 x double> %26, %broadcast.splat801
  %32 = fcmp ogt <2 x double> %27, %broadcast.splat801
  %33 = select <2 x i1> %31, <2 x double> %broadcast.splat801, <2 x double> %26
  %34 = select <2 x i1> %32, <2 x double> %broadcast.splat801, <2 x double> %27
  %35 = select <2 x i1> %29, <2 x double> %broadcast.splat799, <2 x double> %33
  %36 = select <2 x i1> %30, <2 x double> %broadcast.splat799, <2 x double> %34
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
  %mag.i757 = tail call i64 @llvm.abs.i64(i64 %Mask.stride0, i1 false)
  %end.i758 = getelementptr inbounds nuw i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i758, align 1
  br label %digit.i759

digit.i759:                                       ; preds = %digit.i759, %check24.fail
  %remaining.i760 = phi i64 [ %mag.i757, %check24.fail ], [ %rest.i766, %digit.i759 ]
  %cursor.i761 = phi ptr [ %end.i758, %check24.fail ], [ %digit.at.i762, %digit.i759 ]
  %digit.at.i762 = getelementptr inbounds i8, ptr %cursor.i761, i64 -1
  %digit1.i763 = urem i64 %remaining.i760, 10
  %digit.byte.i764 = trunc nuw nsw i64 %digit1.i763 to i8
  %ascii.i765 = or disjoint i8 %digit.byte.i764, 48
  store i8 %ascii.i765, ptr %digit.at.i762, align 1
  %rest.i766 = udiv i64 %remaining.i760, 10
  %more.not.i767 = icmp ult i64 %remaining.i760, 10
  br i1 %more.not.i767, label %digits.done.i768, label %digit.i759

digits.done.i768:                                 ; preds = %digit.i759
  %neg.i769 = icmp slt i64 %Mask.stride0, 0
  br i1 %neg.i769, label %sign.i771, label %__modlink_format_i64.exit773

sign.i771:                                        ; preds = %digits.done.i768
  %sign.at.i772 = getelementptr inbounds i8, ptr %cursor.i761, i64 -2
  store i8 45, ptr %sign.at.i772, align 1
  br label %__modlink_format_i64.exit773

__modlink_format_i64.exit773:                     ; preds = %digits.done.i768, %sign.i771
  %start.i770 = phi ptr [ %digit.at.i762, %digits.done.i768 ], [ %sign.at.i772, %sign.i771 ]
  %part198 = getelementptr inbounds nuw i8, ptr %message.parts, i64 8
  store ptr %start.i770, ptr %part198, align 8
  %part199 = getelementptr inbounds nuw i8, ptr %message.parts, i64 16
  store ptr @.str.14, ptr %part199, align 8
  %end.i774 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i774, align 1
  %digit.at.i778 = getelementptr inbounds nuw i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i778, align 1
  %part201 = getelementptr inbounds nuw i8, ptr %message.parts, i64 24
  store ptr %digit.at.i778, ptr %part201, align 8
  %missing.i786 = icmp eq ptr @TVMFFIErrorSetRaisedFromCStrParts, null
  br i1 %missing.i786, label %common.ret, label %call.i787

call.i787:                                        ; preds = %__modlink_format_i64.exit773
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
