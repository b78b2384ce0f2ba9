target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__TVMBackendParallelLaunch = linkonce local_unnamed_addr global ptr null, align 8
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

define i32 @matmul_c(ptr %A, ptr %B, ptr %C, i64 %m, i64 %k, i64 %n) local_unnamed_addr {
entry:
  %closure.data = alloca { i64, i64, ptr, i64, i64, ptr, i64, i64, ptr, i64, i64, i64, i64 }, align 8
  store i64 0, ptr %closure.data, align 8
  %field1 = getelementptr inbounds { i64, i64, ptr, i64, i64, ptr, i64, i64, ptr, i64, i64, i64, i64 }, ptr %closure.data, i64 0, i32 1
  store i64 %m, ptr %field1, align 8
  %field2 = getelementptr inbounds { i64, i64, ptr, i64, i64, ptr, i64, i64, ptr, i64, i64, i64, i64 }, ptr %closure.data, i64 0, i32 2
  store ptr %A, ptr %field2, align 8
  %field3 = getelementptr inbounds { i64, i64, ptr, i64, i64, ptr, i64, i64, ptr, i64, i64, i64, i64 }, ptr %closure.data, i64 0, i32 3
  store i64 %m, ptr %field3, align 8
  %field4 = getelementptr inbounds { i64, i64, ptr, i64, i64, ptr, i64, i64, ptr, i64, i64, i64, i64 }, ptr %closure.data, i64 0, i32 4
  store i64 %k, ptr %field4, align 8
  %field5 = getelementptr inbounds { i64, i64, ptr, i64, i64, ptr, i64, i64, ptr, i64, i64, i64, i64 }, ptr %closure.data, i64 0, i32 5
  store ptr %B, ptr %field5, align 8
  %field6 = getelementptr inbounds { i64, i64, ptr, i64, i64, ptr, i64, i64, ptr, i64, i64, i64, i64 }, ptr %closure.data, i64 0, i32 6
  store i64 %k, ptr %field6, align 8
  %field7 = getelementptr inbounds { i64, i64, ptr, i64, i64, ptr, i64, i64, ptr, i64, i64, i64, i64 }, ptr %closure.data, i64 0, i32 7
  store i64 %n, ptr %field7, align 8
  %field8 = getelementptr inbounds { i64, i64, ptr, i64, i64, ptr, i64, i64, ptr, i64, i64, i64, i64 }, ptr %closure.data, i64 0, i32 8
  store ptr %C, ptr %field8, align 8
  %field9 = getelementptr inbounds { i64, i64, ptr, i64, i64, ptr, i64, i64, ptr, i64, i64, i64, i64 }, ptr %closure.data, i64 0, i32 9
  store i64 %m, ptr %field9, align 8
  %field10 = getelementptr inbounds { i64, i64, ptr, i64, i64, ptr, i64, i64, ptr, i64, i64, i64, i64 }, ptr %closure.data, i64 0, i32 10
  store i64 %n, ptr %field10, align 8
  %field11 = getelementptr inbounds { i64, i64, ptr, i64, i64, ptr, i64, i64, ptr, i64, i64, i64, i64 }, ptr %closure.data, i64 0, i32 11
  store i64 %k, ptr %field11, align 8
  %field12 = getelementptr inbounds { i64, i64, ptr, i64, i64, ptr, i64, i64, ptr, i64, i64, i64, i64 }, ptr %closure.data, i64 0, i32 12
  store i64 %n, ptr %field12, align 8
  %launch = load ptr, ptr @__TVMBackendParallelLaunch, align 8
  %no_pool = icmp eq ptr %launch, null
  br i1 %no_pool, label %parallel.serial, label %parallel.launch

parallel.launch:                                  ; preds = %entry
  %launched = call i32 %launch(ptr nonnull @__modlink_matmul_parallel0, ptr nonnull %closure.data, i32 0)
  %0 = icmp ne i32 %launched, 0
  %1 = sext i1 %0 to i32
  br label %parallel.done

parallel.serial:                                  ; preds = %entry
  %more34.i = icmp sgt i64 %m, 0
  br i1 %more34.i, label %for.j.preheader.lr.ph.i, label %parallel.done

for.j.preheader.lr.ph.i:                          ; preds = %parallel.serial
  %more2132.i = icmp sgt i64 %n, 0
  %more2229.i = icmp sgt i64 %k, 0
  %xtraiter = and i64 %k, 1
  %2 = icmp eq i64 %k, 1
  %unroll_iter = and i64 %k, -2
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br label %for.j.preheader.i

for.j.preheader.i:                                ; preds = %for.j.end.i, %for.j.preheader.lr.ph.i
  %i.addr.035.i = phi i64 [ 0, %for.j.preheader.lr.ph.i ], [ %i.next.i, %for.j.end.i ]
  br i1 %more2132.i, label %for.r.preheader.lr.ph.i, label %for.j.end.i

for.r.preheader.lr.ph.i:                          ; preds = %for.j.preheader.i
  %row.i = mul nsw i64 %i.addr.035.i, %k
  %row26.i = mul nsw i64 %i.addr.035.i, %n
  br label %for.r.preheader.i

for.r.preheader.i:                                ; preds = %for.r.end.i, %for.r.preheader.lr.ph.i
  %j.addr.033.i = phi i64 [ 0, %for.r.preheader.lr.ph.i ], [ %j.next.i, %for.r.end.i ]
  br i1 %more2229.i, label %for.r.body.i.preheader, label %for.r.end.i

for.r.body.i.preheader:                           ; preds = %for.r.preheader.i
  br i1 %2, label %for.r.end.i.loopexit.unr-lcssa, label %for.r.body.i

for.j.end.i:                                      ; preds = %for.r.end.i, %for.j.preheader.i
  %i.next.i = add nuw nsw i64 %i.addr.035.i, 1
  %exitcond.not = icmp eq i64 %i.next.i, %m
  br i1 %exitcond.not, label %parallel.done, label %for.j.preheader.i

for.r.body.i:                                     ; preds = %for.r.body.i.preheader, %for.r.body.i
  %r.addr.031.i = phi i64 [ %r.next.i.1, %for.r.body.i ], [ 0, %for.r.body.i.preheader ]
  %acc.030.i = phi float [ %add.i.1, %for.r.body.i ], [ 0.000000e+00, %for.r.body.i.preheader ]
  %niter = phi i64 [ %niter.next.1, %for.r.body.i ], [ 0, %for.r.body.i.preheader ]
  %flat.i = add nsw i64 %r.addr.031.i, %row.i
  %A.addr.i = getelementptr inbounds float, ptr %A, i64 %flat.i
  %A.elem.i = load float, ptr %A.addr.i, align 4
  %row24.i = mul nsw i64 %r.addr.031.i, %n
  %flat25.i = add nsw i64 %row24.i, %j.addr.033.i
  %B.addr.i = getelementptr inbounds float, ptr %B, i64 %flat25.i
  %B.elem.i = load float, ptr %B.addr.i, align 4
  %mul.i = fmul float %A.elem.i, %B.elem.i
  %add.i = fadd float %acc.030.i, %mul.i
  %r.next.i = or i64 %r.addr.031.i, 1
  %flat.i.1 = add nsw i64 %r.next.i, %row.i
  %A.addr.i.1 = getelementptr inbounds float, ptr %A, i64 %flat.i.1
  %A.elem.i.1 = load float, ptr %A.addr.i.1, align 4
  %row24.i.1 = mul nsw i64 %r.next.i, %n
  %flat25.i.1 = add nsw i64 %row24.i.1, %j.addr.033.i
  %B.addr.i.1 = getelementptr inbounds float, ptr %B, i64 %flat25.i.1
  %B.elem.i.1 = load float, ptr %B.addr.i.1, align 4
  %mul.i.1 = fmul float %A.elem.i.1, %B.elem.i.1
  %add.i.1 = fadd float %add.i, %mul.i.1
  %r.next.i.1 = add nuw nsw i64 %r.addr.031.i, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.r.end.i.loopexit.unr-lcssa, label %for.r.body.i

for.r.end.i.loopexit.unr-lcssa:                   ; preds = %for.r.body.i, %for.r.body.i.preheader
  %add.i.lcssa.ph = phi float [ undef, %for.r.body.i.preheader ], [ %add.i.1, %for.r.body.i ]
  %r.addr.031.i.unr = phi i64 [ 0, %for.r.body.i.preheader ], [ %r.next.i.1, %for.r.body.i ]
  %acc.030.i.unr = phi float [ 0.000000e+00, %for.r.body.i.preheader ], [ %add.i.1, %for.r.body.i ]
  br i1 %lcmp.mod.not, label %for.r.end.i, label %for.r.body.i.epil

for.r.body.i.epil:                                ; preds = %for.r.end.i.loopexit.unr-lcssa
  %flat.i.epil = add nsw i64 %r.addr.031.i.unr, %row.i
  %A.addr.i.epil = getelementptr inbounds float, ptr %A, i64 %flat.i.epil
  %A.elem.i.epil = load float, ptr %A.addr.i.epil, align 4
  %row24.i.epil = mul nsw i64 %r.addr.031.i.unr, %n
  %flat25.i.epil = add nsw i64 %row24.i.epil, %j.addr.033.i
  %B.addr.i.epil = getelementptr inbounds float, ptr %B, i64 %flat25.i.epil
  %B.elem.i.epil = load float, ptr %B.addr.i.epil, align 4
  %mul.i.epil = fmul float %A.elem.i.epil, %B.elem.i.epil
  %add.i.epil = fadd float %acc.030.i.unr, %mul.i.epil
  br label %for.r.end.i

for.r.end.i:                                      ; preds = %for.r.body.i.epil, %for.r.end.i.loopexit.unr-lcssa, %for.r.preheader.i
  %acc.0.lcssa.i = phi float [ 0.000000e+00, %for.r.preheader.i ], [ %add.i.lcssa.ph, %for.r.end.i.loopexit.unr-lcssa ], [ %add.i.epil, %for.r.body.i.epil ]
  %flat27.i = add nsw i64 %j.addr.033.i, %row26.i
  %C.addr.i = getelementptr inbounds float, ptr %C, i64 %flat27.i
  store float %acc.0.lcssa.i, ptr %C.addr.i, align 4
  %j.next.i = add nuw nsw i64 %j.addr.033.i, 1
  %exitcond36.not.i = icmp eq i64 %j.next.i, %n
  br i1 %exitcond36.not.i, label %for.j.end.i, label %for.r.preheader.i

parallel.done:                                    ; preds = %for.j.end.i, %parallel.serial, %parallel.launch
  %parallel.status = phi i32 [ %1, %parallel.launch ], [ 0, %parallel.serial ], [ 0, %for.j.end.i ]
  ret i32 %parallel.status
}

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none)
define internal i32 @__modlink_matmul_parallel0(i32 %task_id, ptr nocapture readonly %penv, ptr nocapture readonly %cdata) #0 {
entry:
  %start = load i64, ptr %cdata, align 8
  %field.at1 = getelementptr inbounds { i64, i64, ptr, i64, i64, ptr, i64, i64, ptr, i64, i64, i64, i64 }, ptr %cdata, i64 0, i32 1
  %end = load i64, ptr %field.at1, align 8
  %field.at2 = getelementptr inbounds { i64, i64, ptr, i64, i64, ptr, i64, i64, ptr, i64, i64, i64, i64 }, ptr %cdata, i64 0, i32 2
  %A = load ptr, ptr %field.at2, align 8
  %field.at4 = getelementptr inbounds { i64, i64, ptr, i64, i64, ptr, i64, i64, ptr, i64, i64, i64, i64 }, ptr %cdata, i64 0, i32 4
  %extent5 = load i64, ptr %field.at4, align 8
  %field.at6 = getelementptr inbounds { i64, i64, ptr, i64, i64, ptr, i64, i64, ptr, i64, i64, i64, i64 }, ptr %cdata, i64 0, i32 5
  %B = load ptr, ptr %field.at6, align 8
  %field.at9 = getelementptr inbounds { i64, i64, ptr, i64, i64, ptr, i64, i64, ptr, i64, i64, i64, i64 }, ptr %cdata, i64 0, i32 7
  %extent10 = load i64, ptr %field.at9, align 8
  %field.at11 = getelementptr inbounds { i64, i64, ptr, i64, i64, ptr, i64, i64, ptr, i64, i64, i64, i64 }, ptr %cdata, i64 0, i32 8
  %C = load ptr, ptr %field.at11, align 8
  %field.at14 = getelementptr inbounds { i64, i64, ptr, i64, i64, ptr, i64, i64, ptr, i64, i64, i64, i64 }, ptr %cdata, i64 0, i32 10
  %extent15 = load i64, ptr %field.at14, align 8
  %field.at16 = getelementptr inbounds { i64, i64, ptr, i64, i64, ptr, i64, i64, ptr, i64, i64, i64, i64 }, ptr %cdata, i64 0, i32 11
  %k = load i64, ptr %field.at16, align 8
  %field.at17 = getelementptr inbounds { i64, i64, ptr, i64, i64, ptr, i64, i64, ptr, i64, i64, i64, i64 }, ptr %cdata, i64 0, i32 12
  %n = load i64, ptr %field.at17, align 8
  %num_task.at = getelementptr inbounds { ptr, i32 }, ptr %penv, i64 0, i32 1
  %num_task = load i32, ptr %num_task.at, align 4
  %0 = tail call i32 @llvm.smax.i32(i32 %num_task, i32 1)
  %num_task19 = zext i32 %0 to i64
  %span = sub i64 %end, %start
  %total = tail call i64 @llvm.smax.i64(i64 %span, i64 0)
  %1 = add nsw i64 %total, -1
  %rounded = add i64 %1, %num_task19
  %chunk = sdiv i64 %rounded, %num_task19
  %task = sext i32 %task_id to i64
  %offset = mul i64 %chunk, %task
  %low = add i64 %offset, %start
  %high = add i64 %low, %chunk
  %high20 = tail call i64 @llvm.smin.i64(i64 %high, i64 %end)
  %more34 = icmp slt i64 %low, %high20
  br i1 %more34, label %for.j.preheader.lr.ph, label %for.i.end

for.j.preheader.lr.ph:                            ; preds = %entry
  %more2132 = icmp sgt i64 %n, 0
  %more2229 = icmp sgt i64 %k, 0
  %xtraiter = and i64 %k, 1
  %2 = icmp eq i64 %k, 1
  %unroll_iter = and i64 %k, -2
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br label %for.j.preheader

for.j.preheader:                                  ; preds = %for.j.preheader.lr.ph, %for.j.end
  %i.addr.035 = phi i64 [ %low, %for.j.preheader.lr.ph ], [ %i.next, %for.j.end ]
  br i1 %more2132, label %for.r.preheader.lr.ph, label %for.j.end

for.r.preheader.lr.ph:                            ; preds = %for.j.preheader
  %row = mul nsw i64 %i.addr.035, %extent5
  %row26 = mul nsw i64 %i.addr.035, %extent15
  br label %for.r.preheader

for.i.end:                                        ; preds = %for.j.end, %entry
  ret i32 0

for.r.preheader:                                  ; preds = %for.r.preheader.lr.ph, %for.r.end
  %j.addr.033 = phi i64 [ 0, %for.r.preheader.lr.ph ], [ %j.next, %for.r.end ]
  br i1 %more2229, label %for.r.body.preheader, label %for.r.end

for.r.body.preheader:                             ; preds = %for.r.preheader
  br i1 %2, label %for.r.end.loopexit.unr-lcssa, label %for.r.body

for.j.end:                                        ; preds = %for.r.end, %for.j.preheader
  %i.next = add nsw i64 %i.addr.035, 1
  %more = icmp slt i64 %i.next, %high20
  br i1 %more, label %for.j.preheader, label %for.i.end

for.r.body:                                       ; preds = %for.r.body.preheader, %for.r.body
  %r.addr.031 = phi i64 [ %r.next.1, %for.r.body ], [ 0, %for.r.body.preheader ]
  %acc.030 = phi float [ %add.1, %for.r.body ], [ 0.000000e+00, %for.r.body.preheader ]
  %niter = phi i64 [ %niter.next.1, %for.r.body ], [ 0, %for.r.body.preheader ]
  %flat = add nsw i64 %r.addr.031, %row
  %A.addr = getelementptr inbounds float, ptr %A, i64 %flat
  %A.elem = load float, ptr %A.addr, align 4
  %row24 = mul nsw i64 %r.addr.031, %extent10
  %flat25 = add nsw i64 %row24, %j.addr.033
  %B.addr = getelementptr inbounds float, ptr %B, i64 %flat25
  %B.elem = load float, ptr %B.addr, align 4
  %mul = fmul float %A.elem, %B.elem
  %add = fadd float %acc.030, %mul
  %r.next = or i64 %r.addr.031, 1
  %flat.1 = add nsw i64 %r.next, %row
  %A.addr.1 = getelementptr inbounds float, ptr %A, i64 %flat.1
  %A.elem.1 = load float, ptr %A.addr.1, align 4
  %row24.1 = mul nsw i64 %r.next, %extent10
  %flat25.1 = add nsw i64 %row24.1, %j.addr.033
  %B.addr.1 = getelementptr inbounds float, ptr %B, i64 %flat25.1
  %B.elem.1 = load float, ptr %B.addr.1, align 4
  %mul.1 = fmul float %A.elem.1, %B.elem.1
  %add.1 = fadd float %add, %mul.1
  %r.next.1 = add nuw nsw i64 %r.addr.031, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.r.end.loopexit.unr-lcssa, label %for.r.body

for.r.end.loopexit.unr-lcssa:                     ; preds = %for.r.body, %for.r.body.preheader
  %add.lcssa.ph = phi float [ undef, %for.r.body.preheader ], [ %add.1, %for.r.body ]
  %r.addr.031.unr = phi i64 [ 0, %for.r.body.preheader ], [ %r.next.1, %for.r.body ]
  %acc.030.unr = phi float [ 0.000000e+00, %for.r.body.preheader ], [ %add.1, %for.r.body ]
  br i1 %lcmp.mod.not, label %for.r.end, label %for.r.body.epil

for.r.body.epil:                                  ; preds = %for.r.end.loopexit.unr-lcssa
  %flat.epil = add nsw i64 %r.addr.031.unr, %row
  %A.addr.epil = getelementptr inbounds float, ptr %A, i64 %flat.epil
  %A.elem.epil = load float, ptr %A.addr.epil, align 4
  %row24.epil = mul nsw i64 %r.addr.031.unr, %extent10
  %flat25.epil = add nsw i64 %row24.epil, %j.addr.033
  %B.addr.epil = getelementptr inbounds float, ptr %B, i64 %flat25.epil
  %B.elem.epil = load float, ptr %B.addr.epil, align 4
  %mul.epil = fmul float %A.elem.epil, %B.elem.epil
  %add.epil = fadd float %acc.030.unr, %mul.epil
  br label %for.r.end

for.r.end:                                        ; preds = %for.r.body.epil, %for.r.end.loopexit.unr-lcssa, %for.r.preheader
  %acc.0.lcssa = phi float [ 0.000000e+00, %for.r.preheader ], [ %add.lcssa.ph, %for.r.end.loopexit.unr-lcssa ], [ %add.epil, %for.r.body.epil ]
  %flat27 = add nsw i64 %j.addr.033, %row26
  %C.addr = getelementptr inbounds float, ptr %C, i64 %flat27
  store float %acc.0.lcssa, ptr %C.addr, align 4
  %j.next = add nuw nsw i64 %j.addr.033, 1
  %exitcond36.not = icmp eq i64 %j.next, %n
  br i1 %exitcond36.not, label %for.j.end, label %for.r.preheader
}

define i32 @__tvm_ffi_matmul(ptr nocapture readnone %self, ptr nocapture readonly %args, i32 %num_args, ptr nocapture readnone %result) local_unnamed_addr {
entry:
  %message.parts = alloca [16 x ptr], align 8
  %message.digits0 = alloca [24 x i8], align 1
  %message.digits1 = alloca [24 x i8], align 1
  %message.digits2 = alloca [24 x i8], align 1
  %argc.ok = icmp eq i32 %num_args, 3
  br i1 %argc.ok, label %check1.ok, label %check1.fail

common.ret:                                       ; preds = %call.i849, %__modlink_format_i64.exit848, %call.i813, %__modlink_format_i64.exit799, %call.i781, %__modlink_format_i64.exit780, %call.i745, %__modlink_format_i64.exit744, %call.i709, %__modlink_format_i64.exit708, %call.i690, %__modlink_format_i64.exit689, %call.i646, %__modlink_format_i64.exit645, %call.i627, %check18.fail, %call.i625, %__modlink_format_i64.exit624, %call.i606, %__modlink_format_i64.exit605, %call.i570, %__modlink_format_i64.exit556, %call.i538, %__modlink_format_i64.exit537, %call.i502, %__modlink_format_i64.exit501, %call.i483, %__modlink_format_i64.exit482, %call.i439, %__modlink_format_i64.exit438, %call.i420, %check10.fail, %call.i418, %__modlink_format_i64.exit417, %call.i399, %__modlink_format_i64.exit398, %call.i363, %__modlink_format_i64.exit349, %call.i331, %__modlink_format_i64.exit330, %call.i312, %__modlink_format_i64.exit311, %call.i268, %__modlink_format_i64.exit267, %call.i249, %check3.fail, %call.i247, %__modlink_format_i64.exit246, %call.i, %__modlink_format_i64.exit, %C.strides.done
  %common.ret.op = phi i32 [ %result227, %C.strides.done ], [ -1, %__modlink_format_i64.exit ], [ -1, %call.i ], [ -1, %__modlink_format_i64.exit246 ], [ -1, %call.i247 ], [ -1, %check3.fail ], [ -1, %call.i249 ], [ -1, %__modlink_format_i64.exit267 ], [ -1, %call.i268 ], [ -1, %__modlink_format_i64.exit311 ], [ -1, %call.i312 ], [ -1, %__modlink_format_i64.exit330 ], [ -1, %call.i331 ], [ -1, %__modlink_format_i64.exit349 ], [ -1, %call.i363 ], [ -1, %__modlink_format_i64.exit398 ], [ -1, %call.i399 ], [ -1, %__modlink_format_i64.exit417 ], [ -1, %call.i418 ], [ -1, %check10.fail ], [ -1, %call.i420 ], [ -1, %__modlink_format_i64.exit438 ], [ -1, %call.i439 ], [ -1, %__modlink_format_i64.exit482 ], [ -1, %call.i483 ], [ -1, %__modlink_format_i64.exit501 ], [ -1, %call.i502 ], [ -1, %__modlink_format_i64.exit537 ], [ -1, %call.i538 ], [ -1, %__modlink_format_i64.exit556 ], [ -1, %call.i570 ], [ -1, %__modlink_format_i64.exit605 ], [ -1, %call.i606 ], [ -1, %__modlink_format_i64.exit624 ], [ -1, %call.i625 ], [ -1, %check18.fail ], [ -1, %call.i627 ], [ -1, %__modlink_format_i64.exit645 ], [ -1, %call.i646 ], [ -1, %__modlink_format_i64.exit689 ], [ -1, %call.i690 ], [ -1, %__modlink_format_i64.exit708 ], [ -1, %call.i709 ], [ -1, %__modlink_format_i64.exit744 ], [ -1, %call.i745 ], [ -1, %__modlink_format_i64.exit780 ], [ -1, %call.i781 ], [ -1, %__modlink_format_i64.exit799 ], [ -1, %call.i813 ], [ -1, %__modlink_format_i64.exit848 ], [ -1, %call.i849 ]
  ret i32 %common.ret.op

check1.fail:                                      ; preds = %entry
  store ptr @.str.0, ptr %message.parts, align 8
  %0 = tail call i32 @llvm.abs.i32(i32 %num_args, i1 false)
  %mag.i = zext i32 %0 to i64
  %end.i = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i, align 1
  br label %digit.i

digit.i:                                          ; preds = %digit.i, %check1.fail
  %remaining.i = phi i64 [ %mag.i, %check1.fail ], [ %rest.i, %digit.i ]
  %cursor.i = phi ptr [ %end.i, %check1.fail ], [ %digit.at.i, %digit.i ]
  %digit.at.i = getelementptr inbounds i8, ptr %cursor.i, i64 -1
  %digit1.i = urem i64 %remaining.i, 10
  %digit.byte.i = trunc i64 %digit1.i to i8
  %ascii.i = or i8 %digit.byte.i, 48
  store i8 %ascii.i, ptr %digit.at.i, align 1
  %rest.i = udiv i64 %remaining.i, 10
  %more.not.i = icmp ult i64 %remaining.i, 10
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
  %part1 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i, ptr %part1, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i

call.i:                                           ; preds = %__modlink_format_i64.exit
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check1.ok:                                        ; preds = %entry
  %A.type_index = load i32, ptr %args, align 4
  switch i32 %A.type_index, label %check2.fail [
    i32 70, label %check2.ok
    i32 7, label %check2.ok
    i32 4, label %check2.ok
  ]

check2.fail:                                      ; preds = %check1.ok
  store ptr @.str.2, ptr %message.parts, align 8
  %1 = tail call i32 @llvm.abs.i32(i32 %A.type_index, i1 false)
  %mag.i230 = zext i32 %1 to i64
  %end.i231 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i231, align 1
  br label %digit.i240

digit.i240:                                       ; preds = %digit.i240, %check2.fail
  %remaining.i232 = phi i64 [ %mag.i230, %check2.fail ], [ %rest.i238, %digit.i240 ]
  %cursor.i233 = phi ptr [ %end.i231, %check2.fail ], [ %digit.at.i234, %digit.i240 ]
  %digit.at.i234 = getelementptr inbounds i8, ptr %cursor.i233, i64 -1
  %digit1.i235 = urem i64 %remaining.i232, 10
  %digit.byte.i236 = trunc i64 %digit1.i235 to i8
  %ascii.i237 = or i8 %digit.byte.i236, 48
  store i8 %ascii.i237, ptr %digit.at.i234, align 1
  %rest.i238 = udiv i64 %remaining.i232, 10
  %more.not.i239 = icmp ult i64 %remaining.i232, 10
  br i1 %more.not.i239, label %digits.done.i242, label %digit.i240

digits.done.i242:                                 ; preds = %digit.i240
  %neg.i241 = icmp slt i32 %A.type_index, 0
  br i1 %neg.i241, label %sign.i244, label %__modlink_format_i64.exit246

sign.i244:                                        ; preds = %digits.done.i242
  %sign.at.i243 = getelementptr inbounds i8, ptr %cursor.i233, i64 -2
  store i8 45, ptr %sign.at.i243, align 1
  br label %__modlink_format_i64.exit246

__modlink_format_i64.exit246:                     ; preds = %digits.done.i242, %sign.i244
  %start.i245 = phi ptr [ %digit.at.i234, %digits.done.i242 ], [ %sign.at.i243, %sign.i244 ]
  %part7 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i245, ptr %part7, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i247

call.i247:                                        ; preds = %__modlink_format_i64.exit246
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check2.ok:                                        ; preds = %check1.ok, %check1.ok, %check1.ok
  %is = icmp eq i32 %A.type_index, 70
  %A.value = getelementptr inbounds i8, ptr %args, i64 8
  %A.ptr = load ptr, ptr %A.value, align 8
  %A.dltensor.idx = select i1 %is, i64 24, i64 0
  %A.dltensor = getelementptr i8, ptr %A.ptr, i64 %A.dltensor.idx
  %null.not = icmp eq ptr %A.ptr, null
  br i1 %null.not, label %check3.fail, label %check3.ok

check3.fail:                                      ; preds = %check2.ok
  store ptr @.str.4, ptr %message.parts, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i249

call.i249:                                        ; preds = %check3.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check3.ok:                                        ; preds = %check2.ok
  %ndim.at = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %A.dltensor, i64 0, i32 2
  %A.ndim = load i32, ptr %ndim.at, align 4
  %ndim.ok = icmp eq i32 %A.ndim, 2
  br i1 %ndim.ok, label %check4.ok, label %check4.fail

check4.fail:                                      ; preds = %check3.ok
  store ptr @.str.5, ptr %message.parts, align 8
  %2 = tail call i32 @llvm.abs.i32(i32 %A.ndim, i1 false)
  %mag.i251 = zext i32 %2 to i64
  %end.i252 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i252, align 1
  br label %digit.i261

digit.i261:                                       ; preds = %digit.i261, %check4.fail
  %remaining.i253 = phi i64 [ %mag.i251, %check4.fail ], [ %rest.i259, %digit.i261 ]
  %cursor.i254 = phi ptr [ %end.i252, %check4.fail ], [ %digit.at.i255, %digit.i261 ]
  %digit.at.i255 = getelementptr inbounds i8, ptr %cursor.i254, i64 -1
  %digit1.i256 = urem i64 %remaining.i253, 10
  %digit.byte.i257 = trunc i64 %digit1.i256 to i8
  %ascii.i258 = or i8 %digit.byte.i257, 48
  store i8 %ascii.i258, ptr %digit.at.i255, align 1
  %rest.i259 = udiv i64 %remaining.i253, 10
  %more.not.i260 = icmp ult i64 %remaining.i253, 10
  br i1 %more.not.i260, label %digits.done.i263, label %digit.i261

digits.done.i263:                                 ; preds = %digit.i261
  %neg.i262 = icmp slt i32 %A.ndim, 0
  br i1 %neg.i262, label %sign.i265, label %__modlink_format_i64.exit267

sign.i265:                                        ; preds = %digits.done.i263
  %sign.at.i264 = getelementptr inbounds i8, ptr %cursor.i254, i64 -2
  store i8 45, ptr %sign.at.i264, align 1
  br label %__modlink_format_i64.exit267

__modlink_format_i64.exit267:                     ; preds = %digits.done.i263, %sign.i265
  %start.i266 = phi ptr [ %digit.at.i255, %digits.done.i263 ], [ %sign.at.i264, %sign.i265 ]
  %part11 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i266, ptr %part11, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i268

call.i268:                                        ; preds = %__modlink_format_i64.exit267
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check4.ok:                                        ; preds = %check3.ok
  %dtype.at = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %A.dltensor, i64 0, i32 3
  %bits.at = getelementptr inbounds { i8, i8, i16 }, ptr %dtype.at, i64 0, i32 1
  %lanes.at = getelementptr inbounds { i8, i8, i16 }, ptr %dtype.at, i64 0, i32 2
  %code = load i8, ptr %dtype.at, align 1
  %bits = load i8, ptr %bits.at, align 1
  %lanes = load i16, ptr %lanes.at, align 2
  %code.ok = icmp eq i8 %code, 2
  %bits.ok = icmp eq i8 %bits, 32
  %lanes.ok = icmp eq i16 %lanes, 1
  %dtype.ok = and i1 %code.ok, %bits.ok
  %dtype.ok12 = and i1 %dtype.ok, %lanes.ok
  br i1 %dtype.ok12, label %check5.ok, label %check5.fail

check5.fail:                                      ; preds = %check4.ok
  %lanes15 = zext i16 %lanes to i64
  %code13 = zext i8 %code to i64
  store ptr @.str.6, ptr %message.parts, align 8
  %end.i271 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i271, align 1
  br label %digit.i280

digit.i280:                                       ; preds = %digit.i280, %check5.fail
  %remaining.i272 = phi i64 [ %code13, %check5.fail ], [ %rest.i278, %digit.i280 ]
  %cursor.i273 = phi ptr [ %end.i271, %check5.fail ], [ %digit.at.i274, %digit.i280 ]
  %digit.at.i274 = getelementptr inbounds i8, ptr %cursor.i273, i64 -1
  %digit1.i275 = urem i64 %remaining.i272, 10
  %digit.byte.i276 = trunc i64 %digit1.i275 to i8
  %ascii.i277 = or i8 %digit.byte.i276, 48
  store i8 %ascii.i277, ptr %digit.at.i274, align 1
  %rest.i278 = udiv i64 %remaining.i272, 10
  %more.not.i279 = icmp ult i64 %remaining.i272, 10
  br i1 %more.not.i279, label %__modlink_format_i64.exit283, label %digit.i280

__modlink_format_i64.exit283:                     ; preds = %digit.i280
  %bits14 = zext i8 %bits to i64
  %part18 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %digit.at.i274, ptr %part18, align 8
  %part19 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.7, ptr %part19, align 8
  %end.i285 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i285, align 1
  br label %digit.i294

digit.i294:                                       ; preds = %digit.i294, %__modlink_format_i64.exit283
  %remaining.i286 = phi i64 [ %bits14, %__modlink_format_i64.exit283 ], [ %rest.i292, %digit.i294 ]
  %cursor.i287 = phi ptr [ %end.i285, %__modlink_format_i64.exit283 ], [ %digit.at.i288, %digit.i294 ]
  %digit.at.i288 = getelementptr inbounds i8, ptr %cursor.i287, i64 -1
  %digit1.i289 = urem i64 %remaining.i286, 10
  %digit.byte.i290 = trunc i64 %digit1.i289 to i8
  %ascii.i291 = or i8 %digit.byte.i290, 48
  store i8 %ascii.i291, ptr %digit.at.i288, align 1
  %rest.i292 = udiv i64 %remaining.i286, 10
  %more.not.i293 = icmp ult i64 %remaining.i286, 10
  br i1 %more.not.i293, label %__modlink_format_i64.exit297, label %digit.i294

__modlink_format_i64.exit297:                     ; preds = %digit.i294
  %part21 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i288, ptr %part21, align 8
  %part22 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 4
  store ptr @.str.8, ptr %part22, align 8
  %end.i299 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i299, align 1
  br label %digit.i308

digit.i308:                                       ; preds = %digit.i308, %__modlink_format_i64.exit297
  %remaining.i300 = phi i64 [ %lanes15, %__modlink_format_i64.exit297 ], [ %rest.i306, %digit.i308 ]
  %cursor.i301 = phi ptr [ %end.i299, %__modlink_format_i64.exit297 ], [ %digit.at.i302, %digit.i308 ]
  %digit.at.i302 = getelementptr inbounds i8, ptr %cursor.i301, i64 -1
  %digit1.i303 = urem i64 %remaining.i300, 10
  %digit.byte.i304 = trunc i64 %digit1.i303 to i8
  %ascii.i305 = or i8 %digit.byte.i304, 48
  store i8 %ascii.i305, ptr %digit.at.i302, align 1
  %rest.i306 = udiv i64 %remaining.i300, 10
  %more.not.i307 = icmp ult i64 %remaining.i300, 10
  br i1 %more.not.i307, label %__modlink_format_i64.exit311, label %digit.i308

__modlink_format_i64.exit311:                     ; preds = %digit.i308
  %part24 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 5
  store ptr %digit.at.i302, ptr %part24, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i312

call.i312:                                        ; preds = %__modlink_format_i64.exit311
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check5.ok:                                        ; preds = %check4.ok
  %device.at = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %A.dltensor, i64 0, i32 1
  %A.device_type = load i32, ptr %device.at, align 4
  %device.ok = icmp eq i32 %A.device_type, 1
  br i1 %device.ok, label %check6.ok, label %check6.fail

check6.fail:                                      ; preds = %check5.ok
  store ptr @.str.9, ptr %message.parts, align 8
  %3 = tail call i32 @llvm.abs.i32(i32 %A.device_type, i1 false)
  %mag.i314 = zext i32 %3 to i64
  %end.i315 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i315, align 1
  br label %digit.i324

digit.i324:                                       ; preds = %digit.i324, %check6.fail
  %remaining.i316 = phi i64 [ %mag.i314, %check6.fail ], [ %rest.i322, %digit.i324 ]
  %cursor.i317 = phi ptr [ %end.i315, %check6.fail ], [ %digit.at.i318, %digit.i324 ]
  %digit.at.i318 = getelementptr inbounds i8, ptr %cursor.i317, i64 -1
  %digit1.i319 = urem i64 %remaining.i316, 10
  %digit.byte.i320 = trunc i64 %digit1.i319 to i8
  %ascii.i321 = or i8 %digit.byte.i320, 48
  store i8 %ascii.i321, ptr %digit.at.i318, align 1
  %rest.i322 = udiv i64 %remaining.i316, 10
  %more.not.i323 = icmp ult i64 %remaining.i316, 10
  br i1 %more.not.i323, label %digits.done.i326, label %digit.i324

digits.done.i326:                                 ; preds = %digit.i324
  %neg.i325 = icmp slt i32 %A.device_type, 0
  br i1 %neg.i325, label %sign.i328, label %__modlink_format_i64.exit330

sign.i328:                                        ; preds = %digits.done.i326
  %sign.at.i327 = getelementptr inbounds i8, ptr %cursor.i317, i64 -2
  store i8 45, ptr %sign.at.i327, align 1
  br label %__modlink_format_i64.exit330

__modlink_format_i64.exit330:                     ; preds = %digits.done.i326, %sign.i328
  %start.i329 = phi ptr [ %digit.at.i318, %digits.done.i326 ], [ %sign.at.i327, %sign.i328 ]
  %part27 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i329, ptr %part27, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i331

call.i331:                                        ; preds = %__modlink_format_i64.exit330
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check6.ok:                                        ; preds = %check5.ok
  %shape.at = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %A.dltensor, i64 0, i32 4
  %A.shape = load ptr, ptr %shape.at, align 8
  %A.shape0 = load i64, ptr %A.shape, align 8
  %extent.at28 = getelementptr inbounds i64, ptr %A.shape, i64 1
  %A.shape1 = load i64, ptr %extent.at28, align 8
  %strides.at = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %A.dltensor, i64 0, i32 5
  %A.strides = load ptr, ptr %strides.at, align 8
  %has_strides.not = icmp eq ptr %A.strides, null
  br i1 %has_strides.not, label %A.strides.done, label %A.strides.check

A.strides.check:                                  ; preds = %check6.ok
  %stride.at = getelementptr inbounds i64, ptr %A.strides, i64 1
  %A.stride1 = load i64, ptr %stride.at, align 8
  %stride.ok = icmp eq i64 %A.stride1, 1
  %unit = icmp eq i64 %A.shape1, 1
  %stride.ok29 = or i1 %unit, %stride.ok
  br i1 %stride.ok29, label %check7.ok, label %check7.fail

A.strides.done:                                   ; preds = %check7.ok, %check6.ok
  %data = load ptr, ptr %A.dltensor, align 8
  %byte_offset.at = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %A.dltensor, i64 0, i32 6
  %byte_offset = load i64, ptr %byte_offset.at, align 8
  %A.data = getelementptr i8, ptr %data, i64 %byte_offset
  %B.any = getelementptr inbounds i8, ptr %args, i64 16
  %B.type_index = load i32, ptr %B.any, align 4
  switch i32 %B.type_index, label %check9.fail [
    i32 70, label %check9.ok
    i32 7, label %check9.ok
    i32 4, label %check9.ok
  ]

check7.fail:                                      ; preds = %A.strides.check
  store ptr @.str.10, ptr %message.parts, align 8
  %mag.i333 = tail call i64 @llvm.abs.i64(i64 %A.stride1, i1 false)
  %end.i334 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i334, align 1
  br label %digit.i343

digit.i343:                                       ; preds = %digit.i343, %check7.fail
  %remaining.i335 = phi i64 [ %mag.i333, %check7.fail ], [ %rest.i341, %digit.i343 ]
  %cursor.i336 = phi ptr [ %end.i334, %check7.fail ], [ %digit.at.i337, %digit.i343 ]
  %digit.at.i337 = getelementptr inbounds i8, ptr %cursor.i336, i64 -1
  %digit1.i338 = urem i64 %remaining.i335, 10
  %digit.byte.i339 = trunc i64 %digit1.i338 to i8
  %ascii.i340 = or i8 %digit.byte.i339, 48
  store i8 %ascii.i340, ptr %digit.at.i337, align 1
  %rest.i341 = udiv i64 %remaining.i335, 10
  %more.not.i342 = icmp ult i64 %remaining.i335, 10
  br i1 %more.not.i342, label %digits.done.i345, label %digit.i343

digits.done.i345:                                 ; preds = %digit.i343
  %neg.i344 = icmp slt i64 %A.stride1, 0
  br i1 %neg.i344, label %sign.i347, label %__modlink_format_i64.exit349

sign.i347:                                        ; preds = %digits.done.i345
  %sign.at.i346 = getelementptr inbounds i8, ptr %cursor.i336, i64 -2
  store i8 45, ptr %sign.at.i346, align 1
  br label %__modlink_format_i64.exit349

__modlink_format_i64.exit349:                     ; preds = %digits.done.i345, %sign.i347
  %start.i348 = phi ptr [ %digit.at.i337, %digits.done.i345 ], [ %sign.at.i346, %sign.i347 ]
  %part32 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i348, ptr %part32, align 8
  %part33 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.11, ptr %part33, align 8
  %end.i350 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i350, align 1
  %digit.at.i353 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i353, align 1
  %part35 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i353, ptr %part35, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i363

call.i363:                                        ; preds = %__modlink_format_i64.exit349
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check7.ok:                                        ; preds = %A.strides.check
  %A.stride0 = load i64, ptr %A.strides, align 8
  %stride.ok37 = icmp eq i64 %A.stride0, %A.shape1
  %unit38 = icmp eq i64 %A.shape0, 1
  %stride.ok39 = or i1 %unit38, %stride.ok37
  br i1 %stride.ok39, label %A.strides.done, label %check8.fail

check8.fail:                                      ; preds = %check7.ok
  store ptr @.str.12, ptr %message.parts, align 8
  %mag.i365 = tail call i64 @llvm.abs.i64(i64 %A.stride0, i1 false)
  %end.i366 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i366, align 1
  br label %digit.i375

digit.i375:                                       ; preds = %digit.i375, %check8.fail
  %remaining.i367 = phi i64 [ %mag.i365, %check8.fail ], [ %rest.i373, %digit.i375 ]
  %cursor.i368 = phi ptr [ %end.i366, %check8.fail ], [ %digit.at.i369, %digit.i375 ]
  %digit.at.i369 = getelementptr inbounds i8, ptr %cursor.i368, i64 -1
  %digit1.i370 = urem i64 %remaining.i367, 10
  %digit.byte.i371 = trunc i64 %digit1.i370 to i8
  %ascii.i372 = or i8 %digit.byte.i371, 48
  store i8 %ascii.i372, ptr %digit.at.i369, align 1
  %rest.i373 = udiv i64 %remaining.i367, 10
  %more.not.i374 = icmp ult i64 %remaining.i367, 10
  br i1 %more.not.i374, label %digits.done.i377, label %digit.i375

digits.done.i377:                                 ; preds = %digit.i375
  %neg.i376 = icmp slt i64 %A.stride0, 0
  br i1 %neg.i376, label %sign.i379, label %__modlink_format_i64.exit381

sign.i379:                                        ; preds = %digits.done.i377
  %sign.at.i378 = getelementptr inbounds i8, ptr %cursor.i368, i64 -2
  store i8 45, ptr %sign.at.i378, align 1
  br label %__modlink_format_i64.exit381

__modlink_format_i64.exit381:                     ; preds = %digits.done.i377, %sign.i379
  %start.i380 = phi ptr [ %digit.at.i369, %digits.done.i377 ], [ %sign.at.i378, %sign.i379 ]
  %part42 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i380, ptr %part42, align 8
  %part43 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.11, ptr %part43, align 8
  %mag.i382 = call i64 @llvm.abs.i64(i64 %A.shape1, i1 false)
  %end.i383 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i383, align 1
  br label %digit.i392

digit.i392:                                       ; preds = %digit.i392, %__modlink_format_i64.exit381
  %remaining.i384 = phi i64 [ %mag.i382, %__modlink_format_i64.exit381 ], [ %rest.i390, %digit.i392 ]
  %cursor.i385 = phi ptr [ %end.i383, %__modlink_format_i64.exit381 ], [ %digit.at.i386, %digit.i392 ]
  %digit.at.i386 = getelementptr inbounds i8, ptr %cursor.i385, i64 -1
  %digit1.i387 = urem i64 %remaining.i384, 10
  %digit.byte.i388 = trunc i64 %digit1.i387 to i8
  %ascii.i389 = or i8 %digit.byte.i388, 48
  store i8 %ascii.i389, ptr %digit.at.i386, align 1
  %rest.i390 = udiv i64 %remaining.i384, 10
  %more.not.i391 = icmp ult i64 %remaining.i384, 10
  br i1 %more.not.i391, label %digits.done.i394, label %digit.i392

digits.done.i394:                                 ; preds = %digit.i392
  %neg.i393 = icmp slt i64 %A.shape1, 0
  br i1 %neg.i393, label %sign.i396, label %__modlink_format_i64.exit398

sign.i396:                                        ; preds = %digits.done.i394
  %sign.at.i395 = getelementptr inbounds i8, ptr %cursor.i385, i64 -2
  store i8 45, ptr %sign.at.i395, align 1
  br label %__modlink_format_i64.exit398

__modlink_format_i64.exit398:                     ; preds = %digits.done.i394, %sign.i396
  %start.i397 = phi ptr [ %digit.at.i386, %digits.done.i394 ], [ %sign.at.i395, %sign.i396 ]
  %part45 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %start.i397, ptr %part45, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i399

call.i399:                                        ; preds = %__modlink_format_i64.exit398
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check9.fail:                                      ; preds = %A.strides.done
  store ptr @.str.13, ptr %message.parts, align 8
  %4 = tail call i32 @llvm.abs.i32(i32 %B.type_index, i1 false)
  %mag.i401 = zext i32 %4 to i64
  %end.i402 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i402, align 1
  br label %digit.i411

digit.i411:                                       ; preds = %digit.i411, %check9.fail
  %remaining.i403 = phi i64 [ %mag.i401, %check9.fail ], [ %rest.i409, %digit.i411 ]
  %cursor.i404 = phi ptr [ %end.i402, %check9.fail ], [ %digit.at.i405, %digit.i411 ]
  %digit.at.i405 = getelementptr inbounds i8, ptr %cursor.i404, i64 -1
  %digit1.i406 = urem i64 %remaining.i403, 10
  %digit.byte.i407 = trunc i64 %digit1.i406 to i8
  %ascii.i408 = or i8 %digit.byte.i407, 48
  store i8 %ascii.i408, ptr %digit.at.i405, align 1
  %rest.i409 = udiv i64 %remaining.i403, 10
  %more.not.i410 = icmp ult i64 %remaining.i403, 10
  br i1 %more.not.i410, label %digits.done.i413, label %digit.i411

digits.done.i413:                                 ; preds = %digit.i411
  %neg.i412 = icmp slt i32 %B.type_index, 0
  br i1 %neg.i412, label %sign.i415, label %__modlink_format_i64.exit417

sign.i415:                                        ; preds = %digits.done.i413
  %sign.at.i414 = getelementptr inbounds i8, ptr %cursor.i404, i64 -2
  store i8 45, ptr %sign.at.i414, align 1
  br label %__modlink_format_i64.exit417

__modlink_format_i64.exit417:                     ; preds = %digits.done.i413, %sign.i415
  %start.i416 = phi ptr [ %digit.at.i405, %digits.done.i413 ], [ %sign.at.i414, %sign.i415 ]
  %part56 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i416, ptr %part56, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i418

call.i418:                                        ; preds = %__modlink_format_i64.exit417
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check9.ok:                                        ; preds = %A.strides.done, %A.strides.done, %A.strides.done
  %is47 = icmp eq i32 %B.type_index, 70
  %B.value = getelementptr inbounds i8, ptr %args, i64 24
  %B.ptr = load ptr, ptr %B.value, align 8
  %B.dltensor.idx = select i1 %is47, i64 24, i64 0
  %B.dltensor = getelementptr i8, ptr %B.ptr, i64 %B.dltensor.idx
  %null57.not = icmp eq ptr %B.ptr, null
  br i1 %null57.not, label %check10.fail, label %check10.ok

check10.fail:                                     ; preds = %check9.ok
  store ptr @.str.14, ptr %message.parts, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i420

call.i420:                                        ; preds = %check10.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check10.ok:                                       ; preds = %check9.ok
  %ndim.at60 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %B.dltensor, i64 0, i32 2
  %B.ndim = load i32, ptr %ndim.at60, align 4
  %ndim.ok61 = icmp eq i32 %B.ndim, 2
  br i1 %ndim.ok61, label %check11.ok, label %check11.fail

check11.fail:                                     ; preds = %check10.ok
  store ptr @.str.15, ptr %message.parts, align 8
  %5 = tail call i32 @llvm.abs.i32(i32 %B.ndim, i1 false)
  %mag.i422 = zext i32 %5 to i64
  %end.i423 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i423, align 1
  br label %digit.i432

digit.i432:                                       ; preds = %digit.i432, %check11.fail
  %remaining.i424 = phi i64 [ %mag.i422, %check11.fail ], [ %rest.i430, %digit.i432 ]
  %cursor.i425 = phi ptr [ %end.i423, %check11.fail ], [ %digit.at.i426, %digit.i432 ]
  %digit.at.i426 = getelementptr inbounds i8, ptr %cursor.i425, i64 -1
  %digit1.i427 = urem i64 %remaining.i424, 10
  %digit.byte.i428 = trunc i64 %digit1.i427 to i8
  %ascii.i429 = or i8 %digit.byte.i428, 48
  store i8 %ascii.i429, ptr %digit.at.i426, align 1
  %rest.i430 = udiv i64 %remaining.i424, 10
  %more.not.i431 = icmp ult i64 %remaining.i424, 10
  br i1 %more.not.i431, label %digits.done.i434, label %digit.i432

digits.done.i434:                                 ; preds = %digit.i432
  %neg.i433 = icmp slt i32 %B.ndim, 0
  br i1 %neg.i433, label %sign.i436, label %__modlink_format_i64.exit438

sign.i436:                                        ; preds = %digits.done.i434
  %sign.at.i435 = getelementptr inbounds i8, ptr %cursor.i425, i64 -2
  store i8 45, ptr %sign.at.i435, align 1
  br label %__modlink_format_i64.exit438

__modlink_format_i64.exit438:                     ; preds = %digits.done.i434, %sign.i436
  %start.i437 = phi ptr [ %digit.at.i426, %digits.done.i434 ], [ %sign.at.i435, %sign.i436 ]
  %part65 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i437, ptr %part65, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i439

call.i439:                                        ; preds = %__modlink_format_i64.exit438
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check11.ok:                                       ; preds = %check10.ok
  %dtype.at66 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %B.dltensor, i64 0, i32 3
  %bits.at68 = getelementptr inbounds { i8, i8, i16 }, ptr %dtype.at66, i64 0, i32 1
  %lanes.at69 = getelementptr inbounds { i8, i8, i16 }, ptr %dtype.at66, i64 0, i32 2
  %code70 = load i8, ptr %dtype.at66, align 1
  %bits71 = load i8, ptr %bits.at68, align 1
  %lanes72 = load i16, ptr %lanes.at69, align 2
  %code.ok73 = icmp eq i8 %code70, 2
  %bits.ok74 = icmp eq i8 %bits71, 32
  %lanes.ok75 = icmp eq i16 %lanes72, 1
  %dtype.ok76 = and i1 %code.ok73, %bits.ok74
  %dtype.ok77 = and i1 %dtype.ok76, %lanes.ok75
  br i1 %dtype.ok77, label %check12.ok, label %check12.fail

check12.fail:                                     ; preds = %check11.ok
  %lanes80 = zext i16 %lanes72 to i64
  %code78 = zext i8 %code70 to i64
  store ptr @.str.16, ptr %message.parts, align 8
  %end.i442 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i442, align 1
  br label %digit.i451

digit.i451:                                       ; preds = %digit.i451, %check12.fail
  %remaining.i443 = phi i64 [ %code78, %check12.fail ], [ %rest.i449, %digit.i451 ]
  %cursor.i444 = phi ptr [ %end.i442, %check12.fail ], [ %digit.at.i445, %digit.i451 ]
  %digit.at.i445 = getelementptr inbounds i8, ptr %cursor.i444, i64 -1
  %digit1.i446 = urem i64 %remaining.i443, 10
  %digit.byte.i447 = trunc i64 %digit1.i446 to i8
  %ascii.i448 = or i8 %digit.byte.i447, 48
  store i8 %ascii.i448, ptr %digit.at.i445, align 1
  %rest.i449 = udiv i64 %remaining.i443, 10
  %more.not.i450 = icmp ult i64 %remaining.i443, 10
  br i1 %more.not.i450, label %__modlink_format_i64.exit454, label %digit.i451

__modlink_format_i64.exit454:                     ; preds = %digit.i451
  %bits79 = zext i8 %bits71 to i64
  %part83 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %digit.at.i445, ptr %part83, align 8
  %part84 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.7, ptr %part84, align 8
  %end.i456 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i456, align 1
  br label %digit.i465

digit.i465:                                       ; preds = %digit.i465, %__modlink_format_i64.exit454
  %remaining.i457 = phi i64 [ %bits79, %__modlink_format_i64.exit454 ], [ %rest.i463, %digit.i465 ]
  %cursor.i458 = phi ptr [ %end.i456, %__modlink_format_i64.exit454 ], [ %digit.at.i459, %digit.i465 ]
  %digit.at.i459 = getelementptr inbounds i8, ptr %cursor.i458, i64 -1
  %digit1.i460 = urem i64 %remaining.i457, 10
  %digit.byte.i461 = trunc i64 %digit1.i460 to i8
  %ascii.i462 = or i8 %digit.byte.i461, 48
  store i8 %ascii.i462, ptr %digit.at.i459, align 1
  %rest.i463 = udiv i64 %remaining.i457, 10
  %more.not.i464 = icmp ult i64 %remaining.i457, 10
  br i1 %more.not.i464, label %__modlink_format_i64.exit468, label %digit.i465

__modlink_format_i64.exit468:                     ; preds = %digit.i465
  %part86 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i459, ptr %part86, align 8
  %part87 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 4
  store ptr @.str.8, ptr %part87, align 8
  %end.i470 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i470, align 1
  br label %digit.i479

digit.i479:                                       ; preds = %digit.i479, %__modlink_format_i64.exit468
  %remaining.i471 = phi i64 [ %lanes80, %__modlink_format_i64.exit468 ], [ %rest.i477, %digit.i479 ]
  %cursor.i472 = phi ptr [ %end.i470, %__modlink_format_i64.exit468 ], [ %digit.at.i473, %digit.i479 ]
  %digit.at.i473 = getelementptr inbounds i8, ptr %cursor.i472, i64 -1
  %digit1.i474 = urem i64 %remaining.i471, 10
  %digit.byte.i475 = trunc i64 %digit1.i474 to i8
  %ascii.i476 = or i8 %digit.byte.i475, 48
  store i8 %ascii.i476, ptr %digit.at.i473, align 1
  %rest.i477 = udiv i64 %remaining.i471, 10
  %more.not.i478 = icmp ult i64 %remaining.i471, 10
  br i1 %more.not.i478, label %__modlink_format_i64.exit482, label %digit.i479

__modlink_format_i64.exit482:                     ; preds = %digit.i479
  %part89 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 5
  store ptr %digit.at.i473, ptr %part89, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i483

call.i483:                                        ; preds = %__modlink_format_i64.exit482
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check12.ok:                                       ; preds = %check11.ok
  %device.at90 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %B.dltensor, i64 0, i32 1
  %B.device_type = load i32, ptr %device.at90, align 4
  %device.ok91 = icmp eq i32 %B.device_type, 1
  br i1 %device.ok91, label %check13.ok, label %check13.fail

check13.fail:                                     ; preds = %check12.ok
  store ptr @.str.17, ptr %message.parts, align 8
  %6 = tail call i32 @llvm.abs.i32(i32 %B.device_type, i1 false)
  %mag.i485 = zext i32 %6 to i64
  %end.i486 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i486, align 1
  br label %digit.i495

digit.i495:                                       ; preds = %digit.i495, %check13.fail
  %remaining.i487 = phi i64 [ %mag.i485, %check13.fail ], [ %rest.i493, %digit.i495 ]
  %cursor.i488 = phi ptr [ %end.i486, %check13.fail ], [ %digit.at.i489, %digit.i495 ]
  %digit.at.i489 = getelementptr inbounds i8, ptr %cursor.i488, i64 -1
  %digit1.i490 = urem i64 %remaining.i487, 10
  %digit.byte.i491 = trunc i64 %digit1.i490 to i8
  %ascii.i492 = or i8 %digit.byte.i491, 48
  store i8 %ascii.i492, ptr %digit.at.i489, align 1
  %rest.i493 = udiv i64 %remaining.i487, 10
  %more.not.i494 = icmp ult i64 %remaining.i487, 10
  br i1 %more.not.i494, label %digits.done.i497, label %digit.i495

digits.done.i497:                                 ; preds = %digit.i495
  %neg.i496 = icmp slt i32 %B.device_type, 0
  br i1 %neg.i496, label %sign.i499, label %__modlink_format_i64.exit501

sign.i499:                                        ; preds = %digits.done.i497
  %sign.at.i498 = getelementptr inbounds i8, ptr %cursor.i488, i64 -2
  store i8 45, ptr %sign.at.i498, align 1
  br label %__modlink_format_i64.exit501

__modlink_format_i64.exit501:                     ; preds = %digits.done.i497, %sign.i499
  %start.i500 = phi ptr [ %digit.at.i489, %digits.done.i497 ], [ %sign.at.i498, %sign.i499 ]
  %part95 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i500, ptr %part95, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i502

call.i502:                                        ; preds = %__modlink_format_i64.exit501
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check13.ok:                                       ; preds = %check12.ok
  %shape.at96 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %B.dltensor, i64 0, i32 4
  %B.shape = load ptr, ptr %shape.at96, align 8
  %B.shape0 = load i64, ptr %B.shape, align 8
  %extent.ok = icmp eq i64 %B.shape0, %A.shape1
  br i1 %extent.ok, label %check14.ok, label %check14.fail

check14.fail:                                     ; preds = %check13.ok
  store ptr @.str.18, ptr %message.parts, align 8
  %mag.i504 = tail call i64 @llvm.abs.i64(i64 %B.shape0, i1 false)
  %end.i505 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i505, align 1
  br label %digit.i514

digit.i514:                                       ; preds = %digit.i514, %check14.fail
  %remaining.i506 = phi i64 [ %mag.i504, %check14.fail ], [ %rest.i512, %digit.i514 ]
  %cursor.i507 = phi ptr [ %end.i505, %check14.fail ], [ %digit.at.i508, %digit.i514 ]
  %digit.at.i508 = getelementptr inbounds i8, ptr %cursor.i507, i64 -1
  %digit1.i509 = urem i64 %remaining.i506, 10
  %digit.byte.i510 = trunc i64 %digit1.i509 to i8
  %ascii.i511 = or i8 %digit.byte.i510, 48
  store i8 %ascii.i511, ptr %digit.at.i508, align 1
  %rest.i512 = udiv i64 %remaining.i506, 10
  %more.not.i513 = icmp ult i64 %remaining.i506, 10
  br i1 %more.not.i513, label %digits.done.i516, label %digit.i514

digits.done.i516:                                 ; preds = %digit.i514
  %neg.i515 = icmp slt i64 %B.shape0, 0
  br i1 %neg.i515, label %sign.i518, label %__modlink_format_i64.exit520

sign.i518:                                        ; preds = %digits.done.i516
  %sign.at.i517 = getelementptr inbounds i8, ptr %cursor.i507, i64 -2
  store i8 45, ptr %sign.at.i517, align 1
  br label %__modlink_format_i64.exit520

__modlink_format_i64.exit520:                     ; preds = %digits.done.i516, %sign.i518
  %start.i519 = phi ptr [ %digit.at.i508, %digits.done.i516 ], [ %sign.at.i517, %sign.i518 ]
  %part100 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i519, ptr %part100, align 8
  %part101 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.19, ptr %part101, align 8
  %mag.i521 = call i64 @llvm.abs.i64(i64 %A.shape1, i1 false)
  %end.i522 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i522, align 1
  br label %digit.i531

digit.i531:                                       ; preds = %digit.i531, %__modlink_format_i64.exit520
  %remaining.i523 = phi i64 [ %mag.i521, %__modlink_format_i64.exit520 ], [ %rest.i529, %digit.i531 ]
  %cursor.i524 = phi ptr [ %end.i522, %__modlink_format_i64.exit520 ], [ %digit.at.i525, %digit.i531 ]
  %digit.at.i525 = getelementptr inbounds i8, ptr %cursor.i524, i64 -1
  %digit1.i526 = urem i64 %remaining.i523, 10
  %digit.byte.i527 = trunc i64 %digit1.i526 to i8
  %ascii.i528 = or i8 %digit.byte.i527, 48
  store i8 %ascii.i528, ptr %digit.at.i525, align 1
  %rest.i529 = udiv i64 %remaining.i523, 10
  %more.not.i530 = icmp ult i64 %remaining.i523, 10
  br i1 %more.not.i530, label %digits.done.i533, label %digit.i531

digits.done.i533:                                 ; preds = %digit.i531
  %neg.i532 = icmp slt i64 %A.shape1, 0
  br i1 %neg.i532, label %sign.i535, label %__modlink_format_i64.exit537

sign.i535:                                        ; preds = %digits.done.i533
  %sign.at.i534 = getelementptr inbounds i8, ptr %cursor.i524, i64 -2
  store i8 45, ptr %sign.at.i534, align 1
  br label %__modlink_format_i64.exit537

__modlink_format_i64.exit537:                     ; preds = %digits.done.i533, %sign.i535
  %start.i536 = phi ptr [ %digit.at.i525, %digits.done.i533 ], [ %sign.at.i534, %sign.i535 ]
  %part103 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %start.i536, ptr %part103, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i538

call.i538:                                        ; preds = %__modlink_format_i64.exit537
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check14.ok:                                       ; preds = %check13.ok
  %extent.at104 = getelementptr inbounds i64, ptr %B.shape, i64 1
  %B.shape1 = load i64, ptr %extent.at104, align 8
  %strides.at105 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %B.dltensor, i64 0, i32 5
  %B.strides = load ptr, ptr %strides.at105, align 8
  %has_strides106.not = icmp eq ptr %B.strides, null
  br i1 %has_strides106.not, label %B.strides.done, label %B.strides.check

B.strides.check:                                  ; preds = %check14.ok
  %stride.at107 = getelementptr inbounds i64, ptr %B.strides, i64 1
  %B.stride1 = load i64, ptr %stride.at107, align 8
  %stride.ok108 = icmp eq i64 %B.stride1, 1
  %unit109 = icmp eq i64 %B.shape1, 1
  %stride.ok110 = or i1 %unit109, %stride.ok108
  br i1 %stride.ok110, label %check15.ok, label %check15.fail

B.strides.done:                                   ; preds = %check15.ok, %check14.ok
  %data130 = load ptr, ptr %B.dltensor, align 8
  %byte_offset.at131 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %B.dltensor, i64 0, i32 6
  %byte_offset132 = load i64, ptr %byte_offset.at131, align 8
  %B.data = getelementptr i8, ptr %data130, i64 %byte_offset132
  %C.any = getelementptr inbounds i8, ptr %args, i64 32
  %C.type_index = load i32, ptr %C.any, align 4
  switch i32 %C.type_index, label %check17.fail [
    i32 70, label %check17.ok
    i32 7, label %check17.ok
    i32 4, label %check17.ok
  ]

check15.fail:                                     ; preds = %B.strides.check
  store ptr @.str.20, ptr %message.parts, align 8
  %mag.i540 = tail call i64 @llvm.abs.i64(i64 %B.stride1, i1 false)
  %end.i541 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i541, align 1
  br label %digit.i550

digit.i550:                                       ; preds = %digit.i550, %check15.fail
  %remaining.i542 = phi i64 [ %mag.i540, %check15.fail ], [ %rest.i548, %digit.i550 ]
  %cursor.i543 = phi ptr [ %end.i541, %check15.fail ], [ %digit.at.i544, %digit.i550 ]
  %digit.at.i544 = getelementptr inbounds i8, ptr %cursor.i543, i64 -1
  %digit1.i545 = urem i64 %remaining.i542, 10
  %digit.byte.i546 = trunc i64 %digit1.i545 to i8
  %ascii.i547 = or i8 %digit.byte.i546, 48
  store i8 %ascii.i547, ptr %digit.at.i544, align 1
  %rest.i548 = udiv i64 %remaining.i542, 10
  %more.not.i549 = icmp ult i64 %remaining.i542, 10
  br i1 %more.not.i549, label %digits.done.i552, label %digit.i550

digits.done.i552:                                 ; preds = %digit.i550
  %neg.i551 = icmp slt i64 %B.stride1, 0
  br i1 %neg.i551, label %sign.i554, label %__modlink_format_i64.exit556

sign.i554:                                        ; preds = %digits.done.i552
  %sign.at.i553 = getelementptr inbounds i8, ptr %cursor.i543, i64 -2
  store i8 45, ptr %sign.at.i553, align 1
  br label %__modlink_format_i64.exit556

__modlink_format_i64.exit556:                     ; preds = %digits.done.i552, %sign.i554
  %start.i555 = phi ptr [ %digit.at.i544, %digits.done.i552 ], [ %sign.at.i553, %sign.i554 ]
  %part113 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i555, ptr %part113, align 8
  %part114 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.11, ptr %part114, align 8
  %end.i557 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i557, align 1
  %digit.at.i560 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i560, align 1
  %part116 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i560, ptr %part116, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i570

call.i570:                                        ; preds = %__modlink_format_i64.exit556
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check15.ok:                                       ; preds = %B.strides.check
  %B.stride0 = load i64, ptr %B.strides, align 8
  %stride.ok119 = icmp eq i64 %B.stride0, %B.shape1
  %unit120 = icmp eq i64 %A.shape1, 1
  %stride.ok121 = or i1 %unit120, %stride.ok119
  br i1 %stride.ok121, label %B.strides.done, label %check16.fail

check16.fail:                                     ; preds = %check15.ok
  store ptr @.str.21, ptr %message.parts, align 8
  %mag.i572 = tail call i64 @llvm.abs.i64(i64 %B.stride0, i1 false)
  %end.i573 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i573, align 1
  br label %digit.i582

digit.i582:                                       ; preds = %digit.i582, %check16.fail
  %remaining.i574 = phi i64 [ %mag.i572, %check16.fail ], [ %rest.i580, %digit.i582 ]
  %cursor.i575 = phi ptr [ %end.i573, %check16.fail ], [ %digit.at.i576, %digit.i582 ]
  %digit.at.i576 = getelementptr inbounds i8, ptr %cursor.i575, i64 -1
  %digit1.i577 = urem i64 %remaining.i574, 10
  %digit.byte.i578 = trunc i64 %digit1.i577 to i8
  %ascii.i579 = or i8 %digit.byte.i578, 48
  store i8 %ascii.i579, ptr %digit.at.i576, align 1
  %rest.i580 = udiv i64 %remaining.i574, 10
  %more.not.i581 = icmp ult i64 %remaining.i574, 10
  br i1 %more.not.i581, label %digits.done.i584, label %digit.i582

digits.done.i584:                                 ; preds = %digit.i582
  %neg.i583 = icmp slt i64 %B.stride0, 0
  br i1 %neg.i583, label %sign.i586, label %__modlink_format_i64.exit588

sign.i586:                                        ; preds = %digits.done.i584
  %sign.at.i585 = getelementptr inbounds i8, ptr %cursor.i575, i64 -2
  store i8 45, ptr %sign.at.i585, align 1
  br label %__modlink_format_i64.exit588

__modlink_format_i64.exit588:                     ; preds = %digits.done.i584, %sign.i586
  %start.i587 = phi ptr [ %digit.at.i576, %digits.done.i584 ], [ %sign.at.i585, %sign.i586 ]
  %part124 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i587, ptr %part124, align 8
  %part125 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.11, ptr %part125, align 8
  %mag.i589 = call i64 @llvm.abs.i64(i64 %B.shape1, i1 false)
  %end.i590 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i590, align 1
  br label %digit.i599

digit.i599:                                       ; preds = %digit.i599, %__modlink_format_i64.exit588
  %remaining.i591 = phi i64 [ %mag.i589, %__modlink_format_i64.exit588 ], [ %rest.i597, %digit.i599 ]
  %cursor.i592 = phi ptr [ %end.i590, %__modlink_format_i64.exit588 ], [ %digit.at.i593, %digit.i599 ]
  %digit.at.i593 = getelementptr inbounds i8, ptr %cursor.i592, i64 -1
  %digit1.i594 = urem i64 %remaining.i591, 10
  %digit.byte.i595 = trunc i64 %digit1.i594 to i8
  %ascii.i596 = or i8 %digit.byte.i595, 48
  store i8 %ascii.i596, ptr %digit.at.i593, align 1
  %rest.i597 = udiv i64 %remaining.i591, 10
  %more.not.i598 = icmp ult i64 %remaining.i591, 10
  br i1 %more.not.i598, label %digits.done.i601, label %digit.i599

digits.done.i601:                                 ; preds = %digit.i599
  %neg.i600 = icmp slt i64 %B.shape1, 0
  br i1 %neg.i600, label %sign.i603, label %__modlink_format_i64.exit605

sign.i603:                                        ; preds = %digits.done.i601
  %sign.at.i602 = getelementptr inbounds i8, ptr %cursor.i592, i64 -2
  store i8 45, ptr %sign.at.i602, align 1
  br label %__modlink_format_i64.exit605

__modlink_format_i64.exit605:                     ; preds = %digits.done.i601, %sign.i603
  %start.i604 = phi ptr [ %digit.at.i593, %digits.done.i601 ], [ %sign.at.i602, %sign.i603 ]
  %part127 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %start.i604, ptr %part127, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i606

call.i606:                                        ; preds = %__modlink_format_i64.exit605
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check17.fail:                                     ; preds = %B.strides.done
  store ptr @.str.22, ptr %message.parts, align 8
  %7 = tail call i32 @llvm.abs.i32(i32 %C.type_index, i1 false)
  %mag.i608 = zext i32 %7 to i64
  %end.i609 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i609, align 1
  br label %digit.i618

digit.i618:                                       ; preds = %digit.i618, %check17.fail
  %remaining.i610 = phi i64 [ %mag.i608, %check17.fail ], [ %rest.i616, %digit.i618 ]
  %cursor.i611 = phi ptr [ %end.i609, %check17.fail ], [ %digit.at.i612, %digit.i618 ]
  %digit.at.i612 = getelementptr inbounds i8, ptr %cursor.i611, i64 -1
  %digit1.i613 = urem i64 %remaining.i610, 10
  %digit.byte.i614 = trunc i64 %digit1.i613 to i8
  %ascii.i615 = or i8 %digit.byte.i614, 48
  store i8 %ascii.i615, ptr %digit.at.i612, align 1
  %rest.i616 = udiv i64 %remaining.i610, 10
  %more.not.i617 = icmp ult i64 %remaining.i610, 10
  br i1 %more.not.i617, label %digits.done.i620, label %digit.i618

digits.done.i620:                                 ; preds = %digit.i618
  %neg.i619 = icmp slt i32 %C.type_index, 0
  br i1 %neg.i619, label %sign.i622, label %__modlink_format_i64.exit624

sign.i622:                                        ; preds = %digits.done.i620
  %sign.at.i621 = getelementptr inbounds i8, ptr %cursor.i611, i64 -2
  store i8 45, ptr %sign.at.i621, align 1
  br label %__modlink_format_i64.exit624

__modlink_format_i64.exit624:                     ; preds = %digits.done.i620, %sign.i622
  %start.i623 = phi ptr [ %digit.at.i612, %digits.done.i620 ], [ %sign.at.i621, %sign.i622 ]
  %part142 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i623, ptr %part142, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i625

call.i625:                                        ; preds = %__modlink_format_i64.exit624
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check17.ok:                                       ; preds = %B.strides.done, %B.strides.done, %B.strides.done
  %is133 = icmp eq i32 %C.type_index, 70
  %C.value = getelementptr inbounds i8, ptr %args, i64 40
  %C.ptr = load ptr, ptr %C.value, align 8
  %C.dltensor.idx = select i1 %is133, i64 24, i64 0
  %C.dltensor = getelementptr i8, ptr %C.ptr, i64 %C.dltensor.idx
  %null143.not = icmp eq ptr %C.ptr, null
  br i1 %null143.not, label %check18.fail, label %check18.ok

check18.fail:                                     ; preds = %check17.ok
  store ptr @.str.23, ptr %message.parts, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i627

call.i627:                                        ; preds = %check18.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check18.ok:                                       ; preds = %check17.ok
  %ndim.at146 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %C.dltensor, i64 0, i32 2
  %C.ndim = load i32, ptr %ndim.at146, align 4
  %ndim.ok147 = icmp eq i32 %C.ndim, 2
  br i1 %ndim.ok147, label %check19.ok, label %check19.fail

check19.fail:                                     ; preds = %check18.ok
  store ptr @.str.24, ptr %message.parts, align 8
  %8 = tail call i32 @llvm.abs.i32(i32 %C.ndim, i1 false)
  %mag.i629 = zext i32 %8 to i64
  %end.i630 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i630, align 1
  br label %digit.i639

digit.i639:                                       ; preds = %digit.i639, %check19.fail
  %remaining.i631 = phi i64 [ %mag.i629, %check19.fail ], [ %rest.i637, %digit.i639 ]
  %cursor.i632 = phi ptr [ %end.i630, %check19.fail ], [ %digit.at.i633, %digit.i639 ]
  %digit.at.i633 = getelementptr inbounds i8, ptr %cursor.i632, i64 -1
  %digit1.i634 = urem i64 %remaining.i631, 10
  %digit.byte.i635 = trunc i64 %digit1.i634 to i8
  %ascii.i636 = or i8 %digit.byte.i635, 48
  store i8 %ascii.i636, ptr %digit.at.i633, align 1
  %rest.i637 = udiv i64 %remaining.i631, 10
  %more.not.i638 = icmp ult i64 %remaining.i631, 10
  br i1 %more.not.i638, label %digits.done.i641, label %digit.i639

digits.done.i641:                                 ; preds = %digit.i639
  %neg.i640 = icmp slt i32 %C.ndim, 0
  br i1 %neg.i640, label %sign.i643, label %__modlink_format_i64.exit645

sign.i643:                                        ; preds = %digits.done.i641
  %sign.at.i642 = getelementptr inbounds i8, ptr %cursor.i632, i64 -2
  store i8 45, ptr %sign.at.i642, align 1
  br label %__modlink_format_i64.exit645

__modlink_format_i64.exit645:                     ; preds = %digits.done.i641, %sign.i643
  %start.i644 = phi ptr [ %digit.at.i633, %digits.done.i641 ], [ %sign.at.i642, %sign.i643 ]
  %part151 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i644, ptr %part151, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i646

call.i646:                                        ; preds = %__modlink_format_i64.exit645
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check19.ok:                                       ; preds = %check18.ok
  %dtype.at152 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %C.dltensor, i64 0, i32 3
  %bits.at154 = getelementptr inbounds { i8, i8, i16 }, ptr %dtype.at152, i64 0, i32 1
  %lanes.at155 = getelementptr inbounds { i8, i8, i16 }, ptr %dtype.at152, i64 0, i32 2
  %code156 = load i8, ptr %dtype.at152, align 1
  %bits157 = load i8, ptr %bits.at154, align 1
  %lanes158 = load i16, ptr %lanes.at155, align 2
  %code.ok159 = icmp eq i8 %code156, 2
  %bits.ok160 = icmp eq i8 %bits157, 32
  %lanes.ok161 = icmp eq i16 %lanes158, 1
  %dtype.ok162 = and i1 %code.ok159, %bits.ok160
  %dtype.ok163 = and i1 %dtype.ok162, %lanes.ok161
  br i1 %dtype.ok163, label %check20.ok, label %check20.fail

check20.fail:                                     ; preds = %check19.ok
  %lanes166 = zext i16 %lanes158 to i64
  %code164 = zext i8 %code156 to i64
  store ptr @.str.25, ptr %message.parts, align 8
  %end.i649 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i649, align 1
  br label %digit.i658

digit.i658:                                       ; preds = %digit.i658, %check20.fail
  %remaining.i650 = phi i64 [ %code164, %check20.fail ], [ %rest.i656, %digit.i658 ]
  %cursor.i651 = phi ptr [ %end.i649, %check20.fail ], [ %digit.at.i652, %digit.i658 ]
  %digit.at.i652 = getelementptr inbounds i8, ptr %cursor.i651, i64 -1
  %digit1.i653 = urem i64 %remaining.i650, 10
  %digit.byte.i654 = trunc i64 %digit1.i653 to i8
  %ascii.i655 = or i8 %digit.byte.i654, 48
  store i8 %ascii.i655, ptr %digit.at.i652, align 1
  %rest.i656 = udiv i64 %remaining.i650, 10
  %more.not.i657 = icmp ult i64 %remaining.i650, 10
  br i1 %more.not.i657, label %__modlink_format_i64.exit661, label %digit.i658

__modlink_format_i64.exit661:                     ; preds = %digit.i658
  %bits165 = zext i8 %bits157 to i64
  %part169 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %digit.at.i652, ptr %part169, align 8
  %part170 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.7, ptr %part170, align 8
  %end.i663 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i663, align 1
  br label %digit.i672

digit.i672:                                       ; preds = %digit.i672, %__modlink_format_i64.exit661
  %remaining.i664 = phi i64 [ %bits165, %__modlink_format_i64.exit661 ], [ %rest.i670, %digit.i672 ]
  %cursor.i665 = phi ptr [ %end.i663, %__modlink_format_i64.exit661 ], [ %digit.at.i666, %digit.i672 ]
  %digit.at.i666 = getelementptr inbounds i8, ptr %cursor.i665, i64 -1
  %digit1.i667 = urem i64 %remaining.i664, 10
  %digit.byte.i668 = trunc i64 %digit1.i667 to i8
  %ascii.i669 = or i8 %digit.byte.i668, 48
  store i8 %ascii.i669, ptr %digit.at.i666, align 1
  %rest.i670 = udiv i64 %remaining.i664, 10
  %more.not.i671 = icmp ult i64 %remaining.i664, 10
  br i1 %more.not.i671, label %__modlink_format_i64.exit675, label %digit.i672

__modlink_format_i64.exit675:                     ; preds = %digit.i672
  %part172 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i666, ptr %part172, align 8
  %part173 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 4
  store ptr @.str.8, ptr %part173, align 8
  %end.i677 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i677, align 1
  br label %digit.i686

digit.i686:                                       ; preds = %digit.i686, %__modlink_format_i64.exit675
  %remaining.i678 = phi i64 [ %lanes166, %__modlink_format_i64.exit675 ], [ %rest.i684, %digit.i686 ]
  %cursor.i679 = phi ptr [ %end.i677, %__modlink_format_i64.exit675 ], [ %digit.at.i680, %digit.i686 ]
  %digit.at.i680 = getelementptr inbounds i8, ptr %cursor.i679, i64 -1
  %digit1.i681 = urem i64 %remaining.i678, 10
  %digit.byte.i682 = trunc i64 %digit1.i681 to i8
  %ascii.i683 = or i8 %digit.byte.i682, 48
  store i8 %ascii.i683, ptr %digit.at.i680, align 1
  %rest.i684 = udiv i64 %remaining.i678, 10
  %more.not.i685 = icmp ult i64 %remaining.i678, 10
  br i1 %more.not.i685, label %__modlink_format_i64.exit689, label %digit.i686

__modlink_format_i64.exit689:                     ; preds = %digit.i686
  %part175 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 5
  store ptr %digit.at.i680, ptr %part175, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i690

call.i690:                                        ; preds = %__modlink_format_i64.exit689
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check20.ok:                                       ; preds = %check19.ok
  %device.at176 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %C.dltensor, i64 0, i32 1
  %C.device_type = load i32, ptr %device.at176, align 4
  %device.ok177 = icmp eq i32 %C.device_type, 1
  br i1 %device.ok177, label %check21.ok, label %check21.fail

check21.fail:                                     ; preds = %check20.ok
  store ptr @.str.26, ptr %message.parts, align 8
  %9 = tail call i32 @llvm.abs.i32(i32 %C.device_type, i1 false)
  %mag.i692 = zext i32 %9 to i64
  %end.i693 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i693, align 1
  br label %digit.i702

digit.i702:                                       ; preds = %digit.i702, %check21.fail
  %remaining.i694 = phi i64 [ %mag.i692, %check21.fail ], [ %rest.i700, %digit.i702 ]
  %cursor.i695 = phi ptr [ %end.i693, %check21.fail ], [ %digit.at.i696, %digit.i702 ]
  %digit.at.i696 = getelementptr inbounds i8, ptr %cursor.i695, i64 -1
  %digit1.i697 = urem i64 %remaining.i694, 10
  %digit.byte.i698 = trunc i64 %digit1.i697 to i8
  %ascii.i699 = or i8 %digit.byte.i698, 48
  store i8 %ascii.i699, ptr %digit.at.i696, align 1
  %rest.i700 = udiv i64 %remaining.i694, 10
  %more.not.i701 = icmp ult i64 %remaining.i694, 10
  br i1 %more.not.i701, label %digits.done.i704, label %digit.i702

digits.done.i704:                                 ; preds = %digit.i702
  %neg.i703 = icmp slt i32 %C.device_type, 0
  br i1 %neg.i703, label %sign.i706, label %__modlink_format_i64.exit708

sign.i706:                                        ; preds = %digits.done.i704
  %sign.at.i705 = getelementptr inbounds i8, ptr %cursor.i695, i64 -2
  store i8 45, ptr %sign.at.i705, align 1
  br label %__modlink_format_i64.exit708

__modlink_format_i64.exit708:                     ; preds = %digits.done.i704, %sign.i706
  %start.i707 = phi ptr [ %digit.at.i696, %digits.done.i704 ], [ %sign.at.i705, %sign.i706 ]
  %part181 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i707, ptr %part181, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i709

call.i709:                                        ; preds = %__modlink_format_i64.exit708
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check21.ok:                                       ; preds = %check20.ok
  %shape.at182 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %C.dltensor, i64 0, i32 4
  %C.shape = load ptr, ptr %shape.at182, align 8
  %C.shape0 = load i64, ptr %C.shape, align 8
  %extent.ok184 = icmp eq i64 %C.shape0, %A.shape0
  br i1 %extent.ok184, label %check22.ok, label %check22.fail

check22.fail:                                     ; preds = %check21.ok
  store ptr @.str.27, ptr %message.parts, align 8
  %mag.i711 = tail call i64 @llvm.abs.i64(i64 %C.shape0, i1 false)
  %end.i712 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i712, align 1
  br label %digit.i721

digit.i721:                                       ; preds = %digit.i721, %check22.fail
  %remaining.i713 = phi i64 [ %mag.i711, %check22.fail ], [ %rest.i719, %digit.i721 ]
  %cursor.i714 = phi ptr [ %end.i712, %check22.fail ], [ %digit.at.i715, %digit.i721 ]
  %digit.at.i715 = getelementptr inbounds i8, ptr %cursor.i714, i64 -1
  %digit1.i716 = urem i64 %remaining.i713, 10
  %digit.byte.i717 = trunc i64 %digit1.i716 to i8
  %ascii.i718 = or i8 %digit.byte.i717, 48
  store i8 %ascii.i718, ptr %digit.at.i715, align 1
  %rest.i719 = udiv i64 %remaining.i713, 10
  %more.not.i720 = icmp ult i64 %remaining.i713, 10
  br i1 %more.not.i720, label %digits.done.i723, label %digit.i721

digits.done.i723:                                 ; preds = %digit.i721
  %neg.i722 = icmp slt i64 %C.shape0, 0
  br i1 %neg.i722, label %sign.i725, label %__modlink_format_i64.exit727

sign.i725:                                        ; preds = %digits.done.i723
  %sign.at.i724 = getelementptr inbounds i8, ptr %cursor.i714, i64 -2
  store i8 45, ptr %sign.at.i724, align 1
  br label %__modlink_format_i64.exit727

__modlink_format_i64.exit727:                     ; preds = %digits.done.i723, %sign.i725
  %start.i726 = phi ptr [ %digit.at.i715, %digits.done.i723 ], [ %sign.at.i724, %sign.i725 ]
  %part187 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i726, ptr %part187, align 8
  %part188 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.28, ptr %part188, align 8
  %mag.i728 = call i64 @llvm.abs.i64(i64 %A.shape0, i1 false)
  %end.i729 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i729, align 1
  br label %digit.i738

digit.i738:                                       ; preds = %digit.i738, %__modlink_format_i64.exit727
  %remaining.i730 = phi i64 [ %mag.i728, %__modlink_format_i64.exit727 ], [ %rest.i736, %digit.i738 ]
  %cursor.i731 = phi ptr [ %end.i729, %__modlink_format_i64.exit727 ], [ %digit.at.i732, %digit.i738 ]
  %digit.at.i732 = getelementptr inbounds i8, ptr %cursor.i731, i64 -1
  %digit1.i733 = urem i64 %remaining.i730, 10
  %digit.byte.i734 = trunc i64 %digit1.i733 to i8
  %ascii.i735 = or i8 %digit.byte.i734, 48
  store i8 %ascii.i735, ptr %digit.at.i732, align 1
  %rest.i736 = udiv i64 %remaining.i730, 10
  %more.not.i737 = icmp ult i64 %remaining.i730, 10
  br i1 %more.not.i737, label %digits.done.i740, label %digit.i738

digits.done.i740:                                 ; preds = %digit.i738
  %neg.i739 = icmp slt i64 %A.shape0, 0
  br i1 %neg.i739, label %sign.i742, label %__modlink_format_i64.exit744

sign.i742:                                        ; preds = %digits.done.i740
  %sign.at.i741 = getelementptr inbounds i8, ptr %cursor.i731, i64 -2
  store i8 45, ptr %sign.at.i741, align 1
  br label %__modlink_format_i64.exit744

__modlink_format_i64.exit744:                     ; preds = %digits.done.i740, %sign.i742
  %start.i743 = phi ptr [ %digit.at.i732, %digits.done.i740 ], [ %sign.at.i741, %sign.i742 ]
  %part190 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %start.i743, ptr %part190, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i745

call.i745:                                        ; preds = %__modlink_format_i64.exit744
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check22.ok:                                       ; preds = %check21.ok
  %extent.at191 = getelementptr inbounds i64, ptr %C.shape, i64 1
  %C.shape1 = load i64, ptr %extent.at191, align 8
  %extent.ok192 = icmp eq i64 %C.shape1, %B.shape1
  br i1 %extent.ok192, label %check23.ok, label %check23.fail

check23.fail:                                     ; preds = %check22.ok
  store ptr @.str.29, ptr %message.parts, align 8
  %mag.i747 = tail call i64 @llvm.abs.i64(i64 %C.shape1, i1 false)
  %end.i748 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i748, align 1
  br label %digit.i757

digit.i757:                                       ; preds = %digit.i757, %check23.fail
  %remaining.i749 = phi i64 [ %mag.i747, %check23.fail ], [ %rest.i755, %digit.i757 ]
  %cursor.i750 = phi ptr [ %end.i748, %check23.fail ], [ %digit.at.i751, %digit.i757 ]
  %digit.at.i751 = getelementptr inbounds i8, ptr %cursor.i750, i64 -1
  %digit1.i752 = urem i64 %remaining.i749, 10
  %digit.byte.i753 = trunc i64 %digit1.i752 to i8
  %ascii.i754 = or i8 %digit.byte.i753, 48
  store i8 %ascii.i754, ptr %digit.at.i751, align 1
  %rest.i755 = udiv i64 %remaining.i749, 10
  %more.not.i756 = icmp ult i64 %remaining.i749, 10
  br i1 %more.not.i756, label %digits.done.i759, label %digit.i757

digits.done.i759:                                 ; preds = %digit.i757
  %neg.i758 = icmp slt i64 %C.shape1, 0
  br i1 %neg.i758, label %sign.i761, label %__modlink_format_i64.exit763

sign.i761:                                        ; preds = %digits.done.i759
  %sign.at.i760 = getelementptr inbounds i8, ptr %cursor.i750, i64 -2
  store i8 45, ptr %sign.at.i760, align 1
  br label %__modlink_format_i64.exit763

__modlink_format_i64.exit763:                     ; preds = %digits.done.i759, %sign.i761
  %start.i762 = phi ptr [ %digit.at.i751, %digits.done.i759 ], [ %sign.at.i760, %sign.i761 ]
  %part195 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i762, ptr %part195, align 8
  %part196 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.30, ptr %part196, align 8
  %mag.i764 = call i64 @llvm.abs.i64(i64 %B.shape1, i1 false)
  %end.i765 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i765, align 1
  br label %digit.i774

digit.i774:                                       ; preds = %digit.i774, %__modlink_format_i64.exit763
  %remaining.i766 = phi i64 [ %mag.i764, %__modlink_format_i64.exit763 ], [ %rest.i772, %digit.i774 ]
  %cursor.i767 = phi ptr [ %end.i765, %__modlink_format_i64.exit763 ], [ %digit.at.i768, %digit.i774 ]
  %digit.at.i768 = getelementptr inbounds i8, ptr %cursor.i767, i64 -1
  %digit1.i769 = urem i64 %remaining.i766, 10
  %digit.byte.i770 = trunc i64 %digit1.i769 to i8
  %ascii.i771 = or i8 %digit.byte.i770, 48
  store i8 %ascii.i771, ptr %digit.at.i768, align 1
  %rest.i772 = udiv i64 %remaining.i766, 10
  %more.not.i773 = icmp ult i64 %remaining.i766, 10
  br i1 %more.not.i773, label %digits.done.i776, label %digit.i774

digits.done.i776:                                 ; preds = %digit.i774
  %neg.i775 = icmp slt i64 %B.shape1, 0
  br i1 %neg.i775, label %sign.i778, label %__modlink_format_i64.exit780

sign.i778:                                        ; preds = %digits.done.i776
  %sign.at.i777 = getelementptr inbounds i8, ptr %cursor.i767, i64 -2
  store i8 45, ptr %sign.at.i777, align 1
  br label %__modlink_format_i64.exit780

__modlink_format_i64.exit780:                     ; preds = %digits.done.i776, %sign.i778
  %start.i779 = phi ptr [ %digit.at.i768, %digits.done.i776 ], [ %sign.at.i777, %sign.i778 ]
  %part198 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %start.i779, ptr %part198, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i781

call.i781:                                        ; preds = %__modlink_format_i64.exit780
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check23.ok:                                       ; preds = %check22.ok
  %strides.at199 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %C.dltensor, i64 0, i32 5
  %C.strides = load ptr, ptr %strides.at199, align 8
  %has_strides200.not = icmp eq ptr %C.strides, null
  br i1 %has_strides200.not, label %C.strides.done, label %C.strides.check

C.strides.check:                                  ; preds = %check23.ok
  %stride.at201 = getelementptr inbounds i64, ptr %C.strides, i64 1
  %C.stride1 = load i64, ptr %stride.at201, align 8
  %stride.ok202 = icmp eq i64 %C.stride1, 1
  %unit203 = icmp eq i64 %B.shape1, 1
  %stride.ok204 = or i1 %unit203, %stride.ok202
  br i1 %stride.ok204, label %check24.ok, label %check24.fail

C.strides.done:                                   ; preds = %check24.ok, %check23.ok
  %data224 = load ptr, ptr %C.dltensor, align 8
  %byte_offset.at225 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %C.dltensor, i64 0, i32 6
  %byte_offset226 = load i64, ptr %byte_offset.at225, align 8
  %C.data = getelementptr i8, ptr %data224, i64 %byte_offset226
  %status = tail call i32 @matmul_c(ptr %A.data, ptr %B.data, ptr %C.data, i64 %A.shape0, i64 %A.shape1, i64 %B.shape1)
  %ok = icmp ne i32 %status, 0
  %result227 = sext i1 %ok to i32
  br label %common.ret

check24.fail:                                     ; preds = %C.strides.check
  store ptr @.str.31, ptr %message.parts, align 8
  %mag.i783 = tail call i64 @llvm.abs.i64(i64 %C.stride1, i1 false)
  %end.i784 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i784, align 1
  br label %digit.i793

digit.i793:                                       ; preds = %digit.i793, %check24.fail
  %remaining.i785 = phi i64 [ %mag.i783, %check24.fail ], [ %rest.i791, %digit.i793 ]
  %cursor.i786 = phi ptr [ %end.i784, %check24.fail ], [ %digit.at.i787, %digit.i793 ]
  %digit.at.i787 = getelementptr inbounds i8, ptr %cursor.i786, i64 -1
  %digit1.i788 = urem i64 %remaining.i785, 10
  %digit.byte.i789 = trunc i64 %digit1.i788 to i8
  %ascii.i790 = or i8 %digit.byte.i789, 48
  store i8 %ascii.i790, ptr %digit.at.i787, align 1
  %rest.i791 = udiv i64 %remaining.i785, 10
  %more.not.i792 = icmp ult i64 %remaining.i785, 10
  br i1 %more.not.i792, label %digits.done.i795, label %digit.i793

digits.done.i795:                                 ; preds = %digit.i793
  %neg.i794 = icmp slt i64 %C.stride1, 0
  br i1 %neg.i794, label %sign.i797, label %__modlink_format_i64.exit799

sign.i797:                                        ; preds = %digits.done.i795
  %sign.at.i796 = getelementptr inbounds i8, ptr %cursor.i786, i64 -2
  store i8 45, ptr %sign.at.i796, align 1
  br label %__modlink_format_i64.exit799

__modlink_format_i64.exit799:                     ; preds = %digits.done.i795, %sign.i797
  %start.i798 = phi ptr [ %digit.at.i787, %digits.done.i795 ], [ %sign.at.i796, %sign.i797 ]
  %part207 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i798, ptr %part207, align 8
  %part208 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.11, ptr %part208, align 8
  %end.i800 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i800, align 1
  %digit.at.i803 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i803, align 1
  %part210 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i803, ptr %part210, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i813

call.i813:                                        ; preds = %__modlink_format_i64.exit799
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check24.ok:                                       ; preds = %C.strides.check
  %C.stride0 = load i64, ptr %C.strides, align 8
  %stride.ok213 = icmp eq i64 %C.stride0, %B.shape1
  %unit214 = icmp eq i64 %A.shape0, 1
  %stride.ok215 = or i1 %unit214, %stride.ok213
  br i1 %stride.ok215, label %C.strides.done, label %check25.fail

check25.fail:                                     ; preds = %check24.ok
  store ptr @.str.32, ptr %message.parts, align 8
  %mag.i815 = tail call i64 @llvm.abs.i64(i64 %C.stride0, i1 false)
  %end.i816 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i816, align 1
  br label %digit.i825

digit.i825:                                       ; preds = %digit.i825, %check25.fail
  %remaining.i817 = phi i64 [ %mag.i815, %check25.fail ], [ %rest.i823, %digit.i825 ]
  %cursor.i818 = phi ptr [ %end.i816, %check25.fail ], [ %digit.at.i819, %digit.i825 ]
  %digit.at.i819 = getelementptr inbounds i8, ptr %cursor.i818, i64 -1
  %digit1.i820 = urem i64 %remaining.i817, 10
  %digit.byte.i821 = trunc i64 %digit1.i820 to i8
  %ascii.i822 = or i8 %digit.byte.i821, 48
  store i8 %ascii.i822, ptr %digit.at.i819, align 1
  %rest.i823 = udiv i64 %remaining.i817, 10
  %more.not.i824 = icmp ult i64 %remaining.i817, 10
  br i1 %more.not.i824, label %digits.done.i827, label %digit.i825

digits.done.i827:                                 ; preds = %digit.i825
  %neg.i826 = icmp slt i64 %C.stride0, 0
  br i1 %neg.i826, label %sign.i829, label %__modlink_format_i64.exit831

sign.i829:                                        ; preds = %digits.done.i827
  %sign.at.i828 = getelementptr inbounds i8, ptr %cursor.i818, i64 -2
  store i8 45, ptr %sign.at.i828, align 1
  br label %__modlink_format_i64.exit831

__modlink_format_i64.exit831:                     ; preds = %digits.done.i827, %sign.i829
  %start.i830 = phi ptr [ %digit.at.i819, %digits.done.i827 ], [ %sign.at.i828, %sign.i829 ]
  %part218 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i830, ptr %part218, align 8
  %part219 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.11, ptr %part219, align 8
  %mag.i832 = call i64 @llvm.abs.i64(i64 %B.shape1, i1 false)
  %end.i833 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i833, align 1
  br label %digit.i842

digit.i842:                                       ; preds = %digit.i842, %__modlink_format_i64.exit831
  %remaining.i834 = phi i64 [ %mag.i832, %__modlink_format_i64.exit831 ], [ %rest.i840, %digit.i842 ]
  %cursor.i835 = phi ptr [ %end.i833, %__modlink_format_i64.exit831 ], [ %digit.at.i836, %digit.i842 ]
  %digit.at.i836 = getelementptr inbounds i8, ptr %cursor.i835, i64 -1
  %digit1.i837 = urem i64 %remaining.i834, 10
  %digit.byte.i838 = trunc i64 %digit1.i837 to i8
  %ascii.i839 = or i8 %digit.byte.i838, 48
  store i8 %ascii.i839, ptr %digit.at.i836, align 1
  %rest.i840 = udiv i64 %remaining.i834, 10
  %more.not.i841 = icmp ult i64 %remaining.i834, 10
  br i1 %more.not.i841, label %digits.done.i844, label %digit.i842

digits.done.i844:                                 ; preds = %digit.i842
  %neg.i843 = icmp slt i64 %B.shape1, 0
  br i1 %neg.i843, label %sign.i846, label %__modlink_format_i64.exit848

sign.i846:                                        ; preds = %digits.done.i844
  %sign.at.i845 = getelementptr inbounds i8, ptr %cursor.i835, i64 -2
  store i8 45, ptr %sign.at.i845, align 1
  br label %__modlink_format_i64.exit848

__modlink_format_i64.exit848:                     ; preds = %digits.done.i844, %sign.i846
  %start.i847 = phi ptr [ %digit.at.i836, %digits.done.i844 ], [ %sign.at.i845, %sign.i846 ]
  %part221 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %start.i847, ptr %part221, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i849

call.i849:                                        ; preds = %__modlink_format_i64.exit848
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret
}

declare extern_weak void @TVMFFIErrorSetRaisedFromCStrParts(ptr, ptr, i32)

define weak i32 @__tvm_ffi_main(ptr %self, ptr %args, i32 %num_args, ptr %result) local_unnamed_addr {
entry:
  %status = tail call i32 @__tvm_ffi_matmul(ptr poison, ptr %args, i32 %num_args, ptr poison)
  ret i32 %status
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.abs.i64(i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #1

attributes #0 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
