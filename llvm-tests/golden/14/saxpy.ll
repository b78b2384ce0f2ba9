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

; Function Attrs: noinline
define i32 @saxpy_c(float %a, i8* %X, i8* %Y, i8* %Out, i64 %n) local_unnamed_addr #0 {
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
define internal i32 @__modlink_saxpy_parallel0(i32 %task_id, i8* nocapture readonly %penv, i8* nocapture readonly %cdata) #1 {
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

common.ret:                                       ; preds = %check22.fail, %Out.strides.done, %check21.fail, %check20.fail, %check19.fail, %check18.fail, %check17.fail, %check16.fail, %check15.fail, %check14.fail, %check13.fail, %check12.fail, %check11.fail, %check10.fail, %check9.fail, %check8.fail, %check7.fail, %check6.fail, %check5.fail, %check4.fail, %check3.fail, %check2.fail, %check1.fail
  %common.ret.op = phi i32 [ -1, %check1.fail ], [ -1, %check2.fail ], [ -1, %check3.fail ], [ -1, %check4.fail ], [ -1, %check5.fail ], [ -1, %check6.fail ], [ -1, %check7.fail ], [ -1, %check8.fail ], [ -1, %check9.fail ], [ -1, %check10.fail ], [ -1, %check11.fail ], [ -1, %check12.fail ], [ -1, %check13.fail ], [ -1, %check14.fail ], [ -1, %check15.fail ], [ -1, %check16.fail ], [ -1, %check17.fail ], [ -1, %check18.fail ], [ -1, %check19.fail ], [ -1, %check20.fail ], [ -1, %check21.fail ], [ %result194, %Out.strides.done ], [ -1, %check22.fail ]
  ret i32 %common.ret.op

check1.fail:                                      ; preds = %entry
  %argc = sext i32 %num_args to i64
  %part = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([43 x i8], [43 x i8]* @.str.0, i64 0, i64 0), i8** %part, align 8
  %0 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits = call fastcc i8* @__modlink_format_i64(i64 %argc, i8* nonnull %0)
  %part1 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits, i8** %part1, align 8
  %1 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %1, i32 2)
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
  %3 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits6 = call fastcc i8* @__modlink_format_i64(i64 %tag, i8* nonnull %3)
  %part7 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits6, i8** %part7, align 8
  %4 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %4, i32 2)
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
  %7 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits16 = call fastcc i8* @__modlink_format_i64(i64 %tag14, i8* nonnull %7)
  %part17 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits16, i8** %part17, align 8
  %8 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %8, i32 2)
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
  %10 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %10, i32 1)
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
  %12 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits20 = call fastcc i8* @__modlink_format_i64(i64 %ndim, i8* nonnull %12)
  %part21 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits20, i8** %part21, align 8
  %13 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %13, i32 2)
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
  %bits24 = zext i8 %bits to i64
  %code23 = zext i8 %code to i64
  %part26 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([91 x i8], [91 x i8]* @.str.7, i64 0, i64 0), i8** %part26, align 8
  %16 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits27 = call fastcc i8* @__modlink_format_i64(i64 %code23, i8* nonnull %16)
  %part28 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits27, i8** %part28, align 8
  %part29 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.8, i64 0, i64 0), i8** %part29, align 8
  %17 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 0
  %digits30 = call fastcc i8* @__modlink_format_i64(i64 %bits24, i8* nonnull %17)
  %part31 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digits30, i8** %part31, align 8
  %part32 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 4
  store i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.9, i64 0, i64 0), i8** %part32, align 8
  %18 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits2, i64 0, i64 0
  %digits33 = call fastcc i8* @__modlink_format_i64(i64 %lanes25, i8* nonnull %18)
  %part34 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 5
  store i8* %digits33, i8** %part34, align 8
  %19 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %19, i32 6)
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
  %21 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits36 = call fastcc i8* @__modlink_format_i64(i64 %device, i8* nonnull %21)
  %part37 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits36, i8** %part37, align 8
  %22 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %22, i32 2)
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
  %28 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits40 = call fastcc i8* @__modlink_format_i64(i64 %X.stride0, i8* nonnull %28)
  %part41 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits40, i8** %part41, align 8
  %part42 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.12, i64 0, i64 0), i8** %part42, align 8
  %29 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 0
  %digits43 = call fastcc i8* @__modlink_format_i64(i64 1, i8* nonnull %29)
  %part44 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digits43, i8** %part44, align 8
  %30 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %30, i32 4)
  br label %common.ret

check9.fail:                                      ; preds = %X.strides.done
  %tag51 = sext i32 %Y.type_index to i64
  %part52 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([125 x i8], [125 x i8]* @.str.13, i64 0, i64 0), i8** %part52, align 8
  %31 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits53 = call fastcc i8* @__modlink_format_i64(i64 %tag51, i8* nonnull %31)
  %part54 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits53, i8** %part54, align 8
  %32 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %32, i32 2)
  br label %common.ret

check9.ok:                                        ; preds = %X.strides.done, %X.strides.done, %X.strides.done
  %Y.value = getelementptr inbounds i8, i8* %args, i64 40
  %33 = bitcast i8* %Y.value to i8**
  %Y.ptr = load i8*, i8** %33, align 8
  %null55.not = icmp eq i8* %Y.ptr, null
  br i1 %null55.not, label %check10.fail, label %check10.ok

check10.fail:                                     ; preds = %check9.ok
  %part57 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([62 x i8], [62 x i8]* @.str.14, i64 0, i64 0), i8** %part57, align 8
  %34 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %34, i32 1)
  br label %common.ret

check10.ok:                                       ; preds = %check9.ok
  %is45 = icmp eq i32 %Y.type_index, 70
  %Y.dltensor.idx = select i1 %is45, i64 24, i64 0
  %Y.dltensor = getelementptr i8, i8* %Y.ptr, i64 %Y.dltensor.idx
  %ndim.at58 = getelementptr inbounds i8, i8* %Y.dltensor, i64 16
  %35 = bitcast i8* %ndim.at58 to i32*
  %Y.ndim = load i32, i32* %35, align 4
  %ndim.ok59 = icmp eq i32 %Y.ndim, 1
  br i1 %ndim.ok59, label %check11.ok, label %check11.fail

check11.fail:                                     ; preds = %check10.ok
  %ndim60 = sext i32 %Y.ndim to i64
  %part61 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([56 x i8], [56 x i8]* @.str.15, i64 0, i64 0), i8** %part61, align 8
  %36 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits62 = call fastcc i8* @__modlink_format_i64(i64 %ndim60, i8* nonnull %36)
  %part63 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits62, i8** %part63, align 8
  %37 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %37, i32 2)
  br label %common.ret

check11.ok:                                       ; preds = %check10.ok
  %dtype.at64 = getelementptr inbounds i8, i8* %Y.dltensor, i64 20
  %38 = getelementptr inbounds i8, i8* %dtype.at64, i64 1
  %lanes.at67 = getelementptr inbounds i8, i8* %dtype.at64, i64 2
  %39 = bitcast i8* %lanes.at67 to i16*
  %code68 = load i8, i8* %dtype.at64, align 1
  %bits69 = load i8, i8* %38, align 1
  %lanes70 = load i16, i16* %39, align 2
  %code.ok71 = icmp eq i8 %code68, 2
  %bits.ok72 = icmp eq i8 %bits69, 32
  %lanes.ok73 = icmp eq i16 %lanes70, 1
  %dtype.ok74 = and i1 %code.ok71, %bits.ok72
  %dtype.ok75 = and i1 %dtype.ok74, %lanes.ok73
  br i1 %dtype.ok75, label %check12.ok, label %check12.fail

check12.fail:                                     ; preds = %check11.ok
  %lanes78 = zext i16 %lanes70 to i64
  %bits77 = zext i8 %bits69 to i64
  %code76 = zext i8 %code68 to i64
  %part79 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([91 x i8], [91 x i8]* @.str.16, i64 0, i64 0), i8** %part79, align 8
  %40 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits80 = call fastcc i8* @__modlink_format_i64(i64 %code76, i8* nonnull %40)
  %part81 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits80, i8** %part81, align 8
  %part82 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.8, i64 0, i64 0), i8** %part82, align 8
  %41 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 0
  %digits83 = call fastcc i8* @__modlink_format_i64(i64 %bits77, i8* nonnull %41)
  %part84 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digits83, i8** %part84, align 8
  %part85 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 4
  store i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.9, i64 0, i64 0), i8** %part85, align 8
  %42 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits2, i64 0, i64 0
  %digits86 = call fastcc i8* @__modlink_format_i64(i64 %lanes78, i8* nonnull %42)
  %part87 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 5
  store i8* %digits86, i8** %part87, align 8
  %43 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %43, i32 6)
  br label %common.ret

check12.ok:                                       ; preds = %check11.ok
  %device.at88 = getelementptr inbounds i8, i8* %Y.dltensor, i64 8
  %44 = bitcast i8* %device.at88 to i32*
  %Y.device_type = load i32, i32* %44, align 4
  %device.ok89 = icmp eq i32 %Y.device_type, 1
  br i1 %device.ok89, label %check13.ok, label %check13.fail

check13.fail:                                     ; preds = %check12.ok
  %device90 = sext i32 %Y.device_type to i64
  %part91 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([90 x i8], [90 x i8]* @.str.17, i64 0, i64 0), i8** %part91, align 8
  %45 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits92 = call fastcc i8* @__modlink_format_i64(i64 %device90, i8* nonnull %45)
  %part93 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits92, i8** %part93, align 8
  %46 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %46, i32 2)
  br label %common.ret

check13.ok:                                       ; preds = %check12.ok
  %shape.at94 = getelementptr inbounds i8, i8* %Y.dltensor, i64 24
  %47 = bitcast i8* %shape.at94 to i64**
  %Y.shape199 = load i64*, i64** %47, align 8
  %Y.shape0 = load i64, i64* %Y.shape199, align 8
  %extent.ok = icmp eq i64 %Y.shape0, %X.shape0
  br i1 %extent.ok, label %check14.ok, label %check14.fail

check14.fail:                                     ; preds = %check13.ok
  %part96 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([56 x i8], [56 x i8]* @.str.18, i64 0, i64 0), i8** %part96, align 8
  %48 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits97 = call fastcc i8* @__modlink_format_i64(i64 %Y.shape0, i8* nonnull %48)
  %part98 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits97, i8** %part98, align 8
  %part99 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([49 x i8], [49 x i8]* @.str.19, i64 0, i64 0), i8** %part99, align 8
  %49 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 0
  %digits100 = call fastcc i8* @__modlink_format_i64(i64 %X.shape0, i8* nonnull %49)
  %part101 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digits100, i8** %part101, align 8
  %50 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %50, i32 4)
  br label %common.ret

check14.ok:                                       ; preds = %check13.ok
  %strides.at102 = getelementptr inbounds i8, i8* %Y.dltensor, i64 32
  %51 = bitcast i8* %strides.at102 to i8**
  %Y.strides = load i8*, i8** %51, align 8
  %has_strides103.not = icmp eq i8* %Y.strides, null
  br i1 %has_strides103.not, label %Y.strides.done, label %Y.strides.check

Y.strides.check:                                  ; preds = %check14.ok
  %52 = bitcast i8* %Y.strides to i64*
  %Y.stride0 = load i64, i64* %52, align 8
  %stride.ok105 = icmp eq i64 %Y.stride0, 1
  %unit106 = icmp eq i64 %X.shape0, 1
  %stride.ok107 = or i1 %unit106, %stride.ok105
  br i1 %stride.ok107, label %Y.strides.done, label %check15.fail

Y.strides.done:                                   ; preds = %Y.strides.check, %check14.ok
  %data.at115 = bitcast i8* %Y.dltensor to i8**
  %data116 = load i8*, i8** %data.at115, align 8
  %byte_offset.at117 = getelementptr inbounds i8, i8* %Y.dltensor, i64 40
  %53 = bitcast i8* %byte_offset.at117 to i64*
  %byte_offset118 = load i64, i64* %53, align 8
  %Y.data = getelementptr i8, i8* %data116, i64 %byte_offset118
  %Out.any = getelementptr inbounds i8, i8* %args, i64 48
  %54 = bitcast i8* %Out.any to i32*
  %Out.type_index = load i32, i32* %54, align 4
  switch i32 %Out.type_index, label %check16.fail [
    i32 70, label %check16.ok
    i32 7, label %check16.ok
    i32 4, label %check16.ok
  ]

check15.fail:                                     ; preds = %Y.strides.check
  %part108 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([86 x i8], [86 x i8]* @.str.20, i64 0, i64 0), i8** %part108, align 8
  %55 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits109 = call fastcc i8* @__modlink_format_i64(i64 %Y.stride0, i8* nonnull %55)
  %part110 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits109, i8** %part110, align 8
  %part111 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.12, i64 0, i64 0), i8** %part111, align 8
  %56 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 0
  %digits112 = call fastcc i8* @__modlink_format_i64(i64 1, i8* nonnull %56)
  %part113 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digits112, i8** %part113, align 8
  %57 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %57, i32 4)
  br label %common.ret

check16.fail:                                     ; preds = %Y.strides.done
  %tag125 = sext i32 %Out.type_index to i64
  %part126 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([127 x i8], [127 x i8]* @.str.21, i64 0, i64 0), i8** %part126, align 8
  %58 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits127 = call fastcc i8* @__modlink_format_i64(i64 %tag125, i8* nonnull %58)
  %part128 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits127, i8** %part128, align 8
  %59 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %59, i32 2)
  br label %common.ret

check16.ok:                                       ; preds = %Y.strides.done, %Y.strides.done, %Y.strides.done
  %Out.value = getelementptr inbounds i8, i8* %args, i64 56
  %60 = bitcast i8* %Out.value to i8**
  %Out.ptr = load i8*, i8** %60, align 8
  %null129.not = icmp eq i8* %Out.ptr, null
  br i1 %null129.not, label %check17.fail, label %check17.ok

check17.fail:                                     ; preds = %check16.ok
  %part131 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([64 x i8], [64 x i8]* @.str.22, i64 0, i64 0), i8** %part131, align 8
  %61 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %61, i32 1)
  br label %common.ret

check17.ok:                                       ; preds = %check16.ok
  %is119 = icmp eq i32 %Out.type_index, 70
  %Out.dltensor.idx = select i1 %is119, i64 24, i64 0
  %Out.dltensor = getelementptr i8, i8* %Out.ptr, i64 %Out.dltensor.idx
  %ndim.at132 = getelementptr inbounds i8, i8* %Out.dltensor, i64 16
  %62 = bitcast i8* %ndim.at132 to i32*
  %Out.ndim = load i32, i32* %62, align 4
  %ndim.ok133 = icmp eq i32 %Out.ndim, 1
  br i1 %ndim.ok133, label %check18.ok, label %check18.fail

check18.fail:                                     ; preds = %check17.ok
  %ndim134 = sext i32 %Out.ndim to i64
  %part135 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([58 x i8], [58 x i8]* @.str.23, i64 0, i64 0), i8** %part135, align 8
  %63 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits136 = call fastcc i8* @__modlink_format_i64(i64 %ndim134, i8* nonnull %63)
  %part137 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits136, i8** %part137, align 8
  %64 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %64, i32 2)
  br label %common.ret

check18.ok:                                       ; preds = %check17.ok
  %dtype.at138 = getelementptr inbounds i8, i8* %Out.dltensor, i64 20
  %65 = getelementptr inbounds i8, i8* %dtype.at138, i64 1
  %lanes.at141 = getelementptr inbounds i8, i8* %dtype.at138, i64 2
  %66 = bitcast i8* %lanes.at141 to i16*
  %code142 = load i8, i8* %dtype.at138, align 1
  %bits143 = load i8, i8* %65, align 1
  %lanes144 = load i16, i16* %66, align 2
  %code.ok145 = icmp eq i8 %code142, 2
  %bits.ok146 = icmp eq i8 %bits143, 32
  %lanes.ok147 = icmp eq i16 %lanes144, 1
  %dtype.ok148 = and i1 %code.ok145, %bits.ok146
  %dtype.ok149 = and i1 %dtype.ok148, %lanes.ok147
  br i1 %dtype.ok149, label %check19.ok, label %check19.fail

check19.fail:                                     ; preds = %check18.ok
  %lanes152 = zext i16 %lanes144 to i64
  %bits151 = zext i8 %bits143 to i64
  %code150 = zext i8 %code142 to i64
  %part153 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([93 x i8], [93 x i8]* @.str.24, i64 0, i64 0), i8** %part153, align 8
  %67 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits154 = call fastcc i8* @__modlink_format_i64(i64 %code150, i8* nonnull %67)
  %part155 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits154, i8** %part155, align 8
  %part156 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.8, i64 0, i64 0), i8** %part156, align 8
  %68 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 0
  %digits157 = call fastcc i8* @__modlink_format_i64(i64 %bits151, i8* nonnull %68)
  %part158 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digits157, i8** %part158, align 8
  %part159 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 4
  store i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.9, i64 0, i64 0), i8** %part159, align 8
  %69 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits2, i64 0, i64 0
  %digits160 = call fastcc i8* @__modlink_format_i64(i64 %lanes152, i8* nonnull %69)
  %part161 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 5
  store i8* %digits160, i8** %part161, align 8
  %70 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %70, i32 6)
  br label %common.ret

check19.ok:                                       ; preds = %check18.ok
  %device.at162 = getelementptr inbounds i8, i8* %Out.dltensor, i64 8
  %71 = bitcast i8* %device.at162 to i32*
  %Out.device_type = load i32, i32* %71, align 4
  %device.ok163 = icmp eq i32 %Out.device_type, 1
  br i1 %device.ok163, label %check20.ok, label %check20.fail

check20.fail:                                     ; preds = %check19.ok
  %device164 = sext i32 %Out.device_type to i64
  %part165 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([92 x i8], [92 x i8]* @.str.25, i64 0, i64 0), i8** %part165, align 8
  %72 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits166 = call fastcc i8* @__modlink_format_i64(i64 %device164, i8* nonnull %72)
  %part167 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits166, i8** %part167, align 8
  %73 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %73, i32 2)
  br label %common.ret

check20.ok:                                       ; preds = %check19.ok
  %shape.at168 = getelementptr inbounds i8, i8* %Out.dltensor, i64 24
  %74 = bitcast i8* %shape.at168 to i64**
  %Out.shape200 = load i64*, i64** %74, align 8
  %Out.shape0 = load i64, i64* %Out.shape200, align 8
  %extent.ok170 = icmp eq i64 %Out.shape0, %X.shape0
  br i1 %extent.ok170, label %check21.ok, label %check21.fail

check21.fail:                                     ; preds = %check20.ok
  %part171 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([58 x i8], [58 x i8]* @.str.26, i64 0, i64 0), i8** %part171, align 8
  %75 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits172 = call fastcc i8* @__modlink_format_i64(i64 %Out.shape0, i8* nonnull %75)
  %part173 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits172, i8** %part173, align 8
  %part174 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([49 x i8], [49 x i8]* @.str.19, i64 0, i64 0), i8** %part174, align 8
  %76 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 0
  %digits175 = call fastcc i8* @__modlink_format_i64(i64 %X.shape0, i8* nonnull %76)
  %part176 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digits175, i8** %part176, align 8
  %77 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %77, i32 4)
  br label %common.ret

check21.ok:                                       ; preds = %check20.ok
  %strides.at177 = getelementptr inbounds i8, i8* %Out.dltensor, i64 32
  %78 = bitcast i8* %strides.at177 to i8**
  %Out.strides = load i8*, i8** %78, align 8
  %has_strides178.not = icmp eq i8* %Out.strides, null
  br i1 %has_strides178.not, label %Out.strides.done, label %Out.strides.check

Out.strides.check:                                ; preds = %check21.ok
  %79 = bitcast i8* %Out.strides to i64*
  %Out.stride0 = load i64, i64* %79, align 8
  %stride.ok180 = icmp eq i64 %Out.stride0, 1
  %unit181 = icmp eq i64 %X.shape0, 1
  %stride.ok182 = or i1 %unit181, %stride.ok180
  br i1 %stride.ok182, label %Out.strides.done, label %check22.fail

Out.strides.done:                                 ; preds = %Out.strides.check, %check21.ok
  %data.at190 = bitcast i8* %Out.dltensor to i8**
  %data191 = load i8*, i8** %data.at190, align 8
  %byte_offset.at192 = getelementptr inbounds i8, i8* %Out.dltensor, i64 40
  %80 = bitcast i8* %byte_offset.at192 to i64*
  %byte_offset193 = load i64, i64* %80, align 8
  %Out.data = getelementptr i8, i8* %data191, i64 %byte_offset193
  %status = tail call i32 @saxpy_c(float %a, i8* %X.data, i8* %Y.data, i8* %Out.data, i64 %X.shape0)
  %ok = icmp ne i32 %status, 0
  %result194 = sext i1 %ok to i32
  br label %common.ret

check22.fail:                                     ; preds = %Out.strides.check
  %part183 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([88 x i8], [88 x i8]* @.str.27, i64 0, i64 0), i8** %part183, align 8
  %81 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits184 = call fastcc i8* @__modlink_format_i64(i64 %Out.stride0, i8* nonnull %81)
  %part185 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits184, i8** %part185, align 8
  %part186 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.12, i64 0, i64 0), i8** %part186, align 8
  %82 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 0
  %digits187 = call fastcc i8* @__modlink_format_i64(i64 1, i8* nonnull %82)
  %part188 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digits187, i8** %part188, align 8
  %83 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %83, i32 4)
  br label %common.ret
}

; Function Attrs: cold nofree noinline norecurse nosync nounwind writeonly
define internal fastcc nonnull i8* @__modlink_format_i64(i64 %0, i8* writeonly %1) unnamed_addr #2 {
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
define internal fastcc void @__modlink_raise(i8* %0, i8* %1, i32 %2) unnamed_addr #3 {
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
  %status = tail call i32 @__tvm_ffi_saxpy(i8* undef, i8* %args, i32 %num_args, i8* undef)
  ret i32 %status
}

attributes #0 = { noinline }
attributes #1 = { nofree norecurse nosync nounwind }
attributes #2 = { cold nofree noinline norecurse nosync nounwind writeonly }
attributes #3 = { cold noinline }

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
