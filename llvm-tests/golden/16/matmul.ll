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

common.ret:                                       ; preds = %call.i844, %__modlink_format_i64.exit843, %call.i808, %__modlink_format_i64.exit794, %call.i776, %__modlink_format_i64.exit775, %call.i740, %__modlink_format_i64.exit739, %call.i704, %__modlink_format_i64.exit703, %call.i685, %__modlink_format_i64.exit684, %call.i641, %__modlink_format_i64.exit640, %call.i622, %check18.fail, %call.i620, %__modlink_format_i64.exit619, %call.i601, %__modlink_format_i64.exit600, %call.i565, %__modlink_format_i64.exit551, %call.i533, %__modlink_format_i64.exit532, %call.i497, %__modlink_format_i64.exit496, %call.i478, %__modlink_format_i64.exit477, %call.i434, %__modlink_format_i64.exit433, %call.i415, %check10.fail, %call.i413, %__modlink_format_i64.exit412, %call.i394, %__modlink_format_i64.exit393, %call.i358, %__modlink_format_i64.exit344, %call.i326, %__modlink_format_i64.exit325, %call.i307, %__modlink_format_i64.exit306, %call.i263, %__modlink_format_i64.exit262, %call.i244, %check3.fail, %call.i242, %__modlink_format_i64.exit241, %call.i, %__modlink_format_i64.exit, %C.strides.done
  %common.ret.op = phi i32 [ %result224, %C.strides.done ], [ -1, %__modlink_format_i64.exit ], [ -1, %call.i ], [ -1, %__modlink_format_i64.exit241 ], [ -1, %call.i242 ], [ -1, %check3.fail ], [ -1, %call.i244 ], [ -1, %__modlink_format_i64.exit262 ], [ -1, %call.i263 ], [ -1, %__modlink_format_i64.exit306 ], [ -1, %call.i307 ], [ -1, %__modlink_format_i64.exit325 ], [ -1, %call.i326 ], [ -1, %__modlink_format_i64.exit344 ], [ -1, %call.i358 ], [ -1, %__modlink_format_i64.exit393 ], [ -1, %call.i394 ], [ -1, %__modlink_format_i64.exit412 ], [ -1, %call.i413 ], [ -1, %check10.fail ], [ -1, %call.i415 ], [ -1, %__modlink_format_i64.exit433 ], [ -1, %call.i434 ], [ -1, %__modlink_format_i64.exit477 ], [ -1, %call.i478 ], [ -1, %__modlink_format_i64.exit496 ], [ -1, %call.i497 ], [ -1, %__modlink_format_i64.exit532 ], [ -1, %call.i533 ], [ -1, %__modlink_format_i64.exit551 ], [ -1, %call.i565 ], [ -1, %__modlink_format_i64.exit600 ], [ -1, %call.i601 ], [ -1, %__modlink_format_i64.exit619 ], [ -1, %call.i620 ], [ -1, %check18.fail ], [ -1, %call.i622 ], [ -1, %__modlink_format_i64.exit640 ], [ -1, %call.i641 ], [ -1, %__modlink_format_i64.exit684 ], [ -1, %call.i685 ], [ -1, %__modlink_format_i64.exit703 ], [ -1, %call.i704 ], [ -1, %__modlink_format_i64.exit739 ], [ -1, %call.i740 ], [ -1, %__modlink_format_i64.exit775 ], [ -1, %call.i776 ], [ -1, %__modlink_format_i64.exit794 ], [ -1, %call.i808 ], [ -1, %__modlink_format_i64.exit843 ], [ -1, %call.i844 ]
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
  %mag.i225 = zext i32 %1 to i64
  %end.i226 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i226, align 1
  br label %digit.i235

digit.i235:                                       ; preds = %digit.i235, %check2.fail
  %remaining.i227 = phi i64 [ %mag.i225, %check2.fail ], [ %rest.i233, %digit.i235 ]
  %cursor.i228 = phi ptr [ %end.i226, %check2.fail ], [ %digit.at.i229, %digit.i235 ]
  %digit.at.i229 = getelementptr inbounds i8, ptr %cursor.i228, i64 -1
  %digit1.i230 = urem i64 %remaining.i227, 10
  %digit.byte.i231 = trunc i64 %digit1.i230 to i8
  %ascii.i232 = or i8 %digit.byte.i231, 48
  store i8 %ascii.i232, ptr %digit.at.i229, align 1
  %rest.i233 = udiv i64 %remaining.i227, 10
  %more.not.i234 = icmp ult i64 %remaining.i227, 10
  br i1 %more.not.i234, label %digits.done.i237, label %digit.i235

digits.done.i237:                                 ; preds = %digit.i235
  %neg.i236 = icmp slt i32 %A.type_index, 0
  br i1 %neg.i236, label %sign.i239, label %__modlink_format_i64.exit241

sign.i239:                                        ; preds = %digits.done.i237
  %sign.at.i238 = getelementptr inbounds i8, ptr %cursor.i228, i64 -2
  store i8 45, ptr %sign.at.i238, align 1
  br label %__modlink_format_i64.exit241

__modlink_format_i64.exit241:                     ; preds = %digits.done.i237, %sign.i239
  %start.i240 = phi ptr [ %digit.at.i229, %digits.done.i237 ], [ %sign.at.i238, %sign.i239 ]
  %part6 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i240, ptr %part6, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i242

call.i242:                                        ; preds = %__modlink_format_i64.exit241
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check2.ok:                                        ; preds = %check1.ok, %check1.ok, %check1.ok
  %is3 = icmp eq i32 %A.type_index, 70
  %A.value = getelementptr inbounds i8, ptr %args, i64 8
  %A.ptr = load ptr, ptr %A.value, align 8
  %A.dltensor.idx = select i1 %is3, i64 24, i64 0
  %A.dltensor = getelementptr i8, ptr %A.ptr, i64 %A.dltensor.idx
  %null.not = icmp eq ptr %A.ptr, null
  br i1 %null.not, label %check3.fail, label %check3.ok

check3.fail:                                      ; preds = %check2.ok
  store ptr @.str.4, ptr %message.parts, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i244

call.i244:                                        ; preds = %check3.fail
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
  %mag.i246 = zext i32 %2 to i64
  %end.i247 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i247, align 1
  br label %digit.i256

digit.i256:                                       ; preds = %digit.i256, %check4.fail
  %remaining.i248 = phi i64 [ %mag.i246, %check4.fail ], [ %rest.i254, %digit.i256 ]
  %cursor.i249 = phi ptr [ %end.i247, %check4.fail ], [ %digit.at.i250, %digit.i256 ]
  %digit.at.i250 = getelementptr inbounds i8, ptr %cursor.i249, i64 -1
  %digit1.i251 = urem i64 %remaining.i248, 10
  %digit.byte.i252 = trunc i64 %digit1.i251 to i8
  %ascii.i253 = or i8 %digit.byte.i252, 48
  store i8 %ascii.i253, ptr %digit.at.i250, align 1
  %rest.i254 = udiv i64 %remaining.i248, 10
  %more.not.i255 = icmp ult i64 %remaining.i248, 10
  br i1 %more.not.i255, label %digits.done.i258, label %digit.i256

digits.done.i258:                                 ; preds = %digit.i256
  %neg.i257 = icmp slt i32 %A.ndim, 0
  br i1 %neg.i257, label %sign.i260, label %__modlink_format_i64.exit262

sign.i260:                                        ; preds = %digits.done.i258
  %sign.at.i259 = getelementptr inbounds i8, ptr %cursor.i249, i64 -2
  store i8 45, ptr %sign.at.i259, align 1
  br label %__modlink_format_i64.exit262

__modlink_format_i64.exit262:                     ; preds = %digits.done.i258, %sign.i260
  %start.i261 = phi ptr [ %digit.at.i250, %digits.done.i258 ], [ %sign.at.i259, %sign.i260 ]
  %part10 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i261, ptr %part10, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i263

call.i263:                                        ; preds = %__modlink_format_i64.exit262
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
  %dtype.ok11 = and i1 %dtype.ok, %lanes.ok
  br i1 %dtype.ok11, label %check5.ok, label %check5.fail

check5.fail:                                      ; preds = %check4.ok
  %lanes14 = zext i16 %lanes to i64
  %code12 = zext i8 %code to i64
  store ptr @.str.6, ptr %message.parts, align 8
  %end.i266 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i266, align 1
  br label %digit.i275

digit.i275:                                       ; preds = %digit.i275, %check5.fail
  %remaining.i267 = phi i64 [ %code12, %check5.fail ], [ %rest.i273, %digit.i275 ]
  %cursor.i268 = phi ptr [ %end.i266, %check5.fail ], [ %digit.at.i269, %digit.i275 ]
  %digit.at.i269 = getelementptr inbounds i8, ptr %cursor.i268, i64 -1
  %digit1.i270 = urem i64 %remaining.i267, 10
  %digit.byte.i271 = trunc i64 %digit1.i270 to i8
  %ascii.i272 = or i8 %digit.byte.i271, 48
  store i8 %ascii.i272, ptr %digit.at.i269, align 1
  %rest.i273 = udiv i64 %remaining.i267, 10
  %more.not.i274 = icmp ult i64 %remaining.i267, 10
  br i1 %more.not.i274, label %__modlink_format_i64.exit278, label %digit.i275

__modlink_format_i64.exit278:                     ; preds = %digit.i275
  %bits13 = zext i8 %bits to i64
  %part17 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %digit.at.i269, ptr %part17, align 8
  %part18 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.7, ptr %part18, align 8
  %end.i280 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i280, align 1
  br label %digit.i289

digit.i289:                                       ; preds = %digit.i289, %__modlink_format_i64.exit278
  %remaining.i281 = phi i64 [ %bits13, %__modlink_format_i64.exit278 ], [ %rest.i287, %digit.i289 ]
  %cursor.i282 = phi ptr [ %end.i280, %__modlink_format_i64.exit278 ], [ %digit.at.i283, %digit.i289 ]
  %digit.at.i283 = getelementptr inbounds i8, ptr %cursor.i282, i64 -1
  %digit1.i284 = urem i64 %remaining.i281, 10
  %digit.byte.i285 = trunc i64 %digit1.i284 to i8
  %ascii.i286 = or i8 %digit.byte.i285, 48
  store i8 %ascii.i286, ptr %digit.at.i283, align 1
  %rest.i287 = udiv i64 %remaining.i281, 10
  %more.not.i288 = icmp ult i64 %remaining.i281, 10
  br i1 %more.not.i288, label %__modlink_format_i64.exit292, label %digit.i289

__modlink_format_i64.exit292:                     ; preds = %digit.i289
  %part20 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i283, ptr %part20, align 8
  %part21 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 4
  store ptr @.str.8, ptr %part21, align 8
  %end.i294 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i294, align 1
  br label %digit.i303

digit.i303:                                       ; preds = %digit.i303, %__modlink_format_i64.exit292
  %remaining.i295 = phi i64 [ %lanes14, %__modlink_format_i64.exit292 ], [ %rest.i301, %digit.i303 ]
  %cursor.i296 = phi ptr [ %end.i294, %__modlink_format_i64.exit292 ], [ %digit.at.i297, %digit.i303 ]
  %digit.at.i297 = getelementptr inbounds i8, ptr %cursor.i296, i64 -1
  %digit1.i298 = urem i64 %remaining.i295, 10
  %digit.byte.i299 = trunc i64 %digit1.i298 to i8
  %ascii.i300 = or i8 %digit.byte.i299, 48
  store i8 %ascii.i300, ptr %digit.at.i297, align 1
  %rest.i301 = udiv i64 %remaining.i295, 10
  %more.not.i302 = icmp ult i64 %remaining.i295, 10
  br i1 %more.not.i302, label %__modlink_format_i64.exit306, label %digit.i303

__modlink_format_i64.exit306:                     ; preds = %digit.i303
  %part23 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 5
  store ptr %digit.at.i297, ptr %part23, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i307

call.i307:                                        ; preds = %__modlink_format_i64.exit306
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
  %mag.i309 = zext i32 %3 to i64
  %end.i310 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i310, align 1
  br label %digit.i319

digit.i319:                                       ; preds = %digit.i319, %check6.fail
  %remaining.i311 = phi i64 [ %mag.i309, %check6.fail ], [ %rest.i317, %digit.i319 ]
  %cursor.i312 = phi ptr [ %end.i310, %check6.fail ], [ %digit.at.i313, %digit.i319 ]
  %digit.at.i313 = getelementptr inbounds i8, ptr %cursor.i312, i64 -1
  %digit1.i314 = urem i64 %remaining.i311, 10
  %digit.byte.i315 = trunc i64 %digit1.i314 to i8
  %ascii.i316 = or i8 %digit.byte.i315, 48
  store i8 %ascii.i316, ptr %digit.at.i313, align 1
  %rest.i317 = udiv i64 %remaining.i311, 10
  %more.not.i318 = icmp ult i64 %remaining.i311, 10
  br i1 %more.not.i318, label %digits.done.i321, label %digit.i319

digits.done.i321:                                 ; preds = %digit.i319
  %neg.i320 = icmp slt i32 %A.device_type, 0
  br i1 %neg.i320, label %sign.i323, label %__modlink_format_i64.exit325

sign.i323:                                        ; preds = %digits.done.i321
  %sign.at.i322 = getelementptr inbounds i8, ptr %cursor.i312, i64 -2
  store i8 45, ptr %sign.at.i322, align 1
  br label %__modlink_format_i64.exit325

__modlink_format_i64.exit325:                     ; preds = %digits.done.i321, %sign.i323
  %start.i324 = phi ptr [ %digit.at.i313, %digits.done.i321 ], [ %sign.at.i322, %sign.i323 ]
  %part26 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i324, ptr %part26, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i326

call.i326:                                        ; preds = %__modlink_format_i64.exit325
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check6.ok:                                        ; preds = %check5.ok
  %shape.at = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %A.dltensor, i64 0, i32 4
  %A.shape = load ptr, ptr %shape.at, align 8
  %A.shape0 = load i64, ptr %A.shape, align 8
  %extent.at27 = getelementptr inbounds i64, ptr %A.shape, i64 1
  %A.shape1 = load i64, ptr %extent.at27, align 8
  %strides.at = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %A.dltensor, i64 0, i32 5
  %A.strides = load ptr, ptr %strides.at, align 8
  %has_strides.not = icmp eq ptr %A.strides, null
  br i1 %has_strides.not, label %A.strides.done, label %A.strides.check

A.strides.check:                                  ; preds = %check6.ok
  %stride.at = getelementptr inbounds i64, ptr %A.strides, i64 1
  %A.stride1 = load i64, ptr %stride.at, align 8
  %stride.ok = icmp eq i64 %A.stride1, 1
  %unit = icmp eq i64 %A.shape1, 1
  %stride.ok28 = or i1 %unit, %stride.ok
  br i1 %stride.ok28, label %check7.ok, label %check7.fail

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
  %mag.i328 = tail call i64 @llvm.abs.i64(i64 %A.stride1, i1 false)
  %end.i329 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i329, align 1
  br label %digit.i338

digit.i338:                                       ; preds = %digit.i338, %check7.fail
  %remaining.i330 = phi i64 [ %mag.i328, %check7.fail ], [ %rest.i336, %digit.i338 ]
  %cursor.i331 = phi ptr [ %end.i329, %check7.fail ], [ %digit.at.i332, %digit.i338 ]
  %digit.at.i332 = getelementptr inbounds i8, ptr %cursor.i331, i64 -1
  %digit1.i333 = urem i64 %remaining.i330, 10
  %digit.byte.i334 = trunc i64 %digit1.i333 to i8
  %ascii.i335 = or i8 %digit.byte.i334, 48
  store i8 %ascii.i335, ptr %digit.at.i332, align 1
  %rest.i336 = udiv i64 %remaining.i330, 10
  %more.not.i337 = icmp ult i64 %remaining.i330, 10
  br i1 %more.not.i337, label %digits.done.i340, label %digit.i338

digits.done.i340:                                 ; preds = %digit.i338
  %neg.i339 = icmp slt i64 %A.stride1, 0
  br i1 %neg.i339, label %sign.i342, label %__modlink_format_i64.exit344

sign.i342:                                        ; preds = %digits.done.i340
  %sign.at.i341 = getelementptr inbounds i8, ptr %cursor.i331, i64 -2
  store i8 45, ptr %sign.at.i341, align 1
  br label %__modlink_format_i64.exit344

__modlink_format_i64.exit344:                     ; preds = %digits.done.i340, %sign.i342
  %start.i343 = phi ptr [ %digit.at.i332, %digits.done.i340 ], [ %sign.at.i341, %sign.i342 ]
  %part31 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i343, ptr %part31, align 8
  %part32 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.11, ptr %part32, align 8
  %end.i345 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i345, align 1
  %digit.at.i348 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i348, align 1
  %part34 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i348, ptr %part34, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i358

call.i358:                                        ; preds = %__modlink_format_i64.exit344
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check7.ok:                                        ; preds = %A.strides.check
  %A.stride0 = load i64, ptr %A.strides, align 8
  %stride.ok36 = icmp eq i64 %A.stride0, %A.shape1
  %unit37 = icmp eq i64 %A.shape0, 1
  %stride.ok38 = or i1 %unit37, %stride.ok36
  br i1 %stride.ok38, label %A.strides.done, label %check8.fail

check8.fail:                                      ; preds = %check7.ok
  store ptr @.str.12, ptr %message.parts, align 8
  %mag.i360 = tail call i64 @llvm.abs.i64(i64 %A.stride0, i1 false)
  %end.i361 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i361, align 1
  br label %digit.i370

digit.i370:                                       ; preds = %digit.i370, %check8.fail
  %remaining.i362 = phi i64 [ %mag.i360, %check8.fail ], [ %rest.i368, %digit.i370 ]
  %cursor.i363 = phi ptr [ %end.i361, %check8.fail ], [ %digit.at.i364, %digit.i370 ]
  %digit.at.i364 = getelementptr inbounds i8, ptr %cursor.i363, i64 -1
  %digit1.i365 = urem i64 %remaining.i362, 10
  %digit.byte.i366 = trunc i64 %digit1.i365 to i8
  %ascii.i367 = or i8 %digit.byte.i366, 48
  store i8 %ascii.i367, ptr %digit.at.i364, align 1
  %rest.i368 = udiv i64 %remaining.i362, 10
  %more.not.i369 = icmp ult i64 %remaining.i362, 10
  br i1 %more.not.i369, label %digits.done.i372, label %digit.i370

digits.done.i372:                                 ; preds = %digit.i370
  %neg.i371 = icmp slt i64 %A.stride0, 0
  br i1 %neg.i371, label %sign.i374, label %__modlink_format_i64.exit376

sign.i374:                                        ; preds = %digits.done.i372
  %sign.at.i373 = getelementptr inbounds i8, ptr %cursor.i363, i64 -2
  store i8 45, ptr %sign.at.i373, align 1
  br label %__modlink_format_i64.exit376

__modlink_format_i64.exit376:                     ; preds = %digits.done.i372, %sign.i374
  %start.i375 = phi ptr [ %digit.at.i364, %digits.done.i372 ], [ %sign.at.i373, %sign.i374 ]
  %part41 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i375, ptr %part41, align 8
  %part42 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.11, ptr %part42, align 8
  %mag.i377 = call i64 @llvm.abs.i64(i64 %A.shape1, i1 false)
  %end.i378 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i378, align 1
  br label %digit.i387

digit.i387:                                       ; preds = %digit.i387, %__modlink_format_i64.exit376
  %remaining.i379 = phi i64 [ %mag.i377, %__modlink_format_i64.exit376 ], [ %rest.i385, %digit.i387 ]
  %cursor.i380 = phi ptr [ %end.i378, %__modlink_format_i64.exit376 ], [ %digit.at.i381, %digit.i387 ]
  %digit.at.i381 = getelementptr inbounds i8, ptr %cursor.i380, i64 -1
  %digit1.i382 = urem i64 %remaining.i379, 10
  %digit.byte.i383 = trunc i64 %digit1.i382 to i8
  %ascii.i384 = or i8 %digit.byte.i383, 48
  store i8 %ascii.i384, ptr %digit.at.i381, align 1
  %rest.i385 = udiv i64 %remaining.i379, 10
  %more.not.i386 = icmp ult i64 %remaining.i379, 10
  br i1 %more.not.i386, label %digits.done.i389, label %digit.i387

digits.done.i389:                                 ; preds = %digit.i387
  %neg.i388 = icmp slt i64 %A.shape1, 0
  br i1 %neg.i388, label %sign.i391, label %__modlink_format_i64.exit393

sign.i391:                                        ; preds = %digits.done.i389
  %sign.at.i390 = getelementptr inbounds i8, ptr %cursor.i380, i64 -2
  store i8 45, ptr %sign.at.i390, align 1
  br label %__modlink_format_i64.exit393

__modlink_format_i64.exit393:                     ; preds = %digits.done.i389, %sign.i391
  %start.i392 = phi ptr [ %digit.at.i381, %digits.done.i389 ], [ %sign.at.i390, %sign.i391 ]
  %part44 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %start.i392, ptr %part44, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i394

call.i394:                                        ; preds = %__modlink_format_i64.exit393
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check9.fail:                                      ; preds = %A.strides.done
  store ptr @.str.13, ptr %message.parts, align 8
  %4 = tail call i32 @llvm.abs.i32(i32 %B.type_index, i1 false)
  %mag.i396 = zext i32 %4 to i64
  %end.i397 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i397, align 1
  br label %digit.i406

digit.i406:                                       ; preds = %digit.i406, %check9.fail
  %remaining.i398 = phi i64 [ %mag.i396, %check9.fail ], [ %rest.i404, %digit.i406 ]
  %cursor.i399 = phi ptr [ %end.i397, %check9.fail ], [ %digit.at.i400, %digit.i406 ]
  %digit.at.i400 = getelementptr inbounds i8, ptr %cursor.i399, i64 -1
  %digit1.i401 = urem i64 %remaining.i398, 10
  %digit.byte.i402 = trunc i64 %digit1.i401 to i8
  %ascii.i403 = or i8 %digit.byte.i402, 48
  store i8 %ascii.i403, ptr %digit.at.i400, align 1
  %rest.i404 = udiv i64 %remaining.i398, 10
  %more.not.i405 = icmp ult i64 %remaining.i398, 10
  br i1 %more.not.i405, label %digits.done.i408, label %digit.i406

digits.done.i408:                                 ; preds = %digit.i406
  %neg.i407 = icmp slt i32 %B.type_index, 0
  br i1 %neg.i407, label %sign.i410, label %__modlink_format_i64.exit412

sign.i410:                                        ; preds = %digits.done.i408
  %sign.at.i409 = getelementptr inbounds i8, ptr %cursor.i399, i64 -2
  store i8 45, ptr %sign.at.i409, align 1
  br label %__modlink_format_i64.exit412

__modlink_format_i64.exit412:                     ; preds = %digits.done.i408, %sign.i410
  %start.i411 = phi ptr [ %digit.at.i400, %digits.done.i408 ], [ %sign.at.i409, %sign.i410 ]
  %part54 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i411, ptr %part54, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i413

call.i413:                                        ; preds = %__modlink_format_i64.exit412
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check9.ok:                                        ; preds = %A.strides.done, %A.strides.done, %A.strides.done
  %is48 = icmp eq i32 %B.type_index, 70
  %B.value = getelementptr inbounds i8, ptr %args, i64 24
  %B.ptr = load ptr, ptr %B.value, align 8
  %B.dltensor.idx = select i1 %is48, i64 24, i64 0
  %B.dltensor = getelementptr i8, ptr %B.ptr, i64 %B.dltensor.idx
  %null55.not = icmp eq ptr %B.ptr, null
  br i1 %null55.not, label %check10.fail, label %check10.ok

check10.fail:                                     ; preds = %check9.ok
  store ptr @.str.14, ptr %message.parts, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i415

call.i415:                                        ; preds = %check10.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check10.ok:                                       ; preds = %check9.ok
  %ndim.at58 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %B.dltensor, i64 0, i32 2
  %B.ndim = load i32, ptr %ndim.at58, align 4
  %ndim.ok59 = icmp eq i32 %B.ndim, 2
  br i1 %ndim.ok59, label %check11.ok, label %check11.fail

check11.fail:                                     ; preds = %check10.ok
  store ptr @.str.15, ptr %message.parts, align 8
  %5 = tail call i32 @llvm.abs.i32(i32 %B.ndim, i1 false)
  %mag.i417 = zext i32 %5 to i64
  %end.i418 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i418, align 1
  br label %digit.i427

digit.i427:                                       ; preds = %digit.i427, %check11.fail
  %remaining.i419 = phi i64 [ %mag.i417, %check11.fail ], [ %rest.i425, %digit.i427 ]
  %cursor.i420 = phi ptr [ %end.i418, %check11.fail ], [ %digit.at.i421, %digit.i427 ]
  %digit.at.i421 = getelementptr inbounds i8, ptr %cursor.i420, i64 -1
  %digit1.i422 = urem i64 %remaining.i419, 10
  %digit.byte.i423 = trunc i64 %digit1.i422 to i8
  %ascii.i424 = or i8 %digit.byte.i423, 48
  store i8 %ascii.i424, ptr %digit.at.i421, align 1
  %rest.i425 = udiv i64 %remaining.i419, 10
  %more.not.i426 = icmp ult i64 %remaining.i419, 10
  br i1 %more.not.i426, label %digits.done.i429, label %digit.i427

digits.done.i429:                                 ; preds = %digit.i427
  %neg.i428 = icmp slt i32 %B.ndim, 0
  br i1 %neg.i428, label %sign.i431, label %__modlink_format_i64.exit433

sign.i431:                                        ; preds = %digits.done.i429
  %sign.at.i430 = getelementptr inbounds i8, ptr %cursor.i420, i64 -2
  store i8 45, ptr %sign.at.i430, align 1
  br label %__modlink_format_i64.exit433

__modlink_format_i64.exit433:                     ; preds = %digits.done.i429, %sign.i431
  %start.i432 = phi ptr [ %digit.at.i421, %digits.done.i429 ], [ %sign.at.i430, %sign.i431 ]
  %part63 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i432, ptr %part63, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i434

call.i434:                                        ; preds = %__modlink_format_i64.exit433
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check11.ok:                                       ; preds = %check10.ok
  %dtype.at64 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %B.dltensor, i64 0, i32 3
  %bits.at66 = getelementptr inbounds { i8, i8, i16 }, ptr %dtype.at64, i64 0, i32 1
  %lanes.at67 = getelementptr inbounds { i8, i8, i16 }, ptr %dtype.at64, i64 0, i32 2
  %code68 = load i8, ptr %dtype.at64, align 1
  %bits69 = load i8, ptr %bits.at66, align 1
  %lanes70 = load i16, ptr %lanes.at67, align 2
  %code.ok71 = icmp eq i8 %code68, 2
  %bits.ok72 = icmp eq i8 %bits69, 32
  %lanes.ok73 = icmp eq i16 %lanes70, 1
  %dtype.ok74 = and i1 %code.ok71, %bits.ok72
  %dtype.ok75 = and i1 %dtype.ok74, %lanes.ok73
  br i1 %dtype.ok75, label %check12.ok, label %check12.fail

check12.fail:                                     ; preds = %check11.ok
  %lanes78 = zext i16 %lanes70 to i64
  %code76 = zext i8 %code68 to i64
  store ptr @.str.16, ptr %message.parts, align 8
  %end.i437 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i437, align 1
  br label %digit.i446

digit.i446:                                       ; preds = %digit.i446, %check12.fail
  %remaining.i438 = phi i64 [ %code76, %check12.fail ], [ %rest.i444, %digit.i446 ]
  %cursor.i439 = phi ptr [ %end.i437, %check12.fail ], [ %digit.at.i440, %digit.i446 ]
  %digit.at.i440 = getelementptr inbounds i8, ptr %cursor.i439, i64 -1
  %digit1.i441 = urem i64 %remaining.i438, 10
  %digit.byte.i442 = trunc i64 %digit1.i441 to i8
  %ascii.i443 = or i8 %digit.byte.i442, 48
  store i8 %ascii.i443, ptr %digit.at.i440, align 1
  %rest.i444 = udiv i64 %remaining.i438, 10
  %more.not.i445 = icmp ult i64 %remaining.i438, 10
  br i1 %more.not.i445, label %__modlink_format_i64.exit449, label %digit.i446

__modlink_format_i64.exit449:                     ; preds = %digit.i446
  %bits77 = zext i8 %bits69 to i64
  %part81 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %digit.at.i440, ptr %part81, align 8
  %part82 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.7, ptr %part82, align 8
  %end.i451 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i451, align 1
  br label %digit.i460

digit.i460:                                       ; preds = %digit.i460, %__modlink_format_i64.exit449
  %remaining.i452 = phi i64 [ %bits77, %__modlink_format_i64.exit449 ], [ %rest.i458, %digit.i460 ]
  %cursor.i453 = phi ptr [ %end.i451, %__modlink_format_i64.exit449 ], [ %digit.at.i454, %digit.i460 ]
  %digit.at.i454 = getelementptr inbounds i8, ptr %cursor.i453, i64 -1
  %digit1.i455 = urem i64 %remaining.i452, 10
  %digit.byte.i456 = trunc i64 %digit1.i455 to i8
  %ascii.i457 = or i8 %digit.byte.i456, 48
  store i8 %ascii.i457, ptr %digit.at.i454, align 1
  %rest.i458 = udiv i64 %remaining.i452, 10
  %more.not.i459 = icmp ult i64 %remaining.i452, 10
  br i1 %more.not.i459, label %__modlink_format_i64.exit463, label %digit.i460

__modlink_format_i64.exit463:                     ; preds = %digit.i460
  %part84 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i454, ptr %part84, align 8
  %part85 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 4
  store ptr @.str.8, ptr %part85, align 8
  %end.i465 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i465, align 1
  br label %digit.i474

digit.i474:                                       ; preds = %digit.i474, %__modlink_format_i64.exit463
  %remaining.i466 = phi i64 [ %lanes78, %__modlink_format_i64.exit463 ], [ %rest.i472, %digit.i474 ]
  %cursor.i467 = phi ptr [ %end.i465, %__modlink_format_i64.exit463 ], [ %digit.at.i468, %digit.i474 ]
  %digit.at.i468 = getelementptr inbounds i8, ptr %cursor.i467, i64 -1
  %digit1.i469 = urem i64 %remaining.i466, 10
  %digit.byte.i470 = trunc i64 %digit1.i469 to i8
  %ascii.i471 = or i8 %digit.byte.i470, 48
  store i8 %ascii.i471, ptr %digit.at.i468, align 1
  %rest.i472 = udiv i64 %remaining.i466, 10
  %more.not.i473 = icmp ult i64 %remaining.i466, 10
  br i1 %more.not.i473, label %__modlink_format_i64.exit477, label %digit.i474

__modlink_format_i64.exit477:                     ; preds = %digit.i474
  %part87 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 5
  store ptr %digit.at.i468, ptr %part87, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i478

call.i478:                                        ; preds = %__modlink_format_i64.exit477
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check12.ok:                                       ; preds = %check11.ok
  %device.at88 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %B.dltensor, i64 0, i32 1
  %B.device_type = load i32, ptr %device.at88, align 4
  %device.ok89 = icmp eq i32 %B.device_type, 1
  br i1 %device.ok89, label %check13.ok, label %check13.fail

check13.fail:                                     ; preds = %check12.ok
  store ptr @.str.17, ptr %message.parts, align 8
  %6 = tail call i32 @llvm.abs.i32(i32 %B.device_type, i1 false)
  %mag.i480 = zext i32 %6 to i64
  %end.i481 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i481, align 1
  br label %digit.i490

digit.i490:                                       ; preds = %digit.i490, %check13.fail
  %remaining.i482 = phi i64 [ %mag.i480, %check13.fail ], [ %rest.i488, %digit.i490 ]
  %cursor.i483 = phi ptr [ %end.i481, %check13.fail ], [ %digit.at.i484, %digit.i490 ]
  %digit.at.i484 = getelementptr inbounds i8, ptr %cursor.i483, i64 -1
  %digit1.i485 = urem i64 %remaining.i482, 10
  %digit.byte.i486 = trunc i64 %digit1.i485 to i8
  %ascii.i487 = or i8 %digit.byte.i486, 48
  store i8 %ascii.i487, ptr %digit.at.i484, align 1
  %rest.i488 = udiv i64 %remaining.i482, 10
  %more.not.i489 = icmp ult i64 %remaining.i482, 10
  br i1 %more.not.i489, label %digits.done.i492, label %digit.i490

digits.done.i492:                                 ; preds = %digit.i490
  %neg.i491 = icmp slt i32 %B.device_type, 0
  br i1 %neg.i491, label %sign.i494, label %__modlink_format_i64.exit496

sign.i494:                                        ; preds = %digits.done.i492
  %sign.at.i493 = getelementptr inbounds i8, ptr %cursor.i483, i64 -2
  store i8 45, ptr %sign.at.i493, align 1
  br label %__modlink_format_i64.exit496

__modlink_format_i64.exit496:                     ; preds = %digits.done.i492, %sign.i494
  %start.i495 = phi ptr [ %digit.at.i484, %digits.done.i492 ], [ %sign.at.i493, %sign.i494 ]
  %part93 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i495, ptr %part93, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i497

call.i497:                                        ; preds = %__modlink_format_i64.exit496
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check13.ok:                                       ; preds = %check12.ok
  %shape.at94 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %B.dltensor, i64 0, i32 4
  %B.shape = load ptr, ptr %shape.at94, align 8
  %B.shape0 = load i64, ptr %B.shape, align 8
  %extent.ok = icmp eq i64 %B.shape0, %A.shape1
  br i1 %extent.ok, label %check14.ok, label %check14.fail

check14.fail:                                     ; preds = %check13.ok
  store ptr @.str.18, ptr %message.parts, align 8
  %mag.i499 = tail call i64 @llvm.abs.i64(i64 %B.shape0, i1 false)
  %end.i500 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i500, align 1
  br label %digit.i509

digit.i509:                                       ; preds = %digit.i509, %check14.fail
  %remaining.i501 = phi i64 [ %mag.i499, %check14.fail ], [ %rest.i507, %digit.i509 ]
  %cursor.i502 = phi ptr [ %end.i500, %check14.fail ], [ %digit.at.i503, %digit.i509 ]
  %digit.at.i503 = getelementptr inbounds i8, ptr %cursor.i502, i64 -1
  %digit1.i504 = urem i64 %remaining.i501, 10
  %digit.byte.i505 = trunc i64 %digit1.i504 to i8
  %ascii.i506 = or i8 %digit.byte.i505, 48
  store i8 %ascii.i506, ptr %digit.at.i503, align 1
  %rest.i507 = udiv i64 %remaining.i501, 10
  %more.not.i508 = icmp ult i64 %remaining.i501, 10
  br i1 %more.not.i508, label %digits.done.i511, label %digit.i509

digits.done.i511:                                 ; preds = %digit.i509
  %neg.i510 = icmp slt i64 %B.shape0, 0
  br i1 %neg.i510, label %sign.i513, label %__modlink_format_i64.exit515

sign.i513:                                        ; preds = %digits.done.i511
  %sign.at.i512 = getelementptr inbounds i8, ptr %cursor.i502, i64 -2
  store i8 45, ptr %sign.at.i512, align 1
  br label %__modlink_format_i64.exit515

__modlink_format_i64.exit515:                     ; preds = %digits.done.i511, %sign.i513
  %start.i514 = phi ptr [ %digit.at.i503, %digits.done.i511 ], [ %sign.at.i512, %sign.i513 ]
  %part98 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i514, ptr %part98, align 8
  %part99 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.19, ptr %part99, align 8
  %mag.i516 = call i64 @llvm.abs.i64(i64 %A.shape1, i1 false)
  %end.i517 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i517, align 1
  br label %digit.i526

digit.i526:                                       ; preds = %digit.i526, %__modlink_format_i64.exit515
  %remaining.i518 = phi i64 [ %mag.i516, %__modlink_format_i64.exit515 ], [ %rest.i524, %digit.i526 ]
  %cursor.i519 = phi ptr [ %end.i517, %__modlink_format_i64.exit515 ], [ %digit.at.i520, %digit.i526 ]
  %digit.at.i520 = getelementptr inbounds i8, ptr %cursor.i519, i64 -1
  %digit1.i521 = urem i64 %remaining.i518, 10
  %digit.byte.i522 = trunc i64 %digit1.i521 to i8
  %ascii.i523 = or i8 %digit.byte.i522, 48
  store i8 %ascii.i523, ptr %digit.at.i520, align 1
  %rest.i524 = udiv i64 %remaining.i518, 10
  %more.not.i525 = icmp ult i64 %remaining.i518, 10
  br i1 %more.not.i525, label %digits.done.i528, label %digit.i526

digits.done.i528:                                 ; preds = %digit.i526
  %neg.i527 = icmp slt i64 %A.shape1, 0
  br i1 %neg.i527, label %sign.i530, label %__modlink_format_i64.exit532

sign.i530:                                        ; preds = %digits.done.i528
  %sign.at.i529 = getelementptr inbounds i8, ptr %cursor.i519, i64 -2
  store i8 45, ptr %sign.at.i529, align 1
  br label %__modlink_format_i64.exit532

__modlink_format_i64.exit532:                     ; preds = %digits.done.i528, %sign.i530
  %start.i531 = phi ptr [ %digit.at.i520, %digits.done.i528 ], [ %sign.at.i529, %sign.i530 ]
  %part101 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %start.i531, ptr %part101, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i533

call.i533:                                        ; preds = %__modlink_format_i64.exit532
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check14.ok:                                       ; preds = %check13.ok
  %extent.at102 = getelementptr inbounds i64, ptr %B.shape, i64 1
  %B.shape1 = load i64, ptr %extent.at102, align 8
  %strides.at103 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %B.dltensor, i64 0, i32 5
  %B.strides = load ptr, ptr %strides.at103, align 8
  %has_strides104.not = icmp eq ptr %B.strides, null
  br i1 %has_strides104.not, label %B.strides.done, label %B.strides.check

B.strides.check:                                  ; preds = %check14.ok
  %stride.at105 = getelementptr inbounds i64, ptr %B.strides, i64 1
  %B.stride1 = load i64, ptr %stride.at105, align 8
  %stride.ok106 = icmp eq i64 %B.stride1, 1
  %unit107 = icmp eq i64 %B.shape1, 1
  %stride.ok108 = or i1 %unit107, %stride.ok106
  br i1 %stride.ok108, label %check15.ok, label %check15.fail

B.strides.done:                                   ; preds = %check15.ok, %check14.ok
  %data128 = load ptr, ptr %B.dltensor, align 8
  %byte_offset.at129 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %B.dltensor, i64 0, i32 6
  %byte_offset130 = load i64, ptr %byte_offset.at129, align 8
  %B.data = getelementptr i8, ptr %data128, i64 %byte_offset130
  %C.any = getelementptr inbounds i8, ptr %args, i64 32
  %C.type_index = load i32, ptr %C.any, align 4
  switch i32 %C.type_index, label %check17.fail [
    i32 70, label %check17.ok
    i32 7, label %check17.ok
    i32 4, label %check17.ok
  ]

check15.fail:                                     ; preds = %B.strides.check
  store ptr @.str.20, ptr %message.parts, align 8
  %mag.i535 = tail call i64 @llvm.abs.i64(i64 %B.stride1, i1 false)
  %end.i536 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i536, align 1
  br label %digit.i545

digit.i545:                                       ; preds = %digit.i545, %check15.fail
  %remaining.i537 = phi i64 [ %mag.i535, %check15.fail ], [ %rest.i543, %digit.i545 ]
  %cursor.i538 = phi ptr [ %end.i536, %check15.fail ], [ %digit.at.i539, %digit.i545 ]
  %digit.at.i539 = getelementptr inbounds i8, ptr %cursor.i538, i64 -1
  %digit1.i540 = urem i64 %remaining.i537, 10
  %digit.byte.i541 = trunc i64 %digit1.i540 to i8
  %ascii.i542 = or i8 %digit.byte.i541, 48
  store i8 %ascii.i542, ptr %digit.at.i539, align 1
  %rest.i543 = udiv i64 %remaining.i537, 10
  %more.not.i544 = icmp ult i64 %remaining.i537, 10
  br i1 %more.not.i544, label %digits.done.i547, label %digit.i545

digits.done.i547:                                 ; preds = %digit.i545
  %neg.i546 = icmp slt i64 %B.stride1, 0
  br i1 %neg.i546, label %sign.i549, label %__modlink_format_i64.exit551

sign.i549:                                        ; preds = %digits.done.i547
  %sign.at.i548 = getelementptr inbounds i8, ptr %cursor.i538, i64 -2
  store i8 45, ptr %sign.at.i548, align 1
  br label %__modlink_format_i64.exit551

__modlink_format_i64.exit551:                     ; preds = %digits.done.i547, %sign.i549
  %start.i550 = phi ptr [ %digit.at.i539, %digits.done.i547 ], [ %sign.at.i548, %sign.i549 ]
  %part111 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i550, ptr %part111, align 8
  %part112 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.11, ptr %part112, align 8
  %end.i552 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i552, align 1
  %digit.at.i555 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i555, align 1
  %part114 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i555, ptr %part114, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i565

call.i565:                                        ; preds = %__modlink_format_i64.exit551
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check15.ok:                                       ; preds = %B.strides.check
  %B.stride0 = load i64, ptr %B.strides, align 8
  %stride.ok117 = icmp eq i64 %B.stride0, %B.shape1
  %unit118 = icmp eq i64 %A.shape1, 1
  %stride.ok119 = or i1 %unit118, %stride.ok117
  br i1 %stride.ok119, label %B.strides.done, label %check16.fail

check16.fail:                                     ; preds = %check15.ok
  store ptr @.str.21, ptr %message.parts, align 8
  %mag.i567 = tail call i64 @llvm.abs.i64(i64 %B.stride0, i1 false)
  %end.i568 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i568, align 1
  br label %digit.i577

digit.i577:                                       ; preds = %digit.i577, %check16.fail
  %remaining.i569 = phi i64 [ %mag.i567, %check16.fail ], [ %rest.i575, %digit.i577 ]
  %cursor.i570 = phi ptr [ %end.i568, %check16.fail ], [ %digit.at.i571, %digit.i577 ]
  %digit.at.i571 = getelementptr inbounds i8, ptr %cursor.i570, i64 -1
  %digit1.i572 = urem i64 %remaining.i569, 10
  %digit.byte.i573 = trunc i64 %digit1.i572 to i8
  %ascii.i574 = or i8 %digit.byte.i573, 48
  store i8 %ascii.i574, ptr %digit.at.i571, align 1
  %rest.i575 = udiv i64 %remaining.i569, 10
  %more.not.i576 = icmp ult i64 %remaining.i569, 10
  br i1 %more.not.i576, label %digits.done.i579, label %digit.i577

digits.done.i579:                                 ; preds = %digit.i577
  %neg.i578 = icmp slt i64 %B.stride0, 0
  br i1 %neg.i578, label %sign.i581, label %__modlink_format_i64.exit583

sign.i581:                                        ; preds = %digits.done.i579
  %sign.at.i580 = getelementptr inbounds i8, ptr %cursor.i570, i64 -2
  store i8 45, ptr %sign.at.i580, align 1
  br label %__modlink_format_i64.exit583

__modlink_format_i64.exit583:                     ; preds = %digits.done.i579, %sign.i581
  %start.i582 = phi ptr [ %digit.at.i571, %digits.done.i579 ], [ %sign.at.i580, %sign.i581 ]
  %part122 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i582, ptr %part122, align 8
  %part123 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.11, ptr %part123, align 8
  %mag.i584 = call i64 @llvm.abs.i64(i64 %B.shape1, i1 false)
  %end.i585 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i585, align 1
  br label %digit.i594

digit.i594:                                       ; preds = %digit.i594, %__modlink_format_i64.exit583
  %remaining.i586 = phi i64 [ %mag.i584, %__modlink_format_i64.exit583 ], [ %rest.i592, %digit.i594 ]
  %cursor.i587 = phi ptr [ %end.i585, %__modlink_format_i64.exit583 ], [ %digit.at.i588, %digit.i594 ]
  %digit.at.i588 = getelementptr inbounds i8, ptr %cursor.i587, i64 -1
  %digit1.i589 = urem i64 %remaining.i586, 10
  %digit.byte.i590 = trunc i64 %digit1.i589 to i8
  %ascii.i591 = or i8 %digit.byte.i590, 48
  store i8 %ascii.i591, ptr %digit.at.i588, align 1
  %rest.i592 = udiv i64 %remaining.i586, 10
  %more.not.i593 = icmp ult i64 %remaining.i586, 10
  br i1 %more.not.i593, label %digits.done.i596, label %digit.i594

digits.done.i596:                                 ; preds = %digit.i594
  %neg.i595 = icmp slt i64 %B.shape1, 0
  br i1 %neg.i595, label %sign.i598, label %__modlink_format_i64.exit600

sign.i598:                                        ; preds = %digits.done.i596
  %sign.at.i597 = getelementptr inbounds i8, ptr %cursor.i587, i64 -2
  store i8 45, ptr %sign.at.i597, align 1
  br label %__modlink_format_i64.exit600

__modlink_format_i64.exit600:                     ; preds = %digits.done.i596, %sign.i598
  %start.i599 = phi ptr [ %digit.at.i588, %digits.done.i596 ], [ %sign.at.i597, %sign.i598 ]
  %part125 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %start.i599, ptr %part125, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i601

call.i601:                                        ; preds = %__modlink_format_i64.exit600
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check17.fail:                                     ; preds = %B.strides.done
  store ptr @.str.22, ptr %message.parts, align 8
  %7 = tail call i32 @llvm.abs.i32(i32 %C.type_index, i1 false)
  %mag.i603 = zext i32 %7 to i64
  %end.i604 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i604, align 1
  br label %digit.i613

digit.i613:                                       ; preds = %digit.i613, %check17.fail
  %remaining.i605 = phi i64 [ %mag.i603, %check17.fail ], [ %rest.i611, %digit.i613 ]
  %cursor.i606 = phi ptr [ %end.i604, %check17.fail ], [ %digit.at.i607, %digit.i613 ]
  %digit.at.i607 = getelementptr inbounds i8, ptr %cursor.i606, i64 -1
  %digit1.i608 = urem i64 %remaining.i605, 10
  %digit.byte.i609 = trunc i64 %digit1.i608 to i8
  %ascii.i610 = or i8 %digit.byte.i609, 48
  store i8 %ascii.i610, ptr %digit.at.i607, align 1
  %rest.i611 = udiv i64 %remaining.i605, 10
  %more.not.i612 = icmp ult i64 %remaining.i605, 10
  br i1 %more.not.i612, label %digits.done.i615, label %digit.i613

digits.done.i615:                                 ; preds = %digit.i613
  %neg.i614 = icmp slt i32 %C.type_index, 0
  br i1 %neg.i614, label %sign.i617, label %__modlink_format_i64.exit619

sign.i617:                                        ; preds = %digits.done.i615
  %sign.at.i616 = getelementptr inbounds i8, ptr %cursor.i606, i64 -2
  store i8 45, ptr %sign.at.i616, align 1
  br label %__modlink_format_i64.exit619

__modlink_format_i64.exit619:                     ; preds = %digits.done.i615, %sign.i617
  %start.i618 = phi ptr [ %digit.at.i607, %digits.done.i615 ], [ %sign.at.i616, %sign.i617 ]
  %part139 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i618, ptr %part139, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i620

call.i620:                                        ; preds = %__modlink_format_i64.exit619
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check17.ok:                                       ; preds = %B.strides.done, %B.strides.done, %B.strides.done
  %is133 = icmp eq i32 %C.type_index, 70
  %C.value = getelementptr inbounds i8, ptr %args, i64 40
  %C.ptr = load ptr, ptr %C.value, align 8
  %C.dltensor.idx = select i1 %is133, i64 24, i64 0
  %C.dltensor = getelementptr i8, ptr %C.ptr, i64 %C.dltensor.idx
  %null140.not = icmp eq ptr %C.ptr, null
  br i1 %null140.not, label %check18.fail, label %check18.ok

check18.fail:                                     ; preds = %check17.ok
  store ptr @.str.23, ptr %message.parts, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i622

call.i622:                                        ; preds = %check18.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check18.ok:                                       ; preds = %check17.ok
  %ndim.at143 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %C.dltensor, i64 0, i32 2
  %C.ndim = load i32, ptr %ndim.at143, align 4
  %ndim.ok144 = icmp eq i32 %C.ndim, 2
  br i1 %ndim.ok144, label %check19.ok, label %check19.fail

check19.fail:                                     ; preds = %check18.ok
  store ptr @.str.24, ptr %message.parts, align 8
  %8 = tail call i32 @llvm.abs.i32(i32 %C.ndim, i1 false)
  %mag.i624 = zext i32 %8 to i64
  %end.i625 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i625, align 1
  br label %digit.i634

digit.i634:                                       ; preds = %digit.i634, %check19.fail
  %remaining.i626 = phi i64 [ %mag.i624, %check19.fail ], [ %rest.i632, %digit.i634 ]
  %cursor.i627 = phi ptr [ %end.i625, %check19.fail ], [ %digit.at.i628, %digit.i634 ]
  %digit.at.i628 = getelementptr inbounds i8, ptr %cursor.i627, i64 -1
  %digit1.i629 = urem i64 %remaining.i626, 10
  %digit.byte.i630 = trunc i64 %digit1.i629 to i8
  %ascii.i631 = or i8 %digit.byte.i630, 48
  store i8 %ascii.i631, ptr %digit.at.i628, align 1
  %rest.i632 = udiv i64 %remaining.i626, 10
  %more.not.i633 = icmp ult i64 %remaining.i626, 10
  br i1 %more.not.i633, label %digits.done.i636, label %digit.i634

digits.done.i636:                                 ; preds = %digit.i634
  %neg.i635 = icmp slt i32 %C.ndim, 0
  br i1 %neg.i635, label %sign.i638, label %__modlink_format_i64.exit640

sign.i638:                                        ; preds = %digits.done.i636
  %sign.at.i637 = getelementptr inbounds i8, ptr %cursor.i627, i64 -2
  store i8 45, ptr %sign.at.i637, align 1
  br label %__modlink_format_i64.exit640

__modlink_format_i64.exit640:                     ; preds = %digits.done.i636, %sign.i638
  %start.i639 = phi ptr [ %digit.at.i628, %digits.done.i636 ], [ %sign.at.i637, %sign.i638 ]
  %part148 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i639, ptr %part148, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i641

call.i641:                                        ; preds = %__modlink_format_i64.exit640
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check19.ok:                                       ; preds = %check18.ok
  %dtype.at149 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %C.dltensor, i64 0, i32 3
  %bits.at151 = getelementptr inbounds { i8, i8, i16 }, ptr %dtype.at149, i64 0, i32 1
  %lanes.at152 = getelementptr inbounds { i8, i8, i16 }, ptr %dtype.at149, i64 0, i32 2
  %code153 = load i8, ptr %dtype.at149, align 1
  %bits154 = load i8, ptr %bits.at151, align 1
  %lanes155 = load i16, ptr %lanes.at152, align 2
  %code.ok156 = icmp eq i8 %code153, 2
  %bits.ok157 = icmp eq i8 %bits154, 32
  %lanes.ok158 = icmp eq i16 %lanes155, 1
  %dtype.ok159 = and i1 %code.ok156, %bits.ok157
  %dtype.ok160 = and i1 %dtype.ok159, %lanes.ok158
  br i1 %dtype.ok160, label %check20.ok, label %check20.fail

check20.fail:                                     ; preds = %check19.ok
  %lanes163 = zext i16 %lanes155 to i64
  %code161 = zext i8 %code153 to i64
  store ptr @.str.25, ptr %message.parts, align 8
  %end.i644 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i644, align 1
  br label %digit.i653

digit.i653:                                       ; preds = %digit.i653, %check20.fail
  %remaining.i645 = phi i64 [ %code161, %check20.fail ], [ %rest.i651, %digit.i653 ]
  %cursor.i646 = phi ptr [ %end.i644, %check20.fail ], [ %digit.at.i647, %digit.i653 ]
  %digit.at.i647 = getelementptr inbounds i8, ptr %cursor.i646, i64 -1
  %digit1.i648 = urem i64 %remaining.i645, 10
  %digit.byte.i649 = trunc i64 %digit1.i648 to i8
  %ascii.i650 = or i8 %digit.byte.i649, 48
  store i8 %ascii.i650, ptr %digit.at.i647, align 1
  %rest.i651 = udiv i64 %remaining.i645, 10
  %more.not.i652 = icmp ult i64 %remaining.i645, 10
  br i1 %more.not.i652, label %__modlink_format_i64.exit656, label %digit.i653

__modlink_format_i64.exit656:                     ; preds = %digit.i653
  %bits162 = zext i8 %bits154 to i64
  %part166 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %digit.at.i647, ptr %part166, align 8
  %part167 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.7, ptr %part167, align 8
  %end.i658 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i658, align 1
  br label %digit.i667

digit.i667:                                       ; preds = %digit.i667, %__modlink_format_i64.exit656
  %remaining.i659 = phi i64 [ %bits162, %__modlink_format_i64.exit656 ], [ %rest.i665, %digit.i667 ]
  %cursor.i660 = phi ptr [ %end.i658, %__modlink_format_i64.exit656 ], [ %digit.at.i661, %digit.i667 ]
  %digit.at.i661 = getelementptr inbounds i8, ptr %cursor.i660, i64 -1
  %digit1.i662 = urem i64 %remaining.i659, 10
  %digit.byte.i663 = trunc i64 %digit1.i662 to i8
  %ascii.i664 = or i8 %digit.byte.i663, 48
  store i8 %ascii.i664, ptr %digit.at.i661, align 1
  %rest.i665 = udiv i64 %remaining.i659, 10
  %more.not.i666 = icmp ult i64 %remaining.i659, 10
  br i1 %more.not.i666, label %__modlink_format_i64.exit670, label %digit.i667

__modlink_format_i64.exit670:                     ; preds = %digit.i667
  %part169 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i661, ptr %part169, align 8
  %part170 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 4
  store ptr @.str.8, ptr %part170, align 8
  %end.i672 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i672, align 1
  br label %digit.i681

digit.i681:                                       ; preds = %digit.i681, %__modlink_format_i64.exit670
  %remaining.i673 = phi i64 [ %lanes163, %__modlink_format_i64.exit670 ], [ %rest.i679, %digit.i681 ]
  %cursor.i674 = phi ptr [ %end.i672, %__modlink_format_i64.exit670 ], [ %digit.at.i675, %digit.i681 ]
  %digit.at.i675 = getelementptr inbounds i8, ptr %cursor.i674, i64 -1
  %digit1.i676 = urem i64 %remaining.i673, 10
  %digit.byte.i677 = trunc i64 %digit1.i676 to i8
  %ascii.i678 = or i8 %digit.byte.i677, 48
  store i8 %ascii.i678, ptr %digit.at.i675, align 1
  %rest.i679 = udiv i64 %remaining.i673, 10
  %more.not.i680 = icmp ult i64 %remaining.i673, 10
  br i1 %more.not.i680, label %__modlink_format_i64.exit684, label %digit.i681

__modlink_format_i64.exit684:                     ; preds = %digit.i681
  %part172 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 5
  store ptr %digit.at.i675, ptr %part172, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i685

call.i685:                                        ; preds = %__modlink_format_i64.exit684
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check20.ok:                                       ; preds = %check19.ok
  %device.at173 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %C.dltensor, i64 0, i32 1
  %C.device_type = load i32, ptr %device.at173, align 4
  %device.ok174 = icmp eq i32 %C.device_type, 1
  br i1 %device.ok174, label %check21.ok, label %check21.fail

check21.fail:                                     ; preds = %check20.ok
  store ptr @.str.26, ptr %message.parts, align 8
  %9 = tail call i32 @llvm.abs.i32(i32 %C.device_type, i1 false)
  %mag.i687 = zext i32 %9 to i64
  %end.i688 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i688, align 1
  br label %digit.i697

digit.i697:                                       ; preds = %digit.i697, %check21.fail
  %remaining.i689 = phi i64 [ %mag.i687, %check21.fail ], [ %rest.i695, %digit.i697 ]
  %cursor.i690 = phi ptr [ %end.i688, %check21.fail ], [ %digit.at.i691, %digit.i697 ]
  %digit.at.i691 = getelementptr inbounds i8, ptr %cursor.i690, i64 -1
  %digit1.i692 = urem i64 %remaining.i689, 10
  %digit.byte.i693 = trunc i64 %digit1.i692 to i8
  %ascii.i694 = or i8 %digit.byte.i693, 48
  store i8 %ascii.i694, ptr %digit.at.i691, align 1
  %rest.i695 = udiv i64 %remaining.i689, 10
  %more.not.i696 = icmp ult i64 %remaining.i689, 10
  br i1 %more.not.i696, label %digits.done.i699, label %digit.i697

digits.done.i699:                                 ; preds = %digit.i697
  %neg.i698 = icmp slt i32 %C.device_type, 0
  br i1 %neg.i698, label %sign.i701, label %__modlink_format_i64.exit703

sign.i701:                                        ; preds = %digits.done.i699
  %sign.at.i700 = getelementptr inbounds i8, ptr %cursor.i690, i64 -2
  store i8 45, ptr %sign.at.i700, align 1
  br label %__modlink_format_i64.exit703

__modlink_format_i64.exit703:                     ; preds = %digits.done.i699, %sign.i701
  %start.i702 = phi ptr [ %digit.at.i691, %digits.done.i699 ], [ %sign.at.i700, %sign.i701 ]
  %part178 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i702, ptr %part178, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i704

call.i704:                                        ; preds = %__modlink_format_i64.exit703
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check21.ok:                                       ; preds = %check20.ok
  %shape.at179 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %C.dltensor, i64 0, i32 4
  %C.shape = load ptr, ptr %shape.at179, align 8
  %C.shape0 = load i64, ptr %C.shape, align 8
  %extent.ok181 = icmp eq i64 %C.shape0, %A.shape0
  br i1 %extent.ok181, label %check22.ok, label %check22.fail

check22.fail:                                     ; preds = %check21.ok
  store ptr @.str.27, ptr %message.parts, align 8
  %mag.i706 = tail call i64 @llvm.abs.i64(i64 %C.shape0, i1 false)
  %end.i707 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i707, align 1
  br label %digit.i716

digit.i716:                                       ; preds = %digit.i716, %check22.fail
  %remaining.i708 = phi i64 [ %mag.i706, %check22.fail ], [ %rest.i714, %digit.i716 ]
  %cursor.i709 = phi ptr [ %end.i707, %check22.fail ], [ %digit.at.i710, %digit.i716 ]
  %digit.at.i710 = getelementptr inbounds i8, ptr %cursor.i709, i64 -1
  %digit1.i711 = urem i64 %remaining.i708, 10
  %digit.byte.i712 = trunc i64 %digit1.i711 to i8
  %ascii.i713 = or i8 %digit.byte.i712, 48
  store i8 %ascii.i713, ptr %digit.at.i710, align 1
  %rest.i714 = udiv i64 %remaining.i708, 10
  %more.not.i715 = icmp ult i64 %remaining.i708, 10
  br i1 %more.not.i715, label %digits.done.i718, label %digit.i716

digits.done.i718:                                 ; preds = %digit.i716
  %neg.i717 = icmp slt i64 %C.shape0, 0
  br i1 %neg.i717, label %sign.i720, label %__modlink_format_i64.exit722

sign.i720:                                        ; preds = %digits.done.i718
  %sign.at.i719 = getelementptr inbounds i8, ptr %cursor.i709, i64 -2
  store i8 45, ptr %sign.at.i719, align 1
  br label %__modlink_format_i64.exit722

__modlink_format_i64.exit722:                     ; preds = %digits.done.i718, %sign.i720
  %start.i721 = phi ptr [ %digit.at.i710, %digits.done.i718 ], [ %sign.at.i719, %sign.i720 ]
  %part184 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i721, ptr %part184, align 8
  %part185 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.28, ptr %part185, align 8
  %mag.i723 = call i64 @llvm.abs.i64(i64 %A.shape0, i1 false)
  %end.i724 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i724, align 1
  br label %digit.i733

digit.i733:                                       ; preds = %digit.i733, %__modlink_format_i64.exit722
  %remaining.i725 = phi i64 [ %mag.i723, %__modlink_format_i64.exit722 ], [ %rest.i731, %digit.i733 ]
  %cursor.i726 = phi ptr [ %end.i724, %__modlink_format_i64.exit722 ], [ %digit.at.i727, %digit.i733 ]
  %digit.at.i727 = getelementptr inbounds i8, ptr %cursor.i726, i64 -1
  %digit1.i728 = urem i64 %remaining.i725, 10
  %digit.byte.i729 = trunc i64 %digit1.i728 to i8
  %ascii.i730 = or i8 %digit.byte.i729, 48
  store i8 %ascii.i730, ptr %digit.at.i727, align 1
  %rest.i731 = udiv i64 %remaining.i725, 10
  %more.not.i732 = icmp ult i64 %remaining.i725, 10
  br i1 %more.not.i732, label %digits.done.i735, label %digit.i733

digits.done.i735:                                 ; preds = %digit.i733
  %neg.i734 = icmp slt i64 %A.shape0, 0
  br i1 %neg.i734, label %sign.i737, label %__modlink_format_i64.exit739

sign.i737:                                        ; preds = %digits.done.i735
  %sign.at.i736 = getelementptr inbounds i8, ptr %cursor.i726, i64 -2
  store i8 45, ptr %sign.at.i736, align 1
  br label %__modlink_format_i64.exit739

__modlink_format_i64.exit739:                     ; preds = %digits.done.i735, %sign.i737
  %start.i738 = phi ptr [ %digit.at.i727, %digits.done.i735 ], [ %sign.at.i736, %sign.i737 ]
  %part187 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %start.i738, ptr %part187, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i740

call.i740:                                        ; preds = %__modlink_format_i64.exit739
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check22.ok:                                       ; preds = %check21.ok
  %extent.at188 = getelementptr inbounds i64, ptr %C.shape, i64 1
  %C.shape1 = load i64, ptr %extent.at188, align 8
  %extent.ok189 = icmp eq i64 %C.shape1, %B.shape1
  br i1 %extent.ok189, label %check23.ok, label %check23.fail

check23.fail:                                     ; preds = %check22.ok
  store ptr @.str.29, ptr %message.parts, align 8
  %mag.i742 = tail call i64 @llvm.abs.i64(i64 %C.shape1, i1 false)
  %end.i743 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i743, align 1
  br label %digit.i752

digit.i752:                                       ; preds = %digit.i752, %check23.fail
  %remaining.i744 = phi i64 [ %mag.i742, %check23.fail ], [ %rest.i750, %digit.i752 ]
  %cursor.i745 = phi ptr [ %end.i743, %check23.fail ], [ %digit.at.i746, %digit.i752 ]
  %digit.at.i746 = getelementptr inbounds i8, ptr %cursor.i745, i64 -1
  %digit1.i747 = urem i64 %remaining.i744, 10
  %digit.byte.i748 = trunc i64 %digit1.i747 to i8
  %ascii.i749 = or i8 %digit.byte.i748, 48
  store i8 %ascii.i749, ptr %digit.at.i746, align 1
  %rest.i750 = udiv i64 %remaining.i744, 10
  %more.not.i751 = icmp ult i64 %remaining.i744, 10
  br i1 %more.not.i751, label %digits.done.i754, label %digit.i752

digits.done.i754:                                 ; preds = %digit.i752
  %neg.i753 = icmp slt i64 %C.shape1, 0
  br i1 %neg.i753, label %sign.i756, label %__modlink_format_i64.exit758

sign.i756:                                        ; preds = %digits.done.i754
  %sign.at.i755 = getelementptr inbounds i8, ptr %cursor.i745, i64 -2
  store i8 45, ptr %sign.at.i755, align 1
  br label %__modlink_format_i64.exit758

__modlink_format_i64.exit758:                     ; preds = %digits.done.i754, %sign.i756
  %start.i757 = phi ptr [ %digit.at.i746, %digits.done.i754 ], [ %sign.at.i755, %sign.i756 ]
  %part192 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i757, ptr %part192, align 8
  %part193 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.30, ptr %part193, align 8
  %mag.i759 = call i64 @llvm.abs.i64(i64 %B.shape1, i1 false)
  %end.i760 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i760, align 1
  br label %digit.i769

digit.i769:                                       ; preds = %digit.i769, %__modlink_format_i64.exit758
  %remaining.i761 = phi i64 [ %mag.i759, %__modlink_format_i64.exit758 ], [ %rest.i767, %digit.i769 ]
  %cursor.i762 = phi ptr [ %end.i760, %__modlink_format_i64.exit758 ], [ %digit.at.i763, %digit.i769 ]
  %digit.at.i763 = getelementptr inbounds i8, ptr %cursor.i762, i64 -1
  %digit1.i764 = urem i64 %remaining.i761, 10
  %digit.byte.i765 = trunc i64 %digit1.i764 to i8
  %ascii.i766 = or i8 %digit.byte.i765, 48
  store i8 %ascii.i766, ptr %digit.at.i763, align 1
  %rest.i767 = udiv i64 %remaining.i761, 10
  %more.not.i768 = icmp ult i64 %remaining.i761, 10
  br i1 %more.not.i768, label %digits.done.i771, label %digit.i769

digits.done.i771:                                 ; preds = %digit.i769
  %neg.i770 = icmp slt i64 %B.shape1, 0
  br i1 %neg.i770, label %sign.i773, label %__modlink_format_i64.exit775

sign.i773:                                        ; preds = %digits.done.i771
  %sign.at.i772 = getelementptr inbounds i8, ptr %cursor.i762, i64 -2
  store i8 45, ptr %sign.at.i772, align 1
  br label %__modlink_format_i64.exit775

__modlink_format_i64.exit775:                     ; preds = %digits.done.i771, %sign.i773
  %start.i774 = phi ptr [ %digit.at.i763, %digits.done.i771 ], [ %sign.at.i772, %sign.i773 ]
  %part195 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %start.i774, ptr %part195, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i776

call.i776:                                        ; preds = %__modlink_format_i64.exit775
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check23.ok:                                       ; preds = %check22.ok
  %strides.at196 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %C.dltensor, i64 0, i32 5
  %C.strides = load ptr, ptr %strides.at196, align 8
  %has_strides197.not = icmp eq ptr %C.strides, null
  br i1 %has_strides197.not, label %C.strides.done, label %C.strides.check

C.strides.check:                                  ; preds = %check23.ok
  %stride.at198 = getelementptr inbounds i64, ptr %C.strides, i64 1
  %C.stride1 = load i64, ptr %stride.at198, align 8
  %stride.ok199 = icmp eq i64 %C.stride1, 1
  %unit200 = icmp eq i64 %B.shape1, 1
  %stride.ok201 = or i1 %unit200, %stride.ok199
  br i1 %stride.ok201, label %check24.ok, label %check24.fail

C.strides.done:                                   ; preds = %check24.ok, %check23.ok
  %data221 = load ptr, ptr %C.dltensor, align 8
  %byte_offset.at222 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %C.dltensor, i64 0, i32 6
  %byte_offset223 = load i64, ptr %byte_offset.at222, align 8
  %C.data = getelementptr i8, ptr %data221, i64 %byte_offset223
  %status = tail call i32 @matmul_c(ptr %A.data, ptr %B.data, ptr %C.data, i64 %A.shape0, i64 %A.shape1, i64 %B.shape1)
  %ok = icmp ne i32 %status, 0
  %result224 = sext i1 %ok to i32
  br label %common.ret

check24.fail:                                     ; preds = %C.strides.check
  store ptr @.str.31, ptr %message.parts, align 8
  %mag.i778 = tail call i64 @llvm.abs.i64(i64 %C.stride1, i1 false)
  %end.i779 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i779, align 1
  br label %digit.i788

digit.i788:                                       ; preds = %digit.i788, %check24.fail
  %remaining.i780 = phi i64 [ %mag.i778, %check24.fail ], [ %rest.i786, %digit.i788 ]
  %cursor.i781 = phi ptr [ %end.i779, %check24.fail ], [ %digit.at.i782, %digit.i788 ]
  %digit.at.i782 = getelementptr inbounds i8, ptr %cursor.i781, i64 -1
  %digit1.i783 = urem i64 %remaining.i780, 10
  %digit.byte.i784 = trunc i64 %digit1.i783 to i8
  %ascii.i785 = or i8 %digit.byte.i784, 48
  store i8 %ascii.i785, ptr %digit.at.i782, align 1
  %rest.i786 = udiv i64 %remaining.i780, 10
  %more.not.i787 = icmp ult i64 %remaining.i780, 10
  br i1 %more.not.i787, label %digits.done.i790, label %digit.i788

digits.done.i790:                                 ; preds = %digit.i788
  %neg.i789 = icmp slt i64 %C.stride1, 0
  br i1 %neg.i789, label %sign.i792, label %__modlink_format_i64.exit794

sign.i792:                                        ; preds = %digits.done.i790
  %sign.at.i791 = getelementptr inbounds i8, ptr %cursor.i781, i64 -2
  store i8 45, ptr %sign.at.i791, align 1
  br label %__modlink_format_i64.exit794

__modlink_format_i64.exit794:                     ; preds = %digits.done.i790, %sign.i792
  %start.i793 = phi ptr [ %digit.at.i782, %digits.done.i790 ], [ %sign.at.i791, %sign.i792 ]
  %part204 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i793, ptr %part204, align 8
  %part205 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.11, ptr %part205, align 8
  %end.i795 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i795, align 1
  %digit.at.i798 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i798, align 1
  %part207 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i798, ptr %part207, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i808

call.i808:                                        ; preds = %__modlink_format_i64.exit794
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check24.ok:                                       ; preds = %C.strides.check
  %C.stride0 = load i64, ptr %C.strides, align 8
  %stride.ok210 = icmp eq i64 %C.stride0, %B.shape1
  %unit211 = icmp eq i64 %A.shape0, 1
  %stride.ok212 = or i1 %unit211, %stride.ok210
  br i1 %stride.ok212, label %C.strides.done, label %check25.fail

check25.fail:                                     ; preds = %check24.ok
  store ptr @.str.32, ptr %message.parts, align 8
  %mag.i810 = tail call i64 @llvm.abs.i64(i64 %C.stride0, i1 false)
  %end.i811 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i811, align 1
  br label %digit.i820

digit.i820:                                       ; preds = %digit.i820, %check25.fail
  %remaining.i812 = phi i64 [ %mag.i810, %check25.fail ], [ %rest.i818, %digit.i820 ]
  %cursor.i813 = phi ptr [ %end.i811, %check25.fail ], [ %digit.at.i814, %digit.i820 ]
  %digit.at.i814 = getelementptr inbounds i8, ptr %cursor.i813, i64 -1
  %digit1.i815 = urem i64 %remaining.i812, 10
  %digit.byte.i816 = trunc i64 %digit1.i815 to i8
  %ascii.i817 = or i8 %digit.byte.i816, 48
  store i8 %ascii.i817, ptr %digit.at.i814, align 1
  %rest.i818 = udiv i64 %remaining.i812, 10
  %more.not.i819 = icmp ult i64 %remaining.i812, 10
  br i1 %more.not.i819, label %digits.done.i822, label %digit.i820

digits.done.i822:                                 ; preds = %digit.i820
  %neg.i821 = icmp slt i64 %C.stride0, 0
  br i1 %neg.i821, label %sign.i824, label %__modlink_format_i64.exit826

sign.i824:                                        ; preds = %digits.done.i822
  %sign.at.i823 = getelementptr inbounds i8, ptr %cursor.i813, i64 -2
  store i8 45, ptr %sign.at.i823, align 1
  br label %__modlink_format_i64.exit826

__modlink_format_i64.exit826:                     ; preds = %digits.done.i822, %sign.i824
  %start.i825 = phi ptr [ %digit.at.i814, %digits.done.i822 ], [ %sign.at.i823, %sign.i824 ]
  %part215 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i825, ptr %part215, align 8
  %part216 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.11, ptr %part216, align 8
  %mag.i827 = call i64 @llvm.abs.i64(i64 %B.shape1, i1 false)
  %end.i828 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i828, align 1
  br label %digit.i837

digit.i837:                                       ; preds = %digit.i837, %__modlink_format_i64.exit826
  %remaining.i829 = phi i64 [ %mag.i827, %__modlink_format_i64.exit826 ], [ %rest.i835, %digit.i837 ]
  %cursor.i830 = phi ptr [ %end.i828, %__modlink_format_i64.exit826 ], [ %digit.at.i831, %digit.i837 ]
  %digit.at.i831 = getelementptr inbounds i8, ptr %cursor.i830, i64 -1
  %digit1.i832 = urem i64 %remaining.i829, 10
  %digit.byte.i833 = trunc i64 %digit1.i832 to i8
  %ascii.i834 = or i8 %digit.byte.i833, 48
  store i8 %ascii.i834, ptr %digit.at.i831, align 1
  %rest.i835 = udiv i64 %remaining.i829, 10
  %more.not.i836 = icmp ult i64 %remaining.i829, 10
  br i1 %more.not.i836, label %digits.done.i839, label %digit.i837

digits.done.i839:                                 ; preds = %digit.i837
  %neg.i838 = icmp slt i64 %B.shape1, 0
  br i1 %neg.i838, label %sign.i841, label %__modlink_format_i64.exit843

sign.i841:                                        ; preds = %digits.done.i839
  %sign.at.i840 = getelementptr inbounds i8, ptr %cursor.i830, i64 -2
  store i8 45, ptr %sign.at.i840, align 1
  br label %__modlink_format_i64.exit843

__modlink_format_i64.exit843:                     ; preds = %digits.done.i839, %sign.i841
  %start.i842 = phi ptr [ %digit.at.i831, %digits.done.i839 ], [ %sign.at.i840, %sign.i841 ]
  %part218 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %start.i842, ptr %part218, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i844

call.i844:                                        ; preds = %__modlink_format_i64.exit843
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
