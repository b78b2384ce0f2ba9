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

; Function Attrs: nofree noinline norecurse nosync nounwind
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

common.ret:                                       ; preds = %check21.fail, %C.strides.done, %check20.fail, %check19.fail, %check18.fail, %check17.fail, %check16.fail, %check15.fail, %check14.fail, %check13.fail, %check12.fail, %check11.fail, %check10.fail, %check9.fail, %check8.fail, %check7.fail, %check6.fail, %check5.fail, %check4.fail, %check3.fail, %check2.fail, %check1.fail
  %common.ret.op = phi i32 [ -1, %check1.fail ], [ -1, %check2.fail ], [ -1, %check3.fail ], [ -1, %check4.fail ], [ -1, %check5.fail ], [ -1, %check6.fail ], [ -1, %check7.fail ], [ -1, %check8.fail ], [ -1, %check9.fail ], [ -1, %check10.fail ], [ -1, %check11.fail ], [ -1, %check12.fail ], [ -1, %check13.fail ], [ -1, %check14.fail ], [ -1, %check15.fail ], [ -1, %check16.fail ], [ -1, %check17.fail ], [ -1, %check18.fail ], [ -1, %check19.fail ], [ -1, %check20.fail ], [ 0, %C.strides.done ], [ -1, %check21.fail ]
  ret i32 %common.ret.op

check1.fail:                                      ; preds = %entry
  %argc = sext i32 %num_args to i64
  %part = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([42 x i8], [42 x i8]* @.str.0, i64 0, i64 0), i8** %part, align 8
  %0 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits = call fastcc i8* @__modlink_format_i64(i64 %argc, i8* nonnull %0)
  %part1 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits, i8** %part1, align 8
  %1 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %1, i32 2)
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
  %3 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits6 = call fastcc i8* @__modlink_format_i64(i64 %tag, i8* nonnull %3)
  %part7 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits6, i8** %part7, align 8
  %4 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %4, i32 2)
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
  %6 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %6, i32 1)
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
  %8 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits10 = call fastcc i8* @__modlink_format_i64(i64 %ndim, i8* nonnull %8)
  %part11 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits10, i8** %part11, align 8
  %9 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %9, i32 2)
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
  %bits14 = zext i8 %bits to i64
  %code13 = zext i8 %code to i64
  %part16 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([90 x i8], [90 x i8]* @.str.6, i64 0, i64 0), i8** %part16, align 8
  %12 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits17 = call fastcc i8* @__modlink_format_i64(i64 %code13, i8* nonnull %12)
  %part18 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits17, i8** %part18, align 8
  %part19 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.7, i64 0, i64 0), i8** %part19, align 8
  %13 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 0
  %digits20 = call fastcc i8* @__modlink_format_i64(i64 %bits14, i8* nonnull %13)
  %part21 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digits20, i8** %part21, align 8
  %part22 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 4
  store i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.8, i64 0, i64 0), i8** %part22, align 8
  %14 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits2, i64 0, i64 0
  %digits23 = call fastcc i8* @__modlink_format_i64(i64 %lanes15, i8* nonnull %14)
  %part24 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 5
  store i8* %digits23, i8** %part24, align 8
  %15 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %15, i32 6)
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
  %17 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits26 = call fastcc i8* @__modlink_format_i64(i64 %device, i8* nonnull %17)
  %part27 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits26, i8** %part27, align 8
  %18 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %18, i32 2)
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
  %24 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits30 = call fastcc i8* @__modlink_format_i64(i64 %A.stride0, i8* nonnull %24)
  %part31 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits30, i8** %part31, align 8
  %part32 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.11, i64 0, i64 0), i8** %part32, align 8
  %25 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 0
  %digits33 = call fastcc i8* @__modlink_format_i64(i64 1, i8* nonnull %25)
  %part34 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digits33, i8** %part34, align 8
  %26 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %26, i32 4)
  br label %common.ret

check8.fail:                                      ; preds = %A.strides.done
  %tag41 = sext i32 %B.type_index to i64
  %part42 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([124 x i8], [124 x i8]* @.str.12, i64 0, i64 0), i8** %part42, align 8
  %27 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits43 = call fastcc i8* @__modlink_format_i64(i64 %tag41, i8* nonnull %27)
  %part44 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits43, i8** %part44, align 8
  %28 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %28, i32 2)
  br label %common.ret

check8.ok:                                        ; preds = %A.strides.done, %A.strides.done, %A.strides.done
  %B.value = getelementptr inbounds i8, i8* %args, i64 24
  %29 = bitcast i8* %B.value to i8**
  %B.ptr = load i8*, i8** %29, align 8
  %null45.not = icmp eq i8* %B.ptr, null
  br i1 %null45.not, label %check9.fail, label %check9.ok

check9.fail:                                      ; preds = %check8.ok
  %part47 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([61 x i8], [61 x i8]* @.str.13, i64 0, i64 0), i8** %part47, align 8
  %30 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %30, i32 1)
  br label %common.ret

check9.ok:                                        ; preds = %check8.ok
  %is35 = icmp eq i32 %B.type_index, 70
  %B.dltensor.idx = select i1 %is35, i64 24, i64 0
  %B.dltensor = getelementptr i8, i8* %B.ptr, i64 %B.dltensor.idx
  %ndim.at48 = getelementptr inbounds i8, i8* %B.dltensor, i64 16
  %31 = bitcast i8* %ndim.at48 to i32*
  %B.ndim = load i32, i32* %31, align 4
  %ndim.ok49 = icmp eq i32 %B.ndim, 1
  br i1 %ndim.ok49, label %check10.ok, label %check10.fail

check10.fail:                                     ; preds = %check9.ok
  %ndim50 = sext i32 %B.ndim to i64
  %part51 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([55 x i8], [55 x i8]* @.str.14, i64 0, i64 0), i8** %part51, align 8
  %32 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits52 = call fastcc i8* @__modlink_format_i64(i64 %ndim50, i8* nonnull %32)
  %part53 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits52, i8** %part53, align 8
  %33 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %33, i32 2)
  br label %common.ret

check10.ok:                                       ; preds = %check9.ok
  %dtype.at54 = getelementptr inbounds i8, i8* %B.dltensor, i64 20
  %34 = getelementptr inbounds i8, i8* %dtype.at54, i64 1
  %lanes.at57 = getelementptr inbounds i8, i8* %dtype.at54, i64 2
  %35 = bitcast i8* %lanes.at57 to i16*
  %code58 = load i8, i8* %dtype.at54, align 1
  %bits59 = load i8, i8* %34, align 1
  %lanes60 = load i16, i16* %35, align 2
  %code.ok61 = icmp eq i8 %code58, 2
  %bits.ok62 = icmp eq i8 %bits59, 32
  %lanes.ok63 = icmp eq i16 %lanes60, 1
  %dtype.ok64 = and i1 %code.ok61, %bits.ok62
  %dtype.ok65 = and i1 %dtype.ok64, %lanes.ok63
  br i1 %dtype.ok65, label %check11.ok, label %check11.fail

check11.fail:                                     ; preds = %check10.ok
  %lanes68 = zext i16 %lanes60 to i64
  %bits67 = zext i8 %bits59 to i64
  %code66 = zext i8 %code58 to i64
  %part69 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([90 x i8], [90 x i8]* @.str.15, i64 0, i64 0), i8** %part69, align 8
  %36 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits70 = call fastcc i8* @__modlink_format_i64(i64 %code66, i8* nonnull %36)
  %part71 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits70, i8** %part71, align 8
  %part72 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.7, i64 0, i64 0), i8** %part72, align 8
  %37 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 0
  %digits73 = call fastcc i8* @__modlink_format_i64(i64 %bits67, i8* nonnull %37)
  %part74 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digits73, i8** %part74, align 8
  %part75 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 4
  store i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.8, i64 0, i64 0), i8** %part75, align 8
  %38 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits2, i64 0, i64 0
  %digits76 = call fastcc i8* @__modlink_format_i64(i64 %lanes68, i8* nonnull %38)
  %part77 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 5
  store i8* %digits76, i8** %part77, align 8
  %39 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %39, i32 6)
  br label %common.ret

check11.ok:                                       ; preds = %check10.ok
  %device.at78 = getelementptr inbounds i8, i8* %B.dltensor, i64 8
  %40 = bitcast i8* %device.at78 to i32*
  %B.device_type = load i32, i32* %40, align 4
  %device.ok79 = icmp eq i32 %B.device_type, 1
  br i1 %device.ok79, label %check12.ok, label %check12.fail

check12.fail:                                     ; preds = %check11.ok
  %device80 = sext i32 %B.device_type to i64
  %part81 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([89 x i8], [89 x i8]* @.str.16, i64 0, i64 0), i8** %part81, align 8
  %41 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits82 = call fastcc i8* @__modlink_format_i64(i64 %device80, i8* nonnull %41)
  %part83 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits82, i8** %part83, align 8
  %42 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %42, i32 2)
  br label %common.ret

check12.ok:                                       ; preds = %check11.ok
  %shape.at84 = getelementptr inbounds i8, i8* %B.dltensor, i64 24
  %43 = bitcast i8* %shape.at84 to i64**
  %B.shape188 = load i64*, i64** %43, align 8
  %B.shape0 = load i64, i64* %B.shape188, align 8
  %extent.ok = icmp eq i64 %B.shape0, %A.shape0
  br i1 %extent.ok, label %check13.ok, label %check13.fail

check13.fail:                                     ; preds = %check12.ok
  %part86 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([55 x i8], [55 x i8]* @.str.17, i64 0, i64 0), i8** %part86, align 8
  %44 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits87 = call fastcc i8* @__modlink_format_i64(i64 %B.shape0, i8* nonnull %44)
  %part88 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits87, i8** %part88, align 8
  %part89 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([49 x i8], [49 x i8]* @.str.18, i64 0, i64 0), i8** %part89, align 8
  %45 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 0
  %digits90 = call fastcc i8* @__modlink_format_i64(i64 %A.shape0, i8* nonnull %45)
  %part91 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digits90, i8** %part91, align 8
  %46 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %46, i32 4)
  br label %common.ret

check13.ok:                                       ; preds = %check12.ok
  %strides.at92 = getelementptr inbounds i8, i8* %B.dltensor, i64 32
  %47 = bitcast i8* %strides.at92 to i8**
  %B.strides = load i8*, i8** %47, align 8
  %has_strides93.not = icmp eq i8* %B.strides, null
  br i1 %has_strides93.not, label %B.strides.done, label %B.strides.check

B.strides.check:                                  ; preds = %check13.ok
  %48 = bitcast i8* %B.strides to i64*
  %B.stride0 = load i64, i64* %48, align 8
  %stride.ok95 = icmp eq i64 %B.stride0, 1
  %unit96 = icmp eq i64 %A.shape0, 1
  %stride.ok97 = or i1 %unit96, %stride.ok95
  br i1 %stride.ok97, label %B.strides.done, label %check14.fail

B.strides.done:                                   ; preds = %B.strides.check, %check13.ok
  %data.at105 = bitcast i8* %B.dltensor to i8**
  %data106 = load i8*, i8** %data.at105, align 8
  %byte_offset.at107 = getelementptr inbounds i8, i8* %B.dltensor, i64 40
  %49 = bitcast i8* %byte_offset.at107 to i64*
  %byte_offset108 = load i64, i64* %49, align 8
  %B.data = getelementptr i8, i8* %data106, i64 %byte_offset108
  %C.any = getelementptr inbounds i8, i8* %args, i64 32
  %50 = bitcast i8* %C.any to i32*
  %C.type_index = load i32, i32* %50, align 4
  switch i32 %C.type_index, label %check15.fail [
    i32 70, label %check15.ok
    i32 7, label %check15.ok
    i32 4, label %check15.ok
  ]

check14.fail:                                     ; preds = %B.strides.check
  %part98 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([85 x i8], [85 x i8]* @.str.19, i64 0, i64 0), i8** %part98, align 8
  %51 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits99 = call fastcc i8* @__modlink_format_i64(i64 %B.stride0, i8* nonnull %51)
  %part100 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits99, i8** %part100, align 8
  %part101 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.11, i64 0, i64 0), i8** %part101, align 8
  %52 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 0
  %digits102 = call fastcc i8* @__modlink_format_i64(i64 1, i8* nonnull %52)
  %part103 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digits102, i8** %part103, align 8
  %53 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %53, i32 4)
  br label %common.ret

check15.fail:                                     ; preds = %B.strides.done
  %tag115 = sext i32 %C.type_index to i64
  %part116 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([124 x i8], [124 x i8]* @.str.20, i64 0, i64 0), i8** %part116, align 8
  %54 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits117 = call fastcc i8* @__modlink_format_i64(i64 %tag115, i8* nonnull %54)
  %part118 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits117, i8** %part118, align 8
  %55 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %55, i32 2)
  br label %common.ret

check15.ok:                                       ; preds = %B.strides.done, %B.strides.done, %B.strides.done
  %C.value = getelementptr inbounds i8, i8* %args, i64 40
  %56 = bitcast i8* %C.value to i8**
  %C.ptr = load i8*, i8** %56, align 8
  %null119.not = icmp eq i8* %C.ptr, null
  br i1 %null119.not, label %check16.fail, label %check16.ok

check16.fail:                                     ; preds = %check15.ok
  %part121 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([61 x i8], [61 x i8]* @.str.21, i64 0, i64 0), i8** %part121, align 8
  %57 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %57, i32 1)
  br label %common.ret

check16.ok:                                       ; preds = %check15.ok
  %is109 = icmp eq i32 %C.type_index, 70
  %C.dltensor.idx = select i1 %is109, i64 24, i64 0
  %C.dltensor = getelementptr i8, i8* %C.ptr, i64 %C.dltensor.idx
  %ndim.at122 = getelementptr inbounds i8, i8* %C.dltensor, i64 16
  %58 = bitcast i8* %ndim.at122 to i32*
  %C.ndim = load i32, i32* %58, align 4
  %ndim.ok123 = icmp eq i32 %C.ndim, 1
  br i1 %ndim.ok123, label %check17.ok, label %check17.fail

check17.fail:                                     ; preds = %check16.ok
  %ndim124 = sext i32 %C.ndim to i64
  %part125 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([55 x i8], [55 x i8]* @.str.22, i64 0, i64 0), i8** %part125, align 8
  %59 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits126 = call fastcc i8* @__modlink_format_i64(i64 %ndim124, i8* nonnull %59)
  %part127 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits126, i8** %part127, align 8
  %60 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %60, i32 2)
  br label %common.ret

check17.ok:                                       ; preds = %check16.ok
  %dtype.at128 = getelementptr inbounds i8, i8* %C.dltensor, i64 20
  %61 = getelementptr inbounds i8, i8* %dtype.at128, i64 1
  %lanes.at131 = getelementptr inbounds i8, i8* %dtype.at128, i64 2
  %62 = bitcast i8* %lanes.at131 to i16*
  %code132 = load i8, i8* %dtype.at128, align 1
  %bits133 = load i8, i8* %61, align 1
  %lanes134 = load i16, i16* %62, align 2
  %code.ok135 = icmp eq i8 %code132, 2
  %bits.ok136 = icmp eq i8 %bits133, 32
  %lanes.ok137 = icmp eq i16 %lanes134, 1
  %dtype.ok138 = and i1 %code.ok135, %bits.ok136
  %dtype.ok139 = and i1 %dtype.ok138, %lanes.ok137
  br i1 %dtype.ok139, label %check18.ok, label %check18.fail

check18.fail:                                     ; preds = %check17.ok
  %lanes142 = zext i16 %lanes134 to i64
  %bits141 = zext i8 %bits133 to i64
  %code140 = zext i8 %code132 to i64
  %part143 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([90 x i8], [90 x i8]* @.str.23, i64 0, i64 0), i8** %part143, align 8
  %63 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits144 = call fastcc i8* @__modlink_format_i64(i64 %code140, i8* nonnull %63)
  %part145 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits144, i8** %part145, align 8
  %part146 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.7, i64 0, i64 0), i8** %part146, align 8
  %64 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 0
  %digits147 = call fastcc i8* @__modlink_format_i64(i64 %bits141, i8* nonnull %64)
  %part148 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digits147, i8** %part148, align 8
  %part149 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 4
  store i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.8, i64 0, i64 0), i8** %part149, align 8
  %65 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits2, i64 0, i64 0
  %digits150 = call fastcc i8* @__modlink_format_i64(i64 %lanes142, i8* nonnull %65)
  %part151 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 5
  store i8* %digits150, i8** %part151, align 8
  %66 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %66, i32 6)
  br label %common.ret

check18.ok:                                       ; preds = %check17.ok
  %device.at152 = getelementptr inbounds i8, i8* %C.dltensor, i64 8
  %67 = bitcast i8* %device.at152 to i32*
  %C.device_type = load i32, i32* %67, align 4
  %device.ok153 = icmp eq i32 %C.device_type, 1
  br i1 %device.ok153, label %check19.ok, label %check19.fail

check19.fail:                                     ; preds = %check18.ok
  %device154 = sext i32 %C.device_type to i64
  %part155 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([89 x i8], [89 x i8]* @.str.24, i64 0, i64 0), i8** %part155, align 8
  %68 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits156 = call fastcc i8* @__modlink_format_i64(i64 %device154, i8* nonnull %68)
  %part157 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits156, i8** %part157, align 8
  %69 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %69, i32 2)
  br label %common.ret

check19.ok:                                       ; preds = %check18.ok
  %shape.at158 = getelementptr inbounds i8, i8* %C.dltensor, i64 24
  %70 = bitcast i8* %shape.at158 to i64**
  %C.shape189 = load i64*, i64** %70, align 8
  %C.shape0 = load i64, i64* %C.shape189, align 8
  %extent.ok160 = icmp eq i64 %C.shape0, %A.shape0
  br i1 %extent.ok160, label %check20.ok, label %check20.fail

check20.fail:                                     ; preds = %check19.ok
  %part161 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([55 x i8], [55 x i8]* @.str.25, i64 0, i64 0), i8** %part161, align 8
  %71 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits162 = call fastcc i8* @__modlink_format_i64(i64 %C.shape0, i8* nonnull %71)
  %part163 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits162, i8** %part163, align 8
  %part164 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([49 x i8], [49 x i8]* @.str.18, i64 0, i64 0), i8** %part164, align 8
  %72 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 0
  %digits165 = call fastcc i8* @__modlink_format_i64(i64 %A.shape0, i8* nonnull %72)
  %part166 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digits165, i8** %part166, align 8
  %73 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %73, i32 4)
  br label %common.ret

check20.ok:                                       ; preds = %check19.ok
  %strides.at167 = getelementptr inbounds i8, i8* %C.dltensor, i64 32
  %74 = bitcast i8* %strides.at167 to i8**
  %C.strides = load i8*, i8** %74, align 8
  %has_strides168.not = icmp eq i8* %C.strides, null
  br i1 %has_strides168.not, label %C.strides.done, label %C.strides.check

C.strides.check:                                  ; preds = %check20.ok
  %75 = bitcast i8* %C.strides to i64*
  %C.stride0 = load i64, i64* %75, align 8
  %stride.ok170 = icmp eq i64 %C.stride0, 1
  %unit171 = icmp eq i64 %A.shape0, 1
  %stride.ok172 = or i1 %unit171, %stride.ok170
  br i1 %stride.ok172, label %C.strides.done, label %check21.fail

C.strides.done:                                   ; preds = %C.strides.check, %check20.ok
  %data.at180 = bitcast i8* %C.dltensor to i8**
  %data181 = load i8*, i8** %data.at180, align 8
  %byte_offset.at182 = getelementptr inbounds i8, i8* %C.dltensor, i64 40
  %76 = bitcast i8* %byte_offset.at182 to i64*
  %byte_offset183 = load i64, i64* %76, align 8
  %C.data = getelementptr i8, i8* %data181, i64 %byte_offset183
  %status = tail call i32 @vadd_c(i8* %A.data, i8* %B.data, i8* %C.data, i64 %A.shape0)
  br label %common.ret

check21.fail:                                     ; preds = %C.strides.check
  %part173 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([85 x i8], [85 x i8]* @.str.26, i64 0, i64 0), i8** %part173, align 8
  %77 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits174 = call fastcc i8* @__modlink_format_i64(i64 %C.stride0, i8* nonnull %77)
  %part175 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits174, i8** %part175, align 8
  %part176 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.11, i64 0, i64 0), i8** %part176, align 8
  %78 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 0
  %digits177 = call fastcc i8* @__modlink_format_i64(i64 1, i8* nonnull %78)
  %part178 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digits177, i8** %part178, align 8
  %79 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %79, i32 4)
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
  %status = tail call i32 @__tvm_ffi_vadd(i8* undef, i8* %args, i32 %num_args, i8* undef)
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
!5 = !{!6}
!6 = distinct !{!6, !2}
!7 = !{!1, !4}
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.isvectorized", i32 1}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.unroll.disable"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !9}
