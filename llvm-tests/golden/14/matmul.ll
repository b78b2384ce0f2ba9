target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__TVMBackendParallelLaunch = linkonce local_unnamed_addr global i8* null, align 8
@.str.0 = private unnamed_addr constant [44 x i8] c"kernel `matmul`: expected 3 arguments, got \00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"ValueError\00", align 1
@.str.2 = private unnamed_addr constant [126 x i8] c"kernel `matmul`: argument 0 (`A`): expected a tensor (DLTensor* type index 7, opaque pointer 4 or Tensor 70), got type index \00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"TypeError\00", align 1
@.str.4 = private unnamed_addr constant [63 x i8] c"kernel `matmul`: argument 0 (`A`): expected a tensor, got NULL\00", align 1
@.str.5 = private unnamed_addr constant [57 x i8] c"kernel `matmul`: argument 0 (`A`): expected ndim 2, got \00", align 1
@.str.6 = private unnamed_addr constant [92 x i8] c"kernel `matmul`: argument 0 (`A`): expected dtype f32 (code 2, bits 32, lanes 1), got code \00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c", bits \00", align 1
@.str.8 = private unnamed_addr constant [9 x i8] c", lanes \00", align 1
@.str.9 = private unnamed_addr constant [91 x i8] c"kernel `matmul`: argument 0 (`A`): expected a CPU tensor (device_type 1), got device_type \00", align 1
@.str.10 = private unnamed_addr constant [87 x i8] c"kernel `matmul`: argument 0 (`A`): is not compact row-major: stride of dimension 1 is \00", align 1
@.str.11 = private unnamed_addr constant [12 x i8] c", expected \00", align 1
@.str.12 = private unnamed_addr constant [87 x i8] c"kernel `matmul`: argument 0 (`A`): is not compact row-major: stride of dimension 0 is \00", align 1
@.str.13 = private unnamed_addr constant [126 x i8] c"kernel `matmul`: argument 1 (`B`): expected a tensor (DLTensor* type index 7, opaque pointer 4 or Tensor 70), got type index \00", align 1
@.str.14 = private unnamed_addr constant [63 x i8] c"kernel `matmul`: argument 1 (`B`): expected a tensor, got NULL\00", align 1
@.str.15 = private unnamed_addr constant [57 x i8] c"kernel `matmul`: argument 1 (`B`): expected ndim 2, got \00", align 1
@.str.16 = private unnamed_addr constant [92 x i8] c"kernel `matmul`: argument 1 (`B`): expected dtype f32 (code 2, bits 32, lanes 1), got code \00", align 1
@.str.17 = private unnamed_addr constant [91 x i8] c"kernel `matmul`: argument 1 (`B`): expected a CPU tensor (device_type 1), got device_type \00", align 1
@.str.18 = private unnamed_addr constant [57 x i8] c"kernel `matmul`: argument 1 (`B`): dimension 0 (`k`) is \00", align 1
@.str.19 = private unnamed_addr constant [49 x i8] c", but argument 0 (`A`) dimension 1 bound `k` to \00", align 1
@.str.20 = private unnamed_addr constant [87 x i8] c"kernel `matmul`: argument 1 (`B`): is not compact row-major: stride of dimension 1 is \00", align 1
@.str.21 = private unnamed_addr constant [87 x i8] c"kernel `matmul`: argument 1 (`B`): is not compact row-major: stride of dimension 0 is \00", align 1
@.str.22 = private unnamed_addr constant [126 x i8] c"kernel `matmul`: argument 2 (`C`): expected a tensor (DLTensor* type index 7, opaque pointer 4 or Tensor 70), got type index \00", align 1
@.str.23 = private unnamed_addr constant [63 x i8] c"kernel `matmul`: argument 2 (`C`): expected a tensor, got NULL\00", align 1
@.str.24 = private unnamed_addr constant [57 x i8] c"kernel `matmul`: argument 2 (`C`): expected ndim 2, got \00", align 1
@.str.25 = private unnamed_addr constant [92 x i8] c"kernel `matmul`: argument 2 (`C`): expected dtype f32 (code 2, bits 32, lanes 1), got code \00", align 1
@.str.26 = private unnamed_addr constant [91 x i8] c"kernel `matmul`: argument 2 (`C`): expected a CPU tensor (device_type 1), got device_type \00", align 1
@.str.27 = private unnamed_addr constant [57 x i8] c"kernel `matmul`: argument 2 (`C`): dimension 0 (`m`) is \00", align 1
@.str.28 = private unnamed_addr constant [49 x i8] c", but argument 0 (`A`) dimension 0 bound `m` to \00", align 1
@.str.29 = private unnamed_addr constant [57 x i8] c"kernel `matmul`: argument 2 (`C`): dimension 1 (`n`) is \00", align 1
@.str.30 = private unnamed_addr constant [49 x i8] c", but argument 1 (`B`) dimension 1 bound `n` to \00", align 1
@.str.31 = private unnamed_addr constant [87 x i8] c"kernel `matmul`: argument 2 (`C`): is not compact row-major: stride of dimension 1 is \00", align 1
@.str.32 = private unnamed_addr constant [87 x i8] c"kernel `matmul`: argument 2 (`C`): is not compact row-major: stride of dimension 0 is \00", align 1

; Function Attrs: noinline
define i32 @matmul_c(i8* %A, i8* %B, i8* %C, i64 %m, i64 %k, i64 %n) local_unnamed_addr #0 {
entry:
  %closure.data = alloca { i64, i64, i8*, i64, i64, i8*, i64, i64, i8*, i64, i64, i64, i64 }, align 8
  %field = getelementptr inbounds { i64, i64, i8*, i64, i64, i8*, i64, i64, i8*, i64, i64, i64, i64 }, { i64, i64, i8*, i64, i64, i8*, i64, i64, i8*, i64, i64, i64, i64 }* %closure.data, i64 0, i32 0
  store i64 0, i64* %field, align 8
  %field1 = getelementptr inbounds { i64, i64, i8*, i64, i64, i8*, i64, i64, i8*, i64, i64, i64, i64 }, { i64, i64, i8*, i64, i64, i8*, i64, i64, i8*, i64, i64, i64, i64 }* %closure.data, i64 0, i32 1
  store i64 %m, i64* %field1, align 8
  %field2 = getelementptr inbounds { i64, i64, i8*, i64, i64, i8*, i64, i64, i8*, i64, i64, i64, i64 }, { i64, i64, i8*, i64, i64, i8*, i64, i64, i8*, i64, i64, i64, i64 }* %closure.data, i64 0, i32 2
  store i8* %A, i8** %field2, align 8
  %field3 = getelementptr inbounds { i64, i64, i8*, i64, i64, i8*, i64, i64, i8*, i64, i64, i64, i64 }, { i64, i64, i8*, i64, i64, i8*, i64, i64, i8*, i64, i64, i64, i64 }* %closure.data, i64 0, i32 3
  store i64 %m, i64* %field3, align 8
  %field4 = getelementptr inbounds { i64, i64, i8*, i64, i64, i8*, i64, i64, i8*, i64, i64, i64, i64 }, { i64, i64, i8*, i64, i64, i8*, i64, i64, i8*, i64, i64, i64, i64 }* %closure.data, i64 0, i32 4
  store i64 %k, i64* %field4, align 8
  %field5 = getelementptr inbounds { i64, i64, i8*, i64, i64, i8*, i64, i64, i8*, i64, i64, i64, i64 }, { i64, i64, i8*, i64, i64, i8*, i64, i64, i8*, i64, i64, i64, i64 }* %closure.data, i64 0, i32 5
  store i8* %B, i8** %field5, align 8
  %field6 = getelementptr inbounds { i64, i64, i8*, i64, i64, i8*, i64, i64, i8*, i64, i64, i64, i64 }, { i64, i64, i8*, i64, i64, i8*, i64, i64, i8*, i64, i64, i64, i64 }* %closure.data, i64 0, i32 6
  store i64 %k, i64* %field6, align 8
  %field7 = getelementptr inbounds { i64, i64, i8*, i64, i64, i8*, i64, i64, i8*, i64, i64, i64, i64 }, { i64, i64, i8*, i64, i64, i8*, i64, i64, i8*, i64, i64, i64, i64 }* %closure.data, i64 0, i32 7
  store i64 %n, i64* %field7, align 8
  %field8 = getelementptr inbounds { i64, i64, i8*, i64, i64, i8*, i64, i64, i8*, i64, i64, i64, i64 }, { i64, i64, i8*, i64, i64, i8*, i64, i64, i8*, i64, i64, i64, i64 }* %closure.data, i64 0, i32 8
  store i8* %C, i8** %field8, align 8
  %field9 = getelementptr inbounds { i64, i64, i8*, i64, i64, i8*, i64, i64, i8*, i64, i64, i64, i64 }, { i64, i64, i8*, i64, i64, i8*, i64, i64, i8*, i64, i64, i64, i64 }* %closure.data, i64 0, i32 9
  store i64 %m, i64* %field9, align 8
  %field10 = getelementptr inbounds { i64, i64, i8*, i64, i64, i8*, i64, i64, i8*, i64, i64, i64, i64 }, { i64, i64, i8*, i64, i64, i8*, i64, i64, i8*, i64, i64, i64, i64 }* %closure.data, i64 0, i32 10
  store i64 %n, i64* %field10, align 8
  %field11 = getelementptr inbounds { i64, i64, i8*, i64, i64, i8*, i64, i64, i8*, i64, i64, i64, i64 }, { i64, i64, i8*, i64, i64, i8*, i64, i64, i8*, i64, i64, i64, i64 }* %closure.data, i64 0, i32 11
  store i64 %k, i64* %field11, align 8
  %field12 = getelementptr inbounds { i64, i64, i8*, i64, i64, i8*, i64, i64, i8*, i64, i64, i64, i64 }, { i64, i64, i8*, i64, i64, i8*, i64, i64, i8*, i64, i64, i64, i64 }* %closure.data, i64 0, i32 12
  store i64 %n, i64* %field12, align 8
  %launch = load i8*, i8** @__TVMBackendParallelLaunch, align 8
  %no_pool = icmp eq i8* %launch, null
  %0 = bitcast i8* %A to float*
  %1 = bitcast i8* %B to float*
  %2 = bitcast i8* %C to float*
  br i1 %no_pool, label %parallel.serial, label %parallel.launch

parallel.launch:                                  ; preds = %entry
  %3 = bitcast i8* %launch to i32 (i8*, i8*, i32)*
  %4 = bitcast { i64, i64, i8*, i64, i64, i8*, i64, i64, i8*, i64, i64, i64, i64 }* %closure.data to i8*
  %launched = call i32 %3(i8* bitcast (i32 (i32, i8*, i8*)* @__modlink_matmul_parallel0 to i8*), i8* nonnull %4, i32 0)
  %phi.cmp = icmp ne i32 %launched, 0
  %phi.cast = sext i1 %phi.cmp to i32
  br label %parallel.done

parallel.serial:                                  ; preds = %entry
  %nonempty.i = icmp sgt i64 %m, 0
  br i1 %nonempty.i, label %for.j.preheader.lr.ph.i, label %parallel.done

for.j.preheader.lr.ph.i:                          ; preds = %parallel.serial
  %more2135.i = icmp sgt i64 %n, 0
  %more2232.i = icmp sgt i64 %k, 0
  %xtraiter = and i64 %k, 1
  %5 = icmp eq i64 %k, 1
  %unroll_iter = and i64 %k, -2
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br label %for.j.preheader.i

for.j.preheader.i:                                ; preds = %for.j.end.i, %for.j.preheader.lr.ph.i
  %i.addr.039.i = phi i64 [ 0, %for.j.preheader.lr.ph.i ], [ %i.next.i, %for.j.end.i ]
  br i1 %more2135.i, label %for.r.preheader.lr.ph.i, label %for.j.end.i

for.r.preheader.lr.ph.i:                          ; preds = %for.j.preheader.i
  %row.i = mul nsw i64 %i.addr.039.i, %k
  %row26.i = mul nsw i64 %i.addr.039.i, %n
  br label %for.r.preheader.i

for.r.preheader.i:                                ; preds = %for.r.end.i, %for.r.preheader.lr.ph.i
  %j.addr.036.i = phi i64 [ 0, %for.r.preheader.lr.ph.i ], [ %j.next.i, %for.r.end.i ]
  br i1 %more2232.i, label %for.r.body.i.preheader, label %for.r.end.i

for.r.body.i.preheader:                           ; preds = %for.r.preheader.i
  br i1 %5, label %for.r.end.i.loopexit.unr-lcssa, label %for.r.body.i

for.j.end.i:                                      ; preds = %for.r.end.i, %for.j.preheader.i
  %i.next.i = add nuw nsw i64 %i.addr.039.i, 1
  %exitcond.not = icmp eq i64 %i.next.i, %m
  br i1 %exitcond.not, label %parallel.done, label %for.j.preheader.i

for.r.body.i:                                     ; preds = %for.r.body.i.preheader, %for.r.body.i
  %r.addr.034.i = phi i64 [ %r.next.i.1, %for.r.body.i ], [ 0, %for.r.body.i.preheader ]
  %acc.033.i = phi float [ %add.i.1, %for.r.body.i ], [ 0.000000e+00, %for.r.body.i.preheader ]
  %niter = phi i64 [ %niter.next.1, %for.r.body.i ], [ 0, %for.r.body.i.preheader ]
  %flat.i = add nsw i64 %r.addr.034.i, %row.i
  %A.addr.i = getelementptr inbounds float, float* %0, i64 %flat.i
  %A.elem.i = load float, float* %A.addr.i, align 4
  %row24.i = mul nsw i64 %r.addr.034.i, %n
  %flat25.i = add nsw i64 %row24.i, %j.addr.036.i
  %B.addr.i = getelementptr inbounds float, float* %1, i64 %flat25.i
  %B.elem.i = load float, float* %B.addr.i, align 4
  %mul.i = fmul float %A.elem.i, %B.elem.i
  %add.i = fadd float %acc.033.i, %mul.i
  %r.next.i = or i64 %r.addr.034.i, 1
  %flat.i.1 = add nsw i64 %r.next.i, %row.i
  %A.addr.i.1 = getelementptr inbounds float, float* %0, i64 %flat.i.1
  %A.elem.i.1 = load float, float* %A.addr.i.1, align 4
  %row24.i.1 = mul nsw i64 %r.next.i, %n
  %flat25.i.1 = add nsw i64 %row24.i.1, %j.addr.036.i
  %B.addr.i.1 = getelementptr inbounds float, float* %1, i64 %flat25.i.1
  %B.elem.i.1 = load float, float* %B.addr.i.1, align 4
  %mul.i.1 = fmul float %A.elem.i.1, %B.elem.i.1
  %add.i.1 = fadd float %add.i, %mul.i.1
  %r.next.i.1 = add nuw nsw i64 %r.addr.034.i, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.r.end.i.loopexit.unr-lcssa, label %for.r.body.i

for.r.end.i.loopexit.unr-lcssa:                   ; preds = %for.r.body.i, %for.r.body.i.preheader
  %add.i.lcssa.ph = phi float [ undef, %for.r.body.i.preheader ], [ %add.i.1, %for.r.body.i ]
  %r.addr.034.i.unr = phi i64 [ 0, %for.r.body.i.preheader ], [ %r.next.i.1, %for.r.body.i ]
  %acc.033.i.unr = phi float [ 0.000000e+00, %for.r.body.i.preheader ], [ %add.i.1, %for.r.body.i ]
  br i1 %lcmp.mod.not, label %for.r.end.i, label %for.r.body.i.epil

for.r.body.i.epil:                                ; preds = %for.r.end.i.loopexit.unr-lcssa
  %flat.i.epil = add nsw i64 %r.addr.034.i.unr, %row.i
  %A.addr.i.epil = getelementptr inbounds float, float* %0, i64 %flat.i.epil
  %A.elem.i.epil = load float, float* %A.addr.i.epil, align 4
  %row24.i.epil = mul nsw i64 %r.addr.034.i.unr, %n
  %flat25.i.epil = add nsw i64 %row24.i.epil, %j.addr.036.i
  %B.addr.i.epil = getelementptr inbounds float, float* %1, i64 %flat25.i.epil
  %B.elem.i.epil = load float, float* %B.addr.i.epil, align 4
  %mul.i.epil = fmul float %A.elem.i.epil, %B.elem.i.epil
  %add.i.epil = fadd float %acc.033.i.unr, %mul.i.epil
  br label %for.r.end.i

for.r.end.i:                                      ; preds = %for.r.body.i.epil, %for.r.end.i.loopexit.unr-lcssa, %for.r.preheader.i
  %acc.0.lcssa.i = phi float [ 0.000000e+00, %for.r.preheader.i ], [ %add.i.lcssa.ph, %for.r.end.i.loopexit.unr-lcssa ], [ %add.i.epil, %for.r.body.i.epil ]
  %flat27.i = add nsw i64 %j.addr.036.i, %row26.i
  %C.addr.i = getelementptr inbounds float, float* %2, i64 %flat27.i
  store float %acc.0.lcssa.i, float* %C.addr.i, align 4
  %j.next.i = add nuw nsw i64 %j.addr.036.i, 1
  %exitcond41.not.i = icmp eq i64 %j.next.i, %n
  br i1 %exitcond41.not.i, label %for.j.end.i, label %for.r.preheader.i

parallel.done:                                    ; preds = %for.j.end.i, %parallel.serial, %parallel.launch
  %parallel.status = phi i32 [ %phi.cast, %parallel.launch ], [ 0, %parallel.serial ], [ 0, %for.j.end.i ]
  ret i32 %parallel.status
}

; Function Attrs: nofree norecurse nosync nounwind
define internal i32 @__modlink_matmul_parallel0(i32 %task_id, i8* nocapture readonly %penv, i8* nocapture readonly %cdata) #1 {
entry:
  %field.at = bitcast i8* %cdata to i64*
  %start = load i64, i64* %field.at, align 8
  %field.at1 = getelementptr inbounds i8, i8* %cdata, i64 8
  %0 = bitcast i8* %field.at1 to i64*
  %end = load i64, i64* %0, align 8
  %field.at2 = getelementptr inbounds i8, i8* %cdata, i64 16
  %1 = bitcast i8* %field.at2 to float**
  %A29 = load float*, float** %1, align 8
  %field.at4 = getelementptr inbounds i8, i8* %cdata, i64 32
  %2 = bitcast i8* %field.at4 to i64*
  %extent5 = load i64, i64* %2, align 8
  %field.at6 = getelementptr inbounds i8, i8* %cdata, i64 40
  %3 = bitcast i8* %field.at6 to float**
  %B30 = load float*, float** %3, align 8
  %field.at9 = getelementptr inbounds i8, i8* %cdata, i64 56
  %4 = bitcast i8* %field.at9 to i64*
  %extent10 = load i64, i64* %4, align 8
  %field.at11 = getelementptr inbounds i8, i8* %cdata, i64 64
  %5 = bitcast i8* %field.at11 to float**
  %C31 = load float*, float** %5, align 8
  %field.at14 = getelementptr inbounds i8, i8* %cdata, i64 80
  %6 = bitcast i8* %field.at14 to i64*
  %extent15 = load i64, i64* %6, align 8
  %field.at16 = getelementptr inbounds i8, i8* %cdata, i64 88
  %7 = bitcast i8* %field.at16 to i64*
  %k = load i64, i64* %7, align 8
  %field.at17 = getelementptr inbounds i8, i8* %cdata, i64 96
  %8 = bitcast i8* %field.at17 to i64*
  %n = load i64, i64* %8, align 8
  %num_task.at = getelementptr inbounds i8, i8* %penv, i64 8
  %9 = bitcast i8* %num_task.at to i32*
  %num_task = load i32, i32* %9, align 4
  %num_task18 = sext i32 %num_task to i64
  %several = icmp sgt i64 %num_task18, 1
  %num_task19 = select i1 %several, i64 %num_task18, i64 1
  %span = sub i64 %end, %start
  %nonempty = icmp sgt i64 %span, 0
  %total = select i1 %nonempty, i64 %span, i64 0
  %10 = add nsw i64 %total, -1
  %rounded = add i64 %10, %num_task19
  %chunk = sdiv i64 %rounded, %num_task19
  %task = sext i32 %task_id to i64
  %offset = mul i64 %chunk, %task
  %low = add i64 %offset, %start
  %high = add i64 %low, %chunk
  %before_end = icmp slt i64 %high, %end
  %high20 = select i1 %before_end, i64 %high, i64 %end
  %more38 = icmp slt i64 %low, %high20
  br i1 %more38, label %for.j.preheader.lr.ph, label %for.i.end

for.j.preheader.lr.ph:                            ; preds = %entry
  %more2135 = icmp sgt i64 %n, 0
  %more2232 = icmp sgt i64 %k, 0
  %xtraiter = and i64 %k, 1
  %11 = icmp eq i64 %k, 1
  %unroll_iter = and i64 %k, -2
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br label %for.j.preheader

for.j.preheader:                                  ; preds = %for.j.preheader.lr.ph, %for.j.end
  %i.addr.039 = phi i64 [ %low, %for.j.preheader.lr.ph ], [ %i.next, %for.j.end ]
  br i1 %more2135, label %for.r.preheader.lr.ph, label %for.j.end

for.r.preheader.lr.ph:                            ; preds = %for.j.preheader
  %row = mul nsw i64 %i.addr.039, %extent5
  %row26 = mul nsw i64 %i.addr.039, %extent15
  br label %for.r.preheader

for.i.end:                                        ; preds = %for.j.end, %entry
  ret i32 0

for.r.preheader:                                  ; preds = %for.r.preheader.lr.ph, %for.r.end
  %j.addr.036 = phi i64 [ 0, %for.r.preheader.lr.ph ], [ %j.next, %for.r.end ]
  br i1 %more2232, label %for.r.body.preheader, label %for.r.end

for.r.body.preheader:                             ; preds = %for.r.preheader
  br i1 %11, label %for.r.end.loopexit.unr-lcssa, label %for.r.body

for.j.end:                                        ; preds = %for.r.end, %for.j.preheader
  %i.next = add nsw i64 %i.addr.039, 1
  %more = icmp slt i64 %i.next, %high20
  br i1 %more, label %for.j.preheader, label %for.i.end

for.r.body:                                       ; preds = %for.r.body.preheader, %for.r.body
  %r.addr.034 = phi i64 [ %r.next.1, %for.r.body ], [ 0, %for.r.body.preheader ]
  %acc.033 = phi float [ %add.1, %for.r.body ], [ 0.000000e+00, %for.r.body.preheader ]
  %niter = phi i64 [ %niter.next.1, %for.r.body ], [ 0, %for.r.body.preheader ]
  %flat = add nsw i64 %r.addr.034, %row
  %A.addr = getelementptr inbounds float, float* %A29, i64 %flat
  %A.elem = load float, float* %A.addr, align 4
  %row24 = mul nsw i64 %r.addr.034, %extent10
  %flat25 = add nsw i64 %row24, %j.addr.036
  %B.addr = getelementptr inbounds float, float* %B30, i64 %flat25
  %B.elem = load float, float* %B.addr, align 4
  %mul = fmul float %A.elem, %B.elem
  %add = fadd float %acc.033, %mul
  %r.next = or i64 %r.addr.034, 1
  %flat.1 = add nsw i64 %r.next, %row
  %A.addr.1 = getelementptr inbounds float, float* %A29, i64 %flat.1
  %A.elem.1 = load float, float* %A.addr.1, align 4
  %row24.1 = mul nsw i64 %r.next, %extent10
  %flat25.1 = add nsw i64 %row24.1, %j.addr.036
  %B.addr.1 = getelementptr inbounds float, float* %B30, i64 %flat25.1
  %B.elem.1 = load float, float* %B.addr.1, align 4
  %mul.1 = fmul float %A.elem.1, %B.elem.1
  %add.1 = fadd float %add, %mul.1
  %r.next.1 = add nuw nsw i64 %r.addr.034, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.r.end.loopexit.unr-lcssa, label %for.r.body

for.r.end.loopexit.unr-lcssa:                     ; preds = %for.r.body, %for.r.body.preheader
  %add.lcssa.ph = phi float [ undef, %for.r.body.preheader ], [ %add.1, %for.r.body ]
  %r.addr.034.unr = phi i64 [ 0, %for.r.body.preheader ], [ %r.next.1, %for.r.body ]
  %acc.033.unr = phi float [ 0.000000e+00, %for.r.body.preheader ], [ %add.1, %for.r.body ]
  br i1 %lcmp.mod.not, label %for.r.end, label %for.r.body.epil

for.r.body.epil:                                  ; preds = %for.r.end.loopexit.unr-lcssa
  %flat.epil = add nsw i64 %r.addr.034.unr, %row
  %A.addr.epil = getelementptr inbounds float, float* %A29, i64 %flat.epil
  %A.elem.epil = load float, float* %A.addr.epil, align 4
  %row24.epil = mul nsw i64 %r.addr.034.unr, %extent10
  %flat25.epil = add nsw i64 %row24.epil, %j.addr.036
  %B.addr.epil = getelementptr inbounds float, float* %B30, i64 %flat25.epil
  %B.elem.epil = load float, float* %B.addr.epil, align 4
  %mul.epil = fmul float %A.elem.epil, %B.elem.epil
  %add.epil = fadd float %acc.033.unr, %mul.epil
  br label %for.r.end

for.r.end:                                        ; preds = %for.r.body.epil, %for.r.end.loopexit.unr-lcssa, %for.r.preheader
  %acc.0.lcssa = phi float [ 0.000000e+00, %for.r.preheader ], [ %add.lcssa.ph, %for.r.end.loopexit.unr-lcssa ], [ %add.epil, %for.r.body.epil ]
  %flat27 = add nsw i64 %j.addr.036, %row26
  %C.addr = getelementptr inbounds float, float* %C31, i64 %flat27
  store float %acc.0.lcssa, float* %C.addr, align 4
  %j.next = add nuw nsw i64 %j.addr.036, 1
  %exitcond41.not = icmp eq i64 %j.next, %n
  br i1 %exitcond41.not, label %for.j.end, label %for.r.preheader
}

define i32 @__tvm_ffi_matmul(i8* nocapture readnone %self, i8* nocapture readonly %args, i32 %num_args, i8* nocapture readnone %result) local_unnamed_addr {
entry:
  %message.parts = alloca [16 x i8*], align 8
  %message.digits0 = alloca [24 x i8], align 1
  %message.digits1 = alloca [24 x i8], align 1
  %message.digits2 = alloca [24 x i8], align 1
  %argc.ok = icmp eq i32 %num_args, 3
  br i1 %argc.ok, label %check1.ok, label %check1.fail

common.ret:                                       ; preds = %check25.fail, %check24.fail, %C.strides.done, %check23.fail, %check22.fail, %check21.fail, %check20.fail, %check19.fail, %check18.fail, %check17.fail, %check16.fail, %check15.fail, %check14.fail, %check13.fail, %check12.fail, %check11.fail, %check10.fail, %check9.fail, %check8.fail, %check7.fail, %check6.fail, %check5.fail, %check4.fail, %check3.fail, %check2.fail, %check1.fail
  %common.ret.op = phi i32 [ -1, %check1.fail ], [ -1, %check2.fail ], [ -1, %check3.fail ], [ -1, %check4.fail ], [ -1, %check5.fail ], [ -1, %check6.fail ], [ -1, %check7.fail ], [ -1, %check8.fail ], [ -1, %check9.fail ], [ -1, %check10.fail ], [ -1, %check11.fail ], [ -1, %check12.fail ], [ -1, %check13.fail ], [ -1, %check14.fail ], [ -1, %check15.fail ], [ -1, %check16.fail ], [ -1, %check17.fail ], [ -1, %check18.fail ], [ -1, %check19.fail ], [ -1, %check20.fail ], [ -1, %check21.fail ], [ -1, %check22.fail ], [ -1, %check23.fail ], [ %result227, %C.strides.done ], [ -1, %check24.fail ], [ -1, %check25.fail ]
  ret i32 %common.ret.op

check1.fail:                                      ; preds = %entry
  %argc = sext i32 %num_args to i64
  %part = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([44 x i8], [44 x i8]* @.str.0, i64 0, i64 0), i8** %part, align 8
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
  store i8* getelementptr inbounds ([126 x i8], [126 x i8]* @.str.2, i64 0, i64 0), i8** %part5, align 8
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
  store i8* getelementptr inbounds ([63 x i8], [63 x i8]* @.str.4, i64 0, i64 0), i8** %part8, align 8
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
  %ndim.ok = icmp eq i32 %A.ndim, 2
  br i1 %ndim.ok, label %check4.ok, label %check4.fail

check4.fail:                                      ; preds = %check3.ok
  %ndim = sext i32 %A.ndim to i64
  %part9 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([57 x i8], [57 x i8]* @.str.5, i64 0, i64 0), i8** %part9, align 8
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
  store i8* getelementptr inbounds ([92 x i8], [92 x i8]* @.str.6, i64 0, i64 0), i8** %part16, align 8
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
  store i8* getelementptr inbounds ([91 x i8], [91 x i8]* @.str.9, i64 0, i64 0), i8** %part25, align 8
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
  %A.shape230 = load i64*, i64** %19, align 8
  %A.shape0 = load i64, i64* %A.shape230, align 8
  %extent.at28 = getelementptr inbounds i64, i64* %A.shape230, i64 1
  %A.shape1 = load i64, i64* %extent.at28, align 8
  %strides.at = getelementptr inbounds i8, i8* %A.dltensor, i64 32
  %20 = bitcast i8* %strides.at to i8**
  %A.strides = load i8*, i8** %20, align 8
  %has_strides.not = icmp eq i8* %A.strides, null
  br i1 %has_strides.not, label %A.strides.done, label %A.strides.check

A.strides.check:                                  ; preds = %check6.ok
  %stride.at = getelementptr inbounds i8, i8* %A.strides, i64 8
  %21 = bitcast i8* %stride.at to i64*
  %A.stride1 = load i64, i64* %21, align 8
  %stride.ok = icmp eq i64 %A.stride1, 1
  %unit = icmp eq i64 %A.shape1, 1
  %stride.ok29 = or i1 %unit, %stride.ok
  br i1 %stride.ok29, label %check7.ok, label %check7.fail

A.strides.done:                                   ; preds = %check7.ok, %check6.ok
  %data.at = bitcast i8* %A.dltensor to i8**
  %data = load i8*, i8** %data.at, align 8
  %byte_offset.at = getelementptr inbounds i8, i8* %A.dltensor, i64 40
  %22 = bitcast i8* %byte_offset.at to i64*
  %byte_offset = load i64, i64* %22, align 8
  %A.data = getelementptr i8, i8* %data, i64 %byte_offset
  %B.any = getelementptr inbounds i8, i8* %args, i64 16
  %23 = bitcast i8* %B.any to i32*
  %B.type_index = load i32, i32* %23, align 4
  switch i32 %B.type_index, label %check9.fail [
    i32 70, label %check9.ok
    i32 7, label %check9.ok
    i32 4, label %check9.ok
  ]

check7.fail:                                      ; preds = %A.strides.check
  %part30 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([87 x i8], [87 x i8]* @.str.10, i64 0, i64 0), i8** %part30, align 8
  %24 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits31 = call fastcc i8* @__modlink_format_i64(i64 %A.stride1, i8* nonnull %24)
  %part32 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits31, i8** %part32, align 8
  %part33 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.11, i64 0, i64 0), i8** %part33, align 8
  %25 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 0
  %digits34 = call fastcc i8* @__modlink_format_i64(i64 1, i8* nonnull %25)
  %part35 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digits34, i8** %part35, align 8
  %26 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %26, i32 4)
  br label %common.ret

check7.ok:                                        ; preds = %A.strides.check
  %27 = bitcast i8* %A.strides to i64*
  %A.stride0 = load i64, i64* %27, align 8
  %stride.ok37 = icmp eq i64 %A.stride0, %A.shape1
  %unit38 = icmp eq i64 %A.shape0, 1
  %stride.ok39 = or i1 %unit38, %stride.ok37
  br i1 %stride.ok39, label %A.strides.done, label %check8.fail

check8.fail:                                      ; preds = %check7.ok
  %part40 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([87 x i8], [87 x i8]* @.str.12, i64 0, i64 0), i8** %part40, align 8
  %28 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits41 = call fastcc i8* @__modlink_format_i64(i64 %A.stride0, i8* nonnull %28)
  %part42 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits41, i8** %part42, align 8
  %part43 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.11, i64 0, i64 0), i8** %part43, align 8
  %29 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 0
  %digits44 = call fastcc i8* @__modlink_format_i64(i64 %A.shape1, i8* nonnull %29)
  %part45 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digits44, i8** %part45, align 8
  %30 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %30, i32 4)
  br label %common.ret

check9.fail:                                      ; preds = %A.strides.done
  %tag53 = sext i32 %B.type_index to i64
  %part54 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([126 x i8], [126 x i8]* @.str.13, i64 0, i64 0), i8** %part54, align 8
  %31 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits55 = call fastcc i8* @__modlink_format_i64(i64 %tag53, i8* nonnull %31)
  %part56 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits55, i8** %part56, align 8
  %32 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %32, i32 2)
  br label %common.ret

check9.ok:                                        ; preds = %A.strides.done, %A.strides.done, %A.strides.done
  %B.value = getelementptr inbounds i8, i8* %args, i64 24
  %33 = bitcast i8* %B.value to i8**
  %B.ptr = load i8*, i8** %33, align 8
  %null57.not = icmp eq i8* %B.ptr, null
  br i1 %null57.not, label %check10.fail, label %check10.ok

check10.fail:                                     ; preds = %check9.ok
  %part59 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([63 x i8], [63 x i8]* @.str.14, i64 0, i64 0), i8** %part59, align 8
  %34 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %34, i32 1)
  br label %common.ret

check10.ok:                                       ; preds = %check9.ok
  %is47 = icmp eq i32 %B.type_index, 70
  %B.dltensor.idx = select i1 %is47, i64 24, i64 0
  %B.dltensor = getelementptr i8, i8* %B.ptr, i64 %B.dltensor.idx
  %ndim.at60 = getelementptr inbounds i8, i8* %B.dltensor, i64 16
  %35 = bitcast i8* %ndim.at60 to i32*
  %B.ndim = load i32, i32* %35, align 4
  %ndim.ok61 = icmp eq i32 %B.ndim, 2
  br i1 %ndim.ok61, label %check11.ok, label %check11.fail

check11.fail:                                     ; preds = %check10.ok
  %ndim62 = sext i32 %B.ndim to i64
  %part63 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([57 x i8], [57 x i8]* @.str.15, i64 0, i64 0), i8** %part63, align 8
  %36 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits64 = call fastcc i8* @__modlink_format_i64(i64 %ndim62, i8* nonnull %36)
  %part65 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits64, i8** %part65, align 8
  %37 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %37, i32 2)
  br label %common.ret

check11.ok:                                       ; preds = %check10.ok
  %dtype.at66 = getelementptr inbounds i8, i8* %B.dltensor, i64 20
  %38 = getelementptr inbounds i8, i8* %dtype.at66, i64 1
  %lanes.at69 = getelementptr inbounds i8, i8* %dtype.at66, i64 2
  %39 = bitcast i8* %lanes.at69 to i16*
  %code70 = load i8, i8* %dtype.at66, align 1
  %bits71 = load i8, i8* %38, align 1
  %lanes72 = load i16, i16* %39, align 2
  %code.ok73 = icmp eq i8 %code70, 2
  %bits.ok74 = icmp eq i8 %bits71, 32
  %lanes.ok75 = icmp eq i16 %lanes72, 1
  %dtype.ok76 = and i1 %code.ok73, %bits.ok74
  %dtype.ok77 = and i1 %dtype.ok76, %lanes.ok75
  br i1 %dtype.ok77, label %check12.ok, label %check12.fail

check12.fail:                                     ; preds = %check11.ok
  %lanes80 = zext i16 %lanes72 to i64
  %bits79 = zext i8 %bits71 to i64
  %code78 = zext i8 %code70 to i64
  %part81 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([92 x i8], [92 x i8]* @.str.16, i64 0, i64 0), i8** %part81, align 8
  %40 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits82 = call fastcc i8* @__modlink_format_i64(i64 %code78, i8* nonnull %40)
  %part83 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits82, i8** %part83, align 8
  %part84 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.7, i64 0, i64 0), i8** %part84, align 8
  %41 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 0
  %digits85 = call fastcc i8* @__modlink_format_i64(i64 %bits79, i8* nonnull %41)
  %part86 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digits85, i8** %part86, align 8
  %part87 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 4
  store i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.8, i64 0, i64 0), i8** %part87, align 8
  %42 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits2, i64 0, i64 0
  %digits88 = call fastcc i8* @__modlink_format_i64(i64 %lanes80, i8* nonnull %42)
  %part89 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 5
  store i8* %digits88, i8** %part89, align 8
  %43 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %43, i32 6)
  br label %common.ret

check12.ok:                                       ; preds = %check11.ok
  %device.at90 = getelementptr inbounds i8, i8* %B.dltensor, i64 8
  %44 = bitcast i8* %device.at90 to i32*
  %B.device_type = load i32, i32* %44, align 4
  %device.ok91 = icmp eq i32 %B.device_type, 1
  br i1 %device.ok91, label %check13.ok, label %check13.fail

check13.fail:                                     ; preds = %check12.ok
  %device92 = sext i32 %B.device_type to i64
  %part93 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([91 x i8], [91 x i8]* @.str.17, i64 0, i64 0), i8** %part93, align 8
  %45 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits94 = call fastcc i8* @__modlink_format_i64(i64 %device92, i8* nonnull %45)
  %part95 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits94, i8** %part95, align 8
  %46 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %46, i32 2)
  br label %common.ret

check13.ok:                                       ; preds = %check12.ok
  %shape.at96 = getelementptr inbounds i8, i8* %B.dltensor, i64 24
  %47 = bitcast i8* %shape.at96 to i64**
  %B.shape231 = load i64*, i64** %47, align 8
  %B.shape0 = load i64, i64* %B.shape231, align 8
  %extent.ok = icmp eq i64 %B.shape0, %A.shape1
  br i1 %extent.ok, label %check14.ok, label %check14.fail

check14.fail:                                     ; preds = %check13.ok
  %part98 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([57 x i8], [57 x i8]* @.str.18, i64 0, i64 0), i8** %part98, align 8
  %48 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits99 = call fastcc i8* @__modlink_format_i64(i64 %B.shape0, i8* nonnull %48)
  %part100 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits99, i8** %part100, align 8
  %part101 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([49 x i8], [49 x i8]* @.str.19, i64 0, i64 0), i8** %part101, align 8
  %49 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 0
  %digits102 = call fastcc i8* @__modlink_format_i64(i64 %A.shape1, i8* nonnull %49)
  %part103 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digits102, i8** %part103, align 8
  %50 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %50, i32 4)
  br label %common.ret

check14.ok:                                       ; preds = %check13.ok
  %extent.at104 = getelementptr inbounds i64, i64* %B.shape231, i64 1
  %B.shape1 = load i64, i64* %extent.at104, align 8
  %strides.at105 = getelementptr inbounds i8, i8* %B.dltensor, i64 32
  %51 = bitcast i8* %strides.at105 to i8**
  %B.strides = load i8*, i8** %51, align 8
  %has_strides106.not = icmp eq i8* %B.strides, null
  br i1 %has_strides106.not, label %B.strides.done, label %B.strides.check

B.strides.check:                                  ; preds = %check14.ok
  %stride.at107 = getelementptr inbounds i8, i8* %B.strides, i64 8
  %52 = bitcast i8* %stride.at107 to i64*
  %B.stride1 = load i64, i64* %52, align 8
  %stride.ok108 = icmp eq i64 %B.stride1, 1
  %unit109 = icmp eq i64 %B.shape1, 1
  %stride.ok110 = or i1 %unit109, %stride.ok108
  br i1 %stride.ok110, label %check15.ok, label %check15.fail

B.strides.done:                                   ; preds = %check15.ok, %check14.ok
  %data.at129 = bitcast i8* %B.dltensor to i8**
  %data130 = load i8*, i8** %data.at129, align 8
  %byte_offset.at131 = getelementptr inbounds i8, i8* %B.dltensor, i64 40
  %53 = bitcast i8* %byte_offset.at131 to i64*
  %byte_offset132 = load i64, i64* %53, align 8
  %B.data = getelementptr i8, i8* %data130, i64 %byte_offset132
  %C.any = getelementptr inbounds i8, i8* %args, i64 32
  %54 = bitcast i8* %C.any to i32*
  %C.type_index = load i32, i32* %54, align 4
  switch i32 %C.type_index, label %check17.fail [
    i32 70, label %check17.ok
    i32 7, label %check17.ok
    i32 4, label %check17.ok
  ]

check15.fail:                                     ; preds = %B.strides.check
  %part111 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([87 x i8], [87 x i8]* @.str.20, i64 0, i64 0), i8** %part111, align 8
  %55 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits112 = call fastcc i8* @__modlink_format_i64(i64 %B.stride1, i8* nonnull %55)
  %part113 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits112, i8** %part113, align 8
  %part114 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.11, i64 0, i64 0), i8** %part114, align 8
  %56 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 0
  %digits115 = call fastcc i8* @__modlink_format_i64(i64 1, i8* nonnull %56)
  %part116 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digits115, i8** %part116, align 8
  %57 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %57, i32 4)
  br label %common.ret

check15.ok:                                       ; preds = %B.strides.check
  %58 = bitcast i8* %B.strides to i64*
  %B.stride0 = load i64, i64* %58, align 8
  %stride.ok119 = icmp eq i64 %B.stride0, %B.shape1
  %unit120 = icmp eq i64 %A.shape1, 1
  %stride.ok121 = or i1 %unit120, %stride.ok119
  br i1 %stride.ok121, label %B.strides.done, label %check16.fail

check16.fail:                                     ; preds = %check15.ok
  %part122 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([87 x i8], [87 x i8]* @.str.21, i64 0, i64 0), i8** %part122, align 8
  %59 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits123 = call fastcc i8* @__modlink_format_i64(i64 %B.stride0, i8* nonnull %59)
  %part124 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits123, i8** %part124, align 8
  %part125 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.11, i64 0, i64 0), i8** %part125, align 8
  %60 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 0
  %digits126 = call fastcc i8* @__modlink_format_i64(i64 %B.shape1, i8* nonnull %60)
  %part127 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digits126, i8** %part127, align 8
  %61 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %61, i32 4)
  br label %common.ret

check17.fail:                                     ; preds = %B.strides.done
  %tag139 = sext i32 %C.type_index to i64
  %part140 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([126 x i8], [126 x i8]* @.str.22, i64 0, i64 0), i8** %part140, align 8
  %62 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits141 = call fastcc i8* @__modlink_format_i64(i64 %tag139, i8* nonnull %62)
  %part142 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits141, i8** %part142, align 8
  %63 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %63, i32 2)
  br label %common.ret

check17.ok:                                       ; preds = %B.strides.done, %B.strides.done, %B.strides.done
  %C.value = getelementptr inbounds i8, i8* %args, i64 40
  %64 = bitcast i8* %C.value to i8**
  %C.ptr = load i8*, i8** %64, align 8
  %null143.not = icmp eq i8* %C.ptr, null
  br i1 %null143.not, label %check18.fail, label %check18.ok

check18.fail:                                     ; preds = %check17.ok
  %part145 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([63 x i8], [63 x i8]* @.str.23, i64 0, i64 0), i8** %part145, align 8
  %65 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %65, i32 1)
  br label %common.ret

check18.ok:                                       ; preds = %check17.ok
  %is133 = icmp eq i32 %C.type_index, 70
  %C.dltensor.idx = select i1 %is133, i64 24, i64 0
  %C.dltensor = getelementptr i8, i8* %C.ptr, i64 %C.dltensor.idx
  %ndim.at146 = getelementptr inbounds i8, i8* %C.dltensor, i64 16
  %66 = bitcast i8* %ndim.at146 to i32*
  %C.ndim = load i32, i32* %66, align 4
  %ndim.ok147 = icmp eq i32 %C.ndim, 2
  br i1 %ndim.ok147, label %check19.ok, label %check19.fail

check19.fail:                                     ; preds = %check18.ok
  %ndim148 = sext i32 %C.ndim to i64
  %part149 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([57 x i8], [57 x i8]* @.str.24, i64 0, i64 0), i8** %part149, align 8
  %67 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits150 = call fastcc i8* @__modlink_format_i64(i64 %ndim148, i8* nonnull %67)
  %part151 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits150, i8** %part151, align 8
  %68 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %68, i32 2)
  br label %common.ret

check19.ok:                                       ; preds = %check18.ok
  %dtype.at152 = getelementptr inbounds i8, i8* %C.dltensor, i64 20
  %69 = getelementptr inbounds i8, i8* %dtype.at152, i64 1
  %lanes.at155 = getelementptr inbounds i8, i8* %dtype.at152, i64 2
  %70 = bitcast i8* %lanes.at155 to i16*
  %code156 = load i8, i8* %dtype.at152, align 1
  %bits157 = load i8, i8* %69, align 1
  %lanes158 = load i16, i16* %70, align 2
  %code.ok159 = icmp eq i8 %code156, 2
  %bits.ok160 = icmp eq i8 %bits157, 32
  %lanes.ok161 = icmp eq i16 %lanes158, 1
  %dtype.ok162 = and i1 %code.ok159, %bits.ok160
  %dtype.ok163 = and i1 %dtype.ok162, %lanes.ok161
  br i1 %dtype.ok163, label %check20.ok, label %check20.fail

check20.fail:                                     ; preds = %check19.ok
  %lanes166 = zext i16 %lanes158 to i64
  %bits165 = zext i8 %bits157 to i64
  %code164 = zext i8 %code156 to i64
  %part167 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([92 x i8], [92 x i8]* @.str.25, i64 0, i64 0), i8** %part167, align 8
  %71 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits168 = call fastcc i8* @__modlink_format_i64(i64 %code164, i8* nonnull %71)
  %part169 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits168, i8** %part169, align 8
  %part170 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.7, i64 0, i64 0), i8** %part170, align 8
  %72 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 0
  %digits171 = call fastcc i8* @__modlink_format_i64(i64 %bits165, i8* nonnull %72)
  %part172 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digits171, i8** %part172, align 8
  %part173 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 4
  store i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.8, i64 0, i64 0), i8** %part173, align 8
  %73 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits2, i64 0, i64 0
  %digits174 = call fastcc i8* @__modlink_format_i64(i64 %lanes166, i8* nonnull %73)
  %part175 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 5
  store i8* %digits174, i8** %part175, align 8
  %74 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %74, i32 6)
  br label %common.ret

check20.ok:                                       ; preds = %check19.ok
  %device.at176 = getelementptr inbounds i8, i8* %C.dltensor, i64 8
  %75 = bitcast i8* %device.at176 to i32*
  %C.device_type = load i32, i32* %75, align 4
  %device.ok177 = icmp eq i32 %C.device_type, 1
  br i1 %device.ok177, label %check21.ok, label %check21.fail

check21.fail:                                     ; preds = %check20.ok
  %device178 = sext i32 %C.device_type to i64
  %part179 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([91 x i8], [91 x i8]* @.str.26, i64 0, i64 0), i8** %part179, align 8
  %76 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits180 = call fastcc i8* @__modlink_format_i64(i64 %device178, i8* nonnull %76)
  %part181 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits180, i8** %part181, align 8
  %77 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %77, i32 2)
  br label %common.ret

check21.ok:                                       ; preds = %check20.ok
  %shape.at182 = getelementptr inbounds i8, i8* %C.dltensor, i64 24
  %78 = bitcast i8* %shape.at182 to i64**
  %C.shape232 = load i64*, i64** %78, align 8
  %C.shape0 = load i64, i64* %C.shape232, align 8
  %extent.ok184 = icmp eq i64 %C.shape0, %A.shape0
  br i1 %extent.ok184, label %check22.ok, label %check22.fail

check22.fail:                                     ; preds = %check21.ok
  %part185 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([57 x i8], [57 x i8]* @.str.27, i64 0, i64 0), i8** %part185, align 8
  %79 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits186 = call fastcc i8* @__modlink_format_i64(i64 %C.shape0, i8* nonnull %79)
  %part187 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits186, i8** %part187, align 8
  %part188 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([49 x i8], [49 x i8]* @.str.28, i64 0, i64 0), i8** %part188, align 8
  %80 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 0
  %digits189 = call fastcc i8* @__modlink_format_i64(i64 %A.shape0, i8* nonnull %80)
  %part190 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digits189, i8** %part190, align 8
  %81 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %81, i32 4)
  br label %common.ret

check22.ok:                                       ; preds = %check21.ok
  %extent.at191 = getelementptr inbounds i64, i64* %C.shape232, i64 1
  %C.shape1 = load i64, i64* %extent.at191, align 8
  %extent.ok192 = icmp eq i64 %C.shape1, %B.shape1
  br i1 %extent.ok192, label %check23.ok, label %check23.fail

check23.fail:                                     ; preds = %check22.ok
  %part193 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([57 x i8], [57 x i8]* @.str.29, i64 0, i64 0), i8** %part193, align 8
  %82 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits194 = call fastcc i8* @__modlink_format_i64(i64 %C.shape1, i8* nonnull %82)
  %part195 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits194, i8** %part195, align 8
  %part196 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([49 x i8], [49 x i8]* @.str.30, i64 0, i64 0), i8** %part196, align 8
  %83 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 0
  %digits197 = call fastcc i8* @__modlink_format_i64(i64 %B.shape1, i8* nonnull %83)
  %part198 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digits197, i8** %part198, align 8
  %84 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %84, i32 4)
  br label %common.ret

check23.ok:                                       ; preds = %check22.ok
  %strides.at199 = getelementptr inbounds i8, i8* %C.dltensor, i64 32
  %85 = bitcast i8* %strides.at199 to i8**
  %C.strides = load i8*, i8** %85, align 8
  %has_strides200.not = icmp eq i8* %C.strides, null
  br i1 %has_strides200.not, label %C.strides.done, label %C.strides.check

C.strides.check:                                  ; preds = %check23.ok
  %stride.at201 = getelementptr inbounds i8, i8* %C.strides, i64 8
  %86 = bitcast i8* %stride.at201 to i64*
  %C.stride1 = load i64, i64* %86, align 8
  %stride.ok202 = icmp eq i64 %C.stride1, 1
  %unit203 = icmp eq i64 %B.shape1, 1
  %stride.ok204 = or i1 %unit203, %stride.ok202
  br i1 %stride.ok204, label %check24.ok, label %check24.fail

C.strides.done:                                   ; preds = %check24.ok, %check23.ok
  %data.at223 = bitcast i8* %C.dltensor to i8**
  %data224 = load i8*, i8** %data.at223, align 8
  %byte_offset.at225 = getelementptr inbounds i8, i8* %C.dltensor, i64 40
  %87 = bitcast i8* %byte_offset.at225 to i64*
  %byte_offset226 = load i64, i64* %87, align 8
  %C.data = getelementptr i8, i8* %data224, i64 %byte_offset226
  %status = tail call i32 @matmul_c(i8* %A.data, i8* %B.data, i8* %C.data, i64 %A.shape0, i64 %A.shape1, i64 %B.shape1)
  %ok = icmp ne i32 %status, 0
  %result227 = sext i1 %ok to i32
  br label %common.ret

check24.fail:                                     ; preds = %C.strides.check
  %part205 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([87 x i8], [87 x i8]* @.str.31, i64 0, i64 0), i8** %part205, align 8
  %88 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits206 = call fastcc i8* @__modlink_format_i64(i64 %C.stride1, i8* nonnull %88)
  %part207 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits206, i8** %part207, align 8
  %part208 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.11, i64 0, i64 0), i8** %part208, align 8
  %89 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 0
  %digits209 = call fastcc i8* @__modlink_format_i64(i64 1, i8* nonnull %89)
  %part210 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digits209, i8** %part210, align 8
  %90 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %90, i32 4)
  br label %common.ret

check24.ok:                                       ; preds = %C.strides.check
  %91 = bitcast i8* %C.strides to i64*
  %C.stride0 = load i64, i64* %91, align 8
  %stride.ok213 = icmp eq i64 %C.stride0, %B.shape1
  %unit214 = icmp eq i64 %A.shape0, 1
  %stride.ok215 = or i1 %unit214, %stride.ok213
  br i1 %stride.ok215, label %C.strides.done, label %check25.fail

check25.fail:                                     ; preds = %check24.ok
  %part216 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([87 x i8], [87 x i8]* @.str.32, i64 0, i64 0), i8** %part216, align 8
  %92 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 0
  %digits217 = call fastcc i8* @__modlink_format_i64(i64 %C.stride0, i8* nonnull %92)
  %part218 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digits217, i8** %part218, align 8
  %part219 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.11, i64 0, i64 0), i8** %part219, align 8
  %93 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 0
  %digits220 = call fastcc i8* @__modlink_format_i64(i64 %B.shape1, i8* nonnull %93)
  %part221 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digits220, i8** %part221, align 8
  %94 = bitcast [16 x i8*]* %message.parts to i8*
  call fastcc void @__modlink_raise(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %94, i32 4)
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
  %status = tail call i32 @__tvm_ffi_matmul(i8* undef, i8* %args, i32 %num_args, i8* undef)
  ret i32 %status
}

attributes #0 = { noinline }
attributes #1 = { nofree norecurse nosync nounwind }
attributes #2 = { cold nofree noinline norecurse nosync nounwind writeonly }
attributes #3 = { cold noinline }
