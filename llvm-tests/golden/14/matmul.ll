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

define i32 @matmul_c(i8* %A, i8* %B, i8* %C, i64 %m, i64 %k, i64 %n) local_unnamed_addr {
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
define internal i32 @__modlink_matmul_parallel0(i32 %task_id, i8* nocapture readonly %penv, i8* nocapture readonly %cdata) #0 {
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

common.ret:                                       ; preds = %call.i840, %__modlink_format_i64.exit839, %call.i804, %__modlink_format_i64.exit791, %call.i773, %__modlink_format_i64.exit772, %call.i737, %__modlink_format_i64.exit736, %call.i701, %__modlink_format_i64.exit700, %call.i682, %__modlink_format_i64.exit681, %call.i641, %__modlink_format_i64.exit640, %call.i622, %check18.fail, %call.i620, %__modlink_format_i64.exit619, %call.i601, %__modlink_format_i64.exit600, %call.i565, %__modlink_format_i64.exit552, %call.i534, %__modlink_format_i64.exit533, %call.i498, %__modlink_format_i64.exit497, %call.i479, %__modlink_format_i64.exit478, %call.i438, %__modlink_format_i64.exit437, %call.i419, %check10.fail, %call.i417, %__modlink_format_i64.exit416, %call.i398, %__modlink_format_i64.exit397, %call.i362, %__modlink_format_i64.exit349, %call.i331, %__modlink_format_i64.exit330, %call.i312, %__modlink_format_i64.exit311, %call.i271, %__modlink_format_i64.exit270, %call.i252, %check3.fail, %call.i250, %__modlink_format_i64.exit249, %call.i, %__modlink_format_i64.exit, %C.strides.done
  %common.ret.op = phi i32 [ %result227, %C.strides.done ], [ -1, %__modlink_format_i64.exit ], [ -1, %call.i ], [ -1, %__modlink_format_i64.exit249 ], [ -1, %call.i250 ], [ -1, %check3.fail ], [ -1, %call.i252 ], [ -1, %__modlink_format_i64.exit270 ], [ -1, %call.i271 ], [ -1, %__modlink_format_i64.exit311 ], [ -1, %call.i312 ], [ -1, %__modlink_format_i64.exit330 ], [ -1, %call.i331 ], [ -1, %__modlink_format_i64.exit349 ], [ -1, %call.i362 ], [ -1, %__modlink_format_i64.exit397 ], [ -1, %call.i398 ], [ -1, %__modlink_format_i64.exit416 ], [ -1, %call.i417 ], [ -1, %check10.fail ], [ -1, %call.i419 ], [ -1, %__modlink_format_i64.exit437 ], [ -1, %call.i438 ], [ -1, %__modlink_format_i64.exit478 ], [ -1, %call.i479 ], [ -1, %__modlink_format_i64.exit497 ], [ -1, %call.i498 ], [ -1, %__modlink_format_i64.exit533 ], [ -1, %call.i534 ], [ -1, %__modlink_format_i64.exit552 ], [ -1, %call.i565 ], [ -1, %__modlink_format_i64.exit600 ], [ -1, %call.i601 ], [ -1, %__modlink_format_i64.exit619 ], [ -1, %call.i620 ], [ -1, %check18.fail ], [ -1, %call.i622 ], [ -1, %__modlink_format_i64.exit640 ], [ -1, %call.i641 ], [ -1, %__modlink_format_i64.exit681 ], [ -1, %call.i682 ], [ -1, %__modlink_format_i64.exit700 ], [ -1, %call.i701 ], [ -1, %__modlink_format_i64.exit736 ], [ -1, %call.i737 ], [ -1, %__modlink_format_i64.exit772 ], [ -1, %call.i773 ], [ -1, %__modlink_format_i64.exit791 ], [ -1, %call.i804 ], [ -1, %__modlink_format_i64.exit839 ], [ -1, %call.i840 ]
  ret i32 %common.ret.op

check1.fail:                                      ; preds = %entry
  %argc = sext i32 %num_args to i64
  %part = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([44 x i8], [44 x i8]* @.str.0, i64 0, i64 0), i8** %part, align 8
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
  store i8* getelementptr inbounds ([126 x i8], [126 x i8]* @.str.2, i64 0, i64 0), i8** %part5, align 8
  %neg.i233 = icmp slt i32 %A.type_index, 0
  %negated.i234 = sub nsw i64 0, %tag
  %mag.i235 = select i1 %neg.i233, i64 %negated.i234, i64 %tag
  %end.i236 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i236, align 1
  br label %digit.i244

digit.i244:                                       ; preds = %digit.i244, %check2.fail
  %remaining.i237 = phi i64 [ %mag.i235, %check2.fail ], [ %rest.i243, %digit.i244 ]
  %cursor.i238 = phi i8* [ %end.i236, %check2.fail ], [ %digit.at.i239, %digit.i244 ]
  %digit.at.i239 = getelementptr inbounds i8, i8* %cursor.i238, i64 -1
  %digit1.i240 = urem i64 %remaining.i237, 10
  %digit.byte.i241 = trunc i64 %digit1.i240 to i8
  %ascii.i242 = or i8 %digit.byte.i241, 48
  store i8 %ascii.i242, i8* %digit.at.i239, align 1
  %rest.i243 = udiv i64 %remaining.i237, 10
  %3 = icmp ult i64 %remaining.i237, 10
  br i1 %3, label %digits.done.i245, label %digit.i244

digits.done.i245:                                 ; preds = %digit.i244
  br i1 %neg.i233, label %sign.i247, label %__modlink_format_i64.exit249

sign.i247:                                        ; preds = %digits.done.i245
  %sign.at.i246 = getelementptr inbounds i8, i8* %cursor.i238, i64 -2
  store i8 45, i8* %sign.at.i246, align 1
  br label %__modlink_format_i64.exit249

__modlink_format_i64.exit249:                     ; preds = %digits.done.i245, %sign.i247
  %start.i248 = phi i8* [ %digit.at.i239, %digits.done.i245 ], [ %sign.at.i246, %sign.i247 ]
  %part7 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i248, i8** %part7, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i250

call.i250:                                        ; preds = %__modlink_format_i64.exit249
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
  store i8* getelementptr inbounds ([63 x i8], [63 x i8]* @.str.4, i64 0, i64 0), i8** %part8, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i252

call.i252:                                        ; preds = %check3.fail
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
  %ndim.ok = icmp eq i32 %A.ndim, 2
  br i1 %ndim.ok, label %check4.ok, label %check4.fail

check4.fail:                                      ; preds = %check3.ok
  %ndim = sext i32 %A.ndim to i64
  %part9 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([57 x i8], [57 x i8]* @.str.5, i64 0, i64 0), i8** %part9, align 8
  %neg.i254 = icmp slt i32 %A.ndim, 0
  %negated.i255 = sub nsw i64 0, %ndim
  %mag.i256 = select i1 %neg.i254, i64 %negated.i255, i64 %ndim
  %end.i257 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i257, align 1
  br label %digit.i265

digit.i265:                                       ; preds = %digit.i265, %check4.fail
  %remaining.i258 = phi i64 [ %mag.i256, %check4.fail ], [ %rest.i264, %digit.i265 ]
  %cursor.i259 = phi i8* [ %end.i257, %check4.fail ], [ %digit.at.i260, %digit.i265 ]
  %digit.at.i260 = getelementptr inbounds i8, i8* %cursor.i259, i64 -1
  %digit1.i261 = urem i64 %remaining.i258, 10
  %digit.byte.i262 = trunc i64 %digit1.i261 to i8
  %ascii.i263 = or i8 %digit.byte.i262, 48
  store i8 %ascii.i263, i8* %digit.at.i260, align 1
  %rest.i264 = udiv i64 %remaining.i258, 10
  %8 = icmp ult i64 %remaining.i258, 10
  br i1 %8, label %digits.done.i266, label %digit.i265

digits.done.i266:                                 ; preds = %digit.i265
  br i1 %neg.i254, label %sign.i268, label %__modlink_format_i64.exit270

sign.i268:                                        ; preds = %digits.done.i266
  %sign.at.i267 = getelementptr inbounds i8, i8* %cursor.i259, i64 -2
  store i8 45, i8* %sign.at.i267, align 1
  br label %__modlink_format_i64.exit270

__modlink_format_i64.exit270:                     ; preds = %digits.done.i266, %sign.i268
  %start.i269 = phi i8* [ %digit.at.i260, %digits.done.i266 ], [ %sign.at.i267, %sign.i268 ]
  %part11 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i269, i8** %part11, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i271

call.i271:                                        ; preds = %__modlink_format_i64.exit270
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
  store i8* getelementptr inbounds ([92 x i8], [92 x i8]* @.str.6, i64 0, i64 0), i8** %part16, align 8
  %end.i274 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i274, align 1
  br label %digit.i282

digit.i282:                                       ; preds = %digit.i282, %check5.fail
  %remaining.i275 = phi i64 [ %code13, %check5.fail ], [ %rest.i281, %digit.i282 ]
  %cursor.i276 = phi i8* [ %end.i274, %check5.fail ], [ %digit.at.i277, %digit.i282 ]
  %digit.at.i277 = getelementptr inbounds i8, i8* %cursor.i276, i64 -1
  %digit1.i278 = urem i64 %remaining.i275, 10
  %digit.byte.i279 = trunc i64 %digit1.i278 to i8
  %ascii.i280 = or i8 %digit.byte.i279, 48
  store i8 %ascii.i280, i8* %digit.at.i277, align 1
  %rest.i281 = udiv i64 %remaining.i275, 10
  %12 = icmp ult i64 %remaining.i275, 10
  br i1 %12, label %__modlink_format_i64.exit285, label %digit.i282

__modlink_format_i64.exit285:                     ; preds = %digit.i282
  %bits14 = zext i8 %bits to i64
  %part18 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digit.at.i277, i8** %part18, align 8
  %part19 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.7, i64 0, i64 0), i8** %part19, align 8
  %end.i287 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 23
  store i8 0, i8* %end.i287, align 1
  br label %digit.i295

digit.i295:                                       ; preds = %digit.i295, %__modlink_format_i64.exit285
  %remaining.i288 = phi i64 [ %bits14, %__modlink_format_i64.exit285 ], [ %rest.i294, %digit.i295 ]
  %cursor.i289 = phi i8* [ %end.i287, %__modlink_format_i64.exit285 ], [ %digit.at.i290, %digit.i295 ]
  %digit.at.i290 = getelementptr inbounds i8, i8* %cursor.i289, i64 -1
  %digit1.i291 = urem i64 %remaining.i288, 10
  %digit.byte.i292 = trunc i64 %digit1.i291 to i8
  %ascii.i293 = or i8 %digit.byte.i292, 48
  store i8 %ascii.i293, i8* %digit.at.i290, align 1
  %rest.i294 = udiv i64 %remaining.i288, 10
  %13 = icmp ult i64 %remaining.i288, 10
  br i1 %13, label %__modlink_format_i64.exit298, label %digit.i295

__modlink_format_i64.exit298:                     ; preds = %digit.i295
  %part21 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digit.at.i290, i8** %part21, align 8
  %part22 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 4
  store i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.8, i64 0, i64 0), i8** %part22, align 8
  %end.i300 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits2, i64 0, i64 23
  store i8 0, i8* %end.i300, align 1
  br label %digit.i308

digit.i308:                                       ; preds = %digit.i308, %__modlink_format_i64.exit298
  %remaining.i301 = phi i64 [ %lanes15, %__modlink_format_i64.exit298 ], [ %rest.i307, %digit.i308 ]
  %cursor.i302 = phi i8* [ %end.i300, %__modlink_format_i64.exit298 ], [ %digit.at.i303, %digit.i308 ]
  %digit.at.i303 = getelementptr inbounds i8, i8* %cursor.i302, i64 -1
  %digit1.i304 = urem i64 %remaining.i301, 10
  %digit.byte.i305 = trunc i64 %digit1.i304 to i8
  %ascii.i306 = or i8 %digit.byte.i305, 48
  store i8 %ascii.i306, i8* %digit.at.i303, align 1
  %rest.i307 = udiv i64 %remaining.i301, 10
  %14 = icmp ult i64 %remaining.i301, 10
  br i1 %14, label %__modlink_format_i64.exit311, label %digit.i308

__modlink_format_i64.exit311:                     ; preds = %digit.i308
  %part24 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 5
  store i8* %digit.at.i303, i8** %part24, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i312

call.i312:                                        ; preds = %__modlink_format_i64.exit311
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
  store i8* getelementptr inbounds ([91 x i8], [91 x i8]* @.str.9, i64 0, i64 0), i8** %part25, align 8
  %neg.i314 = icmp slt i32 %A.device_type, 0
  %negated.i315 = sub nsw i64 0, %device
  %mag.i316 = select i1 %neg.i314, i64 %negated.i315, i64 %device
  %end.i317 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i317, align 1
  br label %digit.i325

digit.i325:                                       ; preds = %digit.i325, %check6.fail
  %remaining.i318 = phi i64 [ %mag.i316, %check6.fail ], [ %rest.i324, %digit.i325 ]
  %cursor.i319 = phi i8* [ %end.i317, %check6.fail ], [ %digit.at.i320, %digit.i325 ]
  %digit.at.i320 = getelementptr inbounds i8, i8* %cursor.i319, i64 -1
  %digit1.i321 = urem i64 %remaining.i318, 10
  %digit.byte.i322 = trunc i64 %digit1.i321 to i8
  %ascii.i323 = or i8 %digit.byte.i322, 48
  store i8 %ascii.i323, i8* %digit.at.i320, align 1
  %rest.i324 = udiv i64 %remaining.i318, 10
  %17 = icmp ult i64 %remaining.i318, 10
  br i1 %17, label %digits.done.i326, label %digit.i325

digits.done.i326:                                 ; preds = %digit.i325
  br i1 %neg.i314, label %sign.i328, label %__modlink_format_i64.exit330

sign.i328:                                        ; preds = %digits.done.i326
  %sign.at.i327 = getelementptr inbounds i8, i8* %cursor.i319, i64 -2
  store i8 45, i8* %sign.at.i327, align 1
  br label %__modlink_format_i64.exit330

__modlink_format_i64.exit330:                     ; preds = %digits.done.i326, %sign.i328
  %start.i329 = phi i8* [ %digit.at.i320, %digits.done.i326 ], [ %sign.at.i327, %sign.i328 ]
  %part27 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i329, i8** %part27, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i331

call.i331:                                        ; preds = %__modlink_format_i64.exit330
  %18 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %18, i32 2)
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
  %neg.i333 = icmp slt i64 %A.stride1, 0
  %negated.i334 = sub i64 0, %A.stride1
  %mag.i335 = select i1 %neg.i333, i64 %negated.i334, i64 %A.stride1
  %end.i336 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i336, align 1
  br label %digit.i344

digit.i344:                                       ; preds = %digit.i344, %check7.fail
  %remaining.i337 = phi i64 [ %mag.i335, %check7.fail ], [ %rest.i343, %digit.i344 ]
  %cursor.i338 = phi i8* [ %end.i336, %check7.fail ], [ %digit.at.i339, %digit.i344 ]
  %digit.at.i339 = getelementptr inbounds i8, i8* %cursor.i338, i64 -1
  %digit1.i340 = urem i64 %remaining.i337, 10
  %digit.byte.i341 = trunc i64 %digit1.i340 to i8
  %ascii.i342 = or i8 %digit.byte.i341, 48
  store i8 %ascii.i342, i8* %digit.at.i339, align 1
  %rest.i343 = udiv i64 %remaining.i337, 10
  %24 = icmp ult i64 %remaining.i337, 10
  br i1 %24, label %digits.done.i345, label %digit.i344

digits.done.i345:                                 ; preds = %digit.i344
  br i1 %neg.i333, label %sign.i347, label %__modlink_format_i64.exit349

sign.i347:                                        ; preds = %digits.done.i345
  %sign.at.i346 = getelementptr inbounds i8, i8* %cursor.i338, i64 -2
  store i8 45, i8* %sign.at.i346, align 1
  br label %__modlink_format_i64.exit349

__modlink_format_i64.exit349:                     ; preds = %digits.done.i345, %sign.i347
  %start.i348 = phi i8* [ %digit.at.i339, %digits.done.i345 ], [ %sign.at.i346, %sign.i347 ]
  %part32 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i348, i8** %part32, align 8
  %part33 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.11, i64 0, i64 0), i8** %part33, align 8
  %end.i350 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 23
  store i8 0, i8* %end.i350, align 1
  %digit.at.i353 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 22
  store i8 49, i8* %digit.at.i353, align 1
  %part35 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digit.at.i353, i8** %part35, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i362

call.i362:                                        ; preds = %__modlink_format_i64.exit349
  %25 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %25, i32 4)
  br label %common.ret

check7.ok:                                        ; preds = %A.strides.check
  %26 = bitcast i8* %A.strides to i64*
  %A.stride0 = load i64, i64* %26, align 8
  %stride.ok37 = icmp eq i64 %A.stride0, %A.shape1
  %unit38 = icmp eq i64 %A.shape0, 1
  %stride.ok39 = or i1 %unit38, %stride.ok37
  br i1 %stride.ok39, label %A.strides.done, label %check8.fail

check8.fail:                                      ; preds = %check7.ok
  %part40 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([87 x i8], [87 x i8]* @.str.12, i64 0, i64 0), i8** %part40, align 8
  %neg.i364 = icmp slt i64 %A.stride0, 0
  %negated.i365 = sub i64 0, %A.stride0
  %mag.i366 = select i1 %neg.i364, i64 %negated.i365, i64 %A.stride0
  %end.i367 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i367, align 1
  br label %digit.i375

digit.i375:                                       ; preds = %digit.i375, %check8.fail
  %remaining.i368 = phi i64 [ %mag.i366, %check8.fail ], [ %rest.i374, %digit.i375 ]
  %cursor.i369 = phi i8* [ %end.i367, %check8.fail ], [ %digit.at.i370, %digit.i375 ]
  %digit.at.i370 = getelementptr inbounds i8, i8* %cursor.i369, i64 -1
  %digit1.i371 = urem i64 %remaining.i368, 10
  %digit.byte.i372 = trunc i64 %digit1.i371 to i8
  %ascii.i373 = or i8 %digit.byte.i372, 48
  store i8 %ascii.i373, i8* %digit.at.i370, align 1
  %rest.i374 = udiv i64 %remaining.i368, 10
  %27 = icmp ult i64 %remaining.i368, 10
  br i1 %27, label %digits.done.i376, label %digit.i375

digits.done.i376:                                 ; preds = %digit.i375
  br i1 %neg.i364, label %sign.i378, label %__modlink_format_i64.exit380

sign.i378:                                        ; preds = %digits.done.i376
  %sign.at.i377 = getelementptr inbounds i8, i8* %cursor.i369, i64 -2
  store i8 45, i8* %sign.at.i377, align 1
  br label %__modlink_format_i64.exit380

__modlink_format_i64.exit380:                     ; preds = %digits.done.i376, %sign.i378
  %start.i379 = phi i8* [ %digit.at.i370, %digits.done.i376 ], [ %sign.at.i377, %sign.i378 ]
  %part42 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i379, i8** %part42, align 8
  %part43 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.11, i64 0, i64 0), i8** %part43, align 8
  %neg.i381 = icmp slt i64 %A.shape1, 0
  %negated.i382 = sub i64 0, %A.shape1
  %mag.i383 = select i1 %neg.i381, i64 %negated.i382, i64 %A.shape1
  %end.i384 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 23
  store i8 0, i8* %end.i384, align 1
  br label %digit.i392

digit.i392:                                       ; preds = %digit.i392, %__modlink_format_i64.exit380
  %remaining.i385 = phi i64 [ %mag.i383, %__modlink_format_i64.exit380 ], [ %rest.i391, %digit.i392 ]
  %cursor.i386 = phi i8* [ %end.i384, %__modlink_format_i64.exit380 ], [ %digit.at.i387, %digit.i392 ]
  %digit.at.i387 = getelementptr inbounds i8, i8* %cursor.i386, i64 -1
  %digit1.i388 = urem i64 %remaining.i385, 10
  %digit.byte.i389 = trunc i64 %digit1.i388 to i8
  %ascii.i390 = or i8 %digit.byte.i389, 48
  store i8 %ascii.i390, i8* %digit.at.i387, align 1
  %rest.i391 = udiv i64 %remaining.i385, 10
  %28 = icmp ult i64 %remaining.i385, 10
  br i1 %28, label %digits.done.i393, label %digit.i392

digits.done.i393:                                 ; preds = %digit.i392
  br i1 %neg.i381, label %sign.i395, label %__modlink_format_i64.exit397

sign.i395:                                        ; preds = %digits.done.i393
  %sign.at.i394 = getelementptr inbounds i8, i8* %cursor.i386, i64 -2
  store i8 45, i8* %sign.at.i394, align 1
  br label %__modlink_format_i64.exit397

__modlink_format_i64.exit397:                     ; preds = %digits.done.i393, %sign.i395
  %start.i396 = phi i8* [ %digit.at.i387, %digits.done.i393 ], [ %sign.at.i394, %sign.i395 ]
  %part45 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %start.i396, i8** %part45, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i398

call.i398:                                        ; preds = %__modlink_format_i64.exit397
  %29 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %29, i32 4)
  br label %common.ret

check9.fail:                                      ; preds = %A.strides.done
  %tag53 = sext i32 %B.type_index to i64
  %part54 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([126 x i8], [126 x i8]* @.str.13, i64 0, i64 0), i8** %part54, align 8
  %neg.i400 = icmp slt i32 %B.type_index, 0
  %negated.i401 = sub nsw i64 0, %tag53
  %mag.i402 = select i1 %neg.i400, i64 %negated.i401, i64 %tag53
  %end.i403 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i403, align 1
  br label %digit.i411

digit.i411:                                       ; preds = %digit.i411, %check9.fail
  %remaining.i404 = phi i64 [ %mag.i402, %check9.fail ], [ %rest.i410, %digit.i411 ]
  %cursor.i405 = phi i8* [ %end.i403, %check9.fail ], [ %digit.at.i406, %digit.i411 ]
  %digit.at.i406 = getelementptr inbounds i8, i8* %cursor.i405, i64 -1
  %digit1.i407 = urem i64 %remaining.i404, 10
  %digit.byte.i408 = trunc i64 %digit1.i407 to i8
  %ascii.i409 = or i8 %digit.byte.i408, 48
  store i8 %ascii.i409, i8* %digit.at.i406, align 1
  %rest.i410 = udiv i64 %remaining.i404, 10
  %30 = icmp ult i64 %remaining.i404, 10
  br i1 %30, label %digits.done.i412, label %digit.i411

digits.done.i412:                                 ; preds = %digit.i411
  br i1 %neg.i400, label %sign.i414, label %__modlink_format_i64.exit416

sign.i414:                                        ; preds = %digits.done.i412
  %sign.at.i413 = getelementptr inbounds i8, i8* %cursor.i405, i64 -2
  store i8 45, i8* %sign.at.i413, align 1
  br label %__modlink_format_i64.exit416

__modlink_format_i64.exit416:                     ; preds = %digits.done.i412, %sign.i414
  %start.i415 = phi i8* [ %digit.at.i406, %digits.done.i412 ], [ %sign.at.i413, %sign.i414 ]
  %part56 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i415, i8** %part56, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i417

call.i417:                                        ; preds = %__modlink_format_i64.exit416
  %31 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %31, i32 2)
  br label %common.ret

check9.ok:                                        ; preds = %A.strides.done, %A.strides.done, %A.strides.done
  %B.value = getelementptr inbounds i8, i8* %args, i64 24
  %32 = bitcast i8* %B.value to i8**
  %B.ptr = load i8*, i8** %32, align 8
  %null57.not = icmp eq i8* %B.ptr, null
  br i1 %null57.not, label %check10.fail, label %check10.ok

check10.fail:                                     ; preds = %check9.ok
  %part59 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([63 x i8], [63 x i8]* @.str.14, i64 0, i64 0), i8** %part59, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i419

call.i419:                                        ; preds = %check10.fail
  %33 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %33, i32 1)
  br label %common.ret

check10.ok:                                       ; preds = %check9.ok
  %is47 = icmp eq i32 %B.type_index, 70
  %B.dltensor.idx = select i1 %is47, i64 24, i64 0
  %B.dltensor = getelementptr i8, i8* %B.ptr, i64 %B.dltensor.idx
  %ndim.at60 = getelementptr inbounds i8, i8* %B.dltensor, i64 16
  %34 = bitcast i8* %ndim.at60 to i32*
  %B.ndim = load i32, i32* %34, align 4
  %ndim.ok61 = icmp eq i32 %B.ndim, 2
  br i1 %ndim.ok61, label %check11.ok, label %check11.fail

check11.fail:                                     ; preds = %check10.ok
  %ndim62 = sext i32 %B.ndim to i64
  %part63 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([57 x i8], [57 x i8]* @.str.15, i64 0, i64 0), i8** %part63, align 8
  %neg.i421 = icmp slt i32 %B.ndim, 0
  %negated.i422 = sub nsw i64 0, %ndim62
  %mag.i423 = select i1 %neg.i421, i64 %negated.i422, i64 %ndim62
  %end.i424 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i424, align 1
  br label %digit.i432

digit.i432:                                       ; preds = %digit.i432, %check11.fail
  %remaining.i425 = phi i64 [ %mag.i423, %check11.fail ], [ %rest.i431, %digit.i432 ]
  %cursor.i426 = phi i8* [ %end.i424, %check11.fail ], [ %digit.at.i427, %digit.i432 ]
  %digit.at.i427 = getelementptr inbounds i8, i8* %cursor.i426, i64 -1
  %digit1.i428 = urem i64 %remaining.i425, 10
  %digit.byte.i429 = trunc i64 %digit1.i428 to i8
  %ascii.i430 = or i8 %digit.byte.i429, 48
  store i8 %ascii.i430, i8* %digit.at.i427, align 1
  %rest.i431 = udiv i64 %remaining.i425, 10
  %35 = icmp ult i64 %remaining.i425, 10
  br i1 %35, label %digits.done.i433, label %digit.i432

digits.done.i433:                                 ; preds = %digit.i432
  br i1 %neg.i421, label %sign.i435, label %__modlink_format_i64.exit437

sign.i435:                                        ; preds = %digits.done.i433
  %sign.at.i434 = getelementptr inbounds i8, i8* %cursor.i426, i64 -2
  store i8 45, i8* %sign.at.i434, align 1
  br label %__modlink_format_i64.exit437

__modlink_format_i64.exit437:                     ; preds = %digits.done.i433, %sign.i435
  %start.i436 = phi i8* [ %digit.at.i427, %digits.done.i433 ], [ %sign.at.i434, %sign.i435 ]
  %part65 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i436, i8** %part65, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i438

call.i438:                                        ; preds = %__modlink_format_i64.exit437
  %36 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %36, i32 2)
  br label %common.ret

check11.ok:                                       ; preds = %check10.ok
  %dtype.at66 = getelementptr inbounds i8, i8* %B.dltensor, i64 20
  %37 = getelementptr inbounds i8, i8* %dtype.at66, i64 1
  %lanes.at69 = getelementptr inbounds i8, i8* %dtype.at66, i64 2
  %38 = bitcast i8* %lanes.at69 to i16*
  %code70 = load i8, i8* %dtype.at66, align 1
  %bits71 = load i8, i8* %37, align 1
  %lanes72 = load i16, i16* %38, align 2
  %code.ok73 = icmp eq i8 %code70, 2
  %bits.ok74 = icmp eq i8 %bits71, 32
  %lanes.ok75 = icmp eq i16 %lanes72, 1
  %dtype.ok76 = and i1 %code.ok73, %bits.ok74
  %dtype.ok77 = and i1 %dtype.ok76, %lanes.ok75
  br i1 %dtype.ok77, label %check12.ok, label %check12.fail

check12.fail:                                     ; preds = %check11.ok
  %lanes80 = zext i16 %lanes72 to i64
  %code78 = zext i8 %code70 to i64
  %part81 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([92 x i8], [92 x i8]* @.str.16, i64 0, i64 0), i8** %part81, align 8
  %end.i441 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i441, align 1
  br label %digit.i449

digit.i449:                                       ; preds = %digit.i449, %check12.fail
  %remaining.i442 = phi i64 [ %code78, %check12.fail ], [ %rest.i448, %digit.i449 ]
  %cursor.i443 = phi i8* [ %end.i441, %check12.fail ], [ %digit.at.i444, %digit.i449 ]
  %digit.at.i444 = getelementptr inbounds i8, i8* %cursor.i443, i64 -1
  %digit1.i445 = urem i64 %remaining.i442, 10
  %digit.byte.i446 = trunc i64 %digit1.i445 to i8
  %ascii.i447 = or i8 %digit.byte.i446, 48
  store i8 %ascii.i447, i8* %digit.at.i444, align 1
  %rest.i448 = udiv i64 %remaining.i442, 10
  %39 = icmp ult i64 %remaining.i442, 10
  br i1 %39, label %__modlink_format_i64.exit452, label %digit.i449

__modlink_format_i64.exit452:                     ; preds = %digit.i449
  %bits79 = zext i8 %bits71 to i64
  %part83 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digit.at.i444, i8** %part83, align 8
  %part84 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.7, i64 0, i64 0), i8** %part84, align 8
  %end.i454 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 23
  store i8 0, i8* %end.i454, align 1
  br label %digit.i462

digit.i462:                                       ; preds = %digit.i462, %__modlink_format_i64.exit452
  %remaining.i455 = phi i64 [ %bits79, %__modlink_format_i64.exit452 ], [ %rest.i461, %digit.i462 ]
  %cursor.i456 = phi i8* [ %end.i454, %__modlink_format_i64.exit452 ], [ %digit.at.i457, %digit.i462 ]
  %digit.at.i457 = getelementptr inbounds i8, i8* %cursor.i456, i64 -1
  %digit1.i458 = urem i64 %remaining.i455, 10
  %digit.byte.i459 = trunc i64 %digit1.i458 to i8
  %ascii.i460 = or i8 %digit.byte.i459, 48
  store i8 %ascii.i460, i8* %digit.at.i457, align 1
  %rest.i461 = udiv i64 %remaining.i455, 10
  %40 = icmp ult i64 %remaining.i455, 10
  br i1 %40, label %__modlink_format_i64.exit465, label %digit.i462

__modlink_format_i64.exit465:                     ; preds = %digit.i462
  %part86 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digit.at.i457, i8** %part86, align 8
  %part87 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 4
  store i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.8, i64 0, i64 0), i8** %part87, align 8
  %end.i467 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits2, i64 0, i64 23
  store i8 0, i8* %end.i467, align 1
  br label %digit.i475

digit.i475:                                       ; preds = %digit.i475, %__modlink_format_i64.exit465
  %remaining.i468 = phi i64 [ %lanes80, %__modlink_format_i64.exit465 ], [ %rest.i474, %digit.i475 ]
  %cursor.i469 = phi i8* [ %end.i467, %__modlink_format_i64.exit465 ], [ %digit.at.i470, %digit.i475 ]
  %digit.at.i470 = getelementptr inbounds i8, i8* %cursor.i469, i64 -1
  %digit1.i471 = urem i64 %remaining.i468, 10
  %digit.byte.i472 = trunc i64 %digit1.i471 to i8
  %ascii.i473 = or i8 %digit.byte.i472, 48
  store i8 %ascii.i473, i8* %digit.at.i470, align 1
  %rest.i474 = udiv i64 %remaining.i468, 10
  %41 = icmp ult i64 %remaining.i468, 10
  br i1 %41, label %__modlink_format_i64.exit478, label %digit.i475

__modlink_format_i64.exit478:                     ; preds = %digit.i475
  %part89 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 5
  store i8* %digit.at.i470, i8** %part89, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i479

call.i479:                                        ; preds = %__modlink_format_i64.exit478
  %42 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %42, i32 6)
  br label %common.ret

check12.ok:                                       ; preds = %check11.ok
  %device.at90 = getelementptr inbounds i8, i8* %B.dltensor, i64 8
  %43 = bitcast i8* %device.at90 to i32*
  %B.device_type = load i32, i32* %43, align 4
  %device.ok91 = icmp eq i32 %B.device_type, 1
  br i1 %device.ok91, label %check13.ok, label %check13.fail

check13.fail:                                     ; preds = %check12.ok
  %device92 = sext i32 %B.device_type to i64
  %part93 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([91 x i8], [91 x i8]* @.str.17, i64 0, i64 0), i8** %part93, align 8
  %neg.i481 = icmp slt i32 %B.device_type, 0
  %negated.i482 = sub nsw i64 0, %device92
  %mag.i483 = select i1 %neg.i481, i64 %negated.i482, i64 %device92
  %end.i484 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i484, align 1
  br label %digit.i492

digit.i492:                                       ; preds = %digit.i492, %check13.fail
  %remaining.i485 = phi i64 [ %mag.i483, %check13.fail ], [ %rest.i491, %digit.i492 ]
  %cursor.i486 = phi i8* [ %end.i484, %check13.fail ], [ %digit.at.i487, %digit.i492 ]
  %digit.at.i487 = getelementptr inbounds i8, i8* %cursor.i486, i64 -1
  %digit1.i488 = urem i64 %remaining.i485, 10
  %digit.byte.i489 = trunc i64 %digit1.i488 to i8
  %ascii.i490 = or i8 %digit.byte.i489, 48
  store i8 %ascii.i490, i8* %digit.at.i487, align 1
  %rest.i491 = udiv i64 %remaining.i485, 10
  %44 = icmp ult i64 %remaining.i485, 10
  br i1 %44, label %digits.done.i493, label %digit.i492

digits.done.i493:                                 ; preds = %digit.i492
  br i1 %neg.i481, label %sign.i495, label %__modlink_format_i64.exit497

sign.i495:                                        ; preds = %digits.done.i493
  %sign.at.i494 = getelementptr inbounds i8, i8* %cursor.i486, i64 -2
  store i8 45, i8* %sign.at.i494, align 1
  br label %__modlink_format_i64.exit497

__modlink_format_i64.exit497:                     ; preds = %digits.done.i493, %sign.i495
  %start.i496 = phi i8* [ %digit.at.i487, %digits.done.i493 ], [ %sign.at.i494, %sign.i495 ]
  %part95 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i496, i8** %part95, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i498

call.i498:                                        ; preds = %__modlink_format_i64.exit497
  %45 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %45, i32 2)
  br label %common.ret

check13.ok:                                       ; preds = %check12.ok
  %shape.at96 = getelementptr inbounds i8, i8* %B.dltensor, i64 24
  %46 = bitcast i8* %shape.at96 to i64**
  %B.shape231 = load i64*, i64** %46, align 8
  %B.shape0 = load i64, i64* %B.shape231, align 8
  %extent.ok = icmp eq i64 %B.shape0, %A.shape1
  br i1 %extent.ok, label %check14.ok, label %check14.fail

check14.fail:                                     ; preds = %check13.ok
  %part98 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([57 x i8], [57 x i8]* @.str.18, i64 0, i64 0), i8** %part98, align 8
  %neg.i500 = icmp slt i64 %B.shape0, 0
  %negated.i501 = sub i64 0, %B.shape0
  %mag.i502 = select i1 %neg.i500, i64 %negated.i501, i64 %B.shape0
  %end.i503 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i503, align 1
  br label %digit.i511

digit.i511:                                       ; preds = %digit.i511, %check14.fail
  %remaining.i504 = phi i64 [ %mag.i502, %check14.fail ], [ %rest.i510, %digit.i511 ]
  %cursor.i505 = phi i8* [ %end.i503, %check14.fail ], [ %digit.at.i506, %digit.i511 ]
  %digit.at.i506 = getelementptr inbounds i8, i8* %cursor.i505, i64 -1
  %digit1.i507 = urem i64 %remaining.i504, 10
  %digit.byte.i508 = trunc i64 %digit1.i507 to i8
  %ascii.i509 = or i8 %digit.byte.i508, 48
  store i8 %ascii.i509, i8* %digit.at.i506, align 1
  %rest.i510 = udiv i64 %remaining.i504, 10
  %47 = icmp ult i64 %remaining.i504, 10
  br i1 %47, label %digits.done.i512, label %digit.i511

digits.done.i512:                                 ; preds = %digit.i511
  br i1 %neg.i500, label %sign.i514, label %__modlink_format_i64.exit516

sign.i514:                                        ; preds = %digits.done.i512
  %sign.at.i513 = getelementptr inbounds i8, i8* %cursor.i505, i64 -2
  store i8 45, i8* %sign.at.i513, align 1
  br label %__modlink_format_i64.exit516

__modlink_format_i64.exit516:                     ; preds = %digits.done.i512, %sign.i514
  %start.i515 = phi i8* [ %digit.at.i506, %digits.done.i512 ], [ %sign.at.i513, %sign.i514 ]
  %part100 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i515, i8** %part100, align 8
  %part101 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([49 x i8], [49 x i8]* @.str.19, i64 0, i64 0), i8** %part101, align 8
  %neg.i517 = icmp slt i64 %A.shape1, 0
  %negated.i518 = sub i64 0, %A.shape1
  %mag.i519 = select i1 %neg.i517, i64 %negated.i518, i64 %A.shape1
  %end.i520 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 23
  store i8 0, i8* %end.i520, align 1
  br label %digit.i528

digit.i528:                                       ; preds = %digit.i528, %__modlink_format_i64.exit516
  %remaining.i521 = phi i64 [ %mag.i519, %__modlink_format_i64.exit516 ], [ %rest.i527, %digit.i528 ]
  %cursor.i522 = phi i8* [ %end.i520, %__modlink_format_i64.exit516 ], [ %digit.at.i523, %digit.i528 ]
  %digit.at.i523 = getelementptr inbounds i8, i8* %cursor.i522, i64 -1
  %digit1.i524 = urem i64 %remaining.i521, 10
  %digit.byte.i525 = trunc i64 %digit1.i524 to i8
  %ascii.i526 = or i8 %digit.byte.i525, 48
  store i8 %ascii.i526, i8* %digit.at.i523, align 1
  %rest.i527 = udiv i64 %remaining.i521, 10
  %48 = icmp ult i64 %remaining.i521, 10
  br i1 %48, label %digits.done.i529, label %digit.i528

digits.done.i529:                                 ; preds = %digit.i528
  br i1 %neg.i517, label %sign.i531, label %__modlink_format_i64.exit533

sign.i531:                                        ; preds = %digits.done.i529
  %sign.at.i530 = getelementptr inbounds i8, i8* %cursor.i522, i64 -2
  store i8 45, i8* %sign.at.i530, align 1
  br label %__modlink_format_i64.exit533

__modlink_format_i64.exit533:                     ; preds = %digits.done.i529, %sign.i531
  %start.i532 = phi i8* [ %digit.at.i523, %digits.done.i529 ], [ %sign.at.i530, %sign.i531 ]
  %part103 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %start.i532, i8** %part103, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i534

call.i534:                                        ; preds = %__modlink_format_i64.exit533
  %49 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %49, i32 4)
  br label %common.ret

check14.ok:                                       ; preds = %check13.ok
  %extent.at104 = getelementptr inbounds i64, i64* %B.shape231, i64 1
  %B.shape1 = load i64, i64* %extent.at104, align 8
  %strides.at105 = getelementptr inbounds i8, i8* %B.dltensor, i64 32
  %50 = bitcast i8* %strides.at105 to i8**
  %B.strides = load i8*, i8** %50, align 8
  %has_strides106.not = icmp eq i8* %B.strides, null
  br i1 %has_strides106.not, label %B.strides.done, label %B.strides.check

B.strides.check:                                  ; preds = %check14.ok
  %stride.at107 = getelementptr inbounds i8, i8* %B.strides, i64 8
  %51 = bitcast i8* %stride.at107 to i64*
  %B.stride1 = load i64, i64* %51, align 8
  %stride.ok108 = icmp eq i64 %B.stride1, 1
  %unit109 = icmp eq i64 %B.shape1, 1
  %stride.ok110 = or i1 %unit109, %stride.ok108
  br i1 %stride.ok110, label %check15.ok, label %check15.fail

B.strides.done:                                   ; preds = %check15.ok, %check14.ok
  %data.at129 = bitcast i8* %B.dltensor to i8**
  %data130 = load i8*, i8** %data.at129, align 8
  %byte_offset.at131 = getelementptr inbounds i8, i8* %B.dltensor, i64 40
  %52 = bitcast i8* %byte_offset.at131 to i64*
  %byte_offset132 = load i64, i64* %52, align 8
  %B.data = getelementptr i8, i8* %data130, i64 %byte_offset132
  %C.any = getelementptr inbounds i8, i8* %args, i64 32
  %53 = bitcast i8* %C.any to i32*
  %C.type_index = load i32, i32* %53, align 4
  switch i32 %C.type_index, label %check17.fail [
    i32 70, label %check17.ok
    i32 7, label %check17.ok
    i32 4, label %check17.ok
  ]

check15.fail:                                     ; preds = %B.strides.check
  %part111 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([87 x i8], [87 x i8]* @.str.20, i64 0, i64 0), i8** %part111, align 8
  %neg.i536 = icmp slt i64 %B.stride1, 0
  %negated.i537 = sub i64 0, %B.stride1
  %mag.i538 = select i1 %neg.i536, i64 %negated.i537, i64 %B.stride1
  %end.i539 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i539, align 1
  br label %digit.i547

digit.i547:                                       ; preds = %digit.i547, %check15.fail
  %remaining.i540 = phi i64 [ %mag.i538, %check15.fail ], [ %rest.i546, %digit.i547 ]
  %cursor.i541 = phi i8* [ %end.i539, %check15.fail ], [ %digit.at.i542, %digit.i547 ]
  %digit.at.i542 = getelementptr inbounds i8, i8* %cursor.i541, i64 -1
  %digit1.i543 = urem i64 %remaining.i540, 10
  %digit.byte.i544 = trunc i64 %digit1.i543 to i8
  %ascii.i545 = or i8 %digit.byte.i544, 48
  store i8 %ascii.i545, i8* %digit.at.i542, align 1
  %rest.i546 = udiv i64 %remaining.i540, 10
  %54 = icmp ult i64 %remaining.i540, 10
  br i1 %54, label %digits.done.i548, label %digit.i547

digits.done.i548:                                 ; preds = %digit.i547
  br i1 %neg.i536, label %sign.i550, label %__modlink_format_i64.exit552

sign.i550:                                        ; preds = %digits.done.i548
  %sign.at.i549 = getelementptr inbounds i8, i8* %cursor.i541, i64 -2
  store i8 45, i8* %sign.at.i549, align 1
  br label %__modlink_format_i64.exit552

__modlink_format_i64.exit552:                     ; preds = %digits.done.i548, %sign.i550
  %start.i551 = phi i8* [ %digit.at.i542, %digits.done.i548 ], [ %sign.at.i549, %sign.i550 ]
  %part113 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i551, i8** %part113, align 8
  %part114 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.11, i64 0, i64 0), i8** %part114, align 8
  %end.i553 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 23
  store i8 0, i8* %end.i553, align 1
  %digit.at.i556 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 22
  store i8 49, i8* %digit.at.i556, align 1
  %part116 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digit.at.i556, i8** %part116, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i565

call.i565:                                        ; preds = %__modlink_format_i64.exit552
  %55 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %55, i32 4)
  br label %common.ret

check15.ok:                                       ; preds = %B.strides.check
  %56 = bitcast i8* %B.strides to i64*
  %B.stride0 = load i64, i64* %56, align 8
  %stride.ok119 = icmp eq i64 %B.stride0, %B.shape1
  %unit120 = icmp eq i64 %A.shape1, 1
  %stride.ok121 = or i1 %unit120, %stride.ok119
  br i1 %stride.ok121, label %B.strides.done, label %check16.fail

check16.fail:                                     ; preds = %check15.ok
  %part122 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([87 x i8], [87 x i8]* @.str.21, i64 0, i64 0), i8** %part122, align 8
  %neg.i567 = icmp slt i64 %B.stride0, 0
  %negated.i568 = sub i64 0, %B.stride0
  %mag.i569 = select i1 %neg.i567, i64 %negated.i568, i64 %B.stride0
  %end.i570 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i570, align 1
  br label %digit.i578

digit.i578:                                       ; preds = %digit.i578, %check16.fail
  %remaining.i571 = phi i64 [ %mag.i569, %check16.fail ], [ %rest.i577, %digit.i578 ]
  %cursor.i572 = phi i8* [ %end.i570, %check16.fail ], [ %digit.at.i573, %digit.i578 ]
  %digit.at.i573 = getelementptr inbounds i8, i8* %cursor.i572, i64 -1
  %digit1.i574 = urem i64 %remaining.i571, 10
  %digit.byte.i575 = trunc i64 %digit1.i574 to i8
  %ascii.i576 = or i8 %digit.byte.i575, 48
  store i8 %ascii.i576, i8* %digit.at.i573, align 1
  %rest.i577 = udiv i64 %remaining.i571, 10
  %57 = icmp ult i64 %remaining.i571, 10
  br i1 %57, label %digits.done.i579, label %digit.i578

digits.done.i579:                                 ; preds = %digit.i578
  br i1 %neg.i567, label %sign.i581, label %__modlink_format_i64.exit583

sign.i581:                                        ; preds = %digits.done.i579
  %sign.at.i580 = getelementptr inbounds i8, i8* %cursor.i572, i64 -2
  store i8 45, i8* %sign.at.i580, align 1
  br label %__modlink_format_i64.exit583

__modlink_format_i64.exit583:                     ; preds = %digits.done.i579, %sign.i581
  %start.i582 = phi i8* [ %digit.at.i573, %digits.done.i579 ], [ %sign.at.i580, %sign.i581 ]
  %part124 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i582, i8** %part124, align 8
  %part125 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.11, i64 0, i64 0), i8** %part125, align 8
  %neg.i584 = icmp slt i64 %B.shape1, 0
  %negated.i585 = sub i64 0, %B.shape1
  %mag.i586 = select i1 %neg.i584, i64 %negated.i585, i64 %B.shape1
  %end.i587 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 23
  store i8 0, i8* %end.i587, align 1
  br label %digit.i595

digit.i595:                                       ; preds = %digit.i595, %__modlink_format_i64.exit583
  %remaining.i588 = phi i64 [ %mag.i586, %__modlink_format_i64.exit583 ], [ %rest.i594, %digit.i595 ]
  %cursor.i589 = phi i8* [ %end.i587, %__modlink_format_i64.exit583 ], [ %digit.at.i590, %digit.i595 ]
  %digit.at.i590 = getelementptr inbounds i8, i8* %cursor.i589, i64 -1
  %digit1.i591 = urem i64 %remaining.i588, 10
  %digit.byte.i592 = trunc i64 %digit1.i591 to i8
  %ascii.i593 = or i8 %digit.byte.i592, 48
  store i8 %ascii.i593, i8* %digit.at.i590, align 1
  %rest.i594 = udiv i64 %remaining.i588, 10
  %58 = icmp ult i64 %remaining.i588, 10
  br i1 %58, label %digits.done.i596, label %digit.i595

digits.done.i596:                                 ; preds = %digit.i595
  br i1 %neg.i584, label %sign.i598, label %__modlink_format_i64.exit600

sign.i598:                                        ; preds = %digits.done.i596
  %sign.at.i597 = getelementptr inbounds i8, i8* %cursor.i589, i64 -2
  store i8 45, i8* %sign.at.i597, align 1
  br label %__modlink_format_i64.exit600

__modlink_format_i64.exit600:                     ; preds = %digits.done.i596, %sign.i598
  %start.i599 = phi i8* [ %digit.at.i590, %digits.done.i596 ], [ %sign.at.i597, %sign.i598 ]
  %part127 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %start.i599, i8** %part127, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i601

call.i601:                                        ; preds = %__modlink_format_i64.exit600
  %59 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %59, i32 4)
  br label %common.ret

check17.fail:                                     ; preds = %B.strides.done
  %tag139 = sext i32 %C.type_index to i64
  %part140 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([126 x i8], [126 x i8]* @.str.22, i64 0, i64 0), i8** %part140, align 8
  %neg.i603 = icmp slt i32 %C.type_index, 0
  %negated.i604 = sub nsw i64 0, %tag139
  %mag.i605 = select i1 %neg.i603, i64 %negated.i604, i64 %tag139
  %end.i606 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i606, align 1
  br label %digit.i614

digit.i614:                                       ; preds = %digit.i614, %check17.fail
  %remaining.i607 = phi i64 [ %mag.i605, %check17.fail ], [ %rest.i613, %digit.i614 ]
  %cursor.i608 = phi i8* [ %end.i606, %check17.fail ], [ %digit.at.i609, %digit.i614 ]
  %digit.at.i609 = getelementptr inbounds i8, i8* %cursor.i608, i64 -1
  %digit1.i610 = urem i64 %remaining.i607, 10
  %digit.byte.i611 = trunc i64 %digit1.i610 to i8
  %ascii.i612 = or i8 %digit.byte.i611, 48
  store i8 %ascii.i612, i8* %digit.at.i609, align 1
  %rest.i613 = udiv i64 %remaining.i607, 10
  %60 = icmp ult i64 %remaining.i607, 10
  br i1 %60, label %digits.done.i615, label %digit.i614

digits.done.i615:                                 ; preds = %digit.i614
  br i1 %neg.i603, label %sign.i617, label %__modlink_format_i64.exit619

sign.i617:                                        ; preds = %digits.done.i615
  %sign.at.i616 = getelementptr inbounds i8, i8* %cursor.i608, i64 -2
  store i8 45, i8* %sign.at.i616, align 1
  br label %__modlink_format_i64.exit619

__modlink_format_i64.exit619:                     ; preds = %digits.done.i615, %sign.i617
  %start.i618 = phi i8* [ %digit.at.i609, %digits.done.i615 ], [ %sign.at.i616, %sign.i617 ]
  %part142 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i618, i8** %part142, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i620

call.i620:                                        ; preds = %__modlink_format_i64.exit619
  %61 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %61, i32 2)
  br label %common.ret

check17.ok:                                       ; preds = %B.strides.done, %B.strides.done, %B.strides.done
  %C.value = getelementptr inbounds i8, i8* %args, i64 40
  %62 = bitcast i8* %C.value to i8**
  %C.ptr = load i8*, i8** %62, align 8
  %null143.not = icmp eq i8* %C.ptr, null
  br i1 %null143.not, label %check18.fail, label %check18.ok

check18.fail:                                     ; preds = %check17.ok
  %part145 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([63 x i8], [63 x i8]* @.str.23, i64 0, i64 0), i8** %part145, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i622

call.i622:                                        ; preds = %check18.fail
  %63 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %63, i32 1)
  br label %common.ret

check18.ok:                                       ; preds = %check17.ok
  %is133 = icmp eq i32 %C.type_index, 70
  %C.dltensor.idx = select i1 %is133, i64 24, i64 0
  %C.dltensor = getelementptr i8, i8* %C.ptr, i64 %C.dltensor.idx
  %ndim.at146 = getelementptr inbounds i8, i8* %C.dltensor, i64 16
  %64 = bitcast i8* %ndim.at146 to i32*
  %C.ndim = load i32, i32* %64, align 4
  %ndim.ok147 = icmp eq i32 %C.ndim, 2
  br i1 %ndim.ok147, label %check19.ok, label %check19.fail

check19.fail:                                     ; preds = %check18.ok
  %ndim148 = sext i32 %C.ndim to i64
  %part149 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([57 x i8], [57 x i8]* @.str.24, i64 0, i64 0), i8** %part149, align 8
  %neg.i624 = icmp slt i32 %C.ndim, 0
  %negated.i625 = sub nsw i64 0, %ndim148
  %mag.i626 = select i1 %neg.i624, i64 %negated.i625, i64 %ndim148
  %end.i627 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i627, align 1
  br label %digit.i635

digit.i635:                                       ; preds = %digit.i635, %check19.fail
  %remaining.i628 = phi i64 [ %mag.i626, %check19.fail ], [ %rest.i634, %digit.i635 ]
  %cursor.i629 = phi i8* [ %end.i627, %check19.fail ], [ %digit.at.i630, %digit.i635 ]
  %digit.at.i630 = getelementptr inbounds i8, i8* %cursor.i629, i64 -1
  %digit1.i631 = urem i64 %remaining.i628, 10
  %digit.byte.i632 = trunc i64 %digit1.i631 to i8
  %ascii.i633 = or i8 %digit.byte.i632, 48
  store i8 %ascii.i633, i8* %digit.at.i630, align 1
  %rest.i634 = udiv i64 %remaining.i628, 10
  %65 = icmp ult i64 %remaining.i628, 10
  br i1 %65, label %digits.done.i636, label %digit.i635

digits.done.i636:                                 ; preds = %digit.i635
  br i1 %neg.i624, label %sign.i638, label %__modlink_format_i64.exit640

sign.i638:                                        ; preds = %digits.done.i636
  %sign.at.i637 = getelementptr inbounds i8, i8* %cursor.i629, i64 -2
  store i8 45, i8* %sign.at.i637, align 1
  br label %__modlink_format_i64.exit640

__modlink_format_i64.exit640:                     ; preds = %digits.done.i636, %sign.i638
  %start.i639 = phi i8* [ %digit.at.i630, %digits.done.i636 ], [ %sign.at.i637, %sign.i638 ]
  %part151 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i639, i8** %part151, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i641

call.i641:                                        ; preds = %__modlink_format_i64.exit640
  %66 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %66, i32 2)
  br label %common.ret

check19.ok:                                       ; preds = %check18.ok
  %dtype.at152 = getelementptr inbounds i8, i8* %C.dltensor, i64 20
  %67 = getelementptr inbounds i8, i8* %dtype.at152, i64 1
  %lanes.at155 = getelementptr inbounds i8, i8* %dtype.at152, i64 2
  %68 = bitcast i8* %lanes.at155 to i16*
  %code156 = load i8, i8* %dtype.at152, align 1
  %bits157 = load i8, i8* %67, align 1
  %lanes158 = load i16, i16* %68, align 2
  %code.ok159 = icmp eq i8 %code156, 2
  %bits.ok160 = icmp eq i8 %bits157, 32
  %lanes.ok161 = icmp eq i16 %lanes158, 1
  %dtype.ok162 = and i1 %code.ok159, %bits.ok160
  %dtype.ok163 = and i1 %dtype.ok162, %lanes.ok161
  br i1 %dtype.ok163, label %check20.ok, label %check20.fail

check20.fail:                                     ; preds = %check19.ok
  %lanes166 = zext i16 %lanes158 to i64
  %code164 = zext i8 %code156 to i64
  %part167 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([92 x i8], [92 x i8]* @.str.25, i64 0, i64 0), i8** %part167, align 8
  %end.i644 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i644, align 1
  br label %digit.i652

digit.i652:                                       ; preds = %digit.i652, %check20.fail
  %remaining.i645 = phi i64 [ %code164, %check20.fail ], [ %rest.i651, %digit.i652 ]
  %cursor.i646 = phi i8* [ %end.i644, %check20.fail ], [ %digit.at.i647, %digit.i652 ]
  %digit.at.i647 = getelementptr inbounds i8, i8* %cursor.i646, i64 -1
  %digit1.i648 = urem i64 %remaining.i645, 10
  %digit.byte.i649 = trunc i64 %digit1.i648 to i8
  %ascii.i650 = or i8 %digit.byte.i649, 48
  store i8 %ascii.i650, i8* %digit.at.i647, align 1
  %rest.i651 = udiv i64 %remaining.i645, 10
  %69 = icmp ult i64 %remaining.i645, 10
  br i1 %69, label %__modlink_format_i64.exit655, label %digit.i652

__modlink_format_i64.exit655:                     ; preds = %digit.i652
  %bits165 = zext i8 %bits157 to i64
  %part169 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %digit.at.i647, i8** %part169, align 8
  %part170 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([8 x i8], [8 x i8]* @.str.7, i64 0, i64 0), i8** %part170, align 8
  %end.i657 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 23
  store i8 0, i8* %end.i657, align 1
  br label %digit.i665

digit.i665:                                       ; preds = %digit.i665, %__modlink_format_i64.exit655
  %remaining.i658 = phi i64 [ %bits165, %__modlink_format_i64.exit655 ], [ %rest.i664, %digit.i665 ]
  %cursor.i659 = phi i8* [ %end.i657, %__modlink_format_i64.exit655 ], [ %digit.at.i660, %digit.i665 ]
  %digit.at.i660 = getelementptr inbounds i8, i8* %cursor.i659, i64 -1
  %digit1.i661 = urem i64 %remaining.i658, 10
  %digit.byte.i662 = trunc i64 %digit1.i661 to i8
  %ascii.i663 = or i8 %digit.byte.i662, 48
  store i8 %ascii.i663, i8* %digit.at.i660, align 1
  %rest.i664 = udiv i64 %remaining.i658, 10
  %70 = icmp ult i64 %remaining.i658, 10
  br i1 %70, label %__modlink_format_i64.exit668, label %digit.i665

__modlink_format_i64.exit668:                     ; preds = %digit.i665
  %part172 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digit.at.i660, i8** %part172, align 8
  %part173 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 4
  store i8* getelementptr inbounds ([9 x i8], [9 x i8]* @.str.8, i64 0, i64 0), i8** %part173, align 8
  %end.i670 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits2, i64 0, i64 23
  store i8 0, i8* %end.i670, align 1
  br label %digit.i678

digit.i678:                                       ; preds = %digit.i678, %__modlink_format_i64.exit668
  %remaining.i671 = phi i64 [ %lanes166, %__modlink_format_i64.exit668 ], [ %rest.i677, %digit.i678 ]
  %cursor.i672 = phi i8* [ %end.i670, %__modlink_format_i64.exit668 ], [ %digit.at.i673, %digit.i678 ]
  %digit.at.i673 = getelementptr inbounds i8, i8* %cursor.i672, i64 -1
  %digit1.i674 = urem i64 %remaining.i671, 10
  %digit.byte.i675 = trunc i64 %digit1.i674 to i8
  %ascii.i676 = or i8 %digit.byte.i675, 48
  store i8 %ascii.i676, i8* %digit.at.i673, align 1
  %rest.i677 = udiv i64 %remaining.i671, 10
  %71 = icmp ult i64 %remaining.i671, 10
  br i1 %71, label %__modlink_format_i64.exit681, label %digit.i678

__modlink_format_i64.exit681:                     ; preds = %digit.i678
  %part175 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 5
  store i8* %digit.at.i673, i8** %part175, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i682

call.i682:                                        ; preds = %__modlink_format_i64.exit681
  %72 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([10 x i8], [10 x i8]* @.str.3, i64 0, i64 0), i8* nonnull %72, i32 6)
  br label %common.ret

check20.ok:                                       ; preds = %check19.ok
  %device.at176 = getelementptr inbounds i8, i8* %C.dltensor, i64 8
  %73 = bitcast i8* %device.at176 to i32*
  %C.device_type = load i32, i32* %73, align 4
  %device.ok177 = icmp eq i32 %C.device_type, 1
  br i1 %device.ok177, label %check21.ok, label %check21.fail

check21.fail:                                     ; preds = %check20.ok
  %device178 = sext i32 %C.device_type to i64
  %part179 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([91 x i8], [91 x i8]* @.str.26, i64 0, i64 0), i8** %part179, align 8
  %neg.i684 = icmp slt i32 %C.device_type, 0
  %negated.i685 = sub nsw i64 0, %device178
  %mag.i686 = select i1 %neg.i684, i64 %negated.i685, i64 %device178
  %end.i687 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i687, align 1
  br label %digit.i695

digit.i695:                                       ; preds = %digit.i695, %check21.fail
  %remaining.i688 = phi i64 [ %mag.i686, %check21.fail ], [ %rest.i694, %digit.i695 ]
  %cursor.i689 = phi i8* [ %end.i687, %check21.fail ], [ %digit.at.i690, %digit.i695 ]
  %digit.at.i690 = getelementptr inbounds i8, i8* %cursor.i689, i64 -1
  %digit1.i691 = urem i64 %remaining.i688, 10
  %digit.byte.i692 = trunc i64 %digit1.i691 to i8
  %ascii.i693 = or i8 %digit.byte.i692, 48
  store i8 %ascii.i693, i8* %digit.at.i690, align 1
  %rest.i694 = udiv i64 %remaining.i688, 10
  %74 = icmp ult i64 %remaining.i688, 10
  br i1 %74, label %digits.done.i696, label %digit.i695

digits.done.i696:                                 ; preds = %digit.i695
  br i1 %neg.i684, label %sign.i698, label %__modlink_format_i64.exit700

sign.i698:                                        ; preds = %digits.done.i696
  %sign.at.i697 = getelementptr inbounds i8, i8* %cursor.i689, i64 -2
  store i8 45, i8* %sign.at.i697, align 1
  br label %__modlink_format_i64.exit700

__modlink_format_i64.exit700:                     ; preds = %digits.done.i696, %sign.i698
  %start.i699 = phi i8* [ %digit.at.i690, %digits.done.i696 ], [ %sign.at.i697, %sign.i698 ]
  %part181 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i699, i8** %part181, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i701

call.i701:                                        ; preds = %__modlink_format_i64.exit700
  %75 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %75, i32 2)
  br label %common.ret

check21.ok:                                       ; preds = %check20.ok
  %shape.at182 = getelementptr inbounds i8, i8* %C.dltensor, i64 24
  %76 = bitcast i8* %shape.at182 to i64**
  %C.shape232 = load i64*, i64** %76, align 8
  %C.shape0 = load i64, i64* %C.shape232, align 8
  %extent.ok184 = icmp eq i64 %C.shape0, %A.shape0
  br i1 %extent.ok184, label %check22.ok, label %check22.fail

check22.fail:                                     ; preds = %check21.ok
  %part185 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([57 x i8], [57 x i8]* @.str.27, i64 0, i64 0), i8** %part185, align 8
  %neg.i703 = icmp slt i64 %C.shape0, 0
  %negated.i704 = sub i64 0, %C.shape0
  %mag.i705 = select i1 %neg.i703, i64 %negated.i704, i64 %C.shape0
  %end.i706 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i706, align 1
  br label %digit.i714

digit.i714:                                       ; preds = %digit.i714, %check22.fail
  %remaining.i707 = phi i64 [ %mag.i705, %check22.fail ], [ %rest.i713, %digit.i714 ]
  %cursor.i708 = phi i8* [ %end.i706, %check22.fail ], [ %digit.at.i709, %digit.i714 ]
  %digit.at.i709 = getelementptr inbounds i8, i8* %cursor.i708, i64 -1
  %digit1.i710 = urem i64 %remaining.i707, 10
  %digit.byte.i711 = trunc i64 %digit1.i710 to i8
  %ascii.i712 = or i8 %digit.byte.i711, 48
  store i8 %ascii.i712, i8* %digit.at.i709, align 1
  %rest.i713 = udiv i64 %remaining.i707, 10
  %77 = icmp ult i64 %remaining.i707, 10
  br i1 %77, label %digits.done.i715, label %digit.i714

digits.done.i715:                                 ; preds = %digit.i714
  br i1 %neg.i703, label %sign.i717, label %__modlink_format_i64.exit719

sign.i717:                                        ; preds = %digits.done.i715
  %sign.at.i716 = getelementptr inbounds i8, i8* %cursor.i708, i64 -2
  store i8 45, i8* %sign.at.i716, align 1
  br label %__modlink_format_i64.exit719

__modlink_format_i64.exit719:                     ; preds = %digits.done.i715, %sign.i717
  %start.i718 = phi i8* [ %digit.at.i709, %digits.done.i715 ], [ %sign.at.i716, %sign.i717 ]
  %part187 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i718, i8** %part187, align 8
  %part188 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([49 x i8], [49 x i8]* @.str.28, i64 0, i64 0), i8** %part188, align 8
  %neg.i720 = icmp slt i64 %A.shape0, 0
  %negated.i721 = sub i64 0, %A.shape0
  %mag.i722 = select i1 %neg.i720, i64 %negated.i721, i64 %A.shape0
  %end.i723 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 23
  store i8 0, i8* %end.i723, align 1
  br label %digit.i731

digit.i731:                                       ; preds = %digit.i731, %__modlink_format_i64.exit719
  %remaining.i724 = phi i64 [ %mag.i722, %__modlink_format_i64.exit719 ], [ %rest.i730, %digit.i731 ]
  %cursor.i725 = phi i8* [ %end.i723, %__modlink_format_i64.exit719 ], [ %digit.at.i726, %digit.i731 ]
  %digit.at.i726 = getelementptr inbounds i8, i8* %cursor.i725, i64 -1
  %digit1.i727 = urem i64 %remaining.i724, 10
  %digit.byte.i728 = trunc i64 %digit1.i727 to i8
  %ascii.i729 = or i8 %digit.byte.i728, 48
  store i8 %ascii.i729, i8* %digit.at.i726, align 1
  %rest.i730 = udiv i64 %remaining.i724, 10
  %78 = icmp ult i64 %remaining.i724, 10
  br i1 %78, label %digits.done.i732, label %digit.i731

digits.done.i732:                                 ; preds = %digit.i731
  br i1 %neg.i720, label %sign.i734, label %__modlink_format_i64.exit736

sign.i734:                                        ; preds = %digits.done.i732
  %sign.at.i733 = getelementptr inbounds i8, i8* %cursor.i725, i64 -2
  store i8 45, i8* %sign.at.i733, align 1
  br label %__modlink_format_i64.exit736

__modlink_format_i64.exit736:                     ; preds = %digits.done.i732, %sign.i734
  %start.i735 = phi i8* [ %digit.at.i726, %digits.done.i732 ], [ %sign.at.i733, %sign.i734 ]
  %part190 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %start.i735, i8** %part190, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i737

call.i737:                                        ; preds = %__modlink_format_i64.exit736
  %79 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %79, i32 4)
  br label %common.ret

check22.ok:                                       ; preds = %check21.ok
  %extent.at191 = getelementptr inbounds i64, i64* %C.shape232, i64 1
  %C.shape1 = load i64, i64* %extent.at191, align 8
  %extent.ok192 = icmp eq i64 %C.shape1, %B.shape1
  br i1 %extent.ok192, label %check23.ok, label %check23.fail

check23.fail:                                     ; preds = %check22.ok
  %part193 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([57 x i8], [57 x i8]* @.str.29, i64 0, i64 0), i8** %part193, align 8
  %neg.i739 = icmp slt i64 %C.shape1, 0
  %negated.i740 = sub i64 0, %C.shape1
  %mag.i741 = select i1 %neg.i739, i64 %negated.i740, i64 %C.shape1
  %end.i742 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i742, align 1
  br label %digit.i750

digit.i750:                                       ; preds = %digit.i750, %check23.fail
  %remaining.i743 = phi i64 [ %mag.i741, %check23.fail ], [ %rest.i749, %digit.i750 ]
  %cursor.i744 = phi i8* [ %end.i742, %check23.fail ], [ %digit.at.i745, %digit.i750 ]
  %digit.at.i745 = getelementptr inbounds i8, i8* %cursor.i744, i64 -1
  %digit1.i746 = urem i64 %remaining.i743, 10
  %digit.byte.i747 = trunc i64 %digit1.i746 to i8
  %ascii.i748 = or i8 %digit.byte.i747, 48
  store i8 %ascii.i748, i8* %digit.at.i745, align 1
  %rest.i749 = udiv i64 %remaining.i743, 10
  %80 = icmp ult i64 %remaining.i743, 10
  br i1 %80, label %digits.done.i751, label %digit.i750

digits.done.i751:                                 ; preds = %digit.i750
  br i1 %neg.i739, label %sign.i753, label %__modlink_format_i64.exit755

sign.i753:                                        ; preds = %digits.done.i751
  %sign.at.i752 = getelementptr inbounds i8, i8* %cursor.i744, i64 -2
  store i8 45, i8* %sign.at.i752, align 1
  br label %__modlink_format_i64.exit755

__modlink_format_i64.exit755:                     ; preds = %digits.done.i751, %sign.i753
  %start.i754 = phi i8* [ %digit.at.i745, %digits.done.i751 ], [ %sign.at.i752, %sign.i753 ]
  %part195 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i754, i8** %part195, align 8
  %part196 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([49 x i8], [49 x i8]* @.str.30, i64 0, i64 0), i8** %part196, align 8
  %neg.i756 = icmp slt i64 %B.shape1, 0
  %negated.i757 = sub i64 0, %B.shape1
  %mag.i758 = select i1 %neg.i756, i64 %negated.i757, i64 %B.shape1
  %end.i759 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 23
  store i8 0, i8* %end.i759, align 1
  br label %digit.i767

digit.i767:                                       ; preds = %digit.i767, %__modlink_format_i64.exit755
  %remaining.i760 = phi i64 [ %mag.i758, %__modlink_format_i64.exit755 ], [ %rest.i766, %digit.i767 ]
  %cursor.i761 = phi i8* [ %end.i759, %__modlink_format_i64.exit755 ], [ %digit.at.i762, %digit.i767 ]
  %digit.at.i762 = getelementptr inbounds i8, i8* %cursor.i761, i64 -1
  %digit1.i763 = urem i64 %remaining.i760, 10
  %digit.byte.i764 = trunc i64 %digit1.i763 to i8
  %ascii.i765 = or i8 %digit.byte.i764, 48
  store i8 %ascii.i765, i8* %digit.at.i762, align 1
  %rest.i766 = udiv i64 %remaining.i760, 10
  %81 = icmp ult i64 %remaining.i760, 10
  br i1 %81, label %digits.done.i768, label %digit.i767

digits.done.i768:                                 ; preds = %digit.i767
  br i1 %neg.i756, label %sign.i770, label %__modlink_format_i64.exit772

sign.i770:                                        ; preds = %digits.done.i768
  %sign.at.i769 = getelementptr inbounds i8, i8* %cursor.i761, i64 -2
  store i8 45, i8* %sign.at.i769, align 1
  br label %__modlink_format_i64.exit772

__modlink_format_i64.exit772:                     ; preds = %digits.done.i768, %sign.i770
  %start.i771 = phi i8* [ %digit.at.i762, %digits.done.i768 ], [ %sign.at.i769, %sign.i770 ]
  %part198 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %start.i771, i8** %part198, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i773

call.i773:                                        ; preds = %__modlink_format_i64.exit772
  %82 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %82, i32 4)
  br label %common.ret

check23.ok:                                       ; preds = %check22.ok
  %strides.at199 = getelementptr inbounds i8, i8* %C.dltensor, i64 32
  %83 = bitcast i8* %strides.at199 to i8**
  %C.strides = load i8*, i8** %83, align 8
  %has_strides200.not = icmp eq i8* %C.strides, null
  br i1 %has_strides200.not, label %C.strides.done, label %C.strides.check

C.strides.check:                                  ; preds = %check23.ok
  %stride.at201 = getelementptr inbounds i8, i8* %C.strides, i64 8
  %84 = bitcast i8* %stride.at201 to i64*
  %C.stride1 = load i64, i64* %84, align 8
  %stride.ok202 = icmp eq i64 %C.stride1, 1
  %unit203 = icmp eq i64 %B.shape1, 1
  %stride.ok204 = or i1 %unit203, %stride.ok202
  br i1 %stride.ok204, label %check24.ok, label %check24.fail

C.strides.done:                                   ; preds = %check24.ok, %check23.ok
  %data.at223 = bitcast i8* %C.dltensor to i8**
  %data224 = load i8*, i8** %data.at223, align 8
  %byte_offset.at225 = getelementptr inbounds i8, i8* %C.dltensor, i64 40
  %85 = bitcast i8* %byte_offset.at225 to i64*
  %byte_offset226 = load i64, i64* %85, align 8
  %C.data = getelementptr i8, i8* %data224, i64 %byte_offset226
  %status = tail call i32 @matmul_c(i8* %A.data, i8* %B.data, i8* %C.data, i64 %A.shape0, i64 %A.shape1, i64 %B.shape1)
  %ok = icmp ne i32 %status, 0
  %result227 = sext i1 %ok to i32
  br label %common.ret

check24.fail:                                     ; preds = %C.strides.check
  %part205 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([87 x i8], [87 x i8]* @.str.31, i64 0, i64 0), i8** %part205, align 8
  %neg.i775 = icmp slt i64 %C.stride1, 0
  %negated.i776 = sub i64 0, %C.stride1
  %mag.i777 = select i1 %neg.i775, i64 %negated.i776, i64 %C.stride1
  %end.i778 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i778, align 1
  br label %digit.i786

digit.i786:                                       ; preds = %digit.i786, %check24.fail
  %remaining.i779 = phi i64 [ %mag.i777, %check24.fail ], [ %rest.i785, %digit.i786 ]
  %cursor.i780 = phi i8* [ %end.i778, %check24.fail ], [ %digit.at.i781, %digit.i786 ]
  %digit.at.i781 = getelementptr inbounds i8, i8* %cursor.i780, i64 -1
  %digit1.i782 = urem i64 %remaining.i779, 10
  %digit.byte.i783 = trunc i64 %digit1.i782 to i8
  %ascii.i784 = or i8 %digit.byte.i783, 48
  store i8 %ascii.i784, i8* %digit.at.i781, align 1
  %rest.i785 = udiv i64 %remaining.i779, 10
  %86 = icmp ult i64 %remaining.i779, 10
  br i1 %86, label %digits.done.i787, label %digit.i786

digits.done.i787:                                 ; preds = %digit.i786
  br i1 %neg.i775, label %sign.i789, label %__modlink_format_i64.exit791

sign.i789:                                        ; preds = %digits.done.i787
  %sign.at.i788 = getelementptr inbounds i8, i8* %cursor.i780, i64 -2
  store i8 45, i8* %sign.at.i788, align 1
  br label %__modlink_format_i64.exit791

__modlink_format_i64.exit791:                     ; preds = %digits.done.i787, %sign.i789
  %start.i790 = phi i8* [ %digit.at.i781, %digits.done.i787 ], [ %sign.at.i788, %sign.i789 ]
  %part207 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i790, i8** %part207, align 8
  %part208 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.11, i64 0, i64 0), i8** %part208, align 8
  %end.i792 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 23
  store i8 0, i8* %end.i792, align 1
  %digit.at.i795 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 22
  store i8 49, i8* %digit.at.i795, align 1
  %part210 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %digit.at.i795, i8** %part210, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i804

call.i804:                                        ; preds = %__modlink_format_i64.exit791
  %87 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %87, i32 4)
  br label %common.ret

check24.ok:                                       ; preds = %C.strides.check
  %88 = bitcast i8* %C.strides to i64*
  %C.stride0 = load i64, i64* %88, align 8
  %stride.ok213 = icmp eq i64 %C.stride0, %B.shape1
  %unit214 = icmp eq i64 %A.shape0, 1
  %stride.ok215 = or i1 %unit214, %stride.ok213
  br i1 %stride.ok215, label %C.strides.done, label %check25.fail

check25.fail:                                     ; preds = %check24.ok
  %part216 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 0
  store i8* getelementptr inbounds ([87 x i8], [87 x i8]* @.str.32, i64 0, i64 0), i8** %part216, align 8
  %neg.i806 = icmp slt i64 %C.stride0, 0
  %negated.i807 = sub i64 0, %C.stride0
  %mag.i808 = select i1 %neg.i806, i64 %negated.i807, i64 %C.stride0
  %end.i809 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits0, i64 0, i64 23
  store i8 0, i8* %end.i809, align 1
  br label %digit.i817

digit.i817:                                       ; preds = %digit.i817, %check25.fail
  %remaining.i810 = phi i64 [ %mag.i808, %check25.fail ], [ %rest.i816, %digit.i817 ]
  %cursor.i811 = phi i8* [ %end.i809, %check25.fail ], [ %digit.at.i812, %digit.i817 ]
  %digit.at.i812 = getelementptr inbounds i8, i8* %cursor.i811, i64 -1
  %digit1.i813 = urem i64 %remaining.i810, 10
  %digit.byte.i814 = trunc i64 %digit1.i813 to i8
  %ascii.i815 = or i8 %digit.byte.i814, 48
  store i8 %ascii.i815, i8* %digit.at.i812, align 1
  %rest.i816 = udiv i64 %remaining.i810, 10
  %89 = icmp ult i64 %remaining.i810, 10
  br i1 %89, label %digits.done.i818, label %digit.i817

digits.done.i818:                                 ; preds = %digit.i817
  br i1 %neg.i806, label %sign.i820, label %__modlink_format_i64.exit822

sign.i820:                                        ; preds = %digits.done.i818
  %sign.at.i819 = getelementptr inbounds i8, i8* %cursor.i811, i64 -2
  store i8 45, i8* %sign.at.i819, align 1
  br label %__modlink_format_i64.exit822

__modlink_format_i64.exit822:                     ; preds = %digits.done.i818, %sign.i820
  %start.i821 = phi i8* [ %digit.at.i812, %digits.done.i818 ], [ %sign.at.i819, %sign.i820 ]
  %part218 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 1
  store i8* %start.i821, i8** %part218, align 8
  %part219 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 2
  store i8* getelementptr inbounds ([12 x i8], [12 x i8]* @.str.11, i64 0, i64 0), i8** %part219, align 8
  %neg.i823 = icmp slt i64 %B.shape1, 0
  %negated.i824 = sub i64 0, %B.shape1
  %mag.i825 = select i1 %neg.i823, i64 %negated.i824, i64 %B.shape1
  %end.i826 = getelementptr inbounds [24 x i8], [24 x i8]* %message.digits1, i64 0, i64 23
  store i8 0, i8* %end.i826, align 1
  br label %digit.i834

digit.i834:                                       ; preds = %digit.i834, %__modlink_format_i64.exit822
  %remaining.i827 = phi i64 [ %mag.i825, %__modlink_format_i64.exit822 ], [ %rest.i833, %digit.i834 ]
  %cursor.i828 = phi i8* [ %end.i826, %__modlink_format_i64.exit822 ], [ %digit.at.i829, %digit.i834 ]
  %digit.at.i829 = getelementptr inbounds i8, i8* %cursor.i828, i64 -1
  %digit1.i830 = urem i64 %remaining.i827, 10
  %digit.byte.i831 = trunc i64 %digit1.i830 to i8
  %ascii.i832 = or i8 %digit.byte.i831, 48
  store i8 %ascii.i832, i8* %digit.at.i829, align 1
  %rest.i833 = udiv i64 %remaining.i827, 10
  %90 = icmp ult i64 %remaining.i827, 10
  br i1 %90, label %digits.done.i835, label %digit.i834

digits.done.i835:                                 ; preds = %digit.i834
  br i1 %neg.i823, label %sign.i837, label %__modlink_format_i64.exit839

sign.i837:                                        ; preds = %digits.done.i835
  %sign.at.i836 = getelementptr inbounds i8, i8* %cursor.i828, i64 -2
  store i8 45, i8* %sign.at.i836, align 1
  br label %__modlink_format_i64.exit839

__modlink_format_i64.exit839:                     ; preds = %digits.done.i835, %sign.i837
  %start.i838 = phi i8* [ %digit.at.i829, %digits.done.i835 ], [ %sign.at.i836, %sign.i837 ]
  %part221 = getelementptr inbounds [16 x i8*], [16 x i8*]* %message.parts, i64 0, i64 3
  store i8* %start.i838, i8** %part221, align 8
  br i1 icmp eq (void (i8*, i8*, i32)* @TVMFFIErrorSetRaisedFromCStrParts, void (i8*, i8*, i32)* null), label %common.ret, label %call.i840

call.i840:                                        ; preds = %__modlink_format_i64.exit839
  %91 = bitcast [16 x i8*]* %message.parts to i8*
  call void @TVMFFIErrorSetRaisedFromCStrParts(i8* getelementptr inbounds ([11 x i8], [11 x i8]* @.str.1, i64 0, i64 0), i8* nonnull %91, i32 4)
  br label %common.ret
}

declare extern_weak void @TVMFFIErrorSetRaisedFromCStrParts(i8*, i8*, i32)

define weak i32 @__tvm_ffi_main(i8* %self, i8* %args, i32 %num_args, i8* %result) local_unnamed_addr {
entry:
  %status = tail call i32 @__tvm_ffi_matmul(i8* undef, i8* %args, i32 %num_args, i8* undef)
  ret i32 %status
}

attributes #0 = { nofree norecurse nosync nounwind }
