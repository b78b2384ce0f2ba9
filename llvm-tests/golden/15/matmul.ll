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

common.ret:                                       ; preds = %call.i775, %__modlink_format_i64.exit774, %call.i743, %__modlink_format_i64.exit730, %call.i714, %__modlink_format_i64.exit713, %call.i682, %__modlink_format_i64.exit681, %call.i650, %__modlink_format_i64.exit649, %call.i633, %__modlink_format_i64.exit632, %call.i595, %__modlink_format_i64.exit594, %call.i578, %check18.fail, %call.i576, %__modlink_format_i64.exit575, %call.i559, %__modlink_format_i64.exit558, %call.i527, %__modlink_format_i64.exit514, %call.i498, %__modlink_format_i64.exit497, %call.i466, %__modlink_format_i64.exit465, %call.i449, %__modlink_format_i64.exit448, %call.i411, %__modlink_format_i64.exit410, %call.i394, %check10.fail, %call.i392, %__modlink_format_i64.exit391, %call.i375, %__modlink_format_i64.exit374, %call.i343, %__modlink_format_i64.exit330, %call.i314, %__modlink_format_i64.exit313, %call.i297, %__modlink_format_i64.exit296, %call.i259, %__modlink_format_i64.exit258, %call.i242, %check3.fail, %call.i240, %__modlink_format_i64.exit239, %call.i, %__modlink_format_i64.exit, %C.strides.done
  %common.ret.op = phi i32 [ %result224, %C.strides.done ], [ -1, %__modlink_format_i64.exit ], [ -1, %call.i ], [ -1, %__modlink_format_i64.exit239 ], [ -1, %call.i240 ], [ -1, %check3.fail ], [ -1, %call.i242 ], [ -1, %__modlink_format_i64.exit258 ], [ -1, %call.i259 ], [ -1, %__modlink_format_i64.exit296 ], [ -1, %call.i297 ], [ -1, %__modlink_format_i64.exit313 ], [ -1, %call.i314 ], [ -1, %__modlink_format_i64.exit330 ], [ -1, %call.i343 ], [ -1, %__modlink_format_i64.exit374 ], [ -1, %call.i375 ], [ -1, %__modlink_format_i64.exit391 ], [ -1, %call.i392 ], [ -1, %check10.fail ], [ -1, %call.i394 ], [ -1, %__modlink_format_i64.exit410 ], [ -1, %call.i411 ], [ -1, %__modlink_format_i64.exit448 ], [ -1, %call.i449 ], [ -1, %__modlink_format_i64.exit465 ], [ -1, %call.i466 ], [ -1, %__modlink_format_i64.exit497 ], [ -1, %call.i498 ], [ -1, %__modlink_format_i64.exit514 ], [ -1, %call.i527 ], [ -1, %__modlink_format_i64.exit558 ], [ -1, %call.i559 ], [ -1, %__modlink_format_i64.exit575 ], [ -1, %call.i576 ], [ -1, %check18.fail ], [ -1, %call.i578 ], [ -1, %__modlink_format_i64.exit594 ], [ -1, %call.i595 ], [ -1, %__modlink_format_i64.exit632 ], [ -1, %call.i633 ], [ -1, %__modlink_format_i64.exit649 ], [ -1, %call.i650 ], [ -1, %__modlink_format_i64.exit681 ], [ -1, %call.i682 ], [ -1, %__modlink_format_i64.exit713 ], [ -1, %call.i714 ], [ -1, %__modlink_format_i64.exit730 ], [ -1, %call.i743 ], [ -1, %__modlink_format_i64.exit774 ], [ -1, %call.i775 ]
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
  %end.i225 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i225, align 1
  br label %digit.i233

digit.i233:                                       ; preds = %digit.i233, %check2.fail
  %remaining.i226 = phi i64 [ %4, %check2.fail ], [ %rest.i232, %digit.i233 ]
  %cursor.i227 = phi ptr [ %end.i225, %check2.fail ], [ %digit.at.i228, %digit.i233 ]
  %digit.at.i228 = getelementptr inbounds i8, ptr %cursor.i227, i64 -1
  %digit1.i229 = urem i64 %remaining.i226, 10
  %digit.byte.i230 = trunc i64 %digit1.i229 to i8
  %ascii.i231 = or i8 %digit.byte.i230, 48
  store i8 %ascii.i231, ptr %digit.at.i228, align 1
  %rest.i232 = udiv i64 %remaining.i226, 10
  %5 = icmp ult i64 %remaining.i226, 10
  br i1 %5, label %digits.done.i235, label %digit.i233

digits.done.i235:                                 ; preds = %digit.i233
  %neg.i234 = icmp slt i32 %A.type_index, 0
  br i1 %neg.i234, label %sign.i237, label %__modlink_format_i64.exit239

sign.i237:                                        ; preds = %digits.done.i235
  %sign.at.i236 = getelementptr inbounds i8, ptr %cursor.i227, i64 -2
  store i8 45, ptr %sign.at.i236, align 1
  br label %__modlink_format_i64.exit239

__modlink_format_i64.exit239:                     ; preds = %digits.done.i235, %sign.i237
  %start.i238 = phi ptr [ %digit.at.i228, %digits.done.i235 ], [ %sign.at.i236, %sign.i237 ]
  %part6 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i238, ptr %part6, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i240

call.i240:                                        ; preds = %__modlink_format_i64.exit239
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
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i242

call.i242:                                        ; preds = %check3.fail
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
  %end.i244 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i244, align 1
  br label %digit.i252

digit.i252:                                       ; preds = %digit.i252, %check4.fail
  %remaining.i245 = phi i64 [ %7, %check4.fail ], [ %rest.i251, %digit.i252 ]
  %cursor.i246 = phi ptr [ %end.i244, %check4.fail ], [ %digit.at.i247, %digit.i252 ]
  %digit.at.i247 = getelementptr inbounds i8, ptr %cursor.i246, i64 -1
  %digit1.i248 = urem i64 %remaining.i245, 10
  %digit.byte.i249 = trunc i64 %digit1.i248 to i8
  %ascii.i250 = or i8 %digit.byte.i249, 48
  store i8 %ascii.i250, ptr %digit.at.i247, align 1
  %rest.i251 = udiv i64 %remaining.i245, 10
  %8 = icmp ult i64 %remaining.i245, 10
  br i1 %8, label %digits.done.i254, label %digit.i252

digits.done.i254:                                 ; preds = %digit.i252
  %neg.i253 = icmp slt i32 %A.ndim, 0
  br i1 %neg.i253, label %sign.i256, label %__modlink_format_i64.exit258

sign.i256:                                        ; preds = %digits.done.i254
  %sign.at.i255 = getelementptr inbounds i8, ptr %cursor.i246, i64 -2
  store i8 45, ptr %sign.at.i255, align 1
  br label %__modlink_format_i64.exit258

__modlink_format_i64.exit258:                     ; preds = %digits.done.i254, %sign.i256
  %start.i257 = phi ptr [ %digit.at.i247, %digits.done.i254 ], [ %sign.at.i255, %sign.i256 ]
  %part10 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i257, ptr %part10, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i259

call.i259:                                        ; preds = %__modlink_format_i64.exit258
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
  %end.i261 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i261, align 1
  br label %digit.i269

digit.i269:                                       ; preds = %digit.i269, %check5.fail
  %remaining.i262 = phi i64 [ %code12, %check5.fail ], [ %rest.i268, %digit.i269 ]
  %cursor.i263 = phi ptr [ %end.i261, %check5.fail ], [ %digit.at.i264, %digit.i269 ]
  %digit.at.i264 = getelementptr inbounds i8, ptr %cursor.i263, i64 -1
  %digit1.i265 = urem i64 %remaining.i262, 10
  %digit.byte.i266 = trunc i64 %digit1.i265 to i8
  %ascii.i267 = or i8 %digit.byte.i266, 48
  store i8 %ascii.i267, ptr %digit.at.i264, align 1
  %rest.i268 = udiv i64 %remaining.i262, 10
  %9 = icmp ult i64 %remaining.i262, 10
  br i1 %9, label %__modlink_format_i64.exit272, label %digit.i269

__modlink_format_i64.exit272:                     ; preds = %digit.i269
  %bits13 = zext i8 %bits to i64
  %part17 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %digit.at.i264, ptr %part17, align 8
  %part18 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.7, ptr %part18, align 8
  %end.i273 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i273, align 1
  br label %digit.i281

digit.i281:                                       ; preds = %digit.i281, %__modlink_format_i64.exit272
  %remaining.i274 = phi i64 [ %bits13, %__modlink_format_i64.exit272 ], [ %rest.i280, %digit.i281 ]
  %cursor.i275 = phi ptr [ %end.i273, %__modlink_format_i64.exit272 ], [ %digit.at.i276, %digit.i281 ]
  %digit.at.i276 = getelementptr inbounds i8, ptr %cursor.i275, i64 -1
  %digit1.i277 = urem i64 %remaining.i274, 10
  %digit.byte.i278 = trunc i64 %digit1.i277 to i8
  %ascii.i279 = or i8 %digit.byte.i278, 48
  store i8 %ascii.i279, ptr %digit.at.i276, align 1
  %rest.i280 = udiv i64 %remaining.i274, 10
  %10 = icmp ult i64 %remaining.i274, 10
  br i1 %10, label %__modlink_format_i64.exit284, label %digit.i281

__modlink_format_i64.exit284:                     ; preds = %digit.i281
  %part20 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i276, ptr %part20, align 8
  %part21 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 4
  store ptr @.str.8, ptr %part21, align 8
  %end.i285 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i285, align 1
  br label %digit.i293

digit.i293:                                       ; preds = %digit.i293, %__modlink_format_i64.exit284
  %remaining.i286 = phi i64 [ %lanes14, %__modlink_format_i64.exit284 ], [ %rest.i292, %digit.i293 ]
  %cursor.i287 = phi ptr [ %end.i285, %__modlink_format_i64.exit284 ], [ %digit.at.i288, %digit.i293 ]
  %digit.at.i288 = getelementptr inbounds i8, ptr %cursor.i287, i64 -1
  %digit1.i289 = urem i64 %remaining.i286, 10
  %digit.byte.i290 = trunc i64 %digit1.i289 to i8
  %ascii.i291 = or i8 %digit.byte.i290, 48
  store i8 %ascii.i291, ptr %digit.at.i288, align 1
  %rest.i292 = udiv i64 %remaining.i286, 10
  %11 = icmp ult i64 %remaining.i286, 10
  br i1 %11, label %__modlink_format_i64.exit296, label %digit.i293

__modlink_format_i64.exit296:                     ; preds = %digit.i293
  %part23 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 5
  store ptr %digit.at.i288, ptr %part23, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i297

call.i297:                                        ; preds = %__modlink_format_i64.exit296
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
  %end.i299 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i299, align 1
  br label %digit.i307

digit.i307:                                       ; preds = %digit.i307, %check6.fail
  %remaining.i300 = phi i64 [ %13, %check6.fail ], [ %rest.i306, %digit.i307 ]
  %cursor.i301 = phi ptr [ %end.i299, %check6.fail ], [ %digit.at.i302, %digit.i307 ]
  %digit.at.i302 = getelementptr inbounds i8, ptr %cursor.i301, i64 -1
  %digit1.i303 = urem i64 %remaining.i300, 10
  %digit.byte.i304 = trunc i64 %digit1.i303 to i8
  %ascii.i305 = or i8 %digit.byte.i304, 48
  store i8 %ascii.i305, ptr %digit.at.i302, align 1
  %rest.i306 = udiv i64 %remaining.i300, 10
  %14 = icmp ult i64 %remaining.i300, 10
  br i1 %14, label %digits.done.i309, label %digit.i307

digits.done.i309:                                 ; preds = %digit.i307
  %neg.i308 = icmp slt i32 %A.device_type, 0
  br i1 %neg.i308, label %sign.i311, label %__modlink_format_i64.exit313

sign.i311:                                        ; preds = %digits.done.i309
  %sign.at.i310 = getelementptr inbounds i8, ptr %cursor.i301, i64 -2
  store i8 45, ptr %sign.at.i310, align 1
  br label %__modlink_format_i64.exit313

__modlink_format_i64.exit313:                     ; preds = %digits.done.i309, %sign.i311
  %start.i312 = phi ptr [ %digit.at.i302, %digits.done.i309 ], [ %sign.at.i310, %sign.i311 ]
  %part26 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i312, ptr %part26, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i314

call.i314:                                        ; preds = %__modlink_format_i64.exit313
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
  %15 = tail call i64 @llvm.abs.i64(i64 %A.stride1, i1 false)
  %end.i316 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i316, align 1
  br label %digit.i324

digit.i324:                                       ; preds = %digit.i324, %check7.fail
  %remaining.i317 = phi i64 [ %15, %check7.fail ], [ %rest.i323, %digit.i324 ]
  %cursor.i318 = phi ptr [ %end.i316, %check7.fail ], [ %digit.at.i319, %digit.i324 ]
  %digit.at.i319 = getelementptr inbounds i8, ptr %cursor.i318, i64 -1
  %digit1.i320 = urem i64 %remaining.i317, 10
  %digit.byte.i321 = trunc i64 %digit1.i320 to i8
  %ascii.i322 = or i8 %digit.byte.i321, 48
  store i8 %ascii.i322, ptr %digit.at.i319, align 1
  %rest.i323 = udiv i64 %remaining.i317, 10
  %16 = icmp ult i64 %remaining.i317, 10
  br i1 %16, label %digits.done.i326, label %digit.i324

digits.done.i326:                                 ; preds = %digit.i324
  %neg.i325 = icmp slt i64 %A.stride1, 0
  br i1 %neg.i325, label %sign.i328, label %__modlink_format_i64.exit330

sign.i328:                                        ; preds = %digits.done.i326
  %sign.at.i327 = getelementptr inbounds i8, ptr %cursor.i318, i64 -2
  store i8 45, ptr %sign.at.i327, align 1
  br label %__modlink_format_i64.exit330

__modlink_format_i64.exit330:                     ; preds = %digits.done.i326, %sign.i328
  %start.i329 = phi ptr [ %digit.at.i319, %digits.done.i326 ], [ %sign.at.i327, %sign.i328 ]
  %part31 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i329, ptr %part31, align 8
  %part32 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.11, ptr %part32, align 8
  %end.i331 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i331, align 1
  %digit.at.i334 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i334, align 1
  %part34 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i334, ptr %part34, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i343

call.i343:                                        ; preds = %__modlink_format_i64.exit330
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
  %17 = tail call i64 @llvm.abs.i64(i64 %A.stride0, i1 false)
  %end.i345 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i345, align 1
  br label %digit.i353

digit.i353:                                       ; preds = %digit.i353, %check8.fail
  %remaining.i346 = phi i64 [ %17, %check8.fail ], [ %rest.i352, %digit.i353 ]
  %cursor.i347 = phi ptr [ %end.i345, %check8.fail ], [ %digit.at.i348, %digit.i353 ]
  %digit.at.i348 = getelementptr inbounds i8, ptr %cursor.i347, i64 -1
  %digit1.i349 = urem i64 %remaining.i346, 10
  %digit.byte.i350 = trunc i64 %digit1.i349 to i8
  %ascii.i351 = or i8 %digit.byte.i350, 48
  store i8 %ascii.i351, ptr %digit.at.i348, align 1
  %rest.i352 = udiv i64 %remaining.i346, 10
  %18 = icmp ult i64 %remaining.i346, 10
  br i1 %18, label %digits.done.i355, label %digit.i353

digits.done.i355:                                 ; preds = %digit.i353
  %neg.i354 = icmp slt i64 %A.stride0, 0
  br i1 %neg.i354, label %sign.i357, label %__modlink_format_i64.exit359

sign.i357:                                        ; preds = %digits.done.i355
  %sign.at.i356 = getelementptr inbounds i8, ptr %cursor.i347, i64 -2
  store i8 45, ptr %sign.at.i356, align 1
  br label %__modlink_format_i64.exit359

__modlink_format_i64.exit359:                     ; preds = %digits.done.i355, %sign.i357
  %start.i358 = phi ptr [ %digit.at.i348, %digits.done.i355 ], [ %sign.at.i356, %sign.i357 ]
  %part41 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i358, ptr %part41, align 8
  %part42 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.11, ptr %part42, align 8
  %19 = call i64 @llvm.abs.i64(i64 %A.shape1, i1 false)
  %end.i360 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i360, align 1
  br label %digit.i368

digit.i368:                                       ; preds = %digit.i368, %__modlink_format_i64.exit359
  %remaining.i361 = phi i64 [ %19, %__modlink_format_i64.exit359 ], [ %rest.i367, %digit.i368 ]
  %cursor.i362 = phi ptr [ %end.i360, %__modlink_format_i64.exit359 ], [ %digit.at.i363, %digit.i368 ]
  %digit.at.i363 = getelementptr inbounds i8, ptr %cursor.i362, i64 -1
  %digit1.i364 = urem i64 %remaining.i361, 10
  %digit.byte.i365 = trunc i64 %digit1.i364 to i8
  %ascii.i366 = or i8 %digit.byte.i365, 48
  store i8 %ascii.i366, ptr %digit.at.i363, align 1
  %rest.i367 = udiv i64 %remaining.i361, 10
  %20 = icmp ult i64 %remaining.i361, 10
  br i1 %20, label %digits.done.i370, label %digit.i368

digits.done.i370:                                 ; preds = %digit.i368
  %neg.i369 = icmp slt i64 %A.shape1, 0
  br i1 %neg.i369, label %sign.i372, label %__modlink_format_i64.exit374

sign.i372:                                        ; preds = %digits.done.i370
  %sign.at.i371 = getelementptr inbounds i8, ptr %cursor.i362, i64 -2
  store i8 45, ptr %sign.at.i371, align 1
  br label %__modlink_format_i64.exit374

__modlink_format_i64.exit374:                     ; preds = %digits.done.i370, %sign.i372
  %start.i373 = phi ptr [ %digit.at.i363, %digits.done.i370 ], [ %sign.at.i371, %sign.i372 ]
  %part44 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %start.i373, ptr %part44, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i375

call.i375:                                        ; preds = %__modlink_format_i64.exit374
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check9.fail:                                      ; preds = %A.strides.done
  store ptr @.str.13, ptr %message.parts, align 8
  %21 = tail call i32 @llvm.abs.i32(i32 %B.type_index, i1 false)
  %22 = zext i32 %21 to i64
  %end.i377 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i377, align 1
  br label %digit.i385

digit.i385:                                       ; preds = %digit.i385, %check9.fail
  %remaining.i378 = phi i64 [ %22, %check9.fail ], [ %rest.i384, %digit.i385 ]
  %cursor.i379 = phi ptr [ %end.i377, %check9.fail ], [ %digit.at.i380, %digit.i385 ]
  %digit.at.i380 = getelementptr inbounds i8, ptr %cursor.i379, i64 -1
  %digit1.i381 = urem i64 %remaining.i378, 10
  %digit.byte.i382 = trunc i64 %digit1.i381 to i8
  %ascii.i383 = or i8 %digit.byte.i382, 48
  store i8 %ascii.i383, ptr %digit.at.i380, align 1
  %rest.i384 = udiv i64 %remaining.i378, 10
  %23 = icmp ult i64 %remaining.i378, 10
  br i1 %23, label %digits.done.i387, label %digit.i385

digits.done.i387:                                 ; preds = %digit.i385
  %neg.i386 = icmp slt i32 %B.type_index, 0
  br i1 %neg.i386, label %sign.i389, label %__modlink_format_i64.exit391

sign.i389:                                        ; preds = %digits.done.i387
  %sign.at.i388 = getelementptr inbounds i8, ptr %cursor.i379, i64 -2
  store i8 45, ptr %sign.at.i388, align 1
  br label %__modlink_format_i64.exit391

__modlink_format_i64.exit391:                     ; preds = %digits.done.i387, %sign.i389
  %start.i390 = phi ptr [ %digit.at.i380, %digits.done.i387 ], [ %sign.at.i388, %sign.i389 ]
  %part54 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i390, ptr %part54, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i392

call.i392:                                        ; preds = %__modlink_format_i64.exit391
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
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i394

call.i394:                                        ; preds = %check10.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check10.ok:                                       ; preds = %check9.ok
  %ndim.at58 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %B.dltensor, i64 0, i32 2
  %B.ndim = load i32, ptr %ndim.at58, align 4
  %ndim.ok59 = icmp eq i32 %B.ndim, 2
  br i1 %ndim.ok59, label %check11.ok, label %check11.fail

check11.fail:                                     ; preds = %check10.ok
  store ptr @.str.15, ptr %message.parts, align 8
  %24 = tail call i32 @llvm.abs.i32(i32 %B.ndim, i1 false)
  %25 = zext i32 %24 to i64
  %end.i396 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i396, align 1
  br label %digit.i404

digit.i404:                                       ; preds = %digit.i404, %check11.fail
  %remaining.i397 = phi i64 [ %25, %check11.fail ], [ %rest.i403, %digit.i404 ]
  %cursor.i398 = phi ptr [ %end.i396, %check11.fail ], [ %digit.at.i399, %digit.i404 ]
  %digit.at.i399 = getelementptr inbounds i8, ptr %cursor.i398, i64 -1
  %digit1.i400 = urem i64 %remaining.i397, 10
  %digit.byte.i401 = trunc i64 %digit1.i400 to i8
  %ascii.i402 = or i8 %digit.byte.i401, 48
  store i8 %ascii.i402, ptr %digit.at.i399, align 1
  %rest.i403 = udiv i64 %remaining.i397, 10
  %26 = icmp ult i64 %remaining.i397, 10
  br i1 %26, label %digits.done.i406, label %digit.i404

digits.done.i406:                                 ; preds = %digit.i404
  %neg.i405 = icmp slt i32 %B.ndim, 0
  br i1 %neg.i405, label %sign.i408, label %__modlink_format_i64.exit410

sign.i408:                                        ; preds = %digits.done.i406
  %sign.at.i407 = getelementptr inbounds i8, ptr %cursor.i398, i64 -2
  store i8 45, ptr %sign.at.i407, align 1
  br label %__modlink_format_i64.exit410

__modlink_format_i64.exit410:                     ; preds = %digits.done.i406, %sign.i408
  %start.i409 = phi ptr [ %digit.at.i399, %digits.done.i406 ], [ %sign.at.i407, %sign.i408 ]
  %part63 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i409, ptr %part63, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i411

call.i411:                                        ; preds = %__modlink_format_i64.exit410
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
  %end.i413 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i413, align 1
  br label %digit.i421

digit.i421:                                       ; preds = %digit.i421, %check12.fail
  %remaining.i414 = phi i64 [ %code76, %check12.fail ], [ %rest.i420, %digit.i421 ]
  %cursor.i415 = phi ptr [ %end.i413, %check12.fail ], [ %digit.at.i416, %digit.i421 ]
  %digit.at.i416 = getelementptr inbounds i8, ptr %cursor.i415, i64 -1
  %digit1.i417 = urem i64 %remaining.i414, 10
  %digit.byte.i418 = trunc i64 %digit1.i417 to i8
  %ascii.i419 = or i8 %digit.byte.i418, 48
  store i8 %ascii.i419, ptr %digit.at.i416, align 1
  %rest.i420 = udiv i64 %remaining.i414, 10
  %27 = icmp ult i64 %remaining.i414, 10
  br i1 %27, label %__modlink_format_i64.exit424, label %digit.i421

__modlink_format_i64.exit424:                     ; preds = %digit.i421
  %bits77 = zext i8 %bits69 to i64
  %part81 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %digit.at.i416, ptr %part81, align 8
  %part82 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.7, ptr %part82, align 8
  %end.i425 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i425, align 1
  br label %digit.i433

digit.i433:                                       ; preds = %digit.i433, %__modlink_format_i64.exit424
  %remaining.i426 = phi i64 [ %bits77, %__modlink_format_i64.exit424 ], [ %rest.i432, %digit.i433 ]
  %cursor.i427 = phi ptr [ %end.i425, %__modlink_format_i64.exit424 ], [ %digit.at.i428, %digit.i433 ]
  %digit.at.i428 = getelementptr inbounds i8, ptr %cursor.i427, i64 -1
  %digit1.i429 = urem i64 %remaining.i426, 10
  %digit.byte.i430 = trunc i64 %digit1.i429 to i8
  %ascii.i431 = or i8 %digit.byte.i430, 48
  store i8 %ascii.i431, ptr %digit.at.i428, align 1
  %rest.i432 = udiv i64 %remaining.i426, 10
  %28 = icmp ult i64 %remaining.i426, 10
  br i1 %28, label %__modlink_format_i64.exit436, label %digit.i433

__modlink_format_i64.exit436:                     ; preds = %digit.i433
  %part84 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i428, ptr %part84, align 8
  %part85 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 4
  store ptr @.str.8, ptr %part85, align 8
  %end.i437 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i437, align 1
  br label %digit.i445

digit.i445:                                       ; preds = %digit.i445, %__modlink_format_i64.exit436
  %remaining.i438 = phi i64 [ %lanes78, %__modlink_format_i64.exit436 ], [ %rest.i444, %digit.i445 ]
  %cursor.i439 = phi ptr [ %end.i437, %__modlink_format_i64.exit436 ], [ %digit.at.i440, %digit.i445 ]
  %digit.at.i440 = getelementptr inbounds i8, ptr %cursor.i439, i64 -1
  %digit1.i441 = urem i64 %remaining.i438, 10
  %digit.byte.i442 = trunc i64 %digit1.i441 to i8
  %ascii.i443 = or i8 %digit.byte.i442, 48
  store i8 %ascii.i443, ptr %digit.at.i440, align 1
  %rest.i444 = udiv i64 %remaining.i438, 10
  %29 = icmp ult i64 %remaining.i438, 10
  br i1 %29, label %__modlink_format_i64.exit448, label %digit.i445

__modlink_format_i64.exit448:                     ; preds = %digit.i445
  %part87 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 5
  store ptr %digit.at.i440, ptr %part87, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i449

call.i449:                                        ; preds = %__modlink_format_i64.exit448
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check12.ok:                                       ; preds = %check11.ok
  %device.at88 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %B.dltensor, i64 0, i32 1
  %B.device_type = load i32, ptr %device.at88, align 4
  %device.ok89 = icmp eq i32 %B.device_type, 1
  br i1 %device.ok89, label %check13.ok, label %check13.fail

check13.fail:                                     ; preds = %check12.ok
  store ptr @.str.17, ptr %message.parts, align 8
  %30 = tail call i32 @llvm.abs.i32(i32 %B.device_type, i1 false)
  %31 = zext i32 %30 to i64
  %end.i451 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i451, align 1
  br label %digit.i459

digit.i459:                                       ; preds = %digit.i459, %check13.fail
  %remaining.i452 = phi i64 [ %31, %check13.fail ], [ %rest.i458, %digit.i459 ]
  %cursor.i453 = phi ptr [ %end.i451, %check13.fail ], [ %digit.at.i454, %digit.i459 ]
  %digit.at.i454 = getelementptr inbounds i8, ptr %cursor.i453, i64 -1
  %digit1.i455 = urem i64 %remaining.i452, 10
  %digit.byte.i456 = trunc i64 %digit1.i455 to i8
  %ascii.i457 = or i8 %digit.byte.i456, 48
  store i8 %ascii.i457, ptr %digit.at.i454, align 1
  %rest.i458 = udiv i64 %remaining.i452, 10
  %32 = icmp ult i64 %remaining.i452, 10
  br i1 %32, label %digits.done.i461, label %digit.i459

digits.done.i461:                                 ; preds = %digit.i459
  %neg.i460 = icmp slt i32 %B.device_type, 0
  br i1 %neg.i460, label %sign.i463, label %__modlink_format_i64.exit465

sign.i463:                                        ; preds = %digits.done.i461
  %sign.at.i462 = getelementptr inbounds i8, ptr %cursor.i453, i64 -2
  store i8 45, ptr %sign.at.i462, align 1
  br label %__modlink_format_i64.exit465

__modlink_format_i64.exit465:                     ; preds = %digits.done.i461, %sign.i463
  %start.i464 = phi ptr [ %digit.at.i454, %digits.done.i461 ], [ %sign.at.i462, %sign.i463 ]
  %part93 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i464, ptr %part93, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i466

call.i466:                                        ; preds = %__modlink_format_i64.exit465
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
  %33 = tail call i64 @llvm.abs.i64(i64 %B.shape0, i1 false)
  %end.i468 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i468, align 1
  br label %digit.i476

digit.i476:                                       ; preds = %digit.i476, %check14.fail
  %remaining.i469 = phi i64 [ %33, %check14.fail ], [ %rest.i475, %digit.i476 ]
  %cursor.i470 = phi ptr [ %end.i468, %check14.fail ], [ %digit.at.i471, %digit.i476 ]
  %digit.at.i471 = getelementptr inbounds i8, ptr %cursor.i470, i64 -1
  %digit1.i472 = urem i64 %remaining.i469, 10
  %digit.byte.i473 = trunc i64 %digit1.i472 to i8
  %ascii.i474 = or i8 %digit.byte.i473, 48
  store i8 %ascii.i474, ptr %digit.at.i471, align 1
  %rest.i475 = udiv i64 %remaining.i469, 10
  %34 = icmp ult i64 %remaining.i469, 10
  br i1 %34, label %digits.done.i478, label %digit.i476

digits.done.i478:                                 ; preds = %digit.i476
  %neg.i477 = icmp slt i64 %B.shape0, 0
  br i1 %neg.i477, label %sign.i480, label %__modlink_format_i64.exit482

sign.i480:                                        ; preds = %digits.done.i478
  %sign.at.i479 = getelementptr inbounds i8, ptr %cursor.i470, i64 -2
  store i8 45, ptr %sign.at.i479, align 1
  br label %__modlink_format_i64.exit482

__modlink_format_i64.exit482:                     ; preds = %digits.done.i478, %sign.i480
  %start.i481 = phi ptr [ %digit.at.i471, %digits.done.i478 ], [ %sign.at.i479, %sign.i480 ]
  %part98 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i481, ptr %part98, align 8
  %part99 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.19, ptr %part99, align 8
  %35 = call i64 @llvm.abs.i64(i64 %A.shape1, i1 false)
  %end.i483 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i483, align 1
  br label %digit.i491

digit.i491:                                       ; preds = %digit.i491, %__modlink_format_i64.exit482
  %remaining.i484 = phi i64 [ %35, %__modlink_format_i64.exit482 ], [ %rest.i490, %digit.i491 ]
  %cursor.i485 = phi ptr [ %end.i483, %__modlink_format_i64.exit482 ], [ %digit.at.i486, %digit.i491 ]
  %digit.at.i486 = getelementptr inbounds i8, ptr %cursor.i485, i64 -1
  %digit1.i487 = urem i64 %remaining.i484, 10
  %digit.byte.i488 = trunc i64 %digit1.i487 to i8
  %ascii.i489 = or i8 %digit.byte.i488, 48
  store i8 %ascii.i489, ptr %digit.at.i486, align 1
  %rest.i490 = udiv i64 %remaining.i484, 10
  %36 = icmp ult i64 %remaining.i484, 10
  br i1 %36, label %digits.done.i493, label %digit.i491

digits.done.i493:                                 ; preds = %digit.i491
  %neg.i492 = icmp slt i64 %A.shape1, 0
  br i1 %neg.i492, label %sign.i495, label %__modlink_format_i64.exit497

sign.i495:                                        ; preds = %digits.done.i493
  %sign.at.i494 = getelementptr inbounds i8, ptr %cursor.i485, i64 -2
  store i8 45, ptr %sign.at.i494, align 1
  br label %__modlink_format_i64.exit497

__modlink_format_i64.exit497:                     ; preds = %digits.done.i493, %sign.i495
  %start.i496 = phi ptr [ %digit.at.i486, %digits.done.i493 ], [ %sign.at.i494, %sign.i495 ]
  %part101 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %start.i496, ptr %part101, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i498

call.i498:                                        ; preds = %__modlink_format_i64.exit497
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
  %37 = tail call i64 @llvm.abs.i64(i64 %B.stride1, i1 false)
  %end.i500 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i500, align 1
  br label %digit.i508

digit.i508:                                       ; preds = %digit.i508, %check15.fail
  %remaining.i501 = phi i64 [ %37, %check15.fail ], [ %rest.i507, %digit.i508 ]
  %cursor.i502 = phi ptr [ %end.i500, %check15.fail ], [ %digit.at.i503, %digit.i508 ]
  %digit.at.i503 = getelementptr inbounds i8, ptr %cursor.i502, i64 -1
  %digit1.i504 = urem i64 %remaining.i501, 10
  %digit.byte.i505 = trunc i64 %digit1.i504 to i8
  %ascii.i506 = or i8 %digit.byte.i505, 48
  store i8 %ascii.i506, ptr %digit.at.i503, align 1
  %rest.i507 = udiv i64 %remaining.i501, 10
  %38 = icmp ult i64 %remaining.i501, 10
  br i1 %38, label %digits.done.i510, label %digit.i508

digits.done.i510:                                 ; preds = %digit.i508
  %neg.i509 = icmp slt i64 %B.stride1, 0
  br i1 %neg.i509, label %sign.i512, label %__modlink_format_i64.exit514

sign.i512:                                        ; preds = %digits.done.i510
  %sign.at.i511 = getelementptr inbounds i8, ptr %cursor.i502, i64 -2
  store i8 45, ptr %sign.at.i511, align 1
  br label %__modlink_format_i64.exit514

__modlink_format_i64.exit514:                     ; preds = %digits.done.i510, %sign.i512
  %start.i513 = phi ptr [ %digit.at.i503, %digits.done.i510 ], [ %sign.at.i511, %sign.i512 ]
  %part111 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i513, ptr %part111, align 8
  %part112 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.11, ptr %part112, align 8
  %end.i515 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i515, align 1
  %digit.at.i518 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i518, align 1
  %part114 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i518, ptr %part114, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i527

call.i527:                                        ; preds = %__modlink_format_i64.exit514
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
  %39 = tail call i64 @llvm.abs.i64(i64 %B.stride0, i1 false)
  %end.i529 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i529, align 1
  br label %digit.i537

digit.i537:                                       ; preds = %digit.i537, %check16.fail
  %remaining.i530 = phi i64 [ %39, %check16.fail ], [ %rest.i536, %digit.i537 ]
  %cursor.i531 = phi ptr [ %end.i529, %check16.fail ], [ %digit.at.i532, %digit.i537 ]
  %digit.at.i532 = getelementptr inbounds i8, ptr %cursor.i531, i64 -1
  %digit1.i533 = urem i64 %remaining.i530, 10
  %digit.byte.i534 = trunc i64 %digit1.i533 to i8
  %ascii.i535 = or i8 %digit.byte.i534, 48
  store i8 %ascii.i535, ptr %digit.at.i532, align 1
  %rest.i536 = udiv i64 %remaining.i530, 10
  %40 = icmp ult i64 %remaining.i530, 10
  br i1 %40, label %digits.done.i539, label %digit.i537

digits.done.i539:                                 ; preds = %digit.i537
  %neg.i538 = icmp slt i64 %B.stride0, 0
  br i1 %neg.i538, label %sign.i541, label %__modlink_format_i64.exit543

sign.i541:                                        ; preds = %digits.done.i539
  %sign.at.i540 = getelementptr inbounds i8, ptr %cursor.i531, i64 -2
  store i8 45, ptr %sign.at.i540, align 1
  br label %__modlink_format_i64.exit543

__modlink_format_i64.exit543:                     ; preds = %digits.done.i539, %sign.i541
  %start.i542 = phi ptr [ %digit.at.i532, %digits.done.i539 ], [ %sign.at.i540, %sign.i541 ]
  %part122 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i542, ptr %part122, align 8
  %part123 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.11, ptr %part123, align 8
  %41 = call i64 @llvm.abs.i64(i64 %B.shape1, i1 false)
  %end.i544 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i544, align 1
  br label %digit.i552

digit.i552:                                       ; preds = %digit.i552, %__modlink_format_i64.exit543
  %remaining.i545 = phi i64 [ %41, %__modlink_format_i64.exit543 ], [ %rest.i551, %digit.i552 ]
  %cursor.i546 = phi ptr [ %end.i544, %__modlink_format_i64.exit543 ], [ %digit.at.i547, %digit.i552 ]
  %digit.at.i547 = getelementptr inbounds i8, ptr %cursor.i546, i64 -1
  %digit1.i548 = urem i64 %remaining.i545, 10
  %digit.byte.i549 = trunc i64 %digit1.i548 to i8
  %ascii.i550 = or i8 %digit.byte.i549, 48
  store i8 %ascii.i550, ptr %digit.at.i547, align 1
  %rest.i551 = udiv i64 %remaining.i545, 10
  %42 = icmp ult i64 %remaining.i545, 10
  br i1 %42, label %digits.done.i554, label %digit.i552

digits.done.i554:                                 ; preds = %digit.i552
  %neg.i553 = icmp slt i64 %B.shape1, 0
  br i1 %neg.i553, label %sign.i556, label %__modlink_format_i64.exit558

sign.i556:                                        ; preds = %digits.done.i554
  %sign.at.i555 = getelementptr inbounds i8, ptr %cursor.i546, i64 -2
  store i8 45, ptr %sign.at.i555, align 1
  br label %__modlink_format_i64.exit558

__modlink_format_i64.exit558:                     ; preds = %digits.done.i554, %sign.i556
  %start.i557 = phi ptr [ %digit.at.i547, %digits.done.i554 ], [ %sign.at.i555, %sign.i556 ]
  %part125 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %start.i557, ptr %part125, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i559

call.i559:                                        ; preds = %__modlink_format_i64.exit558
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check17.fail:                                     ; preds = %B.strides.done
  store ptr @.str.22, ptr %message.parts, align 8
  %43 = tail call i32 @llvm.abs.i32(i32 %C.type_index, i1 false)
  %44 = zext i32 %43 to i64
  %end.i561 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i561, align 1
  br label %digit.i569

digit.i569:                                       ; preds = %digit.i569, %check17.fail
  %remaining.i562 = phi i64 [ %44, %check17.fail ], [ %rest.i568, %digit.i569 ]
  %cursor.i563 = phi ptr [ %end.i561, %check17.fail ], [ %digit.at.i564, %digit.i569 ]
  %digit.at.i564 = getelementptr inbounds i8, ptr %cursor.i563, i64 -1
  %digit1.i565 = urem i64 %remaining.i562, 10
  %digit.byte.i566 = trunc i64 %digit1.i565 to i8
  %ascii.i567 = or i8 %digit.byte.i566, 48
  store i8 %ascii.i567, ptr %digit.at.i564, align 1
  %rest.i568 = udiv i64 %remaining.i562, 10
  %45 = icmp ult i64 %remaining.i562, 10
  br i1 %45, label %digits.done.i571, label %digit.i569

digits.done.i571:                                 ; preds = %digit.i569
  %neg.i570 = icmp slt i32 %C.type_index, 0
  br i1 %neg.i570, label %sign.i573, label %__modlink_format_i64.exit575

sign.i573:                                        ; preds = %digits.done.i571
  %sign.at.i572 = getelementptr inbounds i8, ptr %cursor.i563, i64 -2
  store i8 45, ptr %sign.at.i572, align 1
  br label %__modlink_format_i64.exit575

__modlink_format_i64.exit575:                     ; preds = %digits.done.i571, %sign.i573
  %start.i574 = phi ptr [ %digit.at.i564, %digits.done.i571 ], [ %sign.at.i572, %sign.i573 ]
  %part139 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i574, ptr %part139, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i576

call.i576:                                        ; preds = %__modlink_format_i64.exit575
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
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i578

call.i578:                                        ; preds = %check18.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check18.ok:                                       ; preds = %check17.ok
  %ndim.at143 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %C.dltensor, i64 0, i32 2
  %C.ndim = load i32, ptr %ndim.at143, align 4
  %ndim.ok144 = icmp eq i32 %C.ndim, 2
  br i1 %ndim.ok144, label %check19.ok, label %check19.fail

check19.fail:                                     ; preds = %check18.ok
  store ptr @.str.24, ptr %message.parts, align 8
  %46 = tail call i32 @llvm.abs.i32(i32 %C.ndim, i1 false)
  %47 = zext i32 %46 to i64
  %end.i580 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i580, align 1
  br label %digit.i588

digit.i588:                                       ; preds = %digit.i588, %check19.fail
  %remaining.i581 = phi i64 [ %47, %check19.fail ], [ %rest.i587, %digit.i588 ]
  %cursor.i582 = phi ptr [ %end.i580, %check19.fail ], [ %digit.at.i583, %digit.i588 ]
  %digit.at.i583 = getelementptr inbounds i8, ptr %cursor.i582, i64 -1
  %digit1.i584 = urem i64 %remaining.i581, 10
  %digit.byte.i585 = trunc i64 %digit1.i584 to i8
  %ascii.i586 = or i8 %digit.byte.i585, 48
  store i8 %ascii.i586, ptr %digit.at.i583, align 1
  %rest.i587 = udiv i64 %remaining.i581, 10
  %48 = icmp ult i64 %remaining.i581, 10
  br i1 %48, label %digits.done.i590, label %digit.i588

digits.done.i590:                                 ; preds = %digit.i588
  %neg.i589 = icmp slt i32 %C.ndim, 0
  br i1 %neg.i589, label %sign.i592, label %__modlink_format_i64.exit594

sign.i592:                                        ; preds = %digits.done.i590
  %sign.at.i591 = getelementptr inbounds i8, ptr %cursor.i582, i64 -2
  store i8 45, ptr %sign.at.i591, align 1
  br label %__modlink_format_i64.exit594

__modlink_format_i64.exit594:                     ; preds = %digits.done.i590, %sign.i592
  %start.i593 = phi ptr [ %digit.at.i583, %digits.done.i590 ], [ %sign.at.i591, %sign.i592 ]
  %part148 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i593, ptr %part148, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i595

call.i595:                                        ; preds = %__modlink_format_i64.exit594
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
  %end.i597 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i597, align 1
  br label %digit.i605

digit.i605:                                       ; preds = %digit.i605, %check20.fail
  %remaining.i598 = phi i64 [ %code161, %check20.fail ], [ %rest.i604, %digit.i605 ]
  %cursor.i599 = phi ptr [ %end.i597, %check20.fail ], [ %digit.at.i600, %digit.i605 ]
  %digit.at.i600 = getelementptr inbounds i8, ptr %cursor.i599, i64 -1
  %digit1.i601 = urem i64 %remaining.i598, 10
  %digit.byte.i602 = trunc i64 %digit1.i601 to i8
  %ascii.i603 = or i8 %digit.byte.i602, 48
  store i8 %ascii.i603, ptr %digit.at.i600, align 1
  %rest.i604 = udiv i64 %remaining.i598, 10
  %49 = icmp ult i64 %remaining.i598, 10
  br i1 %49, label %__modlink_format_i64.exit608, label %digit.i605

__modlink_format_i64.exit608:                     ; preds = %digit.i605
  %bits162 = zext i8 %bits154 to i64
  %part166 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %digit.at.i600, ptr %part166, align 8
  %part167 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.7, ptr %part167, align 8
  %end.i609 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i609, align 1
  br label %digit.i617

digit.i617:                                       ; preds = %digit.i617, %__modlink_format_i64.exit608
  %remaining.i610 = phi i64 [ %bits162, %__modlink_format_i64.exit608 ], [ %rest.i616, %digit.i617 ]
  %cursor.i611 = phi ptr [ %end.i609, %__modlink_format_i64.exit608 ], [ %digit.at.i612, %digit.i617 ]
  %digit.at.i612 = getelementptr inbounds i8, ptr %cursor.i611, i64 -1
  %digit1.i613 = urem i64 %remaining.i610, 10
  %digit.byte.i614 = trunc i64 %digit1.i613 to i8
  %ascii.i615 = or i8 %digit.byte.i614, 48
  store i8 %ascii.i615, ptr %digit.at.i612, align 1
  %rest.i616 = udiv i64 %remaining.i610, 10
  %50 = icmp ult i64 %remaining.i610, 10
  br i1 %50, label %__modlink_format_i64.exit620, label %digit.i617

__modlink_format_i64.exit620:                     ; preds = %digit.i617
  %part169 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i612, ptr %part169, align 8
  %part170 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 4
  store ptr @.str.8, ptr %part170, align 8
  %end.i621 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i621, align 1
  br label %digit.i629

digit.i629:                                       ; preds = %digit.i629, %__modlink_format_i64.exit620
  %remaining.i622 = phi i64 [ %lanes163, %__modlink_format_i64.exit620 ], [ %rest.i628, %digit.i629 ]
  %cursor.i623 = phi ptr [ %end.i621, %__modlink_format_i64.exit620 ], [ %digit.at.i624, %digit.i629 ]
  %digit.at.i624 = getelementptr inbounds i8, ptr %cursor.i623, i64 -1
  %digit1.i625 = urem i64 %remaining.i622, 10
  %digit.byte.i626 = trunc i64 %digit1.i625 to i8
  %ascii.i627 = or i8 %digit.byte.i626, 48
  store i8 %ascii.i627, ptr %digit.at.i624, align 1
  %rest.i628 = udiv i64 %remaining.i622, 10
  %51 = icmp ult i64 %remaining.i622, 10
  br i1 %51, label %__modlink_format_i64.exit632, label %digit.i629

__modlink_format_i64.exit632:                     ; preds = %digit.i629
  %part172 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 5
  store ptr %digit.at.i624, ptr %part172, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i633

call.i633:                                        ; preds = %__modlink_format_i64.exit632
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check20.ok:                                       ; preds = %check19.ok
  %device.at173 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %C.dltensor, i64 0, i32 1
  %C.device_type = load i32, ptr %device.at173, align 4
  %device.ok174 = icmp eq i32 %C.device_type, 1
  br i1 %device.ok174, label %check21.ok, label %check21.fail

check21.fail:                                     ; preds = %check20.ok
  store ptr @.str.26, ptr %message.parts, align 8
  %52 = tail call i32 @llvm.abs.i32(i32 %C.device_type, i1 false)
  %53 = zext i32 %52 to i64
  %end.i635 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i635, align 1
  br label %digit.i643

digit.i643:                                       ; preds = %digit.i643, %check21.fail
  %remaining.i636 = phi i64 [ %53, %check21.fail ], [ %rest.i642, %digit.i643 ]
  %cursor.i637 = phi ptr [ %end.i635, %check21.fail ], [ %digit.at.i638, %digit.i643 ]
  %digit.at.i638 = getelementptr inbounds i8, ptr %cursor.i637, i64 -1
  %digit1.i639 = urem i64 %remaining.i636, 10
  %digit.byte.i640 = trunc i64 %digit1.i639 to i8
  %ascii.i641 = or i8 %digit.byte.i640, 48
  store i8 %ascii.i641, ptr %digit.at.i638, align 1
  %rest.i642 = udiv i64 %remaining.i636, 10
  %54 = icmp ult i64 %remaining.i636, 10
  br i1 %54, label %digits.done.i645, label %digit.i643

digits.done.i645:                                 ; preds = %digit.i643
  %neg.i644 = icmp slt i32 %C.device_type, 0
  br i1 %neg.i644, label %sign.i647, label %__modlink_format_i64.exit649

sign.i647:                                        ; preds = %digits.done.i645
  %sign.at.i646 = getelementptr inbounds i8, ptr %cursor.i637, i64 -2
  store i8 45, ptr %sign.at.i646, align 1
  br label %__modlink_format_i64.exit649

__modlink_format_i64.exit649:                     ; preds = %digits.done.i645, %sign.i647
  %start.i648 = phi ptr [ %digit.at.i638, %digits.done.i645 ], [ %sign.at.i646, %sign.i647 ]
  %part178 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i648, ptr %part178, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i650

call.i650:                                        ; preds = %__modlink_format_i64.exit649
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
  %55 = tail call i64 @llvm.abs.i64(i64 %C.shape0, i1 false)
  %end.i652 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i652, align 1
  br label %digit.i660

digit.i660:                                       ; preds = %digit.i660, %check22.fail
  %remaining.i653 = phi i64 [ %55, %check22.fail ], [ %rest.i659, %digit.i660 ]
  %cursor.i654 = phi ptr [ %end.i652, %check22.fail ], [ %digit.at.i655, %digit.i660 ]
  %digit.at.i655 = getelementptr inbounds i8, ptr %cursor.i654, i64 -1
  %digit1.i656 = urem i64 %remaining.i653, 10
  %digit.byte.i657 = trunc i64 %digit1.i656 to i8
  %ascii.i658 = or i8 %digit.byte.i657, 48
  store i8 %ascii.i658, ptr %digit.at.i655, align 1
  %rest.i659 = udiv i64 %remaining.i653, 10
  %56 = icmp ult i64 %remaining.i653, 10
  br i1 %56, label %digits.done.i662, label %digit.i660

digits.done.i662:                                 ; preds = %digit.i660
  %neg.i661 = icmp slt i64 %C.shape0, 0
  br i1 %neg.i661, label %sign.i664, label %__modlink_format_i64.exit666

sign.i664:                                        ; preds = %digits.done.i662
  %sign.at.i663 = getelementptr inbounds i8, ptr %cursor.i654, i64 -2
  store i8 45, ptr %sign.at.i663, align 1
  br label %__modlink_format_i64.exit666

__modlink_format_i64.exit666:                     ; preds = %digits.done.i662, %sign.i664
  %start.i665 = phi ptr [ %digit.at.i655, %digits.done.i662 ], [ %sign.at.i663, %sign.i664 ]
  %part184 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i665, ptr %part184, align 8
  %part185 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.28, ptr %part185, align 8
  %57 = call i64 @llvm.abs.i64(i64 %A.shape0, i1 false)
  %end.i667 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i667, align 1
  br label %digit.i675

digit.i675:                                       ; preds = %digit.i675, %__modlink_format_i64.exit666
  %remaining.i668 = phi i64 [ %57, %__modlink_format_i64.exit666 ], [ %rest.i674, %digit.i675 ]
  %cursor.i669 = phi ptr [ %end.i667, %__modlink_format_i64.exit666 ], [ %digit.at.i670, %digit.i675 ]
  %digit.at.i670 = getelementptr inbounds i8, ptr %cursor.i669, i64 -1
  %digit1.i671 = urem i64 %remaining.i668, 10
  %digit.byte.i672 = trunc i64 %digit1.i671 to i8
  %ascii.i673 = or i8 %digit.byte.i672, 48
  store i8 %ascii.i673, ptr %digit.at.i670, align 1
  %rest.i674 = udiv i64 %remaining.i668, 10
  %58 = icmp ult i64 %remaining.i668, 10
  br i1 %58, label %digits.done.i677, label %digit.i675

digits.done.i677:                                 ; preds = %digit.i675
  %neg.i676 = icmp slt i64 %A.shape0, 0
  br i1 %neg.i676, label %sign.i679, label %__modlink_format_i64.exit681

sign.i679:                                        ; preds = %digits.done.i677
  %sign.at.i678 = getelementptr inbounds i8, ptr %cursor.i669, i64 -2
  store i8 45, ptr %sign.at.i678, align 1
  br label %__modlink_format_i64.exit681

__modlink_format_i64.exit681:                     ; preds = %digits.done.i677, %sign.i679
  %start.i680 = phi ptr [ %digit.at.i670, %digits.done.i677 ], [ %sign.at.i678, %sign.i679 ]
  %part187 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %start.i680, ptr %part187, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i682

call.i682:                                        ; preds = %__modlink_format_i64.exit681
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check22.ok:                                       ; preds = %check21.ok
  %extent.at188 = getelementptr inbounds i64, ptr %C.shape, i64 1
  %C.shape1 = load i64, ptr %extent.at188, align 8
  %extent.ok189 = icmp eq i64 %C.shape1, %B.shape1
  br i1 %extent.ok189, label %check23.ok, label %check23.fail

check23.fail:                                     ; preds = %check22.ok
  store ptr @.str.29, ptr %message.parts, align 8
  %59 = tail call i64 @llvm.abs.i64(i64 %C.shape1, i1 false)
  %end.i684 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i684, align 1
  br label %digit.i692

digit.i692:                                       ; preds = %digit.i692, %check23.fail
  %remaining.i685 = phi i64 [ %59, %check23.fail ], [ %rest.i691, %digit.i692 ]
  %cursor.i686 = phi ptr [ %end.i684, %check23.fail ], [ %digit.at.i687, %digit.i692 ]
  %digit.at.i687 = getelementptr inbounds i8, ptr %cursor.i686, i64 -1
  %digit1.i688 = urem i64 %remaining.i685, 10
  %digit.byte.i689 = trunc i64 %digit1.i688 to i8
  %ascii.i690 = or i8 %digit.byte.i689, 48
  store i8 %ascii.i690, ptr %digit.at.i687, align 1
  %rest.i691 = udiv i64 %remaining.i685, 10
  %60 = icmp ult i64 %remaining.i685, 10
  br i1 %60, label %digits.done.i694, label %digit.i692

digits.done.i694:                                 ; preds = %digit.i692
  %neg.i693 = icmp slt i64 %C.shape1, 0
  br i1 %neg.i693, label %sign.i696, label %__modlink_format_i64.exit698

sign.i696:                                        ; preds = %digits.done.i694
  %sign.at.i695 = getelementptr inbounds i8, ptr %cursor.i686, i64 -2
  store i8 45, ptr %sign.at.i695, align 1
  br label %__modlink_format_i64.exit698

__modlink_format_i64.exit698:                     ; preds = %digits.done.i694, %sign.i696
  %start.i697 = phi ptr [ %digit.at.i687, %digits.done.i694 ], [ %sign.at.i695, %sign.i696 ]
  %part192 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i697, ptr %part192, align 8
  %part193 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.30, ptr %part193, align 8
  %61 = call i64 @llvm.abs.i64(i64 %B.shape1, i1 false)
  %end.i699 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i699, align 1
  br label %digit.i707

digit.i707:                                       ; preds = %digit.i707, %__modlink_format_i64.exit698
  %remaining.i700 = phi i64 [ %61, %__modlink_format_i64.exit698 ], [ %rest.i706, %digit.i707 ]
  %cursor.i701 = phi ptr [ %end.i699, %__modlink_format_i64.exit698 ], [ %digit.at.i702, %digit.i707 ]
  %digit.at.i702 = getelementptr inbounds i8, ptr %cursor.i701, i64 -1
  %digit1.i703 = urem i64 %remaining.i700, 10
  %digit.byte.i704 = trunc i64 %digit1.i703 to i8
  %ascii.i705 = or i8 %digit.byte.i704, 48
  store i8 %ascii.i705, ptr %digit.at.i702, align 1
  %rest.i706 = udiv i64 %remaining.i700, 10
  %62 = icmp ult i64 %remaining.i700, 10
  br i1 %62, label %digits.done.i709, label %digit.i707

digits.done.i709:                                 ; preds = %digit.i707
  %neg.i708 = icmp slt i64 %B.shape1, 0
  br i1 %neg.i708, label %sign.i711, label %__modlink_format_i64.exit713

sign.i711:                                        ; preds = %digits.done.i709
  %sign.at.i710 = getelementptr inbounds i8, ptr %cursor.i701, i64 -2
  store i8 45, ptr %sign.at.i710, align 1
  br label %__modlink_format_i64.exit713

__modlink_format_i64.exit713:                     ; preds = %digits.done.i709, %sign.i711
  %start.i712 = phi ptr [ %digit.at.i702, %digits.done.i709 ], [ %sign.at.i710, %sign.i711 ]
  %part195 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %start.i712, ptr %part195, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i714

call.i714:                                        ; preds = %__modlink_format_i64.exit713
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
  %63 = tail call i64 @llvm.abs.i64(i64 %C.stride1, i1 false)
  %end.i716 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i716, align 1
  br label %digit.i724

digit.i724:                                       ; preds = %digit.i724, %check24.fail
  %remaining.i717 = phi i64 [ %63, %check24.fail ], [ %rest.i723, %digit.i724 ]
  %cursor.i718 = phi ptr [ %end.i716, %check24.fail ], [ %digit.at.i719, %digit.i724 ]
  %digit.at.i719 = getelementptr inbounds i8, ptr %cursor.i718, i64 -1
  %digit1.i720 = urem i64 %remaining.i717, 10
  %digit.byte.i721 = trunc i64 %digit1.i720 to i8
  %ascii.i722 = or i8 %digit.byte.i721, 48
  store i8 %ascii.i722, ptr %digit.at.i719, align 1
  %rest.i723 = udiv i64 %remaining.i717, 10
  %64 = icmp ult i64 %remaining.i717, 10
  br i1 %64, label %digits.done.i726, label %digit.i724

digits.done.i726:                                 ; preds = %digit.i724
  %neg.i725 = icmp slt i64 %C.stride1, 0
  br i1 %neg.i725, label %sign.i728, label %__modlink_format_i64.exit730

sign.i728:                                        ; preds = %digits.done.i726
  %sign.at.i727 = getelementptr inbounds i8, ptr %cursor.i718, i64 -2
  store i8 45, ptr %sign.at.i727, align 1
  br label %__modlink_format_i64.exit730

__modlink_format_i64.exit730:                     ; preds = %digits.done.i726, %sign.i728
  %start.i729 = phi ptr [ %digit.at.i719, %digits.done.i726 ], [ %sign.at.i727, %sign.i728 ]
  %part204 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i729, ptr %part204, align 8
  %part205 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.11, ptr %part205, align 8
  %end.i731 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i731, align 1
  %digit.at.i734 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i734, align 1
  %part207 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i734, ptr %part207, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i743

call.i743:                                        ; preds = %__modlink_format_i64.exit730
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
  %65 = tail call i64 @llvm.abs.i64(i64 %C.stride0, i1 false)
  %end.i745 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i745, align 1
  br label %digit.i753

digit.i753:                                       ; preds = %digit.i753, %check25.fail
  %remaining.i746 = phi i64 [ %65, %check25.fail ], [ %rest.i752, %digit.i753 ]
  %cursor.i747 = phi ptr [ %end.i745, %check25.fail ], [ %digit.at.i748, %digit.i753 ]
  %digit.at.i748 = getelementptr inbounds i8, ptr %cursor.i747, i64 -1
  %digit1.i749 = urem i64 %remaining.i746, 10
  %digit.byte.i750 = trunc i64 %digit1.i749 to i8
  %ascii.i751 = or i8 %digit.byte.i750, 48
  store i8 %ascii.i751, ptr %digit.at.i748, align 1
  %rest.i752 = udiv i64 %remaining.i746, 10
  %66 = icmp ult i64 %remaining.i746, 10
  br i1 %66, label %digits.done.i755, label %digit.i753

digits.done.i755:                                 ; preds = %digit.i753
  %neg.i754 = icmp slt i64 %C.stride0, 0
  br i1 %neg.i754, label %sign.i757, label %__modlink_format_i64.exit759

sign.i757:                                        ; preds = %digits.done.i755
  %sign.at.i756 = getelementptr inbounds i8, ptr %cursor.i747, i64 -2
  store i8 45, ptr %sign.at.i756, align 1
  br label %__modlink_format_i64.exit759

__modlink_format_i64.exit759:                     ; preds = %digits.done.i755, %sign.i757
  %start.i758 = phi ptr [ %digit.at.i748, %digits.done.i755 ], [ %sign.at.i756, %sign.i757 ]
  %part215 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i758, ptr %part215, align 8
  %part216 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.11, ptr %part216, align 8
  %67 = call i64 @llvm.abs.i64(i64 %B.shape1, i1 false)
  %end.i760 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i760, align 1
  br label %digit.i768

digit.i768:                                       ; preds = %digit.i768, %__modlink_format_i64.exit759
  %remaining.i761 = phi i64 [ %67, %__modlink_format_i64.exit759 ], [ %rest.i767, %digit.i768 ]
  %cursor.i762 = phi ptr [ %end.i760, %__modlink_format_i64.exit759 ], [ %digit.at.i763, %digit.i768 ]
  %digit.at.i763 = getelementptr inbounds i8, ptr %cursor.i762, i64 -1
  %digit1.i764 = urem i64 %remaining.i761, 10
  %digit.byte.i765 = trunc i64 %digit1.i764 to i8
  %ascii.i766 = or i8 %digit.byte.i765, 48
  store i8 %ascii.i766, ptr %digit.at.i763, align 1
  %rest.i767 = udiv i64 %remaining.i761, 10
  %68 = icmp ult i64 %remaining.i761, 10
  br i1 %68, label %digits.done.i770, label %digit.i768

digits.done.i770:                                 ; preds = %digit.i768
  %neg.i769 = icmp slt i64 %B.shape1, 0
  br i1 %neg.i769, label %sign.i772, label %__modlink_format_i64.exit774

sign.i772:                                        ; preds = %digits.done.i770
  %sign.at.i771 = getelementptr inbounds i8, ptr %cursor.i762, i64 -2
  store i8 45, ptr %sign.at.i771, align 1
  br label %__modlink_format_i64.exit774

__modlink_format_i64.exit774:                     ; preds = %digits.done.i770, %sign.i772
  %start.i773 = phi ptr [ %digit.at.i763, %digits.done.i770 ], [ %sign.at.i771, %sign.i772 ]
  %part218 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %start.i773, ptr %part218, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i775

call.i775:                                        ; preds = %__modlink_format_i64.exit774
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
