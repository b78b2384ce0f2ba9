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

; Function Attrs: argmemonly nofree norecurse nosync nounwind
define i32 @vadd_c(ptr nocapture readonly %A, ptr nocapture readonly %B, ptr nocapture writeonly %C, i64 %n) local_unnamed_addr #0 {
entry:
  %B5 = ptrtoint ptr %B to i64
  %A4 = ptrtoint ptr %A to i64
  %C3 = ptrtoint ptr %C to i64
  %more1 = icmp sgt i64 %n, 0
  br i1 %more1, label %for.i.body.preheader, label %for.i.end

for.i.body.preheader:                             ; preds = %entry
  %min.iters.check = icmp ult i64 %n, 16
  br i1 %min.iters.check, label %for.i.body.preheader10, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.i.body.preheader
  %0 = sub i64 %C3, %A4
  %diff.check = icmp ult i64 %0, 64
  %1 = sub i64 %C3, %B5
  %diff.check6 = icmp ult i64 %1, 64
  %conflict.rdx = or i1 %diff.check, %diff.check6
  br i1 %conflict.rdx, label %for.i.body.preheader10, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %n, -16
  %2 = add i64 %n.vec, -16
  %3 = lshr exact i64 %2, 4
  %4 = add nuw nsw i64 %3, 1
  %xtraiter = and i64 %4, 1
  %5 = icmp eq i64 %2, 0
  br i1 %5, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %4, 2305843009213693950
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %6 = getelementptr inbounds float, ptr %C, i64 %index
  %7 = getelementptr inbounds float, ptr %A, i64 %index
  %wide.load = load <8 x float>, ptr %7, align 4
  %8 = getelementptr inbounds float, ptr %7, i64 8
  %wide.load7 = load <8 x float>, ptr %8, align 4
  %9 = getelementptr inbounds float, ptr %B, i64 %index
  %wide.load8 = load <8 x float>, ptr %9, align 4
  %10 = getelementptr inbounds float, ptr %9, i64 8
  %wide.load9 = load <8 x float>, ptr %10, align 4
  %11 = fadd <8 x float> %wide.load, %wide.load8
  %12 = fadd <8 x float> %wide.load7, %wide.load9
  store <8 x float> %11, ptr %6, align 4
  %13 = getelementptr inbounds float, ptr %6, i64 8
  store <8 x float> %12, ptr %13, align 4
  %index.next = or i64 %index, 16
  %14 = getelementptr inbounds float, ptr %C, i64 %index.next
  %15 = getelementptr inbounds float, ptr %A, i64 %index.next
  %wide.load.1 = load <8 x float>, ptr %15, align 4
  %16 = getelementptr inbounds float, ptr %15, i64 8
  %wide.load7.1 = load <8 x float>, ptr %16, align 4
  %17 = getelementptr inbounds float, ptr %B, i64 %index.next
  %wide.load8.1 = load <8 x float>, ptr %17, align 4
  %18 = getelementptr inbounds float, ptr %17, i64 8
  %wide.load9.1 = load <8 x float>, ptr %18, align 4
  %19 = fadd <8 x float> %wide.load.1, %wide.load8.1
  %20 = fadd <8 x float> %wide.load7.1, %wide.load9.1
  store <8 x float> %19, ptr %14, align 4
  %21 = getelementptr inbounds float, ptr %14, i64 8
  store <8 x float> %20, ptr %21, align 4
  %index.next.1 = add nuw i64 %index, 32
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !0

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %22 = getelementptr inbounds float, ptr %C, i64 %index.unr
  %23 = getelementptr inbounds float, ptr %A, i64 %index.unr
  %wide.load.epil = load <8 x float>, ptr %23, align 4
  %24 = getelementptr inbounds float, ptr %23, i64 8
  %wide.load7.epil = load <8 x float>, ptr %24, align 4
  %25 = getelementptr inbounds float, ptr %B, i64 %index.unr
  %wide.load8.epil = load <8 x float>, ptr %25, align 4
  %26 = getelementptr inbounds float, ptr %25, i64 8
  %wide.load9.epil = load <8 x float>, ptr %26, align 4
  %27 = fadd <8 x float> %wide.load.epil, %wide.load8.epil
  %28 = fadd <8 x float> %wide.load7.epil, %wide.load9.epil
  store <8 x float> %27, ptr %22, align 4
  %29 = getelementptr inbounds float, ptr %22, i64 8
  store <8 x float> %28, ptr %29, align 4
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %n.vec, %n
  br i1 %cmp.n, label %for.i.end, label %for.i.body.preheader10

for.i.body.preheader10:                           ; preds = %vector.memcheck, %for.i.body.preheader, %middle.block
  %i.addr.02.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.i.body.preheader ], [ %n.vec, %middle.block ]
  %30 = xor i64 %i.addr.02.ph, -1
  %31 = add i64 %30, %n
  %xtraiter11 = and i64 %n, 3
  %lcmp.mod12.not = icmp eq i64 %xtraiter11, 0
  br i1 %lcmp.mod12.not, label %for.i.body.prol.loopexit, label %for.i.body.prol

for.i.body.prol:                                  ; preds = %for.i.body.preheader10, %for.i.body.prol
  %i.addr.02.prol = phi i64 [ %i.next.prol, %for.i.body.prol ], [ %i.addr.02.ph, %for.i.body.preheader10 ]
  %prol.iter = phi i64 [ %prol.iter.next, %for.i.body.prol ], [ 0, %for.i.body.preheader10 ]
  %C.addr.prol = getelementptr inbounds float, ptr %C, i64 %i.addr.02.prol
  %A.addr.prol = getelementptr inbounds float, ptr %A, i64 %i.addr.02.prol
  %A.elem.prol = load float, ptr %A.addr.prol, align 4
  %B.addr.prol = getelementptr inbounds float, ptr %B, i64 %i.addr.02.prol
  %B.elem.prol = load float, ptr %B.addr.prol, align 4
  %add.prol = fadd float %A.elem.prol, %B.elem.prol
  store float %add.prol, ptr %C.addr.prol, align 4
  %i.next.prol = add nuw nsw i64 %i.addr.02.prol, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter11
  br i1 %prol.iter.cmp.not, label %for.i.body.prol.loopexit, label %for.i.body.prol, !llvm.loop !2

for.i.body.prol.loopexit:                         ; preds = %for.i.body.prol, %for.i.body.preheader10
  %i.addr.02.unr = phi i64 [ %i.addr.02.ph, %for.i.body.preheader10 ], [ %i.next.prol, %for.i.body.prol ]
  %32 = icmp ult i64 %31, 3
  br i1 %32, label %for.i.end, label %for.i.body

for.i.body:                                       ; preds = %for.i.body.prol.loopexit, %for.i.body
  %i.addr.02 = phi i64 [ %i.next.3, %for.i.body ], [ %i.addr.02.unr, %for.i.body.prol.loopexit ]
  %C.addr = getelementptr inbounds float, ptr %C, i64 %i.addr.02
  %A.addr = getelementptr inbounds float, ptr %A, i64 %i.addr.02
  %A.elem = load float, ptr %A.addr, align 4
  %B.addr = getelementptr inbounds float, ptr %B, i64 %i.addr.02
  %B.elem = load float, ptr %B.addr, align 4
  %add = fadd float %A.elem, %B.elem
  store float %add, ptr %C.addr, align 4
  %i.next = add nuw nsw i64 %i.addr.02, 1
  %C.addr.1 = getelementptr inbounds float, ptr %C, i64 %i.next
  %A.addr.1 = getelementptr inbounds float, ptr %A, i64 %i.next
  %A.elem.1 = load float, ptr %A.addr.1, align 4
  %B.addr.1 = getelementptr inbounds float, ptr %B, i64 %i.next
  %B.elem.1 = load float, ptr %B.addr.1, align 4
  %add.1 = fadd float %A.elem.1, %B.elem.1
  store float %add.1, ptr %C.addr.1, align 4
  %i.next.1 = add nuw nsw i64 %i.addr.02, 2
  %C.addr.2 = getelementptr inbounds float, ptr %C, i64 %i.next.1
  %A.addr.2 = getelementptr inbounds float, ptr %A, i64 %i.next.1
  %A.elem.2 = load float, ptr %A.addr.2, align 4
  %B.addr.2 = getelementptr inbounds float, ptr %B, i64 %i.next.1
  %B.elem.2 = load float, ptr %B.addr.2, align 4
  %add.2 = fadd float %A.elem.2, %B.elem.2
  store float %add.2, ptr %C.addr.2, align 4
  %i.next.2 = add nuw nsw i64 %i.addr.02, 3
  %C.addr.3 = getelementptr inbounds float, ptr %C, i64 %i.next.2
  %A.addr.3 = getelementptr inbounds float, ptr %A, i64 %i.next.2
  %A.elem.3 = load float, ptr %A.addr.3, align 4
  %B.addr.3 = getelementptr inbounds float, ptr %B, i64 %i.next.2
  %B.elem.3 = load float, ptr %B.addr.3, align 4
  %add.3 = fadd float %A.elem.3, %B.elem.3
  store float %add.3, ptr %C.addr.3, align 4
  %i.next.3 = add nuw nsw i64 %i.addr.02, 4
  %exitcond.not.3 = icmp eq i64 %i.next.3, %n
  br i1 %exitcond.not.3, label %for.i.end, label %for.i.body, !llvm.loop !4

for.i.end:                                        ; preds = %for.i.body.prol.loopexit, %for.i.body, %middle.block, %entry
  ret i32 0
}

define i32 @__tvm_ffi_vadd(ptr nocapture readnone %self, ptr nocapture readonly %args, i32 %num_args, ptr nocapture readnone %result) local_unnamed_addr {
entry:
  %message.parts = alloca [16 x ptr], align 8
  %message.digits0 = alloca [24 x i8], align 1
  %message.digits1 = alloca [24 x i8], align 1
  %message.digits2 = alloca [24 x i8], align 1
  %argc.ok = icmp eq i32 %num_args, 3
  br i1 %argc.ok, label %check1.ok, label %check1.fail

common.ret:                                       ; preds = %for.i.body.i.prol.loopexit, %for.i.body.i, %middle.block, %call.i604, %__modlink_format_i64.exit591, %C.strides.done, %call.i575, %__modlink_format_i64.exit574, %call.i543, %__modlink_format_i64.exit542, %call.i526, %__modlink_format_i64.exit525, %call.i488, %__modlink_format_i64.exit487, %call.i471, %check16.fail, %call.i469, %__modlink_format_i64.exit468, %call.i452, %__modlink_format_i64.exit439, %call.i423, %__modlink_format_i64.exit422, %call.i391, %__modlink_format_i64.exit390, %call.i374, %__modlink_format_i64.exit373, %call.i336, %__modlink_format_i64.exit335, %call.i319, %check9.fail, %call.i317, %__modlink_format_i64.exit316, %call.i300, %__modlink_format_i64.exit287, %call.i271, %__modlink_format_i64.exit270, %call.i254, %__modlink_format_i64.exit253, %call.i216, %__modlink_format_i64.exit215, %call.i199, %check3.fail, %call.i197, %__modlink_format_i64.exit196, %call.i, %__modlink_format_i64.exit
  %common.ret.op = phi i32 [ -1, %__modlink_format_i64.exit ], [ -1, %call.i ], [ -1, %__modlink_format_i64.exit196 ], [ -1, %call.i197 ], [ -1, %check3.fail ], [ -1, %call.i199 ], [ -1, %__modlink_format_i64.exit215 ], [ -1, %call.i216 ], [ -1, %__modlink_format_i64.exit253 ], [ -1, %call.i254 ], [ -1, %__modlink_format_i64.exit270 ], [ -1, %call.i271 ], [ -1, %__modlink_format_i64.exit287 ], [ -1, %call.i300 ], [ -1, %__modlink_format_i64.exit316 ], [ -1, %call.i317 ], [ -1, %check9.fail ], [ -1, %call.i319 ], [ -1, %__modlink_format_i64.exit335 ], [ -1, %call.i336 ], [ -1, %__modlink_format_i64.exit373 ], [ -1, %call.i374 ], [ -1, %__modlink_format_i64.exit390 ], [ -1, %call.i391 ], [ -1, %__modlink_format_i64.exit422 ], [ -1, %call.i423 ], [ -1, %__modlink_format_i64.exit439 ], [ -1, %call.i452 ], [ -1, %__modlink_format_i64.exit468 ], [ -1, %call.i469 ], [ -1, %check16.fail ], [ -1, %call.i471 ], [ -1, %__modlink_format_i64.exit487 ], [ -1, %call.i488 ], [ -1, %__modlink_format_i64.exit525 ], [ -1, %call.i526 ], [ -1, %__modlink_format_i64.exit542 ], [ -1, %call.i543 ], [ -1, %__modlink_format_i64.exit574 ], [ -1, %call.i575 ], [ 0, %C.strides.done ], [ -1, %__modlink_format_i64.exit591 ], [ -1, %call.i604 ], [ 0, %middle.block ], [ 0, %for.i.body.i ], [ 0, %for.i.body.i.prol.loopexit ]
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
  %end.i182 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i182, align 1
  br label %digit.i190

digit.i190:                                       ; preds = %digit.i190, %check2.fail
  %remaining.i183 = phi i64 [ %4, %check2.fail ], [ %rest.i189, %digit.i190 ]
  %cursor.i184 = phi ptr [ %end.i182, %check2.fail ], [ %digit.at.i185, %digit.i190 ]
  %digit.at.i185 = getelementptr inbounds i8, ptr %cursor.i184, i64 -1
  %digit1.i186 = urem i64 %remaining.i183, 10
  %digit.byte.i187 = trunc i64 %digit1.i186 to i8
  %ascii.i188 = or i8 %digit.byte.i187, 48
  store i8 %ascii.i188, ptr %digit.at.i185, align 1
  %rest.i189 = udiv i64 %remaining.i183, 10
  %5 = icmp ult i64 %remaining.i183, 10
  br i1 %5, label %digits.done.i192, label %digit.i190

digits.done.i192:                                 ; preds = %digit.i190
  %neg.i191 = icmp slt i32 %A.type_index, 0
  br i1 %neg.i191, label %sign.i194, label %__modlink_format_i64.exit196

sign.i194:                                        ; preds = %digits.done.i192
  %sign.at.i193 = getelementptr inbounds i8, ptr %cursor.i184, i64 -2
  store i8 45, ptr %sign.at.i193, align 1
  br label %__modlink_format_i64.exit196

__modlink_format_i64.exit196:                     ; preds = %digits.done.i192, %sign.i194
  %start.i195 = phi ptr [ %digit.at.i185, %digits.done.i192 ], [ %sign.at.i193, %sign.i194 ]
  %part6 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i195, ptr %part6, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i197

call.i197:                                        ; preds = %__modlink_format_i64.exit196
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
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i199

call.i199:                                        ; preds = %check3.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check3.ok:                                        ; preds = %check2.ok
  %ndim.at = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %A.dltensor, i64 0, i32 2
  %A.ndim = load i32, ptr %ndim.at, align 4
  %ndim.ok = icmp eq i32 %A.ndim, 1
  br i1 %ndim.ok, label %check4.ok, label %check4.fail

check4.fail:                                      ; preds = %check3.ok
  store ptr @.str.5, ptr %message.parts, align 8
  %6 = tail call i32 @llvm.abs.i32(i32 %A.ndim, i1 false)
  %7 = zext i32 %6 to i64
  %end.i201 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i201, align 1
  br label %digit.i209

digit.i209:                                       ; preds = %digit.i209, %check4.fail
  %remaining.i202 = phi i64 [ %7, %check4.fail ], [ %rest.i208, %digit.i209 ]
  %cursor.i203 = phi ptr [ %end.i201, %check4.fail ], [ %digit.at.i204, %digit.i209 ]
  %digit.at.i204 = getelementptr inbounds i8, ptr %cursor.i203, i64 -1
  %digit1.i205 = urem i64 %remaining.i202, 10
  %digit.byte.i206 = trunc i64 %digit1.i205 to i8
  %ascii.i207 = or i8 %digit.byte.i206, 48
  store i8 %ascii.i207, ptr %digit.at.i204, align 1
  %rest.i208 = udiv i64 %remaining.i202, 10
  %8 = icmp ult i64 %remaining.i202, 10
  br i1 %8, label %digits.done.i211, label %digit.i209

digits.done.i211:                                 ; preds = %digit.i209
  %neg.i210 = icmp slt i32 %A.ndim, 0
  br i1 %neg.i210, label %sign.i213, label %__modlink_format_i64.exit215

sign.i213:                                        ; preds = %digits.done.i211
  %sign.at.i212 = getelementptr inbounds i8, ptr %cursor.i203, i64 -2
  store i8 45, ptr %sign.at.i212, align 1
  br label %__modlink_format_i64.exit215

__modlink_format_i64.exit215:                     ; preds = %digits.done.i211, %sign.i213
  %start.i214 = phi ptr [ %digit.at.i204, %digits.done.i211 ], [ %sign.at.i212, %sign.i213 ]
  %part10 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i214, ptr %part10, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i216

call.i216:                                        ; preds = %__modlink_format_i64.exit215
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
  %end.i218 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i218, align 1
  br label %digit.i226

digit.i226:                                       ; preds = %digit.i226, %check5.fail
  %remaining.i219 = phi i64 [ %code12, %check5.fail ], [ %rest.i225, %digit.i226 ]
  %cursor.i220 = phi ptr [ %end.i218, %check5.fail ], [ %digit.at.i221, %digit.i226 ]
  %digit.at.i221 = getelementptr inbounds i8, ptr %cursor.i220, i64 -1
  %digit1.i222 = urem i64 %remaining.i219, 10
  %digit.byte.i223 = trunc i64 %digit1.i222 to i8
  %ascii.i224 = or i8 %digit.byte.i223, 48
  store i8 %ascii.i224, ptr %digit.at.i221, align 1
  %rest.i225 = udiv i64 %remaining.i219, 10
  %9 = icmp ult i64 %remaining.i219, 10
  br i1 %9, label %__modlink_format_i64.exit229, label %digit.i226

__modlink_format_i64.exit229:                     ; preds = %digit.i226
  %bits13 = zext i8 %bits to i64
  %part17 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %digit.at.i221, ptr %part17, align 8
  %part18 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.7, ptr %part18, align 8
  %end.i230 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i230, align 1
  br label %digit.i238

digit.i238:                                       ; preds = %digit.i238, %__modlink_format_i64.exit229
  %remaining.i231 = phi i64 [ %bits13, %__modlink_format_i64.exit229 ], [ %rest.i237, %digit.i238 ]
  %cursor.i232 = phi ptr [ %end.i230, %__modlink_format_i64.exit229 ], [ %digit.at.i233, %digit.i238 ]
  %digit.at.i233 = getelementptr inbounds i8, ptr %cursor.i232, i64 -1
  %digit1.i234 = urem i64 %remaining.i231, 10
  %digit.byte.i235 = trunc i64 %digit1.i234 to i8
  %ascii.i236 = or i8 %digit.byte.i235, 48
  store i8 %ascii.i236, ptr %digit.at.i233, align 1
  %rest.i237 = udiv i64 %remaining.i231, 10
  %10 = icmp ult i64 %remaining.i231, 10
  br i1 %10, label %__modlink_format_i64.exit241, label %digit.i238

__modlink_format_i64.exit241:                     ; preds = %digit.i238
  %part20 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i233, ptr %part20, align 8
  %part21 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 4
  store ptr @.str.8, ptr %part21, align 8
  %end.i242 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i242, align 1
  br label %digit.i250

digit.i250:                                       ; preds = %digit.i250, %__modlink_format_i64.exit241
  %remaining.i243 = phi i64 [ %lanes14, %__modlink_format_i64.exit241 ], [ %rest.i249, %digit.i250 ]
  %cursor.i244 = phi ptr [ %end.i242, %__modlink_format_i64.exit241 ], [ %digit.at.i245, %digit.i250 ]
  %digit.at.i245 = getelementptr inbounds i8, ptr %cursor.i244, i64 -1
  %digit1.i246 = urem i64 %remaining.i243, 10
  %digit.byte.i247 = trunc i64 %digit1.i246 to i8
  %ascii.i248 = or i8 %digit.byte.i247, 48
  store i8 %ascii.i248, ptr %digit.at.i245, align 1
  %rest.i249 = udiv i64 %remaining.i243, 10
  %11 = icmp ult i64 %remaining.i243, 10
  br i1 %11, label %__modlink_format_i64.exit253, label %digit.i250

__modlink_format_i64.exit253:                     ; preds = %digit.i250
  %part23 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 5
  store ptr %digit.at.i245, ptr %part23, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i254

call.i254:                                        ; preds = %__modlink_format_i64.exit253
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
  %end.i256 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i256, align 1
  br label %digit.i264

digit.i264:                                       ; preds = %digit.i264, %check6.fail
  %remaining.i257 = phi i64 [ %13, %check6.fail ], [ %rest.i263, %digit.i264 ]
  %cursor.i258 = phi ptr [ %end.i256, %check6.fail ], [ %digit.at.i259, %digit.i264 ]
  %digit.at.i259 = getelementptr inbounds i8, ptr %cursor.i258, i64 -1
  %digit1.i260 = urem i64 %remaining.i257, 10
  %digit.byte.i261 = trunc i64 %digit1.i260 to i8
  %ascii.i262 = or i8 %digit.byte.i261, 48
  store i8 %ascii.i262, ptr %digit.at.i259, align 1
  %rest.i263 = udiv i64 %remaining.i257, 10
  %14 = icmp ult i64 %remaining.i257, 10
  br i1 %14, label %digits.done.i266, label %digit.i264

digits.done.i266:                                 ; preds = %digit.i264
  %neg.i265 = icmp slt i32 %A.device_type, 0
  br i1 %neg.i265, label %sign.i268, label %__modlink_format_i64.exit270

sign.i268:                                        ; preds = %digits.done.i266
  %sign.at.i267 = getelementptr inbounds i8, ptr %cursor.i258, i64 -2
  store i8 45, ptr %sign.at.i267, align 1
  br label %__modlink_format_i64.exit270

__modlink_format_i64.exit270:                     ; preds = %digits.done.i266, %sign.i268
  %start.i269 = phi ptr [ %digit.at.i259, %digits.done.i266 ], [ %sign.at.i267, %sign.i268 ]
  %part26 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i269, ptr %part26, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i271

call.i271:                                        ; preds = %__modlink_format_i64.exit270
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check6.ok:                                        ; preds = %check5.ok
  %shape.at = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %A.dltensor, i64 0, i32 4
  %A.shape = load ptr, ptr %shape.at, align 8
  %A.shape0 = load i64, ptr %A.shape, align 8
  %strides.at = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %A.dltensor, i64 0, i32 5
  %A.strides = load ptr, ptr %strides.at, align 8
  %has_strides.not = icmp eq ptr %A.strides, null
  br i1 %has_strides.not, label %A.strides.done, label %A.strides.check

A.strides.check:                                  ; preds = %check6.ok
  %A.stride0 = load i64, ptr %A.strides, align 8
  %stride.ok = icmp eq i64 %A.stride0, 1
  %unit = icmp eq i64 %A.shape0, 1
  %stride.ok27 = or i1 %unit, %stride.ok
  br i1 %stride.ok27, label %A.strides.done, label %check7.fail

A.strides.done:                                   ; preds = %A.strides.check, %check6.ok
  %data = load ptr, ptr %A.dltensor, align 8
  %data607 = ptrtoint ptr %data to i64
  %byte_offset.at = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %A.dltensor, i64 0, i32 6
  %byte_offset = load i64, ptr %byte_offset.at, align 8
  %A.data = getelementptr i8, ptr %data, i64 %byte_offset
  %B.any = getelementptr inbounds i8, ptr %args, i64 16
  %B.type_index = load i32, ptr %B.any, align 4
  switch i32 %B.type_index, label %check8.fail [
    i32 70, label %check8.ok
    i32 7, label %check8.ok
    i32 4, label %check8.ok
  ]

check7.fail:                                      ; preds = %A.strides.check
  store ptr @.str.10, ptr %message.parts, align 8
  %15 = tail call i64 @llvm.abs.i64(i64 %A.stride0, i1 false)
  %end.i273 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i273, align 1
  br label %digit.i281

digit.i281:                                       ; preds = %digit.i281, %check7.fail
  %remaining.i274 = phi i64 [ %15, %check7.fail ], [ %rest.i280, %digit.i281 ]
  %cursor.i275 = phi ptr [ %end.i273, %check7.fail ], [ %digit.at.i276, %digit.i281 ]
  %digit.at.i276 = getelementptr inbounds i8, ptr %cursor.i275, i64 -1
  %digit1.i277 = urem i64 %remaining.i274, 10
  %digit.byte.i278 = trunc i64 %digit1.i277 to i8
  %ascii.i279 = or i8 %digit.byte.i278, 48
  store i8 %ascii.i279, ptr %digit.at.i276, align 1
  %rest.i280 = udiv i64 %remaining.i274, 10
  %16 = icmp ult i64 %remaining.i274, 10
  br i1 %16, label %digits.done.i283, label %digit.i281

digits.done.i283:                                 ; preds = %digit.i281
  %neg.i282 = icmp slt i64 %A.stride0, 0
  br i1 %neg.i282, label %sign.i285, label %__modlink_format_i64.exit287

sign.i285:                                        ; preds = %digits.done.i283
  %sign.at.i284 = getelementptr inbounds i8, ptr %cursor.i275, i64 -2
  store i8 45, ptr %sign.at.i284, align 1
  br label %__modlink_format_i64.exit287

__modlink_format_i64.exit287:                     ; preds = %digits.done.i283, %sign.i285
  %start.i286 = phi ptr [ %digit.at.i276, %digits.done.i283 ], [ %sign.at.i284, %sign.i285 ]
  %part30 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i286, ptr %part30, align 8
  %part31 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.11, ptr %part31, align 8
  %end.i288 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i288, align 1
  %digit.at.i291 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i291, align 1
  %part33 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i291, ptr %part33, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i300

call.i300:                                        ; preds = %__modlink_format_i64.exit287
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check8.fail:                                      ; preds = %A.strides.done
  store ptr @.str.12, ptr %message.parts, align 8
  %17 = tail call i32 @llvm.abs.i32(i32 %B.type_index, i1 false)
  %18 = zext i32 %17 to i64
  %end.i302 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i302, align 1
  br label %digit.i310

digit.i310:                                       ; preds = %digit.i310, %check8.fail
  %remaining.i303 = phi i64 [ %18, %check8.fail ], [ %rest.i309, %digit.i310 ]
  %cursor.i304 = phi ptr [ %end.i302, %check8.fail ], [ %digit.at.i305, %digit.i310 ]
  %digit.at.i305 = getelementptr inbounds i8, ptr %cursor.i304, i64 -1
  %digit1.i306 = urem i64 %remaining.i303, 10
  %digit.byte.i307 = trunc i64 %digit1.i306 to i8
  %ascii.i308 = or i8 %digit.byte.i307, 48
  store i8 %ascii.i308, ptr %digit.at.i305, align 1
  %rest.i309 = udiv i64 %remaining.i303, 10
  %19 = icmp ult i64 %remaining.i303, 10
  br i1 %19, label %digits.done.i312, label %digit.i310

digits.done.i312:                                 ; preds = %digit.i310
  %neg.i311 = icmp slt i32 %B.type_index, 0
  br i1 %neg.i311, label %sign.i314, label %__modlink_format_i64.exit316

sign.i314:                                        ; preds = %digits.done.i312
  %sign.at.i313 = getelementptr inbounds i8, ptr %cursor.i304, i64 -2
  store i8 45, ptr %sign.at.i313, align 1
  br label %__modlink_format_i64.exit316

__modlink_format_i64.exit316:                     ; preds = %digits.done.i312, %sign.i314
  %start.i315 = phi ptr [ %digit.at.i305, %digits.done.i312 ], [ %sign.at.i313, %sign.i314 ]
  %part42 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i315, ptr %part42, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i317

call.i317:                                        ; preds = %__modlink_format_i64.exit316
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check8.ok:                                        ; preds = %A.strides.done, %A.strides.done, %A.strides.done
  %is36 = icmp eq i32 %B.type_index, 70
  %B.value = getelementptr inbounds i8, ptr %args, i64 24
  %B.ptr = load ptr, ptr %B.value, align 8
  %B.dltensor.idx = select i1 %is36, i64 24, i64 0
  %B.dltensor = getelementptr i8, ptr %B.ptr, i64 %B.dltensor.idx
  %null43.not = icmp eq ptr %B.ptr, null
  br i1 %null43.not, label %check9.fail, label %check9.ok

check9.fail:                                      ; preds = %check8.ok
  store ptr @.str.13, ptr %message.parts, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i319

call.i319:                                        ; preds = %check9.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check9.ok:                                        ; preds = %check8.ok
  %ndim.at46 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %B.dltensor, i64 0, i32 2
  %B.ndim = load i32, ptr %ndim.at46, align 4
  %ndim.ok47 = icmp eq i32 %B.ndim, 1
  br i1 %ndim.ok47, label %check10.ok, label %check10.fail

check10.fail:                                     ; preds = %check9.ok
  store ptr @.str.14, ptr %message.parts, align 8
  %20 = tail call i32 @llvm.abs.i32(i32 %B.ndim, i1 false)
  %21 = zext i32 %20 to i64
  %end.i321 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i321, align 1
  br label %digit.i329

digit.i329:                                       ; preds = %digit.i329, %check10.fail
  %remaining.i322 = phi i64 [ %21, %check10.fail ], [ %rest.i328, %digit.i329 ]
  %cursor.i323 = phi ptr [ %end.i321, %check10.fail ], [ %digit.at.i324, %digit.i329 ]
  %digit.at.i324 = getelementptr inbounds i8, ptr %cursor.i323, i64 -1
  %digit1.i325 = urem i64 %remaining.i322, 10
  %digit.byte.i326 = trunc i64 %digit1.i325 to i8
  %ascii.i327 = or i8 %digit.byte.i326, 48
  store i8 %ascii.i327, ptr %digit.at.i324, align 1
  %rest.i328 = udiv i64 %remaining.i322, 10
  %22 = icmp ult i64 %remaining.i322, 10
  br i1 %22, label %digits.done.i331, label %digit.i329

digits.done.i331:                                 ; preds = %digit.i329
  %neg.i330 = icmp slt i32 %B.ndim, 0
  br i1 %neg.i330, label %sign.i333, label %__modlink_format_i64.exit335

sign.i333:                                        ; preds = %digits.done.i331
  %sign.at.i332 = getelementptr inbounds i8, ptr %cursor.i323, i64 -2
  store i8 45, ptr %sign.at.i332, align 1
  br label %__modlink_format_i64.exit335

__modlink_format_i64.exit335:                     ; preds = %digits.done.i331, %sign.i333
  %start.i334 = phi ptr [ %digit.at.i324, %digits.done.i331 ], [ %sign.at.i332, %sign.i333 ]
  %part51 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i334, ptr %part51, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i336

call.i336:                                        ; preds = %__modlink_format_i64.exit335
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check10.ok:                                       ; preds = %check9.ok
  %dtype.at52 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %B.dltensor, i64 0, i32 3
  %bits.at54 = getelementptr inbounds { i8, i8, i16 }, ptr %dtype.at52, i64 0, i32 1
  %lanes.at55 = getelementptr inbounds { i8, i8, i16 }, ptr %dtype.at52, i64 0, i32 2
  %code56 = load i8, ptr %dtype.at52, align 1
  %bits57 = load i8, ptr %bits.at54, align 1
  %lanes58 = load i16, ptr %lanes.at55, align 2
  %code.ok59 = icmp eq i8 %code56, 2
  %bits.ok60 = icmp eq i8 %bits57, 32
  %lanes.ok61 = icmp eq i16 %lanes58, 1
  %dtype.ok62 = and i1 %code.ok59, %bits.ok60
  %dtype.ok63 = and i1 %dtype.ok62, %lanes.ok61
  br i1 %dtype.ok63, label %check11.ok, label %check11.fail

check11.fail:                                     ; preds = %check10.ok
  %lanes66 = zext i16 %lanes58 to i64
  %code64 = zext i8 %code56 to i64
  store ptr @.str.15, ptr %message.parts, align 8
  %end.i338 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i338, align 1
  br label %digit.i346

digit.i346:                                       ; preds = %digit.i346, %check11.fail
  %remaining.i339 = phi i64 [ %code64, %check11.fail ], [ %rest.i345, %digit.i346 ]
  %cursor.i340 = phi ptr [ %end.i338, %check11.fail ], [ %digit.at.i341, %digit.i346 ]
  %digit.at.i341 = getelementptr inbounds i8, ptr %cursor.i340, i64 -1
  %digit1.i342 = urem i64 %remaining.i339, 10
  %digit.byte.i343 = trunc i64 %digit1.i342 to i8
  %ascii.i344 = or i8 %digit.byte.i343, 48
  store i8 %ascii.i344, ptr %digit.at.i341, align 1
  %rest.i345 = udiv i64 %remaining.i339, 10
  %23 = icmp ult i64 %remaining.i339, 10
  br i1 %23, label %__modlink_format_i64.exit349, label %digit.i346

__modlink_format_i64.exit349:                     ; preds = %digit.i346
  %bits65 = zext i8 %bits57 to i64
  %part69 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %digit.at.i341, ptr %part69, align 8
  %part70 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.7, ptr %part70, align 8
  %end.i350 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i350, align 1
  br label %digit.i358

digit.i358:                                       ; preds = %digit.i358, %__modlink_format_i64.exit349
  %remaining.i351 = phi i64 [ %bits65, %__modlink_format_i64.exit349 ], [ %rest.i357, %digit.i358 ]
  %cursor.i352 = phi ptr [ %end.i350, %__modlink_format_i64.exit349 ], [ %digit.at.i353, %digit.i358 ]
  %digit.at.i353 = getelementptr inbounds i8, ptr %cursor.i352, i64 -1
  %digit1.i354 = urem i64 %remaining.i351, 10
  %digit.byte.i355 = trunc i64 %digit1.i354 to i8
  %ascii.i356 = or i8 %digit.byte.i355, 48
  store i8 %ascii.i356, ptr %digit.at.i353, align 1
  %rest.i357 = udiv i64 %remaining.i351, 10
  %24 = icmp ult i64 %remaining.i351, 10
  br i1 %24, label %__modlink_format_i64.exit361, label %digit.i358

__modlink_format_i64.exit361:                     ; preds = %digit.i358
  %part72 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i353, ptr %part72, align 8
  %part73 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 4
  store ptr @.str.8, ptr %part73, align 8
  %end.i362 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i362, align 1
  br label %digit.i370

digit.i370:                                       ; preds = %digit.i370, %__modlink_format_i64.exit361
  %remaining.i363 = phi i64 [ %lanes66, %__modlink_format_i64.exit361 ], [ %rest.i369, %digit.i370 ]
  %cursor.i364 = phi ptr [ %end.i362, %__modlink_format_i64.exit361 ], [ %digit.at.i365, %digit.i370 ]
  %digit.at.i365 = getelementptr inbounds i8, ptr %cursor.i364, i64 -1
  %digit1.i366 = urem i64 %remaining.i363, 10
  %digit.byte.i367 = trunc i64 %digit1.i366 to i8
  %ascii.i368 = or i8 %digit.byte.i367, 48
  store i8 %ascii.i368, ptr %digit.at.i365, align 1
  %rest.i369 = udiv i64 %remaining.i363, 10
  %25 = icmp ult i64 %remaining.i363, 10
  br i1 %25, label %__modlink_format_i64.exit373, label %digit.i370

__modlink_format_i64.exit373:                     ; preds = %digit.i370
  %part75 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 5
  store ptr %digit.at.i365, ptr %part75, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i374

call.i374:                                        ; preds = %__modlink_format_i64.exit373
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check11.ok:                                       ; preds = %check10.ok
  %device.at76 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %B.dltensor, i64 0, i32 1
  %B.device_type = load i32, ptr %device.at76, align 4
  %device.ok77 = icmp eq i32 %B.device_type, 1
  br i1 %device.ok77, label %check12.ok, label %check12.fail

check12.fail:                                     ; preds = %check11.ok
  store ptr @.str.16, ptr %message.parts, align 8
  %26 = tail call i32 @llvm.abs.i32(i32 %B.device_type, i1 false)
  %27 = zext i32 %26 to i64
  %end.i376 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i376, align 1
  br label %digit.i384

digit.i384:                                       ; preds = %digit.i384, %check12.fail
  %remaining.i377 = phi i64 [ %27, %check12.fail ], [ %rest.i383, %digit.i384 ]
  %cursor.i378 = phi ptr [ %end.i376, %check12.fail ], [ %digit.at.i379, %digit.i384 ]
  %digit.at.i379 = getelementptr inbounds i8, ptr %cursor.i378, i64 -1
  %digit1.i380 = urem i64 %remaining.i377, 10
  %digit.byte.i381 = trunc i64 %digit1.i380 to i8
  %ascii.i382 = or i8 %digit.byte.i381, 48
  store i8 %ascii.i382, ptr %digit.at.i379, align 1
  %rest.i383 = udiv i64 %remaining.i377, 10
  %28 = icmp ult i64 %remaining.i377, 10
  br i1 %28, label %digits.done.i386, label %digit.i384

digits.done.i386:                                 ; preds = %digit.i384
  %neg.i385 = icmp slt i32 %B.device_type, 0
  br i1 %neg.i385, label %sign.i388, label %__modlink_format_i64.exit390

sign.i388:                                        ; preds = %digits.done.i386
  %sign.at.i387 = getelementptr inbounds i8, ptr %cursor.i378, i64 -2
  store i8 45, ptr %sign.at.i387, align 1
  br label %__modlink_format_i64.exit390

__modlink_format_i64.exit390:                     ; preds = %digits.done.i386, %sign.i388
  %start.i389 = phi ptr [ %digit.at.i379, %digits.done.i386 ], [ %sign.at.i387, %sign.i388 ]
  %part81 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i389, ptr %part81, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i391

call.i391:                                        ; preds = %__modlink_format_i64.exit390
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check12.ok:                                       ; preds = %check11.ok
  %shape.at82 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %B.dltensor, i64 0, i32 4
  %B.shape = load ptr, ptr %shape.at82, align 8
  %B.shape0 = load i64, ptr %B.shape, align 8
  %extent.ok = icmp eq i64 %B.shape0, %A.shape0
  br i1 %extent.ok, label %check13.ok, label %check13.fail

check13.fail:                                     ; preds = %check12.ok
  store ptr @.str.17, ptr %message.parts, align 8
  %29 = tail call i64 @llvm.abs.i64(i64 %B.shape0, i1 false)
  %end.i393 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i393, align 1
  br label %digit.i401

digit.i401:                                       ; preds = %digit.i401, %check13.fail
  %remaining.i394 = phi i64 [ %29, %check13.fail ], [ %rest.i400, %digit.i401 ]
  %cursor.i395 = phi ptr [ %end.i393, %check13.fail ], [ %digit.at.i396, %digit.i401 ]
  %digit.at.i396 = getelementptr inbounds i8, ptr %cursor.i395, i64 -1
  %digit1.i397 = urem i64 %remaining.i394, 10
  %digit.byte.i398 = trunc i64 %digit1.i397 to i8
  %ascii.i399 = or i8 %digit.byte.i398, 48
  store i8 %ascii.i399, ptr %digit.at.i396, align 1
  %rest.i400 = udiv i64 %remaining.i394, 10
  %30 = icmp ult i64 %remaining.i394, 10
  br i1 %30, label %digits.done.i403, label %digit.i401

digits.done.i403:                                 ; preds = %digit.i401
  %neg.i402 = icmp slt i64 %B.shape0, 0
  br i1 %neg.i402, label %sign.i405, label %__modlink_format_i64.exit407

sign.i405:                                        ; preds = %digits.done.i403
  %sign.at.i404 = getelementptr inbounds i8, ptr %cursor.i395, i64 -2
  store i8 45, ptr %sign.at.i404, align 1
  br label %__modlink_format_i64.exit407

__modlink_format_i64.exit407:                     ; preds = %digits.done.i403, %sign.i405
  %start.i406 = phi ptr [ %digit.at.i396, %digits.done.i403 ], [ %sign.at.i404, %sign.i405 ]
  %part86 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i406, ptr %part86, align 8
  %part87 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.18, ptr %part87, align 8
  %31 = call i64 @llvm.abs.i64(i64 %A.shape0, i1 false)
  %end.i408 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i408, align 1
  br label %digit.i416

digit.i416:                                       ; preds = %digit.i416, %__modlink_format_i64.exit407
  %remaining.i409 = phi i64 [ %31, %__modlink_format_i64.exit407 ], [ %rest.i415, %digit.i416 ]
  %cursor.i410 = phi ptr [ %end.i408, %__modlink_format_i64.exit407 ], [ %digit.at.i411, %digit.i416 ]
  %digit.at.i411 = getelementptr inbounds i8, ptr %cursor.i410, i64 -1
  %digit1.i412 = urem i64 %remaining.i409, 10
  %digit.byte.i413 = trunc i64 %digit1.i412 to i8
  %ascii.i414 = or i8 %digit.byte.i413, 48
  store i8 %ascii.i414, ptr %digit.at.i411, align 1
  %rest.i415 = udiv i64 %remaining.i409, 10
  %32 = icmp ult i64 %remaining.i409, 10
  br i1 %32, label %digits.done.i418, label %digit.i416

digits.done.i418:                                 ; preds = %digit.i416
  %neg.i417 = icmp slt i64 %A.shape0, 0
  br i1 %neg.i417, label %sign.i420, label %__modlink_format_i64.exit422

sign.i420:                                        ; preds = %digits.done.i418
  %sign.at.i419 = getelementptr inbounds i8, ptr %cursor.i410, i64 -2
  store i8 45, ptr %sign.at.i419, align 1
  br label %__modlink_format_i64.exit422

__modlink_format_i64.exit422:                     ; preds = %digits.done.i418, %sign.i420
  %start.i421 = phi ptr [ %digit.at.i411, %digits.done.i418 ], [ %sign.at.i419, %sign.i420 ]
  %part89 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %start.i421, ptr %part89, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i423

call.i423:                                        ; preds = %__modlink_format_i64.exit422
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check13.ok:                                       ; preds = %check12.ok
  %strides.at90 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %B.dltensor, i64 0, i32 5
  %B.strides = load ptr, ptr %strides.at90, align 8
  %has_strides91.not = icmp eq ptr %B.strides, null
  br i1 %has_strides91.not, label %B.strides.done, label %B.strides.check

B.strides.check:                                  ; preds = %check13.ok
  %B.stride0 = load i64, ptr %B.strides, align 8
  %stride.ok93 = icmp eq i64 %B.stride0, 1
  %unit94 = icmp eq i64 %A.shape0, 1
  %stride.ok95 = or i1 %unit94, %stride.ok93
  br i1 %stride.ok95, label %B.strides.done, label %check14.fail

B.strides.done:                                   ; preds = %B.strides.check, %check13.ok
  %data104 = load ptr, ptr %B.dltensor, align 8
  %data104608 = ptrtoint ptr %data104 to i64
  %byte_offset.at105 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %B.dltensor, i64 0, i32 6
  %byte_offset106 = load i64, ptr %byte_offset.at105, align 8
  %B.data = getelementptr i8, ptr %data104, i64 %byte_offset106
  %C.any = getelementptr inbounds i8, ptr %args, i64 32
  %C.type_index = load i32, ptr %C.any, align 4
  switch i32 %C.type_index, label %check15.fail [
    i32 70, label %check15.ok
    i32 7, label %check15.ok
    i32 4, label %check15.ok
  ]

check14.fail:                                     ; preds = %B.strides.check
  store ptr @.str.19, ptr %message.parts, align 8
  %33 = tail call i64 @llvm.abs.i64(i64 %B.stride0, i1 false)
  %end.i425 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i425, align 1
  br label %digit.i433

digit.i433:                                       ; preds = %digit.i433, %check14.fail
  %remaining.i426 = phi i64 [ %33, %check14.fail ], [ %rest.i432, %digit.i433 ]
  %cursor.i427 = phi ptr [ %end.i425, %check14.fail ], [ %digit.at.i428, %digit.i433 ]
  %digit.at.i428 = getelementptr inbounds i8, ptr %cursor.i427, i64 -1
  %digit1.i429 = urem i64 %remaining.i426, 10
  %digit.byte.i430 = trunc i64 %digit1.i429 to i8
  %ascii.i431 = or i8 %digit.byte.i430, 48
  store i8 %ascii.i431, ptr %digit.at.i428, align 1
  %rest.i432 = udiv i64 %remaining.i426, 10
  %34 = icmp ult i64 %remaining.i426, 10
  br i1 %34, label %digits.done.i435, label %digit.i433

digits.done.i435:                                 ; preds = %digit.i433
  %neg.i434 = icmp slt i64 %B.stride0, 0
  br i1 %neg.i434, label %sign.i437, label %__modlink_format_i64.exit439

sign.i437:                                        ; preds = %digits.done.i435
  %sign.at.i436 = getelementptr inbounds i8, ptr %cursor.i427, i64 -2
  store i8 45, ptr %sign.at.i436, align 1
  br label %__modlink_format_i64.exit439

__modlink_format_i64.exit439:                     ; preds = %digits.done.i435, %sign.i437
  %start.i438 = phi ptr [ %digit.at.i428, %digits.done.i435 ], [ %sign.at.i436, %sign.i437 ]
  %part98 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i438, ptr %part98, align 8
  %part99 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.11, ptr %part99, align 8
  %end.i440 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i440, align 1
  %digit.at.i443 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i443, align 1
  %part101 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i443, ptr %part101, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i452

call.i452:                                        ; preds = %__modlink_format_i64.exit439
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check15.fail:                                     ; preds = %B.strides.done
  store ptr @.str.20, ptr %message.parts, align 8
  %35 = tail call i32 @llvm.abs.i32(i32 %C.type_index, i1 false)
  %36 = zext i32 %35 to i64
  %end.i454 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i454, align 1
  br label %digit.i462

digit.i462:                                       ; preds = %digit.i462, %check15.fail
  %remaining.i455 = phi i64 [ %36, %check15.fail ], [ %rest.i461, %digit.i462 ]
  %cursor.i456 = phi ptr [ %end.i454, %check15.fail ], [ %digit.at.i457, %digit.i462 ]
  %digit.at.i457 = getelementptr inbounds i8, ptr %cursor.i456, i64 -1
  %digit1.i458 = urem i64 %remaining.i455, 10
  %digit.byte.i459 = trunc i64 %digit1.i458 to i8
  %ascii.i460 = or i8 %digit.byte.i459, 48
  store i8 %ascii.i460, ptr %digit.at.i457, align 1
  %rest.i461 = udiv i64 %remaining.i455, 10
  %37 = icmp ult i64 %remaining.i455, 10
  br i1 %37, label %digits.done.i464, label %digit.i462

digits.done.i464:                                 ; preds = %digit.i462
  %neg.i463 = icmp slt i32 %C.type_index, 0
  br i1 %neg.i463, label %sign.i466, label %__modlink_format_i64.exit468

sign.i466:                                        ; preds = %digits.done.i464
  %sign.at.i465 = getelementptr inbounds i8, ptr %cursor.i456, i64 -2
  store i8 45, ptr %sign.at.i465, align 1
  br label %__modlink_format_i64.exit468

__modlink_format_i64.exit468:                     ; preds = %digits.done.i464, %sign.i466
  %start.i467 = phi ptr [ %digit.at.i457, %digits.done.i464 ], [ %sign.at.i465, %sign.i466 ]
  %part115 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i467, ptr %part115, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i469

call.i469:                                        ; preds = %__modlink_format_i64.exit468
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check15.ok:                                       ; preds = %B.strides.done, %B.strides.done, %B.strides.done
  %is109 = icmp eq i32 %C.type_index, 70
  %C.value = getelementptr inbounds i8, ptr %args, i64 40
  %C.ptr = load ptr, ptr %C.value, align 8
  %C.dltensor.idx = select i1 %is109, i64 24, i64 0
  %C.dltensor = getelementptr i8, ptr %C.ptr, i64 %C.dltensor.idx
  %null116.not = icmp eq ptr %C.ptr, null
  br i1 %null116.not, label %check16.fail, label %check16.ok

check16.fail:                                     ; preds = %check15.ok
  store ptr @.str.21, ptr %message.parts, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i471

call.i471:                                        ; preds = %check16.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check16.ok:                                       ; preds = %check15.ok
  %ndim.at119 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %C.dltensor, i64 0, i32 2
  %C.ndim = load i32, ptr %ndim.at119, align 4
  %ndim.ok120 = icmp eq i32 %C.ndim, 1
  br i1 %ndim.ok120, label %check17.ok, label %check17.fail

check17.fail:                                     ; preds = %check16.ok
  store ptr @.str.22, ptr %message.parts, align 8
  %38 = tail call i32 @llvm.abs.i32(i32 %C.ndim, i1 false)
  %39 = zext i32 %38 to i64
  %end.i473 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i473, align 1
  br label %digit.i481

digit.i481:                                       ; preds = %digit.i481, %check17.fail
  %remaining.i474 = phi i64 [ %39, %check17.fail ], [ %rest.i480, %digit.i481 ]
  %cursor.i475 = phi ptr [ %end.i473, %check17.fail ], [ %digit.at.i476, %digit.i481 ]
  %digit.at.i476 = getelementptr inbounds i8, ptr %cursor.i475, i64 -1
  %digit1.i477 = urem i64 %remaining.i474, 10
  %digit.byte.i478 = trunc i64 %digit1.i477 to i8
  %ascii.i479 = or i8 %digit.byte.i478, 48
  store i8 %ascii.i479, ptr %digit.at.i476, align 1
  %rest.i480 = udiv i64 %remaining.i474, 10
  %40 = icmp ult i64 %remaining.i474, 10
  br i1 %40, label %digits.done.i483, label %digit.i481

digits.done.i483:                                 ; preds = %digit.i481
  %neg.i482 = icmp slt i32 %C.ndim, 0
  br i1 %neg.i482, label %sign.i485, label %__modlink_format_i64.exit487

sign.i485:                                        ; preds = %digits.done.i483
  %sign.at.i484 = getelementptr inbounds i8, ptr %cursor.i475, i64 -2
  store i8 45, ptr %sign.at.i484, align 1
  br label %__modlink_format_i64.exit487

__modlink_format_i64.exit487:                     ; preds = %digits.done.i483, %sign.i485
  %start.i486 = phi ptr [ %digit.at.i476, %digits.done.i483 ], [ %sign.at.i484, %sign.i485 ]
  %part124 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i486, ptr %part124, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i488

call.i488:                                        ; preds = %__modlink_format_i64.exit487
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check17.ok:                                       ; preds = %check16.ok
  %dtype.at125 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %C.dltensor, i64 0, i32 3
  %bits.at127 = getelementptr inbounds { i8, i8, i16 }, ptr %dtype.at125, i64 0, i32 1
  %lanes.at128 = getelementptr inbounds { i8, i8, i16 }, ptr %dtype.at125, i64 0, i32 2
  %code129 = load i8, ptr %dtype.at125, align 1
  %bits130 = load i8, ptr %bits.at127, align 1
  %lanes131 = load i16, ptr %lanes.at128, align 2
  %code.ok132 = icmp eq i8 %code129, 2
  %bits.ok133 = icmp eq i8 %bits130, 32
  %lanes.ok134 = icmp eq i16 %lanes131, 1
  %dtype.ok135 = and i1 %code.ok132, %bits.ok133
  %dtype.ok136 = and i1 %dtype.ok135, %lanes.ok134
  br i1 %dtype.ok136, label %check18.ok, label %check18.fail

check18.fail:                                     ; preds = %check17.ok
  %lanes139 = zext i16 %lanes131 to i64
  %code137 = zext i8 %code129 to i64
  store ptr @.str.23, ptr %message.parts, align 8
  %end.i490 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i490, align 1
  br label %digit.i498

digit.i498:                                       ; preds = %digit.i498, %check18.fail
  %remaining.i491 = phi i64 [ %code137, %check18.fail ], [ %rest.i497, %digit.i498 ]
  %cursor.i492 = phi ptr [ %end.i490, %check18.fail ], [ %digit.at.i493, %digit.i498 ]
  %digit.at.i493 = getelementptr inbounds i8, ptr %cursor.i492, i64 -1
  %digit1.i494 = urem i64 %remaining.i491, 10
  %digit.byte.i495 = trunc i64 %digit1.i494 to i8
  %ascii.i496 = or i8 %digit.byte.i495, 48
  store i8 %ascii.i496, ptr %digit.at.i493, align 1
  %rest.i497 = udiv i64 %remaining.i491, 10
  %41 = icmp ult i64 %remaining.i491, 10
  br i1 %41, label %__modlink_format_i64.exit501, label %digit.i498

__modlink_format_i64.exit501:                     ; preds = %digit.i498
  %bits138 = zext i8 %bits130 to i64
  %part142 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %digit.at.i493, ptr %part142, align 8
  %part143 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.7, ptr %part143, align 8
  %end.i502 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i502, align 1
  br label %digit.i510

digit.i510:                                       ; preds = %digit.i510, %__modlink_format_i64.exit501
  %remaining.i503 = phi i64 [ %bits138, %__modlink_format_i64.exit501 ], [ %rest.i509, %digit.i510 ]
  %cursor.i504 = phi ptr [ %end.i502, %__modlink_format_i64.exit501 ], [ %digit.at.i505, %digit.i510 ]
  %digit.at.i505 = getelementptr inbounds i8, ptr %cursor.i504, i64 -1
  %digit1.i506 = urem i64 %remaining.i503, 10
  %digit.byte.i507 = trunc i64 %digit1.i506 to i8
  %ascii.i508 = or i8 %digit.byte.i507, 48
  store i8 %ascii.i508, ptr %digit.at.i505, align 1
  %rest.i509 = udiv i64 %remaining.i503, 10
  %42 = icmp ult i64 %remaining.i503, 10
  br i1 %42, label %__modlink_format_i64.exit513, label %digit.i510

__modlink_format_i64.exit513:                     ; preds = %digit.i510
  %part145 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i505, ptr %part145, align 8
  %part146 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 4
  store ptr @.str.8, ptr %part146, align 8
  %end.i514 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i514, align 1
  br label %digit.i522

digit.i522:                                       ; preds = %digit.i522, %__modlink_format_i64.exit513
  %remaining.i515 = phi i64 [ %lanes139, %__modlink_format_i64.exit513 ], [ %rest.i521, %digit.i522 ]
  %cursor.i516 = phi ptr [ %end.i514, %__modlink_format_i64.exit513 ], [ %digit.at.i517, %digit.i522 ]
  %digit.at.i517 = getelementptr inbounds i8, ptr %cursor.i516, i64 -1
  %digit1.i518 = urem i64 %remaining.i515, 10
  %digit.byte.i519 = trunc i64 %digit1.i518 to i8
  %ascii.i520 = or i8 %digit.byte.i519, 48
  store i8 %ascii.i520, ptr %digit.at.i517, align 1
  %rest.i521 = udiv i64 %remaining.i515, 10
  %43 = icmp ult i64 %remaining.i515, 10
  br i1 %43, label %__modlink_format_i64.exit525, label %digit.i522

__modlink_format_i64.exit525:                     ; preds = %digit.i522
  %part148 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 5
  store ptr %digit.at.i517, ptr %part148, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i526

call.i526:                                        ; preds = %__modlink_format_i64.exit525
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check18.ok:                                       ; preds = %check17.ok
  %device.at149 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %C.dltensor, i64 0, i32 1
  %C.device_type = load i32, ptr %device.at149, align 4
  %device.ok150 = icmp eq i32 %C.device_type, 1
  br i1 %device.ok150, label %check19.ok, label %check19.fail

check19.fail:                                     ; preds = %check18.ok
  store ptr @.str.24, ptr %message.parts, align 8
  %44 = tail call i32 @llvm.abs.i32(i32 %C.device_type, i1 false)
  %45 = zext i32 %44 to i64
  %end.i528 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i528, align 1
  br label %digit.i536

digit.i536:                                       ; preds = %digit.i536, %check19.fail
  %remaining.i529 = phi i64 [ %45, %check19.fail ], [ %rest.i535, %digit.i536 ]
  %cursor.i530 = phi ptr [ %end.i528, %check19.fail ], [ %digit.at.i531, %digit.i536 ]
  %digit.at.i531 = getelementptr inbounds i8, ptr %cursor.i530, i64 -1
  %digit1.i532 = urem i64 %remaining.i529, 10
  %digit.byte.i533 = trunc i64 %digit1.i532 to i8
  %ascii.i534 = or i8 %digit.byte.i533, 48
  store i8 %ascii.i534, ptr %digit.at.i531, align 1
  %rest.i535 = udiv i64 %remaining.i529, 10
  %46 = icmp ult i64 %remaining.i529, 10
  br i1 %46, label %digits.done.i538, label %digit.i536

digits.done.i538:                                 ; preds = %digit.i536
  %neg.i537 = icmp slt i32 %C.device_type, 0
  br i1 %neg.i537, label %sign.i540, label %__modlink_format_i64.exit542

sign.i540:                                        ; preds = %digits.done.i538
  %sign.at.i539 = getelementptr inbounds i8, ptr %cursor.i530, i64 -2
  store i8 45, ptr %sign.at.i539, align 1
  br label %__modlink_format_i64.exit542

__modlink_format_i64.exit542:                     ; preds = %digits.done.i538, %sign.i540
  %start.i541 = phi ptr [ %digit.at.i531, %digits.done.i538 ], [ %sign.at.i539, %sign.i540 ]
  %part154 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i541, ptr %part154, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i543

call.i543:                                        ; preds = %__modlink_format_i64.exit542
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check19.ok:                                       ; preds = %check18.ok
  %shape.at155 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %C.dltensor, i64 0, i32 4
  %C.shape = load ptr, ptr %shape.at155, align 8
  %C.shape0 = load i64, ptr %C.shape, align 8
  %extent.ok157 = icmp eq i64 %C.shape0, %A.shape0
  br i1 %extent.ok157, label %check20.ok, label %check20.fail

check20.fail:                                     ; preds = %check19.ok
  store ptr @.str.25, ptr %message.parts, align 8
  %47 = tail call i64 @llvm.abs.i64(i64 %C.shape0, i1 false)
  %end.i545 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i545, align 1
  br label %digit.i553

digit.i553:                                       ; preds = %digit.i553, %check20.fail
  %remaining.i546 = phi i64 [ %47, %check20.fail ], [ %rest.i552, %digit.i553 ]
  %cursor.i547 = phi ptr [ %end.i545, %check20.fail ], [ %digit.at.i548, %digit.i553 ]
  %digit.at.i548 = getelementptr inbounds i8, ptr %cursor.i547, i64 -1
  %digit1.i549 = urem i64 %remaining.i546, 10
  %digit.byte.i550 = trunc i64 %digit1.i549 to i8
  %ascii.i551 = or i8 %digit.byte.i550, 48
  store i8 %ascii.i551, ptr %digit.at.i548, align 1
  %rest.i552 = udiv i64 %remaining.i546, 10
  %48 = icmp ult i64 %remaining.i546, 10
  br i1 %48, label %digits.done.i555, label %digit.i553

digits.done.i555:                                 ; preds = %digit.i553
  %neg.i554 = icmp slt i64 %C.shape0, 0
  br i1 %neg.i554, label %sign.i557, label %__modlink_format_i64.exit559

sign.i557:                                        ; preds = %digits.done.i555
  %sign.at.i556 = getelementptr inbounds i8, ptr %cursor.i547, i64 -2
  store i8 45, ptr %sign.at.i556, align 1
  br label %__modlink_format_i64.exit559

__modlink_format_i64.exit559:                     ; preds = %digits.done.i555, %sign.i557
  %start.i558 = phi ptr [ %digit.at.i548, %digits.done.i555 ], [ %sign.at.i556, %sign.i557 ]
  %part160 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i558, ptr %part160, align 8
  %part161 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.18, ptr %part161, align 8
  %49 = call i64 @llvm.abs.i64(i64 %A.shape0, i1 false)
  %end.i560 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i560, align 1
  br label %digit.i568

digit.i568:                                       ; preds = %digit.i568, %__modlink_format_i64.exit559
  %remaining.i561 = phi i64 [ %49, %__modlink_format_i64.exit559 ], [ %rest.i567, %digit.i568 ]
  %cursor.i562 = phi ptr [ %end.i560, %__modlink_format_i64.exit559 ], [ %digit.at.i563, %digit.i568 ]
  %digit.at.i563 = getelementptr inbounds i8, ptr %cursor.i562, i64 -1
  %digit1.i564 = urem i64 %remaining.i561, 10
  %digit.byte.i565 = trunc i64 %digit1.i564 to i8
  %ascii.i566 = or i8 %digit.byte.i565, 48
  store i8 %ascii.i566, ptr %digit.at.i563, align 1
  %rest.i567 = udiv i64 %remaining.i561, 10
  %50 = icmp ult i64 %remaining.i561, 10
  br i1 %50, label %digits.done.i570, label %digit.i568

digits.done.i570:                                 ; preds = %digit.i568
  %neg.i569 = icmp slt i64 %A.shape0, 0
  br i1 %neg.i569, label %sign.i572, label %__modlink_format_i64.exit574

sign.i572:                                        ; preds = %digits.done.i570
  %sign.at.i571 = getelementptr inbounds i8, ptr %cursor.i562, i64 -2
  store i8 45, ptr %sign.at.i571, align 1
  br label %__modlink_format_i64.exit574

__modlink_format_i64.exit574:                     ; preds = %digits.done.i570, %sign.i572
  %start.i573 = phi ptr [ %digit.at.i563, %digits.done.i570 ], [ %sign.at.i571, %sign.i572 ]
  %part163 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %start.i573, ptr %part163, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i575

call.i575:                                        ; preds = %__modlink_format_i64.exit574
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check20.ok:                                       ; preds = %check19.ok
  %strides.at164 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %C.dltensor, i64 0, i32 5
  %C.strides = load ptr, ptr %strides.at164, align 8
  %has_strides165.not = icmp eq ptr %C.strides, null
  br i1 %has_strides165.not, label %C.strides.done, label %C.strides.check

C.strides.check:                                  ; preds = %check20.ok
  %C.stride0 = load i64, ptr %C.strides, align 8
  %stride.ok167 = icmp eq i64 %C.stride0, 1
  %unit168 = icmp eq i64 %A.shape0, 1
  %stride.ok169 = or i1 %unit168, %stride.ok167
  br i1 %stride.ok169, label %C.strides.done, label %check21.fail

C.strides.done:                                   ; preds = %C.strides.check, %check20.ok
  %data178 = load ptr, ptr %C.dltensor, align 8
  %data178606 = ptrtoint ptr %data178 to i64
  %byte_offset.at179 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %C.dltensor, i64 0, i32 6
  %byte_offset180 = load i64, ptr %byte_offset.at179, align 8
  %C.data = getelementptr i8, ptr %data178, i64 %byte_offset180
  %more1.i = icmp sgt i64 %A.shape0, 0
  br i1 %more1.i, label %for.i.body.i.preheader, label %common.ret

for.i.body.i.preheader:                           ; preds = %C.strides.done
  %min.iters.check = icmp ult i64 %A.shape0, 16
  br i1 %min.iters.check, label %for.i.body.i.preheader613, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.i.body.i.preheader
  %51 = add i64 %byte_offset180, %data178606
  %52 = add i64 %byte_offset, %data607
  %53 = sub i64 %51, %52
  %diff.check = icmp ult i64 %53, 64
  %54 = add i64 %byte_offset106, %data104608
  %55 = sub i64 %51, %54
  %diff.check609 = icmp ult i64 %55, 64
  %conflict.rdx = or i1 %diff.check, %diff.check609
  br i1 %conflict.rdx, label %for.i.body.i.preheader613, label %vector.ph

vector.ph:                                        ; preds = %vector.memcheck
  %n.vec = and i64 %A.shape0, -16
  %56 = add i64 %n.vec, -16
  %57 = lshr exact i64 %56, 4
  %58 = add nuw nsw i64 %57, 1
  %xtraiter = and i64 %58, 1
  %59 = icmp eq i64 %56, 0
  br i1 %59, label %middle.block.unr-lcssa, label %vector.ph.new

vector.ph.new:                                    ; preds = %vector.ph
  %unroll_iter = and i64 %58, 2305843009213693950
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph.new
  %index = phi i64 [ 0, %vector.ph.new ], [ %index.next.1, %vector.body ]
  %niter = phi i64 [ 0, %vector.ph.new ], [ %niter.next.1, %vector.body ]
  %60 = getelementptr inbounds float, ptr %C.data, i64 %index
  %61 = getelementptr inbounds float, ptr %A.data, i64 %index
  %wide.load = load <8 x float>, ptr %61, align 4
  %62 = getelementptr inbounds float, ptr %61, i64 8
  %wide.load610 = load <8 x float>, ptr %62, align 4
  %63 = getelementptr inbounds float, ptr %B.data, i64 %index
  %wide.load611 = load <8 x float>, ptr %63, align 4
  %64 = getelementptr inbounds float, ptr %63, i64 8
  %wide.load612 = load <8 x float>, ptr %64, align 4
  %65 = fadd <8 x float> %wide.load, %wide.load611
  %66 = fadd <8 x float> %wide.load610, %wide.load612
  store <8 x float> %65, ptr %60, align 4
  %67 = getelementptr inbounds float, ptr %60, i64 8
  store <8 x float> %66, ptr %67, align 4
  %index.next = or i64 %index, 16
  %68 = getelementptr inbounds float, ptr %C.data, i64 %index.next
  %69 = getelementptr inbounds float, ptr %A.data, i64 %index.next
  %wide.load.1 = load <8 x float>, ptr %69, align 4
  %70 = getelementptr inbounds float, ptr %69, i64 8
  %wide.load610.1 = load <8 x float>, ptr %70, align 4
  %71 = getelementptr inbounds float, ptr %B.data, i64 %index.next
  %wide.load611.1 = load <8 x float>, ptr %71, align 4
  %72 = getelementptr inbounds float, ptr %71, i64 8
  %wide.load612.1 = load <8 x float>, ptr %72, align 4
  %73 = fadd <8 x float> %wide.load.1, %wide.load611.1
  %74 = fadd <8 x float> %wide.load610.1, %wide.load612.1
  store <8 x float> %73, ptr %68, align 4
  %75 = getelementptr inbounds float, ptr %68, i64 8
  store <8 x float> %74, ptr %75, align 4
  %index.next.1 = add nuw i64 %index, 32
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %middle.block.unr-lcssa, label %vector.body, !llvm.loop !5

middle.block.unr-lcssa:                           ; preds = %vector.body, %vector.ph
  %index.unr = phi i64 [ 0, %vector.ph ], [ %index.next.1, %vector.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %middle.block, label %vector.body.epil

vector.body.epil:                                 ; preds = %middle.block.unr-lcssa
  %76 = getelementptr inbounds float, ptr %C.data, i64 %index.unr
  %77 = getelementptr inbounds float, ptr %A.data, i64 %index.unr
  %wide.load.epil = load <8 x float>, ptr %77, align 4
  %78 = getelementptr inbounds float, ptr %77, i64 8
  %wide.load610.epil = load <8 x float>, ptr %78, align 4
  %79 = getelementptr inbounds float, ptr %B.data, i64 %index.unr
  %wide.load611.epil = load <8 x float>, ptr %79, align 4
  %80 = getelementptr inbounds float, ptr %79, i64 8
  %wide.load612.epil = load <8 x float>, ptr %80, align 4
  %81 = fadd <8 x float> %wide.load.epil, %wide.load611.epil
  %82 = fadd <8 x float> %wide.load610.epil, %wide.load612.epil
  store <8 x float> %81, ptr %76, align 4
  %83 = getelementptr inbounds float, ptr %76, i64 8
  store <8 x float> %82, ptr %83, align 4
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %A.shape0, %n.vec
  br i1 %cmp.n, label %common.ret, label %for.i.body.i.preheader613

for.i.body.i.preheader613:                        ; preds = %vector.memcheck, %for.i.body.i.preheader, %middle.block
  %i.addr.02.i.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.i.body.i.preheader ], [ %n.vec, %middle.block ]
  %84 = xor i64 %i.addr.02.i.ph, -1
  %85 = add i64 %A.shape0, %84
  %xtraiter614 = and i64 %A.shape0, 3
  %lcmp.mod615.not = icmp eq i64 %xtraiter614, 0
  br i1 %lcmp.mod615.not, label %for.i.body.i.prol.loopexit, label %for.i.body.i.prol

for.i.body.i.prol:                                ; preds = %for.i.body.i.preheader613, %for.i.body.i.prol
  %i.addr.02.i.prol = phi i64 [ %i.next.i.prol, %for.i.body.i.prol ], [ %i.addr.02.i.ph, %for.i.body.i.preheader613 ]
  %prol.iter = phi i64 [ %prol.iter.next, %for.i.body.i.prol ], [ 0, %for.i.body.i.preheader613 ]
  %C.addr.i.prol = getelementptr inbounds float, ptr %C.data, i64 %i.addr.02.i.prol
  %A.addr.i.prol = getelementptr inbounds float, ptr %A.data, i64 %i.addr.02.i.prol
  %A.elem.i.prol = load float, ptr %A.addr.i.prol, align 4
  %B.addr.i.prol = getelementptr inbounds float, ptr %B.data, i64 %i.addr.02.i.prol
  %B.elem.i.prol = load float, ptr %B.addr.i.prol, align 4
  %add.i.prol = fadd float %A.elem.i.prol, %B.elem.i.prol
  store float %add.i.prol, ptr %C.addr.i.prol, align 4
  %i.next.i.prol = add nuw nsw i64 %i.addr.02.i.prol, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter614
  br i1 %prol.iter.cmp.not, label %for.i.body.i.prol.loopexit, label %for.i.body.i.prol, !llvm.loop !6

for.i.body.i.prol.loopexit:                       ; preds = %for.i.body.i.prol, %for.i.body.i.preheader613
  %i.addr.02.i.unr = phi i64 [ %i.addr.02.i.ph, %for.i.body.i.preheader613 ], [ %i.next.i.prol, %for.i.body.i.prol ]
  %86 = icmp ult i64 %85, 3
  br i1 %86, label %common.ret, label %for.i.body.i

for.i.body.i:                                     ; preds = %for.i.body.i.prol.loopexit, %for.i.body.i
  %i.addr.02.i = phi i64 [ %i.next.i.3, %for.i.body.i ], [ %i.addr.02.i.unr, %for.i.body.i.prol.loopexit ]
  %C.addr.i = getelementptr inbounds float, ptr %C.data, i64 %i.addr.02.i
  %A.addr.i = getelementptr inbounds float, ptr %A.data, i64 %i.addr.02.i
  %A.elem.i = load float, ptr %A.addr.i, align 4
  %B.addr.i = getelementptr inbounds float, ptr %B.data, i64 %i.addr.02.i
  %B.elem.i = load float, ptr %B.addr.i, align 4
  %add.i = fadd float %A.elem.i, %B.elem.i
  store float %add.i, ptr %C.addr.i, align 4
  %i.next.i = add nuw nsw i64 %i.addr.02.i, 1
  %C.addr.i.1 = getelementptr inbounds float, ptr %C.data, i64 %i.next.i
  %A.addr.i.1 = getelementptr inbounds float, ptr %A.data, i64 %i.next.i
  %A.elem.i.1 = load float, ptr %A.addr.i.1, align 4
  %B.addr.i.1 = getelementptr inbounds float, ptr %B.data, i64 %i.next.i
  %B.elem.i.1 = load float, ptr %B.addr.i.1, align 4
  %add.i.1 = fadd float %A.elem.i.1, %B.elem.i.1
  store float %add.i.1, ptr %C.addr.i.1, align 4
  %i.next.i.1 = add nuw nsw i64 %i.addr.02.i, 2
  %C.addr.i.2 = getelementptr inbounds float, ptr %C.data, i64 %i.next.i.1
  %A.addr.i.2 = getelementptr inbounds float, ptr %A.data, i64 %i.next.i.1
  %A.elem.i.2 = load float, ptr %A.addr.i.2, align 4
  %B.addr.i.2 = getelementptr inbounds float, ptr %B.data, i64 %i.next.i.1
  %B.elem.i.2 = load float, ptr %B.addr.i.2, align 4
  %add.i.2 = fadd float %A.elem.i.2, %B.elem.i.2
  store float %add.i.2, ptr %C.addr.i.2, align 4
  %i.next.i.2 = add nuw nsw i64 %i.addr.02.i, 3
  %C.addr.i.3 = getelementptr inbounds float, ptr %C.data, i64 %i.next.i.2
  %A.addr.i.3 = getelementptr inbounds float, ptr %A.data, i64 %i.next.i.2
  %A.elem.i.3 = load float, ptr %A.addr.i.3, align 4
  %B.addr.i.3 = getelementptr inbounds float, ptr %B.data, i64 %i.next.i.2
  %B.elem.i.3 = load float, ptr %B.addr.i.3, align 4
  %add.i.3 = fadd float %A.elem.i.3, %B.elem.i.3
  store float %add.i.3, ptr %C.addr.i.3, align 4
  %i.next.i.3 = add nuw nsw i64 %i.addr.02.i, 4
  %exitcond.not.i.3 = icmp eq i64 %i.next.i.3, %A.shape0
  br i1 %exitcond.not.i.3, label %common.ret, label %for.i.body.i, !llvm.loop !7

check21.fail:                                     ; preds = %C.strides.check
  store ptr @.str.26, ptr %message.parts, align 8
  %87 = tail call i64 @llvm.abs.i64(i64 %C.stride0, i1 false)
  %end.i577 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i577, align 1
  br label %digit.i585

digit.i585:                                       ; preds = %digit.i585, %check21.fail
  %remaining.i578 = phi i64 [ %87, %check21.fail ], [ %rest.i584, %digit.i585 ]
  %cursor.i579 = phi ptr [ %end.i577, %check21.fail ], [ %digit.at.i580, %digit.i585 ]
  %digit.at.i580 = getelementptr inbounds i8, ptr %cursor.i579, i64 -1
  %digit1.i581 = urem i64 %remaining.i578, 10
  %digit.byte.i582 = trunc i64 %digit1.i581 to i8
  %ascii.i583 = or i8 %digit.byte.i582, 48
  store i8 %ascii.i583, ptr %digit.at.i580, align 1
  %rest.i584 = udiv i64 %remaining.i578, 10
  %88 = icmp ult i64 %remaining.i578, 10
  br i1 %88, label %digits.done.i587, label %digit.i585

digits.done.i587:                                 ; preds = %digit.i585
  %neg.i586 = icmp slt i64 %C.stride0, 0
  br i1 %neg.i586, label %sign.i589, label %__modlink_format_i64.exit591

sign.i589:                                        ; preds = %digits.done.i587
  %sign.at.i588 = getelementptr inbounds i8, ptr %cursor.i579, i64 -2
  store i8 45, ptr %sign.at.i588, align 1
  br label %__modlink_format_i64.exit591

__modlink_format_i64.exit591:                     ; preds = %digits.done.i587, %sign.i589
  %start.i590 = phi ptr [ %digit.at.i580, %digits.done.i587 ], [ %sign.at.i588, %sign.i589 ]
  %part172 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i590, ptr %part172, align 8
  %part173 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.11, ptr %part173, align 8
  %end.i592 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i592, align 1
  %digit.at.i595 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i595, align 1
  %part175 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i595, ptr %part175, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i604

call.i604:                                        ; preds = %__modlink_format_i64.exit591
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret
}

declare extern_weak void @TVMFFIErrorSetRaisedFromCStrParts(ptr, ptr, i32)

define weak i32 @__tvm_ffi_main(ptr %self, ptr %args, i32 %num_args, ptr %result) local_unnamed_addr {
entry:
  %status = tail call i32 @__tvm_ffi_vadd(ptr poison, ptr %args, i32 %num_args, ptr poison)
  ret i32 %status
}

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i64 @llvm.abs.i64(i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind readnone speculatable willreturn
declare i32 @llvm.abs.i32(i32, i1 immarg) #1

attributes #0 = { argmemonly nofree norecurse nosync nounwind }
attributes #1 = { nocallback nofree nosync nounwind readnone speculatable willreturn }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.isvectorized", i32 1}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.unroll.disable"}
!4 = distinct !{!4, !1}
!5 = distinct !{!5, !1}
!6 = distinct !{!6, !3}
!7 = distinct !{!7, !1}
