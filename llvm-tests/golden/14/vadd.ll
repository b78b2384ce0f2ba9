target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str.0 = private unnamed_addr constant [42 x i8] c"kernel `vadd`: expected 3 arguments, got \00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"ValueError\00", align 1
@.str.2 = private unnamed_addr constant [124 x i8] c"kernel `vadd`: argument 0 (`A`): expected a tensor (DLTensor* type index 7, opaque pointer 4 or Tensor 70), got type index \00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"TypeError\00", align 1
@.str.4 = private unnamed_addr constant [61 x i8] c"kernel `vadd`: argument 0 (`A`): expected a tensor, got NULL\00", align 1
@.str.5 = private unnamed_addr constant [55 x i8] c"kernel `vadd`: argument 0 (`A`): expected ndim 1, got \00", align 1
@.str.6 = private unnamed_addr constant [90 x i8] c"kernel `vadd`: argument 0 (`A`): expected dtype f32 (code 2, bits 32, lanes 1), got code \00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c", bits \00", align 1
@.str.8 = private unnamed_addr constant [9 x i8] c", lanes \00", align 1
@.str.9 = private unnamed_addr constant [89 x i8] c"kernel `vadd`: argument 0 (`A`): expected a CPU tensor (device_type 1), got device_type \00", align 1
@.str.10 = private unnamed_addr constant [85 x i8] c"kernel `vadd`: argument 0 (`A`): is not compact row-major: stride of dimension 0 is \00", align 1
@.str.11 = private unnamed_addr constant [12 x i8] c", expected \00", align 1
@.str.12 = private unnamed_addr constant [124 x i8] c"kernel `vadd`: argument 1 (`B`): expected a tensor (DLTensor* type index 7, opaque pointer 4 or Tensor 70), got type index \00", align 1
@.str.13 = private unnamed_addr constant [61 x i8] c"kernel `vadd`: argument 1 (`B`): expected a tensor, got NULL\00", align 1
@.str.14 = private unnamed_addr constant [55 x i8] c"kernel `vadd`: argument 1 (`B`): expected ndim 1, got \00", align 1
@.str.15 = private unnamed_addr constant [90 x i8] c"kernel `vadd`: argument 1 (`B`): expected dtype f32 (code 2, bits 32, lanes 1), got code \00", align 1
@.str.16 = private unnamed_addr constant [89 x i8] c"kernel `vadd`: argument 1 (`B`): expected a CPU tensor (device_type 1), got device_type \00", align 1
@.str.17 = private unnamed_addr constant [55 x i8] c"kernel `vadd`: argument 1 (`B`): dimension 0 (`n`) is \00", align 1
@.str.18 = private unnamed_addr constant [49 x i8] c", but argument 0 (`A`) dimension 0 bound `n` to \00", align 1
@.str.19 = private unnamed_addr constant [85 x i8] c"kernel `vadd`: argument 1 (`B`): is not compact row-major: stride of dimension 0 is \00", align 1
@.str.20 = private unnamed_addr constant [124 x i8] c"kernel `vadd`: argument 2 (`C`): expected a tensor (DLTensor* type index 7, opaque pointer 4 or Tensor 70), got type index \00", align 1
@.str.21 = private unnamed_addr constant [61 x i8] c"kernel `vadd`: argument 2 (`C`): expected a tensor, got NULL\00", align 1
@.str.22 = private unnamed_addr constant [55 x i8] c"kernel `vadd`: argument 2 (`C`): expected ndim 1, got \00", align 1
@.str.23 = private unnamed_addr constant [90 x i8] c"kernel `vadd`: argument 2 (`C`): expected dtype f32 (code 2, bits 32, lanes 1), got code \00", align 1
@.str.24 = private unnamed_addr constant [89 x i8] c"kernel `vadd`: argument 2 (`C`): expected a CPU tensor (device_type 1), got device_type \00", align 1
@.str.25 = private unnamed_addr constant [55 x i8] c"kernel `vadd`: argument 2 (`C`): dimension 0 (`n`) is \00", align 1
@.str.26 = private unnamed_addr constant [85 x i8] c"kernel `vadd`: argument 2 (`C`): is not compact row-major: stride of dimension 0 is \00", align 1

; Function Attrs: nofree norecurse nosync nounwind
define i32 @vadd_c(i8* nocapture readonly %A, i8* nocapture readonly %B, i8* nocapture writeonly %C, i64 %n) local_unnamed_addr #0 {
entry:
  %more1 = icmp sgt i64 %n, 0
  br i1 %more1, label %for.i.body.lr.ph, label %for.i.end

for.i.body.lr.ph:                                 ; preds = %entry
  %0 = bitcast i8* %C to float*
  %1 = bitcast i8* %A to float*
  %2 = bitcast i8* %B to float*
  %min.iters.check = icmp ult i64 %n, 8
  br i1 %min.iters.check, label %for.i.body.preheader, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.i.body.lr.ph
  %3 = shl i64 %n, 2
  %scevgep = getelementptr i8, i8* %C, i64 %3
  %scevgep3 = getelementptr i8, i8* %A, i64 %3
  %scevgep4 = getelementptr i8, i8* %B, i64 %3
  %bound0 = icmp ugt i8* %scevgep3, %C
  %bound1 = icmp ugt i8* %scevgep, %A
  %found.conflict = and i1 %bound0, %bound1
  %bound05 = icmp ugt i8* %scevgep4, %C
  %bound16 = icmp ugt i8* %scevgep, %B
  %found.conflict7 = and i1 %bound05, %bound16
  %conflict.rdx = or i1 %found.conflict, %found.conflict7
  br i1 %conflict.rdx, label %for.i.body.preheader, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %n, -8
  %4 = add i64 %n.vec, -8
  %5 = lshr exact i64 %4, 3
  %6 = add nuw nsw i64 %5, 1
  %xtraiter = and i64 %6, 3
  %7 = icmp ult i64 %4, 24
  br i1 %7, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %6, 4611686018427387900
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.3, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.3, %vector.body ]
  %8 = getelementptr inbounds float, float* %0, i64 %index
  %9 = getelementptr inbounds float, float* %1, i64 %index
  %10 = bitcast float* %9 to <8 x float>*
  %wide.load = load <8 x float>, <8 x float>* %10, align 4, !alias.scope !0
  %11 = getelementptr inbounds float, float* %2, i64 %index
  %12 = bitcast float* %11 to <8 x float>*
  %wide.load8 = load <8 x float>, <8 x float>* %12, align 4, !alias.scope !3
  %13 = fadd <8 x float> %wide.load, %wide.load8
  %14 = bitcast float* %8 to <8 x float>*
  store <8 x float> %13, <8 x float>* %14, align 4, !alias.scope !5, !noalias !7
  %index.next = or i64 %index, 8
  %15 = getelementptr inbounds float, float* %0, i64 %index.next
  %16 = getelementptr inbounds float, float* %1, i64 %index.next
  %17 = bitcast float* %16 to <8 x float>*
  %wide.load.1 = load <8 x float>, <8 x float>* %17, align 4, !alias.scope !0
  %18 = getelementptr inbounds float, float* %2, i64 %index.next
  %19 = bitcast float* %18 to <8 x float>*
  %wide.load8.1 = load <8 x float>, <8 x float>* %19, align 4, !alias.scope !3
  %20 = fadd <8 x float> %wide.load.1, %wide.load8.1
  %21 = bitcast float* %15 to <8 x float>*
  store <8 x float> %20, <8 x float>* %21, align 4, !alias.scope !5, !noalias !7
  %index.next.1 = or i64 %index, 16
  %22 = getelementptr inbounds float, float* %0, i64 %index.next.1
  %23 = getelementptr inbounds float, float* %1, i64 %index.next.1
  %24 = bitcast float* %23 to <8 x float>*
  %wide.load.2 = load <8 x float>, <8 x float>* %24, align 4, !alias.scope !0
  %25 = getelementptr inbounds float, float* %2, i64 %index.next.1
  %26 = bitcast float* %25 to <8 x float>*
  %wide.load8.2 = load <8 x float>, <8 x float>* %26, align 4, !alias.scope !3
  %27 = fadd <8 x float> %wide.load.2, %wide.load8.2
  %28 = bitcast float* %22 to <8 x float>*
  store <8 x float> %27, <8 x float>* %28, align 4, !alias.scope !5, !noalias !7
  %index.next.2 = or i64 %index, 24
  %29 = getelementptr inbounds float, float* %0, i64 %index.next.2
  %30 = getelementptr inbounds float, float* %1, i64 %index.next.2
  %31 = bitcast float* %30 to <8 x float>*
  %wide.load.3 = load <8 x float>, <8 x float>* %31, align 4, !alias.scope !0
  %32 = getelementptr inbounds float, float* %2, i64 %index.next.2
  %33 = bitcast float* %32 to <8 x float>*
  %wide.load8.3 = load <8 x float>, <8 x float>* %33, align 4, !alias.scope !3
  %34 = fadd <8 x float> %wide.load.3, %wide.load8.3
  %35 = bitcast float* %29 to <8 x float>*
  store <8 x float> %34, <8 x float>* %35, align 4, !alias.scope !5, !noalias !7
  %index.next.3 = add nuw i64 %index, 32
  %niter.next.3 = add i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !8

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.3, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %index.epil = phi i64 [ %index.next.epil, %vector.body.epil ], [ %index.unr, %middle.block.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %vector.body.epil ], [ 0, %middle.block.unr-lcssa ]
  %36 = getelementptr inbounds float, float* %0, i64 %index.epil
  %37 = getelementptr inbounds float, float* %1, i64 %index.epil
  %38 = bitcast float* %37 to <8 x float>*
  %wide.load.epil = load <8 x float>, <8 x float>* %38, align 4, !alias.scope !0
  %39 = getelementptr inbounds float, float* %2, i64 %index.epil
  %40 = bitcast float* %39 to <8 x float>*
  %wide.load8.epil = load <8 x float>, <8 x float>* %40, align 4, !alias.scope !3
  %41 = fadd <8 x float> %wide.load.epil, %wide.load8.epil
  %42 = bitcast float* %36 to <8 x float>*
  store <8 x float> %41, <8 x float>* %42, align 4, !alias.scope !5, !noalias !7
  %index.next.epil = add nuw i64 %index.epil, 8
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %middle.block, label %vector.body.epil, !llvm.loop !10

middle.block:                                     ; preds = %vector.body.epil, %middle.block.unr-lcssa
  %cmp.n = icmp eq i64 %n.vec, %n
  br i1 %cmp.n, label %for.i.end, label %for.i.body.preheader

for.i.body.preheader:                             ; preds = %vector.memcheck, %for.i.body.lr.ph, %middle.block
  %i.addr.02.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.i.body.lr.ph ], [ %n.vec, %middle.block ]
  %43 = xor i64 %i.addr.02.ph, -1
  %44 = add i64 %43, %n
  %xtraiter9 = and i64 %n, 3
  %lcmp.mod10.not = icmp eq i64 %xtraiter9, 0
  br i1 %lcmp.mod10.not, label %for.i.body.prol.loopexit, label %for.i.body.prol

for.i.body.prol:                                  ; preds = %for.i.body.preheader, %for.i.body.prol
  %i.addr.02.prol = phi i64 [ %i.next.prol, %for.i.body.prol ], [ %i.addr.02.ph, %for.i.body.preheader ]
  %prol.iter = phi i64 [ %prol.iter.next, %for.i.body.prol ], [ 0, %for.i.body.preheader ]
  %C.addr.prol = getelementptr inbounds float, float* %0, i64 %i.addr.02.prol
  %A.addr.prol = getelementptr inbounds float, float* %1, i64 %i.addr.02.prol
  %A.elem.prol = load float, float* %A.addr.prol, align 4
  %B.addr.prol = getelementptr inbounds float, float* %2, i64 %i.addr.02.prol
  %B.elem.prol = load float, float* %B.addr.prol, align 4
  %add.prol = fadd float %A.elem.prol, %B.elem.prol
  store float %add.prol, float* %C.addr.prol, align 4
  %i.next.prol = add nuw nsw i64 %i.addr.02.prol, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter9
  br i1 %prol.iter.cmp.not, label %for.i.body.prol.loopexit, label %for.i.body.prol, !llvm.loop !12

for.i.body.prol.loopexit:                         ; preds = %for.i.body.prol, %for.i.body.preheader
  %i.addr.02.unr = phi i64 [ %i.addr.02.ph, %for.i.body.preheader ], [ %i.next.prol, %for.i.body.prol ]
  %45 = icmp ult i64 %44, 3
  br i1 %45, label %for.i.end, label %for.i.body

for.i.body:                                       ; preds = %for.i.body.prol.loopexit, %for.i.body
  %i.addr.02 = phi i64 [ %i.next.3, %for.i.body ], [ %i.addr.02.unr, %for.i.body.prol.loopexit ]
  %C.addr = getelementptr inbounds float, float* %0, i64 %i.addr.02
  %A.addr = getelementptr inbounds float, float* %1, i64 %i.addr.02
  %A.elem = load float, float* %A.addr, align 4
  %B.addr = getelementptr inbounds float, float* %2, i64 %i.addr.02
  %B.elem = load float, float* %B.addr, align 4
  %add = fadd float %A.elem, %B.elem
  store float %add, float* %C.addr, align 4
  %i.next = add nuw nsw i64 %i.addr.02, 1
  %C.addr.1 = getelementptr inbounds float, float* %0, i64 %i.next
  %A.addr.1 = getelementptr inbounds float, float* %1, i64 %i.next
  %A.elem.1 = load float, float* %A.addr.1, align 4
  %B.addr.1 = getelementptr inbounds float, float* %2, i64 %i.next
  %B.elem.1 = load float, float* %B.addr.1, align 4
  %add.1 = fadd float %A.elem.1, %B.elem.1
  store float %add.1, float* %C.addr.1, align 4
  %i.next.1 = add nuw nsw i64 %i.addr.02, 2
  %C.addr.2 = getelementptr inbounds float, float* %0, i64 %i.next.1
  %A.addr.2 = getelementptr inbounds float, float* %1, i64 %i.next.1
  %A.elem.2 = load float, float* %A.addr.2, align 4
  %B.addr.2 = getelementptr inbounds float, float* %2, i64 %i.next.1
  %B.elem.2 = load float, float* %B.addr.2, align 4
  %add.2 = fadd float %A.elem.2, %B.elem.2
  store float %add.2, float* %C.addr.2, align 4
  %i.next.2 = add nuw nsw i64 %i.addr.02, 3
  %C.addr.3 = getelementptr inbounds float, float* %0, i64 %i.next.2
  %A.addr.3 = getelementptr inbounds float, float* %1, i64 %i.next.2
  %A.elem.3 = load float, float* %A.addr.3, align 4
  %B.addr.3 = getelementptr inbounds float, float* %2, i64 %i.next.2
  %B.elem.3 = load float, float* %B.addr.3, align 4
  %add.3 = fadd float %A.elem.3, %B.elem.3
  store float %add.3, float* %C.addr.3, align 4
  %i.next.3 = add nuw nsw i64 %i.addr.02, 4
  %exitcond.not.3 = icmp eq i64 %i.next.3, %n
  br i1 %exitcond.not.3, label %for.i.end, label %for.i.body, !llvm.loop !13

for.i.end:                                        ; preds = %for.i.body.prol.loopexit, %for.i.body, %middle.block, %entry
  ret i32 0
}

define i32 @__tvm_ffi_vadd(i8* nocapture readnone %self, i8* nocapture readonly %args, i32 %num_args, i8* nocapture readnone %result) local_unnamed_addr {
entry:
  %message.parts = alloca [16 x i8*], align 8
  %message.digits0 = alloca [24 x i8], align 1
  %message.digits1 = alloca [24 x i8], align 1
  %message.digits2 = alloca [24 x i8], align 1
  %argc.ok = icmp eq i32 %num_args, 3
  br i1 %argc.ok, label %check1.ok, label %check1.fail

common.ret:                                       ; preds = %for.i.body.i.prol.loopexit, %for.i.body.i, %middle.block, %call.i653, %__modlink_format_i64.exit640, %C.strides.done, %call.i622, %__modlink_format_i64.exit621, %call.i586, %__modlink_format_i64.exit585, %call.i567, %__modlink_format_i64.exit566, %call.i526, %__modlink_format_i64.exit525, %call.i507, %check16.fail, %call.i505, %__modlink_format_i64.exit504, %call.i486, %__modlink_format_i64.exit473, %call.i455, %__modlink_format_i64.exit454, %call.i419, %__modlink_format_i64.exit418, %call.i400, %__modlink_format_i64.exit399, %call.i359, %__modlink_format_i64.exit358, %call.i340, %check9.fail, %call.i338, %__modlink_format_i64.exit337, %call.i319, %__modlink_format_i64.exit306, %call.i288, %__modlink_format_i64.exit287, %call.i269, %__modlink_format_i64.exit268, %call.i228, %__modlink_format_i64.exit227, %call.i209, %check3.fail, %call.i207, %__modlink_format_i64.exit206, %call.i, %__modlink_format_i64.exit
  %common.ret.op = phi i32 [ -1, %__modlink_format_i64.exit ], [ -1, %call.i ], [ -1, %__modlink_format_i64.exit206 ], [ -1, %call.i207 ], [ -1, %check3.fail ], [ -1, %call.i209 ], [ -1, %__modlink_format_i64.exit227 ], [ -1, %call.i228 ], [ -1, %__modlink_format_i64.exit268 ], [ -1, %call.i269 ], [ -1, %__modlink_format_i64.exit287 ], [ -1, %call.i288 ], [ -1, %__modlink_format_i64.exit306 ], [ -1, %call.i319 ], [ -1, %__modlink_format_i64.exit337 ], [ -1, %call.i338 ], [ -1, %check9.fail ], [ -1, %call.i340 ], [ -1, %__modlink_format_i64.exit358 ], [ -1, %call.i359 ], [ -1, %__modlink_format_i64.exit399 ], [ -1, %call.i400 ], [ -1, %__modlink_format_i64.exit418 ], [ -1, %call.i419 ], [ -1, %__modlink_format_i64.exit454 ], [ -1, %call.i455 ], [ -1, %__modlink_format_i64.exit473 ], [ -1, %call.i486 ], [ -1, %__modlink_format_i64.exit504 ], [ -1, %call.i505 ], [ -1, %check16.fail ], [ -1, %call.i507 ], [ -1, %__modlink_format_i64.exit525 ], [ -1, %call.i526 ], [ -1, %__modlink_format_i64.exit566 ], [ -1, %call.i567 ], [ -1, %__modlink_format_i64.exit585 ], [ -1, %call.i586 ], [ -1, %__modlink_format_i64.exit621 ], [ -1, %call.i622 ], [ 0, %C.strides.done ], [ -1, %__modlink_format_i64.exit640 ], [ -1, %call.i653 ], [ 0, %middle.block ], [ 0, %for.i.body.i ], [ 0, %for.i.body.i.prol.loopexit ]
  ret i32 %common.ret.op

check1.fail:                                      ; preds = %entry
  %argc = sext i32 %num_args to i64
  %part = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([42 x i8], [42 x i8]* @.str.0, i64 0, i64 0), i8** %part, align 8
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
  %A.type_index = load i32, i32* %2, align 4
  switch i32 %A.type_index, label %check2.fail [
    i32 70, label %check2.ok
    i32 7, label %check2.ok
    i32 4, label %check2.ok
  ]

check2.fail:                                      ; preds = %check1.ok
  %tag = sext i32 %A.type_index to i64
  %part5 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([124 x i8], [124 x i8]* @.str.2, i64 0, i64 0), i8** %part5, align 8
  %neg.i190 = icmp slt i32 %A.type_index, 0
  %negated.i191 = sub nsw i64 0, %tag
  %mag.i192 = select i1 %neg.i190, i64 %negated.i191, i64 %tag
  %end.i193 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i193, align 1
  br label %digit.i201

digit.i201:                                       ; preds = %digit.i201, %check2.fail
  %remaining.i194 = phi i64 [ %mag.i192, %check2.fail ], [ %rest.i200, %digit.i201 ]
  %cursor.i195 = phi i8* [ %end.i193, %check2.fail ], [ %digit.at.i196, %digit.i201 ]
  %digit.at.i196 = getelementptr inbounds i8, i8* %cursor.i195, i64 -1
  %digit1.i197 = urem i64 %remaining.i194, 10
  %digit.byte.i198 = trunc i64 %digit1.i197 to i8
  %ascii.i199 = or i8 %digit.byte.i198, 48
  store i8 %ascii.i199, i8* %digit.at.i196, align 1
  %rest.i200 = udiv i64 %remaining.i194, 10
  %3 = icmp ult i64 %remaining.i194, 10
  br i1 %3, label %digits.done.i202, label %digit.i201

digits.done.i202:                                 ; preds = %digit.i201
  br i1 %neg.i190, label %sign.i204, label %__modlink_format_i64.exit206

sign.i204:                                        ; preds = %digits.done.i202
  %sign.at.i203 = getelementptr inbounds i8, i8* %cursor.i195, i64 -2
  store i8 45, i8* %sign.at.i203, align 1
  br label %__modlink_format_i64.exit206

__modlink_format_i64.exit206:                     ; preds = %digits.done.i202, %sign.i204
  %start.i205 = phi i8* [ %digit.at.i196, %digits.done.i202 ], [ %sign.at.i203, %sign.i204 ]
  %part7 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i205, i8** %part7, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i207

call.i207:                                        ; preds = %__modlink_format_i64.exit206
  %4 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %4, i32 2)
  br label %common.ret

check2.ok:                                        ; preds = %check1.ok, %check1.ok, %check1.ok
  %A.value = getelementptr inbounds i8, i8* %args, i64 8
  %5 = bitcast i8* %A.value to i8**
  %A.ptr = load i8*, i8** %5, align 8
  %null.not = icmp eq i8* %A.ptr, null
  br i1 %null.not, label %check3.fail, label %check3.ok

check3.fail:                                      ; preds = %check2.ok
  %part8 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([61 x i8], [61 x i8]* @.str.4, i64 0, i64 0), i8** %part8, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i209

call.i209:                                        ; preds = %check3.fail
  %6 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %6, i32 1)
  br label %common.ret

check3.ok:                                        ; preds = %check2.ok
  %is = icmp eq i32 %A.type_index, 70
  %A.dltensor.idx = select i1 %is, i64 24, i64 0
  %A.dltensor = getelementptr i8, i8* %A.ptr, i64 %A.dltensor.idx
  %ndim.at = getelementptr inbounds i8, i8* %A.dltensor, i64 16
  %7 = bitcast i8* %ndim.at to i32*
  %A.ndim = load i32, i32* %7, align 4
  %ndim.ok = icmp eq i32 %A.ndim, 1
  br i1 %ndim.ok, label %check4.ok, label %check4.fail

check4.fail:                                      ; preds = %check3.ok
  %ndim = sext i32 %A.ndim to i64
  %part9 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([55 x i8], [55 x i8]* @.str.5, i64 0, i64 0), i8** %part9, align 8
  %neg.i211 = icmp slt i32 %A.ndim, 0
  %negated.i212 = sub nsw i64 0, %ndim
  %mag.i213 = select i1 %neg.i211, i64 %negated.i212, i64 %ndim
  %end.i214 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i214, align 1
  br label %digit.i222

digit.i222:                                       ; preds = %digit.i222, %check4.fail
  %remaining.i215 = phi i64 [ %mag.i213, %check4.fail ], [ %rest.i221, %digit.i222 ]
  %cursor.i216 = phi i8* [ %end.i214, %check4.fail ], [ %digit.at.i217, %digit.i222 ]
  %digit.at.i217 = getelementptr inbounds i8, i8* %cursor.i216, i64 -1
  %digit1.i218 = urem i64 %remaining.i215, 10
  %digit.byte.i219 = trunc i64 %digit1.i218 to i8
  %ascii.i220 = or i8 %digit.byte.i219, 48
  store i8 %ascii.i220, i8* %digit.at.i217, align 1
  %rest.i221 = udiv i64 %remaining.i215, 10
  %8 = icmp ult i64 %remaining.i215, 10
  br i1 %8, label %digits.done.i223, label %digit.i222

digits.done.i223:                                 ; preds = %digit.i222
  br i1 %neg.i211, label %sign.i225, label %__modlink_format_i64.exit227

sign.i225:                                        ; preds = %digits.done.i223
  %sign.at.i224 = getelementptr inbounds i8, i8* %cursor.i216, i64 -2
  store i8 45, i8* %sign.at.i224, align 1
  br label %__modlink_format_i64.exit227

__modlink_format_i64.exit227:                     ; preds = %digits.done.i223, %sign.i225
  %start.i226 = phi i8* [ %digit.at.i217, %digits.done.i223 ], [ %sign.at.i224, %sign.i225 ]
  %part11 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i226, i8** %part11, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i228

call.i228:                                        ; preds = %__modlink_format_i64.exit227
  %9 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %9, i32 2)
  br label %common.ret

check4.ok:                                        ; preds = %check3.ok
  %dtype.at = getelementptr inbounds i8, i8* %A.dltensor, i64 20
  %10 = getelementptr inbounds i8, i8* %dtype.at, i64 1
  %lanes.at = getelementptr inbounds i8, i8* %dtype.at, i64 2
  %11 = bitcast i8* %lanes.at to i16*
  %code = load i8, i8* %dtype.at, align 1
  %bits = load i8, i8* %10, align 1
  %lanes = load i16, i16* %11, align 2
  %code.ok = icmp eq i8 %code, 2
  %bits.ok = icmp eq i8 %bits, 32
  %lanes.ok = icmp eq i16 %lanes, 1
  %dtype.ok = and i1 %code.ok, %bits.ok
  %dtype.ok12 = and i1 %dtype.ok, %lanes.ok
  br i1 %dtype.ok12, label %check5.ok, label %check5.fail

check5.fail:                                      ; preds = %check4.ok
  %lanes15 = zext i16 %lanes to i64
  %code13 = zext i8 %code to i64
  %part16 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([90 x i8], [90 x i8]* @.str.6, i64 0, i64 0), i8** %part16, align 8
  %end.i231 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i231, align 1
  br label %digit.i239

digit.i239:                                       ; preds = %digit.i239, %check5.fail
  %remaining.i232 = phi i64 [ %code13, %check5.fail ], [ %rest.i238, %digit.i239 ]
  %cursor.i233 = phi i8* [ %end.i231, %check5.fail ], [ %digit.at.i234, %digit.i239 ]
  %digit.at.i234 = getelementptr inbounds i8, i8* %cursor.i233, i64 -1
  %digit1.i235 = urem i64 %remaining.i232, 10
  %digit.byte.i236 = trunc i64 %digit1.i235 to i8
  %ascii.i237 = or i8 %digit.byte.i236, 48
  store i8 %ascii.i237, i8* %digit.at.i234, align 1
  %rest.i238 = udiv i64 %remaining.i232, 10
  %12 = icmp ult i64 %remaining.i232, 10
  br i1 %12, label %__modlink_format_i64.exit242, label %digit.i239

__modlink_format_i64.exit242:                     ; preds = %digit.i239
  %bits14 = zext i8 %bits to i64
  %part18 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digit.at.i234, i8** %part18, align 8
  %part19 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.7, i64 0, i64 0), i8** %part19, align 8
  %end.i244 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 23
  store i8 0, i8* %end.i244, align 1
  br label %digit.i252

digit.i252:                                       ; preds = %digit.i252, %__modlink_format_i64.exit242
  %remaining.i245 = phi i64 [ %bits14, %__modlink_format_i64.exit242 ], [ %rest.i251, %digit.i252 ]
  %cursor.i246 = phi i8* [ %end.i244, %__modlink_format_i64.exit242 ], [ %digit.at.i247, %digit.i252 ]
  %digit.at.i247 = getelementptr inbounds i8, i8* %cursor.i246, i64 -1
  %digit1.i248 = urem i64 %remaining.i245, 10
  %digit.byte.i249 = trunc i64 %digit1.i248 to i8
  %ascii.i250 = or i8 %digit.byte.i249, 48
  store i8 %ascii.i250, i8* %digit.at.i247, align 1
  %rest.i251 = udiv i64 %remaining.i245, 10
  %13 = icmp ult i64 %remaining.i245, 10
  br i1 %13, label %__modlink_format_i64.exit255, label %digit.i252

__modlink_format_i64.exit255:                     ; preds = %digit.i252
  %part21 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digit.at.i247, i8** %part21, align 8
  %part22 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 4
  store i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.8, i64 0, i64 0), i8** %part22, align 8
  %end.i257 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits2, i64 0, i64 23
  store i8 0, i8* %end.i257, align 1
  br label %digit.i265

digit.i265:                                       ; preds = %digit.i265, %__modlink_format_i64.exit255
  %remaining.i258 = phi i64 [ %lanes15, %__modlink_format_i64.exit255 ], [ %rest.i264, %digit.i265 ]
  %cursor.i259 = phi i8* [ %end.i257, %__modlink_format_i64.exit255 ], [ %digit.at.i260, %digit.i265 ]
  %digit.at.i260 = getelementptr inbounds i8, i8* %cursor.i259, i64 -1
  %digit1.i261 = urem i64 %remaining.i258, 10
  %digit.byte.i262 = trunc i64 %digit1.i261 to i8
  %ascii.i263 = or i8 %digit.byte.i262, 48
  store i8 %ascii.i263, i8* %digit.at.i260, align 1
  %rest.i264 = udiv i64 %remaining.i258, 10
  %14 = icmp ult i64 %remaining.i258, 10
  br i1 %14, label %__modlink_format_i64.exit268, label %digit.i265

__modlink_format_i64.exit268:                     ; preds = %digit.i265
  %part24 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 5
  store i8* %digit.at.i260, i8** %part24, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i269

call.i269:                                        ; preds = %__modlink_format_i64.exit268
  %15 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %15, i32 6)
  br label %common.ret

check5.ok:                                        ; preds = %check4.ok
  %device.at = getelementptr inbounds i8, i8* %A.dltensor, i64 8
  %16 = bitcast i8* %device.at to i32*
  %A.device_type = load i32, i32* %16, align 4
  %device.ok = icmp eq i32 %A.device_type, 1
  br i1 %device.ok, label %check6.ok, label %check6.fail

check6.fail:                                      ; preds = %check5.ok
  %device = sext i32 %A.device_type to i64
  %part25 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([89 x i8], [89 x i8]* @.str.9, i64 0, i64 0), i8** %part25, align 8
  %neg.i271 = icmp slt i32 %A.device_type, 0
  %negated.i272 = sub nsw i64 0, %device
  %mag.i273 = select i1 %neg.i271, i64 %negated.i272, i64 %device
  %end.i274 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i274, align 1
  br label %digit.i282

digit.i282:                                       ; preds = %digit.i282, %check6.fail
  %remaining.i275 = phi i64 [ %mag.i273, %check6.fail ], [ %rest.i281, %digit.i282 ]
  %cursor.i276 = phi i8* [ %end.i274, %check6.fail ], [ %digit.at.i277, %digit.i282 ]
  %digit.at.i277 = getelementptr inbounds i8, i8* %cursor.i276, i64 -1
  %digit1.i278 = urem i64 %remaining.i275, 10
  %digit.byte.i279 = trunc i64 %digit1.i278 to i8
  %ascii.i280 = or i8 %digit.byte.i279, 48
  store i8 %ascii.i280, i8* %digit.at.i277, align 1
  %rest.i281 = udiv i64 %remaining.i275, 10
  %17 = icmp ult i64 %remaining.i275, 10
  br i1 %17, label %digits.done.i283, label %digit.i282

digits.done.i283:                                 ; preds = %digit.i282
  br i1 %neg.i271, label %sign.i285, label %__modlink_format_i64.exit287

sign.i285:                                        ; preds = %digits.done.i283
  %sign.at.i284 = getelementptr inbounds i8, i8* %cursor.i276, i64 -2
  store i8 45, i8* %sign.at.i284, align 1
  br label %__modlink_format_i64.exit287

__modlink_format_i64.exit287:                     ; preds = %digits.done.i283, %sign.i285
  %start.i286 = phi i8* [ %digit.at.i277, %digits.done.i283 ], [ %sign.at.i284, %sign.i285 ]
  %part27 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i286, i8** %part27, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i288

call.i288:                                        ; preds = %__modlink_format_i64.exit287
  %18 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %18, i32 2)
  br label %common.ret

check6.ok:                                        ; preds = %check5.ok
  %shape.at = getelementptr inbounds i8, i8* %A.dltensor, i64 24
  %19 = bitcast i8* %shape.at to i64**
  %A.shape187 = load i64*, i64** %19, align 8
  %A.shape0 = load i64, i64* %A.shape187, align 8
  %strides.at = getelementptr inbounds i8, i8* %A.dltensor, i64 32
  %20 = bitcast i8* %strides.at to i8**
  %A.strides = load i8*, i8** %20, align 8
  %has_strides.not = icmp eq i8* %A.strides, null
  br i1 %has_strides.not, label %A.strides.done, label %A.strides.check

A.strides.check:                                  ; preds = %check6.ok
  %21 = bitcast i8* %A.strides to i64*
  %A.stride0 = load i64, i64* %21, align 8
  %stride.ok = icmp eq i64 %A.stride0, 1
  %unit = icmp eq i64 %A.shape0, 1
  %stride.ok28 = or i1 %unit, %stride.ok
  br i1 %stride.ok28, label %A.strides.done, label %check7.fail

A.strides.done:                                   ; preds = %A.strides.check, %check6.ok
  %data.at = bitcast i8* %A.dltensor to i8**
  %data = load i8*, i8** %data.at, align 8
  %byte_offset.at = getelementptr inbounds i8, i8* %A.dltensor, i64 40
  %22 = bitcast i8* %byte_offset.at to i64*
  %byte_offset = load i64, i64* %22, align 8
  %A.data = getelementptr i8, i8* %data, i64 %byte_offset
  %B.any = getelementptr inbounds i8, i8* %args, i64 16
  %23 = bitcast i8* %B.any to i32*
  %B.type_index = load i32, i32* %23, align 4
  switch i32 %B.type_index, label %check8.fail [
    i32 70, label %check8.ok
    i32 7, label %check8.ok
    i32 4, label %check8.ok
  ]

check7.fail:                                      ; preds = %A.strides.check
  %part29 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([85 x i8], [85 x i8]* @.str.10, i64 0, i64 0), i8** %part29, align 8
  %neg.i290 = icmp slt i64 %A.stride0, 0
  %negated.i291 = sub i64 0, %A.stride0
  %mag.i292 = select i1 %neg.i290, i64 %negated.i291, i64 %A.stride0
  %end.i293 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i293, align 1
  br label %digit.i301

digit.i301:                                       ; preds = %digit.i301, %check7.fail
  %remaining.i294 = phi i64 [ %mag.i292, %check7.fail ], [ %rest.i300, %digit.i301 ]
  %cursor.i295 = phi i8* [ %end.i293, %check7.fail ], [ %digit.at.i296, %digit.i301 ]
  %digit.at.i296 = getelementptr inbounds i8, i8* %cursor.i295, i64 -1
  %digit1.i297 = urem i64 %remaining.i294, 10
  %digit.byte.i298 = trunc i64 %digit1.i297 to i8
  %ascii.i299 = or i8 %digit.byte.i298, 48
  store i8 %ascii.i299, i8* %digit.at.i296, align 1
  %rest.i300 = udiv i64 %remaining.i294, 10
  %24 = icmp ult i64 %remaining.i294, 10
  br i1 %24, label %digits.done.i302, label %digit.i301

digits.done.i302:                                 ; preds = %digit.i301
  br i1 %neg.i290, label %sign.i304, label %__modlink_format_i64.exit306

sign.i304:                                        ; preds = %digits.done.i302
  %sign.at.i303 = getelementptr inbounds i8, i8* %cursor.i295, i64 -2
  store i8 45, i8* %sign.at.i303, align 1
  br label %__modlink_format_i64.exit306

__modlink_format_i64.exit306:                     ; preds = %digits.done.i302, %sign.i304
  %start.i305 = phi i8* [ %digit.at.i296, %digits.done.i302 ], [ %sign.at.i303, %sign.i304 ]
  %part31 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i305, i8** %part31, align 8
  %part32 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.11, i64 0, i64 0), i8** %part32, align 8
  %end.i307 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 23
  store i8 0, i8* %end.i307, align 1
  %digit.at.i310 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 22
  store i8 49, i8* %digit.at.i310, align 1
  %part34 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digit.at.i310, i8** %part34, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i319

call.i319:                                        ; preds = %__modlink_format_i64.exit306
  %25 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %25, i32 4)
  br label %common.ret

check8.fail:                                      ; preds = %A.strides.done
  %tag41 = sext i32 %B.type_index to i64
  %part42 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([124 x i8], [124 x i8]* @.str.12, i64 0, i64 0), i8** %part42, align 8
  %neg.i321 = icmp slt i32 %B.type_index, 0
  %negated.i322 = sub nsw i64 0, %tag41
  %mag.i323 = select i1 %neg.i321, i64 %negated.i322, i64 %tag41
  %end.i324 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i324, align 1
  br label %digit.i332

digit.i332:                                       ; preds = %digit.i332, %check8.fail
  %remaining.i325 = phi i64 [ %mag.i323, %check8.fail ], [ %rest.i331, %digit.i332 ]
  %cursor.i326 = phi i8* [ %end.i324, %check8.fail ], [ %digit.at.i327, %digit.i332 ]
  %digit.at.i327 = getelementptr inbounds i8, i8* %cursor.i326, i64 -1
  %digit1.i328 = urem i64 %remaining.i325, 10
  %digit.byte.i329 = trunc i64 %digit1.i328 to i8
  %ascii.i330 = or i8 %digit.byte.i329, 48
  store i8 %ascii.i330, i8* %digit.at.i327, align 1
  %rest.i331 = udiv i64 %remaining.i325, 10
  %26 = icmp ult i64 %remaining.i325, 10
  br i1 %26, label %digits.done.i333, label %digit.i332

digits.done.i333:                                 ; preds = %digit.i332
  br i1 %neg.i321, label %sign.i335, label %__modlink_format_i64.exit337

sign.i335:                                        ; preds = %digits.done.i333
  %sign.at.i334 = getelementptr inbounds i8, i8* %cursor.i326, i64 -2
  store i8 45, i8* %sign.at.i334, align 1
  br label %__modlink_format_i64.exit337

__modlink_format_i64.exit337:                     ; preds = %digits.done.i333, %sign.i335
  %start.i336 = phi i8* [ %digit.at.i327, %digits.done.i333 ], [ %sign.at.i334, %sign.i335 ]
  %part44 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i336, i8** %part44, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i338

call.i338:                                        ; preds = %__modlink_format_i64.exit337
  %27 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %27, i32 2)
  br label %common.ret

check8.ok:                                        ; preds = %A.strides.done, %A.strides.done, %A.strides.done
  %B.value = getelementptr inbounds i8, i8* %args, i64 24
  %28 = bitcast i8* %B.value to i8**
  %B.ptr = load i8*, i8** %28, align 8
  %null45.not = icmp eq i8* %B.ptr, null
  br i1 %null45.not, label %check9.fail, label %check9.ok

check9.fail:                                      ; preds = %check8.ok
  %part47 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([61 x i8], [61 x i8]* @.str.13, i64 0, i64 0), i8** %part47, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i340

call.i340:                                        ; preds = %check9.fail
  %29 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %29, i32 1)
  br label %common.ret

check9.ok:                                        ; preds = %check8.ok
  %is35 = icmp eq i32 %B.type_index, 70
  %B.dltensor.idx = select i1 %is35, i64 24, i64 0
  %B.dltensor = getelementptr i8, i8* %B.ptr, i64 %B.dltensor.idx
  %ndim.at48 = getelementptr inbounds i8, i8* %B.dltensor, i64 16
  %30 = bitcast i8* %ndim.at48 to i32*
  %B.ndim = load i32, i32* %30, align 4
  %ndim.ok49 = icmp eq i32 %B.ndim, 1
  br i1 %ndim.ok49, label %check10.ok, label %check10.fail

check10.fail:                                     ; preds = %check9.ok
  %ndim50 = sext i32 %B.ndim to i64
  %part51 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([55 x i8], [55 x i8]* @.str.14, i64 0, i64 0), i8** %part51, align 8
  %neg.i342 = icmp slt i32 %B.ndim, 0
  %negated.i343 = sub nsw i64 0, %ndim50
  %mag.i344 = select i1 %neg.i342, i64 %negated.i343, i64 %ndim50
  %end.i345 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i345, align 1
  br label %digit.i353

digit.i353:                                       ; preds = %digit.i353, %check10.fail
  %remaining.i346 = phi i64 [ %mag.i344, %check10.fail ], [ %rest.i352, %digit.i353 ]
  %cursor.i347 = phi i8* [ %end.i345, %check10.fail ], [ %digit.at.i348, %digit.i353 ]
  %digit.at.i348 = getelementptr inbounds i8, i8* %cursor.i347, i64 -1
  %digit1.i349 = urem i64 %remaining.i346, 10
  %digit.byte.i350 = trunc i64 %digit1.i349 to i8
  %ascii.i351 = or i8 %digit.byte.i350, 48
  store i8 %ascii.i351, i8* %digit.at.i348, align 1
  %rest.i352 = udiv i64 %remaining.i346, 10
  %31 = icmp ult i64 %remaining.i346, 10
  br i1 %31, label %digits.done.i354, label %digit.i353

digits.done.i354:                                 ; preds = %digit.i353
  br i1 %neg.i342, label %sign.i356, label %__modlink_format_i64.exit358

sign.i356:                                        ; preds = %digits.done.i354
  %sign.at.i355 = getelementptr inbounds i8, i8* %cursor.i347, i64 -2
  store i8 45, i8* %sign.at.i355, align 1
  br label %__modlink_format_i64.exit358

__modlink_format_i64.exit358:                     ; preds = %digits.done.i354, %sign.i356
  %start.i357 = phi i8* [ %digit.at.i348, %digits.done.i354 ], [ %sign.at.i355, %sign.i356 ]
  %part53 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i357, i8** %part53, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i359

call.i359:                                        ; preds = %__modlink_format_i64.exit358
  %32 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %32, i32 2)
  br label %common.ret

check10.ok:                                       ; preds = %check9.ok
  %dtype.at54 = getelementptr inbounds i8, i8* %B.dltensor, i64 20
  %33 = getelementptr inbounds i8, i8* %dtype.at54, i64 1
  %lanes.at57 = getelementptr inbounds i8, i8* %dtype.at54, i64 2
  %34 = bitcast i8* %lanes.at57 to i16*
  %code58 = load i8, i8* %dtype.at54, align 1
  %bits59 = load i8, i8* %33, align 1
  %lanes60 = load i16, i16* %34, align 2
  %code.ok61 = icmp eq i8 %code58, 2
  %bits.ok62 = icmp eq i8 %bits59, 32
  %lanes.ok63 = icmp eq i16 %lanes60, 1
  %dtype.ok64 = and i1 %code.ok61, %bits.ok62
  %dtype.ok65 = and i1 %dtype.ok64, %lanes.ok63
  br i1 %dtype.ok65, label %check11.ok, label %check11.fail

check11.fail:                                     ; preds = %check10.ok
  %lanes68 = zext i16 %lanes60 to i64
  %code66 = zext i8 %code58 to i64
  %part69 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([90 x i8], [90 x i8]* @.str.15, i64 0, i64 0), i8** %part69, align 8
  %end.i362 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i362, align 1
  br label %digit.i370

digit.i370:                                       ; preds = %digit.i370, %check11.fail
  %remaining.i363 = phi i64 [ %code66, %check11.fail ], [ %rest.i369, %digit.i370 ]
  %cursor.i364 = phi i8* [ %end.i362, %check11.fail ], [ %digit.at.i365, %digit.i370 ]
  %digit.at.i365 = getelementptr inbounds i8, i8* %cursor.i364, i64 -1
  %digit1.i366 = urem i64 %remaining.i363, 10
  %digit.byte.i367 = trunc i64 %digit1.i366 to i8
  %ascii.i368 = or i8 %digit.byte.i367, 48
  store i8 %ascii.i368, i8* %digit.at.i365, align 1
  %rest.i369 = udiv i64 %remaining.i363, 10
  %35 = icmp ult i64 %remaining.i363, 10
  br i1 %35, label %__modlink_format_i64.exit373, label %digit.i370

__modlink_format_i64.exit373:                     ; preds = %digit.i370
  %bits67 = zext i8 %bits59 to i64
  %part71 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digit.at.i365, i8** %part71, align 8
  %part72 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.7, i64 0, i64 0), i8** %part72, align 8
  %end.i375 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 23
  store i8 0, i8* %end.i375, align 1
  br label %digit.i383

digit.i383:                                       ; preds = %digit.i383, %__modlink_format_i64.exit373
  %remaining.i376 = phi i64 [ %bits67, %__modlink_format_i64.exit373 ], [ %rest.i382, %digit.i383 ]
  %cursor.i377 = phi i8* [ %end.i375, %__modlink_format_i64.exit373 ], [ %digit.at.i378, %digit.i383 ]
  %digit.at.i378 = getelementptr inbounds i8, i8* %cursor.i377, i64 -1
  %digit1.i379 = urem i64 %remaining.i376, 10
  %digit.byte.i380 = trunc i64 %digit1.i379 to i8
  %ascii.i381 = or i8 %digit.byte.i380, 48
  store i8 %ascii.i381, i8* %digit.at.i378, align 1
  %rest.i382 = udiv i64 %remaining.i376, 10
  %36 = icmp ult i64 %remaining.i376, 10
  br i1 %36, label %__modlink_format_i64.exit386, label %digit.i383

__modlink_format_i64.exit386:                     ; preds = %digit.i383
  %part74 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digit.at.i378, i8** %part74, align 8
  %part75 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 4
  store i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.8, i64 0, i64 0), i8** %part75, align 8
  %end.i388 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits2, i64 0, i64 23
  store i8 0, i8* %end.i388, align 1
  br label %digit.i396

digit.i396:                                       ; preds = %digit.i396, %__modlink_format_i64.exit386
  %remaining.i389 = phi i64 [ %lanes68, %__modlink_format_i64.exit386 ], [ %rest.i395, %digit.i396 ]
  %cursor.i390 = phi i8* [ %end.i388, %__modlink_format_i64.exit386 ], [ %digit.at.i391, %digit.i396 ]
  %digit.at.i391 = getelementptr inbounds i8, i8* %cursor.i390, i64 -1
  %digit1.i392 = urem i64 %remaining.i389, 10
  %digit.byte.i393 = trunc i64 %digit1.i392 to i8
  %ascii.i394 = or i8 %digit.byte.i393, 48
  store i8 %ascii.i394, i8* %digit.at.i391, align 1
  %rest.i395 = udiv i64 %remaining.i389, 10
  %37 = icmp ult i64 %remaining.i389, 10
  br i1 %37, label %__modlink_format_i64.exit399, label %digit.i396

__modlink_format_i64.exit399:                     ; preds = %digit.i396
  %part77 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 5
  store i8* %digit.at.i391, i8** %part77, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i400

call.i400:                                        ; preds = %__modlink_format_i64.exit399
  %38 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %38, i32 6)
  br label %common.ret

check11.ok:                                       ; preds = %check10.ok
  %device.at78 = getelementptr inbounds i8, i8* %B.dltensor, i64 8
  %39 = bitcast i8* %device.at78 to i32*
  %B.device_type = load i32, i32* %39, align 4
  %device.ok79 = icmp eq i32 %B.device_type, 1
  br i1 %device.ok79, label %check12.ok, label %check12.fail

check12.fail:                                     ; preds = %check11.ok
  %device80 = sext i32 %B.device_type to i64
  %part81 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([89 x i8], [89 x i8]* @.str.16, i64 0, i64 0), i8** %part81, align 8
  %neg.i402 = icmp slt i32 %B.device_type, 0
  %negated.i403 = sub nsw i64 0, %device80
  %mag.i404 = select i1 %neg.i402, i64 %negated.i403, i64 %device80
  %end.i405 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i405, align 1
  br label %digit.i413

digit.i413:                                       ; preds = %digit.i413, %check12.fail
  %remaining.i406 = phi i64 [ %mag.i404, %check12.fail ], [ %rest.i412, %digit.i413 ]
  %cursor.i407 = phi i8* [ %end.i405, %check12.fail ], [ %digit.at.i408, %digit.i413 ]
  %digit.at.i408 = getelementptr inbounds i8, i8* %cursor.i407, i64 -1
  %digit1.i409 = urem i64 %remaining.i406, 10
  %digit.byte.i410 = trunc i64 %digit1.i409 to i8
  %ascii.i411 = or i8 %digit.byte.i410, 48
  store i8 %ascii.i411, i8* %digit.at.i408, align 1
  %rest.i412 = udiv i64 %remaining.i406, 10
  %40 = icmp ult i64 %remaining.i406, 10
  br i1 %40, label %digits.done.i414, label %digit.i413

digits.done.i414:                                 ; preds = %digit.i413
  br i1 %neg.i402, label %sign.i416, label %__modlink_format_i64.exit418

sign.i416:                                        ; preds = %digits.done.i414
  %sign.at.i415 = getelementptr inbounds i8, i8* %cursor.i407, i64 -2
  store i8 45, i8* %sign.at.i415, align 1
  br label %__modlink_format_i64.exit418

__modlink_format_i64.exit418:                     ; preds = %digits.done.i414, %sign.i416
  %start.i417 = phi i8* [ %digit.at.i408, %digits.done.i414 ], [ %sign.at.i415, %sign.i416 ]
  %part83 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i417, i8** %part83, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i419

call.i419:                                        ; preds = %__modlink_format_i64.exit418
  %41 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %41, i32 2)
  br label %common.ret

check12.ok:                                       ; preds = %check11.ok
  %shape.at84 = getelementptr inbounds i8, i8* %B.dltensor, i64 24
  %42 = bitcast i8* %shape.at84 to i64**
  %B.shape188 = load i64*, i64** %42, align 8
  %B.shape0 = load i64, i64* %B.shape188, align 8
  %extent.ok = icmp eq i64 %B.shape0, %A.shape0
  br i1 %extent.ok, label %check13.ok, label %check13.fail

check13.fail:                                     ; preds = %check12.ok
  %part86 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([55 x i8], [55 x i8]* @.str.17, i64 0, i64 0), i8** %part86, align 8
  %neg.i421 = icmp slt i64 %B.shape0, 0
  %negated.i422 = sub i64 0, %B.shape0
  %mag.i423 = select i1 %neg.i421, i64 %negated.i422, i64 %B.shape0
  %end.i424 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i424, align 1
  br label %digit.i432

digit.i432:                                       ; preds = %digit.i432, %check13.fail
  %remaining.i425 = phi i64 [ %mag.i423, %check13.fail ], [ %rest.i431, %digit.i432 ]
  %cursor.i426 = phi i8* [ %end.i424, %check13.fail ], [ %digit.at.i427, %digit.i432 ]
  %digit.at.i427 = getelementptr inbounds i8, i8* %cursor.i426, i64 -1
  %digit1.i428 = urem i64 %remaining.i425, 10
  %digit.byte.i429 = trunc i64 %digit1.i428 to i8
  %ascii.i430 = or i8 %digit.byte.i429, 48
  store i8 %ascii.i430, i8* %digit.at.i427, align 1
  %rest.i431 = udiv i64 %remaining.i425, 10
  %43 = icmp ult i64 %remaining.i425, 10
  br i1 %43, label %digits.done.i433, label %digit.i432

digits.done.i433:                                 ; preds = %digit.i432
  br i1 %neg.i421, label %sign.i435, label %__modlink_format_i64.exit437

sign.i435:                                        ; preds = %digits.done.i433
  %sign.at.i434 = getelementptr inbounds i8, i8* %cursor.i426, i64 -2
  store i8 45, i8* %sign.at.i434, align 1
  br label %__modlink_format_i64.exit437

__modlink_format_i64.exit437:                     ; preds = %digits.done.i433, %sign.i435
  %start.i436 = phi i8* [ %digit.at.i427, %digits.done.i433 ], [ %sign.at.i434, %sign.i435 ]
  %part88 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i436, i8** %part88, align 8
  %part89 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([49 x i8], [49 x i8]* @.str.18, i64 0, i64 0), i8** %part89, align 8
  %neg.i438 = icmp slt i64 %A.shape0, 0
  %negated.i439 = sub i64 0, %A.shape0
  %mag.i440 = select i1 %neg.i438, i64 %negated.i439, i64 %A.shape0
  %end.i441 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 23
  store i8 0, i8* %end.i441, align 1
  br label %digit.i449

digit.i449:                                       ; preds = %digit.i449, %__modlink_format_i64.exit437
  %remaining.i442 = phi i64 [ %mag.i440, %__modlink_format_i64.exit437 ], [ %rest.i448, %digit.i449 ]
  %cursor.i443 = phi i8* [ %end.i441, %__modlink_format_i64.exit437 ], [ %digit.at.i444, %digit.i449 ]
  %digit.at.i444 = getelementptr inbounds i8, i8* %cursor.i443, i64 -1
  %digit1.i445 = urem i64 %remaining.i442, 10
  %digit.byte.i446 = trunc i64 %digit1.i445 to i8
  %ascii.i447 = or i8 %digit.byte.i446, 48
  store i8 %ascii.i447, i8* %digit.at.i444, align 1
  %rest.i448 = udiv i64 %remaining.i442, 10
  %44 = icmp ult i64 %remaining.i442, 10
  br i1 %44, label %digits.done.i450, label %digit.i449

digits.done.i450:                                 ; preds = %digit.i449
  br i1 %neg.i438, label %sign.i452, label %__modlink_format_i64.exit454

sign.i452:                                        ; preds = %digits.done.i450
  %sign.at.i451 = getelementptr inbounds i8, i8* %cursor.i443, i64 -2
  store i8 45, i8* %sign.at.i451, align 1
  br label %__modlink_format_i64.exit454

__modlink_format_i64.exit454:                     ; preds = %digits.done.i450, %sign.i452
  %start.i453 = phi i8* [ %digit.at.i444, %digits.done.i450 ], [ %sign.at.i451, %sign.i452 ]
  %part91 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %start.i453, i8** %part91, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i455

call.i455:                                        ; preds = %__modlink_format_i64.exit454
  %45 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %45, i32 4)
  br label %common.ret

check13.ok:                                       ; preds = %check12.ok
  %strides.at92 = getelementptr inbounds i8, i8* %B.dltensor, i64 32
  %46 = bitcast i8* %strides.at92 to i8**
  %B.strides = load i8*, i8** %46, align 8
  %has_strides93.not = icmp eq i8* %B.strides, null
  br i1 %has_strides93.not, label %B.strides.done, label %B.strides.check

B.strides.check:                                  ; preds = %check13.ok
  %47 = bitcast i8* %B.strides to i64*
  %B.stride0 = load i64, i64* %47, align 8
  %stride.ok95 = icmp eq i64 %B.stride0, 1
  %unit96 = icmp eq i64 %A.shape0, 1
  %stride.ok97 = or i1 %unit96, %stride.ok95
  br i1 %stride.ok97, label %B.strides.done, label %check14.fail

B.strides.done:                                   ; preds = %B.strides.check, %check13.ok
  %data.at105 = bitcast i8* %B.dltensor to i8**
  %data106 = load i8*, i8** %data.at105, align 8
  %byte_offset.at107 = getelementptr inbounds i8, i8* %B.dltensor, i64 40
  %48 = bitcast i8* %byte_offset.at107 to i64*
  %byte_offset108 = load i64, i64* %48, align 8
  %B.data = getelementptr i8, i8* %data106, i64 %byte_offset108
  %C.any = getelementptr inbounds i8, i8* %args, i64 32
  %49 = bitcast i8* %C.any to i32*
  %C.type_index = load i32, i32* %49, align 4
  switch i32 %C.type_index, label %check15.fail [
    i32 70, label %check15.ok
    i32 7, label %check15.ok
    i32 4, label %check15.ok
  ]

check14.fail:                                     ; preds = %B.strides.check
  %part98 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([85 x i8], [85 x i8]* @.str.19, i64 0, i64 0), i8** %part98, align 8
  %neg.i457 = icmp slt i64 %B.stride0, 0
  %negated.i458 = sub i64 0, %B.stride0
  %mag.i459 = select i1 %neg.i457, i64 %negated.i458, i64 %B.stride0
  %end.i460 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i460, align 1
  br label %digit.i468

digit.i468:                                       ; preds = %digit.i468, %check14.fail
  %remaining.i461 = phi i64 [ %mag.i459, %check14.fail ], [ %rest.i467, %digit.i468 ]
  %cursor.i462 = phi i8* [ %end.i460, %check14.fail ], [ %digit.at.i463, %digit.i468 ]
  %digit.at.i463 = getelementptr inbounds i8, i8* %cursor.i462, i64 -1
  %digit1.i464 = urem i64 %remaining.i461, 10
  %digit.byte.i465 = trunc i64 %digit1.i464 to i8
  %ascii.i466 = or i8 %digit.byte.i465, 48
  store i8 %ascii.i466, i8* %digit.at.i463, align 1
  %rest.i467 = udiv i64 %remaining.i461, 10
  %50 = icmp ult i64 %remaining.i461, 10
  br i1 %50, label %digits.done.i469, label %digit.i468

digits.done.i469:                                 ; preds = %digit.i468
  br i1 %neg.i457, label %sign.i471, label %__modlink_format_i64.exit473

sign.i471:                                        ; preds = %digits.done.i469
  %sign.at.i470 = getelementptr inbounds i8, i8* %cursor.i462, i64 -2
  store i8 45, i8* %sign.at.i470, align 1
  br label %__modlink_format_i64.exit473

__modlink_format_i64.exit473:                     ; preds = %digits.done.i469, %sign.i471
  %start.i472 = phi i8* [ %digit.at.i463, %digits.done.i469 ], [ %sign.at.i470, %sign.i471 ]
  %part100 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i472, i8** %part100, align 8
  %part101 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.11, i64 0, i64 0), i8** %part101, align 8
  %end.i474 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 23
  store i8 0, i8* %end.i474, align 1
  %digit.at.i477 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 22
  store i8 49, i8* %digit.at.i477, align 1
  %part103 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digit.at.i477, i8** %part103, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i486

call.i486:                                        ; preds = %__modlink_format_i64.exit473
  %51 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %51, i32 4)
  br label %common.ret

check15.fail:                                     ; preds = %B.strides.done
  %tag115 = sext i32 %C.type_index to i64
  %part116 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([124 x i8], [124 x i8]* @.str.20, i64 0, i64 0), i8** %part116, align 8
  %neg.i488 = icmp slt i32 %C.type_index, 0
  %negated.i489 = sub nsw i64 0, %tag115
  %mag.i490 = select i1 %neg.i488, i64 %negated.i489, i64 %tag115
  %end.i491 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i491, align 1
  br label %digit.i499

digit.i499:                                       ; preds = %digit.i499, %check15.fail
  %remaining.i492 = phi i64 [ %mag.i490, %check15.fail ], [ %rest.i498, %digit.i499 ]
  %cursor.i493 = phi i8* [ %end.i491, %check15.fail ], [ %digit.at.i494, %digit.i499 ]
  %digit.at.i494 = getelementptr inbounds i8, i8* %cursor.i493, i64 -1
  %digit1.i495 = urem i64 %remaining.i492, 10
  %digit.byte.i496 = trunc i64 %digit1.i495 to i8
  %ascii.i497 = or i8 %digit.byte.i496, 48
  store i8 %ascii.i497, i8* %digit.at.i494, align 1
  %rest.i498 = udiv i64 %remaining.i492, 10
  %52 = icmp ult i64 %remaining.i492, 10
  br i1 %52, label %digits.done.i500, label %digit.i499

digits.done.i500:                                 ; preds = %digit.i499
  br i1 %neg.i488, label %sign.i502, label %__modlink_format_i64.exit504

sign.i502:                                        ; preds = %digits.done.i500
  %sign.at.i501 = getelementptr inbounds i8, i8* %cursor.i493, i64 -2
  store i8 45, i8* %sign.at.i501, align 1
  br label %__modlink_format_i64.exit504

__modlink_format_i64.exit504:                     ; preds = %digits.done.i500, %sign.i502
  %start.i503 = phi i8* [ %digit.at.i494, %digits.done.i500 ], [ %sign.at.i501, %sign.i502 ]
  %part118 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i503, i8** %part118, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i505

call.i505:                                        ; preds = %__modlink_format_i64.exit504
  %53 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %53, i32 2)
  br label %common.ret

check15.ok:                                       ; preds = %B.strides.done, %B.strides.done, %B.strides.done
  %C.value = getelementptr inbounds i8, i8* %args, i64 40
  %54 = bitcast i8* %C.value to i8**
  %C.ptr = load i8*, i8** %54, align 8
  %null119.not = icmp eq i8* %C.ptr, null
  br i1 %null119.not, label %check16.fail, label %check16.ok

check16.fail:                                     ; preds = %check15.ok
  %part121 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([61 x i8], [61 x i8]* @.str.21, i64 0, i64 0), i8** %part121, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i507

call.i507:                                        ; preds = %check16.fail
  %55 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %55, i32 1)
  br label %common.ret

check16.ok:                                       ; preds = %check15.ok
  %is109 = icmp eq i32 %C.type_index, 70
  %C.dltensor.idx = select i1 %is109, i64 24, i64 0
  %C.dltensor = getelementptr i8, i8* %C.ptr, i64 %C.dltensor.idx
  %ndim.at122 = getelementptr inbounds i8, i8* %C.dltensor, i64 16
  %56 = bitcast i8* %ndim.at122 to i32*
  %C.ndim = load i32, i32* %56, align 4
  %ndim.ok123 = icmp eq i32 %C.ndim, 1
  br i1 %ndim.ok123, label %check17.ok, label %check17.fail

check17.fail:                                     ; preds = %check16.ok
  %ndim124 = sext i32 %C.ndim to i64
  %part125 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([55 x i8], [55 x i8]* @.str.22, i64 0, i64 0), i8** %part125, align 8
  %neg.i509 = icmp slt i32 %C.ndim, 0
  %negated.i510 = sub nsw i64 0, %ndim124
  %mag.i511 = select i1 %neg.i509, i64 %negated.i510, i64 %ndim124
  %end.i512 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i512, align 1
  br label %digit.i520

digit.i520:                                       ; preds = %digit.i520, %check17.fail
  %remaining.i513 = phi i64 [ %mag.i511, %check17.fail ], [ %rest.i519, %digit.i520 ]
  %cursor.i514 = phi i8* [ %end.i512, %check17.fail ], [ %digit.at.i515, %digit.i520 ]
  %digit.at.i515 = getelementptr inbounds i8, i8* %cursor.i514, i64 -1
  %digit1.i516 = urem i64 %remaining.i513, 10
  %digit.byte.i517 = trunc i64 %digit1.i516 to i8
  %ascii.i518 = or i8 %digit.byte.i517, 48
  store i8 %ascii.i518, i8* %digit.at.i515, align 1
  %rest.i519 = udiv i64 %remaining.i513, 10
  %57 = icmp ult i64 %remaining.i513, 10
  br i1 %57, label %digits.done.i521, label %digit.i520

digits.done.i521:                                 ; preds = %digit.i520
  br i1 %neg.i509, label %sign.i523, label %__modlink_format_i64.exit525

sign.i523:                                        ; preds = %digits.done.i521
  %sign.at.i522 = getelementptr inbounds i8, i8* %cursor.i514, i64 -2
  store i8 45, i8* %sign.at.i522, align 1
  br label %__modlink_format_i64.exit525

__modlink_format_i64.exit525:                     ; preds = %digits.done.i521, %sign.i523
  %start.i524 = phi i8* [ %digit.at.i515, %digits.done.i521 ], [ %sign.at.i522, %sign.i523 ]
  %part127 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i524, i8** %part127, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i526

call.i526:                                        ; preds = %__modlink_format_i64.exit525
  %58 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %58, i32 2)
  br label %common.ret

check17.ok:                                       ; preds = %check16.ok
  %dtype.at128 = getelementptr inbounds i8, i8* %C.dltensor, i64 20
  %59 = getelementptr inbounds i8, i8* %dtype.at128, i64 1
  %lanes.at131 = getelementptr inbounds i8, i8* %dtype.at128, i64 2
  %60 = bitcast i8* %lanes.at131 to i16*
  %code132 = load i8, i8* %dtype.at128, align 1
  %bits133 = load i8, i8* %59, align 1
  %lanes134 = load i16, i16* %60, align 2
  %code.ok135 = icmp eq i8 %code132, 2
  %bits.ok136 = icmp eq i8 %bits133, 32
  %lanes.ok137 = icmp eq i16 %lanes134, 1
  %dtype.ok138 = and i1 %code.ok135, %bits.ok136
  %dtype.ok139 = and i1 %dtype.ok138, %lanes.ok137
  br i1 %dtype.ok139, label %check18.ok, label %check18.fail

check18.fail:                                     ; preds = %check17.ok
  %lanes142 = zext i16 %lanes134 to i64
  %code140 = zext i8 %code132 to i64
  %part143 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([90 x i8], [90 x i8]* @.str.23, i64 0, i64 0), i8** %part143, align 8
  %end.i529 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i529, align 1
  br label %digit.i537

digit.i537:                                       ; preds = %digit.i537, %check18.fail
  %remaining.i530 = phi i64 [ %code140, %check18.fail ], [ %rest.i536, %digit.i537 ]
  %cursor.i531 = phi i8* [ %end.i529, %check18.fail ], [ %digit.at.i532, %digit.i537 ]
  %digit.at.i532 = getelementptr inbounds i8, i8* %cursor.i531, i64 -1
  %digit1.i533 = urem i64 %remaining.i530, 10
  %digit.byte.i534 = trunc i64 %digit1.i533 to i8
  %ascii.i535 = or i8 %digit.byte.i534, 48
  store i8 %ascii.i535, i8* %digit.at.i532, align 1
  %rest.i536 = udiv i64 %remaining.i530, 10
  %61 = icmp ult i64 %remaining.i530, 10
  br i1 %61, label %__modlink_format_i64.exit540, label %digit.i537

__modlink_format_i64.exit540:                     ; preds = %digit.i537
  %bits141 = zext i8 %bits133 to i64
  %part145 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digit.at.i532, i8** %part145, align 8
  %part146 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.7, i64 0, i64 0), i8** %part146, align 8
  %end.i542 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 23
  store i8 0, i8* %end.i542, align 1
  br label %digit.i550

digit.i550:                                       ; preds = %digit.i550, %__modlink_format_i64.exit540
  %remaining.i543 = phi i64 [ %bits141, %__modlink_format_i64.exit540 ], [ %rest.i549, %digit.i550 ]
  %cursor.i544 = phi i8* [ %end.i542, %__modlink_format_i64.exit540 ], [ %digit.at.i545, %digit.i550 ]
  %digit.at.i545 = getelementptr inbounds i8, i8* %cursor.i544, i64 -1
  %digit1.i546 = urem i64 %remaining.i543, 10
  %digit.byte.i547 = trunc i64 %digit1.i546 to i8
  %ascii.i548 = or i8 %digit.byte.i547, 48
  store i8 %ascii.i548, i8* %digit.at.i545, align 1
  %rest.i549 = udiv i64 %remaining.i543, 10
  %62 = icmp ult i64 %remaining.i543, 10
  br i1 %62, label %__modlink_format_i64.exit553, label %digit.i550

__modlink_format_i64.exit553:                     ; preds = %digit.i550
  %part148 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digit.at.i545, i8** %part148, align 8
  %part149 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 4
  store i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.8, i64 0, i64 0), i8** %part149, align 8
  %end.i555 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits2, i64 0, i64 23
  store i8 0, i8* %end.i555, align 1
  br label %digit.i563

digit.i563:                                       ; preds = %digit.i563, %__modlink_format_i64.exit553
  %remaining.i556 = phi i64 [ %lanes142, %__modlink_format_i64.exit553 ], [ %rest.i562, %digit.i563 ]
  %cursor.i557 = phi i8* [ %end.i555, %__modlink_format_i64.exit553 ], [ %digit.at.i558, %digit.i563 ]
  %digit.at.i558 = getelementptr inbounds i8, i8* %cursor.i557, i64 -1
  %digit1.i559 = urem i64 %remaining.i556, 10
  %digit.byte.i560 = trunc i64 %digit1.i559 to i8
  %ascii.i561 = or i8 %digit.byte.i560, 48
  store i8 %ascii.i561, i8* %digit.at.i558, align 1
  %rest.i562 = udiv i64 %remaining.i556, 10
  %63 = icmp ult i64 %remaining.i556, 10
  br i1 %63, label %__modlink_format_i64.exit566, label %digit.i563

__modlink_format_i64.exit566:                     ; preds = %digit.i563
  %part151 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 5
  store i8* %digit.at.i558, i8** %part151, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i567

call.i567:                                        ; preds = %__modlink_format_i64.exit566
  %64 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %64, i32 6)
  br label %common.ret

check18.ok:                                       ; preds = %check17.ok
  %device.at152 = getelementptr inbounds i8, i8* %C.dltensor, i64 8
  %65 = bitcast i8* %device.at152 to i32*
  %C.device_type = load i32, i32* %65, align 4
  %device.ok153 = icmp eq i32 %C.device_type, 1
  br i1 %device.ok153, label %check19.ok, label %check19.fail

check19.fail:                                     ; preds = %check18.ok
  %device154 = sext i32 %C.device_type to i64
  %part155 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([89 x i8], [89 x i8]* @.str.24, i64 0, i64 0), i8** %part155, align 8
  %neg.i569 = icmp slt i32 %C.device_type, 0
  %negated.i570 = sub nsw i64 0, %device154
  %mag.i571 = select i1 %neg.i569, i64 %negated.i570, i64 %device154
  %end.i572 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i572, align 1
  br label %digit.i580

digit.i580:                                       ; preds = %digit.i580, %check19.fail
  %remaining.i573 = phi i64 [ %mag.i571, %check19.fail ], [ %rest.i579, %digit.i580 ]
  %cursor.i574 = phi i8* [ %end.i572, %check19.fail ], [ %digit.at.i575, %digit.i580 ]
  %digit.at.i575 = getelementptr inbounds i8, i8* %cursor.i574, i64 -1
  %digit1.i576 = urem i64 %remaining.i573, 10
  %digit.byte.i577 = trunc i64 %digit1.i576 to i8
  %ascii.i578 = or i8 %digit.byte.i577, 48
  store i8 %ascii.i578, i8* %digit.at.i575, align 1
  %rest.i579 = udiv i64 %remaining.i573, 10
  %66 = icmp ult i64 %remaining.i573, 10
  br i1 %66, label %digits.done.i581, label %digit.i580

digits.done.i581:                                 ; preds = %digit.i580
  br i1 %neg.i569, label %sign.i583, label %__modlink_format_i64.exit585

sign.i583:                                        ; preds = %digits.done.i581
  %sign.at.i582 = getelementptr inbounds i8, i8* %cursor.i574, i64 -2
  store i8 45, i8* %sign.at.i582, align 1
  br label %__modlink_format_i64.exit585

__modlink_format_i64.exit585:                     ; preds = %digits.done.i581, %sign.i583
  %start.i584 = phi i8* [ %digit.at.i575, %digits.done.i581 ], [ %sign.at.i582, %sign.i583 ]
  %part157 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i584, i8** %part157, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i586

call.i586:                                        ; preds = %__modlink_format_i64.exit585
  %67 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %67, i32 2)
  br label %common.ret

check19.ok:                                       ; preds = %check18.ok
  %shape.at158 = getelementptr inbounds i8, i8* %C.dltensor, i64 24
  %68 = bitcast i8* %shape.at158 to i64**
  %C.shape189 = load i64*, i64** %68, align 8
  %C.shape0 = load i64, i64* %C.shape189, align 8
  %extent.ok160 = icmp eq i64 %C.shape0, %A.shape0
  br i1 %extent.ok160, label %check20.ok, label %check20.fail

check20.fail:                                     ; preds = %check19.ok
  %part161 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([55 x i8], [55 x i8]* @.str.25, i64 0, i64 0), i8** %part161, align 8
  %neg.i588 = icmp slt i64 %C.shape0, 0
  %negated.i589 = sub i64 0, %C.shape0
  %mag.i590 = select i1 %neg.i588, i64 %negated.i589, i64 %C.shape0
  %end.i591 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i591, align 1
  br label %digit.i599

digit.i599:                                       ; preds = %digit.i599, %check20.fail
  %remaining.i592 = phi i64 [ %mag.i590, %check20.fail ], [ %rest.i598, %digit.i599 ]
  %cursor.i593 = phi i8* [ %end.i591, %check20.fail ], [ %digit.at.i594, %digit.i599 ]
  %digit.at.i594 = getelementptr inbounds i8, i8* %cursor.i593, i64 -1
  %digit1.i595 = urem i64 %remaining.i592, 10
  %digit.byte.i596 = trunc i64 %digit1.i595 to i8
  %ascii.i597 = or i8 %digit.byte.i596, 48
  store i8 %ascii.i597, i8* %digit.at.i594, align 1
  %rest.i598 = udiv i64 %remaining.i592, 10
  %69 = icmp ult i64 %remaining.i592, 10
  br i1 %69, label %digits.done.i600, label %digit.i599

digits.done.i600:                                 ; preds = %digit.i599
  br i1 %neg.i588, label %sign.i602, label %__modlink_format_i64.exit604

sign.i602:                                        ; preds = %digits.done.i600
  %sign.at.i601 = getelementptr inbounds i8, i8* %cursor.i593, i64 -2
  store i8 45, i8* %sign.at.i601, align 1
  br label %__modlink_format_i64.exit604

__modlink_format_i64.exit604:                     ; preds = %digits.done.i600, %sign.i602
  %start.i603 = phi i8* [ %digit.at.i594, %digits.done.i600 ], [ %sign.at.i601, %sign.i602 ]
  %part163 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i603, i8** %part163, align 8
  %part164 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([49 x i8], [49 x i8]* @.str.18, i64 0, i64 0), i8** %part164, align 8
  %neg.i605 = icmp slt i64 %A.shape0, 0
  %negated.i606 = sub i64 0, %A.shape0
  %mag.i607 = select i1 %neg.i605, i64 %negated.i606, i64 %A.shape0
  %end.i608 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 23
  store i8 0, i8* %end.i608, align 1
  br label %digit.i616

digit.i616:                                       ; preds = %digit.i616, %__modlink_format_i64.exit604
  %remaining.i609 = phi i64 [ %mag.i607, %__modlink_format_i64.exit604 ], [ %rest.i615, %digit.i616 ]
  %cursor.i610 = phi i8* [ %end.i608, %__modlink_format_i64.exit604 ], [ %digit.at.i611, %digit.i616 ]
  %digit.at.i611 = getelementptr inbounds i8, i8* %cursor.i610, i64 -1
  %digit1.i612 = urem i64 %remaining.i609, 10
  %digit.byte.i613 = trunc i64 %digit1.i612 to i8
  %ascii.i614 = or i8 %digit.byte.i613, 48
  store i8 %ascii.i614, i8* %digit.at.i611, align 1
  %rest.i615 = udiv i64 %remaining.i609, 10
  %70 = icmp ult i64 %remaining.i609, 10
  br i1 %70, label %digits.done.i617, label %digit.i616

digits.done.i617:                                 ; preds = %digit.i616
  br i1 %neg.i605, label %sign.i619, label %__modlink_format_i64.exit621

sign.i619:                                        ; preds = %digits.done.i617
  %sign.at.i618 = getelementptr inbounds i8, i8* %cursor.i610, i64 -2
  store i8 45, i8* %sign.at.i618, align 1
  br label %__modlink_format_i64.exit621

__modlink_format_i64.exit621:                     ; preds = %digits.done.i617, %sign.i619
  %start.i620 = phi i8* [ %digit.at.i611, %digits.done.i617 ], [ %sign.at.i618, %sign.i619 ]
  %part166 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %start.i620, i8** %part166, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i622

call.i622:                                        ; preds = %__modlink_format_i64.exit621
  %71 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %71, i32 4)
  br label %common.ret

check20.ok:                                       ; preds = %check19.ok
  %strides.at167 = getelementptr inbounds i8, i8* %C.dltensor, i64 32
  %72 = bitcast i8* %strides.at167 to i8**
  %C.strides = load i8*, i8** %72, align 8
  %has_strides168.not = icmp eq i8* %C.strides, null
  br i1 %has_strides168.not, label %C.strides.done, label %C.strides.check

C.strides.check:                                  ; preds = %check20.ok
  %73 = bitcast i8* %C.strides to i64*
  %C.stride0 = load i64, i64* %73, align 8
  %stride.ok170 = icmp eq i64 %C.stride0, 1
  %unit171 = icmp eq i64 %A.shape0, 1
  %stride.ok172 = or i1 %unit171, %stride.ok170
  br i1 %stride.ok172, label %C.strides.done, label %check21.fail

C.strides.done:                                   ; preds = %C.strides.check, %check20.ok
  %more1.i = icmp sgt i64 %A.shape0, 0
  br i1 %more1.i, label %for.i.body.lr.ph.i, label %common.ret

for.i.body.lr.ph.i:                               ; preds = %C.strides.done
  %data.at180 = bitcast i8* %C.dltensor to i8**
  %data181 = load i8*, i8** %data.at180, align 8
  %byte_offset.at182 = getelementptr inbounds i8, i8* %C.dltensor, i64 40
  %74 = bitcast i8* %byte_offset.at182 to i64*
  %byte_offset183 = load i64, i64* %74, align 8
  %C.data = getelementptr i8, i8* %data181, i64 %byte_offset183
  %75 = bitcast i8* %C.data to float*
  %76 = bitcast i8* %A.data to float*
  %77 = bitcast i8* %B.data to float*
  %min.iters.check = icmp ult i64 %A.shape0, 16
  br i1 %min.iters.check, label %for.i.body.i.preheader, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.i.body.lr.ph.i
  %78 = shl i64 %A.shape0, 2
  %79 = add i64 %byte_offset183, %78
  %scevgep = getelementptr i8, i8* %data181, i64 %79
  %80 = add i64 %byte_offset, %78
  %scevgep655 = getelementptr i8, i8* %data, i64 %80
  %81 = add i64 %byte_offset108, %78
  %scevgep656 = getelementptr i8, i8* %data106, i64 %81
  %bound0 = icmp ult i8* %C.data, %scevgep655
  %bound1 = icmp ult i8* %A.data, %scevgep
  %found.conflict = and i1 %bound0, %bound1
  %bound0657 = icmp ult i8* %C.data, %scevgep656
  %bound1658 = icmp ult i8* %B.data, %scevgep
  %found.conflict659 = and i1 %bound0657, %bound1658
  %conflict.rdx = or i1 %found.conflict, %found.conflict659
  br i1 %conflict.rdx, label %for.i.body.i.preheader, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %A.shape0, -16
  %82 = add i64 %n.vec, -16
  %83 = lshr exact i64 %82, 4
  %84 = add nuw nsw i64 %83, 1
  %xtraiter = and i64 %84, 1
  %85 = icmp eq i64 %82, 0
  br i1 %85, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %84, 2305843009213693950
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %86 = getelementptr inbounds float, float* %75, i64 %index
  %87 = getelementptr inbounds float, float* %76, i64 %index
  %88 = bitcast float* %87 to <8 x float>*
  %wide.load = load <8 x float>, <8 x float>* %88, align 4, !alias.scope !14
  %89 = getelementptr inbounds float, float* %87, i64 8
  %90 = bitcast float* %89 to <8 x float>*
  %wide.load660 = load <8 x float>, <8 x float>* %90, align 4, !alias.scope !14
  %91 = getelementptr inbounds float, float* %77, i64 %index
  %92 = bitcast float* %91 to <8 x float>*
  %wide.load661 = load <8 x float>, <8 x float>* %92, align 4, !alias.scope !17
  %93 = getelementptr inbounds float, float* %91, i64 8
  %94 = bitcast float* %93 to <8 x float>*
  %wide.load662 = load <8 x float>, <8 x float>* %94, align 4, !alias.scope !17
  %95 = fadd <8 x float> %wide.load, %wide.load661
  %96 = fadd <8 x float> %wide.load660, %wide.load662
  %97 = bitcast float* %86 to <8 x float>*
  store <8 x float> %95, <8 x float>* %97, align 4, !alias.scope !19, !noalias !21
  %98 = getelementptr inbounds float, float* %86, i64 8
  %99 = bitcast float* %98 to <8 x float>*
  store <8 x float> %96, <8 x float>* %99, align 4, !alias.scope !19, !noalias !21
  %index.next = or i64 %index, 16
  %100 = getelementptr inbounds float, float* %75, i64 %index.next
  %101 = getelementptr inbounds float, float* %76, i64 %index.next
  %102 = bitcast float* %101 to <8 x float>*
  %wide.load.1 = load <8 x float>, <8 x float>* %102, align 4, !alias.scope !14
  %103 = getelementptr inbounds float, float* %101, i64 8
  %104 = bitcast float* %103 to <8 x float>*
  %wide.load660.1 = load <8 x float>, <8 x float>* %104, align 4, !alias.scope !14
  %105 = getelementptr inbounds float, float* %77, i64 %index.next
  %106 = bitcast float* %105 to <8 x float>*
  %wide.load661.1 = load <8 x float>, <8 x float>* %106, align 4, !alias.scope !17
  %107 = getelementptr inbounds float, float* %105, i64 8
  %108 = bitcast float* %107 to <8 x float>*
  %wide.load662.1 = load <8 x float>, <8 x float>* %108, align 4, !alias.scope !17
  %109 = fadd <8 x float> %wide.load.1, %wide.load661.1
  %110 = fadd <8 x float> %wide.load660.1, %wide.load662.1
  %111 = bitcast float* %100 to <8 x float>*
  store <8 x float> %109, <8 x float>* %111, align 4, !alias.scope !19, !noalias !21
  %112 = getelementptr inbounds float, float* %100, i64 8
  %113 = bitcast float* %112 to <8 x float>*
  store <8 x float> %110, <8 x float>* %113, align 4, !alias.scope !19, !noalias !21
  %index.next.1 = add nuw i64 %index, 32
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !22

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %114 = getelementptr inbounds float, float* %75, i64 %index.unr
  %115 = getelementptr inbounds float, float* %76, i64 %index.unr
  %116 = bitcast float* %115 to <8 x float>*
  %wide.load.epil = load <8 x float>, <8 x float>* %116, align 4, !alias.scope !14
  %117 = getelementptr inbounds float, float* %115, i64 8
  %118 = bitcast float* %117 to <8 x float>*
  %wide.load660.epil = load <8 x float>, <8 x float>* %118, align 4, !alias.scope !14
  %119 = getelementptr inbounds float, float* %77, i64 %index.unr
  %120 = bitcast float* %119 to <8 x float>*
  %wide.load661.epil = load <8 x float>, <8 x float>* %120, align 4, !alias.scope !17
  %121 = getelementptr inbounds float, float* %119, i64 8
  %122 = bitcast float* %121 to <8 x float>*
  %wide.load662.epil = load <8 x float>, <8 x float>* %122, align 4, !alias.scope !17
  %123 = fadd <8 x float> %wide.load.epil, %wide.load661.epil
  %124 = fadd <8 x float> %wide.load660.epil, %wide.load662.epil
  %125 = bitcast float* %114 to <8 x float>*
  store <8 x float> %123, <8 x float>* %125, align 4, !alias.scope !19, !noalias !21
  %126 = getelementptr inbounds float, float* %114, i64 8
  %127 = bitcast float* %126 to <8 x float>*
  store <8 x float> %124, <8 x float>* %127, align 4, !alias.scope !19, !noalias !21
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %A.shape0, %n.vec
  br i1 %cmp.n, label %common.ret, label %for.i.body.i.preheader

for.i.body.i.preheader:                           ; preds = %vector.memcheck, %for.i.body.lr.ph.i, %middle.block
  %i.addr.02.i.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.i.body.lr.ph.i ], [ %n.vec, %middle.block ]
  %128 = xor i64 %i.addr.02.i.ph, -1
  %129 = add i64 %A.shape0, %128
  %xtraiter663 = and i64 %A.shape0, 3
  %lcmp.mod664.not = icmp eq i64 %xtraiter663, 0
  br i1 %lcmp.mod664.not, label %for.i.body.i.prol.loopexit, label %for.i.body.i.prol

for.i.body.i.prol:                                ; preds = %for.i.body.i.preheader, %for.i.body.i.prol
  %i.addr.02.i.prol = phi i64 [ %i.next.i.prol, %for.i.body.i.prol ], [ %i.addr.02.i.ph, %for.i.body.i.preheader ]
  %prol.iter = phi i64 [ %prol.iter.next, %for.i.body.i.prol ], [ 0, %for.i.body.i.preheader ]
  %C.addr.i.prol = getelementptr inbounds float, float* %75, i64 %i.addr.02.i.prol
  %A.addr.i.prol = getelementptr inbounds float, float* %76, i64 %i.addr.02.i.prol
  %A.elem.i.prol = load float, float* %A.addr.i.prol, align 4
  %B.addr.i.prol = getelementptr inbounds float, float* %77, i64 %i.addr.02.i.prol
  %B.elem.i.prol = load float, float* %B.addr.i.prol, align 4
  %add.i.prol = fadd float %A.elem.i.prol, %B.elem.i.prol
  store float %add.i.prol, float* %C.addr.i.prol, align 4
  %i.next.i.prol = add nuw nsw i64 %i.addr.02.i.prol, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter663
  br i1 %prol.iter.cmp.not, label %for.i.body.i.prol.loopexit, label %for.i.body.i.prol, !llvm.loop !23

for.i.body.i.prol.loopexit:                       ; preds = %for.i.body.i.prol, %for.i.body.i.preheader
  %i.addr.02.i.unr = phi i64 [ %i.addr.02.i.ph, %for.i.body.i.preheader ], [ %i.next.i.prol, %for.i.body.i.prol ]
  %130 = icmp ult i64 %129, 3
  br i1 %130, label %common.ret, label %for.i.body.i

for.i.body.i:                                     ; preds = %for.i.body.i.prol.loopexit, %for.i.body.i
  %i.addr.02.i = phi i64 [ %i.next.i.3, %for.i.body.i ], [ %i.addr.02.i.unr, %for.i.body.i.prol.loopexit ]
  %C.addr.i = getelementptr inbounds float, float* %75, i64 %i.addr.02.i
  %A.addr.i = getelementptr inbounds float, float* %76, i64 %i.addr.02.i
  %A.elem.i = load float, float* %A.addr.i, align 4
  %B.addr.i = getelementptr inbounds float, float* %77, i64 %i.addr.02.i
  %B.elem.i = load float, float* %B.addr.i, align 4
  %add.i = fadd float %A.elem.i, %B.elem.i
  store float %add.i, float* %C.addr.i, align 4
  %i.next.i = add nuw nsw i64 %i.addr.02.i, 1
  %C.addr.i.1 = getelementptr inbounds float, float* %75, i64 %i.next.i
  %A.addr.i.1 = getelementptr inbounds float, float* %76, i64 %i.next.i
  %A.elem.i.1 = load float, float* %A.addr.i.1, align 4
  %B.addr.i.1 = getelementptr inbounds float, float* %77, i64 %i.next.i
  %B.elem.i.1 = load float, float* %B.addr.i.1, align 4
  %add.i.1 = fadd float %A.elem.i.1, %B.elem.i.1
  store float %add.i.1, float* %C.addr.i.1, align 4
  %i.next.i.1 = add nuw nsw i64 %i.addr.02.i, 2
  %C.addr.i.2 = getelementptr inbounds float, float* %75, i64 %i.next.i.1
  %A.addr.i.2 = getelementptr inbounds float, float* %76, i64 %i.next.i.1
  %A.elem.i.2 = load float, float* %A.addr.i.2, align 4
  %B.addr.i.2 = getelementptr inbounds float, float* %77, i64 %i.next.i.1
  %B.elem.i.2 = load float, float* %B.addr.i.2, align 4
  %add.i.2 = fadd float %A.elem.i.2, %B.elem.i.2
  store float %add.i.2, float* %C.addr.i.2, align 4
  %i.next.i.2 = add nuw nsw i64 %i.addr.02.i, 3
  %C.addr.i.3 = getelementptr inbounds float, float* %75, i64 %i.next.i.2
  %A.addr.i.3 = getelementptr inbounds float, float* %76, i64 %i.next.i.2
  %A.elem.i.3 = load float, float* %A.addr.i.3, align 4
  %B.addr.i.3 = getelementptr inbounds float, float* %77, i64 %i.next.i.2
  %B.elem.i.3 = load float, float* %B.addr.i.3, align 4
  %add.i.3 = fadd float %A.elem.i.3, %B.elem.i.3
  store float %add.i.3, float* %C.addr.i.3, align 4
  %i.next.i.3 = add nuw nsw i64 %i.addr.02.i, 4
  %exitcond.not.i.3 = icmp eq i64 %i.next.i.3, %A.shape0
  br i1 %exitcond.not.i.3, label %common.ret, label %for.i.body.i, !llvm.loop !24

check21.fail:                                     ; preds = %C.strides.check
  %part173 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([85 x i8], [85 x i8]* @.str.26, i64 0, i64 0), i8** %part173, align 8
  %neg.i624 = icmp slt i64 %C.stride0, 0
  %negated.i625 = sub i64 0, %C.stride0
  %mag.i626 = select i1 %neg.i624, i64 %negated.i625, i64 %C.stride0
  %end.i627 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i627, align 1
  br label %digit.i635

digit.i635:                                       ; preds = %digit.i635, %check21.fail
  %remaining.i628 = phi i64 [ %mag.i626, %check21.fail ], [ %rest.i634, %digit.i635 ]
  %cursor.i629 = phi i8* [ %end.i627, %check21.fail ], [ %digit.at.i630, %digit.i635 ]
  %digit.at.i630 = getelementptr inbounds i8, i8* %cursor.i629, i64 -1
  %digit1.i631 = urem i64 %remaining.i628, 10
  %digit.byte.i632 = trunc i64 %digit1.i631 to i8
  %ascii.i633 = or i8 %digit.byte.i632, 48
  store i8 %ascii.i633, i8* %digit.at.i630, align 1
  %rest.i634 = udiv i64 %remaining.i628, 10
  %131 = icmp ult i64 %remaining.i628, 10
  br i1 %131, label %digits.done.i636, label %digit.i635

digits.done.i636:                                 ; preds = %digit.i635
  br i1 %neg.i624, label %sign.i638, label %__modlink_format_i64.exit640

sign.i638:                                        ; preds = %digits.done.i636
  %sign.at.i637 = getelementptr inbounds i8, i8* %cursor.i629, i64 -2
  store i8 45, i8* %sign.at.i637, align 1
  br label %__modlink_format_i64.exit640

__modlink_format_i64.exit640:                     ; preds = %digits.done.i636, %sign.i638
  %start.i639 = phi i8* [ %digit.at.i630, %digits.done.i636 ], [ %sign.at.i637, %sign.i638 ]
  %part175 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i639, i8** %part175, align 8
  %part176 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.11, i64 0, i64 0), i8** %part176, align 8
  %end.i641 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 23
  store i8 0, i8* %end.i641, align 1
  %digit.at.i644 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 22
  store i8 49, i8* %digit.at.i644, align 1
  %part178 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digit.at.i644, i8** %part178, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i653

call.i653:                                        ; preds = %__modlink_format_i64.exit640
  %132 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %132, i32 4)
  br label %common.ret
}

declare extern_weak void @TVMFFIErrorSetRaisedFromCStrParts(i8*, i8*, i32)

define weak i32 @__tvm_ffi_main(i8* %self, i8* %args, i32 %num_args, i8* %result) local_unnamed_addr {
entry:
  %status = tail call i32 @__tvm_ffi_vadd(i8* undef, i8* %args, i32 %num_args, i8* undef)
  ret i32 %status
}

attributes #0 = { nofree norecurse nosync nounwind }

!0 = !{!1}
!1 = distinct !{!1, !2}
!2 = distinct !{!2, !"LVerDomain"}
!3 = !{!4}
!4 = distinct !{!4, !2}
!5 = !{!6}
!6 = distinct !{!6, !2}
!7 = !{!1, !4}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.isvectorized", i32 1}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !9}
!14 = !{!15}
!15 = distinct !{!15, !16}
!16 = distinct !{!16, !"LVerDomain"}
!17 = !{!18}
!18 = distinct !{!18, !16}
!19 = !{!20}
!20 = distinct !{!20, !16}
!21 = !{!15, !18}
!22 = distinct !{!22, !9}
!23 = distinct !{!23, !11}
!24 = distinct !{!24, !9}
