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
  %phi.cmp = icmp ne i32 %launched, 0
  %phi.cast = sext i1 %phi.cmp to i32
  br label %parallel.done

parallel.serial:                                  ; preds = %entry
  %more34.i = icmp sgt i64 %m, 0
  br i1 %more34.i, label %for.j.preheader.lr.ph.i, label %parallel.done

for.j.preheader.lr.ph.i:                          ; preds = %parallel.serial
  %more2132.i = icmp sgt i64 %n, 0
  %more2229.i = icmp sgt i64 %k, 0
  %xtraiter = and i64 %k, 1
  %0 = icmp eq i64 %k, 1
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
  br i1 %0, label %for.r.end.i.loopexit.unr-lcssa, label %for.r.body.i

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
  %parallel.status = phi i32 [ %phi.cast, %parallel.launch ], [ 0, %parallel.serial ], [ 0, %for.j.end.i ]
  ret i32 %parallel.status
}

; Function Attrs: nofree nosync nounwind
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
  %1 = zext i32 %0 to i64
  %span = sub i64 %end, %start
  %2 = tail call i64 @llvm.smax.i64(i64 %span, i64 0)
  %3 = add nsw i64 %2, -1
  %rounded = add i64 %3, %1
  %chunk = sdiv i64 %rounded, %1
  %task = sext i32 %task_id to i64
  %offset = mul i64 %chunk, %task
  %low = add i64 %offset, %start
  %high = add i64 %low, %chunk
  %4 = tail call i64 @llvm.smin.i64(i64 %high, i64 %end)
  %more34 = icmp slt i64 %low, %4
  br i1 %more34, label %for.j.preheader.lr.ph, label %for.i.end

for.j.preheader.lr.ph:                            ; preds = %entry
  %more2132 = icmp sgt i64 %n, 0
  %more2229 = icmp sgt i64 %k, 0
  %xtraiter = and i64 %k, 1
  %5 = icmp eq i64 %k, 1
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
  br i1 %5, label %for.r.end.loopexit.unr-lcssa, label %for.r.body

for.j.end:                                        ; preds = %for.r.end, %for.j.preheader
  %i.next = add nsw i64 %i.addr.035, 1
  %more = icmp slt i64 %i.next, %4
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

common.ret:                                       ; preds = %call.i780, %__modlink_format_i64.exit779, %call.i748, %__modlink_format_i64.exit735, %call.i719, %__modlink_format_i64.exit718, %call.i687, %__modlink_format_i64.exit686, %call.i655, %__modlink_format_i64.exit654, %call.i638, %__modlink_format_i64.exit637, %call.i600, %__modlink_format_i64.exit599, %call.i583, %check18.fail, %call.i581, %__modlink_format_i64.exit580, %call.i564, %__modlink_format_i64.exit563, %call.i532, %__modlink_format_i64.exit519, %call.i503, %__modlink_format_i64.exit502, %call.i471, %__modlink_format_i64.exit470, %call.i454, %__modlink_format_i64.exit453, %call.i416, %__modlink_format_i64.exit415, %call.i399, %check10.fail, %call.i397, %__modlink_format_i64.exit396, %call.i380, %__modlink_format_i64.exit379, %call.i348, %__modlink_format_i64.exit335, %call.i319, %__modlink_format_i64.exit318, %call.i302, %__modlink_format_i64.exit301, %call.i264, %__modlink_format_i64.exit263, %call.i247, %check3.fail, %call.i245, %__modlink_format_i64.exit244, %call.i, %__modlink_format_i64.exit, %C.strides.done
  %common.ret.op = phi i32 [ %result227, %C.strides.done ], [ -1, %__modlink_format_i64.exit ], [ -1, %call.i ], [ -1, %__modlink_format_i64.exit244 ], [ -1, %call.i245 ], [ -1, %check3.fail ], [ -1, %call.i247 ], [ -1, %__modlink_format_i64.exit263 ], [ -1, %call.i264 ], [ -1, %__modlink_format_i64.exit301 ], [ -1, %call.i302 ], [ -1, %__modlink_format_i64.exit318 ], [ -1, %call.i319 ], [ -1, %__modlink_format_i64.exit335 ], [ -1, %call.i348 ], [ -1, %__modlink_format_i64.exit379 ], [ -1, %call.i380 ], [ -1, %__modlink_format_i64.exit396 ], [ -1, %call.i397 ], [ -1, %check10.fail ], [ -1, %call.i399 ], [ -1, %__modlink_format_i64.exit415 ], [ -1, %call.i416 ], [ -1, %__modlink_format_i64.exit453 ], [ -1, %call.i454 ], [ -1, %__modlink_format_i64.exit470 ], [ -1, %call.i471 ], [ -1, %__modlink_format_i64.exit502 ], [ -1, %call.i503 ], [ -1, %__modlink_format_i64.exit519 ], [ -1, %call.i532 ], [ -1, %__modlink_format_i64.exit563 ], [ -1, %call.i564 ], [ -1, %__modlink_format_i64.exit580 ], [ -1, %call.i581 ], [ -1, %check18.fail ], [ -1, %call.i583 ], [ -1, %__modlink_format_i64.exit599 ], [ -1, %call.i600 ], [ -1, %__modlink_format_i64.exit637 ], [ -1, %call.i638 ], [ -1, %__modlink_format_i64.exit654 ], [ -1, %call.i655 ], [ -1, %__modlink_format_i64.exit686 ], [ -1, %call.i687 ], [ -1, %__modlink_format_i64.exit718 ], [ -1, %call.i719 ], [ -1, %__modlink_format_i64.exit735 ], [ -1, %call.i748 ], [ -1, %__modlink_format_i64.exit779 ], [ -1, %call.i780 ]
  ret i32 %common.ret.op

check1.fail:                                      ; preds = %entry
  store ptr @.str.0, ptr %message.parts, align 8
  %0 = tail call i32 @llvm.abs.i32(i32 %num_args, i1 false)
  %1 = zext i32 %0 to i64
  %end.i = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i, align 1
  br label %digit.i

digit.i:                                          ; preds = %digit.i, %check1.fail
  %remaining.i = phi i64 [ %1, %check1.fail ], [ %rest.i, %digit.i ]
  %cursor.i = phi ptr [ %end.i, %check1.fail ], [ %digit.at.i, %digit.i ]
  %digit.at.i = getelementptr inbounds i8, ptr %cursor.i, i64 -1
  %digit1.i = urem i64 %remaining.i, 10
  %digit.byte.i = trunc i64 %digit1.i to i8
  %ascii.i = or i8 %digit.byte.i, 48
  store i8 %ascii.i, ptr %digit.at.i, align 1
  %rest.i = udiv i64 %remaining.i, 10
  %2 = icmp ult i64 %remaining.i, 10
  br i1 %2, label %digits.done.i, label %digit.i

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
  %3 = tail call i32 @llvm.abs.i32(i32 %A.type_index, i1 false)
  %4 = zext i32 %3 to i64
  %end.i230 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i230, align 1
  br label %digit.i238

digit.i238:                                       ; preds = %digit.i238, %check2.fail
  %remaining.i231 = phi i64 [ %4, %check2.fail ], [ %rest.i237, %digit.i238 ]
  %cursor.i232 = phi ptr [ %end.i230, %check2.fail ], [ %digit.at.i233, %digit.i238 ]
  %digit.at.i233 = getelementptr inbounds i8, ptr %cursor.i232, i64 -1
  %digit1.i234 = urem i64 %remaining.i231, 10
  %digit.byte.i235 = trunc i64 %digit1.i234 to i8
  %ascii.i236 = or i8 %digit.byte.i235, 48
  store i8 %ascii.i236, ptr %digit.at.i233, align 1
  %rest.i237 = udiv i64 %remaining.i231, 10
  %5 = icmp ult i64 %remaining.i231, 10
  br i1 %5, label %digits.done.i240, label %digit.i238

digits.done.i240:                                 ; preds = %digit.i238
  %neg.i239 = icmp slt i32 %A.type_index, 0
  br i1 %neg.i239, label %sign.i242, label %__modlink_format_i64.exit244

sign.i242:                                        ; preds = %digits.done.i240
  %sign.at.i241 = getelementptr inbounds i8, ptr %cursor.i232, i64 -2
  store i8 45, ptr %sign.at.i241, align 1
  br label %__modlink_format_i64.exit244

__modlink_format_i64.exit244:                     ; preds = %digits.done.i240, %sign.i242
  %start.i243 = phi ptr [ %digit.at.i233, %digits.done.i240 ], [ %sign.at.i241, %sign.i242 ]
  %part7 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i243, ptr %part7, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i245

call.i245:                                        ; preds = %__modlink_format_i64.exit244
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
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i247

call.i247:                                        ; preds = %check3.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check3.ok:                                        ; preds = %check2.ok
  %ndim.at = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %A.dltensor, i64 0, i32 2
  %A.ndim = load i32, ptr %ndim.at, align 4
  %ndim.ok = icmp eq i32 %A.ndim, 2
  br i1 %ndim.ok, label %check4.ok, label %check4.fail

check4.fail:                                      ; preds = %check3.ok
  store ptr @.str.5, ptr %message.parts, align 8
  %6 = tail call i32 @llvm.abs.i32(i32 %A.ndim, i1 false)
  %7 = zext i32 %6 to i64
  %end.i249 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i249, align 1
  br label %digit.i257

digit.i257:                                       ; preds = %digit.i257, %check4.fail
  %remaining.i250 = phi i64 [ %7, %check4.fail ], [ %rest.i256, %digit.i257 ]
  %cursor.i251 = phi ptr [ %end.i249, %check4.fail ], [ %digit.at.i252, %digit.i257 ]
  %digit.at.i252 = getelementptr inbounds i8, ptr %cursor.i251, i64 -1
  %digit1.i253 = urem i64 %remaining.i250, 10
  %digit.byte.i254 = trunc i64 %digit1.i253 to i8
  %ascii.i255 = or i8 %digit.byte.i254, 48
  store i8 %ascii.i255, ptr %digit.at.i252, align 1
  %rest.i256 = udiv i64 %remaining.i250, 10
  %8 = icmp ult i64 %remaining.i250, 10
  br i1 %8, label %digits.done.i259, label %digit.i257

digits.done.i259:                                 ; preds = %digit.i257
  %neg.i258 = icmp slt i32 %A.ndim, 0
  br i1 %neg.i258, label %sign.i261, label %__modlink_format_i64.exit263

sign.i261:                                        ; preds = %digits.done.i259
  %sign.at.i260 = getelementptr inbounds i8, ptr %cursor.i251, i64 -2
  store i8 45, ptr %sign.at.i260, align 1
  br label %__modlink_format_i64.exit263

__modlink_format_i64.exit263:                     ; preds = %digits.done.i259, %sign.i261
  %start.i262 = phi ptr [ %digit.at.i252, %digits.done.i259 ], [ %sign.at.i260, %sign.i261 ]
  %part11 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i262, ptr %part11, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i264

call.i264:                                        ; preds = %__modlink_format_i64.exit263
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
  %end.i266 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i266, align 1
  br label %digit.i274

digit.i274:                                       ; preds = %digit.i274, %check5.fail
  %remaining.i267 = phi i64 [ %code13, %check5.fail ], [ %rest.i273, %digit.i274 ]
  %cursor.i268 = phi ptr [ %end.i266, %check5.fail ], [ %digit.at.i269, %digit.i274 ]
  %digit.at.i269 = getelementptr inbounds i8, ptr %cursor.i268, i64 -1
  %digit1.i270 = urem i64 %remaining.i267, 10
  %digit.byte.i271 = trunc i64 %digit1.i270 to i8
  %ascii.i272 = or i8 %digit.byte.i271, 48
  store i8 %ascii.i272, ptr %digit.at.i269, align 1
  %rest.i273 = udiv i64 %remaining.i267, 10
  %9 = icmp ult i64 %remaining.i267, 10
  br i1 %9, label %__modlink_format_i64.exit277, label %digit.i274

__modlink_format_i64.exit277:                     ; preds = %digit.i274
  %bits14 = zext i8 %bits to i64
  %part18 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %digit.at.i269, ptr %part18, align 8
  %part19 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.7, ptr %part19, align 8
  %end.i278 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i278, align 1
  br label %digit.i286

digit.i286:                                       ; preds = %digit.i286, %__modlink_format_i64.exit277
  %remaining.i279 = phi i64 [ %bits14, %__modlink_format_i64.exit277 ], [ %rest.i285, %digit.i286 ]
  %cursor.i280 = phi ptr [ %end.i278, %__modlink_format_i64.exit277 ], [ %digit.at.i281, %digit.i286 ]
  %digit.at.i281 = getelementptr inbounds i8, ptr %cursor.i280, i64 -1
  %digit1.i282 = urem i64 %remaining.i279, 10
  %digit.byte.i283 = trunc i64 %digit1.i282 to i8
  %ascii.i284 = or i8 %digit.byte.i283, 48
  store i8 %ascii.i284, ptr %digit.at.i281, align 1
  %rest.i285 = udiv i64 %remaining.i279, 10
  %10 = icmp ult i64 %remaining.i279, 10
  br i1 %10, label %__modlink_format_i64.exit289, label %digit.i286

__modlink_format_i64.exit289:                     ; preds = %digit.i286
  %part21 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i281, ptr %part21, align 8
  %part22 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 4
  store ptr @.str.8, ptr %part22, align 8
  %end.i290 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i290, align 1
  br label %digit.i298

digit.i298:                                       ; preds = %digit.i298, %__modlink_format_i64.exit289
  %remaining.i291 = phi i64 [ %lanes15, %__modlink_format_i64.exit289 ], [ %rest.i297, %digit.i298 ]
  %cursor.i292 = phi ptr [ %end.i290, %__modlink_format_i64.exit289 ], [ %digit.at.i293, %digit.i298 ]
  %digit.at.i293 = getelementptr inbounds i8, ptr %cursor.i292, i64 -1
  %digit1.i294 = urem i64 %remaining.i291, 10
  %digit.byte.i295 = trunc i64 %digit1.i294 to i8
  %ascii.i296 = or i8 %digit.byte.i295, 48
  store i8 %ascii.i296, ptr %digit.at.i293, align 1
  %rest.i297 = udiv i64 %remaining.i291, 10
  %11 = icmp ult i64 %remaining.i291, 10
  br i1 %11, label %__modlink_format_i64.exit301, label %digit.i298

__modlink_format_i64.exit301:                     ; preds = %digit.i298
  %part24 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 5
  store ptr %digit.at.i293, ptr %part24, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i302

call.i302:                                        ; preds = %__modlink_format_i64.exit301
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check5.ok:                                        ; preds = %check4.ok
  %device.at = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %A.dltensor, i64 0, i32 1
  %A.device_type = load i32, ptr %device.at, align 4
  %device.ok = icmp eq i32 %A.device_type, 1
  br i1 %device.ok, label %check6.ok, label %check6.fail

check6.fail:                                      ; preds = %check5.ok
  store ptr @.str.9, ptr %message.parts, align 8
  %12 = tail call i32 @llvm.abs.i32(i32 %A.device_type, i1 false)
  %13 = zext i32 %12 to i64
  %end.i304 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i304, align 1
  br label %digit.i312

digit.i312:                                       ; preds = %digit.i312, %check6.fail
  %remaining.i305 = phi i64 [ %13, %check6.fail ], [ %rest.i311, %digit.i312 ]
  %cursor.i306 = phi ptr [ %end.i304, %check6.fail ], [ %digit.at.i307, %digit.i312 ]
  %digit.at.i307 = getelementptr inbounds i8, ptr %cursor.i306, i64 -1
  %digit1.i308 = urem i64 %remaining.i305, 10
  %digit.byte.i309 = trunc i64 %digit1.i308 to i8
  %ascii.i310 = or i8 %digit.byte.i309, 48
  store i8 %ascii.i310, ptr %digit.at.i307, align 1
  %rest.i311 = udiv i64 %remaining.i305, 10
  %14 = icmp ult i64 %remaining.i305, 10
  br i1 %14, label %digits.done.i314, label %digit.i312

digits.done.i314:                                 ; preds = %digit.i312
  %neg.i313 = icmp slt i32 %A.device_type, 0
  br i1 %neg.i313, label %sign.i316, label %__modlink_format_i64.exit318

sign.i316:                                        ; preds = %digits.done.i314
  %sign.at.i315 = getelementptr inbounds i8, ptr %cursor.i306, i64 -2
  store i8 45, ptr %sign.at.i315, align 1
  br label %__modlink_format_i64.exit318

__modlink_format_i64.exit318:                     ; preds = %digits.done.i314, %sign.i316
  %start.i317 = phi ptr [ %digit.at.i307, %digits.done.i314 ], [ %sign.at.i315, %sign.i316 ]
  %part27 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i317, ptr %part27, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i319

call.i319:                                        ; preds = %__modlink_format_i64.exit318
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
  %15 = tail call i64 @llvm.abs.i64(i64 %A.stride1, i1 false)
  %end.i321 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i321, align 1
  br label %digit.i329

digit.i329:                                       ; preds = %digit.i329, %check7.fail
  %remaining.i322 = phi i64 [ %15, %check7.fail ], [ %rest.i328, %digit.i329 ]
  %cursor.i323 = phi ptr [ %end.i321, %check7.fail ], [ %digit.at.i324, %digit.i329 ]
  %digit.at.i324 = getelementptr inbounds i8, ptr %cursor.i323, i64 -1
  %digit1.i325 = urem i64 %remaining.i322, 10
  %digit.byte.i326 = trunc i64 %digit1.i325 to i8
  %ascii.i327 = or i8 %digit.byte.i326, 48
  store i8 %ascii.i327, ptr %digit.at.i324, align 1
  %rest.i328 = udiv i64 %remaining.i322, 10
  %16 = icmp ult i64 %remaining.i322, 10
  br i1 %16, label %digits.done.i331, label %digit.i329

digits.done.i331:                                 ; preds = %digit.i329
  %neg.i330 = icmp slt i64 %A.stride1, 0
  br i1 %neg.i330, label %sign.i333, label %__modlink_format_i64.exit335

sign.i333:                                        ; preds = %digits.done.i331
  %sign.at.i332 = getelementptr inbounds i8, ptr %cursor.i323, i64 -2
  store i8 45, ptr %sign.at.i332, align 1
  br label %__modlink_format_i64.exit335

__modlink_format_i64.exit335:                     ; preds = %digits.done.i331, %sign.i333
  %start.i334 = phi ptr [ %digit.at.i324, %digits.done.i331 ], [ %sign.at.i332, %sign.i333 ]
  %part32 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i334, ptr %part32, align 8
  %part33 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.11, ptr %part33, align 8
  %end.i336 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i336, align 1
  %digit.at.i339 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i339, align 1
  %part35 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i339, ptr %part35, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i348

call.i348:                                        ; preds = %__modlink_format_i64.exit335
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
  %17 = tail call i64 @llvm.abs.i64(i64 %A.stride0, i1 false)
  %end.i350 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i350, align 1
  br label %digit.i358

digit.i358:                                       ; preds = %digit.i358, %check8.fail
  %remaining.i351 = phi i64 [ %17, %check8.fail ], [ %rest.i357, %digit.i358 ]
  %cursor.i352 = phi ptr [ %end.i350, %check8.fail ], [ %digit.at.i353, %digit.i358 ]
  %digit.at.i353 = getelementptr inbounds i8, ptr %cursor.i352, i64 -1
  %digit1.i354 = urem i64 %remaining.i351, 10
  %digit.byte.i355 = trunc i64 %digit1.i354 to i8
  %ascii.i356 = or i8 %digit.byte.i355, 48
  store i8 %ascii.i356, ptr %digit.at.i353, align 1
  %rest.i357 = udiv i64 %remaining.i351, 10
  %18 = icmp ult i64 %remaining.i351, 10
  br i1 %18, label %digits.done.i360, label %digit.i358

digits.done.i360:                                 ; preds = %digit.i358
  %neg.i359 = icmp slt i64 %A.stride0, 0
  br i1 %neg.i359, label %sign.i362, label %__modlink_format_i64.exit364

sign.i362:                                        ; preds = %digits.done.i360
  %sign.at.i361 = getelementptr inbounds i8, ptr %cursor.i352, i64 -2
  store i8 45, ptr %sign.at.i361, align 1
  br label %__modlink_format_i64.exit364

__modlink_format_i64.exit364:                     ; preds = %digits.done.i360, %sign.i362
  %start.i363 = phi ptr [ %digit.at.i353, %digits.done.i360 ], [ %sign.at.i361, %sign.i362 ]
  %part42 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i363, ptr %part42, align 8
  %part43 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.11, ptr %part43, align 8
  %19 = call i64 @llvm.abs.i64(i64 %A.shape1, i1 false)
  %end.i365 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i365, align 1
  br label %digit.i373

digit.i373:                                       ; preds = %digit.i373, %__modlink_format_i64.exit364
  %remaining.i366 = phi i64 [ %19, %__modlink_format_i64.exit364 ], [ %rest.i372, %digit.i373 ]
  %cursor.i367 = phi ptr [ %end.i365, %__modlink_format_i64.exit364 ], [ %digit.at.i368, %digit.i373 ]
  %digit.at.i368 = getelementptr inbounds i8, ptr %cursor.i367, i64 -1
  %digit1.i369 = urem i64 %remaining.i366, 10
  %digit.byte.i370 = trunc i64 %digit1.i369 to i8
  %ascii.i371 = or i8 %digit.byte.i370, 48
  store i8 %ascii.i371, ptr %digit.at.i368, align 1
  %rest.i372 = udiv i64 %remaining.i366, 10
  %20 = icmp ult i64 %remaining.i366, 10
  br i1 %20, label %digits.done.i375, label %digit.i373

digits.done.i375:                                 ; preds = %digit.i373
  %neg.i374 = icmp slt i64 %A.shape1, 0
  br i1 %neg.i374, label %sign.i377, label %__modlink_format_i64.exit379

sign.i377:                                        ; preds = %digits.done.i375
  %sign.at.i376 = getelementptr inbounds i8, ptr %cursor.i367, i64 -2
  store i8 45, ptr %sign.at.i376, align 1
  br label %__modlink_format_i64.exit379

__modlink_format_i64.exit379:                     ; preds = %digits.done.i375, %sign.i377
  %start.i378 = phi ptr [ %digit.at.i368, %digits.done.i375 ], [ %sign.at.i376, %sign.i377 ]
  %part45 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %start.i378, ptr %part45, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i380

call.i380:                                        ; preds = %__modlink_format_i64.exit379
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check9.fail:                                      ; preds = %A.strides.done
  store ptr @.str.13, ptr %message.parts, align 8
  %21 = tail call i32 @llvm.abs.i32(i32 %B.type_index, i1 false)
  %22 = zext i32 %21 to i64
  %end.i382 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i382, align 1
  br label %digit.i390

digit.i390:                                       ; preds = %digit.i390, %check9.fail
  %remaining.i383 = phi i64 [ %22, %check9.fail ], [ %rest.i389, %digit.i390 ]
  %cursor.i384 = phi ptr [ %end.i382, %check9.fail ], [ %digit.at.i385, %digit.i390 ]
  %digit.at.i385 = getelementptr inbounds i8, ptr %cursor.i384, i64 -1
  %digit1.i386 = urem i64 %remaining.i383, 10
  %digit.byte.i387 = trunc i64 %digit1.i386 to i8
  %ascii.i388 = or i8 %digit.byte.i387, 48
  store i8 %ascii.i388, ptr %digit.at.i385, align 1
  %rest.i389 = udiv i64 %remaining.i383, 10
  %23 = icmp ult i64 %remaining.i383, 10
  br i1 %23, label %digits.done.i392, label %digit.i390

digits.done.i392:                                 ; preds = %digit.i390
  %neg.i391 = icmp slt i32 %B.type_index, 0
  br i1 %neg.i391, label %sign.i394, label %__modlink_format_i64.exit396

sign.i394:                                        ; preds = %digits.done.i392
  %sign.at.i393 = getelementptr inbounds i8, ptr %cursor.i384, i64 -2
  store i8 45, ptr %sign.at.i393, align 1
  br label %__modlink_format_i64.exit396

__modlink_format_i64.exit396:                     ; preds = %digits.done.i392, %sign.i394
  %start.i395 = phi ptr [ %digit.at.i385, %digits.done.i392 ], [ %sign.at.i393, %sign.i394 ]
  %part56 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i395, ptr %part56, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i397

call.i397:                                        ; preds = %__modlink_format_i64.exit396
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
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i399

call.i399:                                        ; preds = %check10.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check10.ok:                                       ; preds = %check9.ok
  %ndim.at60 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %B.dltensor, i64 0, i32 2
  %B.ndim = load i32, ptr %ndim.at60, align 4
  %ndim.ok61 = icmp eq i32 %B.ndim, 2
  br i1 %ndim.ok61, label %check11.ok, label %check11.fail

check11.fail:                                     ; preds = %check10.ok
  store ptr @.str.15, ptr %message.parts, align 8
  %24 = tail call i32 @llvm.abs.i32(i32 %B.ndim, i1 false)
  %25 = zext i32 %24 to i64
  %end.i401 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i401, align 1
  br label %digit.i409

digit.i409:                                       ; preds = %digit.i409, %check11.fail
  %remaining.i402 = phi i64 [ %25, %check11.fail ], [ %rest.i408, %digit.i409 ]
  %cursor.i403 = phi ptr [ %end.i401, %check11.fail ], [ %digit.at.i404, %digit.i409 ]
  %digit.at.i404 = getelementptr inbounds i8, ptr %cursor.i403, i64 -1
  %digit1.i405 = urem i64 %remaining.i402, 10
  %digit.byte.i406 = trunc i64 %digit1.i405 to i8
  %ascii.i407 = or i8 %digit.byte.i406, 48
  store i8 %ascii.i407, ptr %digit.at.i404, align 1
  %rest.i408 = udiv i64 %remaining.i402, 10
  %26 = icmp ult i64 %remaining.i402, 10
  br i1 %26, label %digits.done.i411, label %digit.i409

digits.done.i411:                                 ; preds = %digit.i409
  %neg.i410 = icmp slt i32 %B.ndim, 0
  br i1 %neg.i410, label %sign.i413, label %__modlink_format_i64.exit415

sign.i413:                                        ; preds = %digits.done.i411
  %sign.at.i412 = getelementptr inbounds i8, ptr %cursor.i403, i64 -2
  store i8 45, ptr %sign.at.i412, align 1
  br label %__modlink_format_i64.exit415

__modlink_format_i64.exit415:                     ; preds = %digits.done.i411, %sign.i413
  %start.i414 = phi ptr [ %digit.at.i404, %digits.done.i411 ], [ %sign.at.i412, %sign.i413 ]
  %part65 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i414, ptr %part65, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i416

call.i416:                                        ; preds = %__modlink_format_i64.exit415
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
  %end.i418 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i418, align 1
  br label %digit.i426

digit.i426:                                       ; preds = %digit.i426, %check12.fail
  %remaining.i419 = phi i64 [ %code78, %check12.fail ], [ %rest.i425, %digit.i426 ]
  %cursor.i420 = phi ptr [ %end.i418, %check12.fail ], [ %digit.at.i421, %digit.i426 ]
  %digit.at.i421 = getelementptr inbounds i8, ptr %cursor.i420, i64 -1
  %digit1.i422 = urem i64 %remaining.i419, 10
  %digit.byte.i423 = trunc i64 %digit1.i422 to i8
  %ascii.i424 = or i8 %digit.byte.i423, 48
  store i8 %ascii.i424, ptr %digit.at.i421, align 1
  %rest.i425 = udiv i64 %remaining.i419, 10
  %27 = icmp ult i64 %remaining.i419, 10
  br i1 %27, label %__modlink_format_i64.exit429, label %digit.i426

__modlink_format_i64.exit429:                     ; preds = %digit.i426
  %bits79 = zext i8 %bits71 to i64
  %part83 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %digit.at.i421, ptr %part83, align 8
  %part84 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.7, ptr %part84, align 8
  %end.i430 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i430, align 1
  br label %digit.i438

digit.i438:                                       ; preds = %digit.i438, %__modlink_format_i64.exit429
  %remaining.i431 = phi i64 [ %bits79, %__modlink_format_i64.exit429 ], [ %rest.i437, %digit.i438 ]
  %cursor.i432 = phi ptr [ %end.i430, %__modlink_format_i64.exit429 ], [ %digit.at.i433, %digit.i438 ]
  %digit.at.i433 = getelementptr inbounds i8, ptr %cursor.i432, i64 -1
  %digit1.i434 = urem i64 %remaining.i431, 10
  %digit.byte.i435 = trunc i64 %digit1.i434 to i8
  %ascii.i436 = or i8 %digit.byte.i435, 48
  store i8 %ascii.i436, ptr %digit.at.i433, align 1
  %rest.i437 = udiv i64 %remaining.i431, 10
  %28 = icmp ult i64 %remaining.i431, 10
  br i1 %28, label %__modlink_format_i64.exit441, label %digit.i438

__modlink_format_i64.exit441:                     ; preds = %digit.i438
  %part86 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i433, ptr %part86, align 8
  %part87 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 4
  store ptr @.str.8, ptr %part87, align 8
  %end.i442 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i442, align 1
  br label %digit.i450

digit.i450:                                       ; preds = %digit.i450, %__modlink_format_i64.exit441
  %remaining.i443 = phi i64 [ %lanes80, %__modlink_format_i64.exit441 ], [ %rest.i449, %digit.i450 ]
  %cursor.i444 = phi ptr [ %end.i442, %__modlink_format_i64.exit441 ], [ %digit.at.i445, %digit.i450 ]
  %digit.at.i445 = getelementptr inbounds i8, ptr %cursor.i444, i64 -1
  %digit1.i446 = urem i64 %remaining.i443, 10
  %digit.byte.i447 = trunc i64 %digit1.i446 to i8
  %ascii.i448 = or i8 %digit.byte.i447, 48
  store i8 %ascii.i448, ptr %digit.at.i445, align 1
  %rest.i449 = udiv i64 %remaining.i443, 10
  %29 = icmp ult i64 %remaining.i443, 10
  br i1 %29, label %__modlink_format_i64.exit453, label %digit.i450

__modlink_format_i64.exit453:                     ; preds = %digit.i450
  %part89 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 5
  store ptr %digit.at.i445, ptr %part89, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i454

call.i454:                                        ; preds = %__modlink_format_i64.exit453
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check12.ok:                                       ; preds = %check11.ok
  %device.at90 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %B.dltensor, i64 0, i32 1
  %B.device_type = load i32, ptr %device.at90, align 4
  %device.ok91 = icmp eq i32 %B.device_type, 1
  br i1 %device.ok91, label %check13.ok, label %check13.fail

check13.fail:                                     ; preds = %check12.ok
  store ptr @.str.17, ptr %message.parts, align 8
  %30 = tail call i32 @llvm.abs.i32(i32 %B.device_type, i1 false)
  %31 = zext i32 %30 to i64
  %end.i456 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i456, align 1
  br label %digit.i464

digit.i464:                                       ; preds = %digit.i464, %check13.fail
  %remaining.i457 = phi i64 [ %31, %check13.fail ], [ %rest.i463, %digit.i464 ]
  %cursor.i458 = phi ptr [ %end.i456, %check13.fail ], [ %digit.at.i459, %digit.i464 ]
  %digit.at.i459 = getelementptr inbounds i8, ptr %cursor.i458, i64 -1
  %digit1.i460 = urem i64 %remaining.i457, 10
  %digit.byte.i461 = trunc i64 %digit1.i460 to i8
  %ascii.i462 = or i8 %digit.byte.i461, 48
  store i8 %ascii.i462, ptr %digit.at.i459, align 1
  %rest.i463 = udiv i64 %remaining.i457, 10
  %32 = icmp ult i64 %remaining.i457, 10
  br i1 %32, label %digits.done.i466, label %digit.i464

digits.done.i466:                                 ; preds = %digit.i464
  %neg.i465 = icmp slt i32 %B.device_type, 0
  br i1 %neg.i465, label %sign.i468, label %__modlink_format_i64.exit470

sign.i468:                                        ; preds = %digits.done.i466
  %sign.at.i467 = getelementptr inbounds i8, ptr %cursor.i458, i64 -2
  store i8 45, ptr %sign.at.i467, align 1
  br label %__modlink_format_i64.exit470

__modlink_format_i64.exit470:                     ; preds = %digits.done.i466, %sign.i468
  %start.i469 = phi ptr [ %digit.at.i459, %digits.done.i466 ], [ %sign.at.i467, %sign.i468 ]
  %part95 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i469, ptr %part95, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i471

call.i471:                                        ; preds = %__modlink_format_i64.exit470
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
  %33 = tail call i64 @llvm.abs.i64(i64 %B.shape0, i1 false)
  %end.i473 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i473, align 1
  br label %digit.i481

digit.i481:                                       ; preds = %digit.i481, %check14.fail
  %remaining.i474 = phi i64 [ %33, %check14.fail ], [ %rest.i480, %digit.i481 ]
  %cursor.i475 = phi ptr [ %end.i473, %check14.fail ], [ %digit.at.i476, %digit.i481 ]
  %digit.at.i476 = getelementptr inbounds i8, ptr %cursor.i475, i64 -1
  %digit1.i477 = urem i64 %remaining.i474, 10
  %digit.byte.i478 = trunc i64 %digit1.i477 to i8
  %ascii.i479 = or i8 %digit.byte.i478, 48
  store i8 %ascii.i479, ptr %digit.at.i476, align 1
  %rest.i480 = udiv i64 %remaining.i474, 10
  %34 = icmp ult i64 %remaining.i474, 10
  br i1 %34, label %digits.done.i483, label %digit.i481

digits.done.i483:                                 ; preds = %digit.i481
  %neg.i482 = icmp slt i64 %B.shape0, 0
  br i1 %neg.i482, label %sign.i485, label %__modlink_format_i64.exit487

sign.i485:                                        ; preds = %digits.done.i483
  %sign.at.i484 = getelementptr inbounds i8, ptr %cursor.i475, i64 -2
  store i8 45, ptr %sign.at.i484, align 1
  br label %__modlink_format_i64.exit487

__modlink_format_i64.exit487:                     ; preds = %digits.done.i483, %sign.i485
  %start.i486 = phi ptr [ %digit.at.i476, %digits.done.i483 ], [ %sign.at.i484, %sign.i485 ]
  %part100 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i486, ptr %part100, align 8
  %part101 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.19, ptr %part101, align 8
  %35 = call i64 @llvm.abs.i64(i64 %A.shape1, i1 false)
  %end.i488 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i488, align 1
  br label %digit.i496

digit.i496:                                       ; preds = %digit.i496, %__modlink_format_i64.exit487
  %remaining.i489 = phi i64 [ %35, %__modlink_format_i64.exit487 ], [ %rest.i495, %digit.i496 ]
  %cursor.i490 = phi ptr [ %end.i488, %__modlink_format_i64.exit487 ], [ %digit.at.i491, %digit.i496 ]
  %digit.at.i491 = getelementptr inbounds i8, ptr %cursor.i490, i64 -1
  %digit1.i492 = urem i64 %remaining.i489, 10
  %digit.byte.i493 = trunc i64 %digit1.i492 to i8
  %ascii.i494 = or i8 %digit.byte.i493, 48
  store i8 %ascii.i494, ptr %digit.at.i491, align 1
  %rest.i495 = udiv i64 %remaining.i489, 10
  %36 = icmp ult i64 %remaining.i489, 10
  br i1 %36, label %digits.done.i498, label %digit.i496

digits.done.i498:                                 ; preds = %digit.i496
  %neg.i497 = icmp slt i64 %A.shape1, 0
  br i1 %neg.i497, label %sign.i500, label %__modlink_format_i64.exit502

sign.i500:                                        ; preds = %digits.done.i498
  %sign.at.i499 = getelementptr inbounds i8, ptr %cursor.i490, i64 -2
  store i8 45, ptr %sign.at.i499, align 1
  br label %__modlink_format_i64.exit502

__modlink_format_i64.exit502:                     ; preds = %digits.done.i498, %sign.i500
  %start.i501 = phi ptr [ %digit.at.i491, %digits.done.i498 ], [ %sign.at.i499, %sign.i500 ]
  %part103 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %start.i501, ptr %part103, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i503

call.i503:                                        ; preds = %__modlink_format_i64.exit502
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
  %37 = tail call i64 @llvm.abs.i64(i64 %B.stride1, i1 false)
  %end.i505 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i505, align 1
  br label %digit.i513

digit.i513:                                       ; preds = %digit.i513, %check15.fail
  %remaining.i506 = phi i64 [ %37, %check15.fail ], [ %rest.i512, %digit.i513 ]
  %cursor.i507 = phi ptr [ %end.i505, %check15.fail ], [ %digit.at.i508, %digit.i513 ]
  %digit.at.i508 = getelementptr inbounds i8, ptr %cursor.i507, i64 -1
  %digit1.i509 = urem i64 %remaining.i506, 10
  %digit.byte.i510 = trunc i64 %digit1.i509 to i8
  %ascii.i511 = or i8 %digit.byte.i510, 48
  store i8 %ascii.i511, ptr %digit.at.i508, align 1
  %rest.i512 = udiv i64 %remaining.i506, 10
  %38 = icmp ult i64 %remaining.i506, 10
  br i1 %38, label %digits.done.i515, label %digit.i513

digits.done.i515:                                 ; preds = %digit.i513
  %neg.i514 = icmp slt i64 %B.stride1, 0
  br i1 %neg.i514, label %sign.i517, label %__modlink_format_i64.exit519

sign.i517:                                        ; preds = %digits.done.i515
  %sign.at.i516 = getelementptr inbounds i8, ptr %cursor.i507, i64 -2
  store i8 45, ptr %sign.at.i516, align 1
  br label %__modlink_format_i64.exit519

__modlink_format_i64.exit519:                     ; preds = %digits.done.i515, %sign.i517
  %start.i518 = phi ptr [ %digit.at.i508, %digits.done.i515 ], [ %sign.at.i516, %sign.i517 ]
  %part113 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i518, ptr %part113, align 8
  %part114 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.11, ptr %part114, align 8
  %end.i520 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i520, align 1
  %digit.at.i523 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i523, align 1
  %part116 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i523, ptr %part116, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i532

call.i532:                                        ; preds = %__modlink_format_i64.exit519
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
  %39 = tail call i64 @llvm.abs.i64(i64 %B.stride0, i1 false)
  %end.i534 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i534, align 1
  br label %digit.i542

digit.i542:                                       ; preds = %digit.i542, %check16.fail
  %remaining.i535 = phi i64 [ %39, %check16.fail ], [ %rest.i541, %digit.i542 ]
  %cursor.i536 = phi ptr [ %end.i534, %check16.fail ], [ %digit.at.i537, %digit.i542 ]
  %digit.at.i537 = getelementptr inbounds i8, ptr %cursor.i536, i64 -1
  %digit1.i538 = urem i64 %remaining.i535, 10
  %digit.byte.i539 = trunc i64 %digit1.i538 to i8
  %ascii.i540 = or i8 %digit.byte.i539, 48
  store i8 %ascii.i540, ptr %digit.at.i537, align 1
  %rest.i541 = udiv i64 %remaining.i535, 10
  %40 = icmp ult i64 %remaining.i535, 10
  br i1 %40, label %digits.done.i544, label %digit.i542

digits.done.i544:                                 ; preds = %digit.i542
  %neg.i543 = icmp slt i64 %B.stride0, 0
  br i1 %neg.i543, label %sign.i546, label %__modlink_format_i64.exit548

sign.i546:                                        ; preds = %digits.done.i544
  %sign.at.i545 = getelementptr inbounds i8, ptr %cursor.i536, i64 -2
  store i8 45, ptr %sign.at.i545, align 1
  br label %__modlink_format_i64.exit548

__modlink_format_i64.exit548:                     ; preds = %digits.done.i544, %sign.i546
  %start.i547 = phi ptr [ %digit.at.i537, %digits.done.i544 ], [ %sign.at.i545, %sign.i546 ]
  %part124 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i547, ptr %part124, align 8
  %part125 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.11, ptr %part125, align 8
  %41 = call i64 @llvm.abs.i64(i64 %B.shape1, i1 false)
  %end.i549 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i549, align 1
  br label %digit.i557

digit.i557:                                       ; preds = %digit.i557, %__modlink_format_i64.exit548
  %remaining.i550 = phi i64 [ %41, %__modlink_format_i64.exit548 ], [ %rest.i556, %digit.i557 ]
  %cursor.i551 = phi ptr [ %end.i549, %__modlink_format_i64.exit548 ], [ %digit.at.i552, %digit.i557 ]
  %digit.at.i552 = getelementptr inbounds i8, ptr %cursor.i551, i64 -1
  %digit1.i553 = urem i64 %remaining.i550, 10
  %digit.byte.i554 = trunc i64 %digit1.i553 to i8
  %ascii.i555 = or i8 %digit.byte.i554, 48
  store i8 %ascii.i555, ptr %digit.at.i552, align 1
  %rest.i556 = udiv i64 %remaining.i550, 10
  %42 = icmp ult i64 %remaining.i550, 10
  br i1 %42, label %digits.done.i559, label %digit.i557

digits.done.i559:                                 ; preds = %digit.i557
  %neg.i558 = icmp slt i64 %B.shape1, 0
  br i1 %neg.i558, label %sign.i561, label %__modlink_format_i64.exit563

sign.i561:                                        ; preds = %digits.done.i559
  %sign.at.i560 = getelementptr inbounds i8, ptr %cursor.i551, i64 -2
  store i8 45, ptr %sign.at.i560, align 1
  br label %__modlink_format_i64.exit563

__modlink_format_i64.exit563:                     ; preds = %digits.done.i559, %sign.i561
  %start.i562 = phi ptr [ %digit.at.i552, %digits.done.i559 ], [ %sign.at.i560, %sign.i561 ]
  %part127 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %start.i562, ptr %part127, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i564

call.i564:                                        ; preds = %__modlink_format_i64.exit563
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check17.fail:                                     ; preds = %B.strides.done
  store ptr @.str.22, ptr %message.parts, align 8
  %43 = tail call i32 @llvm.abs.i32(i32 %C.type_index, i1 false)
  %44 = zext i32 %43 to i64
  %end.i566 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i566, align 1
  br label %digit.i574

digit.i574:                                       ; preds = %digit.i574, %check17.fail
  %remaining.i567 = phi i64 [ %44, %check17.fail ], [ %rest.i573, %digit.i574 ]
  %cursor.i568 = phi ptr [ %end.i566, %check17.fail ], [ %digit.at.i569, %digit.i574 ]
  %digit.at.i569 = getelementptr inbounds i8, ptr %cursor.i568, i64 -1
  %digit1.i570 = urem i64 %remaining.i567, 10
  %digit.byte.i571 = trunc i64 %digit1.i570 to i8
  %ascii.i572 = or i8 %digit.byte.i571, 48
  store i8 %ascii.i572, ptr %digit.at.i569, align 1
  %rest.i573 = udiv i64 %remaining.i567, 10
  %45 = icmp ult i64 %remaining.i567, 10
  br i1 %45, label %digits.done.i576, label %digit.i574

digits.done.i576:                                 ; preds = %digit.i574
  %neg.i575 = icmp slt i32 %C.type_index, 0
  br i1 %neg.i575, label %sign.i578, label %__modlink_format_i64.exit580

sign.i578:                                        ; preds = %digits.done.i576
  %sign.at.i577 = getelementptr inbounds i8, ptr %cursor.i568, i64 -2
  store i8 45, ptr %sign.at.i577, align 1
  br label %__modlink_format_i64.exit580

__modlink_format_i64.exit580:                     ; preds = %digits.done.i576, %sign.i578
  %start.i579 = phi ptr [ %digit.at.i569, %digits.done.i576 ], [ %sign.at.i577, %sign.i578 ]
  %part142 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i579, ptr %part142, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i581

call.i581:                                        ; preds = %__modlink_format_i64.exit580
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
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i583

call.i583:                                        ; preds = %check18.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check18.ok:                                       ; preds = %check17.ok
  %ndim.at146 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %C.dltensor, i64 0, i32 2
  %C.ndim = load i32, ptr %ndim.at146, align 4
  %ndim.ok147 = icmp eq i32 %C.ndim, 2
  br i1 %ndim.ok147, label %check19.ok, label %check19.fail

check19.fail:                                     ; preds = %check18.ok
  store ptr @.str.24, ptr %message.parts, align 8
  %46 = tail call i32 @llvm.abs.i32(i32 %C.ndim, i1 false)
  %47 = zext i32 %46 to i64
  %end.i585 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i585, align 1
  br label %digit.i593

digit.i593:                                       ; preds = %digit.i593, %check19.fail
  %remaining.i586 = phi i64 [ %47, %check19.fail ], [ %rest.i592, %digit.i593 ]
  %cursor.i587 = phi ptr [ %end.i585, %check19.fail ], [ %digit.at.i588, %digit.i593 ]
  %digit.at.i588 = getelementptr inbounds i8, ptr %cursor.i587, i64 -1
  %digit1.i589 = urem i64 %remaining.i586, 10
  %digit.byte.i590 = trunc i64 %digit1.i589 to i8
  %ascii.i591 = or i8 %digit.byte.i590, 48
  store i8 %ascii.i591, ptr %digit.at.i588, align 1
  %rest.i592 = udiv i64 %remaining.i586, 10
  %48 = icmp ult i64 %remaining.i586, 10
  br i1 %48, label %digits.done.i595, label %digit.i593

digits.done.i595:                                 ; preds = %digit.i593
  %neg.i594 = icmp slt i32 %C.ndim, 0
  br i1 %neg.i594, label %sign.i597, label %__modlink_format_i64.exit599

sign.i597:                                        ; preds = %digits.done.i595
  %sign.at.i596 = getelementptr inbounds i8, ptr %cursor.i587, i64 -2
  store i8 45, ptr %sign.at.i596, align 1
  br label %__modlink_format_i64.exit599

__modlink_format_i64.exit599:                     ; preds = %digits.done.i595, %sign.i597
  %start.i598 = phi ptr [ %digit.at.i588, %digits.done.i595 ], [ %sign.at.i596, %sign.i597 ]
  %part151 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i598, ptr %part151, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i600

call.i600:                                        ; preds = %__modlink_format_i64.exit599
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
  %end.i602 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i602, align 1
  br label %digit.i610

digit.i610:                                       ; preds = %digit.i610, %check20.fail
  %remaining.i603 = phi i64 [ %code164, %check20.fail ], [ %rest.i609, %digit.i610 ]
  %cursor.i604 = phi ptr [ %end.i602, %check20.fail ], [ %digit.at.i605, %digit.i610 ]
  %digit.at.i605 = getelementptr inbounds i8, ptr %cursor.i604, i64 -1
  %digit1.i606 = urem i64 %remaining.i603, 10
  %digit.byte.i607 = trunc i64 %digit1.i606 to i8
  %ascii.i608 = or i8 %digit.byte.i607, 48
  store i8 %ascii.i608, ptr %digit.at.i605, align 1
  %rest.i609 = udiv i64 %remaining.i603, 10
  %49 = icmp ult i64 %remaining.i603, 10
  br i1 %49, label %__modlink_format_i64.exit613, label %digit.i610

__modlink_format_i64.exit613:                     ; preds = %digit.i610
  %bits165 = zext i8 %bits157 to i64
  %part169 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %digit.at.i605, ptr %part169, align 8
  %part170 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.7, ptr %part170, align 8
  %end.i614 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i614, align 1
  br label %digit.i622

digit.i622:                                       ; preds = %digit.i622, %__modlink_format_i64.exit613
  %remaining.i615 = phi i64 [ %bits165, %__modlink_format_i64.exit613 ], [ %rest.i621, %digit.i622 ]
  %cursor.i616 = phi ptr [ %end.i614, %__modlink_format_i64.exit613 ], [ %digit.at.i617, %digit.i622 ]
  %digit.at.i617 = getelementptr inbounds i8, ptr %cursor.i616, i64 -1
  %digit1.i618 = urem i64 %remaining.i615, 10
  %digit.byte.i619 = trunc i64 %digit1.i618 to i8
  %ascii.i620 = or i8 %digit.byte.i619, 48
  store i8 %ascii.i620, ptr %digit.at.i617, align 1
  %rest.i621 = udiv i64 %remaining.i615, 10
  %50 = icmp ult i64 %remaining.i615, 10
  br i1 %50, label %__modlink_format_i64.exit625, label %digit.i622

__modlink_format_i64.exit625:                     ; preds = %digit.i622
  %part172 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i617, ptr %part172, align 8
  %part173 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 4
  store ptr @.str.8, ptr %part173, align 8
  %end.i626 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i626, align 1
  br label %digit.i634

digit.i634:                                       ; preds = %digit.i634, %__modlink_format_i64.exit625
  %remaining.i627 = phi i64 [ %lanes166, %__modlink_format_i64.exit625 ], [ %rest.i633, %digit.i634 ]
  %cursor.i628 = phi ptr [ %end.i626, %__modlink_format_i64.exit625 ], [ %digit.at.i629, %digit.i634 ]
  %digit.at.i629 = getelementptr inbounds i8, ptr %cursor.i628, i64 -1
  %digit1.i630 = urem i64 %remaining.i627, 10
  %digit.byte.i631 = trunc i64 %digit1.i630 to i8
  %ascii.i632 = or i8 %digit.byte.i631, 48
  store i8 %ascii.i632, ptr %digit.at.i629, align 1
  %rest.i633 = udiv i64 %remaining.i627, 10
  %51 = icmp ult i64 %remaining.i627, 10
  br i1 %51, label %__modlink_format_i64.exit637, label %digit.i634

__modlink_format_i64.exit637:                     ; preds = %digit.i634
  %part175 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 5
  store ptr %digit.at.i629, ptr %part175, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i638

call.i638:                                        ; preds = %__modlink_format_i64.exit637
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check20.ok:                                       ; preds = %check19.ok
  %device.at176 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %C.dltensor, i64 0, i32 1
  %C.device_type = load i32, ptr %device.at176, align 4
  %device.ok177 = icmp eq i32 %C.device_type, 1
  br i1 %device.ok177, label %check21.ok, label %check21.fail

check21.fail:                                     ; preds = %check20.ok
  store ptr @.str.26, ptr %message.parts, align 8
  %52 = tail call i32 @llvm.abs.i32(i32 %C.device_type, i1 false)
  %53 = zext i32 %52 to i64
  %end.i640 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i640, align 1
  br label %digit.i648

digit.i648:                                       ; preds = %digit.i648, %check21.fail
  %remaining.i641 = phi i64 [ %53, %check21.fail ], [ %rest.i647, %digit.i648 ]
  %cursor.i642 = phi ptr [ %end.i640, %check21.fail ], [ %digit.at.i643, %digit.i648 ]
  %digit.at.i643 = getelementptr inbounds i8, ptr %cursor.i642, i64 -1
  %digit1.i644 = urem i64 %remaining.i641, 10
  %digit.byte.i645 = trunc i64 %digit1.i644 to i8
  %ascii.i646 = or i8 %digit.byte.i645, 48
  store i8 %ascii.i646, ptr %digit.at.i643, align 1
  %rest.i647 = udiv i64 %remaining.i641, 10
  %54 = icmp ult i64 %remaining.i641, 10
  br i1 %54, label %digits.done.i650, label %digit.i648

digits.done.i650:                                 ; preds = %digit.i648
  %neg.i649 = icmp slt i32 %C.device_type, 0
  br i1 %neg.i649, label %sign.i652, label %__modlink_format_i64.exit654

sign.i652:                                        ; preds = %digits.done.i650
  %sign.at.i651 = getelementptr inbounds i8, ptr %cursor.i642, i64 -2
  store i8 45, ptr %sign.at.i651, align 1
  br label %__modlink_format_i64.exit654

__modlink_format_i64.exit654:                     ; preds = %digits.done.i650, %sign.i652
  %start.i653 = phi ptr [ %digit.at.i643, %digits.done.i650 ], [ %sign.at.i651, %sign.i652 ]
  %part181 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i653, ptr %part181, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i655

call.i655:                                        ; preds = %__modlink_format_i64.exit654
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
  %55 = tail call i64 @llvm.abs.i64(i64 %C.shape0, i1 false)
  %end.i657 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i657, align 1
  br label %digit.i665

digit.i665:                                       ; preds = %digit.i665, %check22.fail
  %remaining.i658 = phi i64 [ %55, %check22.fail ], [ %rest.i664, %digit.i665 ]
  %cursor.i659 = phi ptr [ %end.i657, %check22.fail ], [ %digit.at.i660, %digit.i665 ]
  %digit.at.i660 = getelementptr inbounds i8, ptr %cursor.i659, i64 -1
  %digit1.i661 = urem i64 %remaining.i658, 10
  %digit.byte.i662 = trunc i64 %digit1.i661 to i8
  %ascii.i663 = or i8 %digit.byte.i662, 48
  store i8 %ascii.i663, ptr %digit.at.i660, align 1
  %rest.i664 = udiv i64 %remaining.i658, 10
  %56 = icmp ult i64 %remaining.i658, 10
  br i1 %56, label %digits.done.i667, label %digit.i665

digits.done.i667:                                 ; preds = %digit.i665
  %neg.i666 = icmp slt i64 %C.shape0, 0
  br i1 %neg.i666, label %sign.i669, label %__modlink_format_i64.exit671

sign.i669:                                        ; preds = %digits.done.i667
  %sign.at.i668 = getelementptr inbounds i8, ptr %cursor.i659, i64 -2
  store i8 45, ptr %sign.at.i668, align 1
  br label %__modlink_format_i64.exit671

__modlink_format_i64.exit671:                     ; preds = %digits.done.i667, %sign.i669
  %start.i670 = phi ptr [ %digit.at.i660, %digits.done.i667 ], [ %sign.at.i668, %sign.i669 ]
  %part187 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i670, ptr %part187, align 8
  %part188 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.28, ptr %part188, align 8
  %57 = call i64 @llvm.abs.i64(i64 %A.shape0, i1 false)
  %end.i672 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i672, align 1
  br label %digit.i680

digit.i680:                                       ; preds = %digit.i680, %__modlink_format_i64.exit671
  %remaining.i673 = phi i64 [ %57, %__modlink_format_i64.exit671 ], [ %rest.i679, %digit.i680 ]
  %cursor.i674 = phi ptr [ %end.i672, %__modlink_format_i64.exit671 ], [ %digit.at.i675, %digit.i680 ]
  %digit.at.i675 = getelementptr inbounds i8, ptr %cursor.i674, i64 -1
  %digit1.i676 = urem i64 %remaining.i673, 10
  %digit.byte.i677 = trunc i64 %digit1.i676 to i8
  %ascii.i678 = or i8 %digit.byte.i677, 48
  store i8 %ascii.i678, ptr %digit.at.i675, align 1
  %rest.i679 = udiv i64 %remaining.i673, 10
  %58 = icmp ult i64 %remaining.i673, 10
  br i1 %58, label %digits.done.i682, label %digit.i680

digits.done.i682:                                 ; preds = %digit.i680
  %neg.i681 = icmp slt i64 %A.shape0, 0
  br i1 %neg.i681, label %sign.i684, label %__modlink_format_i64.exit686

sign.i684:                                        ; preds = %digits.done.i682
  %sign.at.i683 = getelementptr inbounds i8, ptr %cursor.i674, i64 -2
  store i8 45, ptr %sign.at.i683, align 1
  br label %__modlink_format_i64.exit686

__modlink_format_i64.exit686:                     ; preds = %digits.done.i682, %sign.i684
  %start.i685 = phi ptr [ %digit.at.i675, %digits.done.i682 ], [ %sign.at.i683, %sign.i684 ]
  %part190 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %start.i685, ptr %part190, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i687

call.i687:                                        ; preds = %__modlink_format_i64.exit686
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check22.ok:                                       ; preds = %check21.ok
  %extent.at191 = getelementptr inbounds i64, ptr %C.shape, i64 1
  %C.shape1 = load i64, ptr %extent.at191, align 8
  %extent.ok192 = icmp eq i64 %C.shape1, %B.shape1
  br i1 %extent.ok192, label %check23.ok, label %check23.fail

check23.fail:                                     ; preds = %check22.ok
  store ptr @.str.29, ptr %message.parts, align 8
  %59 = tail call i64 @llvm.abs.i64(i64 %C.shape1, i1 false)
  %end.i689 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i689, align 1
  br label %digit.i697

digit.i697:                                       ; preds = %digit.i697, %check23.fail
  %remaining.i690 = phi i64 [ %59, %check23.fail ], [ %rest.i696, %digit.i697 ]
  %cursor.i691 = phi ptr [ %end.i689, %check23.fail ], [ %digit.at.i692, %digit.i697 ]
  %digit.at.i692 = getelementptr inbounds i8, ptr %cursor.i691, i64 -1
  %digit1.i693 = urem i64 %remaining.i690, 10
  %digit.byte.i694 = trunc i64 %digit1.i693 to i8
  %ascii.i695 = or i8 %digit.byte.i694, 48
  store i8 %ascii.i695, ptr %digit.at.i692, align 1
  %rest.i696 = udiv i64 %remaining.i690, 10
  %60 = icmp ult i64 %remaining.i690, 10
  br i1 %60, label %digits.done.i699, label %digit.i697

digits.done.i699:                                 ; preds = %digit.i697
  %neg.i698 = icmp slt i64 %C.shape1, 0
  br i1 %neg.i698, label %sign.i701, label %__modlink_format_i64.exit703

sign.i701:                                        ; preds = %digits.done.i699
  %sign.at.i700 = getelementptr inbounds i8, ptr %cursor.i691, i64 -2
  store i8 45, ptr %sign.at.i700, align 1
  br label %__modlink_format_i64.exit703

__modlink_format_i64.exit703:                     ; preds = %digits.done.i699, %sign.i701
  %start.i702 = phi ptr [ %digit.at.i692, %digits.done.i699 ], [ %sign.at.i700, %sign.i701 ]
  %part195 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i702, ptr %part195, align 8
  %part196 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.30, ptr %part196, align 8
  %61 = call i64 @llvm.abs.i64(i64 %B.shape1, i1 false)
  %end.i704 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i704, align 1
  br label %digit.i712

digit.i712:                                       ; preds = %digit.i712, %__modlink_format_i64.exit703
  %remaining.i705 = phi i64 [ %61, %__modlink_format_i64.exit703 ], [ %rest.i711, %digit.i712 ]
  %cursor.i706 = phi ptr [ %end.i704, %__modlink_format_i64.exit703 ], [ %digit.at.i707, %digit.i712 ]
  %digit.at.i707 = getelementptr inbounds i8, ptr %cursor.i706, i64 -1
  %digit1.i708 = urem i64 %remaining.i705, 10
  %digit.byte.i709 = trunc i64 %digit1.i708 to i8
  %ascii.i710 = or i8 %digit.byte.i709, 48
  store i8 %ascii.i710, ptr %digit.at.i707, align 1
  %rest.i711 = udiv i64 %remaining.i705, 10
  %62 = icmp ult i64 %remaining.i705, 10
  br i1 %62, label %digits.done.i714, label %digit.i712

digits.done.i714:                                 ; preds = %digit.i712
  %neg.i713 = icmp slt i64 %B.shape1, 0
  br i1 %neg.i713, label %sign.i716, label %__modlink_format_i64.exit718

sign.i716:                                        ; preds = %digits.done.i714
  %sign.at.i715 = getelementptr inbounds i8, ptr %cursor.i706, i64 -2
  store i8 45, ptr %sign.at.i715, align 1
  br label %__modlink_format_i64.exit718

__modlink_format_i64.exit718:                     ; preds = %digits.done.i714, %sign.i716
  %start.i717 = phi ptr [ %digit.at.i707, %digits.done.i714 ], [ %sign.at.i715, %sign.i716 ]
  %part198 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %start.i717, ptr %part198, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i719

call.i719:                                        ; preds = %__modlink_format_i64.exit718
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
  %63 = tail call i64 @llvm.abs.i64(i64 %C.stride1, i1 false)
  %end.i721 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i721, align 1
  br label %digit.i729

digit.i729:                                       ; preds = %digit.i729, %check24.fail
  %remaining.i722 = phi i64 [ %63, %check24.fail ], [ %rest.i728, %digit.i729 ]
  %cursor.i723 = phi ptr [ %end.i721, %check24.fail ], [ %digit.at.i724, %digit.i729 ]
  %digit.at.i724 = getelementptr inbounds i8, ptr %cursor.i723, i64 -1
  %digit1.i725 = urem i64 %remaining.i722, 10
  %digit.byte.i726 = trunc i64 %digit1.i725 to i8
  %ascii.i727 = or i8 %digit.byte.i726, 48
  store i8 %ascii.i727, ptr %digit.at.i724, align 1
  %rest.i728 = udiv i64 %remaining.i722, 10
  %64 = icmp ult i64 %remaining.i722, 10
  br i1 %64, label %digits.done.i731, label %digit.i729

digits.done.i731:                                 ; preds = %digit.i729
  %neg.i730 = icmp slt i64 %C.stride1, 0
  br i1 %neg.i730, label %sign.i733, label %__modlink_format_i64.exit735

sign.i733:                                        ; preds = %digits.done.i731
  %sign.at.i732 = getelementptr inbounds i8, ptr %cursor.i723, i64 -2
  store i8 45, ptr %sign.at.i732, align 1
  br label %__modlink_format_i64.exit735

__modlink_format_i64.exit735:                     ; preds = %digits.done.i731, %sign.i733
  %start.i734 = phi ptr [ %digit.at.i724, %digits.done.i731 ], [ %sign.at.i732, %sign.i733 ]
  %part207 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i734, ptr %part207, align 8
  %part208 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.11, ptr %part208, align 8
  %end.i736 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i736, align 1
  %digit.at.i739 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i739, align 1
  %part210 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i739, ptr %part210, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i748

call.i748:                                        ; preds = %__modlink_format_i64.exit735
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
  %65 = tail call i64 @llvm.abs.i64(i64 %C.stride0, i1 false)
  %end.i750 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i750, align 1
  br label %digit.i758

digit.i758:                                       ; preds = %digit.i758, %check25.fail
  %remaining.i751 = phi i64 [ %65, %check25.fail ], [ %rest.i757, %digit.i758 ]
  %cursor.i752 = phi ptr [ %end.i750, %check25.fail ], [ %digit.at.i753, %digit.i758 ]
  %digit.at.i753 = getelementptr inbounds i8, ptr %cursor.i752, i64 -1
  %digit1.i754 = urem i64 %remaining.i751, 10
  %digit.byte.i755 = trunc i64 %digit1.i754 to i8
  %ascii.i756 = or i8 %digit.byte.i755, 48
  store i8 %ascii.i756, ptr %digit.at.i753, align 1
  %rest.i757 = udiv i64 %remaining.i751, 10
  %66 = icmp ult i64 %remaining.i751, 10
  br i1 %66, label %digits.done.i760, label %digit.i758

digits.done.i760:                                 ; preds = %digit.i758
  %neg.i759 = icmp slt i64 %C.stride0, 0
  br i1 %neg.i759, label %sign.i762, label %__modlink_format_i64.exit764

sign.i762:                                        ; preds = %digits.done.i760
  %sign.at.i761 = getelementptr inbounds i8, ptr %cursor.i752, i64 -2
  store i8 45, ptr %sign.at.i761, align 1
  br label %__modlink_format_i64.exit764

__modlink_format_i64.exit764:                     ; preds = %digits.done.i760, %sign.i762
  %start.i763 = phi ptr [ %digit.at.i753, %digits.done.i760 ], [ %sign.at.i761, %sign.i762 ]
  %part218 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i763, ptr %part218, align 8
  %part219 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.11, ptr %part219, align 8
  %67 = call i64 @llvm.abs.i64(i64 %B.shape1, i1 false)
  %end.i765 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i765, align 1
  br label %digit.i773

digit.i773:                                       ; preds = %digit.i773, %__modlink_format_i64.exit764
  %remaining.i766 = phi i64 [ %67, %__modlink_format_i64.exit764 ], [ %rest.i772, %digit.i773 ]
  %cursor.i767 = phi ptr [ %end.i765, %__modlink_format_i64.exit764 ], [ %digit.at.i768, %digit.i773 ]
  %digit.at.i768 = getelementptr inbounds i8, ptr %cursor.i767, i64 -1
  %digit1.i769 = urem i64 %remaining.i766, 10
  %digit.byte.i770 = trunc i64 %digit1.i769 to i8
  %ascii.i771 = or i8 %digit.byte.i770, 48
  store i8 %ascii.i771, ptr %digit.at.i768, align 1
  %rest.i772 = udiv i64 %remaining.i766, 10
  %68 = icmp ult i64 %remaining.i766, 10
  br i1 %68, label %digits.done.i775, label %digit.i773

digits.done.i775:                                 ; preds = %digit.i773
  %neg.i774 = icmp slt i64 %B.shape1, 0
  br i1 %neg.i774, label %sign.i777, label %__modlink_format_i64.exit779

sign.i777:                                        ; preds = %digits.done.i775
  %sign.at.i776 = getelementptr inbounds i8, ptr %cursor.i767, i64 -2
  store i8 45, ptr %sign.at.i776, align 1
  br label %__modlink_format_i64.exit779

__modlink_format_i64.exit779:                     ; preds = %digits.done.i775, %sign.i777
  %start.i778 = phi ptr [ %digit.at.i768, %digits.done.i775 ], [ %sign.at.i776, %sign.i777 ]
  %part221 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %start.i778, ptr %part221, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i780

call.i780:                                        ; preds = %__modlink_format_i64.exit779
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret
}

declare extern_weak void @TVMFFIErrorSetRaisedFromCStrParts(ptr, ptr, i32)

define weak i32 @__tvm_ffi_main(ptr %self, ptr %args, i32 %num_args, ptr %result) local_unnamed_addr {
entry:
  %status = tail call i32 @__tvm_ffi_matmul(ptr poison, ptr %args, i32 %num_args, ptr poison)
  ret i32 %status
}

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smax.i64(i64, i64) #1

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.smin.i64(i64, i64) #1

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.abs.i64(i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.abs.i32(i32, i1 immarg) #1

attributes #0 = { nofree nosync nounwind }
attributes #1 = { nocallback nofree nosync nounwind readnone speculatable willreturn }
