target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__TVMBackendParallelLaunch = linkonce local_unnamed_addr global i8* null, align 8
@.str.0 = private unnamed_addr constant [43 x i8] c"kernel `saxpy`: expected 4 arguments, got \00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"ValueError\00", align 1
@.str.2 = private unnamed_addr constant [111 x i8] c"kernel `saxpy`: argument 0 (`a`): expected a f32 scalar (float type index 3, int 1 or bool 2), got type index \00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"TypeError\00", align 1
@.str.4 = private unnamed_addr constant [125 x i8] c"kernel `saxpy`: argument 1 (`X`): expected a tensor (DLTensor* type index 7, opaque pointer 4 or Tensor 70), got type index \00", align 1
@.str.5 = private unnamed_addr constant [62 x i8] c"kernel `saxpy`: argument 1 (`X`): expected a tensor, got NULL\00", align 1
@.str.6 = private unnamed_addr constant [56 x i8] c"kernel `saxpy`: argument 1 (`X`): expected ndim 1, got \00", align 1
@.str.7 = private unnamed_addr constant [91 x i8] c"kernel `saxpy`: argument 1 (`X`): expected dtype f32 (code 2, bits 32, lanes 1), got code \00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c", bits \00", align 1
@.str.9 = private unnamed_addr constant [9 x i8] c", lanes \00", align 1
@.str.10 = private unnamed_addr constant [90 x i8] c"kernel `saxpy`: argument 1 (`X`): expected a CPU tensor (device_type 1), got device_type \00", align 1
@.str.11 = private unnamed_addr constant [86 x i8] c"kernel `saxpy`: argument 1 (`X`): is not compact row-major: stride of dimension 0 is \00", align 1
@.str.12 = private unnamed_addr constant [12 x i8] c", expected \00", align 1
@.str.13 = private unnamed_addr constant [125 x i8] c"kernel `saxpy`: argument 2 (`Y`): expected a tensor (DLTensor* type index 7, opaque pointer 4 or Tensor 70), got type index \00", align 1
@.str.14 = private unnamed_addr constant [62 x i8] c"kernel `saxpy`: argument 2 (`Y`): expected a tensor, got NULL\00", align 1
@.str.15 = private unnamed_addr constant [56 x i8] c"kernel `saxpy`: argument 2 (`Y`): expected ndim 1, got \00", align 1
@.str.16 = private unnamed_addr constant [91 x i8] c"kernel `saxpy`: argument 2 (`Y`): expected dtype f32 (code 2, bits 32, lanes 1), got code \00", align 1
@.str.17 = private unnamed_addr constant [90 x i8] c"kernel `saxpy`: argument 2 (`Y`): expected a CPU tensor (device_type 1), got device_type \00", align 1
@.str.18 = private unnamed_addr constant [56 x i8] c"kernel `saxpy`: argument 2 (`Y`): dimension 0 (`n`) is \00", align 1
@.str.19 = private unnamed_addr constant [49 x i8] c", but argument 1 (`X`) dimension 0 bound `n` to \00", align 1
@.str.20 = private unnamed_addr constant [86 x i8] c"kernel `saxpy`: argument 2 (`Y`): is not compact row-major: stride of dimension 0 is \00", align 1
@.str.21 = private unnamed_addr constant [127 x i8] c"kernel `saxpy`: argument 3 (`Out`): expected a tensor (DLTensor* type index 7, opaque pointer 4 or Tensor 70), got type index \00", align 1
@.str.22 = private unnamed_addr constant [64 x i8] c"kernel `saxpy`: argument 3 (`Out`): expected a tensor, got NULL\00", align 1
@.str.23 = private unnamed_addr constant [58 x i8] c"kernel `saxpy`: argument 3 (`Out`): expected ndim 1, got \00", align 1
@.str.24 = private unnamed_addr constant [93 x i8] c"kernel `saxpy`: argument 3 (`Out`): expected dtype f32 (code 2, bits 32, lanes 1), got code \00", align 1
@.str.25 = private unnamed_addr constant [92 x i8] c"kernel `saxpy`: argument 3 (`Out`): expected a CPU tensor (device_type 1), got device_type \00", align 1
@.str.26 = private unnamed_addr constant [58 x i8] c"kernel `saxpy`: argument 3 (`Out`): dimension 0 (`n`) is \00", align 1
@.str.27 = private unnamed_addr constant [88 x i8] c"kernel `saxpy`: argument 3 (`Out`): is not compact row-major: stride of dimension 0 is \00", align 1

define i32 @saxpy_c(float %a, i8* %X, i8* %Y, i8* %Out, i64 %n) local_unnamed_addr {
entry:
  %closure.data = alloca { i64, i64, i8*, i64, i8*, i64, i8*, i64, float }, align 8
  %field = getelementptr inbounds { i64, i64, i8*, i64, i8*, i64, i8*, i64, float }, { i64, i64, i8*, i64, i8*, i64, i8*, i64, float }* %closure.data, i64 0, i32 0
  store i64 0, i64* %field, align 8
  %field1 = getelementptr inbounds { i64, i64, i8*, i64, i8*, i64, i8*, i64, float }, { i64, i64, i8*, i64, i8*, i64, i8*, i64, float }* %closure.data, i64 0, i32 1
  store i64 %n, i64* %field1, align 8
  %field2 = getelementptr inbounds { i64, i64, i8*, i64, i8*, i64, i8*, i64, float }, { i64, i64, i8*, i64, i8*, i64, i8*, i64, float }* %closure.data, i64 0, i32 2
  store i8* %Out, i8** %field2, align 8
  %field3 = getelementptr inbounds { i64, i64, i8*, i64, i8*, i64, i8*, i64, float }, { i64, i64, i8*, i64, i8*, i64, i8*, i64, float }* %closure.data, i64 0, i32 3
  store i64 %n, i64* %field3, align 8
  %field4 = getelementptr inbounds { i64, i64, i8*, i64, i8*, i64, i8*, i64, float }, { i64, i64, i8*, i64, i8*, i64, i8*, i64, float }* %closure.data, i64 0, i32 4
  store i8* %X, i8** %field4, align 8
  %field5 = getelementptr inbounds { i64, i64, i8*, i64, i8*, i64, i8*, i64, float }, { i64, i64, i8*, i64, i8*, i64, i8*, i64, float }* %closure.data, i64 0, i32 5
  store i64 %n, i64* %field5, align 8
  %field6 = getelementptr inbounds { i64, i64, i8*, i64, i8*, i64, i8*, i64, float }, { i64, i64, i8*, i64, i8*, i64, i8*, i64, float }* %closure.data, i64 0, i32 6
  store i8* %Y, i8** %field6, align 8
  %field7 = getelementptr inbounds { i64, i64, i8*, i64, i8*, i64, i8*, i64, float }, { i64, i64, i8*, i64, i8*, i64, i8*, i64, float }* %closure.data, i64 0, i32 7
  store i64 %n, i64* %field7, align 8
  %field8 = getelementptr inbounds { i64, i64, i8*, i64, i8*, i64, i8*, i64, float }, { i64, i64, i8*, i64, i8*, i64, i8*, i64, float }* %closure.data, i64 0, i32 8
  store float %a, float* %field8, align 8
  %launch = load i8*, i8** @__TVMBackendParallelLaunch, align 8
  %no_pool = icmp eq i8* %launch, null
  %0 = bitcast i8* %Out to float*
  %1 = bitcast i8* %X to float*
  %2 = bitcast i8* %Y to float*
  br i1 %no_pool, label %parallel.serial, label %parallel.launch

parallel.launch:                                  ; preds = %entry
  %3 = bitcast i8* %launch to i32 (i8*, i8*, i32)*
  %4 = bitcast { i64, i64, i8*, i64, i8*, i64, i8*, i64, float }* %closure.data to i8*
  %launched = call i32 %3(i8* bitcast (i32 (i32, i8*, i8*)* @__modlink_saxpy_parallel0 to i8*), i8* nonnull %4, i32 0)
  %phi.cmp = icmp ne i32 %launched, 0
  %phi.cast = sext i1 %phi.cmp to i32
  br label %parallel.done

parallel.serial:                                  ; preds = %entry
  %nonempty.i = icmp sgt i64 %n, 0
  br i1 %nonempty.i, label %for.i.body.i.preheader, label %parallel.done

for.i.body.i.preheader:                           ; preds = %parallel.serial
  %min.iters.check = icmp ult i64 %n, 8
  br i1 %min.iters.check, label %for.i.body.i.preheader19, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.i.body.i.preheader
  %5 = shl i64 %n, 2
  %scevgep = getelementptr i8, i8* %Out, i64 %5
  %scevgep9 = getelementptr i8, i8* %X, i64 %5
  %scevgep10 = getelementptr i8, i8* %Y, i64 %5
  %bound0 = icmp ugt i8* %scevgep9, %Out
  %bound1 = icmp ugt i8* %scevgep, %X
  %found.conflict = and i1 %bound0, %bound1
  %bound011 = icmp ugt i8* %scevgep10, %Out
  %bound112 = icmp ugt i8* %scevgep, %Y
  %found.conflict13 = and i1 %bound011, %bound112
  %conflict.rdx = or i1 %found.conflict, %found.conflict13
  br i1 %conflict.rdx, label %for.i.body.i.preheader19, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %n, -8
  %broadcast.splatinsert = insertelement <4 x float> poison, float %a, i64 0
  %broadcast.splat = shufflevector <4 x float> %broadcast.splatinsert, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert15 = insertelement <4 x float> poison, float %a, i64 0
  %broadcast.splat16 = shufflevector <4 x float> %broadcast.splatinsert15, <4 x float> poison, <4 x i32> zeroinitializer
  %6 = add i64 %n.vec, -8
  %7 = lshr exact i64 %6, 3
  %8 = add nuw nsw i64 %7, 1
  %xtraiter = and i64 %8, 1
  %9 = icmp eq i64 %6, 0
  br i1 %9, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %8, 4611686018427387902
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %10 = getelementptr inbounds float, float* %0, i64 %index
  %11 = getelementptr inbounds float, float* %1, i64 %index
  %12 = bitcast float* %11 to <4 x float>*
  %wide.load = load <4 x float>, <4 x float>* %12, align 4, !alias.scope !0
  %13 = getelementptr inbounds float, float* %11, i64 4
  %14 = bitcast float* %13 to <4 x float>*
  %wide.load14 = load <4 x float>, <4 x float>* %14, align 4, !alias.scope !0
  %15 = fmul <4 x float> %wide.load, %broadcast.splat
  %16 = fmul <4 x float> %wide.load14, %broadcast.splat16
  %17 = getelementptr inbounds float, float* %2, i64 %index
  %18 = bitcast float* %17 to <4 x float>*
  %wide.load17 = load <4 x float>, <4 x float>* %18, align 4, !alias.scope !3
  %19 = getelementptr inbounds float, float* %17, i64 4
  %20 = bitcast float* %19 to <4 x float>*
  %wide.load18 = load <4 x float>, <4 x float>* %20, align 4, !alias.scope !3
  %21 = fadd <4 x float> %15, %wide.load17
  %22 = fadd <4 x float> %16, %wide.load18
  %23 = bitcast float* %10 to <4 x float>*
  store <4 x float> %21, <4 x float>* %23, align 4, !alias.scope !5, !noalias !7
  %24 = getelementptr inbounds float, float* %10, i64 4
  %25 = bitcast float* %24 to <4 x float>*
  store <4 x float> %22, <4 x float>* %25, align 4, !alias.scope !5, !noalias !7
  %index.next = or i64 %index, 8
  %26 = getelementptr inbounds float, float* %0, i64 %index.next
  %27 = getelementptr inbounds float, float* %1, i64 %index.next
  %28 = bitcast float* %27 to <4 x float>*
  %wide.load.1 = load <4 x float>, <4 x float>* %28, align 4, !alias.scope !0
  %29 = getelementptr inbounds float, float* %27, i64 4
  %30 = bitcast float* %29 to <4 x float>*
  %wide.load14.1 = load <4 x float>, <4 x float>* %30, align 4, !alias.scope !0
  %31 = fmul <4 x float> %wide.load.1, %broadcast.splat
  %32 = fmul <4 x float> %wide.load14.1, %broadcast.splat16
  %33 = getelementptr inbounds float, float* %2, i64 %index.next
  %34 = bitcast float* %33 to <4 x float>*
  %wide.load17.1 = load <4 x float>, <4 x float>* %34, align 4, !alias.scope !3
  %35 = getelementptr inbounds float, float* %33, i64 4
  %36 = bitcast float* %35 to <4 x float>*
  %wide.load18.1 = load <4 x float>, <4 x float>* %36, align 4, !alias.scope !3
  %37 = fadd <4 x float> %31, %wide.load17.1
  %38 = fadd <4 x float> %32, %wide.load18.1
  %39 = bitcast float* %26 to <4 x float>*
  store <4 x float> %37, <4 x float>* %39, align 4, !alias.scope !5, !noalias !7
  %40 = getelementptr inbounds float, float* %26, i64 4
  %41 = bitcast float* %40 to <4 x float>*
  store <4 x float> %38, <4 x float>* %41, align 4, !alias.scope !5, !noalias !7
  %index.next.1 = add nuw i64 %index, 16
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !8

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %42 = getelementptr inbounds float, float* %0, i64 %index.unr
  %43 = getelementptr inbounds float, float* %1, i64 %index.unr
  %44 = bitcast float* %43 to <4 x float>*
  %wide.load.epil = load <4 x float>, <4 x float>* %44, align 4, !alias.scope !0
  %45 = getelementptr inbounds float, float* %43, i64 4
  %46 = bitcast float* %45 to <4 x float>*
  %wide.load14.epil = load <4 x float>, <4 x float>* %46, align 4, !alias.scope !0
  %47 = fmul <4 x float> %wide.load.epil, %broadcast.splat
  %48 = fmul <4 x float> %wide.load14.epil, %broadcast.splat16
  %49 = getelementptr inbounds float, float* %2, i64 %index.unr
  %50 = bitcast float* %49 to <4 x float>*
  %wide.load17.epil = load <4 x float>, <4 x float>* %50, align 4, !alias.scope !3
  %51 = getelementptr inbounds float, float* %49, i64 4
  %52 = bitcast float* %51 to <4 x float>*
  %wide.load18.epil = load <4 x float>, <4 x float>* %52, align 4, !alias.scope !3
  %53 = fadd <4 x float> %47, %wide.load17.epil
  %54 = fadd <4 x float> %48, %wide.load18.epil
  %55 = bitcast float* %42 to <4 x float>*
  store <4 x float> %53, <4 x float>* %55, align 4, !alias.scope !5, !noalias !7
  %56 = getelementptr inbounds float, float* %42, i64 4
  %57 = bitcast float* %56 to <4 x float>*
  store <4 x float> %54, <4 x float>* %57, align 4, !alias.scope !5, !noalias !7
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %n
  br i1 %cmp.n, label %parallel.done, label %for.i.body.i.preheader19

for.i.body.i.preheader19:                         ; preds = %vector.memcheck, %for.i.body.i.preheader, %middle.block
  %i.addr.018.i.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.i.body.i.preheader ], [ %n.vec, %middle.block ]
  %58 = xor i64 %i.addr.018.i.ph, -1
  %xtraiter20 = and i64 %n, 1
  %lcmp.mod21.not = icmp eq i64 %xtraiter20, 0
  br i1 %lcmp.mod21.not, label %for.i.body.i.prol.loopexit, label %for.i.body.i.prol

for.i.body.i.prol:                                ; preds = %for.i.body.i.preheader19
  %Out.addr.i.prol = getelementptr inbounds float, float* %0, i64 %i.addr.018.i.ph
  %X.addr.i.prol = getelementptr inbounds float, float* %1, i64 %i.addr.018.i.ph
  %X.elem.i.prol = load float, float* %X.addr.i.prol, align 4
  %mul.i.prol = fmul float %X.elem.i.prol, %a
  %Y.addr.i.prol = getelementptr inbounds float, float* %2, i64 %i.addr.018.i.ph
  %Y.elem.i.prol = load float, float* %Y.addr.i.prol, align 4
  %add.i.prol = fadd float %mul.i.prol, %Y.elem.i.prol
  store float %add.i.prol, float* %Out.addr.i.prol, align 4
  %i.next.i.prol = or i64 %i.addr.018.i.ph, 1
  br label %for.i.body.i.prol.loopexit

for.i.body.i.prol.loopexit:                       ; preds = %for.i.body.i.prol, %for.i.body.i.preheader19
  %i.addr.018.i.unr = phi i64 [ %i.addr.018.i.ph, %for.i.body.i.preheader19 ], [ %i.next.i.prol, %for.i.body.i.prol ]
  %59 = sub i64 0, %n
  %60 = icmp eq i64 %58, %59
  br i1 %60, label %parallel.done, label %for.i.body.i

for.i.body.i:                                     ; preds = %for.i.body.i.prol.loopexit, %for.i.body.i
  %i.addr.018.i = phi i64 [ %i.next.i.1, %for.i.body.i ], [ %i.addr.018.i.unr, %for.i.body.i.prol.loopexit ]
  %Out.addr.i = getelementptr inbounds float, float* %0, i64 %i.addr.018.i
  %X.addr.i = getelementptr inbounds float, float* %1, i64 %i.addr.018.i
  %X.elem.i = load float, float* %X.addr.i, align 4
  %mul.i = fmul float %X.elem.i, %a
  %Y.addr.i = getelementptr inbounds float, float* %2, i64 %i.addr.018.i
  %Y.elem.i = load float, float* %Y.addr.i, align 4
  %add.i = fadd float %mul.i, %Y.elem.i
  store float %add.i, float* %Out.addr.i, align 4
  %i.next.i = add nuw nsw i64 %i.addr.018.i, 1
  %Out.addr.i.1 = getelementptr inbounds float, float* %0, i64 %i.next.i
  %X.addr.i.1 = getelementptr inbounds float, float* %1, i64 %i.next.i
  %X.elem.i.1 = load float, float* %X.addr.i.1, align 4
  %mul.i.1 = fmul float %X.elem.i.1, %a
  %Y.addr.i.1 = getelementptr inbounds float, float* %2, i64 %i.next.i
  %Y.elem.i.1 = load float, float* %Y.addr.i.1, align 4
  %add.i.1 = fadd float %mul.i.1, %Y.elem.i.1
  store float %add.i.1, float* %Out.addr.i.1, align 4
  %i.next.i.1 = add nuw nsw i64 %i.addr.018.i, 2
  %exitcond.not.1 = icmp eq i64 %i.next.i.1, %n
  br i1 %exitcond.not.1, label %parallel.done, label %for.i.body.i, !llvm.loop !10

parallel.done:                                    ; preds = %for.i.body.i.prol.loopexit, %for.i.body.i, %middle.block, %parallel.serial, %parallel.launch
  %parallel.status = phi i32 [ %phi.cast, %parallel.launch ], [ 0, %parallel.serial ], [ 0, %middle.block ], [ 0, %for.i.body.i ], [ 0, %for.i.body.i.prol.loopexit ]
  ret i32 %parallel.status
}

; Function Attrs: nofree norecurse nosync nounwind
define internal i32 @__modlink_saxpy_parallel0(i32 %task_id, i8* nocapture readonly %penv, i8* nocapture readonly %cdata) #0 {
entry:
  %field.at = bitcast i8* %cdata to i64*
  %start = load i64, i64* %field.at, align 8
  %field.at1 = getelementptr inbounds i8, i8* %cdata, i64 8
  %0 = bitcast i8* %field.at1 to i64*
  %end = load i64, i64* %0, align 8
  %field.at2 = getelementptr inbounds i8, i8* %cdata, i64 16
  %1 = bitcast i8* %field.at2 to float**
  %Out14 = load float*, float** %1, align 8
  %field.at4 = getelementptr inbounds i8, i8* %cdata, i64 32
  %2 = bitcast i8* %field.at4 to float**
  %X15 = load float*, float** %2, align 8
  %field.at7 = getelementptr inbounds i8, i8* %cdata, i64 48
  %3 = bitcast i8* %field.at7 to float**
  %Y16 = load float*, float** %3, align 8
  %field.at10 = getelementptr inbounds i8, i8* %cdata, i64 64
  %4 = bitcast i8* %field.at10 to float*
  %a = load float, float* %4, align 4
  %num_task.at = getelementptr inbounds i8, i8* %penv, i64 8
  %5 = bitcast i8* %num_task.at to i32*
  %num_task = load i32, i32* %5, align 4
  %num_task11 = sext i32 %num_task to i64
  %several = icmp sgt i64 %num_task11, 1
  %num_task12 = select i1 %several, i64 %num_task11, i64 1
  %span = sub i64 %end, %start
  %nonempty = icmp sgt i64 %span, 0
  %total = select i1 %nonempty, i64 %span, i64 0
  %6 = add nsw i64 %total, -1
  %rounded = add i64 %6, %num_task12
  %chunk = sdiv i64 %rounded, %num_task12
  %task = sext i32 %task_id to i64
  %offset = mul i64 %chunk, %task
  %low = add i64 %offset, %start
  %high = add i64 %low, %chunk
  %before_end = icmp slt i64 %high, %end
  %high13 = select i1 %before_end, i64 %high, i64 %end
  %more17 = icmp slt i64 %low, %high13
  br i1 %more17, label %for.i.body.preheader, label %for.i.end

for.i.body.preheader:                             ; preds = %entry
  %7 = add i64 %offset, %start
  %8 = sub i64 %high13, %7
  %min.iters.check = icmp ult i64 %8, 8
  br i1 %min.iters.check, label %for.i.body.preheader38, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.i.body.preheader
  %scevgep = getelementptr float, float* %Out14, i64 %low
  %scevgep20 = getelementptr float, float* %Out14, i64 %high13
  %scevgep22 = getelementptr float, float* %X15, i64 %low
  %scevgep24 = getelementptr float, float* %X15, i64 %high13
  %scevgep26 = getelementptr float, float* %Y16, i64 %low
  %scevgep28 = getelementptr float, float* %Y16, i64 %high13
  %bound0 = icmp ult float* %scevgep, %scevgep24
  %bound1 = icmp ult float* %scevgep22, %scevgep20
  %found.conflict = and i1 %bound0, %bound1
  %bound030 = icmp ult float* %scevgep, %scevgep28
  %bound131 = icmp ult float* %scevgep26, %scevgep20
  %found.conflict32 = and i1 %bound030, %bound131
  %conflict.rdx = or i1 %found.conflict, %found.conflict32
  br i1 %conflict.rdx, label %for.i.body.preheader38, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %8, -8
  %ind.end = add i64 %low, %n.vec
  %broadcast.splatinsert = insertelement <4 x float> poison, float %a, i64 0
  %broadcast.splat = shufflevector <4 x float> %broadcast.splatinsert, <4 x float> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert34 = insertelement <4 x float> poison, float %a, i64 0
  %broadcast.splat35 = shufflevector <4 x float> %broadcast.splatinsert34, <4 x float> poison, <4 x i32> zeroinitializer
  %9 = add i64 %n.vec, -8
  %10 = lshr exact i64 %9, 3
  %11 = add nuw nsw i64 %10, 1
  %xtraiter = and i64 %11, 1
  %12 = icmp eq i64 %9, 0
  br i1 %12, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %11, 4611686018427387902
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %offset.idx = add i64 %low, %index
  %13 = getelementptr inbounds float, float* %Out14, i64 %offset.idx
  %14 = getelementptr inbounds float, float* %X15, i64 %offset.idx
  %15 = bitcast float* %14 to <4 x float>*
  %wide.load = load <4 x float>, <4 x float>* %15, align 4, !alias.scope !11
  %16 = getelementptr inbounds float, float* %14, i64 4
  %17 = bitcast float* %16 to <4 x float>*
  %wide.load33 = load <4 x float>, <4 x float>* %17, align 4, !alias.scope !11
  %18 = fmul <4 x float> %broadcast.splat, %wide.load
  %19 = fmul <4 x float> %broadcast.splat35, %wide.load33
  %20 = getelementptr inbounds float, float* %Y16, i64 %offset.idx
  %21 = bitcast float* %20 to <4 x float>*
  %wide.load36 = load <4 x float>, <4 x float>* %21, align 4, !alias.scope !14
  %22 = getelementptr inbounds float, float* %20, i64 4
  %23 = bitcast float* %22 to <4 x float>*
  %wide.load37 = load <4 x float>, <4 x float>* %23, align 4, !alias.scope !14
  %24 = fadd <4 x float> %18, %wide.load36
  %25 = fadd <4 x float> %19, %wide.load37
  %26 = bitcast float* %13 to <4 x float>*
  store <4 x float> %24, <4 x float>* %26, align 4, !alias.scope !16, !noalias !18
  %27 = getelementptr inbounds float, float* %13, i64 4
  %28 = bitcast float* %27 to <4 x float>*
  store <4 x float> %25, <4 x float>* %28, align 4, !alias.scope !16, !noalias !18
  %index.next = or i64 %index, 8
  %offset.idx.1 = add i64 %low, %index.next
  %29 = getelementptr inbounds float, float* %Out14, i64 %offset.idx.1
  %30 = getelementptr inbounds float, float* %X15, i64 %offset.idx.1
  %31 = bitcast float* %30 to <4 x float>*
  %wide.load.1 = load <4 x float>, <4 x float>* %31, align 4, !alias.scope !11
  %32 = getelementptr inbounds float, float* %30, i64 4
  %33 = bitcast float* %32 to <4 x float>*
  %wide.load33.1 = load <4 x float>, <4 x float>* %33, align 4, !alias.scope !11
  %34 = fmul <4 x float> %broadcast.splat, %wide.load.1
  %35 = fmul <4 x float> %broadcast.splat35, %wide.load33.1
  %36 = getelementptr inbounds float, float* %Y16, i64 %offset.idx.1
  %37 = bitcast float* %36 to <4 x float>*
  %wide.load36.1 = load <4 x float>, <4 x float>* %37, align 4, !alias.scope !14
  %38 = getelementptr inbounds float, float* %36, i64 4
  %39 = bitcast float* %38 to <4 x float>*
  %wide.load37.1 = load <4 x float>, <4 x float>* %39, align 4, !alias.scope !14
  %40 = fadd <4 x float> %34, %wide.load36.1
  %41 = fadd <4 x float> %35, %wide.load37.1
  %42 = bitcast float* %29 to <4 x float>*
  store <4 x float> %40, <4 x float>* %42, align 4, !alias.scope !16, !noalias !18
  %43 = getelementptr inbounds float, float* %29, i64 4
  %44 = bitcast float* %43 to <4 x float>*
  store <4 x float> %41, <4 x float>* %44, align 4, !alias.scope !16, !noalias !18
  %index.next.1 = add nuw i64 %index, 16
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !19

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %offset.idx.epil = add i64 %low, %index.unr
  %45 = getelementptr inbounds float, float* %Out14, i64 %offset.idx.epil
  %46 = getelementptr inbounds float, float* %X15, i64 %offset.idx.epil
  %47 = bitcast float* %46 to <4 x float>*
  %wide.load.epil = load <4 x float>, <4 x float>* %47, align 4, !alias.scope !11
  %48 = getelementptr inbounds float, float* %46, i64 4
  %49 = bitcast float* %48 to <4 x float>*
  %wide.load33.epil = load <4 x float>, <4 x float>* %49, align 4, !alias.scope !11
  %50 = fmul <4 x float> %broadcast.splat, %wide.load.epil
  %51 = fmul <4 x float> %broadcast.splat35, %wide.load33.epil
  %52 = getelementptr inbounds float, float* %Y16, i64 %offset.idx.epil
  %53 = bitcast float* %52 to <4 x float>*
  %wide.load36.epil = load <4 x float>, <4 x float>* %53, align 4, !alias.scope !14
  %54 = getelementptr inbounds float, float* %52, i64 4
  %55 = bitcast float* %54 to <4 x float>*
  %wide.load37.epil = load <4 x float>, <4 x float>* %55, align 4, !alias.scope !14
  %56 = fadd <4 x float> %50, %wide.load36.epil
  %57 = fadd <4 x float> %51, %wide.load37.epil
  %58 = bitcast float* %45 to <4 x float>*
  store <4 x float> %56, <4 x float>* %58, align 4, !alias.scope !16, !noalias !18
  %59 = getelementptr inbounds float, float* %45, i64 4
  %60 = bitcast float* %59 to <4 x float>*
  store <4 x float> %57, <4 x float>* %60, align 4, !alias.scope !16, !noalias !18
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %8, %n.vec
  br i1 %cmp.n, label %for.i.end, label %for.i.body.preheader38

for.i.body.preheader38:                           ; preds = %vector.memcheck, %for.i.body.preheader, %middle.block
  %i.addr.018.ph = phi i64 [ %low, %vector.memcheck ], [ %low, %for.i.body.preheader ], [ %ind.end, %middle.block ]
  br label %for.i.body

for.i.body:                                       ; preds = %for.i.body.preheader38, %for.i.body
  %i.addr.018 = phi i64 [ %i.next, %for.i.body ], [ %i.addr.018.ph, %for.i.body.preheader38 ]
  %Out.addr = getelementptr inbounds float, float* %Out14, i64 %i.addr.018
  %X.addr = getelementptr inbounds float, float* %X15, i64 %i.addr.018
  %X.elem = load float, float* %X.addr, align 4
  %mul = fmul float %a, %X.elem
  %Y.addr = getelementptr inbounds float, float* %Y16, i64 %i.addr.018
  %Y.elem = load float, float* %Y.addr, align 4
  %add = fadd float %mul, %Y.elem
  store float %add, float* %Out.addr, align 4
  %i.next = add nsw i64 %i.addr.018, 1
  %more = icmp slt i64 %i.next, %high13
  br i1 %more, label %for.i.body, label %for.i.end, !llvm.loop !20

for.i.end:                                        ; preds = %for.i.body, %middle.block, %entry
  ret i32 0
}

define i32 @__tvm_ffi_saxpy(i8* nocapture readnone %self, i8* nocapture readonly %args, i32 %num_args, i8* nocapture readnone %result) local_unnamed_addr {
entry:
  %message.parts = alloca [16 x i8*], align 8
  %message.digits0 = alloca [24 x i8], align 1
  %message.digits1 = alloca [24 x i8], align 1
  %message.digits2 = alloca [24 x i8], align 1
  %argc.ok = icmp eq i32 %num_args, 4
  br i1 %argc.ok, label %check1.ok, label %check1.fail

common.ret:                                       ; preds = %call.i683, %__modlink_format_i64.exit670, %call.i652, %__modlink_format_i64.exit651, %call.i616, %__modlink_format_i64.exit615, %call.i597, %__modlink_format_i64.exit596, %call.i556, %__modlink_format_i64.exit555, %call.i537, %check17.fail, %call.i535, %__modlink_format_i64.exit534, %call.i516, %__modlink_format_i64.exit503, %call.i485, %__modlink_format_i64.exit484, %call.i449, %__modlink_format_i64.exit448, %call.i430, %__modlink_format_i64.exit429, %call.i389, %__modlink_format_i64.exit388, %call.i370, %check10.fail, %call.i368, %__modlink_format_i64.exit367, %call.i349, %__modlink_format_i64.exit336, %call.i318, %__modlink_format_i64.exit317, %call.i299, %__modlink_format_i64.exit298, %call.i258, %__modlink_format_i64.exit257, %call.i239, %check4.fail, %call.i237, %__modlink_format_i64.exit236, %call.i218, %__modlink_format_i64.exit217, %call.i, %__modlink_format_i64.exit, %Out.strides.done
  %common.ret.op = phi i32 [ %result194, %Out.strides.done ], [ -1, %__modlink_format_i64.exit ], [ -1, %call.i ], [ -1, %__modlink_format_i64.exit217 ], [ -1, %call.i218 ], [ -1, %__modlink_format_i64.exit236 ], [ -1, %call.i237 ], [ -1, %check4.fail ], [ -1, %call.i239 ], [ -1, %__modlink_format_i64.exit257 ], [ -1, %call.i258 ], [ -1, %__modlink_format_i64.exit298 ], [ -1, %call.i299 ], [ -1, %__modlink_format_i64.exit317 ], [ -1, %call.i318 ], [ -1, %__modlink_format_i64.exit336 ], [ -1, %call.i349 ], [ -1, %__modlink_format_i64.exit367 ], [ -1, %call.i368 ], [ -1, %check10.fail ], [ -1, %call.i370 ], [ -1, %__modlink_format_i64.exit388 ], [ -1, %call.i389 ], [ -1, %__modlink_format_i64.exit429 ], [ -1, %call.i430 ], [ -1, %__modlink_format_i64.exit448 ], [ -1, %call.i449 ], [ -1, %__modlink_format_i64.exit484 ], [ -1, %call.i485 ], [ -1, %__modlink_format_i64.exit503 ], [ -1, %call.i516 ], [ -1, %__modlink_format_i64.exit534 ], [ -1, %call.i535 ], [ -1, %check17.fail ], [ -1, %call.i537 ], [ -1, %__modlink_format_i64.exit555 ], [ -1, %call.i556 ], [ -1, %__modlink_format_i64.exit596 ], [ -1, %call.i597 ], [ -1, %__modlink_format_i64.exit615 ], [ -1, %call.i616 ], [ -1, %__modlink_format_i64.exit651 ], [ -1, %call.i652 ], [ -1, %__modlink_format_i64.exit670 ], [ -1, %call.i683 ]
  ret i32 %common.ret.op

check1.fail:                                      ; preds = %entry
  %argc = sext i32 %num_args to i64
  %part = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([43 x i8], [43 x i8]* @.str.0, i64 0, i64 0), i8** %part, align 8
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
  %a.type_index = load i32, i32* %2, align 4
  %a.type_index.off = add i32 %a.type_index, -1
  %switch = icmp ult i32 %a.type_index.off, 3
  br i1 %switch, label %check2.ok, label %check2.fail

check2.fail:                                      ; preds = %check1.ok
  %tag = sext i32 %a.type_index to i64
  %part5 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([111 x i8], [111 x i8]* @.str.2, i64 0, i64 0), i8** %part5, align 8
  %neg.i201 = icmp slt i32 %a.type_index, 0
  %negated.i202 = sub nsw i64 0, %tag
  %mag.i203 = select i1 %neg.i201, i64 %negated.i202, i64 %tag
  %end.i204 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i204, align 1
  br label %digit.i212

digit.i212:                                       ; preds = %digit.i212, %check2.fail
  %remaining.i205 = phi i64 [ %mag.i203, %check2.fail ], [ %rest.i211, %digit.i212 ]
  %cursor.i206 = phi i8* [ %end.i204, %check2.fail ], [ %digit.at.i207, %digit.i212 ]
  %digit.at.i207 = getelementptr inbounds i8, i8* %cursor.i206, i64 -1
  %digit1.i208 = urem i64 %remaining.i205, 10
  %digit.byte.i209 = trunc i64 %digit1.i208 to i8
  %ascii.i210 = or i8 %digit.byte.i209, 48
  store i8 %ascii.i210, i8* %digit.at.i207, align 1
  %rest.i211 = udiv i64 %remaining.i205, 10
  %3 = icmp ult i64 %remaining.i205, 10
  br i1 %3, label %digits.done.i213, label %digit.i212

digits.done.i213:                                 ; preds = %digit.i212
  br i1 %neg.i201, label %sign.i215, label %__modlink_format_i64.exit217

sign.i215:                                        ; preds = %digits.done.i213
  %sign.at.i214 = getelementptr inbounds i8, i8* %cursor.i206, i64 -2
  store i8 45, i8* %sign.at.i214, align 1
  br label %__modlink_format_i64.exit217

__modlink_format_i64.exit217:                     ; preds = %digits.done.i213, %sign.i215
  %start.i216 = phi i8* [ %digit.at.i207, %digits.done.i213 ], [ %sign.at.i214, %sign.i215 ]
  %part7 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i216, i8** %part7, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i218

call.i218:                                        ; preds = %__modlink_format_i64.exit217
  %4 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %4, i32 2)
  br label %common.ret

check2.ok:                                        ; preds = %check1.ok
  %a.value = getelementptr inbounds i8, i8* %args, i64 8
  %is4 = icmp eq i32 %a.type_index, 3
  %5 = bitcast i8* %a.value to i64*
  %a.int = load i64, i64* %5, align 8
  %a.float.cast = bitcast i64 %a.int to double
  %converted = sitofp i64 %a.int to double
  %a.f64 = select i1 %is4, double %a.float.cast, double %converted
  %a = fptrunc double %a.f64 to float
  %X.any = getelementptr inbounds i8, i8* %args, i64 16
  %6 = bitcast i8* %X.any to i32*
  %X.type_index = load i32, i32* %6, align 4
  switch i32 %X.type_index, label %check3.fail [
    i32 70, label %check3.ok
    i32 7, label %check3.ok
    i32 4, label %check3.ok
  ]

check3.fail:                                      ; preds = %check2.ok
  %tag14 = sext i32 %X.type_index to i64
  %part15 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([125 x i8], [125 x i8]* @.str.4, i64 0, i64 0), i8** %part15, align 8
  %neg.i220 = icmp slt i32 %X.type_index, 0
  %negated.i221 = sub nsw i64 0, %tag14
  %mag.i222 = select i1 %neg.i220, i64 %negated.i221, i64 %tag14
  %end.i223 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i223, align 1
  br label %digit.i231

digit.i231:                                       ; preds = %digit.i231, %check3.fail
  %remaining.i224 = phi i64 [ %mag.i222, %check3.fail ], [ %rest.i230, %digit.i231 ]
  %cursor.i225 = phi i8* [ %end.i223, %check3.fail ], [ %digit.at.i226, %digit.i231 ]
  %digit.at.i226 = getelementptr inbounds i8, i8* %cursor.i225, i64 -1
  %digit1.i227 = urem i64 %remaining.i224, 10
  %digit.byte.i228 = trunc i64 %digit1.i227 to i8
  %ascii.i229 = or i8 %digit.byte.i228, 48
  store i8 %ascii.i229, i8* %digit.at.i226, align 1
  %rest.i230 = udiv i64 %remaining.i224, 10
  %7 = icmp ult i64 %remaining.i224, 10
  br i1 %7, label %digits.done.i232, label %digit.i231

digits.done.i232:                                 ; preds = %digit.i231
  br i1 %neg.i220, label %sign.i234, label %__modlink_format_i64.exit236

sign.i234:                                        ; preds = %digits.done.i232
  %sign.at.i233 = getelementptr inbounds i8, i8* %cursor.i225, i64 -2
  store i8 45, i8* %sign.at.i233, align 1
  br label %__modlink_format_i64.exit236

__modlink_format_i64.exit236:                     ; preds = %digits.done.i232, %sign.i234
  %start.i235 = phi i8* [ %digit.at.i226, %digits.done.i232 ], [ %sign.at.i233, %sign.i234 ]
  %part17 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i235, i8** %part17, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i237

call.i237:                                        ; preds = %__modlink_format_i64.exit236
  %8 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %8, i32 2)
  br label %common.ret

check3.ok:                                        ; preds = %check2.ok, %check2.ok, %check2.ok
  %X.value = getelementptr inbounds i8, i8* %args, i64 24
  %9 = bitcast i8* %X.value to i8**
  %X.ptr = load i8*, i8** %9, align 8
  %null.not = icmp eq i8* %X.ptr, null
  br i1 %null.not, label %check4.fail, label %check4.ok

check4.fail:                                      ; preds = %check3.ok
  %part18 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([62 x i8], [62 x i8]* @.str.5, i64 0, i64 0), i8** %part18, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i239

call.i239:                                        ; preds = %check4.fail
  %10 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %10, i32 1)
  br label %common.ret

check4.ok:                                        ; preds = %check3.ok
  %is8 = icmp eq i32 %X.type_index, 70
  %X.dltensor.idx = select i1 %is8, i64 24, i64 0
  %X.dltensor = getelementptr i8, i8* %X.ptr, i64 %X.dltensor.idx
  %ndim.at = getelementptr inbounds i8, i8* %X.dltensor, i64 16
  %11 = bitcast i8* %ndim.at to i32*
  %X.ndim = load i32, i32* %11, align 4
  %ndim.ok = icmp eq i32 %X.ndim, 1
  br i1 %ndim.ok, label %check5.ok, label %check5.fail

check5.fail:                                      ; preds = %check4.ok
  %ndim = sext i32 %X.ndim to i64
  %part19 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([56 x i8], [56 x i8]* @.str.6, i64 0, i64 0), i8** %part19, align 8
  %neg.i241 = icmp slt i32 %X.ndim, 0
  %negated.i242 = sub nsw i64 0, %ndim
  %mag.i243 = select i1 %neg.i241, i64 %negated.i242, i64 %ndim
  %end.i244 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i244, align 1
  br label %digit.i252

digit.i252:                                       ; preds = %digit.i252, %check5.fail
  %remaining.i245 = phi i64 [ %mag.i243, %check5.fail ], [ %rest.i251, %digit.i252 ]
  %cursor.i246 = phi i8* [ %end.i244, %check5.fail ], [ %digit.at.i247, %digit.i252 ]
  %digit.at.i247 = getelementptr inbounds i8, i8* %cursor.i246, i64 -1
  %digit1.i248 = urem i64 %remaining.i245, 10
  %digit.byte.i249 = trunc i64 %digit1.i248 to i8
  %ascii.i250 = or i8 %digit.byte.i249, 48
  store i8 %ascii.i250, i8* %digit.at.i247, align 1
  %rest.i251 = udiv i64 %remaining.i245, 10
  %12 = icmp ult i64 %remaining.i245, 10
  br i1 %12, label %digits.done.i253, label %digit.i252

digits.done.i253:                                 ; preds = %digit.i252
  br i1 %neg.i241, label %sign.i255, label %__modlink_format_i64.exit257

sign.i255:                                        ; preds = %digits.done.i253
  %sign.at.i254 = getelementptr inbounds i8, i8* %cursor.i246, i64 -2
  store i8 45, i8* %sign.at.i254, align 1
  br label %__modlink_format_i64.exit257

__modlink_format_i64.exit257:                     ; preds = %digits.done.i253, %sign.i255
  %start.i256 = phi i8* [ %digit.at.i247, %digits.done.i253 ], [ %sign.at.i254, %sign.i255 ]
  %part21 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i256, i8** %part21, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i258

call.i258:                                        ; preds = %__modlink_format_i64.exit257
  %13 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %13, i32 2)
  br label %common.ret

check5.ok:                                        ; preds = %check4.ok
  %dtype.at = getelementptr inbounds i8, i8* %X.dltensor, i64 20
  %14 = getelementptr inbounds i8, i8* %dtype.at, i64 1
  %lanes.at = getelementptr inbounds i8, i8* %dtype.at, i64 2
  %15 = bitcast i8* %lanes.at to i16*
  %code = load i8, i8* %dtype.at, align 1
  %bits = load i8, i8* %14, align 1
  %lanes = load i16, i16* %15, align 2
  %code.ok = icmp eq i8 %code, 2
  %bits.ok = icmp eq i8 %bits, 32
  %lanes.ok = icmp eq i16 %lanes, 1
  %dtype.ok = and i1 %code.ok, %bits.ok
  %dtype.ok22 = and i1 %dtype.ok, %lanes.ok
  br i1 %dtype.ok22, label %check6.ok, label %check6.fail

check6.fail:                                      ; preds = %check5.ok
  %lanes25 = zext i16 %lanes to i64
  %code23 = zext i8 %code to i64
  %part26 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([91 x i8], [91 x i8]* @.str.7, i64 0, i64 0), i8** %part26, align 8
  %end.i261 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i261, align 1
  br label %digit.i269

digit.i269:                                       ; preds = %digit.i269, %check6.fail
  %remaining.i262 = phi i64 [ %code23, %check6.fail ], [ %rest.i268, %digit.i269 ]
  %cursor.i263 = phi i8* [ %end.i261, %check6.fail ], [ %digit.at.i264, %digit.i269 ]
  %digit.at.i264 = getelementptr inbounds i8, i8* %cursor.i263, i64 -1
  %digit1.i265 = urem i64 %remaining.i262, 10
  %digit.byte.i266 = trunc i64 %digit1.i265 to i8
  %ascii.i267 = or i8 %digit.byte.i266, 48
  store i8 %ascii.i267, i8* %digit.at.i264, align 1
  %rest.i268 = udiv i64 %remaining.i262, 10
  %16 = icmp ult i64 %remaining.i262, 10
  br i1 %16, label %__modlink_format_i64.exit272, label %digit.i269

__modlink_format_i64.exit272:                     ; preds = %digit.i269
  %bits24 = zext i8 %bits to i64
  %part28 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digit.at.i264, i8** %part28, align 8
  %part29 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.8, i64 0, i64 0), i8** %part29, align 8
  %end.i274 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 23
  store i8 0, i8* %end.i274, align 1
  br label %digit.i282

digit.i282:                                       ; preds = %digit.i282, %__modlink_format_i64.exit272
  %remaining.i275 = phi i64 [ %bits24, %__modlink_format_i64.exit272 ], [ %rest.i281, %digit.i282 ]
  %cursor.i276 = phi i8* [ %end.i274, %__modlink_format_i64.exit272 ], [ %digit.at.i277, %digit.i282 ]
  %digit.at.i277 = getelementptr inbounds i8, i8* %cursor.i276, i64 -1
  %digit1.i278 = urem i64 %remaining.i275, 10
  %digit.byte.i279 = trunc i64 %digit1.i278 to i8
  %ascii.i280 = or i8 %digit.byte.i279, 48
  store i8 %ascii.i280, i8* %digit.at.i277, align 1
  %rest.i281 = udiv i64 %remaining.i275, 10
  %17 = icmp ult i64 %remaining.i275, 10
  br i1 %17, label %__modlink_format_i64.exit285, label %digit.i282

__modlink_format_i64.exit285:                     ; preds = %digit.i282
  %part31 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digit.at.i277, i8** %part31, align 8
  %part32 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 4
  store i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.9, i64 0, i64 0), i8** %part32, align 8
  %end.i287 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits2, i64 0, i64 23
  store i8 0, i8* %end.i287, align 1
  br label %digit.i295

digit.i295:                                       ; preds = %digit.i295, %__modlink_format_i64.exit285
  %remaining.i288 = phi i64 [ %lanes25, %__modlink_format_i64.exit285 ], [ %rest.i294, %digit.i295 ]
  %cursor.i289 = phi i8* [ %end.i287, %__modlink_format_i64.exit285 ], [ %digit.at.i290, %digit.i295 ]
  %digit.at.i290 = getelementptr inbounds i8, i8* %cursor.i289, i64 -1
  %digit1.i291 = urem i64 %remaining.i288, 10
  %digit.byte.i292 = trunc i64 %digit1.i291 to i8
  %ascii.i293 = or i8 %digit.byte.i292, 48
  store i8 %ascii.i293, i8* %digit.at.i290, align 1
  %rest.i294 = udiv i64 %remaining.i288, 10
  %18 = icmp ult i64 %remaining.i288, 10
  br i1 %18, label %__modlink_format_i64.exit298, label %digit.i295

__modlink_format_i64.exit298:                     ; preds = %digit.i295
  %part34 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 5
  store i8* %digit.at.i290, i8** %part34, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i299

call.i299:                                        ; preds = %__modlink_format_i64.exit298
  %19 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %19, i32 6)
  br label %common.ret

check6.ok:                                        ; preds = %check5.ok
  %device.at = getelementptr inbounds i8, i8* %X.dltensor, i64 8
  %20 = bitcast i8* %device.at to i32*
  %X.device_type = load i32, i32* %20, align 4
  %device.ok = icmp eq i32 %X.device_type, 1
  br i1 %device.ok, label %check7.ok, label %check7.fail

check7.fail:                                      ; preds = %check6.ok
  %device = sext i32 %X.device_type to i64
  %part35 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([90 x i8], [90 x i8]* @.str.10, i64 0, i64 0), i8** %part35, align 8
  %neg.i301 = icmp slt i32 %X.device_type, 0
  %negated.i302 = sub nsw i64 0, %device
  %mag.i303 = select i1 %neg.i301, i64 %negated.i302, i64 %device
  %end.i304 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i304, align 1
  br label %digit.i312

digit.i312:                                       ; preds = %digit.i312, %check7.fail
  %remaining.i305 = phi i64 [ %mag.i303, %check7.fail ], [ %rest.i311, %digit.i312 ]
  %cursor.i306 = phi i8* [ %end.i304, %check7.fail ], [ %digit.at.i307, %digit.i312 ]
  %digit.at.i307 = getelementptr inbounds i8, i8* %cursor.i306, i64 -1
  %digit1.i308 = urem i64 %remaining.i305, 10
  %digit.byte.i309 = trunc i64 %digit1.i308 to i8
  %ascii.i310 = or i8 %digit.byte.i309, 48
  store i8 %ascii.i310, i8* %digit.at.i307, align 1
  %rest.i311 = udiv i64 %remaining.i305, 10
  %21 = icmp ult i64 %remaining.i305, 10
  br i1 %21, label %digits.done.i313, label %digit.i312

digits.done.i313:                                 ; preds = %digit.i312
  br i1 %neg.i301, label %sign.i315, label %__modlink_format_i64.exit317

sign.i315:                                        ; preds = %digits.done.i313
  %sign.at.i314 = getelementptr inbounds i8, i8* %cursor.i306, i64 -2
  store i8 45, i8* %sign.at.i314, align 1
  br label %__modlink_format_i64.exit317

__modlink_format_i64.exit317:                     ; preds = %digits.done.i313, %sign.i315
  %start.i316 = phi i8* [ %digit.at.i307, %digits.done.i313 ], [ %sign.at.i314, %sign.i315 ]
  %part37 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i316, i8** %part37, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i318

call.i318:                                        ; preds = %__modlink_format_i64.exit317
  %22 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %22, i32 2)
  br label %common.ret

check7.ok:                                        ; preds = %check6.ok
  %shape.at = getelementptr inbounds i8, i8* %X.dltensor, i64 24
  %23 = bitcast i8* %shape.at to i64**
  %X.shape198 = load i64*, i64** %23, align 8
  %X.shape0 = load i64, i64* %X.shape198, align 8
  %strides.at = getelementptr inbounds i8, i8* %X.dltensor, i64 32
  %24 = bitcast i8* %strides.at to i8**
  %X.strides = load i8*, i8** %24, align 8
  %has_strides.not = icmp eq i8* %X.strides, null
  br i1 %has_strides.not, label %X.strides.done, label %X.strides.check

X.strides.check:                                  ; preds = %check7.ok
  %25 = bitcast i8* %X.strides to i64*
  %X.stride0 = load i64, i64* %25, align 8
  %stride.ok = icmp eq i64 %X.stride0, 1
  %unit = icmp eq i64 %X.shape0, 1
  %stride.ok38 = or i1 %unit, %stride.ok
  br i1 %stride.ok38, label %X.strides.done, label %check8.fail

X.strides.done:                                   ; preds = %X.strides.check, %check7.ok
  %data.at = bitcast i8* %X.dltensor to i8**
  %data = load i8*, i8** %data.at, align 8
  %byte_offset.at = getelementptr inbounds i8, i8* %X.dltensor, i64 40
  %26 = bitcast i8* %byte_offset.at to i64*
  %byte_offset = load i64, i64* %26, align 8
  %X.data = getelementptr i8, i8* %data, i64 %byte_offset
  %Y.any = getelementptr inbounds i8, i8* %args, i64 32
  %27 = bitcast i8* %Y.any to i32*
  %Y.type_index = load i32, i32* %27, align 4
  switch i32 %Y.type_index, label %check9.fail [
    i32 70, label %check9.ok
    i32 7, label %check9.ok
    i32 4, label %check9.ok
  ]

check8.fail:                                      ; preds = %X.strides.check
  %part39 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.str.11, i64 0, i64 0), i8** %part39, align 8
  %neg.i320 = icmp slt i64 %X.stride0, 0
  %negated.i321 = sub i64 0, %X.stride0
  %mag.i322 = select i1 %neg.i320, i64 %negated.i321, i64 %X.stride0
  %end.i323 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i323, align 1
  br label %digit.i331

digit.i331:                                       ; preds = %digit.i331, %check8.fail
  %remaining.i324 = phi i64 [ %mag.i322, %check8.fail ], [ %rest.i330, %digit.i331 ]
  %cursor.i325 = phi i8* [ %end.i323, %check8.fail ], [ %digit.at.i326, %digit.i331 ]
  %digit.at.i326 = getelementptr inbounds i8, i8* %cursor.i325, i64 -1
  %digit1.i327 = urem i64 %remaining.i324, 10
  %digit.byte.i328 = trunc i64 %digit1.i327 to i8
  %ascii.i329 = or i8 %digit.byte.i328, 48
  store i8 %ascii.i329, i8* %digit.at.i326, align 1
  %rest.i330 = udiv i64 %remaining.i324, 10
  %28 = icmp ult i64 %remaining.i324, 10
  br i1 %28, label %digits.done.i332, label %digit.i331

digits.done.i332:                                 ; preds = %digit.i331
  br i1 %neg.i320, label %sign.i334, label %__modlink_format_i64.exit336

sign.i334:                                        ; preds = %digits.done.i332
  %sign.at.i333 = getelementptr inbounds i8, i8* %cursor.i325, i64 -2
  store i8 45, i8* %sign.at.i333, align 1
  br label %__modlink_format_i64.exit336

__modlink_format_i64.exit336:                     ; preds = %digits.done.i332, %sign.i334
  %start.i335 = phi i8* [ %digit.at.i326, %digits.done.i332 ], [ %sign.at.i333, %sign.i334 ]
  %part41 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i335, i8** %part41, align 8
  %part42 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.12, i64 0, i64 0), i8** %part42, align 8
  %end.i337 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 23
  store i8 0, i8* %end.i337, align 1
  %digit.at.i340 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 22
  store i8 49, i8* %digit.at.i340, align 1
  %part44 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digit.at.i340, i8** %part44, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i349

call.i349:                                        ; preds = %__modlink_format_i64.exit336
  %29 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %29, i32 4)
  br label %common.ret

check9.fail:                                      ; preds = %X.strides.done
  %tag51 = sext i32 %Y.type_index to i64
  %part52 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([125 x i8], [125 x i8]* @.str.13, i64 0, i64 0), i8** %part52, align 8
  %neg.i351 = icmp slt i32 %Y.type_index, 0
  %negated.i352 = sub nsw i64 0, %tag51
  %mag.i353 = select i1 %neg.i351, i64 %negated.i352, i64 %tag51
  %end.i354 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i354, align 1
  br label %digit.i362

digit.i362:                                       ; preds = %digit.i362, %check9.fail
  %remaining.i355 = phi i64 [ %mag.i353, %check9.fail ], [ %rest.i361, %digit.i362 ]
  %cursor.i356 = phi i8* [ %end.i354, %check9.fail ], [ %digit.at.i357, %digit.i362 ]
  %digit.at.i357 = getelementptr inbounds i8, i8* %cursor.i356, i64 -1
  %digit1.i358 = urem i64 %remaining.i355, 10
  %digit.byte.i359 = trunc i64 %digit1.i358 to i8
  %ascii.i360 = or i8 %digit.byte.i359, 48
  store i8 %ascii.i360, i8* %digit.at.i357, align 1
  %rest.i361 = udiv i64 %remaining.i355, 10
  %30 = icmp ult i64 %remaining.i355, 10
  br i1 %30, label %digits.done.i363, label %digit.i362

digits.done.i363:                                 ; preds = %digit.i362
  br i1 %neg.i351, label %sign.i365, label %__modlink_format_i64.exit367

sign.i365:                                        ; preds = %digits.done.i363
  %sign.at.i364 = getelementptr inbounds i8, i8* %cursor.i356, i64 -2
  store i8 45, i8* %sign.at.i364, align 1
  br label %__modlink_format_i64.exit367

__modlink_format_i64.exit367:                     ; preds = %digits.done.i363, %sign.i365
  %start.i366 = phi i8* [ %digit.at.i357, %digits.done.i363 ], [ %sign.at.i364, %sign.i365 ]
  %part54 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i366, i8** %part54, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i368

call.i368:                                        ; preds = %__modlink_format_i64.exit367
  %31 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %31, i32 2)
  br label %common.ret

check9.ok:                                        ; preds = %X.strides.done, %X.strides.done, %X.strides.done
  %Y.value = getelementptr inbounds i8, i8* %args, i64 40
  %32 = bitcast i8* %Y.value to i8**
  %Y.ptr = load i8*, i8** %32, align 8
  %null55.not = icmp eq i8* %Y.ptr, null
  br i1 %null55.not, label %check10.fail, label %check10.ok

check10.fail:                                     ; preds = %check9.ok
  %part57 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([62 x i8], [62 x i8]* @.str.14, i64 0, i64 0), i8** %part57, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i370

call.i370:                                        ; preds = %check10.fail
  %33 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %33, i32 1)
  br label %common.ret

check10.ok:                                       ; preds = %check9.ok
  %is45 = icmp eq i32 %Y.type_index, 70
  %Y.dltensor.idx = select i1 %is45, i64 24, i64 0
  %Y.dltensor = getelementptr i8, i8* %Y.ptr, i64 %Y.dltensor.idx
  %ndim.at58 = getelementptr inbounds i8, i8* %Y.dltensor, i64 16
  %34 = bitcast i8* %ndim.at58 to i32*
  %Y.ndim = load i32, i32* %34, align 4
  %ndim.ok59 = icmp eq i32 %Y.ndim, 1
  br i1 %ndim.ok59, label %check11.ok, label %check11.fail

check11.fail:                                     ; preds = %check10.ok
  %ndim60 = sext i32 %Y.ndim to i64
  %part61 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([56 x i8], [56 x i8]* @.str.15, i64 0, i64 0), i8** %part61, align 8
  %neg.i372 = icmp slt i32 %Y.ndim, 0
  %negated.i373 = sub nsw i64 0, %ndim60
  %mag.i374 = select i1 %neg.i372, i64 %negated.i373, i64 %ndim60
  %end.i375 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i375, align 1
  br label %digit.i383

digit.i383:                                       ; preds = %digit.i383, %check11.fail
  %remaining.i376 = phi i64 [ %mag.i374, %check11.fail ], [ %rest.i382, %digit.i383 ]
  %cursor.i377 = phi i8* [ %end.i375, %check11.fail ], [ %digit.at.i378, %digit.i383 ]
  %digit.at.i378 = getelementptr inbounds i8, i8* %cursor.i377, i64 -1
  %digit1.i379 = urem i64 %remaining.i376, 10
  %digit.byte.i380 = trunc i64 %digit1.i379 to i8
  %ascii.i381 = or i8 %digit.byte.i380, 48
  store i8 %ascii.i381, i8* %digit.at.i378, align 1
  %rest.i382 = udiv i64 %remaining.i376, 10
  %35 = icmp ult i64 %remaining.i376, 10
  br i1 %35, label %digits.done.i384, label %digit.i383

digits.done.i384:                                 ; preds = %digit.i383
  br i1 %neg.i372, label %sign.i386, label %__modlink_format_i64.exit388

sign.i386:                                        ; preds = %digits.done.i384
  %sign.at.i385 = getelementptr inbounds i8, i8* %cursor.i377, i64 -2
  store i8 45, i8* %sign.at.i385, align 1
  br label %__modlink_format_i64.exit388

__modlink_format_i64.exit388:                     ; preds = %digits.done.i384, %sign.i386
  %start.i387 = phi i8* [ %digit.at.i378, %digits.done.i384 ], [ %sign.at.i385, %sign.i386 ]
  %part63 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i387, i8** %part63, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i389

call.i389:                                        ; preds = %__modlink_format_i64.exit388
  %36 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %36, i32 2)
  br label %common.ret

check11.ok:                                       ; preds = %check10.ok
  %dtype.at64 = getelementptr inbounds i8, i8* %Y.dltensor, i64 20
  %37 = getelementptr inbounds i8, i8* %dtype.at64, i64 1
  %lanes.at67 = getelementptr inbounds i8, i8* %dtype.at64, i64 2
  %38 = bitcast i8* %lanes.at67 to i16*
  %code68 = load i8, i8* %dtype.at64, align 1
  %bits69 = load i8, i8* %37, align 1
  %lanes70 = load i16, i16* %38, align 2
  %code.ok71 = icmp eq i8 %code68, 2
  %bits.ok72 = icmp eq i8 %bits69, 32
  %lanes.ok73 = icmp eq i16 %lanes70, 1
  %dtype.ok74 = and i1 %code.ok71, %bits.ok72
  %dtype.ok75 = and i1 %dtype.ok74, %lanes.ok73
  br i1 %dtype.ok75, label %check12.ok, label %check12.fail

check12.fail:                                     ; preds = %check11.ok
  %lanes78 = zext i16 %lanes70 to i64
  %code76 = zext i8 %code68 to i64
  %part79 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([91 x i8], [91 x i8]* @.str.16, i64 0, i64 0), i8** %part79, align 8
  %end.i392 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i392, align 1
  br label %digit.i400

digit.i400:                                       ; preds = %digit.i400, %check12.fail
  %remaining.i393 = phi i64 [ %code76, %check12.fail ], [ %rest.i399, %digit.i400 ]
  %cursor.i394 = phi i8* [ %end.i392, %check12.fail ], [ %digit.at.i395, %digit.i400 ]
  %digit.at.i395 = getelementptr inbounds i8, i8* %cursor.i394, i64 -1
  %digit1.i396 = urem i64 %remaining.i393, 10
  %digit.byte.i397 = trunc i64 %digit1.i396 to i8
  %ascii.i398 = or i8 %digit.byte.i397, 48
  store i8 %ascii.i398, i8* %digit.at.i395, align 1
  %rest.i399 = udiv i64 %remaining.i393, 10
  %39 = icmp ult i64 %remaining.i393, 10
  br i1 %39, label %__modlink_format_i64.exit403, label %digit.i400

__modlink_format_i64.exit403:                     ; preds = %digit.i400
  %bits77 = zext i8 %bits69 to i64
  %part81 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digit.at.i395, i8** %part81, align 8
  %part82 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.8, i64 0, i64 0), i8** %part82, align 8
  %end.i405 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 23
  store i8 0, i8* %end.i405, align 1
  br label %digit.i413

digit.i413:                                       ; preds = %digit.i413, %__modlink_format_i64.exit403
  %remaining.i406 = phi i64 [ %bits77, %__modlink_format_i64.exit403 ], [ %rest.i412, %digit.i413 ]
  %cursor.i407 = phi i8* [ %end.i405, %__modlink_format_i64.exit403 ], [ %digit.at.i408, %digit.i413 ]
  %digit.at.i408 = getelementptr inbounds i8, i8* %cursor.i407, i64 -1
  %digit1.i409 = urem i64 %remaining.i406, 10
  %digit.byte.i410 = trunc i64 %digit1.i409 to i8
  %ascii.i411 = or i8 %digit.byte.i410, 48
  store i8 %ascii.i411, i8* %digit.at.i408, align 1
  %rest.i412 = udiv i64 %remaining.i406, 10
  %40 = icmp ult i64 %remaining.i406, 10
  br i1 %40, label %__modlink_format_i64.exit416, label %digit.i413

__modlink_format_i64.exit416:                     ; preds = %digit.i413
  %part84 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digit.at.i408, i8** %part84, align 8
  %part85 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 4
  store i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.9, i64 0, i64 0), i8** %part85, align 8
  %end.i418 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits2, i64 0, i64 23
  store i8 0, i8* %end.i418, align 1
  br label %digit.i426

digit.i426:                                       ; preds = %digit.i426, %__modlink_format_i64.exit416
  %remaining.i419 = phi i64 [ %lanes78, %__modlink_format_i64.exit416 ], [ %rest.i425, %digit.i426 ]
  %cursor.i420 = phi i8* [ %end.i418, %__modlink_format_i64.exit416 ], [ %digit.at.i421, %digit.i426 ]
  %digit.at.i421 = getelementptr inbounds i8, i8* %cursor.i420, i64 -1
  %digit1.i422 = urem i64 %remaining.i419, 10
  %digit.byte.i423 = trunc i64 %digit1.i422 to i8
  %ascii.i424 = or i8 %digit.byte.i423, 48
  store i8 %ascii.i424, i8* %digit.at.i421, align 1
  %rest.i425 = udiv i64 %remaining.i419, 10
  %41 = icmp ult i64 %remaining.i419, 10
  br i1 %41, label %__modlink_format_i64.exit429, label %digit.i426

__modlink_format_i64.exit429:                     ; preds = %digit.i426
  %part87 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 5
  store i8* %digit.at.i421, i8** %part87, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i430

call.i430:                                        ; preds = %__modlink_format_i64.exit429
  %42 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %42, i32 6)
  br label %common.ret

check12.ok:                                       ; preds = %check11.ok
  %device.at88 = getelementptr inbounds i8, i8* %Y.dltensor, i64 8
  %43 = bitcast i8* %device.at88 to i32*
  %Y.device_type = load i32, i32* %43, align 4
  %device.ok89 = icmp eq i32 %Y.device_type, 1
  br i1 %device.ok89, label %check13.ok, label %check13.fail

check13.fail:                                     ; preds = %check12.ok
  %device90 = sext i32 %Y.device_type to i64
  %part91 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([90 x i8], [90 x i8]* @.str.17, i64 0, i64 0), i8** %part91, align 8
  %neg.i432 = icmp slt i32 %Y.device_type, 0
  %negated.i433 = sub nsw i64 0, %device90
  %mag.i434 = select i1 %neg.i432, i64 %negated.i433, i64 %device90
  %end.i435 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i435, align 1
  br label %digit.i443

digit.i443:                                       ; preds = %digit.i443, %check13.fail
  %remaining.i436 = phi i64 [ %mag.i434, %check13.fail ], [ %rest.i442, %digit.i443 ]
  %cursor.i437 = phi i8* [ %end.i435, %check13.fail ], [ %digit.at.i438, %digit.i443 ]
  %digit.at.i438 = getelementptr inbounds i8, i8* %cursor.i437, i64 -1
  %digit1.i439 = urem i64 %remaining.i436, 10
  %digit.byte.i440 = trunc i64 %digit1.i439 to i8
  %ascii.i441 = or i8 %digit.byte.i440, 48
  store i8 %ascii.i441, i8* %digit.at.i438, align 1
  %rest.i442 = udiv i64 %remaining.i436, 10
  %44 = icmp ult i64 %remaining.i436, 10
  br i1 %44, label %digits.done.i444, label %digit.i443

digits.done.i444:                                 ; preds = %digit.i443
  br i1 %neg.i432, label %sign.i446, label %__modlink_format_i64.exit448

sign.i446:                                        ; preds = %digits.done.i444
  %sign.at.i445 = getelementptr inbounds i8, i8* %cursor.i437, i64 -2
  store i8 45, i8* %sign.at.i445, align 1
  br label %__modlink_format_i64.exit448

__modlink_format_i64.exit448:                     ; preds = %digits.done.i444, %sign.i446
  %start.i447 = phi i8* [ %digit.at.i438, %digits.done.i444 ], [ %sign.at.i445, %sign.i446 ]
  %part93 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i447, i8** %part93, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i449

call.i449:                                        ; preds = %__modlink_format_i64.exit448
  %45 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %45, i32 2)
  br label %common.ret

check13.ok:                                       ; preds = %check12.ok
  %shape.at94 = getelementptr inbounds i8, i8* %Y.dltensor, i64 24
  %46 = bitcast i8* %shape.at94 to i64**
  %Y.shape199 = load i64*, i64** %46, align 8
  %Y.shape0 = load i64, i64* %Y.shape199, align 8
  %extent.ok = icmp eq i64 %Y.shape0, %X.shape0
  br i1 %extent.ok, label %check14.ok, label %check14.fail

check14.fail:                                     ; preds = %check13.ok
  %part96 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([56 x i8], [56 x i8]* @.str.18, i64 0, i64 0), i8** %part96, align 8
  %neg.i451 = icmp slt i64 %Y.shape0, 0
  %negated.i452 = sub i64 0, %Y.shape0
  %mag.i453 = select i1 %neg.i451, i64 %negated.i452, i64 %Y.shape0
  %end.i454 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i454, align 1
  br label %digit.i462

digit.i462:                                       ; preds = %digit.i462, %check14.fail
  %remaining.i455 = phi i64 [ %mag.i453, %check14.fail ], [ %rest.i461, %digit.i462 ]
  %cursor.i456 = phi i8* [ %end.i454, %check14.fail ], [ %digit.at.i457, %digit.i462 ]
  %digit.at.i457 = getelementptr inbounds i8, i8* %cursor.i456, i64 -1
  %digit1.i458 = urem i64 %remaining.i455, 10
  %digit.byte.i459 = trunc i64 %digit1.i458 to i8
  %ascii.i460 = or i8 %digit.byte.i459, 48
  store i8 %ascii.i460, i8* %digit.at.i457, align 1
  %rest.i461 = udiv i64 %remaining.i455, 10
  %47 = icmp ult i64 %remaining.i455, 10
  br i1 %47, label %digits.done.i463, label %digit.i462

digits.done.i463:                                 ; preds = %digit.i462
  br i1 %neg.i451, label %sign.i465, label %__modlink_format_i64.exit467

sign.i465:                                        ; preds = %digits.done.i463
  %sign.at.i464 = getelementptr inbounds i8, i8* %cursor.i456, i64 -2
  store i8 45, i8* %sign.at.i464, align 1
  br label %__modlink_format_i64.exit467

__modlink_format_i64.exit467:                     ; preds = %digits.done.i463, %sign.i465
  %start.i466 = phi i8* [ %digit.at.i457, %digits.done.i463 ], [ %sign.at.i464, %sign.i465 ]
  %part98 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i466, i8** %part98, align 8
  %part99 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([49 x i8], [49 x i8]* @.str.19, i64 0, i64 0), i8** %part99, align 8
  %neg.i468 = icmp slt i64 %X.shape0, 0
  %negated.i469 = sub i64 0, %X.shape0
  %mag.i470 = select i1 %neg.i468, i64 %negated.i469, i64 %X.shape0
  %end.i471 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 23
  store i8 0, i8* %end.i471, align 1
  br label %digit.i479

digit.i479:                                       ; preds = %digit.i479, %__modlink_format_i64.exit467
  %remaining.i472 = phi i64 [ %mag.i470, %__modlink_format_i64.exit467 ], [ %rest.i478, %digit.i479 ]
  %cursor.i473 = phi i8* [ %end.i471, %__modlink_format_i64.exit467 ], [ %digit.at.i474, %digit.i479 ]
  %digit.at.i474 = getelementptr inbounds i8, i8* %cursor.i473, i64 -1
  %digit1.i475 = urem i64 %remaining.i472, 10
  %digit.byte.i476 = trunc i64 %digit1.i475 to i8
  %ascii.i477 = or i8 %digit.byte.i476, 48
  store i8 %ascii.i477, i8* %digit.at.i474, align 1
  %rest.i478 = udiv i64 %remaining.i472, 10
  %48 = icmp ult i64 %remaining.i472, 10
  br i1 %48, label %digits.done.i480, label %digit.i479

digits.done.i480:                                 ; preds = %digit.i479
  br i1 %neg.i468, label %sign.i482, label %__modlink_format_i64.exit484

sign.i482:                                        ; preds = %digits.done.i480
  %sign.at.i481 = getelementptr inbounds i8, i8* %cursor.i473, i64 -2
  store i8 45, i8* %sign.at.i481, align 1
  br label %__modlink_format_i64.exit484

__modlink_format_i64.exit484:                     ; preds = %digits.done.i480, %sign.i482
  %start.i483 = phi i8* [ %digit.at.i474, %digits.done.i480 ], [ %sign.at.i481, %sign.i482 ]
  %part101 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %start.i483, i8** %part101, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i485

call.i485:                                        ; preds = %__modlink_format_i64.exit484
  %49 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %49, i32 4)
  br label %common.ret

check14.ok:                                       ; preds = %check13.ok
  %strides.at102 = getelementptr inbounds i8, i8* %Y.dltensor, i64 32
  %50 = bitcast i8* %strides.at102 to i8**
  %Y.strides = load i8*, i8** %50, align 8
  %has_strides103.not = icmp eq i8* %Y.strides, null
  br i1 %has_strides103.not, label %Y.strides.done, label %Y.strides.check

Y.strides.check:                                  ; preds = %check14.ok
  %51 = bitcast i8* %Y.strides to i64*
  %Y.stride0 = load i64, i64* %51, align 8
  %stride.ok105 = icmp eq i64 %Y.stride0, 1
  %unit106 = icmp eq i64 %X.shape0, 1
  %stride.ok107 = or i1 %unit106, %stride.ok105
  br i1 %stride.ok107, label %Y.strides.done, label %check15.fail

Y.strides.done:                                   ; preds = %Y.strides.check, %check14.ok
  %data.at115 = bitcast i8* %Y.dltensor to i8**
  %data116 = load i8*, i8** %data.at115, align 8
  %byte_offset.at117 = getelementptr inbounds i8, i8* %Y.dltensor, i64 40
  %52 = bitcast i8* %byte_offset.at117 to i64*
  %byte_offset118 = load i64, i64* %52, align 8
  %Y.data = getelementptr i8, i8* %data116, i64 %byte_offset118
  %Out.any = getelementptr inbounds i8, i8* %args, i64 48
  %53 = bitcast i8* %Out.any to i32*
  %Out.type_index = load i32, i32* %53, align 4
  switch i32 %Out.type_index, label %check16.fail [
    i32 70, label %check16.ok
    i32 7, label %check16.ok
    i32 4, label %check16.ok
  ]

check15.fail:                                     ; preds = %Y.strides.check
  %part108 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.str.20, i64 0, i64 0), i8** %part108, align 8
  %neg.i487 = icmp slt i64 %Y.stride0, 0
  %negated.i488 = sub i64 0, %Y.stride0
  %mag.i489 = select i1 %neg.i487, i64 %negated.i488, i64 %Y.stride0
  %end.i490 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i490, align 1
  br label %digit.i498

digit.i498:                                       ; preds = %digit.i498, %check15.fail
  %remaining.i491 = phi i64 [ %mag.i489, %check15.fail ], [ %rest.i497, %digit.i498 ]
  %cursor.i492 = phi i8* [ %end.i490, %check15.fail ], [ %digit.at.i493, %digit.i498 ]
  %digit.at.i493 = getelementptr inbounds i8, i8* %cursor.i492, i64 -1
  %digit1.i494 = urem i64 %remaining.i491, 10
  %digit.byte.i495 = trunc i64 %digit1.i494 to i8
  %ascii.i496 = or i8 %digit.byte.i495, 48
  store i8 %ascii.i496, i8* %digit.at.i493, align 1
  %rest.i497 = udiv i64 %remaining.i491, 10
  %54 = icmp ult i64 %remaining.i491, 10
  br i1 %54, label %digits.done.i499, label %digit.i498

digits.done.i499:                                 ; preds = %digit.i498
  br i1 %neg.i487, label %sign.i501, label %__modlink_format_i64.exit503

sign.i501:                                        ; preds = %digits.done.i499
  %sign.at.i500 = getelementptr inbounds i8, i8* %cursor.i492, i64 -2
  store i8 45, i8* %sign.at.i500, align 1
  br label %__modlink_format_i64.exit503

__modlink_format_i64.exit503:                     ; preds = %digits.done.i499, %sign.i501
  %start.i502 = phi i8* [ %digit.at.i493, %digits.done.i499 ], [ %sign.at.i500, %sign.i501 ]
  %part110 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i502, i8** %part110, align 8
  %part111 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.12, i64 0, i64 0), i8** %part111, align 8
  %end.i504 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 23
  store i8 0, i8* %end.i504, align 1
  %digit.at.i507 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 22
  store i8 49, i8* %digit.at.i507, align 1
  %part113 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digit.at.i507, i8** %part113, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i516

call.i516:                                        ; preds = %__modlink_format_i64.exit503
  %55 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %55, i32 4)
  br label %common.ret

check16.fail:                                     ; preds = %Y.strides.done
  %tag125 = sext i32 %Out.type_index to i64
  %part126 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([127 x i8], [127 x i8]* @.str.21, i64 0, i64 0), i8** %part126, align 8
  %neg.i518 = icmp slt i32 %Out.type_index, 0
  %negated.i519 = sub nsw i64 0, %tag125
  %mag.i520 = select i1 %neg.i518, i64 %negated.i519, i64 %tag125
  %end.i521 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i521, align 1
  br label %digit.i529

digit.i529:                                       ; preds = %digit.i529, %check16.fail
  %remaining.i522 = phi i64 [ %mag.i520, %check16.fail ], [ %rest.i528, %digit.i529 ]
  %cursor.i523 = phi i8* [ %end.i521, %check16.fail ], [ %digit.at.i524, %digit.i529 ]
  %digit.at.i524 = getelementptr inbounds i8, i8* %cursor.i523, i64 -1
  %digit1.i525 = urem i64 %remaining.i522, 10
  %digit.byte.i526 = trunc i64 %digit1.i525 to i8
  %ascii.i527 = or i8 %digit.byte.i526, 48
  store i8 %ascii.i527, i8* %digit.at.i524, align 1
  %rest.i528 = udiv i64 %remaining.i522, 10
  %56 = icmp ult i64 %remaining.i522, 10
  br i1 %56, label %digits.done.i530, label %digit.i529

digits.done.i530:                                 ; preds = %digit.i529
  br i1 %neg.i518, label %sign.i532, label %__modlink_format_i64.exit534

sign.i532:                                        ; preds = %digits.done.i530
  %sign.at.i531 = getelementptr inbounds i8, i8* %cursor.i523, i64 -2
  store i8 45, i8* %sign.at.i531, align 1
  br label %__modlink_format_i64.exit534

__modlink_format_i64.exit534:                     ; preds = %digits.done.i530, %sign.i532
  %start.i533 = phi i8* [ %digit.at.i524, %digits.done.i530 ], [ %sign.at.i531, %sign.i532 ]
  %part128 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i533, i8** %part128, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i535

call.i535:                                        ; preds = %__modlink_format_i64.exit534
  %57 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %57, i32 2)
  br label %common.ret

check16.ok:                                       ; preds = %Y.strides.done, %Y.strides.done, %Y.strides.done
  %Out.value = getelementptr inbounds i8, i8* %args, i64 56
  %58 = bitcast i8* %Out.value to i8**
  %Out.ptr = load i8*, i8** %58, align 8
  %null129.not = icmp eq i8* %Out.ptr, null
  br i1 %null129.not, label %check17.fail, label %check17.ok

check17.fail:                                     ; preds = %check16.ok
  %part131 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([64 x i8], [64 x i8]* @.str.22, i64 0, i64 0), i8** %part131, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i537

call.i537:                                        ; preds = %check17.fail
  %59 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %59, i32 1)
  br label %common.ret

check17.ok:                                       ; preds = %check16.ok
  %is119 = icmp eq i32 %Out.type_index, 70
  %Out.dltensor.idx = select i1 %is119, i64 24, i64 0
  %Out.dltensor = getelementptr i8, i8* %Out.ptr, i64 %Out.dltensor.idx
  %ndim.at132 = getelementptr inbounds i8, i8* %Out.dltensor, i64 16
  %60 = bitcast i8* %ndim.at132 to i32*
  %Out.ndim = load i32, i32* %60, align 4
  %ndim.ok133 = icmp eq i32 %Out.ndim, 1
  br i1 %ndim.ok133, label %check18.ok, label %check18.fail

check18.fail:                                     ; preds = %check17.ok
  %ndim134 = sext i32 %Out.ndim to i64
  %part135 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([58 x i8], [58 x i8]* @.str.23, i64 0, i64 0), i8** %part135, align 8
  %neg.i539 = icmp slt i32 %Out.ndim, 0
  %negated.i540 = sub nsw i64 0, %ndim134
  %mag.i541 = select i1 %neg.i539, i64 %negated.i540, i64 %ndim134
  %end.i542 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i542, align 1
  br label %digit.i550

digit.i550:                                       ; preds = %digit.i550, %check18.fail
  %remaining.i543 = phi i64 [ %mag.i541, %check18.fail ], [ %rest.i549, %digit.i550 ]
  %cursor.i544 = phi i8* [ %end.i542, %check18.fail ], [ %digit.at.i545, %digit.i550 ]
  %digit.at.i545 = getelementptr inbounds i8, i8* %cursor.i544, i64 -1
  %digit1.i546 = urem i64 %remaining.i543, 10
  %digit.byte.i547 = trunc i64 %digit1.i546 to i8
  %ascii.i548 = or i8 %digit.byte.i547, 48
  store i8 %ascii.i548, i8* %digit.at.i545, align 1
  %rest.i549 = udiv i64 %remaining.i543, 10
  %61 = icmp ult i64 %remaining.i543, 10
  br i1 %61, label %digits.done.i551, label %digit.i550

digits.done.i551:                                 ; preds = %digit.i550
  br i1 %neg.i539, label %sign.i553, label %__modlink_format_i64.exit555

sign.i553:                                        ; preds = %digits.done.i551
  %sign.at.i552 = getelementptr inbounds i8, i8* %cursor.i544, i64 -2
  store i8 45, i8* %sign.at.i552, align 1
  br label %__modlink_format_i64.exit555

__modlink_format_i64.exit555:                     ; preds = %digits.done.i551, %sign.i553
  %start.i554 = phi i8* [ %digit.at.i545, %digits.done.i551 ], [ %sign.at.i552, %sign.i553 ]
  %part137 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i554, i8** %part137, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i556

call.i556:                                        ; preds = %__modlink_format_i64.exit555
  %62 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %62, i32 2)
  br label %common.ret

check18.ok:                                       ; preds = %check17.ok
  %dtype.at138 = getelementptr inbounds i8, i8* %Out.dltensor, i64 20
  %63 = getelementptr inbounds i8, i8* %dtype.at138, i64 1
  %lanes.at141 = getelementptr inbounds i8, i8* %dtype.at138, i64 2
  %64 = bitcast i8* %lanes.at141 to i16*
  %code142 = load i8, i8* %dtype.at138, align 1
  %bits143 = load i8, i8* %63, align 1
  %lanes144 = load i16, i16* %64, align 2
  %code.ok145 = icmp eq i8 %code142, 2
  %bits.ok146 = icmp eq i8 %bits143, 32
  %lanes.ok147 = icmp eq i16 %lanes144, 1
  %dtype.ok148 = and i1 %code.ok145, %bits.ok146
  %dtype.ok149 = and i1 %dtype.ok148, %lanes.ok147
  br i1 %dtype.ok149, label %check19.ok, label %check19.fail

check19.fail:                                     ; preds = %check18.ok
  %lanes152 = zext i16 %lanes144 to i64
  %code150 = zext i8 %code142 to i64
  %part153 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([93 x i8], [93 x i8]* @.str.24, i64 0, i64 0), i8** %part153, align 8
  %end.i559 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i559, align 1
  br label %digit.i567

digit.i567:                                       ; preds = %digit.i567, %check19.fail
  %remaining.i560 = phi i64 [ %code150, %check19.fail ], [ %rest.i566, %digit.i567 ]
  %cursor.i561 = phi i8* [ %end.i559, %check19.fail ], [ %digit.at.i562, %digit.i567 ]
  %digit.at.i562 = getelementptr inbounds i8, i8* %cursor.i561, i64 -1
  %digit1.i563 = urem i64 %remaining.i560, 10
  %digit.byte.i564 = trunc i64 %digit1.i563 to i8
  %ascii.i565 = or i8 %digit.byte.i564, 48
  store i8 %ascii.i565, i8* %digit.at.i562, align 1
  %rest.i566 = udiv i64 %remaining.i560, 10
  %65 = icmp ult i64 %remaining.i560, 10
  br i1 %65, label %__modlink_format_i64.exit570, label %digit.i567

__modlink_format_i64.exit570:                     ; preds = %digit.i567
  %bits151 = zext i8 %bits143 to i64
  %part155 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digit.at.i562, i8** %part155, align 8
  %part156 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.8, i64 0, i64 0), i8** %part156, align 8
  %end.i572 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 23
  store i8 0, i8* %end.i572, align 1
  br label %digit.i580

digit.i580:                                       ; preds = %digit.i580, %__modlink_format_i64.exit570
  %remaining.i573 = phi i64 [ %bits151, %__modlink_format_i64.exit570 ], [ %rest.i579, %digit.i580 ]
  %cursor.i574 = phi i8* [ %end.i572, %__modlink_format_i64.exit570 ], [ %digit.at.i575, %digit.i580 ]
  %digit.at.i575 = getelementptr inbounds i8, i8* %cursor.i574, i64 -1
  %digit1.i576 = urem i64 %remaining.i573, 10
  %digit.byte.i577 = trunc i64 %digit1.i576 to i8
  %ascii.i578 = or i8 %digit.byte.i577, 48
  store i8 %ascii.i578, i8* %digit.at.i575, align 1
  %rest.i579 = udiv i64 %remaining.i573, 10
  %66 = icmp ult i64 %remaining.i573, 10
  br i1 %66, label %__modlink_format_i64.exit583, label %digit.i580

__modlink_format_i64.exit583:                     ; preds = %digit.i580
  %part158 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digit.at.i575, i8** %part158, align 8
  %part159 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 4
  store i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.9, i64 0, i64 0), i8** %part159, align 8
  %end.i585 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits2, i64 0, i64 23
  store i8 0, i8* %end.i585, align 1
  br label %digit.i593

digit.i593:                                       ; preds = %digit.i593, %__modlink_format_i64.exit583
  %remaining.i586 = phi i64 [ %lanes152, %__modlink_format_i64.exit583 ], [ %rest.i592, %digit.i593 ]
  %cursor.i587 = phi i8* [ %end.i585, %__modlink_format_i64.exit583 ], [ %digit.at.i588, %digit.i593 ]
  %digit.at.i588 = getelementptr inbounds i8, i8* %cursor.i587, i64 -1
  %digit1.i589 = urem i64 %remaining.i586, 10
  %digit.byte.i590 = trunc i64 %digit1.i589 to i8
  %ascii.i591 = or i8 %digit.byte.i590, 48
  store i8 %ascii.i591, i8* %digit.at.i588, align 1
  %rest.i592 = udiv i64 %remaining.i586, 10
  %67 = icmp ult i64 %remaining.i586, 10
  br i1 %67, label %__modlink_format_i64.exit596, label %digit.i593

__modlink_format_i64.exit596:                     ; preds = %digit.i593
  %part161 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 5
  store i8* %digit.at.i588, i8** %part161, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i597

call.i597:                                        ; preds = %__modlink_format_i64.exit596
  %68 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %68, i32 6)
  br label %common.ret

check19.ok:                                       ; preds = %check18.ok
  %device.at162 = getelementptr inbounds i8, i8* %Out.dltensor, i64 8
  %69 = bitcast i8* %device.at162 to i32*
  %Out.device_type = load i32, i32* %69, align 4
  %device.ok163 = icmp eq i32 %Out.device_type, 1
  br i1 %device.ok163, label %check20.ok, label %check20.fail

check20.fail:                                     ; preds = %check19.ok
  %device164 = sext i32 %Out.device_type to i64
  %part165 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([92 x i8], [92 x i8]* @.str.25, i64 0, i64 0), i8** %part165, align 8
  %neg.i599 = icmp slt i32 %Out.device_type, 0
  %negated.i600 = sub nsw i64 0, %device164
  %mag.i601 = select i1 %neg.i599, i64 %negated.i600, i64 %device164
  %end.i602 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i602, align 1
  br label %digit.i610

digit.i610:                                       ; preds = %digit.i610, %check20.fail
  %remaining.i603 = phi i64 [ %mag.i601, %check20.fail ], [ %rest.i609, %digit.i610 ]
  %cursor.i604 = phi i8* [ %end.i602, %check20.fail ], [ %digit.at.i605, %digit.i610 ]
  %digit.at.i605 = getelementptr inbounds i8, i8* %cursor.i604, i64 -1
  %digit1.i606 = urem i64 %remaining.i603, 10
  %digit.byte.i607 = trunc i64 %digit1.i606 to i8
  %ascii.i608 = or i8 %digit.byte.i607, 48
  store i8 %ascii.i608, i8* %digit.at.i605, align 1
  %rest.i609 = udiv i64 %remaining.i603, 10
  %70 = icmp ult i64 %remaining.i603, 10
  br i1 %70, label %digits.done.i611, label %digit.i610

digits.done.i611:                                 ; preds = %digit.i610
  br i1 %neg.i599, label %sign.i613, label %__modlink_format_i64.exit615

sign.i613:                                        ; preds = %digits.done.i611
  %sign.at.i612 = getelementptr inbounds i8, i8* %cursor.i604, i64 -2
  store i8 45, i8* %sign.at.i612, align 1
  br label %__modlink_format_i64.exit615

__modlink_format_i64.exit615:                     ; preds = %digits.done.i611, %sign.i613
  %start.i614 = phi i8* [ %digit.at.i605, %digits.done.i611 ], [ %sign.at.i612, %sign.i613 ]
  %part167 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i614, i8** %part167, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i616

call.i616:                                        ; preds = %__modlink_format_i64.exit615
  %71 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %71, i32 2)
  br label %common.ret

check20.ok:                                       ; preds = %check19.ok
  %shape.at168 = getelementptr inbounds i8, i8* %Out.dltensor, i64 24
  %72 = bitcast i8* %shape.at168 to i64**
  %Out.shape200 = load i64*, i64** %72, align 8
  %Out.shape0 = load i64, i64* %Out.shape200, align 8
  %extent.ok170 = icmp eq i64 %Out.shape0, %X.shape0
  br i1 %extent.ok170, label %check21.ok, label %check21.fail

check21.fail:                                     ; preds = %check20.ok
  %part171 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([58 x i8], [58 x i8]* @.str.26, i64 0, i64 0), i8** %part171, align 8
  %neg.i618 = icmp slt i64 %Out.shape0, 0
  %negated.i619 = sub i64 0, %Out.shape0
  %mag.i620 = select i1 %neg.i618, i64 %negated.i619, i64 %Out.shape0
  %end.i621 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i621, align 1
  br label %digit.i629

digit.i629:                                       ; preds = %digit.i629, %check21.fail
  %remaining.i622 = phi i64 [ %mag.i620, %check21.fail ], [ %rest.i628, %digit.i629 ]
  %cursor.i623 = phi i8* [ %end.i621, %check21.fail ], [ %digit.at.i624, %digit.i629 ]
  %digit.at.i624 = getelementptr inbounds i8, i8* %cursor.i623, i64 -1
  %digit1.i625 = urem i64 %remaining.i622, 10
  %digit.byte.i626 = trunc i64 %digit1.i625 to i8
  %ascii.i627 = or i8 %digit.byte.i626, 48
  store i8 %ascii.i627, i8* %digit.at.i624, align 1
  %rest.i628 = udiv i64 %remaining.i622, 10
  %73 = icmp ult i64 %remaining.i622, 10
  br i1 %73, label %digits.done.i630, label %digit.i629

digits.done.i630:                                 ; preds = %digit.i629
  br i1 %neg.i618, label %sign.i632, label %__modlink_format_i64.exit634

sign.i632:                                        ; preds = %digits.done.i630
  %sign.at.i631 = getelementptr inbounds i8, i8* %cursor.i623, i64 -2
  store i8 45, i8* %sign.at.i631, align 1
  br label %__modlink_format_i64.exit634

__modlink_format_i64.exit634:                     ; preds = %digits.done.i630, %sign.i632
  %start.i633 = phi i8* [ %digit.at.i624, %digits.done.i630 ], [ %sign.at.i631, %sign.i632 ]
  %part173 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i633, i8** %part173, align 8
  %part174 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([49 x i8], [49 x i8]* @.str.19, i64 0, i64 0), i8** %part174, align 8
  %neg.i635 = icmp slt i64 %X.shape0, 0
  %negated.i636 = sub i64 0, %X.shape0
  %mag.i637 = select i1 %neg.i635, i64 %negated.i636, i64 %X.shape0
  %end.i638 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 23
  store i8 0, i8* %end.i638, align 1
  br label %digit.i646

digit.i646:                                       ; preds = %digit.i646, %__modlink_format_i64.exit634
  %remaining.i639 = phi i64 [ %mag.i637, %__modlink_format_i64.exit634 ], [ %rest.i645, %digit.i646 ]
  %cursor.i640 = phi i8* [ %end.i638, %__modlink_format_i64.exit634 ], [ %digit.at.i641, %digit.i646 ]
  %digit.at.i641 = getelementptr inbounds i8, i8* %cursor.i640, i64 -1
  %digit1.i642 = urem i64 %remaining.i639, 10
  %digit.byte.i643 = trunc i64 %digit1.i642 to i8
  %ascii.i644 = or i8 %digit.byte.i643, 48
  store i8 %ascii.i644, i8* %digit.at.i641, align 1
  %rest.i645 = udiv i64 %remaining.i639, 10
  %74 = icmp ult i64 %remaining.i639, 10
  br i1 %74, label %digits.done.i647, label %digit.i646

digits.done.i647:                                 ; preds = %digit.i646
  br i1 %neg.i635, label %sign.i649, label %__modlink_format_i64.exit651

sign.i649:                                        ; preds = %digits.done.i647
  %sign.at.i648 = getelementptr inbounds i8, i8* %cursor.i640, i64 -2
  store i8 45, i8* %sign.at.i648, align 1
  br label %__modlink_format_i64.exit651

__modlink_format_i64.exit651:                     ; preds = %digits.done.i647, %sign.i649
  %start.i650 = phi i8* [ %digit.at.i641, %digits.done.i647 ], [ %sign.at.i648, %sign.i649 ]
  %part176 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %start.i650, i8** %part176, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i652

call.i652:                                        ; preds = %__modlink_format_i64.exit651
  %75 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %75, i32 4)
  br label %common.ret

check21.ok:                                       ; preds = %check20.ok
  %strides.at177 = getelementptr inbounds i8, i8* %Out.dltensor, i64 32
  %76 = bitcast i8* %strides.at177 to i8**
  %Out.strides = load i8*, i8** %76, align 8
  %has_strides178.not = icmp eq i8* %Out.strides, null
  br i1 %has_strides178.not, label %Out.strides.done, label %Out.strides.check

Out.strides.check:                                ; preds = %check21.ok
  %77 = bitcast i8* %Out.strides to i64*
  %Out.stride0 = load i64, i64* %77, align 8
  %stride.ok180 = icmp eq i64 %Out.stride0, 1
  %unit181 = icmp eq i64 %X.shape0, 1
  %stride.ok182 = or i1 %unit181, %stride.ok180
  br i1 %stride.ok182, label %Out.strides.done, label %check22.fail

Out.strides.done:                                 ; preds = %Out.strides.check, %check21.ok
  %data.at190 = bitcast i8* %Out.dltensor to i8**
  %data191 = load i8*, i8** %data.at190, align 8
  %byte_offset.at192 = getelementptr inbounds i8, i8* %Out.dltensor, i64 40
  %78 = bitcast i8* %byte_offset.at192 to i64*
  %byte_offset193 = load i64, i64* %78, align 8
  %Out.data = getelementptr i8, i8* %data191, i64 %byte_offset193
  %status = tail call i32 @saxpy_c(float %a, i8* %X.data, i8* %Y.data, i8* %Out.data, i64 %X.shape0)
  %ok = icmp ne i32 %status, 0
  %result194 = sext i1 %ok to i32
  br label %common.ret

check22.fail:                                     ; preds = %Out.strides.check
  %part183 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([88 x i8], [88 x i8]* @.str.27, i64 0, i64 0), i8** %part183, align 8
  %neg.i654 = icmp slt i64 %Out.stride0, 0
  %negated.i655 = sub i64 0, %Out.stride0
  %mag.i656 = select i1 %neg.i654, i64 %negated.i655, i64 %Out.stride0
  %end.i657 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i657, align 1
  br label %digit.i665

digit.i665:                                       ; preds = %digit.i665, %check22.fail
  %remaining.i658 = phi i64 [ %mag.i656, %check22.fail ], [ %rest.i664, %digit.i665 ]
  %cursor.i659 = phi i8* [ %end.i657, %check22.fail ], [ %digit.at.i660, %digit.i665 ]
  %digit.at.i660 = getelementptr inbounds i8, i8* %cursor.i659, i64 -1
  %digit1.i661 = urem i64 %remaining.i658, 10
  %digit.byte.i662 = trunc i64 %digit1.i661 to i8
  %ascii.i663 = or i8 %digit.byte.i662, 48
  store i8 %ascii.i663, i8* %digit.at.i660, align 1
  %rest.i664 = udiv i64 %remaining.i658, 10
  %79 = icmp ult i64 %remaining.i658, 10
  br i1 %79, label %digits.done.i666, label %digit.i665

digits.done.i666:                                 ; preds = %digit.i665
  br i1 %neg.i654, label %sign.i668, label %__modlink_format_i64.exit670

sign.i668:                                        ; preds = %digits.done.i666
  %sign.at.i667 = getelementptr inbounds i8, i8* %cursor.i659, i64 -2
  store i8 45, i8* %sign.at.i667, align 1
  br label %__modlink_format_i64.exit670

__modlink_format_i64.exit670:                     ; preds = %digits.done.i666, %sign.i668
  %start.i669 = phi i8* [ %digit.at.i660, %digits.done.i666 ], [ %sign.at.i667, %sign.i668 ]
  %part185 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i669, i8** %part185, align 8
  %part186 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.12, i64 0, i64 0), i8** %part186, align 8
  %end.i671 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 23
  store i8 0, i8* %end.i671, align 1
  %digit.at.i674 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 22
  store i8 49, i8* %digit.at.i674, align 1
  %part188 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digit.at.i674, i8** %part188, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i683

call.i683:                                        ; preds = %__modlink_format_i64.exit670
  %80 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %80, i32 4)
  br label %common.ret
}

declare extern_weak void @TVMFFIErrorSetRaisedFromCStrParts(i8*, i8*, i32)

define weak i32 @__tvm_ffi_main(i8* %self, i8* %args, i32 %num_args, i8* %result) local_unnamed_addr {
entry:
  %status = tail call i32 @__tvm_ffi_saxpy(i8* undef, i8* %args, i32 %num_args, i8* undef)
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
!10 = distinct !{!10, !9}
!11 = !{!12}
!12 = distinct !{!12, !13}
!13 = distinct !{!13, !"LVerDomain"}
!14 = !{!15}
!15 = distinct !{!15, !13}
!16 = !{!17}
!17 = distinct !{!17, !13}
!18 = !{!12, !15}
!19 = distinct !{!19, !9}
!20 = distinct !{!20, !9}
