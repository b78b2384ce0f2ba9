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

common.ret:                                       ; preds = %for.i.body.i.prol.loopexit, %for.i.body.i, %middle.block, %call.i609, %__modlink_format_i64.exit596, %C.strides.done, %call.i580, %__modlink_format_i64.exit579, %call.i548, %__modlink_format_i64.exit547, %call.i531, %__modlink_format_i64.exit530, %call.i493, %__modlink_format_i64.exit492, %call.i476, %check16.fail, %call.i474, %__modlink_format_i64.exit473, %call.i457, %__modlink_format_i64.exit444, %call.i428, %__modlink_format_i64.exit427, %call.i396, %__modlink_format_i64.exit395, %call.i379, %__modlink_format_i64.exit378, %call.i341, %__modlink_format_i64.exit340, %call.i324, %check9.fail, %call.i322, %__modlink_format_i64.exit321, %call.i305, %__modlink_format_i64.exit292, %call.i276, %__modlink_format_i64.exit275, %call.i259, %__modlink_format_i64.exit258, %call.i221, %__modlink_format_i64.exit220, %call.i204, %check3.fail, %call.i202, %__modlink_format_i64.exit201, %call.i, %__modlink_format_i64.exit
  %common.ret.op = phi i32 [ -1, %__modlink_format_i64.exit ], [ -1, %call.i ], [ -1, %__modlink_format_i64.exit201 ], [ -1, %call.i202 ], [ -1, %check3.fail ], [ -1, %call.i204 ], [ -1, %__modlink_format_i64.exit220 ], [ -1, %call.i221 ], [ -1, %__modlink_format_i64.exit258 ], [ -1, %call.i259 ], [ -1, %__modlink_format_i64.exit275 ], [ -1, %call.i276 ], [ -1, %__modlink_format_i64.exit292 ], [ -1, %call.i305 ], [ -1, %__modlink_format_i64.exit321 ], [ -1, %call.i322 ], [ -1, %check9.fail ], [ -1, %call.i324 ], [ -1, %__modlink_format_i64.exit340 ], [ -1, %call.i341 ], [ -1, %__modlink_format_i64.exit378 ], [ -1, %call.i379 ], [ -1, %__modlink_format_i64.exit395 ], [ -1, %call.i396 ], [ -1, %__modlink_format_i64.exit427 ], [ -1, %call.i428 ], [ -1, %__modlink_format_i64.exit444 ], [ -1, %call.i457 ], [ -1, %__modlink_format_i64.exit473 ], [ -1, %call.i474 ], [ -1, %check16.fail ], [ -1, %call.i476 ], [ -1, %__modlink_format_i64.exit492 ], [ -1, %call.i493 ], [ -1, %__modlink_format_i64.exit530 ], [ -1, %call.i531 ], [ -1, %__modlink_format_i64.exit547 ], [ -1, %call.i548 ], [ -1, %__modlink_format_i64.exit579 ], [ -1, %call.i580 ], [ 0, %C.strides.done ], [ -1, %__modlink_format_i64.exit596 ], [ -1, %call.i609 ], [ 0, %middle.block ], [ 0, %for.i.body.i ], [ 0, %for.i.body.i.prol.loopexit ]
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
  %end.i187 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i187, align 1
  br label %digit.i195

digit.i195:                                       ; preds = %digit.i195, %check2.fail
  %remaining.i188 = phi i64 [ %4, %check2.fail ], [ %rest.i194, %digit.i195 ]
  %cursor.i189 = phi ptr [ %end.i187, %check2.fail ], [ %digit.at.i190, %digit.i195 ]
  %digit.at.i190 = getelementptr inbounds i8, ptr %cursor.i189, i64 -1
  %digit1.i191 = urem i64 %remaining.i188, 10
  %digit.byte.i192 = trunc i64 %digit1.i191 to i8
  %ascii.i193 = or i8 %digit.byte.i192, 48
  store i8 %ascii.i193, ptr %digit.at.i190, align 1
  %rest.i194 = udiv i64 %remaining.i188, 10
  %5 = icmp ult i64 %remaining.i188, 10
  br i1 %5, label %digits.done.i197, label %digit.i195

digits.done.i197:                                 ; preds = %digit.i195
  %neg.i196 = icmp slt i32 %A.type_index, 0
  br i1 %neg.i196, label %sign.i199, label %__modlink_format_i64.exit201

sign.i199:                                        ; preds = %digits.done.i197
  %sign.at.i198 = getelementptr inbounds i8, ptr %cursor.i189, i64 -2
  store i8 45, ptr %sign.at.i198, align 1
  br label %__modlink_format_i64.exit201

__modlink_format_i64.exit201:                     ; preds = %digits.done.i197, %sign.i199
  %start.i200 = phi ptr [ %digit.at.i190, %digits.done.i197 ], [ %sign.at.i198, %sign.i199 ]
  %part7 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i200, ptr %part7, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i202

call.i202:                                        ; preds = %__modlink_format_i64.exit201
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
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i204

call.i204:                                        ; preds = %check3.fail
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
  %end.i206 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i206, align 1
  br label %digit.i214

digit.i214:                                       ; preds = %digit.i214, %check4.fail
  %remaining.i207 = phi i64 [ %7, %check4.fail ], [ %rest.i213, %digit.i214 ]
  %cursor.i208 = phi ptr [ %end.i206, %check4.fail ], [ %digit.at.i209, %digit.i214 ]
  %digit.at.i209 = getelementptr inbounds i8, ptr %cursor.i208, i64 -1
  %digit1.i210 = urem i64 %remaining.i207, 10
  %digit.byte.i211 = trunc i64 %digit1.i210 to i8
  %ascii.i212 = or i8 %digit.byte.i211, 48
  store i8 %ascii.i212, ptr %digit.at.i209, align 1
  %rest.i213 = udiv i64 %remaining.i207, 10
  %8 = icmp ult i64 %remaining.i207, 10
  br i1 %8, label %digits.done.i216, label %digit.i214

digits.done.i216:                                 ; preds = %digit.i214
  %neg.i215 = icmp slt i32 %A.ndim, 0
  br i1 %neg.i215, label %sign.i218, label %__modlink_format_i64.exit220

sign.i218:                                        ; preds = %digits.done.i216
  %sign.at.i217 = getelementptr inbounds i8, ptr %cursor.i208, i64 -2
  store i8 45, ptr %sign.at.i217, align 1
  br label %__modlink_format_i64.exit220

__modlink_format_i64.exit220:                     ; preds = %digits.done.i216, %sign.i218
  %start.i219 = phi ptr [ %digit.at.i209, %digits.done.i216 ], [ %sign.at.i217, %sign.i218 ]
  %part11 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i219, ptr %part11, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i221

call.i221:                                        ; preds = %__modlink_format_i64.exit220
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
  %end.i223 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i223, align 1
  br label %digit.i231

digit.i231:                                       ; preds = %digit.i231, %check5.fail
  %remaining.i224 = phi i64 [ %code13, %check5.fail ], [ %rest.i230, %digit.i231 ]
  %cursor.i225 = phi ptr [ %end.i223, %check5.fail ], [ %digit.at.i226, %digit.i231 ]
  %digit.at.i226 = getelementptr inbounds i8, ptr %cursor.i225, i64 -1
  %digit1.i227 = urem i64 %remaining.i224, 10
  %digit.byte.i228 = trunc i64 %digit1.i227 to i8
  %ascii.i229 = or i8 %digit.byte.i228, 48
  store i8 %ascii.i229, ptr %digit.at.i226, align 1
  %rest.i230 = udiv i64 %remaining.i224, 10
  %9 = icmp ult i64 %remaining.i224, 10
  br i1 %9, label %__modlink_format_i64.exit234, label %digit.i231

__modlink_format_i64.exit234:                     ; preds = %digit.i231
  %bits14 = zext i8 %bits to i64
  %part18 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %digit.at.i226, ptr %part18, align 8
  %part19 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.7, ptr %part19, align 8
  %end.i235 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i235, align 1
  br label %digit.i243

digit.i243:                                       ; preds = %digit.i243, %__modlink_format_i64.exit234
  %remaining.i236 = phi i64 [ %bits14, %__modlink_format_i64.exit234 ], [ %rest.i242, %digit.i243 ]
  %cursor.i237 = phi ptr [ %end.i235, %__modlink_format_i64.exit234 ], [ %digit.at.i238, %digit.i243 ]
  %digit.at.i238 = getelementptr inbounds i8, ptr %cursor.i237, i64 -1
  %digit1.i239 = urem i64 %remaining.i236, 10
  %digit.byte.i240 = trunc i64 %digit1.i239 to i8
  %ascii.i241 = or i8 %digit.byte.i240, 48
  store i8 %ascii.i241, ptr %digit.at.i238, align 1
  %rest.i242 = udiv i64 %remaining.i236, 10
  %10 = icmp ult i64 %remaining.i236, 10
  br i1 %10, label %__modlink_format_i64.exit246, label %digit.i243

__modlink_format_i64.exit246:                     ; preds = %digit.i243
  %part21 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i238, ptr %part21, align 8
  %part22 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 4
  store ptr @.str.8, ptr %part22, align 8
  %end.i247 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i247, align 1
  br label %digit.i255

digit.i255:                                       ; preds = %digit.i255, %__modlink_format_i64.exit246
  %remaining.i248 = phi i64 [ %lanes15, %__modlink_format_i64.exit246 ], [ %rest.i254, %digit.i255 ]
  %cursor.i249 = phi ptr [ %end.i247, %__modlink_format_i64.exit246 ], [ %digit.at.i250, %digit.i255 ]
  %digit.at.i250 = getelementptr inbounds i8, ptr %cursor.i249, i64 -1
  %digit1.i251 = urem i64 %remaining.i248, 10
  %digit.byte.i252 = trunc i64 %digit1.i251 to i8
  %ascii.i253 = or i8 %digit.byte.i252, 48
  store i8 %ascii.i253, ptr %digit.at.i250, align 1
  %rest.i254 = udiv i64 %remaining.i248, 10
  %11 = icmp ult i64 %remaining.i248, 10
  br i1 %11, label %__modlink_format_i64.exit258, label %digit.i255

__modlink_format_i64.exit258:                     ; preds = %digit.i255
  %part24 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 5
  store ptr %digit.at.i250, ptr %part24, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i259

call.i259:                                        ; preds = %__modlink_format_i64.exit258
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
  %end.i261 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i261, align 1
  br label %digit.i269

digit.i269:                                       ; preds = %digit.i269, %check6.fail
  %remaining.i262 = phi i64 [ %13, %check6.fail ], [ %rest.i268, %digit.i269 ]
  %cursor.i263 = phi ptr [ %end.i261, %check6.fail ], [ %digit.at.i264, %digit.i269 ]
  %digit.at.i264 = getelementptr inbounds i8, ptr %cursor.i263, i64 -1
  %digit1.i265 = urem i64 %remaining.i262, 10
  %digit.byte.i266 = trunc i64 %digit1.i265 to i8
  %ascii.i267 = or i8 %digit.byte.i266, 48
  store i8 %ascii.i267, ptr %digit.at.i264, align 1
  %rest.i268 = udiv i64 %remaining.i262, 10
  %14 = icmp ult i64 %remaining.i262, 10
  br i1 %14, label %digits.done.i271, label %digit.i269

digits.done.i271:                                 ; preds = %digit.i269
  %neg.i270 = icmp slt i32 %A.device_type, 0
  br i1 %neg.i270, label %sign.i273, label %__modlink_format_i64.exit275

sign.i273:                                        ; preds = %digits.done.i271
  %sign.at.i272 = getelementptr inbounds i8, ptr %cursor.i263, i64 -2
  store i8 45, ptr %sign.at.i272, align 1
  br label %__modlink_format_i64.exit275

__modlink_format_i64.exit275:                     ; preds = %digits.done.i271, %sign.i273
  %start.i274 = phi ptr [ %digit.at.i264, %digits.done.i271 ], [ %sign.at.i272, %sign.i273 ]
  %part27 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i274, ptr %part27, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i276

call.i276:                                        ; preds = %__modlink_format_i64.exit275
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
  %stride.ok28 = or i1 %unit, %stride.ok
  br i1 %stride.ok28, label %A.strides.done, label %check7.fail

A.strides.done:                                   ; preds = %A.strides.check, %check6.ok
  %data = load ptr, ptr %A.dltensor, align 8
  %data612 = ptrtoint ptr %data to i64
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
  %end.i278 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i278, align 1
  br label %digit.i286

digit.i286:                                       ; preds = %digit.i286, %check7.fail
  %remaining.i279 = phi i64 [ %15, %check7.fail ], [ %rest.i285, %digit.i286 ]
  %cursor.i280 = phi ptr [ %end.i278, %check7.fail ], [ %digit.at.i281, %digit.i286 ]
  %digit.at.i281 = getelementptr inbounds i8, ptr %cursor.i280, i64 -1
  %digit1.i282 = urem i64 %remaining.i279, 10
  %digit.byte.i283 = trunc i64 %digit1.i282 to i8
  %ascii.i284 = or i8 %digit.byte.i283, 48
  store i8 %ascii.i284, ptr %digit.at.i281, align 1
  %rest.i285 = udiv i64 %remaining.i279, 10
  %16 = icmp ult i64 %remaining.i279, 10
  br i1 %16, label %digits.done.i288, label %digit.i286

digits.done.i288:                                 ; preds = %digit.i286
  %neg.i287 = icmp slt i64 %A.stride0, 0
  br i1 %neg.i287, label %sign.i290, label %__modlink_format_i64.exit292

sign.i290:                                        ; preds = %digits.done.i288
  %sign.at.i289 = getelementptr inbounds i8, ptr %cursor.i280, i64 -2
  store i8 45, ptr %sign.at.i289, align 1
  br label %__modlink_format_i64.exit292

__modlink_format_i64.exit292:                     ; preds = %digits.done.i288, %sign.i290
  %start.i291 = phi ptr [ %digit.at.i281, %digits.done.i288 ], [ %sign.at.i289, %sign.i290 ]
  %part31 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i291, ptr %part31, align 8
  %part32 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.11, ptr %part32, align 8
  %end.i293 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i293, align 1
  %digit.at.i296 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i296, align 1
  %part34 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i296, ptr %part34, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i305

call.i305:                                        ; preds = %__modlink_format_i64.exit292
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check8.fail:                                      ; preds = %A.strides.done
  store ptr @.str.12, ptr %message.parts, align 8
  %17 = tail call i32 @llvm.abs.i32(i32 %B.type_index, i1 false)
  %18 = zext i32 %17 to i64
  %end.i307 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i307, align 1
  br label %digit.i315

digit.i315:                                       ; preds = %digit.i315, %check8.fail
  %remaining.i308 = phi i64 [ %18, %check8.fail ], [ %rest.i314, %digit.i315 ]
  %cursor.i309 = phi ptr [ %end.i307, %check8.fail ], [ %digit.at.i310, %digit.i315 ]
  %digit.at.i310 = getelementptr inbounds i8, ptr %cursor.i309, i64 -1
  %digit1.i311 = urem i64 %remaining.i308, 10
  %digit.byte.i312 = trunc i64 %digit1.i311 to i8
  %ascii.i313 = or i8 %digit.byte.i312, 48
  store i8 %ascii.i313, ptr %digit.at.i310, align 1
  %rest.i314 = udiv i64 %remaining.i308, 10
  %19 = icmp ult i64 %remaining.i308, 10
  br i1 %19, label %digits.done.i317, label %digit.i315

digits.done.i317:                                 ; preds = %digit.i315
  %neg.i316 = icmp slt i32 %B.type_index, 0
  br i1 %neg.i316, label %sign.i319, label %__modlink_format_i64.exit321

sign.i319:                                        ; preds = %digits.done.i317
  %sign.at.i318 = getelementptr inbounds i8, ptr %cursor.i309, i64 -2
  store i8 45, ptr %sign.at.i318, align 1
  br label %__modlink_format_i64.exit321

__modlink_format_i64.exit321:                     ; preds = %digits.done.i317, %sign.i319
  %start.i320 = phi ptr [ %digit.at.i310, %digits.done.i317 ], [ %sign.at.i318, %sign.i319 ]
  %part44 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i320, ptr %part44, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i322

call.i322:                                        ; preds = %__modlink_format_i64.exit321
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check8.ok:                                        ; preds = %A.strides.done, %A.strides.done, %A.strides.done
  %is35 = icmp eq i32 %B.type_index, 70
  %B.value = getelementptr inbounds i8, ptr %args, i64 24
  %B.ptr = load ptr, ptr %B.value, align 8
  %B.dltensor.idx = select i1 %is35, i64 24, i64 0
  %B.dltensor = getelementptr i8, ptr %B.ptr, i64 %B.dltensor.idx
  %null45.not = icmp eq ptr %B.ptr, null
  br i1 %null45.not, label %check9.fail, label %check9.ok

check9.fail:                                      ; preds = %check8.ok
  store ptr @.str.13, ptr %message.parts, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i324

call.i324:                                        ; preds = %check9.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check9.ok:                                        ; preds = %check8.ok
  %ndim.at48 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %B.dltensor, i64 0, i32 2
  %B.ndim = load i32, ptr %ndim.at48, align 4
  %ndim.ok49 = icmp eq i32 %B.ndim, 1
  br i1 %ndim.ok49, label %check10.ok, label %check10.fail

check10.fail:                                     ; preds = %check9.ok
  store ptr @.str.14, ptr %message.parts, align 8
  %20 = tail call i32 @llvm.abs.i32(i32 %B.ndim, i1 false)
  %21 = zext i32 %20 to i64
  %end.i326 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i326, align 1
  br label %digit.i334

digit.i334:                                       ; preds = %digit.i334, %check10.fail
  %remaining.i327 = phi i64 [ %21, %check10.fail ], [ %rest.i333, %digit.i334 ]
  %cursor.i328 = phi ptr [ %end.i326, %check10.fail ], [ %digit.at.i329, %digit.i334 ]
  %digit.at.i329 = getelementptr inbounds i8, ptr %cursor.i328, i64 -1
  %digit1.i330 = urem i64 %remaining.i327, 10
  %digit.byte.i331 = trunc i64 %digit1.i330 to i8
  %ascii.i332 = or i8 %digit.byte.i331, 48
  store i8 %ascii.i332, ptr %digit.at.i329, align 1
  %rest.i333 = udiv i64 %remaining.i327, 10
  %22 = icmp ult i64 %remaining.i327, 10
  br i1 %22, label %digits.done.i336, label %digit.i334

digits.done.i336:                                 ; preds = %digit.i334
  %neg.i335 = icmp slt i32 %B.ndim, 0
  br i1 %neg.i335, label %sign.i338, label %__modlink_format_i64.exit340

sign.i338:                                        ; preds = %digits.done.i336
  %sign.at.i337 = getelementptr inbounds i8, ptr %cursor.i328, i64 -2
  store i8 45, ptr %sign.at.i337, align 1
  br label %__modlink_format_i64.exit340

__modlink_format_i64.exit340:                     ; preds = %digits.done.i336, %sign.i338
  %start.i339 = phi ptr [ %digit.at.i329, %digits.done.i336 ], [ %sign.at.i337, %sign.i338 ]
  %part53 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i339, ptr %part53, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i341

call.i341:                                        ; preds = %__modlink_format_i64.exit340
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check10.ok:                                       ; preds = %check9.ok
  %dtype.at54 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %B.dltensor, i64 0, i32 3
  %bits.at56 = getelementptr inbounds { i8, i8, i16 }, ptr %dtype.at54, i64 0, i32 1
  %lanes.at57 = getelementptr inbounds { i8, i8, i16 }, ptr %dtype.at54, i64 0, i32 2
  %code58 = load i8, ptr %dtype.at54, align 1
  %bits59 = load i8, ptr %bits.at56, align 1
  %lanes60 = load i16, ptr %lanes.at57, align 2
  %code.ok61 = icmp eq i8 %code58, 2
  %bits.ok62 = icmp eq i8 %bits59, 32
  %lanes.ok63 = icmp eq i16 %lanes60, 1
  %dtype.ok64 = and i1 %code.ok61, %bits.ok62
  %dtype.ok65 = and i1 %dtype.ok64, %lanes.ok63
  br i1 %dtype.ok65, label %check11.ok, label %check11.fail

check11.fail:                                     ; preds = %check10.ok
  %lanes68 = zext i16 %lanes60 to i64
  %code66 = zext i8 %code58 to i64
  store ptr @.str.15, ptr %message.parts, align 8
  %end.i343 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i343, align 1
  br label %digit.i351

digit.i351:                                       ; preds = %digit.i351, %check11.fail
  %remaining.i344 = phi i64 [ %code66, %check11.fail ], [ %rest.i350, %digit.i351 ]
  %cursor.i345 = phi ptr [ %end.i343, %check11.fail ], [ %digit.at.i346, %digit.i351 ]
  %digit.at.i346 = getelementptr inbounds i8, ptr %cursor.i345, i64 -1
  %digit1.i347 = urem i64 %remaining.i344, 10
  %digit.byte.i348 = trunc i64 %digit1.i347 to i8
  %ascii.i349 = or i8 %digit.byte.i348, 48
  store i8 %ascii.i349, ptr %digit.at.i346, align 1
  %rest.i350 = udiv i64 %remaining.i344, 10
  %23 = icmp ult i64 %remaining.i344, 10
  br i1 %23, label %__modlink_format_i64.exit354, label %digit.i351

__modlink_format_i64.exit354:                     ; preds = %digit.i351
  %bits67 = zext i8 %bits59 to i64
  %part71 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %digit.at.i346, ptr %part71, align 8
  %part72 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.7, ptr %part72, align 8
  %end.i355 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i355, align 1
  br label %digit.i363

digit.i363:                                       ; preds = %digit.i363, %__modlink_format_i64.exit354
  %remaining.i356 = phi i64 [ %bits67, %__modlink_format_i64.exit354 ], [ %rest.i362, %digit.i363 ]
  %cursor.i357 = phi ptr [ %end.i355, %__modlink_format_i64.exit354 ], [ %digit.at.i358, %digit.i363 ]
  %digit.at.i358 = getelementptr inbounds i8, ptr %cursor.i357, i64 -1
  %digit1.i359 = urem i64 %remaining.i356, 10
  %digit.byte.i360 = trunc i64 %digit1.i359 to i8
  %ascii.i361 = or i8 %digit.byte.i360, 48
  store i8 %ascii.i361, ptr %digit.at.i358, align 1
  %rest.i362 = udiv i64 %remaining.i356, 10
  %24 = icmp ult i64 %remaining.i356, 10
  br i1 %24, label %__modlink_format_i64.exit366, label %digit.i363

__modlink_format_i64.exit366:                     ; preds = %digit.i363
  %part74 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i358, ptr %part74, align 8
  %part75 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 4
  store ptr @.str.8, ptr %part75, align 8
  %end.i367 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i367, align 1
  br label %digit.i375

digit.i375:                                       ; preds = %digit.i375, %__modlink_format_i64.exit366
  %remaining.i368 = phi i64 [ %lanes68, %__modlink_format_i64.exit366 ], [ %rest.i374, %digit.i375 ]
  %cursor.i369 = phi ptr [ %end.i367, %__modlink_format_i64.exit366 ], [ %digit.at.i370, %digit.i375 ]
  %digit.at.i370 = getelementptr inbounds i8, ptr %cursor.i369, i64 -1
  %digit1.i371 = urem i64 %remaining.i368, 10
  %digit.byte.i372 = trunc i64 %digit1.i371 to i8
  %ascii.i373 = or i8 %digit.byte.i372, 48
  store i8 %ascii.i373, ptr %digit.at.i370, align 1
  %rest.i374 = udiv i64 %remaining.i368, 10
  %25 = icmp ult i64 %remaining.i368, 10
  br i1 %25, label %__modlink_format_i64.exit378, label %digit.i375

__modlink_format_i64.exit378:                     ; preds = %digit.i375
  %part77 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 5
  store ptr %digit.at.i370, ptr %part77, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i379

call.i379:                                        ; preds = %__modlink_format_i64.exit378
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check11.ok:                                       ; preds = %check10.ok
  %device.at78 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %B.dltensor, i64 0, i32 1
  %B.device_type = load i32, ptr %device.at78, align 4
  %device.ok79 = icmp eq i32 %B.device_type, 1
  br i1 %device.ok79, label %check12.ok, label %check12.fail

check12.fail:                                     ; preds = %check11.ok
  store ptr @.str.16, ptr %message.parts, align 8
  %26 = tail call i32 @llvm.abs.i32(i32 %B.device_type, i1 false)
  %27 = zext i32 %26 to i64
  %end.i381 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i381, align 1
  br label %digit.i389

digit.i389:                                       ; preds = %digit.i389, %check12.fail
  %remaining.i382 = phi i64 [ %27, %check12.fail ], [ %rest.i388, %digit.i389 ]
  %cursor.i383 = phi ptr [ %end.i381, %check12.fail ], [ %digit.at.i384, %digit.i389 ]
  %digit.at.i384 = getelementptr inbounds i8, ptr %cursor.i383, i64 -1
  %digit1.i385 = urem i64 %remaining.i382, 10
  %digit.byte.i386 = trunc i64 %digit1.i385 to i8
  %ascii.i387 = or i8 %digit.byte.i386, 48
  store i8 %ascii.i387, ptr %digit.at.i384, align 1
  %rest.i388 = udiv i64 %remaining.i382, 10
  %28 = icmp ult i64 %remaining.i382, 10
  br i1 %28, label %digits.done.i391, label %digit.i389

digits.done.i391:                                 ; preds = %digit.i389
  %neg.i390 = icmp slt i32 %B.device_type, 0
  br i1 %neg.i390, label %sign.i393, label %__modlink_format_i64.exit395

sign.i393:                                        ; preds = %digits.done.i391
  %sign.at.i392 = getelementptr inbounds i8, ptr %cursor.i383, i64 -2
  store i8 45, ptr %sign.at.i392, align 1
  br label %__modlink_format_i64.exit395

__modlink_format_i64.exit395:                     ; preds = %digits.done.i391, %sign.i393
  %start.i394 = phi ptr [ %digit.at.i384, %digits.done.i391 ], [ %sign.at.i392, %sign.i393 ]
  %part83 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i394, ptr %part83, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i396

call.i396:                                        ; preds = %__modlink_format_i64.exit395
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check12.ok:                                       ; preds = %check11.ok
  %shape.at84 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %B.dltensor, i64 0, i32 4
  %B.shape = load ptr, ptr %shape.at84, align 8
  %B.shape0 = load i64, ptr %B.shape, align 8
  %extent.ok = icmp eq i64 %B.shape0, %A.shape0
  br i1 %extent.ok, label %check13.ok, label %check13.fail

check13.fail:                                     ; preds = %check12.ok
  store ptr @.str.17, ptr %message.parts, align 8
  %29 = tail call i64 @llvm.abs.i64(i64 %B.shape0, i1 false)
  %end.i398 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i398, align 1
  br label %digit.i406

digit.i406:                                       ; preds = %digit.i406, %check13.fail
  %remaining.i399 = phi i64 [ %29, %check13.fail ], [ %rest.i405, %digit.i406 ]
  %cursor.i400 = phi ptr [ %end.i398, %check13.fail ], [ %digit.at.i401, %digit.i406 ]
  %digit.at.i401 = getelementptr inbounds i8, ptr %cursor.i400, i64 -1
  %digit1.i402 = urem i64 %remaining.i399, 10
  %digit.byte.i403 = trunc i64 %digit1.i402 to i8
  %ascii.i404 = or i8 %digit.byte.i403, 48
  store i8 %ascii.i404, ptr %digit.at.i401, align 1
  %rest.i405 = udiv i64 %remaining.i399, 10
  %30 = icmp ult i64 %remaining.i399, 10
  br i1 %30, label %digits.done.i408, label %digit.i406

digits.done.i408:                                 ; preds = %digit.i406
  %neg.i407 = icmp slt i64 %B.shape0, 0
  br i1 %neg.i407, label %sign.i410, label %__modlink_format_i64.exit412

sign.i410:                                        ; preds = %digits.done.i408
  %sign.at.i409 = getelementptr inbounds i8, ptr %cursor.i400, i64 -2
  store i8 45, ptr %sign.at.i409, align 1
  br label %__modlink_format_i64.exit412

__modlink_format_i64.exit412:                     ; preds = %digits.done.i408, %sign.i410
  %start.i411 = phi ptr [ %digit.at.i401, %digits.done.i408 ], [ %sign.at.i409, %sign.i410 ]
  %part88 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i411, ptr %part88, align 8
  %part89 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.18, ptr %part89, align 8
  %31 = call i64 @llvm.abs.i64(i64 %A.shape0, i1 false)
  %end.i413 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i413, align 1
  br label %digit.i421

digit.i421:                                       ; preds = %digit.i421, %__modlink_format_i64.exit412
  %remaining.i414 = phi i64 [ %31, %__modlink_format_i64.exit412 ], [ %rest.i420, %digit.i421 ]
  %cursor.i415 = phi ptr [ %end.i413, %__modlink_format_i64.exit412 ], [ %digit.at.i416, %digit.i421 ]
  %digit.at.i416 = getelementptr inbounds i8, ptr %cursor.i415, i64 -1
  %digit1.i417 = urem i64 %remaining.i414, 10
  %digit.byte.i418 = trunc i64 %digit1.i417 to i8
  %ascii.i419 = or i8 %digit.byte.i418, 48
  store i8 %ascii.i419, ptr %digit.at.i416, align 1
  %rest.i420 = udiv i64 %remaining.i414, 10
  %32 = icmp ult i64 %remaining.i414, 10
  br i1 %32, label %digits.done.i423, label %digit.i421

digits.done.i423:                                 ; preds = %digit.i421
  %neg.i422 = icmp slt i64 %A.shape0, 0
  br i1 %neg.i422, label %sign.i425, label %__modlink_format_i64.exit427

sign.i425:                                        ; preds = %digits.done.i423
  %sign.at.i424 = getelementptr inbounds i8, ptr %cursor.i415, i64 -2
  store i8 45, ptr %sign.at.i424, align 1
  br label %__modlink_format_i64.exit427

__modlink_format_i64.exit427:                     ; preds = %digits.done.i423, %sign.i425
  %start.i426 = phi ptr [ %digit.at.i416, %digits.done.i423 ], [ %sign.at.i424, %sign.i425 ]
  %part91 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %start.i426, ptr %part91, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i428

call.i428:                                        ; preds = %__modlink_format_i64.exit427
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check13.ok:                                       ; preds = %check12.ok
  %strides.at92 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %B.dltensor, i64 0, i32 5
  %B.strides = load ptr, ptr %strides.at92, align 8
  %has_strides93.not = icmp eq ptr %B.strides, null
  br i1 %has_strides93.not, label %B.strides.done, label %B.strides.check

B.strides.check:                                  ; preds = %check13.ok
  %B.stride0 = load i64, ptr %B.strides, align 8
  %stride.ok95 = icmp eq i64 %B.stride0, 1
  %unit96 = icmp eq i64 %A.shape0, 1
  %stride.ok97 = or i1 %unit96, %stride.ok95
  br i1 %stride.ok97, label %B.strides.done, label %check14.fail

B.strides.done:                                   ; preds = %B.strides.check, %check13.ok
  %data106 = load ptr, ptr %B.dltensor, align 8
  %data106613 = ptrtoint ptr %data106 to i64
  %byte_offset.at107 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %B.dltensor, i64 0, i32 6
  %byte_offset108 = load i64, ptr %byte_offset.at107, align 8
  %B.data = getelementptr i8, ptr %data106, i64 %byte_offset108
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
  %end.i430 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i430, align 1
  br label %digit.i438

digit.i438:                                       ; preds = %digit.i438, %check14.fail
  %remaining.i431 = phi i64 [ %33, %check14.fail ], [ %rest.i437, %digit.i438 ]
  %cursor.i432 = phi ptr [ %end.i430, %check14.fail ], [ %digit.at.i433, %digit.i438 ]
  %digit.at.i433 = getelementptr inbounds i8, ptr %cursor.i432, i64 -1
  %digit1.i434 = urem i64 %remaining.i431, 10
  %digit.byte.i435 = trunc i64 %digit1.i434 to i8
  %ascii.i436 = or i8 %digit.byte.i435, 48
  store i8 %ascii.i436, ptr %digit.at.i433, align 1
  %rest.i437 = udiv i64 %remaining.i431, 10
  %34 = icmp ult i64 %remaining.i431, 10
  br i1 %34, label %digits.done.i440, label %digit.i438

digits.done.i440:                                 ; preds = %digit.i438
  %neg.i439 = icmp slt i64 %B.stride0, 0
  br i1 %neg.i439, label %sign.i442, label %__modlink_format_i64.exit444

sign.i442:                                        ; preds = %digits.done.i440
  %sign.at.i441 = getelementptr inbounds i8, ptr %cursor.i432, i64 -2
  store i8 45, ptr %sign.at.i441, align 1
  br label %__modlink_format_i64.exit444

__modlink_format_i64.exit444:                     ; preds = %digits.done.i440, %sign.i442
  %start.i443 = phi ptr [ %digit.at.i433, %digits.done.i440 ], [ %sign.at.i441, %sign.i442 ]
  %part100 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i443, ptr %part100, align 8
  %part101 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.11, ptr %part101, align 8
  %end.i445 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i445, align 1
  %digit.at.i448 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i448, align 1
  %part103 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i448, ptr %part103, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i457

call.i457:                                        ; preds = %__modlink_format_i64.exit444
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check15.fail:                                     ; preds = %B.strides.done
  store ptr @.str.20, ptr %message.parts, align 8
  %35 = tail call i32 @llvm.abs.i32(i32 %C.type_index, i1 false)
  %36 = zext i32 %35 to i64
  %end.i459 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i459, align 1
  br label %digit.i467

digit.i467:                                       ; preds = %digit.i467, %check15.fail
  %remaining.i460 = phi i64 [ %36, %check15.fail ], [ %rest.i466, %digit.i467 ]
  %cursor.i461 = phi ptr [ %end.i459, %check15.fail ], [ %digit.at.i462, %digit.i467 ]
  %digit.at.i462 = getelementptr inbounds i8, ptr %cursor.i461, i64 -1
  %digit1.i463 = urem i64 %remaining.i460, 10
  %digit.byte.i464 = trunc i64 %digit1.i463 to i8
  %ascii.i465 = or i8 %digit.byte.i464, 48
  store i8 %ascii.i465, ptr %digit.at.i462, align 1
  %rest.i466 = udiv i64 %remaining.i460, 10
  %37 = icmp ult i64 %remaining.i460, 10
  br i1 %37, label %digits.done.i469, label %digit.i467

digits.done.i469:                                 ; preds = %digit.i467
  %neg.i468 = icmp slt i32 %C.type_index, 0
  br i1 %neg.i468, label %sign.i471, label %__modlink_format_i64.exit473

sign.i471:                                        ; preds = %digits.done.i469
  %sign.at.i470 = getelementptr inbounds i8, ptr %cursor.i461, i64 -2
  store i8 45, ptr %sign.at.i470, align 1
  br label %__modlink_format_i64.exit473

__modlink_format_i64.exit473:                     ; preds = %digits.done.i469, %sign.i471
  %start.i472 = phi ptr [ %digit.at.i462, %digits.done.i469 ], [ %sign.at.i470, %sign.i471 ]
  %part118 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i472, ptr %part118, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i474

call.i474:                                        ; preds = %__modlink_format_i64.exit473
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check15.ok:                                       ; preds = %B.strides.done, %B.strides.done, %B.strides.done
  %is109 = icmp eq i32 %C.type_index, 70
  %C.value = getelementptr inbounds i8, ptr %args, i64 40
  %C.ptr = load ptr, ptr %C.value, align 8
  %C.dltensor.idx = select i1 %is109, i64 24, i64 0
  %C.dltensor = getelementptr i8, ptr %C.ptr, i64 %C.dltensor.idx
  %null119.not = icmp eq ptr %C.ptr, null
  br i1 %null119.not, label %check16.fail, label %check16.ok

check16.fail:                                     ; preds = %check15.ok
  store ptr @.str.21, ptr %message.parts, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i476

call.i476:                                        ; preds = %check16.fail
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 1)
  br label %common.ret

check16.ok:                                       ; preds = %check15.ok
  %ndim.at122 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %C.dltensor, i64 0, i32 2
  %C.ndim = load i32, ptr %ndim.at122, align 4
  %ndim.ok123 = icmp eq i32 %C.ndim, 1
  br i1 %ndim.ok123, label %check17.ok, label %check17.fail

check17.fail:                                     ; preds = %check16.ok
  store ptr @.str.22, ptr %message.parts, align 8
  %38 = tail call i32 @llvm.abs.i32(i32 %C.ndim, i1 false)
  %39 = zext i32 %38 to i64
  %end.i478 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i478, align 1
  br label %digit.i486

digit.i486:                                       ; preds = %digit.i486, %check17.fail
  %remaining.i479 = phi i64 [ %39, %check17.fail ], [ %rest.i485, %digit.i486 ]
  %cursor.i480 = phi ptr [ %end.i478, %check17.fail ], [ %digit.at.i481, %digit.i486 ]
  %digit.at.i481 = getelementptr inbounds i8, ptr %cursor.i480, i64 -1
  %digit1.i482 = urem i64 %remaining.i479, 10
  %digit.byte.i483 = trunc i64 %digit1.i482 to i8
  %ascii.i484 = or i8 %digit.byte.i483, 48
  store i8 %ascii.i484, ptr %digit.at.i481, align 1
  %rest.i485 = udiv i64 %remaining.i479, 10
  %40 = icmp ult i64 %remaining.i479, 10
  br i1 %40, label %digits.done.i488, label %digit.i486

digits.done.i488:                                 ; preds = %digit.i486
  %neg.i487 = icmp slt i32 %C.ndim, 0
  br i1 %neg.i487, label %sign.i490, label %__modlink_format_i64.exit492

sign.i490:                                        ; preds = %digits.done.i488
  %sign.at.i489 = getelementptr inbounds i8, ptr %cursor.i480, i64 -2
  store i8 45, ptr %sign.at.i489, align 1
  br label %__modlink_format_i64.exit492

__modlink_format_i64.exit492:                     ; preds = %digits.done.i488, %sign.i490
  %start.i491 = phi ptr [ %digit.at.i481, %digits.done.i488 ], [ %sign.at.i489, %sign.i490 ]
  %part127 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i491, ptr %part127, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i493

call.i493:                                        ; preds = %__modlink_format_i64.exit492
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check17.ok:                                       ; preds = %check16.ok
  %dtype.at128 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %C.dltensor, i64 0, i32 3
  %bits.at130 = getelementptr inbounds { i8, i8, i16 }, ptr %dtype.at128, i64 0, i32 1
  %lanes.at131 = getelementptr inbounds { i8, i8, i16 }, ptr %dtype.at128, i64 0, i32 2
  %code132 = load i8, ptr %dtype.at128, align 1
  %bits133 = load i8, ptr %bits.at130, align 1
  %lanes134 = load i16, ptr %lanes.at131, align 2
  %code.ok135 = icmp eq i8 %code132, 2
  %bits.ok136 = icmp eq i8 %bits133, 32
  %lanes.ok137 = icmp eq i16 %lanes134, 1
  %dtype.ok138 = and i1 %code.ok135, %bits.ok136
  %dtype.ok139 = and i1 %dtype.ok138, %lanes.ok137
  br i1 %dtype.ok139, label %check18.ok, label %check18.fail

check18.fail:                                     ; preds = %check17.ok
  %lanes142 = zext i16 %lanes134 to i64
  %code140 = zext i8 %code132 to i64
  store ptr @.str.23, ptr %message.parts, align 8
  %end.i495 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i495, align 1
  br label %digit.i503

digit.i503:                                       ; preds = %digit.i503, %check18.fail
  %remaining.i496 = phi i64 [ %code140, %check18.fail ], [ %rest.i502, %digit.i503 ]
  %cursor.i497 = phi ptr [ %end.i495, %check18.fail ], [ %digit.at.i498, %digit.i503 ]
  %digit.at.i498 = getelementptr inbounds i8, ptr %cursor.i497, i64 -1
  %digit1.i499 = urem i64 %remaining.i496, 10
  %digit.byte.i500 = trunc i64 %digit1.i499 to i8
  %ascii.i501 = or i8 %digit.byte.i500, 48
  store i8 %ascii.i501, ptr %digit.at.i498, align 1
  %rest.i502 = udiv i64 %remaining.i496, 10
  %41 = icmp ult i64 %remaining.i496, 10
  br i1 %41, label %__modlink_format_i64.exit506, label %digit.i503

__modlink_format_i64.exit506:                     ; preds = %digit.i503
  %bits141 = zext i8 %bits133 to i64
  %part145 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %digit.at.i498, ptr %part145, align 8
  %part146 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.7, ptr %part146, align 8
  %end.i507 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i507, align 1
  br label %digit.i515

digit.i515:                                       ; preds = %digit.i515, %__modlink_format_i64.exit506
  %remaining.i508 = phi i64 [ %bits141, %__modlink_format_i64.exit506 ], [ %rest.i514, %digit.i515 ]
  %cursor.i509 = phi ptr [ %end.i507, %__modlink_format_i64.exit506 ], [ %digit.at.i510, %digit.i515 ]
  %digit.at.i510 = getelementptr inbounds i8, ptr %cursor.i509, i64 -1
  %digit1.i511 = urem i64 %remaining.i508, 10
  %digit.byte.i512 = trunc i64 %digit1.i511 to i8
  %ascii.i513 = or i8 %digit.byte.i512, 48
  store i8 %ascii.i513, ptr %digit.at.i510, align 1
  %rest.i514 = udiv i64 %remaining.i508, 10
  %42 = icmp ult i64 %remaining.i508, 10
  br i1 %42, label %__modlink_format_i64.exit518, label %digit.i515

__modlink_format_i64.exit518:                     ; preds = %digit.i515
  %part148 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i510, ptr %part148, align 8
  %part149 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 4
  store ptr @.str.8, ptr %part149, align 8
  %end.i519 = getelementptr inbounds i8, ptr %message.digits2, i64 23
  store i8 0, ptr %end.i519, align 1
  br label %digit.i527

digit.i527:                                       ; preds = %digit.i527, %__modlink_format_i64.exit518
  %remaining.i520 = phi i64 [ %lanes142, %__modlink_format_i64.exit518 ], [ %rest.i526, %digit.i527 ]
  %cursor.i521 = phi ptr [ %end.i519, %__modlink_format_i64.exit518 ], [ %digit.at.i522, %digit.i527 ]
  %digit.at.i522 = getelementptr inbounds i8, ptr %cursor.i521, i64 -1
  %digit1.i523 = urem i64 %remaining.i520, 10
  %digit.byte.i524 = trunc i64 %digit1.i523 to i8
  %ascii.i525 = or i8 %digit.byte.i524, 48
  store i8 %ascii.i525, ptr %digit.at.i522, align 1
  %rest.i526 = udiv i64 %remaining.i520, 10
  %43 = icmp ult i64 %remaining.i520, 10
  br i1 %43, label %__modlink_format_i64.exit530, label %digit.i527

__modlink_format_i64.exit530:                     ; preds = %digit.i527
  %part151 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 5
  store ptr %digit.at.i522, ptr %part151, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i531

call.i531:                                        ; preds = %__modlink_format_i64.exit530
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.3, ptr nonnull %message.parts, i32 6)
  br label %common.ret

check18.ok:                                       ; preds = %check17.ok
  %device.at152 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %C.dltensor, i64 0, i32 1
  %C.device_type = load i32, ptr %device.at152, align 4
  %device.ok153 = icmp eq i32 %C.device_type, 1
  br i1 %device.ok153, label %check19.ok, label %check19.fail

check19.fail:                                     ; preds = %check18.ok
  store ptr @.str.24, ptr %message.parts, align 8
  %44 = tail call i32 @llvm.abs.i32(i32 %C.device_type, i1 false)
  %45 = zext i32 %44 to i64
  %end.i533 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i533, align 1
  br label %digit.i541

digit.i541:                                       ; preds = %digit.i541, %check19.fail
  %remaining.i534 = phi i64 [ %45, %check19.fail ], [ %rest.i540, %digit.i541 ]
  %cursor.i535 = phi ptr [ %end.i533, %check19.fail ], [ %digit.at.i536, %digit.i541 ]
  %digit.at.i536 = getelementptr inbounds i8, ptr %cursor.i535, i64 -1
  %digit1.i537 = urem i64 %remaining.i534, 10
  %digit.byte.i538 = trunc i64 %digit1.i537 to i8
  %ascii.i539 = or i8 %digit.byte.i538, 48
  store i8 %ascii.i539, ptr %digit.at.i536, align 1
  %rest.i540 = udiv i64 %remaining.i534, 10
  %46 = icmp ult i64 %remaining.i534, 10
  br i1 %46, label %digits.done.i543, label %digit.i541

digits.done.i543:                                 ; preds = %digit.i541
  %neg.i542 = icmp slt i32 %C.device_type, 0
  br i1 %neg.i542, label %sign.i545, label %__modlink_format_i64.exit547

sign.i545:                                        ; preds = %digits.done.i543
  %sign.at.i544 = getelementptr inbounds i8, ptr %cursor.i535, i64 -2
  store i8 45, ptr %sign.at.i544, align 1
  br label %__modlink_format_i64.exit547

__modlink_format_i64.exit547:                     ; preds = %digits.done.i543, %sign.i545
  %start.i546 = phi ptr [ %digit.at.i536, %digits.done.i543 ], [ %sign.at.i544, %sign.i545 ]
  %part157 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i546, ptr %part157, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i548

call.i548:                                        ; preds = %__modlink_format_i64.exit547
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 2)
  br label %common.ret

check19.ok:                                       ; preds = %check18.ok
  %shape.at158 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %C.dltensor, i64 0, i32 4
  %C.shape = load ptr, ptr %shape.at158, align 8
  %C.shape0 = load i64, ptr %C.shape, align 8
  %extent.ok160 = icmp eq i64 %C.shape0, %A.shape0
  br i1 %extent.ok160, label %check20.ok, label %check20.fail

check20.fail:                                     ; preds = %check19.ok
  store ptr @.str.25, ptr %message.parts, align 8
  %47 = tail call i64 @llvm.abs.i64(i64 %C.shape0, i1 false)
  %end.i550 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i550, align 1
  br label %digit.i558

digit.i558:                                       ; preds = %digit.i558, %check20.fail
  %remaining.i551 = phi i64 [ %47, %check20.fail ], [ %rest.i557, %digit.i558 ]
  %cursor.i552 = phi ptr [ %end.i550, %check20.fail ], [ %digit.at.i553, %digit.i558 ]
  %digit.at.i553 = getelementptr inbounds i8, ptr %cursor.i552, i64 -1
  %digit1.i554 = urem i64 %remaining.i551, 10
  %digit.byte.i555 = trunc i64 %digit1.i554 to i8
  %ascii.i556 = or i8 %digit.byte.i555, 48
  store i8 %ascii.i556, ptr %digit.at.i553, align 1
  %rest.i557 = udiv i64 %remaining.i551, 10
  %48 = icmp ult i64 %remaining.i551, 10
  br i1 %48, label %digits.done.i560, label %digit.i558

digits.done.i560:                                 ; preds = %digit.i558
  %neg.i559 = icmp slt i64 %C.shape0, 0
  br i1 %neg.i559, label %sign.i562, label %__modlink_format_i64.exit564

sign.i562:                                        ; preds = %digits.done.i560
  %sign.at.i561 = getelementptr inbounds i8, ptr %cursor.i552, i64 -2
  store i8 45, ptr %sign.at.i561, align 1
  br label %__modlink_format_i64.exit564

__modlink_format_i64.exit564:                     ; preds = %digits.done.i560, %sign.i562
  %start.i563 = phi ptr [ %digit.at.i553, %digits.done.i560 ], [ %sign.at.i561, %sign.i562 ]
  %part163 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i563, ptr %part163, align 8
  %part164 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.18, ptr %part164, align 8
  %49 = call i64 @llvm.abs.i64(i64 %A.shape0, i1 false)
  %end.i565 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i565, align 1
  br label %digit.i573

digit.i573:                                       ; preds = %digit.i573, %__modlink_format_i64.exit564
  %remaining.i566 = phi i64 [ %49, %__modlink_format_i64.exit564 ], [ %rest.i572, %digit.i573 ]
  %cursor.i567 = phi ptr [ %end.i565, %__modlink_format_i64.exit564 ], [ %digit.at.i568, %digit.i573 ]
  %digit.at.i568 = getelementptr inbounds i8, ptr %cursor.i567, i64 -1
  %digit1.i569 = urem i64 %remaining.i566, 10
  %digit.byte.i570 = trunc i64 %digit1.i569 to i8
  %ascii.i571 = or i8 %digit.byte.i570, 48
  store i8 %ascii.i571, ptr %digit.at.i568, align 1
  %rest.i572 = udiv i64 %remaining.i566, 10
  %50 = icmp ult i64 %remaining.i566, 10
  br i1 %50, label %digits.done.i575, label %digit.i573

digits.done.i575:                                 ; preds = %digit.i573
  %neg.i574 = icmp slt i64 %A.shape0, 0
  br i1 %neg.i574, label %sign.i577, label %__modlink_format_i64.exit579

sign.i577:                                        ; preds = %digits.done.i575
  %sign.at.i576 = getelementptr inbounds i8, ptr %cursor.i567, i64 -2
  store i8 45, ptr %sign.at.i576, align 1
  br label %__modlink_format_i64.exit579

__modlink_format_i64.exit579:                     ; preds = %digits.done.i575, %sign.i577
  %start.i578 = phi ptr [ %digit.at.i568, %digits.done.i575 ], [ %sign.at.i576, %sign.i577 ]
  %part166 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %start.i578, ptr %part166, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i580

call.i580:                                        ; preds = %__modlink_format_i64.exit579
  call void @TVMFFIErrorSetRaisedFromCStrParts(ptr nonnull @.str.1, ptr nonnull %message.parts, i32 4)
  br label %common.ret

check20.ok:                                       ; preds = %check19.ok
  %strides.at167 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %C.dltensor, i64 0, i32 5
  %C.strides = load ptr, ptr %strides.at167, align 8
  %has_strides168.not = icmp eq ptr %C.strides, null
  br i1 %has_strides168.not, label %C.strides.done, label %C.strides.check

C.strides.check:                                  ; preds = %check20.ok
  %C.stride0 = load i64, ptr %C.strides, align 8
  %stride.ok170 = icmp eq i64 %C.stride0, 1
  %unit171 = icmp eq i64 %A.shape0, 1
  %stride.ok172 = or i1 %unit171, %stride.ok170
  br i1 %stride.ok172, label %C.strides.done, label %check21.fail

C.strides.done:                                   ; preds = %C.strides.check, %check20.ok
  %data181 = load ptr, ptr %C.dltensor, align 8
  %data181611 = ptrtoint ptr %data181 to i64
  %byte_offset.at182 = getelementptr inbounds { ptr, { i32, i32 }, i32, { i8, i8, i16 }, ptr, ptr, i64 }, ptr %C.dltensor, i64 0, i32 6
  %byte_offset183 = load i64, ptr %byte_offset.at182, align 8
  %C.data = getelementptr i8, ptr %data181, i64 %byte_offset183
  %more1.i = icmp sgt i64 %A.shape0, 0
  br i1 %more1.i, label %for.i.body.i.preheader, label %common.ret

for.i.body.i.preheader:                           ; preds = %C.strides.done
  %min.iters.check = icmp ult i64 %A.shape0, 16
  br i1 %min.iters.check, label %for.i.body.i.preheader618, label %vector.memcheck

vector.memcheck:                                  ; preds = %for.i.body.i.preheader
  %51 = add i64 %byte_offset183, %data181611
  %52 = add i64 %byte_offset, %data612
  %53 = sub i64 %51, %52
  %diff.check = icmp ult i64 %53, 64
  %54 = add i64 %byte_offset108, %data106613
  %55 = sub i64 %51, %54
  %diff.check614 = icmp ult i64 %55, 64
  %conflict.rdx = or i1 %diff.check, %diff.check614
  br i1 %conflict.rdx, label %for.i.body.i.preheader618, label %vector.ph

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
  %wide.load615 = load <8 x float>, ptr %62, align 4
  %63 = getelementptr inbounds float, ptr %B.data, i64 %index
  %wide.load616 = load <8 x float>, ptr %63, align 4
  %64 = getelementptr inbounds float, ptr %63, i64 8
  %wide.load617 = load <8 x float>, ptr %64, align 4
  %65 = fadd <8 x float> %wide.load, %wide.load616
  %66 = fadd <8 x float> %wide.load615, %wide.load617
  store <8 x float> %65, ptr %60, align 4
  %67 = getelementptr inbounds float, ptr %60, i64 8
  store <8 x float> %66, ptr %67, align 4
  %index.next = or i64 %index, 16
  %68 = getelementptr inbounds float, ptr %C.data, i64 %index.next
  %69 = getelementptr inbounds float, ptr %A.data, i64 %index.next
  %wide.load.1 = load <8 x float>, ptr %69, align 4
  %70 = getelementptr inbounds float, ptr %69, i64 8
  %wide.load615.1 = load <8 x float>, ptr %70, align 4
  %71 = getelementptr inbounds float, ptr %B.data, i64 %index.next
  %wide.load616.1 = load <8 x float>, ptr %71, align 4
  %72 = getelementptr inbounds float, ptr %71, i64 8
  %wide.load617.1 = load <8 x float>, ptr %72, align 4
  %73 = fadd <8 x float> %wide.load.1, %wide.load616.1
  %74 = fadd <8 x float> %wide.load615.1, %wide.load617.1
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
  %wide.load615.epil = load <8 x float>, ptr %78, align 4
  %79 = getelementptr inbounds float, ptr %B.data, i64 %index.unr
  %wide.load616.epil = load <8 x float>, ptr %79, align 4
  %80 = getelementptr inbounds float, ptr %79, i64 8
  %wide.load617.epil = load <8 x float>, ptr %80, align 4
  %81 = fadd <8 x float> %wide.load.epil, %wide.load616.epil
  %82 = fadd <8 x float> %wide.load615.epil, %wide.load617.epil
  store <8 x float> %81, ptr %76, align 4
  %83 = getelementptr inbounds float, ptr %76, i64 8
  store <8 x float> %82, ptr %83, align 4
  br label %middle.block

middle.block:                                     ; preds = %middle.block.unr-lcssa, %vector.body.epil
  %cmp.n = icmp eq i64 %A.shape0, %n.vec
  br i1 %cmp.n, label %common.ret, label %for.i.body.i.preheader618

for.i.body.i.preheader618:                        ; preds = %vector.memcheck, %for.i.body.i.preheader, %middle.block
  %i.addr.02.i.ph = phi i64 [ 0, %vector.memcheck ], [ 0, %for.i.body.i.preheader ], [ %n.vec, %middle.block ]
  %84 = xor i64 %i.addr.02.i.ph, -1
  %85 = add i64 %A.shape0, %84
  %xtraiter619 = and i64 %A.shape0, 3
  %lcmp.mod620.not = icmp eq i64 %xtraiter619, 0
  br i1 %lcmp.mod620.not, label %for.i.body.i.prol.loopexit, label %for.i.body.i.prol

for.i.body.i.prol:                                ; preds = %for.i.body.i.preheader618, %for.i.body.i.prol
  %i.addr.02.i.prol = phi i64 [ %i.next.i.prol, %for.i.body.i.prol ], [ %i.addr.02.i.ph, %for.i.body.i.preheader618 ]
  %prol.iter = phi i64 [ %prol.iter.next, %for.i.body.i.prol ], [ 0, %for.i.body.i.preheader618 ]
  %C.addr.i.prol = getelementptr inbounds float, ptr %C.data, i64 %i.addr.02.i.prol
  %A.addr.i.prol = getelementptr inbounds float, ptr %A.data, i64 %i.addr.02.i.prol
  %A.elem.i.prol = load float, ptr %A.addr.i.prol, align 4
  %B.addr.i.prol = getelementptr inbounds float, ptr %B.data, i64 %i.addr.02.i.prol
  %B.elem.i.prol = load float, ptr %B.addr.i.prol, align 4
  %add.i.prol = fadd float %A.elem.i.prol, %B.elem.i.prol
  store float %add.i.prol, ptr %C.addr.i.prol, align 4
  %i.next.i.prol = add nuw nsw i64 %i.addr.02.i.prol, 1
  %prol.iter.next = add i64 %prol.iter, 1
  %prol.iter.cmp.not = icmp eq i64 %prol.iter.next, %xtraiter619
  br i1 %prol.iter.cmp.not, label %for.i.body.i.prol.loopexit, label %for.i.body.i.prol, !llvm.loop !6

for.i.body.i.prol.loopexit:                       ; preds = %for.i.body.i.prol, %for.i.body.i.preheader618
  %i.addr.02.i.unr = phi i64 [ %i.addr.02.i.ph, %for.i.body.i.preheader618 ], [ %i.next.i.prol, %for.i.body.i.prol ]
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
  %end.i582 = getelementptr inbounds i8, ptr %message.digits0, i64 23
  store i8 0, ptr %end.i582, align 1
  br label %digit.i590

digit.i590:                                       ; preds = %digit.i590, %check21.fail
  %remaining.i583 = phi i64 [ %87, %check21.fail ], [ %rest.i589, %digit.i590 ]
  %cursor.i584 = phi ptr [ %end.i582, %check21.fail ], [ %digit.at.i585, %digit.i590 ]
  %digit.at.i585 = getelementptr inbounds i8, ptr %cursor.i584, i64 -1
  %digit1.i586 = urem i64 %remaining.i583, 10
  %digit.byte.i587 = trunc i64 %digit1.i586 to i8
  %ascii.i588 = or i8 %digit.byte.i587, 48
  store i8 %ascii.i588, ptr %digit.at.i585, align 1
  %rest.i589 = udiv i64 %remaining.i583, 10
  %88 = icmp ult i64 %remaining.i583, 10
  br i1 %88, label %digits.done.i592, label %digit.i590

digits.done.i592:                                 ; preds = %digit.i590
  %neg.i591 = icmp slt i64 %C.stride0, 0
  br i1 %neg.i591, label %sign.i594, label %__modlink_format_i64.exit596

sign.i594:                                        ; preds = %digits.done.i592
  %sign.at.i593 = getelementptr inbounds i8, ptr %cursor.i584, i64 -2
  store i8 45, ptr %sign.at.i593, align 1
  br label %__modlink_format_i64.exit596

__modlink_format_i64.exit596:                     ; preds = %digits.done.i592, %sign.i594
  %start.i595 = phi ptr [ %digit.at.i585, %digits.done.i592 ], [ %sign.at.i593, %sign.i594 ]
  %part175 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 1
  store ptr %start.i595, ptr %part175, align 8
  %part176 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 2
  store ptr @.str.11, ptr %part176, align 8
  %end.i597 = getelementptr inbounds i8, ptr %message.digits1, i64 23
  store i8 0, ptr %end.i597, align 1
  %digit.at.i600 = getelementptr inbounds i8, ptr %message.digits1, i64 22
  store i8 49, ptr %digit.at.i600, align 1
  %part178 = getelementptr inbounds [16 x ptr], ptr %message.parts, i64 0, i64 3
  store ptr %digit.at.i600, ptr %part178, align 8
  br i1 icmp eq (ptr @TVMFFIErrorSetRaisedFromCStrParts, ptr null), label %common.ret, label %call.i609

call.i609:                                        ; preds = %__modlink_format_i64.exit596
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
