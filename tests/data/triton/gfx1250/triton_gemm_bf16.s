	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 5
	.text
	.globl	gemm_bf16                       ; -- Begin function gemm_bf16
	.p2align	8
	.type	gemm_bf16,@function
gemm_bf16:                              ; @gemm_bf16
.Lfunc_begin0:
	.file	1 "/work/main/tests/data/triton_gemm" "generate.py"
	.loc	1 21 0                          ; generate.py:21:0
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	s_bfe_u32 s0, ttmp6, 0x4000c
	s_bfe_u32 s11, ttmp6, 0x40010
	s_add_co_i32 s0, s0, 1
	s_and_b32 s12, ttmp7, 0xffff
	s_add_co_i32 s11, s11, 1
	s_and_b32 s1, ttmp6, 15
	s_mul_i32 s0, ttmp9, s0
	s_mul_i32 s11, s12, s11
	s_bfe_u32 s13, ttmp6, 0x40004
	s_add_co_i32 s1, s1, s0
	s_getreg_b32 s0, hwreg(HW_REG_IB_STS2, 6, 4)
	s_add_co_i32 s13, s13, s11
.Ltmp0:
	.loc	1 22 46 prologue_end            ; generate.py:22:46
	v_and_b32_e32 v1, 63, v0
	s_cmp_eq_u32 s0, 0
	s_set_vgpr_msb 64                       ;  msbs: dst=1 src0=0 src1=0 src2=0
	v_dual_lshrrev_b32 v18 /*v274*/, 6, v0 :: v_dual_lshlrev_b32 v21 /*v277*/, 4, v0
	s_cselect_b32 s0, s12, s13
	s_cselect_b32 s1, ttmp9, s1
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 23 33                         ; generate.py:23:33
	v_lshl_or_b32 v222, s0, 6, v1
	.loc	1 26 26                         ; generate.py:26:26
	s_cmp_gt_i32 s10, 0
	s_mov_b32 s11, 0
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 29 95                         ; generate.py:29:95
	v_cmp_gt_i32_e64 s0, s9, v222
	v_ashrrev_i32_e32 v223, 31, v222
	.loc	1 26 26                         ; generate.py:26:26
	s_cbranch_scc1 .LBB0_2
; %bb.1:                                ; %.._crit_edge_crit_edge
	.loc	1 31 48                         ; generate.py:31:48
	v_lshlrev_b32_e32 v20, 4, v0
	s_branch .LBB0_3
.LBB0_2:
	.loc	1 0 48 is_stmt 0                ; generate.py:0:48
	s_mov_b32 s11, -1
                                        ; implicit-def: $vgpr20
.LBB0_3:                                ; %Flow
	v_dual_lshlrev_b32 v1, 2, v0 :: v_dual_mov_b32 v5, 0
	s_set_vgpr_msb 0x44                     ;  msbs: dst=1 src0=0 src1=1 src2=0
	v_dual_mov_b32 v3 /*v259*/, 0 :: v_dual_bitop2_b32 v20 /*v276*/, 14, v18 /*v274*/ bitop3:0x54
	v_or_b32_e32 v19 /*v275*/, 30, v18 /*v274*/
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_dual_mov_b32 v19, 0 :: v_dual_mov_b32 v13, 0
	v_dual_mov_b32 v27, 0 :: v_dual_mov_b32 v9, 0
	v_dual_mov_b32 v23, 0 :: v_dual_mov_b32 v17, 0
	v_dual_mov_b32 v31, 0 :: v_dual_mov_b32 v4, 0
	v_dual_mov_b32 v18, 0 :: v_dual_mov_b32 v12, 0
	v_dual_mov_b32 v26, 0 :: v_dual_mov_b32 v8, 0
	v_dual_mov_b32 v22, 0 :: v_dual_mov_b32 v16, 0
	v_dual_mov_b32 v30, 0 :: v_dual_mov_b32 v3, 0
	v_dual_mov_b32 v2, v5 :: v_dual_mov_b32 v11, 0
	v_dual_mov_b32 v10, v5 :: v_dual_mov_b32 v7, 0
	v_dual_mov_b32 v6, v5 :: v_dual_mov_b32 v15, 0
	v_mov_b32_e32 v14, v5
	s_set_vgpr_msb 64                       ;  msbs: dst=1 src0=0 src1=0 src2=0
	v_dual_mov_b32 v2 /*v258*/, v5 :: v_dual_mov_b32 v9 /*v265*/, 0
	v_dual_mov_b32 v8 /*v264*/, v5 :: v_dual_mov_b32 v5 /*v261*/, 0
	v_dual_mov_b32 v4 /*v260*/, v5 :: v_dual_mov_b32 v7 /*v263*/, 0
	v_mov_b32_e32 v6 /*v262*/, v5
	s_and_not1_b32 vcc_lo, exec_lo, s11
	s_lshl_b32 s25, s1, 6
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_cbranch_vccnz .LBB0_71
; %bb.4:                                ; %.lr.ph
	.loc	1 22 46 is_stmt 1               ; generate.py:22:46
	v_dual_lshrrev_b32 v2, 5, v0 :: v_dual_lshlrev_b32 v3, 5, v0
	.loc	1 28 38                         ; generate.py:28:38
	s_lshl_b32 s26, s10, 2
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	.loc	1 26 26                         ; generate.py:26:26
	v_or_b32_e32 v4, 28, v18 /*v274*/
	v_or_b32_e32 v6, 26, v18 /*v274*/
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 22 33                         ; generate.py:22:33
	v_or_b32_e32 v5, s25, v2
	v_and_b32_e32 v3, 0xe00, v3
	v_and_b32_e32 v24, 0x1fc, v1
	s_set_vgpr_msb 64                       ;  msbs: dst=1 src0=0 src1=0 src2=0
	.loc	1 26 26                         ; generate.py:26:26
	v_mul_lo_u32 v22 /*v278*/, s9, v4
	v_mul_lo_u32 v23 /*v279*/, s9, v6
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 28 38                         ; generate.py:28:38
	v_mul_lo_u32 v2, s10, v5
	s_set_vgpr_msb 0x41                     ;  msbs: dst=1 src0=1 src1=0 src2=0
	v_dual_add_nc_u32 v24 /*v280*/, 0, v3 :: v_dual_add_nc_u32 v36 /*v292*/, 0, v24
	.loc	1 26 26                         ; generate.py:26:26
	v_mul_lo_u32 v38 /*v294*/, v19 /*v275*/, s9
	v_mul_lo_u32 v39 /*v295*/, v20 /*v276*/, s9
	s_set_vgpr_msb 0x44                     ;  msbs: dst=1 src0=0 src1=1 src2=0
	v_mul_lo_u32 v40 /*v296*/, s9, v18 /*v274*/
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_and_b32_e32 v25, 0xf0, v21 /*v277*/
	s_set_vgpr_msb 64                       ;  msbs: dst=1 src0=0 src1=0 src2=0
	v_lshl_add_u64 v[0:1] /*v[256:257]*/, v[222:223], 1, s[4:5]
	s_lshl_b32 s4, s9, 5
	s_mov_b32 s5, 0
	.loc	1 24 22                         ; generate.py:24:22
	v_and_b32_e32 v41 /*v297*/, 31, v0
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 28 38                         ; generate.py:28:38
	v_dual_add_nc_u32 v4, s26, v2 :: v_dual_bitop2_b32 v7, 4, v5 bitop3:0x54
	.loc	1 22 33                         ; generate.py:22:33
	v_or_b32_e32 v10, 12, v5
	.loc	1 28 24                         ; generate.py:28:24
	v_dual_ashrrev_i32 v3, 31, v2 :: v_dual_bitop2_b32 v12, 20, v5 bitop3:0x54
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	.loc	1 28 38 is_stmt 0               ; generate.py:28:38
	v_dual_add_nc_u32 v6, s26, v4 :: v_dual_bitop2_b32 v9, 8, v5 bitop3:0x54
	.loc	1 28 75                         ; generate.py:28:75
	v_cmp_gt_i32_e64 s12, s8, v10
	.loc	1 22 33 is_stmt 1               ; generate.py:22:33
	v_or_b32_e32 v14, 32, v5
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	.loc	1 28 75                         ; generate.py:28:75
	v_cmp_gt_i32_e64 s14, s8, v12
	.loc	1 28 38 is_stmt 0               ; generate.py:28:38
	v_dual_add_nc_u32 v8, s26, v6 :: v_dual_bitop2_b32 v11, 16, v5 bitop3:0x54
	.loc	1 22 33 is_stmt 1               ; generate.py:22:33
	v_or_b32_e32 v20, 52, v5
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	.loc	1 28 75                         ; generate.py:28:75
	v_cmp_gt_i32_e64 s17, s8, v14
	.loc	1 28 38 is_stmt 0               ; generate.py:28:38
	v_dual_add_nc_u32 v10, s26, v8 :: v_dual_bitop2_b32 v18, 44, v5 bitop3:0x54
	.loc	1 22 33 is_stmt 1               ; generate.py:22:33
	v_or_b32_e32 v13, 24, v5
	v_or_b32_e32 v22, 60, v5
	.loc	1 28 75                         ; generate.py:28:75
	v_cmp_gt_i32_e64 s11, s8, v9
	s_delay_alu instid0(VALU_DEP_4)
	.loc	1 28 24 is_stmt 0               ; generate.py:28:24
	v_dual_ashrrev_i32 v9, 31, v8 :: v_dual_add_nc_u32 v12, s26, v10
	.loc	1 28 75                         ; generate.py:28:75
	v_cmp_gt_i32_e64 s22, s8, v20
	v_cmp_gt_i32_e64 s20, s8, v18
	.loc	1 28 38                         ; generate.py:28:38
	v_mul_lo_u32 v18, s10, v22
	.loc	1 28 75                         ; generate.py:28:75
	v_cmp_gt_i32_e64 s24, s8, v22
	.loc	1 28 38                         ; generate.py:28:38
	v_dual_add_nc_u32 v14, s26, v12 :: v_dual_bitop2_b32 v15, 28, v5 bitop3:0x54
	.loc	1 22 33 is_stmt 1               ; generate.py:22:33
	v_or_b32_e32 v16, 36, v5
	v_or_b32_e32 v19, 48, v5
	v_or_b32_e32 v21, 56, v5
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	.loc	1 28 38                         ; generate.py:28:38
	v_lshl_add_u32 v20, s10, 3, v14
	.loc	1 28 75 is_stmt 0               ; generate.py:28:75
	v_cmp_gt_i32_e32 vcc_lo, s8, v5
	.loc	1 28 24                         ; generate.py:28:24
	v_lshl_add_u64 v[224:225], v[2:3], 1, s[2:3]
	.loc	1 28 75                         ; generate.py:28:75
	v_cmp_gt_i32_e64 s1, s8, v7
	.loc	1 28 24                         ; generate.py:28:24
	v_dual_ashrrev_i32 v7, 31, v6 :: v_dual_add_nc_u32 v22, s26, v20
	v_dual_ashrrev_i32 v5, 31, v4 :: v_dual_bitop2_b32 v17, 40, v5 bitop3:0x54
	.loc	1 28 75                         ; generate.py:28:75
	v_cmp_gt_i32_e64 s16, s8, v15
	v_cmp_gt_i32_e64 s21, s8, v19
	s_delay_alu instid0(VALU_DEP_4)
	.loc	1 28 38                         ; generate.py:28:38
	v_add_nc_u32_e32 v2, s26, v22
	.loc	1 28 24                         ; generate.py:28:24
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshl_add_u64 v[226:227], v[4:5], 1, s[2:3]
	.loc	1 28 75                         ; generate.py:28:75
	v_cmp_gt_i32_e64 s18, s8, v16
	.loc	1 28 38                         ; generate.py:28:38
	v_mul_lo_u32 v16, s10, v15
	v_add_nc_u32_e32 v4, s26, v2
	.loc	1 28 24                         ; generate.py:28:24
	v_lshl_add_u64 v[232:233], v[6:7], 1, s[2:3]
	v_ashrrev_i32_e32 v15, 31, v14
	.loc	1 28 75                         ; generate.py:28:75
	v_cmp_gt_i32_e64 s13, s8, v11
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	.loc	1 28 24                         ; generate.py:28:24
	v_dual_ashrrev_i32 v11, 31, v10 :: v_dual_add_nc_u32 v6, s26, v4
	v_ashrrev_i32_e32 v5, 31, v4
	.loc	1 28 75                         ; generate.py:28:75
	v_cmp_gt_i32_e64 s23, s8, v21
	.loc	1 28 24                         ; generate.py:28:24
	v_lshl_add_u64 v[234:235], v[8:9], 1, s[2:3]
	v_dual_ashrrev_i32 v21, 31, v20 :: v_dual_add_nc_u32 v8, s26, v6
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[248:249], v[4:5], 1, s[2:3]
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	.loc	1 26 26 is_stmt 1               ; generate.py:26:26
	v_or_b32_e32 v4, 18, v18 /*v274*/
	.loc	1 28 24                         ; generate.py:28:24
	v_lshl_add_u64 v[236:237], v[10:11], 1, s[2:3]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 28 38 is_stmt 0               ; generate.py:28:38
	v_dual_add_nc_u32 v10, s26, v8 :: v_dual_ashrrev_i32 v3, 31, v2
	.loc	1 28 75                         ; generate.py:28:75
	v_cmp_gt_i32_e64 s15, s8, v13
	s_set_vgpr_msb 64                       ;  msbs: dst=1 src0=0 src1=0 src2=0
	.loc	1 26 26 is_stmt 1               ; generate.py:26:26
	v_mul_lo_u32 v28 /*v284*/, s9, v4
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_or_b32_e32 v4, 6, v18 /*v274*/
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 28 24                         ; generate.py:28:24
	v_dual_ashrrev_i32 v13, 31, v12 :: v_dual_ashrrev_i32 v23, 31, v22
	v_lshl_add_u64 v[246:247], v[2:3], 1, s[2:3]
	.loc	1 28 75 is_stmt 0               ; generate.py:28:75
	v_cmp_gt_i32_e64 s19, s8, v17
	s_set_vgpr_msb 64                       ;  msbs: dst=1 src0=0 src1=0 src2=0
	.loc	1 26 26 is_stmt 1               ; generate.py:26:26
	v_mul_lo_u32 v33 /*v289*/, s9, v4
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_dual_mov_b32 v4, 0 :: v_dual_bitop2_b32 v2, 22, v18 /*v274*/ bitop3:0x54
	v_or_b32_e32 v3, 20, v18 /*v274*/
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 28 24                         ; generate.py:28:24
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[238:239], v[12:13], 1, s[2:3]
	v_dual_ashrrev_i32 v9, 31, v8 :: v_dual_ashrrev_i32 v11, 31, v10
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_dual_mov_b32 v12, v4 :: v_dual_bitop2_b32 v5, 16, v18 /*v274*/ bitop3:0x54
	s_set_vgpr_msb 64                       ;  msbs: dst=1 src0=0 src1=0 src2=0
	.loc	1 26 26                         ; generate.py:26:26
	v_mul_lo_u32 v26 /*v282*/, s9, v2
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_dual_mov_b32 v13, v4 :: v_dual_bitop2_b32 v2, 12, v18 /*v274*/ bitop3:0x54
	s_set_vgpr_msb 64                       ;  msbs: dst=1 src0=0 src1=0 src2=0
	v_mul_lo_u32 v27 /*v283*/, s9, v3
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_or_b32_e32 v3, 10, v18 /*v274*/
	v_or_b32_e32 v26, 24, v18 /*v274*/
	.loc	1 28 24                         ; generate.py:28:24
	v_lshl_add_u64 v[228:229], v[16:17], 1, s[2:3]
	v_lshl_add_u64 v[252:253], v[8:9], 1, s[2:3]
	v_mov_b32_e32 v8, v4
	s_set_vgpr_msb 64                       ;  msbs: dst=1 src0=0 src1=0 src2=0
	.loc	1 26 26                         ; generate.py:26:26
	v_mul_lo_u32 v29 /*v285*/, s9, v5
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_dual_mov_b32 v9, v4 :: v_dual_bitop2_b32 v5, 4, v18 /*v274*/ bitop3:0x54
	s_set_vgpr_msb 64                       ;  msbs: dst=1 src0=0 src1=0 src2=0
	v_mul_lo_u32 v30 /*v286*/, s9, v2
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_dual_mov_b32 v17, v4 :: v_dual_bitop2_b32 v2, 8, v18 /*v274*/ bitop3:0x54
	v_mov_b32_e32 v16, v4
	s_set_vgpr_msb 64                       ;  msbs: dst=1 src0=0 src1=0 src2=0
	v_mul_lo_u32 v31 /*v287*/, s9, v3
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_or_b32_e32 v3, 2, v18 /*v274*/
	.loc	1 28 24                         ; generate.py:28:24
	v_lshl_add_u64 v[254:255], v[10:11], 1, s[2:3]
	s_set_vgpr_msb 64                       ;  msbs: dst=1 src0=0 src1=0 src2=0
	.loc	1 26 26                         ; generate.py:26:26
	v_mul_lo_u32 v32 /*v288*/, s9, v2
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_mov_b32_e32 v2, v4
	s_set_vgpr_msb 64                       ;  msbs: dst=1 src0=0 src1=0 src2=0
	v_mul_lo_u32 v34 /*v290*/, s9, v5
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_mov_b32_e32 v5, v4
	s_set_vgpr_msb 64                       ;  msbs: dst=1 src0=0 src1=0 src2=0
	v_mul_lo_u32 v25 /*v281*/, s9, v26
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_mov_b32_e32 v10, v4
	s_set_vgpr_msb 64                       ;  msbs: dst=1 src0=0 src1=0 src2=0
	v_mul_lo_u32 v35 /*v291*/, s9, v3
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 28 24                         ; generate.py:28:24
	v_lshl_add_u64 v[230:231], v[18:19], 1, s[2:3]
	v_lshl_add_u64 v[240:241], v[14:15], 1, s[2:3]
	v_lshl_add_u64 v[242:243], v[20:21], 1, s[2:3]
	v_lshl_add_u64 v[244:245], v[22:23], 1, s[2:3]
	v_lshl_add_u64 v[250:251], v[6:7], 1, s[2:3]
	s_set_vgpr_msb 64                       ;  msbs: dst=1 src0=0 src1=0 src2=0
	v_dual_mov_b32 v16 /*v272*/, v4 :: v_dual_add_nc_u32 v37 /*v293*/, 0, v25
	v_dual_mov_b32 v17 /*v273*/, v4 :: v_dual_mov_b32 v10 /*v266*/, v4
	v_dual_mov_b32 v11 /*v267*/, v4 :: v_dual_mov_b32 v14 /*v270*/, v4
	v_dual_mov_b32 v15 /*v271*/, v4 :: v_dual_mov_b32 v12 /*v268*/, v4
	v_dual_mov_b32 v13 /*v269*/, v4 :: v_dual_mov_b32 v2 /*v258*/, v4
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_dual_mov_b32 v3, v4 :: v_dual_mov_b32 v11, v4
	v_dual_mov_b32 v6, v4 :: v_dual_mov_b32 v7, v4
	v_dual_mov_b32 v14, v4 :: v_dual_mov_b32 v15, v4
	s_set_vgpr_msb 64                       ;  msbs: dst=1 src0=0 src1=0 src2=0
	v_dual_mov_b32 v3 /*v259*/, v4 :: v_dual_mov_b32 v8 /*v264*/, v4
	v_dual_mov_b32 v9 /*v265*/, v4 :: v_dual_mov_b32 v4 /*v260*/, v4
	v_dual_mov_b32 v5 /*v261*/, v4 :: v_dual_mov_b32 v6 /*v262*/, v4
	v_mov_b32_e32 v7 /*v263*/, v4
	s_mov_b32 s3, 0
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_branch .LBB0_6
.LBB0_5:                                ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 24 is_stmt 0                ; generate.py:0:24
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 28 20 is_stmt 1               ; generate.py:28:20
	s_wait_loadcnt 0x0
	v_dual_lshlrev_b32 v19, 16, v20 :: v_dual_lshlrev_b32 v20, 16, v22
	v_dual_lshlrev_b32 v21, 16, v21 :: v_dual_lshlrev_b32 v22, 16, v24
	v_dual_lshlrev_b32 v23, 16, v23 :: v_dual_lshlrev_b32 v25, 16, v25
	v_dual_lshlrev_b32 v24, 16, v27 :: v_dual_lshlrev_b32 v27, 16, v29
	v_dual_lshlrev_b32 v28, 16, v28 :: v_dual_lshlrev_b32 v29, 16, v31
	v_dual_lshlrev_b32 v30, 16, v30 :: v_dual_lshlrev_b32 v31, 16, v33
	v_dual_lshlrev_b32 v32, 16, v32 :: v_dual_lshlrev_b32 v33, 16, v35
	v_dual_lshlrev_b32 v34, 16, v34 :: v_dual_lshlrev_b32 v35, 16, v36
	s_barrier_signal -1
	s_barrier_wait -1
	s_set_vgpr_msb 0x41                     ;  msbs: dst=1 src0=1 src1=0 src2=0
	ds_store_2addr_stride64_b32 v36 /*v292*/, v19, v20 offset1:2
	ds_store_2addr_stride64_b32 v36 /*v292*/, v21, v22 offset0:4 offset1:6
	ds_store_2addr_stride64_b32 v36 /*v292*/, v23, v24 offset0:8 offset1:10
	ds_store_2addr_stride64_b32 v36 /*v292*/, v25, v27 offset0:12 offset1:14
	ds_store_2addr_stride64_b32 v36 /*v292*/, v28, v29 offset0:16 offset1:18
	ds_store_2addr_stride64_b32 v36 /*v292*/, v30, v31 offset0:20 offset1:22
	ds_store_2addr_stride64_b32 v36 /*v292*/, v32, v33 offset0:24 offset1:26
	ds_store_2addr_stride64_b32 v36 /*v292*/, v34, v35 offset0:28 offset1:30
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b128 v[56:59] /*v[312:315]*/, v24 /*v280*/
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	ds_load_b128 v[194:197], v24 /*v280*/ offset:16
	ds_load_b128 v[162:165], v24 /*v280*/ offset:32
	ds_load_b128 v[146:149], v24 /*v280*/ offset:48
	ds_load_b128 v[142:145], v24 /*v280*/ offset:64
	ds_load_b128 v[122:125], v24 /*v280*/ offset:80
	ds_load_b128 v[98:101], v24 /*v280*/ offset:96
	ds_load_b128 v[70:73], v24 /*v280*/ offset:112
	s_set_vgpr_msb 0x41                     ;  msbs: dst=1 src0=1 src1=0 src2=0
	ds_load_b128 v[60:63] /*v[316:319]*/, v24 /*v280*/ offset:128
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	ds_load_b128 v[214:217], v24 /*v280*/ offset:144
	ds_load_b128 v[182:185], v24 /*v280*/ offset:160
	ds_load_b128 v[150:153], v24 /*v280*/ offset:176
	ds_load_b128 v[130:133], v24 /*v280*/ offset:192
	ds_load_b128 v[102:105], v24 /*v280*/ offset:208
	ds_load_b128 v[86:89], v24 /*v280*/ offset:224
	ds_load_b128 v[66:69], v24 /*v280*/ offset:240
	s_set_vgpr_msb 0x41                     ;  msbs: dst=1 src0=1 src1=0 src2=0
	ds_load_b128 v[64:67] /*v[320:323]*/, v24 /*v280*/ offset:256
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	ds_load_b128 v[218:221], v24 /*v280*/ offset:272
	ds_load_b128 v[186:189], v24 /*v280*/ offset:288
	ds_load_b128 v[154:157], v24 /*v280*/ offset:304
	ds_load_b128 v[110:113], v24 /*v280*/ offset:320
	ds_load_b128 v[94:97], v24 /*v280*/ offset:336
	s_set_vgpr_msb 64                       ;  msbs: dst=1 src0=0 src1=0 src2=0
	.loc	1 29 20                         ; generate.py:29:20
	v_lshlrev_b32_e32 v108 /*v364*/, 16, v26
	v_lshlrev_b32_e32 v109 /*v365*/, 16, v18
	s_set_vgpr_msb 0x44                     ;  msbs: dst=1 src0=0 src1=1 src2=0
	v_dual_lshlrev_b32 v42 /*v298*/, 16, v42 /*v298*/ :: v_dual_lshlrev_b32 v44 /*v300*/, 16, v44 /*v300*/
	v_dual_lshlrev_b32 v43 /*v299*/, 16, v43 /*v299*/ :: v_dual_lshlrev_b32 v46 /*v302*/, 16, v46 /*v302*/
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	.loc	1 28 20                         ; generate.py:28:20
	ds_load_b128 v[126:129], v24 /*v280*/ offset:352
	ds_load_b128 v[90:93], v24 /*v280*/ offset:368
	s_set_vgpr_msb 0x41                     ;  msbs: dst=1 src0=1 src1=0 src2=0
	ds_load_b128 v[68:71] /*v[324:327]*/, v24 /*v280*/ offset:384
	ds_load_b128 v[72:75] /*v[328:331]*/, v24 /*v280*/ offset:400
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	ds_load_b128 v[206:209], v24 /*v280*/ offset:416
	ds_load_b128 v[174:177], v24 /*v280*/ offset:432
	ds_load_b128 v[138:141], v24 /*v280*/ offset:448
	ds_load_b128 v[114:117], v24 /*v280*/ offset:464
	ds_load_b128 v[78:81], v24 /*v280*/ offset:480
	ds_load_b128 v[50:53], v24 /*v280*/ offset:496
	s_set_vgpr_msb 0x41                     ;  msbs: dst=1 src0=1 src1=0 src2=0
	ds_load_b128 v[76:79] /*v[332:335]*/, v24 /*v280*/ offset:4096
	ds_load_b128 v[80:83] /*v[336:339]*/, v24 /*v280*/ offset:4112
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	ds_load_b128 v[190:193], v24 /*v280*/ offset:4128
	ds_load_b128 v[158:161], v24 /*v280*/ offset:4144
	ds_load_b128 v[134:137], v24 /*v280*/ offset:4160
	ds_load_b128 v[118:121], v24 /*v280*/ offset:4176
	ds_load_b128 v[74:77], v24 /*v280*/ offset:4192
	ds_load_b128 v[54:57], v24 /*v280*/ offset:4208
	s_set_vgpr_msb 0x41                     ;  msbs: dst=1 src0=1 src1=0 src2=0
	ds_load_b128 v[84:87] /*v[340:343]*/, v24 /*v280*/ offset:4224
	ds_load_b128 v[88:91] /*v[344:347]*/, v24 /*v280*/ offset:4240
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	ds_load_b128 v[198:201], v24 /*v280*/ offset:4256
	ds_load_b128 v[166:169], v24 /*v280*/ offset:4272
	ds_load_b128 v[106:109], v24 /*v280*/ offset:4288
	ds_load_b128 v[82:85], v24 /*v280*/ offset:4304
	ds_load_b128 v[34:37], v24 /*v280*/ offset:4320
	ds_load_b128 v[18:21], v24 /*v280*/ offset:4336
	s_set_vgpr_msb 0x41                     ;  msbs: dst=1 src0=1 src1=0 src2=0
	ds_load_b128 v[92:95] /*v[348:351]*/, v24 /*v280*/ offset:4352
	ds_load_b128 v[96:99] /*v[352:355]*/, v24 /*v280*/ offset:4368
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	ds_load_b128 v[202:205], v24 /*v280*/ offset:4384
	ds_load_b128 v[170:173], v24 /*v280*/ offset:4400
	ds_load_b128 v[58:61], v24 /*v280*/ offset:4416
	ds_load_b128 v[42:45], v24 /*v280*/ offset:4432
	ds_load_b128 v[30:33], v24 /*v280*/ offset:4448
	ds_load_b128 v[22:25], v24 /*v280*/ offset:4464
	s_set_vgpr_msb 0x41                     ;  msbs: dst=1 src0=1 src1=0 src2=0
	ds_load_b128 v[100:103] /*v[356:359]*/, v24 /*v280*/ offset:4480
	ds_load_b128 v[104:107] /*v[360:363]*/, v24 /*v280*/ offset:4496
	s_set_vgpr_msb 21                       ;  msbs: dst=0 src0=1 src1=1 src2=1
	ds_load_b128 v[210:213], v24 /*v280*/ offset:4512
	ds_load_b128 v[178:181], v24 /*v280*/ offset:4528
	ds_load_b128 v[62:65], v24 /*v280*/ offset:4544
	ds_load_b128 v[46:49], v24 /*v280*/ offset:4560
	ds_load_b128 v[38:41], v24 /*v280*/ offset:4576
	ds_load_b128 v[26:29], v24 /*v280*/ offset:4592
	.loc	1 29 20                         ; generate.py:29:20
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_store_2addr_stride64_b32 v36 /*v292*/, v108 /*v364*/, v109 /*v365*/ offset1:2
	ds_store_2addr_stride64_b32 v36 /*v292*/, v42 /*v298*/, v44 /*v300*/ offset0:4 offset1:6
	ds_store_2addr_stride64_b32 v36 /*v292*/, v43 /*v299*/, v46 /*v302*/ offset0:8 offset1:10
	s_set_vgpr_msb 0x44                     ;  msbs: dst=1 src0=0 src1=1 src2=0
	v_dual_lshlrev_b32 v42 /*v298*/, 16, v45 /*v301*/ :: v_dual_lshlrev_b32 v43 /*v299*/, 16, v48 /*v304*/
	v_dual_lshlrev_b32 v44 /*v300*/, 16, v47 /*v303*/ :: v_dual_lshlrev_b32 v45 /*v301*/, 16, v50 /*v306*/
	v_dual_lshlrev_b32 v46 /*v302*/, 16, v49 /*v305*/ :: v_dual_lshlrev_b32 v47 /*v303*/, 16, v52 /*v308*/
	v_dual_lshlrev_b32 v48 /*v304*/, 16, v51 /*v307*/ :: v_dual_lshlrev_b32 v49 /*v305*/, 16, v54 /*v310*/
	v_dual_lshlrev_b32 v50 /*v306*/, 16, v53 /*v309*/ :: v_dual_lshlrev_b32 v51 /*v307*/, 16, v55 /*v311*/
	s_set_vgpr_msb 21                       ;  msbs: dst=0 src0=1 src1=1 src2=1
	ds_store_2addr_stride64_b32 v36 /*v292*/, v42 /*v298*/, v43 /*v299*/ offset0:12 offset1:14
	ds_store_2addr_stride64_b32 v36 /*v292*/, v44 /*v300*/, v45 /*v301*/ offset0:16 offset1:18
	ds_store_2addr_stride64_b32 v36 /*v292*/, v46 /*v302*/, v47 /*v303*/ offset0:20 offset1:22
	ds_store_2addr_stride64_b32 v36 /*v292*/, v48 /*v304*/, v49 /*v305*/ offset0:24 offset1:26
	ds_store_2addr_stride64_b32 v36 /*v292*/, v50 /*v306*/, v51 /*v307*/ offset0:28 offset1:30
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	s_set_vgpr_msb 0x41                     ;  msbs: dst=1 src0=1 src1=0 src2=0
	ds_load_b128 v[42:45] /*v[298:301]*/, v37 /*v293*/
	ds_load_b128 v[46:49] /*v[302:305]*/, v37 /*v293*/ offset:256
	.loc	1 30 25                         ; generate.py:30:25
	v_mov_b32_e32 v54 /*v310*/, v67 /*v323*/
	.loc	1 26 26                         ; generate.py:26:26
	s_add_co_i32 s5, s5, 32
	s_add_co_i32 s3, s3, s4
	s_cmp_lt_i32 s5, s10
	.loc	1 30 25                         ; generate.py:30:25
	s_wait_dscnt 0x1
	s_set_vgpr_msb 5                        ;  msbs: dst=0 src0=1 src1=1 src2=0
	v_pk_fma_f32 v[6:7], v[64:65] /*v[320:321]*/, v[44:45] /*v[300:301]*/, v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[92:93] /*v[348:349]*/, v[44:45] /*v[300:301]*/, v[8:9] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x45                     ;  msbs: dst=1 src0=1 src1=1 src2=0
	v_pk_fma_f32 v[50:51] /*v[306:307]*/, v[68:69] /*v[324:325]*/, v[44:45] /*v[300:301]*/, v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[52:53] /*v[308:309]*/, v[100:101] /*v[356:357]*/, v[44:45] /*v[300:301]*/, v[4:5] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 5                        ;  msbs: dst=0 src0=1 src1=1 src2=0
	.loc	1 29 20                         ; generate.py:29:20
	ds_load_b128 v[2:5], v37 /*v293*/ offset:512
	.loc	1 30 25                         ; generate.py:30:25
	v_pk_fma_f32 v[14:15], v[64:65] /*v[320:321]*/, v[42:43] /*v[298:299]*/, v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[92:93] /*v[348:349]*/, v[42:43] /*v[298:299]*/, v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[68:69] /*v[324:325]*/, v[42:43] /*v[298:299]*/, v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[100:101] /*v[356:357]*/, v[42:43] /*v[298:299]*/, v[12:13] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x55                     ;  msbs: dst=1 src0=1 src1=1 src2=1
	v_pk_fma_f32 v[6:7] /*v[262:263]*/, v[56:57] /*v[312:313]*/, v[42:43] /*v[298:299]*/, v[6:7] /*v[262:263]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5] /*v[260:261]*/, v[56:57] /*v[312:313]*/, v[44:45] /*v[300:301]*/, v[4:5] /*v[260:261]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9] /*v[264:265]*/, v[60:61] /*v[316:317]*/, v[42:43] /*v[298:299]*/, v[8:9] /*v[264:265]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3] /*v[258:259]*/, v[60:61] /*v[316:317]*/, v[44:45] /*v[300:301]*/, v[2:3] /*v[258:259]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13] /*v[268:269]*/, v[76:77] /*v[332:333]*/, v[42:43] /*v[298:299]*/, v[12:13] /*v[268:269]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15] /*v[270:271]*/, v[76:77] /*v[332:333]*/, v[44:45] /*v[300:301]*/, v[14:15] /*v[270:271]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11] /*v[266:267]*/, v[84:85] /*v[340:341]*/, v[42:43] /*v[298:299]*/, v[10:11] /*v[266:267]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17] /*v[272:273]*/, v[84:85] /*v[340:341]*/, v[44:45] /*v[300:301]*/, v[16:17] /*v[272:273]*/ op_sel_hi:[0,1,1]
	s_wait_dscnt 0x1
	s_set_vgpr_msb 0x45                     ;  msbs: dst=1 src0=1 src1=1 src2=0
	v_pk_fma_f32 v[42:43] /*v[298:299]*/, v[64:65] /*v[320:321]*/, v[48:49] /*v[304:305]*/, v[6:7] op_sel:[1,0,0]
	s_set_vgpr_msb 0x55                     ;  msbs: dst=1 src0=1 src1=1 src2=1
	v_pk_fma_f32 v[44:45] /*v[300:301]*/, v[68:69] /*v[324:325]*/, v[48:49] /*v[304:305]*/, v[50:51] /*v[306:307]*/ op_sel:[1,0,0]
	s_set_vgpr_msb 0x45                     ;  msbs: dst=1 src0=1 src1=1 src2=0
	v_pk_fma_f32 v[50:51] /*v[306:307]*/, v[92:93] /*v[348:349]*/, v[48:49] /*v[304:305]*/, v[8:9] op_sel:[1,0,0]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	.loc	1 29 20                         ; generate.py:29:20
	ds_load_b128 v[6:9], v37 /*v293*/ offset:768
	s_set_vgpr_msb 0x55                     ;  msbs: dst=1 src0=1 src1=1 src2=1
	.loc	1 30 25                         ; generate.py:30:25
	v_pk_fma_f32 v[6:7] /*v[262:263]*/, v[56:57] /*v[312:313]*/, v[46:47] /*v[302:303]*/, v[6:7] /*v[262:263]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[4:5] /*v[260:261]*/, v[56:57] /*v[312:313]*/, v[48:49] /*v[304:305]*/, v[4:5] /*v[260:261]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[8:9] /*v[264:265]*/, v[60:61] /*v[316:317]*/, v[46:47] /*v[302:303]*/, v[8:9] /*v[264:265]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[2:3] /*v[258:259]*/, v[60:61] /*v[316:317]*/, v[48:49] /*v[304:305]*/, v[2:3] /*v[258:259]*/ op_sel:[1,0,0]
	s_set_vgpr_msb 5                        ;  msbs: dst=0 src0=1 src1=1 src2=0
	v_pk_fma_f32 v[14:15], v[64:65] /*v[320:321]*/, v[46:47] /*v[302:303]*/, v[14:15] op_sel:[1,0,0]
	v_pk_fma_f32 v[10:11], v[68:69] /*v[324:325]*/, v[46:47] /*v[302:303]*/, v[10:11] op_sel:[1,0,0]
	s_set_vgpr_msb 0x55                     ;  msbs: dst=1 src0=1 src1=1 src2=1
	v_pk_fma_f32 v[12:13] /*v[268:269]*/, v[76:77] /*v[332:333]*/, v[46:47] /*v[302:303]*/, v[12:13] /*v[268:269]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[14:15] /*v[270:271]*/, v[76:77] /*v[332:333]*/, v[48:49] /*v[304:305]*/, v[14:15] /*v[270:271]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[10:11] /*v[266:267]*/, v[84:85] /*v[340:341]*/, v[46:47] /*v[302:303]*/, v[10:11] /*v[266:267]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[16:17] /*v[272:273]*/, v[84:85] /*v[340:341]*/, v[48:49] /*v[304:305]*/, v[16:17] /*v[272:273]*/ op_sel:[1,0,0]
	s_set_vgpr_msb 5                        ;  msbs: dst=0 src0=1 src1=1 src2=0
	v_pk_fma_f32 v[16:17], v[92:93] /*v[348:349]*/, v[46:47] /*v[302:303]*/, v[16:17] op_sel:[1,0,0]
	v_pk_fma_f32 v[12:13], v[100:101] /*v[356:357]*/, v[46:47] /*v[302:303]*/, v[12:13] op_sel:[1,0,0]
	s_set_vgpr_msb 0x55                     ;  msbs: dst=1 src0=1 src1=1 src2=1
	v_pk_fma_f32 v[46:47] /*v[302:303]*/, v[100:101] /*v[356:357]*/, v[48:49] /*v[304:305]*/, v[52:53] /*v[308:309]*/ op_sel:[1,0,0]
	s_wait_dscnt 0x1
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[6:7] /*v[262:263]*/, v[58:59] /*v[314:315]*/, v[2:3], v[6:7] /*v[262:263]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5] /*v[260:261]*/, v[58:59] /*v[314:315]*/, v[4:5], v[4:5] /*v[260:261]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[48:49] /*v[304:305]*/, v[94:95] /*v[350:351]*/, v[4:5], v[50:51] /*v[306:307]*/ op_sel_hi:[0,1,1]
	v_mov_b32_e32 v50 /*v306*/, v59 /*v315*/
	v_pk_fma_f32 v[8:9] /*v[264:265]*/, v[62:63] /*v[318:319]*/, v[2:3], v[8:9] /*v[264:265]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3] /*v[258:259]*/, v[62:63] /*v[318:319]*/, v[4:5], v[2:3] /*v[258:259]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[14:15], v[66:67] /*v[322:323]*/, v[2:3], v[14:15] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[42:43] /*v[298:299]*/, v[66:67] /*v[322:323]*/, v[4:5], v[42:43] /*v[298:299]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[10:11], v[70:71] /*v[326:327]*/, v[2:3], v[10:11] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x41                     ;  msbs: dst=1 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[52:53] /*v[308:309]*/, v[102:103] /*v[358:359]*/, v[2:3], v[12:13] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_mov_b32_e32 v12, v63 /*v319*/
	s_wait_dscnt 0x0
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[6:7] /*v[262:263]*/, v[50:51] /*v[306:307]*/, v[6:7], v[6:7] /*v[262:263]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5] /*v[260:261]*/, v[50:51] /*v[306:307]*/, v[8:9], v[4:5] /*v[260:261]*/ op_sel_hi:[0,1,1]
	v_dual_mov_b32 v50 /*v306*/, v71 /*v327*/ :: v_dual_mov_b32 v56 /*v312*/, v103 /*v359*/
	v_pk_fma_f32 v[44:45] /*v[300:301]*/, v[70:71] /*v[326:327]*/, v[4:5], v[44:45] /*v[300:301]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13] /*v[268:269]*/, v[78:79] /*v[334:335]*/, v[2:3], v[12:13] /*v[268:269]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15] /*v[270:271]*/, v[78:79] /*v[334:335]*/, v[4:5], v[14:15] /*v[270:271]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11] /*v[266:267]*/, v[86:87] /*v[342:343]*/, v[2:3], v[10:11] /*v[266:267]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17] /*v[272:273]*/, v[86:87] /*v[342:343]*/, v[4:5], v[16:17] /*v[272:273]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[16:17], v[94:95] /*v[350:351]*/, v[2:3], v[16:17] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[46:47] /*v[302:303]*/, v[102:103] /*v[358:359]*/, v[4:5], v[46:47] /*v[302:303]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	.loc	1 29 20                         ; generate.py:29:20
	ds_load_b128 v[2:5], v37 /*v293*/ offset:1024
	.loc	1 30 25                         ; generate.py:30:25
	v_pk_fma_f32 v[14:15], v[54:55] /*v[310:311]*/, v[6:7], v[14:15] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[42:43] /*v[298:299]*/, v[54:55] /*v[310:311]*/, v[8:9], v[42:43] /*v[298:299]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x41                     ;  msbs: dst=1 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[54:55] /*v[310:311]*/, v[50:51] /*v[306:307]*/, v[6:7], v[10:11] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_mov_b32_e32 v10, v87 /*v343*/
	s_set_vgpr_msb 0x50                     ;  msbs: dst=1 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[8:9] /*v[264:265]*/, v[12:13], v[6:7], v[8:9] /*v[264:265]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3] /*v[258:259]*/, v[12:13], v[8:9], v[2:3] /*v[258:259]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_mov_b32_e32 v12, v79 /*v335*/
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[44:45] /*v[300:301]*/, v[50:51] /*v[306:307]*/, v[8:9], v[44:45] /*v[300:301]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x50                     ;  msbs: dst=1 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[10:11] /*v[266:267]*/, v[10:11], v[6:7], v[10:11] /*v[266:267]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17] /*v[272:273]*/, v[10:11], v[8:9], v[16:17] /*v[272:273]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x41                     ;  msbs: dst=1 src0=1 src1=0 src2=0
	v_mov_b32_e32 v50 /*v306*/, v95 /*v351*/
	s_set_vgpr_msb 0x50                     ;  msbs: dst=1 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[12:13] /*v[268:269]*/, v[12:13], v[6:7], v[12:13] /*v[268:269]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15] /*v[270:271]*/, v[12:13], v[8:9], v[14:15] /*v[270:271]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	.loc	1 29 20                         ; generate.py:29:20
	ds_load_b128 v[10:13], v37 /*v293*/ offset:1280
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	.loc	1 30 25                         ; generate.py:30:25
	v_pk_fma_f32 v[46:47] /*v[302:303]*/, v[56:57] /*v[312:313]*/, v[8:9], v[46:47] /*v[302:303]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[16:17], v[50:51] /*v[306:307]*/, v[6:7], v[16:17] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[48:49] /*v[304:305]*/, v[50:51] /*v[306:307]*/, v[8:9], v[48:49] /*v[304:305]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[50:51] /*v[306:307]*/, v[56:57] /*v[312:313]*/, v[6:7], v[52:53] /*v[308:309]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	.loc	1 29 20                         ; generate.py:29:20
	ds_load_b128 v[6:9], v37 /*v293*/ offset:1536
	.loc	1 30 25                         ; generate.py:30:25
	s_wait_dscnt 0x2
	s_set_vgpr_msb 0x50                     ;  msbs: dst=1 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[6:7] /*v[262:263]*/, v[194:195], v[2:3], v[6:7] /*v[262:263]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5] /*v[260:261]*/, v[194:195], v[4:5], v[4:5] /*v[260:261]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9] /*v[264:265]*/, v[214:215], v[2:3], v[8:9] /*v[264:265]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3] /*v[258:259]*/, v[214:215], v[4:5], v[2:3] /*v[258:259]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[14:15], v[218:219], v[2:3], v[14:15] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x50                     ;  msbs: dst=1 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[42:43] /*v[298:299]*/, v[218:219], v[4:5], v[42:43] /*v[298:299]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[52:53] /*v[308:309]*/, v[72:73] /*v[328:329]*/, v[2:3], v[54:55] /*v[310:311]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[44:45] /*v[300:301]*/, v[72:73] /*v[328:329]*/, v[4:5], v[44:45] /*v[300:301]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13] /*v[268:269]*/, v[80:81] /*v[336:337]*/, v[2:3], v[12:13] /*v[268:269]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15] /*v[270:271]*/, v[80:81] /*v[336:337]*/, v[4:5], v[14:15] /*v[270:271]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11] /*v[266:267]*/, v[88:89] /*v[344:345]*/, v[2:3], v[10:11] /*v[266:267]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17] /*v[272:273]*/, v[88:89] /*v[344:345]*/, v[4:5], v[16:17] /*v[272:273]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[16:17], v[96:97] /*v[352:353]*/, v[2:3], v[16:17] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[48:49] /*v[304:305]*/, v[96:97] /*v[352:353]*/, v[4:5], v[48:49] /*v[304:305]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 17                       ;  msbs: dst=0 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[2:3], v[104:105] /*v[360:361]*/, v[2:3], v[50:51] /*v[306:307]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[104:105] /*v[360:361]*/, v[4:5], v[46:47] /*v[302:303]*/ op_sel_hi:[0,1,1]
	s_wait_dscnt 0x1
	s_set_vgpr_msb 0x50                     ;  msbs: dst=1 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[6:7] /*v[262:263]*/, v[194:195], v[10:11], v[6:7] /*v[262:263]*/ op_sel:[1,0,0]
	s_set_vgpr_msb 16                       ;  msbs: dst=0 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[194:195], v[194:195], v[12:13], v[4:5] /*v[260:261]*/ op_sel:[1,0,0]
	s_set_vgpr_msb 0x50                     ;  msbs: dst=1 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[4:5] /*v[260:261]*/, v[214:215], v[10:11], v[8:9] /*v[264:265]*/ op_sel:[1,0,0]
	s_set_vgpr_msb 16                       ;  msbs: dst=0 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[214:215], v[214:215], v[12:13], v[2:3] /*v[258:259]*/ op_sel:[1,0,0]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[14:15], v[218:219], v[10:11], v[14:15] op_sel:[1,0,0]
	s_set_vgpr_msb 16                       ;  msbs: dst=0 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[218:219], v[218:219], v[12:13], v[42:43] /*v[298:299]*/ op_sel:[1,0,0]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[2:3] /*v[258:259]*/, v[72:73] /*v[328:329]*/, v[10:11], v[52:53] /*v[308:309]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[8:9] /*v[264:265]*/, v[72:73] /*v[328:329]*/, v[12:13], v[44:45] /*v[300:301]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[12:13] /*v[268:269]*/, v[80:81] /*v[336:337]*/, v[10:11], v[12:13] /*v[268:269]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[14:15] /*v[270:271]*/, v[80:81] /*v[336:337]*/, v[12:13], v[14:15] /*v[270:271]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[10:11] /*v[266:267]*/, v[88:89] /*v[344:345]*/, v[10:11], v[10:11] /*v[266:267]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[16:17] /*v[272:273]*/, v[88:89] /*v[344:345]*/, v[12:13], v[16:17] /*v[272:273]*/ op_sel:[1,0,0]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[16:17], v[96:97] /*v[352:353]*/, v[10:11], v[16:17] op_sel:[1,0,0]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[42:43] /*v[298:299]*/, v[96:97] /*v[352:353]*/, v[12:13], v[48:49] /*v[304:305]*/ op_sel:[1,0,0]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[10:11], v[104:105] /*v[360:361]*/, v[10:11], v[2:3] op_sel:[1,0,0]
	v_pk_fma_f32 v[12:13], v[104:105] /*v[360:361]*/, v[12:13], v[4:5] op_sel:[1,0,0]
	.loc	1 29 20                         ; generate.py:29:20
	ds_load_b128 v[2:5], v37 /*v293*/ offset:1792
	.loc	1 30 25                         ; generate.py:30:25
	s_wait_dscnt 0x1
	s_set_vgpr_msb 0x50                     ;  msbs: dst=1 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[6:7] /*v[262:263]*/, v[196:197], v[6:7], v[6:7] /*v[262:263]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[194:195], v[196:197], v[8:9], v[194:195] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x50                     ;  msbs: dst=1 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[4:5] /*v[260:261]*/, v[216:217], v[6:7], v[4:5] /*v[260:261]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[214:215], v[216:217], v[8:9], v[214:215] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[220:221], v[6:7], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[218:219], v[220:221], v[8:9], v[218:219] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v196, v197
	s_set_vgpr_msb 0x41                     ;  msbs: dst=1 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[44:45] /*v[300:301]*/, v[106:107] /*v[362:363]*/, v[6:7], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[46:47] /*v[302:303]*/, v[106:107] /*v[362:363]*/, v[8:9], v[12:13] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_dual_mov_b32 v10, v217 :: v_dual_mov_b32 v12, v221
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[2:3] /*v[258:259]*/, v[74:75] /*v[330:331]*/, v[6:7], v[2:3] /*v[258:259]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9] /*v[264:265]*/, v[74:75] /*v[330:331]*/, v[8:9], v[8:9] /*v[264:265]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13] /*v[268:269]*/, v[82:83] /*v[338:339]*/, v[6:7], v[12:13] /*v[268:269]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15] /*v[270:271]*/, v[82:83] /*v[338:339]*/, v[8:9], v[14:15] /*v[270:271]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11] /*v[266:267]*/, v[90:91] /*v[346:347]*/, v[6:7], v[10:11] /*v[266:267]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17] /*v[272:273]*/, v[90:91] /*v[346:347]*/, v[8:9], v[16:17] /*v[272:273]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[16:17], v[98:99] /*v[354:355]*/, v[6:7], v[16:17] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[42:43] /*v[298:299]*/, v[98:99] /*v[354:355]*/, v[8:9], v[42:43] /*v[298:299]*/ op_sel_hi:[0,1,1]
	s_wait_dscnt 0x0
	s_set_vgpr_msb 16                       ;  msbs: dst=0 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[216:217], v[196:197], v[2:3], v[6:7] /*v[262:263]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[194:195], v[196:197], v[4:5], v[194:195] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_mov_b32_e32 v196, v75 /*v331*/
	.loc	1 29 20                         ; generate.py:29:20
	ds_load_b128 v[6:9], v37 /*v293*/ offset:2048
	s_set_vgpr_msb 16                       ;  msbs: dst=0 src0=0 src1=0 src2=1
	.loc	1 30 25                         ; generate.py:30:25
	v_pk_fma_f32 v[220:221], v[10:11], v[2:3], v[4:5] /*v[260:261]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[214:215], v[10:11], v[4:5], v[214:215] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[12:13], v[2:3], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[218:219], v[12:13], v[4:5], v[218:219] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_dual_mov_b32 v10, v83 /*v339*/ :: v_dual_mov_b32 v12, v91 /*v347*/
	s_set_vgpr_msb 0x50                     ;  msbs: dst=1 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[2:3] /*v[258:259]*/, v[196:197], v[2:3], v[2:3] /*v[258:259]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 16                       ;  msbs: dst=0 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[196:197], v[196:197], v[4:5], v[8:9] /*v[264:265]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x41                     ;  msbs: dst=1 src0=1 src1=0 src2=0
	v_mov_b32_e32 v4 /*v260*/, v99 /*v355*/
	s_set_vgpr_msb 0x50                     ;  msbs: dst=1 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[6:7] /*v[262:263]*/, v[10:11], v[2:3], v[12:13] /*v[268:269]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9] /*v[264:265]*/, v[10:11], v[4:5], v[14:15] /*v[270:271]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11] /*v[266:267]*/, v[12:13], v[2:3], v[10:11] /*v[266:267]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15] /*v[270:271]*/, v[12:13], v[4:5], v[16:17] /*v[272:273]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	.loc	1 29 20                         ; generate.py:29:20
	ds_load_b128 v[10:13], v37 /*v293*/ offset:2304
	s_set_vgpr_msb 0x41                     ;  msbs: dst=1 src0=1 src1=0 src2=0
	.loc	1 30 25                         ; generate.py:30:25
	v_mov_b32_e32 v12 /*v268*/, v107 /*v363*/
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_pk_fma_f32 v[16:17], v[4:5] /*v[260:261]*/, v[2:3], v[16:17] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x51                     ;  msbs: dst=1 src0=1 src1=0 src2=1
	v_pk_fma_f32 v[4:5] /*v[260:261]*/, v[4:5] /*v[260:261]*/, v[4:5], v[42:43] /*v[298:299]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17] /*v[272:273]*/, v[12:13] /*v[268:269]*/, v[2:3], v[44:45] /*v[300:301]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13] /*v[268:269]*/, v[12:13] /*v[268:269]*/, v[4:5], v[46:47] /*v[302:303]*/ op_sel_hi:[0,1,1]
	s_wait_dscnt 0x1
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[216:217], v[162:163], v[6:7], v[216:217] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[194:195], v[162:163], v[8:9], v[194:195] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[220:221], v[182:183], v[6:7], v[220:221] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[214:215], v[182:183], v[8:9], v[214:215] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[186:187], v[6:7], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[218:219], v[186:187], v[8:9], v[218:219] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x50                     ;  msbs: dst=1 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[2:3] /*v[258:259]*/, v[206:207], v[6:7], v[2:3] /*v[258:259]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[196:197], v[206:207], v[8:9], v[196:197] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x50                     ;  msbs: dst=1 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[6:7] /*v[262:263]*/, v[190:191], v[6:7], v[6:7] /*v[262:263]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9] /*v[264:265]*/, v[190:191], v[8:9], v[8:9] /*v[264:265]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11] /*v[266:267]*/, v[198:199], v[6:7], v[10:11] /*v[266:267]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15] /*v[270:271]*/, v[198:199], v[8:9], v[14:15] /*v[270:271]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[16:17], v[202:203], v[6:7], v[16:17] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0x50                     ;  msbs: dst=1 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[4:5] /*v[260:261]*/, v[202:203], v[8:9], v[4:5] /*v[260:261]*/ op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	.loc	1 29 20                         ; generate.py:29:20
	ds_load_b128 v[2:5], v37 /*v293*/ offset:2560
	s_set_vgpr_msb 16                       ;  msbs: dst=0 src0=0 src1=0 src2=1
	.loc	1 30 25                         ; generate.py:30:25
	v_pk_fma_f32 v[6:7], v[210:211], v[6:7], v[16:17] /*v[272:273]*/ op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[210:211], v[8:9], v[12:13] /*v[268:269]*/ op_sel_hi:[0,1,1]
	s_wait_dscnt 0x1
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[216:217], v[162:163], v[10:11], v[216:217] op_sel:[1,0,0]
	v_pk_fma_f32 v[162:163], v[162:163], v[12:13], v[194:195] op_sel:[1,0,0]
	v_pk_fma_f32 v[194:195], v[182:183], v[10:11], v[220:221] op_sel:[1,0,0]
	v_pk_fma_f32 v[182:183], v[182:183], v[12:13], v[214:215] op_sel:[1,0,0]
	v_pk_fma_f32 v[14:15], v[186:187], v[10:11], v[14:15] op_sel:[1,0,0]
	v_pk_fma_f32 v[186:187], v[186:187], v[12:13], v[218:219] op_sel:[1,0,0]
	s_set_vgpr_msb 16                       ;  msbs: dst=0 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[214:215], v[206:207], v[10:11], v[2:3] /*v[258:259]*/ op_sel:[1,0,0]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[196:197], v[206:207], v[12:13], v[196:197] op_sel:[1,0,0]
	s_set_vgpr_msb 16                       ;  msbs: dst=0 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[206:207], v[190:191], v[10:11], v[6:7] /*v[262:263]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[190:191], v[190:191], v[12:13], v[8:9] /*v[264:265]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[218:219], v[198:199], v[10:11], v[10:11] /*v[266:267]*/ op_sel:[1,0,0]
	v_pk_fma_f32 v[198:199], v[198:199], v[12:13], v[14:15] /*v[270:271]*/ op_sel:[1,0,0]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[16:17], v[202:203], v[10:11], v[16:17] op_sel:[1,0,0]
	s_set_vgpr_msb 16                       ;  msbs: dst=0 src0=0 src1=0 src2=1
	v_pk_fma_f32 v[202:203], v[202:203], v[12:13], v[4:5] /*v[260:261]*/ op_sel:[1,0,0]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[10:11], v[210:211], v[10:11], v[6:7] op_sel:[1,0,0]
	v_pk_fma_f32 v[12:13], v[210:211], v[12:13], v[8:9] op_sel:[1,0,0]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	.loc	1 29 20                         ; generate.py:29:20
	ds_load_b128 v[6:9], v37 /*v293*/ offset:2816
	.loc	1 30 25                         ; generate.py:30:25
	s_wait_dscnt 0x1
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[210:211], v[164:165], v[2:3], v[216:217] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[162:163], v[164:165], v[4:5], v[162:163] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[194:195], v[184:185], v[2:3], v[194:195] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[182:183], v[184:185], v[4:5], v[182:183] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[188:189], v[2:3], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[186:187], v[188:189], v[4:5], v[186:187] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[216:217], v[200:201], v[2:3], v[218:219] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v164, v165
	v_pk_fma_f32 v[218:219], v[212:213], v[2:3], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[220:221], v[212:213], v[4:5], v[12:13] op_sel_hi:[0,1,1]
	v_dual_mov_b32 v10, v185 :: v_dual_mov_b32 v12, v189
	v_pk_fma_f32 v[214:215], v[208:209], v[2:3], v[214:215] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[196:197], v[208:209], v[4:5], v[196:197] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[206:207], v[192:193], v[2:3], v[206:207] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[190:191], v[192:193], v[4:5], v[190:191] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[198:199], v[200:201], v[4:5], v[198:199] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[204:205], v[2:3], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[202:203], v[204:205], v[4:5], v[202:203] op_sel_hi:[0,1,1]
	s_wait_dscnt 0x0
	v_pk_fma_f32 v[184:185], v[164:165], v[6:7], v[210:211] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[162:163], v[164:165], v[8:9], v[162:163] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v164, v209
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	.loc	1 29 20                         ; generate.py:29:20
	ds_load_b128 v[2:5], v37 /*v293*/ offset:3072
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 30 25                         ; generate.py:30:25
	v_pk_fma_f32 v[188:189], v[10:11], v[6:7], v[194:195] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[182:183], v[10:11], v[8:9], v[182:183] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[12:13], v[6:7], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[186:187], v[12:13], v[8:9], v[186:187] op_sel_hi:[0,1,1]
	v_dual_mov_b32 v10, v193 :: v_dual_mov_b32 v12, v201
	v_mov_b32_e32 v194, v205
	v_pk_fma_f32 v[192:193], v[164:165], v[6:7], v[214:215] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[164:165], v[164:165], v[8:9], v[196:197] op_sel_hi:[0,1,1]
	s_delay_alu instid0(VALU_DEP_4)
	v_pk_fma_f32 v[196:197], v[10:11], v[6:7], v[206:207] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[190:191], v[10:11], v[8:9], v[190:191] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[204:205], v[12:13], v[6:7], v[216:217] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[198:199], v[12:13], v[8:9], v[198:199] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	.loc	1 29 20                         ; generate.py:29:20
	ds_load_b128 v[10:13], v37 /*v293*/ offset:3328
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 30 25                         ; generate.py:30:25
	v_mov_b32_e32 v200, v213
	v_pk_fma_f32 v[16:17], v[194:195], v[6:7], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[194:195], v[194:195], v[8:9], v[202:203] op_sel_hi:[0,1,1]
	s_delay_alu instid0(VALU_DEP_3)
	v_pk_fma_f32 v[202:203], v[200:201], v[6:7], v[218:219] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[200:201], v[200:201], v[8:9], v[220:221] op_sel_hi:[0,1,1]
	s_wait_dscnt 0x1
	v_pk_fma_f32 v[184:185], v[146:147], v[2:3], v[184:185] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[162:163], v[146:147], v[4:5], v[162:163] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[188:189], v[150:151], v[2:3], v[188:189] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[182:183], v[150:151], v[4:5], v[182:183] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[154:155], v[2:3], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[186:187], v[154:155], v[4:5], v[186:187] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[192:193], v[174:175], v[2:3], v[192:193] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[164:165], v[174:175], v[4:5], v[164:165] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[196:197], v[158:159], v[2:3], v[196:197] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[190:191], v[158:159], v[4:5], v[190:191] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[204:205], v[166:167], v[2:3], v[204:205] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[198:199], v[166:167], v[4:5], v[198:199] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[170:171], v[2:3], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[194:195], v[170:171], v[4:5], v[194:195] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	.loc	1 29 20                         ; generate.py:29:20
	ds_load_b128 v[6:9], v37 /*v293*/ offset:3584
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 30 25                         ; generate.py:30:25
	v_pk_fma_f32 v[2:3], v[178:179], v[2:3], v[202:203] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[178:179], v[4:5], v[200:201] op_sel_hi:[0,1,1]
	s_wait_dscnt 0x1
	v_pk_fma_f32 v[184:185], v[146:147], v[10:11], v[184:185] op_sel:[1,0,0]
	v_pk_fma_f32 v[146:147], v[146:147], v[12:13], v[162:163] op_sel:[1,0,0]
	v_pk_fma_f32 v[162:163], v[150:151], v[10:11], v[188:189] op_sel:[1,0,0]
	v_pk_fma_f32 v[150:151], v[150:151], v[12:13], v[182:183] op_sel:[1,0,0]
	v_pk_fma_f32 v[14:15], v[154:155], v[10:11], v[14:15] op_sel:[1,0,0]
	v_pk_fma_f32 v[154:155], v[154:155], v[12:13], v[186:187] op_sel:[1,0,0]
	v_pk_fma_f32 v[182:183], v[174:175], v[10:11], v[192:193] op_sel:[1,0,0]
	v_pk_fma_f32 v[164:165], v[174:175], v[12:13], v[164:165] op_sel:[1,0,0]
	v_pk_fma_f32 v[174:175], v[158:159], v[10:11], v[196:197] op_sel:[1,0,0]
	v_pk_fma_f32 v[158:159], v[158:159], v[12:13], v[190:191] op_sel:[1,0,0]
	v_pk_fma_f32 v[186:187], v[166:167], v[10:11], v[204:205] op_sel:[1,0,0]
	v_pk_fma_f32 v[166:167], v[166:167], v[12:13], v[198:199] op_sel:[1,0,0]
	v_pk_fma_f32 v[16:17], v[170:171], v[10:11], v[16:17] op_sel:[1,0,0]
	v_pk_fma_f32 v[170:171], v[170:171], v[12:13], v[194:195] op_sel:[1,0,0]
	v_pk_fma_f32 v[10:11], v[178:179], v[10:11], v[2:3] op_sel:[1,0,0]
	v_pk_fma_f32 v[12:13], v[178:179], v[12:13], v[4:5] op_sel:[1,0,0]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	.loc	1 29 20                         ; generate.py:29:20
	ds_load_b128 v[2:5], v37 /*v293*/ offset:3840
	.loc	1 30 25                         ; generate.py:30:25
	s_wait_dscnt 0x1
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[178:179], v[148:149], v[6:7], v[184:185] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[146:147], v[148:149], v[8:9], v[146:147] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[162:163], v[152:153], v[6:7], v[162:163] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[150:151], v[152:153], v[8:9], v[150:151] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[156:157], v[6:7], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[154:155], v[156:157], v[8:9], v[154:155] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[184:185], v[168:169], v[6:7], v[186:187] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v148, v149
	v_pk_fma_f32 v[186:187], v[180:181], v[6:7], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[188:189], v[180:181], v[8:9], v[12:13] op_sel_hi:[0,1,1]
	v_dual_mov_b32 v10, v153 :: v_dual_mov_b32 v12, v157
	v_pk_fma_f32 v[182:183], v[176:177], v[6:7], v[182:183] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[164:165], v[176:177], v[8:9], v[164:165] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[174:175], v[160:161], v[6:7], v[174:175] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[158:159], v[160:161], v[8:9], v[158:159] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[166:167], v[168:169], v[8:9], v[166:167] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[172:173], v[6:7], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[170:171], v[172:173], v[8:9], v[170:171] op_sel_hi:[0,1,1]
	s_wait_dscnt 0x0
	v_pk_fma_f32 v[152:153], v[148:149], v[2:3], v[178:179] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[146:147], v[148:149], v[4:5], v[146:147] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v148, v177
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	.loc	1 29 20                         ; generate.py:29:20
	ds_load_b128 v[6:9], v37 /*v293*/ offset:4096
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 30 25                         ; generate.py:30:25
	v_pk_fma_f32 v[156:157], v[10:11], v[2:3], v[162:163] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[150:151], v[10:11], v[4:5], v[150:151] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[12:13], v[2:3], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[154:155], v[12:13], v[4:5], v[154:155] op_sel_hi:[0,1,1]
	v_dual_mov_b32 v10, v161 :: v_dual_mov_b32 v12, v169
	v_mov_b32_e32 v162, v173
	v_pk_fma_f32 v[160:161], v[148:149], v[2:3], v[182:183] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[148:149], v[148:149], v[4:5], v[164:165] op_sel_hi:[0,1,1]
	s_delay_alu instid0(VALU_DEP_4)
	v_pk_fma_f32 v[164:165], v[10:11], v[2:3], v[174:175] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[158:159], v[10:11], v[4:5], v[158:159] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[172:173], v[12:13], v[2:3], v[184:185] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[166:167], v[12:13], v[4:5], v[166:167] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	.loc	1 29 20                         ; generate.py:29:20
	ds_load_b128 v[10:13], v37 /*v293*/ offset:4352
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 30 25                         ; generate.py:30:25
	v_mov_b32_e32 v168, v181
	v_pk_fma_f32 v[16:17], v[162:163], v[2:3], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[162:163], v[162:163], v[4:5], v[170:171] op_sel_hi:[0,1,1]
	s_delay_alu instid0(VALU_DEP_3)
	v_pk_fma_f32 v[2:3], v[168:169], v[2:3], v[186:187] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[168:169], v[4:5], v[188:189] op_sel_hi:[0,1,1]
	s_wait_dscnt 0x1
	v_pk_fma_f32 v[152:153], v[142:143], v[6:7], v[152:153] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[146:147], v[142:143], v[8:9], v[146:147] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[156:157], v[130:131], v[6:7], v[156:157] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[150:151], v[130:131], v[8:9], v[150:151] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[110:111], v[6:7], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[154:155], v[110:111], v[8:9], v[154:155] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[160:161], v[138:139], v[6:7], v[160:161] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[168:169], v[138:139], v[8:9], v[148:149] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[164:165], v[134:135], v[6:7], v[164:165] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[158:159], v[134:135], v[8:9], v[158:159] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[170:171], v[106:107], v[6:7], v[172:173] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[166:167], v[106:107], v[8:9], v[166:167] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[58:59], v[6:7], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[162:163], v[58:59], v[8:9], v[162:163] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], v[62:63], v[6:7], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[62:63], v[8:9], v[4:5] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	.loc	1 29 20                         ; generate.py:29:20
	ds_load_b128 v[2:5], v37 /*v293*/ offset:4608
	.loc	1 30 25                         ; generate.py:30:25
	s_wait_dscnt 0x1
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[172:173], v[142:143], v[10:11], v[152:153] op_sel:[1,0,0]
	v_pk_fma_f32 v[142:143], v[142:143], v[12:13], v[146:147] op_sel:[1,0,0]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	.loc	1 29 20                         ; generate.py:29:20
	ds_load_b128 v[146:149], v37 /*v293*/ offset:4864
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 30 25                         ; generate.py:30:25
	v_pk_fma_f32 v[174:175], v[130:131], v[10:11], v[156:157] op_sel:[1,0,0]
	v_pk_fma_f32 v[130:131], v[130:131], v[12:13], v[150:151] op_sel:[1,0,0]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	.loc	1 29 20                         ; generate.py:29:20
	ds_load_b128 v[150:153], v37 /*v293*/ offset:5120
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 30 25                         ; generate.py:30:25
	v_pk_fma_f32 v[14:15], v[110:111], v[10:11], v[14:15] op_sel:[1,0,0]
	v_pk_fma_f32 v[110:111], v[110:111], v[12:13], v[154:155] op_sel:[1,0,0]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	.loc	1 29 20                         ; generate.py:29:20
	ds_load_b128 v[154:157], v37 /*v293*/ offset:5376
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 30 25                         ; generate.py:30:25
	v_pk_fma_f32 v[160:161], v[138:139], v[10:11], v[160:161] op_sel:[1,0,0]
	v_pk_fma_f32 v[138:139], v[138:139], v[12:13], v[168:169] op_sel:[1,0,0]
	v_pk_fma_f32 v[164:165], v[134:135], v[10:11], v[164:165] op_sel:[1,0,0]
	v_pk_fma_f32 v[134:135], v[134:135], v[12:13], v[158:159] op_sel:[1,0,0]
	v_pk_fma_f32 v[168:169], v[106:107], v[10:11], v[170:171] op_sel:[1,0,0]
	v_pk_fma_f32 v[106:107], v[106:107], v[12:13], v[166:167] op_sel:[1,0,0]
	v_pk_fma_f32 v[16:17], v[58:59], v[10:11], v[16:17] op_sel:[1,0,0]
	v_pk_fma_f32 v[58:59], v[58:59], v[12:13], v[162:163] op_sel:[1,0,0]
	v_pk_fma_f32 v[6:7], v[62:63], v[10:11], v[6:7] op_sel:[1,0,0]
	v_pk_fma_f32 v[8:9], v[62:63], v[12:13], v[8:9] op_sel:[1,0,0]
	s_wait_dscnt 0x3
	v_pk_fma_f32 v[10:11], v[144:145], v[2:3], v[172:173] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[144:145], v[4:5], v[142:143] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v62, v145
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	.loc	1 29 20                         ; generate.py:29:20
	ds_load_b128 v[142:145], v37 /*v293*/ offset:5632
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 30 25                         ; generate.py:30:25
	v_pk_fma_f32 v[178:179], v[140:141], v[2:3], v[160:161] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	.loc	1 29 20                         ; generate.py:29:20
	ds_load_b128 v[158:161], v37 /*v293*/ offset:5888
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 30 25                         ; generate.py:30:25
	v_pk_fma_f32 v[180:181], v[108:109], v[2:3], v[168:169] op_sel_hi:[0,1,1]
	s_wait_dscnt 0x4
	v_pk_fma_f32 v[10:11], v[62:63], v[146:147], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[62:63], v[148:149], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[62:63], v[136:137], v[2:3], v[164:165] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	.loc	1 29 20                         ; generate.py:29:20
	ds_load_b128 v[162:165], v37 /*v293*/ offset:6144
	ds_load_b128 v[166:169], v37 /*v293*/ offset:6400
	.loc	1 30 25                         ; generate.py:30:25
	s_wait_dscnt 0x5
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[10:11], v[122:123], v[150:151], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[122:123], v[152:153], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[106:107], v[108:109], v[4:5], v[106:107] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v108, v125
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	.loc	1 29 20                         ; generate.py:29:20
	ds_load_b128 v[170:173], v37 /*v293*/ offset:6656
	.loc	1 30 25                         ; generate.py:30:25
	s_wait_dscnt 0x5
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[10:11], v[122:123], v[154:155], v[10:11] op_sel:[1,0,0]
	v_pk_fma_f32 v[12:13], v[122:123], v[156:157], v[12:13] op_sel:[1,0,0]
	v_pk_fma_f32 v[174:175], v[132:133], v[2:3], v[174:175] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[176:177], v[132:133], v[4:5], v[130:131] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[60:61], v[2:3], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[58:59], v[60:61], v[4:5], v[58:59] op_sel_hi:[0,1,1]
	s_wait_dscnt 0x4
	v_pk_fma_f32 v[10:11], v[124:125], v[142:143], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[124:125], v[144:145], v[12:13] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v60, v133
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	.loc	1 29 20                         ; generate.py:29:20
	ds_load_b128 v[122:125], v37 /*v293*/ offset:6912
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 30 25                         ; generate.py:30:25
	v_pk_fma_f32 v[14:15], v[112:113], v[2:3], v[14:15] op_sel_hi:[0,1,1]
	s_wait_dscnt 0x4
	v_pk_fma_f32 v[10:11], v[108:109], v[158:159], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[108:109], v[160:161], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[182:183], v[64:65], v[2:3], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[60:61], v[146:147], v[174:175] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[110:111], v[112:113], v[4:5], v[110:111] op_sel_hi:[0,1,1]
	s_wait_dscnt 0x3
	v_pk_fma_f32 v[6:7], v[98:99], v[162:163], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[98:99], v[164:165], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[60:61], v[148:149], v[176:177] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[102:103], v[150:151], v[2:3] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v60, v101
	s_wait_dscnt 0x2
	v_pk_fma_f32 v[6:7], v[98:99], v[166:167], v[6:7] op_sel:[1,0,0]
	v_pk_fma_f32 v[10:11], v[98:99], v[168:169], v[10:11] op_sel:[1,0,0]
	v_pk_fma_f32 v[12:13], v[102:103], v[152:153], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[102:103], v[154:155], v[2:3] op_sel:[1,0,0]
	v_pk_fma_f32 v[138:139], v[140:141], v[4:5], v[138:139] op_sel_hi:[0,1,1]
	s_wait_dscnt 0x1
	v_pk_fma_f32 v[6:7], v[100:101], v[170:171], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[100:101], v[172:173], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[102:103], v[156:157], v[12:13] op_sel:[1,0,0]
	v_pk_fma_f32 v[134:135], v[136:137], v[4:5], v[134:135] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[104:105], v[142:143], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[64:65], v[4:5], v[8:9] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	.loc	1 29 20                         ; generate.py:29:20
	ds_load_b128 v[130:133], v37 /*v293*/ offset:7168
	ds_load_b128 v[174:177], v37 /*v293*/ offset:7424
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 30 25                         ; generate.py:30:25
	v_pk_fma_f32 v[8:9], v[104:105], v[144:145], v[12:13] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v12, v113
	s_wait_dscnt 0x2
	v_pk_fma_f32 v[6:7], v[60:61], v[122:123], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[60:61], v[124:125], v[10:11] op_sel_hi:[0,1,1]
	v_dual_mov_b32 v60, v105 :: v_dual_mov_b32 v64, v97
	v_pk_fma_f32 v[14:15], v[12:13], v[146:147], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[12:13], v[148:149], v[110:111] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	.loc	1 29 20                         ; generate.py:29:20
	ds_load_b128 v[98:101], v37 /*v293*/ offset:7680
	ds_load_b128 v[102:105], v37 /*v293*/ offset:7936
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 30 25                         ; generate.py:30:25
	v_pk_fma_f32 v[2:3], v[60:61], v[158:159], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[60:61], v[160:161], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[94:95], v[152:153], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[94:95], v[150:151], v[14:15] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v60, v89
	v_pk_fma_f32 v[2:3], v[86:87], v[162:163], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[86:87], v[164:165], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[94:95], v[156:157], v[12:13] op_sel:[1,0,0]
	s_wait_dscnt 0x3
	v_pk_fma_f32 v[6:7], v[70:71], v[130:131], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[70:71], v[132:133], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[86:87], v[166:167], v[2:3] op_sel:[1,0,0]
	v_pk_fma_f32 v[8:9], v[86:87], v[168:169], v[8:9] op_sel:[1,0,0]
	v_pk_fma_f32 v[14:15], v[94:95], v[154:155], v[14:15] op_sel:[1,0,0]
	v_pk_fma_f32 v[12:13], v[96:97], v[144:145], v[12:13] op_sel_hi:[0,1,1]
	s_wait_dscnt 0x2
	v_pk_fma_f32 v[6:7], v[70:71], v[174:175], v[6:7] op_sel:[1,0,0]
	v_pk_fma_f32 v[2:3], v[88:89], v[170:171], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[88:89], v[172:173], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[70:71], v[176:177], v[10:11] op_sel:[1,0,0]
	v_pk_fma_f32 v[14:15], v[96:97], v[142:143], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[64:65], v[160:161], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[60:61], v[122:123], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[60:61], v[124:125], v[8:9] op_sel_hi:[0,1,1]
	s_wait_dscnt 0x1
	v_pk_fma_f32 v[6:7], v[72:73], v[98:99], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[72:73], v[100:101], v[10:11] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v60, v73
	v_pk_fma_f32 v[2:3], v[66:67], v[130:131], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[64:65], v[158:159], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[66:67], v[132:133], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[126:127], v[164:165], v[12:13] op_sel_hi:[0,1,1]
	s_wait_dscnt 0x0
	s_set_vgpr_msb 64                       ;  msbs: dst=1 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[6:7] /*v[262:263]*/, v[60:61], v[102:103], v[6:7] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[2:3], v[66:67], v[174:175], v[2:3] op_sel:[1,0,0]
	v_pk_fma_f32 v[6:7], v[126:127], v[162:163], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[66:67], v[176:177], v[8:9] op_sel:[1,0,0]
	v_mov_b32_e32 v14, v69
	s_set_vgpr_msb 64                       ;  msbs: dst=1 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[4:5] /*v[260:261]*/, v[60:61], v[104:105], v[10:11] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[2:3], v[68:69], v[98:99], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[126:127], v[168:169], v[12:13] op_sel:[1,0,0]
	v_mov_b32_e32 v12, v141
	v_pk_fma_f32 v[8:9], v[68:69], v[100:101], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], v[126:127], v[166:167], v[6:7] op_sel:[1,0,0]
	s_set_vgpr_msb 64                       ;  msbs: dst=1 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[8:9] /*v[264:265]*/, v[14:15], v[102:103], v[2:3] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_dual_mov_b32 v60, v129 :: v_dual_mov_b32 v64, v137
	v_pk_fma_f32 v[66:67], v[12:13], v[146:147], v[178:179] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[12:13], v[148:149], v[138:139] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 64                       ;  msbs: dst=1 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[2:3] /*v[258:259]*/, v[14:15], v[104:105], v[8:9] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[6:7], v[128:129], v[170:171], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[128:129], v[172:173], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[114:115], v[150:151], v[66:67] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[114:115], v[152:153], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[64:65], v[146:147], v[62:63] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[64:65], v[148:149], v[134:135] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], v[60:61], v[122:123], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[114:115], v[154:155], v[8:9] op_sel:[1,0,0]
	v_pk_fma_f32 v[2:3], v[114:115], v[156:157], v[2:3] op_sel:[1,0,0]
	v_pk_fma_f32 v[12:13], v[118:119], v[150:151], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[118:119], v[152:153], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[60:61], v[124:125], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[116:117], v[142:143], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[116:117], v[144:145], v[2:3] op_sel_hi:[0,1,1]
	v_dual_mov_b32 v60, v117 :: v_dual_mov_b32 v62, v121
	v_mov_b32_e32 v64, v109
	v_pk_fma_f32 v[12:13], v[118:119], v[154:155], v[12:13] op_sel:[1,0,0]
	v_pk_fma_f32 v[14:15], v[118:119], v[156:157], v[14:15] op_sel:[1,0,0]
	s_delay_alu instid0(VALU_DEP_4)
	v_pk_fma_f32 v[8:9], v[60:61], v[158:159], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[60:61], v[160:161], v[2:3] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v60, v93
	v_pk_fma_f32 v[66:67], v[64:65], v[146:147], v[180:181] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[120:121], v[142:143], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[120:121], v[144:145], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[78:79], v[162:163], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[78:79], v[164:165], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[66:67], v[82:83], v[150:151], v[66:67] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[62:63], v[158:159], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[62:63], v[160:161], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[78:79], v[166:167], v[8:9] op_sel:[1,0,0]
	v_pk_fma_f32 v[2:3], v[78:79], v[168:169], v[2:3] op_sel:[1,0,0]
	v_pk_fma_f32 v[62:63], v[82:83], v[154:155], v[66:67] op_sel:[1,0,0]
	v_pk_fma_f32 v[66:67], v[64:65], v[148:149], v[106:107] op_sel_hi:[0,1,1]
	v_dual_mov_b32 v64, v85 :: v_dual_mov_b32 v68, v81
	v_pk_fma_f32 v[12:13], v[74:75], v[162:163], v[12:13] op_sel_hi:[0,1,1]
	s_delay_alu instid0(VALU_DEP_4)
	v_pk_fma_f32 v[62:63], v[84:85], v[142:143], v[62:63] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[74:75], v[164:165], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[80:81], v[170:171], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[80:81], v[172:173], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[74:75], v[166:167], v[12:13] op_sel:[1,0,0]
	v_pk_fma_f32 v[62:63], v[64:65], v[158:159], v[62:63] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[74:75], v[168:169], v[14:15] op_sel:[1,0,0]
	v_pk_fma_f32 v[8:9], v[68:69], v[122:123], v[8:9] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v70, v77
	v_pk_fma_f32 v[12:13], v[76:77], v[170:171], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[62:63], v[34:35], v[162:163], v[62:63] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[76:77], v[172:173], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[68:69], v[124:125], v[2:3] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], v[90:91], v[130:131], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[90:91], v[132:133], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[62:63], v[34:35], v[166:167], v[62:63] op_sel:[1,0,0]
	v_pk_fma_f32 v[8:9], v[50:51], v[130:131], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[50:51], v[132:133], v[2:3] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v68, v37
	v_pk_fma_f32 v[12:13], v[70:71], v[122:123], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[70:71], v[124:125], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[62:63], v[36:37], v[170:171], v[62:63] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], v[90:91], v[174:175], v[6:7] op_sel:[1,0,0]
	v_pk_fma_f32 v[10:11], v[90:91], v[176:177], v[10:11] op_sel:[1,0,0]
	v_pk_fma_f32 v[8:9], v[50:51], v[174:175], v[8:9] op_sel:[1,0,0]
	v_pk_fma_f32 v[12:13], v[54:55], v[130:131], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[14:15], v[54:55], v[132:133], v[14:15] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[50:51], v[176:177], v[2:3] op_sel:[1,0,0]
	v_pk_fma_f32 v[50:51], v[68:69], v[122:123], v[62:63] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[6:7], v[92:93], v[98:99], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[92:93], v[100:101], v[10:11] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[54:55], v[174:175], v[12:13] op_sel:[1,0,0]
	v_pk_fma_f32 v[14:15], v[54:55], v[176:177], v[14:15] op_sel:[1,0,0]
	v_pk_fma_f32 v[50:51], v[18:19], v[130:131], v[50:51] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[52:53], v[98:99], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[2:3], v[52:53], v[100:101], v[2:3] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v52, v53
	v_pk_fma_f32 v[12:13], v[56:57], v[98:99], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[54:55], v[56:57], v[100:101], v[14:15] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v56, v57
	v_pk_fma_f32 v[14:15], v[60:61], v[102:103], v[6:7] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[50:51], v[18:19], v[174:175], v[50:51] op_sel:[1,0,0]
	v_pk_fma_f32 v[6:7], v[60:61], v[104:105], v[10:11] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v60, v61
	v_pk_fma_f32 v[66:67], v[82:83], v[152:153], v[66:67] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[10:11], v[52:53], v[102:103], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[20:21], v[98:99], v[50:51] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v50, v65
	s_set_vgpr_msb 64                       ;  msbs: dst=1 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[12:13] /*v[268:269]*/, v[56:57], v[102:103], v[12:13] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[12:13], v[60:61], v[146:147], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[60:61], v[148:149], v[58:59] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[66:67], v[82:83], v[156:157], v[66:67] op_sel:[1,0,0]
	v_pk_fma_f32 v[2:3], v[52:53], v[104:105], v[2:3] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v52, v21
	v_pk_fma_f32 v[12:13], v[42:43], v[150:151], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[42:43], v[152:153], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[66:67], v[84:85], v[144:145], v[66:67] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[50:51], v[148:149], v[4:5] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 64                       ;  msbs: dst=1 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[14:15] /*v[270:271]*/, v[56:57], v[104:105], v[54:55] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[12:13], v[42:43], v[154:155], v[12:13] op_sel:[1,0,0]
	v_pk_fma_f32 v[16:17], v[42:43], v[156:157], v[16:17] op_sel:[1,0,0]
	v_mov_b32_e32 v42, v45
	s_set_vgpr_msb 64                       ;  msbs: dst=1 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[10:11] /*v[266:267]*/, v[52:53], v[102:103], v[8:9] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[8:9], v[50:51], v[146:147], v[182:183] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[54:55], v[64:65], v[160:161], v[66:67] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[46:47], v[152:153], v[4:5] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[44:45], v[142:143], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[44:45], v[144:145], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[46:47], v[150:151], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[50:51], v[34:35], v[164:165], v[54:55] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[46:47], v[156:157], v[4:5] op_sel:[1,0,0]
	v_pk_fma_f32 v[12:13], v[42:43], v[158:159], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[42:43], v[160:161], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[46:47], v[154:155], v[8:9] op_sel:[1,0,0]
	v_mov_b32_e32 v44, v49
	v_pk_fma_f32 v[34:35], v[34:35], v[168:169], v[50:51] op_sel:[1,0,0]
	v_pk_fma_f32 v[4:5], v[48:49], v[144:145], v[4:5] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[30:31], v[162:163], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[48:49], v[142:143], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[30:31], v[164:165], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[34:35], v[36:37], v[172:173], v[34:35] op_sel_hi:[0,1,1]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_pk_fma_f32 v[12:13], v[30:31], v[166:167], v[12:13] op_sel:[1,0,0]
	v_pk_fma_f32 v[16:17], v[30:31], v[168:169], v[16:17] op_sel:[1,0,0]
	v_mov_b32_e32 v30, v33
	v_pk_fma_f32 v[8:9], v[44:45], v[158:159], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[44:45], v[160:161], v[4:5] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[34:35], v[68:69], v[124:125], v[34:35] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[32:33], v[170:171], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[16:17], v[32:33], v[172:173], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[38:39], v[162:163], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[38:39], v[164:165], v[4:5] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[34:35], v[18:19], v[132:133], v[34:35] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v32, v41
	v_pk_fma_f32 v[12:13], v[30:31], v[122:123], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[38:39], v[166:167], v[8:9] op_sel:[1,0,0]
	v_pk_fma_f32 v[4:5], v[38:39], v[168:169], v[4:5] op_sel:[1,0,0]
	v_pk_fma_f32 v[18:19], v[18:19], v[176:177], v[34:35] op_sel:[1,0,0]
	v_pk_fma_f32 v[16:17], v[30:31], v[124:125], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[22:23], v[130:131], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[40:41], v[170:171], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[40:41], v[172:173], v[4:5] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[18:19], v[20:21], v[100:101], v[18:19] op_sel_hi:[0,1,1]
	v_mov_b32_e32 v20, v25
	v_pk_fma_f32 v[16:17], v[22:23], v[132:133], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[32:33], v[122:123], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[32:33], v[124:125], v[4:5] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[22:23], v[174:175], v[12:13] op_sel:[1,0,0]
	s_set_vgpr_msb 64                       ;  msbs: dst=1 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[16:17] /*v[272:273]*/, v[52:53], v[104:105], v[18:19] op_sel_hi:[0,1,1]
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_pk_fma_f32 v[16:17], v[22:23], v[176:177], v[16:17] op_sel:[1,0,0]
	v_pk_fma_f32 v[8:9], v[26:27], v[130:131], v[8:9] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[4:5], v[26:27], v[132:133], v[4:5] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[24:25], v[98:99], v[12:13] op_sel_hi:[0,1,1]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_pk_fma_f32 v[22:23], v[24:25], v[100:101], v[16:17] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[26:27], v[174:175], v[8:9] op_sel:[1,0,0]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_pk_fma_f32 v[4:5], v[26:27], v[176:177], v[4:5] op_sel:[1,0,0]
	v_mov_b32_e32 v26, v29
	v_pk_fma_f32 v[16:17], v[20:21], v[102:103], v[12:13] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[24:25], v[28:29], v[98:99], v[8:9] op_sel_hi:[0,1,1]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_pk_fma_f32 v[4:5], v[28:29], v[100:101], v[4:5] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[8:9], v[20:21], v[104:105], v[22:23] op_sel_hi:[0,1,1]
	v_pk_fma_f32 v[12:13], v[26:27], v[102:103], v[24:25] op_sel_hi:[0,1,1]
	s_delay_alu instid0(VALU_DEP_3)
	v_pk_fma_f32 v[4:5], v[26:27], v[104:105], v[4:5] op_sel_hi:[0,1,1]
	.loc	1 26 26                         ; generate.py:26:26
	s_cbranch_scc0 .LBB0_70
.LBB0_6:                                ; =>This Inner Loop Header: Depth=1
	.loc	1 0 26 is_stmt 0                ; generate.py:0:26
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	.loc	1 27 18 is_stmt 1               ; generate.py:27:18
	v_dual_add_nc_u32 v18, s5, v41 /*v297*/ :: v_dual_mov_b32 v20, 0
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	.loc	1 28 95                         ; generate.py:28:95
	v_cmp_gt_i32_e64 s2, s10, v18
	.loc	1 28 42 is_stmt 0               ; generate.py:28:42
	v_ashrrev_i32_e32 v19, 31, v18
	.loc	1 28 81                         ; generate.py:28:81
	s_and_b32 s27, vcc_lo, s2
	.loc	1 28 20                         ; generate.py:28:20
	s_and_saveexec_b32 s26, s27
	s_cbranch_execz .LBB0_8
; %bb.7:                                ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u64 v[20:21], v[18:19], 1, v[224:225]
	.loc	1 28 20                         ; generate.py:28:20
	global_load_u16 v20, v[20:21], off
.LBB0_8:                                ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s26
	v_dual_mov_b32 v21, 0 :: v_dual_mov_b32 v22, 0
	.loc	1 28 81                         ; generate.py:28:81
	s_and_b32 s27, s1, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 28 20                         ; generate.py:28:20
	s_and_saveexec_b32 s26, s27
	s_cbranch_execz .LBB0_10
; %bb.9:                                ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 28 42                         ; generate.py:28:42
	v_lshl_add_u64 v[22:23], v[18:19], 1, v[226:227]
	.loc	1 28 20                         ; generate.py:28:20
	global_load_u16 v22, v[22:23], off
.LBB0_10:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s26
	.loc	1 28 81                         ; generate.py:28:81
	s_and_b32 s27, s11, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 28 20                         ; generate.py:28:20
	s_and_saveexec_b32 s26, s27
	s_cbranch_execz .LBB0_12
; %bb.11:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 28 42                         ; generate.py:28:42
	v_lshl_add_u64 v[24:25], v[18:19], 1, v[232:233]
	.loc	1 28 20                         ; generate.py:28:20
	global_load_u16 v21, v[24:25], off
.LBB0_12:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s26
	v_dual_mov_b32 v23, 0 :: v_dual_mov_b32 v24, 0
	.loc	1 28 81                         ; generate.py:28:81
	s_and_b32 s27, s12, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 28 20                         ; generate.py:28:20
	s_and_saveexec_b32 s26, s27
	s_cbranch_execz .LBB0_14
; %bb.13:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 28 42                         ; generate.py:28:42
	v_lshl_add_u64 v[24:25], v[18:19], 1, v[234:235]
	.loc	1 28 20                         ; generate.py:28:20
	global_load_u16 v24, v[24:25], off
.LBB0_14:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s26
	.loc	1 28 81                         ; generate.py:28:81
	s_and_b32 s27, s13, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 28 20                         ; generate.py:28:20
	s_and_saveexec_b32 s26, s27
	s_cbranch_execz .LBB0_16
; %bb.15:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 28 42                         ; generate.py:28:42
	v_lshl_add_u64 v[26:27], v[18:19], 1, v[236:237]
	.loc	1 28 20                         ; generate.py:28:20
	global_load_u16 v23, v[26:27], off
.LBB0_16:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s26
	v_dual_mov_b32 v25, 0 :: v_dual_mov_b32 v27, 0
	.loc	1 28 81                         ; generate.py:28:81
	s_and_b32 s27, s14, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 28 20                         ; generate.py:28:20
	s_and_saveexec_b32 s26, s27
	s_cbranch_execz .LBB0_18
; %bb.17:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 28 42                         ; generate.py:28:42
	v_lshl_add_u64 v[26:27], v[18:19], 1, v[238:239]
	.loc	1 28 20                         ; generate.py:28:20
	global_load_u16 v27, v[26:27], off
.LBB0_18:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s26
	.loc	1 28 81                         ; generate.py:28:81
	s_and_b32 s27, s15, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 28 20                         ; generate.py:28:20
	s_and_saveexec_b32 s26, s27
	s_cbranch_execz .LBB0_20
; %bb.19:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 28 42                         ; generate.py:28:42
	v_lshl_add_u64 v[28:29], v[18:19], 1, v[240:241]
	.loc	1 28 20                         ; generate.py:28:20
	global_load_u16 v25, v[28:29], off
.LBB0_20:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s26
	v_dual_mov_b32 v28, 0 :: v_dual_mov_b32 v29, 0
	.loc	1 28 81                         ; generate.py:28:81
	s_and_b32 s27, s16, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 28 20                         ; generate.py:28:20
	s_and_saveexec_b32 s26, s27
	s_cbranch_execz .LBB0_22
; %bb.21:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 28 42                         ; generate.py:28:42
	v_lshl_add_u64 v[30:31], v[18:19], 1, v[228:229]
	.loc	1 28 20                         ; generate.py:28:20
	global_load_u16 v29, v[30:31], off
.LBB0_22:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s26
	.loc	1 28 81                         ; generate.py:28:81
	s_and_b32 s27, s17, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 28 20                         ; generate.py:28:20
	s_and_saveexec_b32 s26, s27
	s_cbranch_execz .LBB0_24
; %bb.23:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 28 42                         ; generate.py:28:42
	v_lshl_add_u64 v[30:31], v[18:19], 1, v[242:243]
	.loc	1 28 20                         ; generate.py:28:20
	global_load_u16 v28, v[30:31], off
.LBB0_24:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s26
	v_dual_mov_b32 v30, 0 :: v_dual_mov_b32 v31, 0
	.loc	1 28 81                         ; generate.py:28:81
	s_and_b32 s27, s18, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 28 20                         ; generate.py:28:20
	s_and_saveexec_b32 s26, s27
	s_cbranch_execz .LBB0_26
; %bb.25:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 28 42                         ; generate.py:28:42
	v_lshl_add_u64 v[32:33], v[18:19], 1, v[244:245]
	.loc	1 28 20                         ; generate.py:28:20
	global_load_u16 v31, v[32:33], off
.LBB0_26:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s26
	.loc	1 28 81                         ; generate.py:28:81
	s_and_b32 s27, s19, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 28 20                         ; generate.py:28:20
	s_and_saveexec_b32 s26, s27
	s_cbranch_execz .LBB0_28
; %bb.27:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 28 42                         ; generate.py:28:42
	v_lshl_add_u64 v[32:33], v[18:19], 1, v[246:247]
	.loc	1 28 20                         ; generate.py:28:20
	global_load_u16 v30, v[32:33], off
.LBB0_28:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s26
	v_dual_mov_b32 v32, 0 :: v_dual_mov_b32 v33, 0
	.loc	1 28 81                         ; generate.py:28:81
	s_and_b32 s27, s20, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 28 20                         ; generate.py:28:20
	s_and_saveexec_b32 s26, s27
	s_cbranch_execz .LBB0_30
; %bb.29:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 28 42                         ; generate.py:28:42
	v_lshl_add_u64 v[34:35], v[18:19], 1, v[248:249]
	.loc	1 28 20                         ; generate.py:28:20
	global_load_u16 v33, v[34:35], off
.LBB0_30:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s26
	.loc	1 28 81                         ; generate.py:28:81
	s_and_b32 s27, s21, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 28 20                         ; generate.py:28:20
	s_and_saveexec_b32 s26, s27
	s_cbranch_execz .LBB0_32
; %bb.31:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 28 42                         ; generate.py:28:42
	v_lshl_add_u64 v[34:35], v[18:19], 1, v[250:251]
	.loc	1 28 20                         ; generate.py:28:20
	global_load_u16 v32, v[34:35], off
.LBB0_32:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s26
	v_dual_mov_b32 v34, 0 :: v_dual_mov_b32 v35, 0
	.loc	1 28 81                         ; generate.py:28:81
	s_and_b32 s27, s22, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 28 20                         ; generate.py:28:20
	s_and_saveexec_b32 s26, s27
	s_cbranch_execz .LBB0_34
; %bb.33:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 28 42                         ; generate.py:28:42
	v_lshl_add_u64 v[36:37], v[18:19], 1, v[252:253]
	.loc	1 28 20                         ; generate.py:28:20
	global_load_u16 v35, v[36:37], off
.LBB0_34:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s26
	.loc	1 28 81                         ; generate.py:28:81
	s_and_b32 s27, s23, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 28 20                         ; generate.py:28:20
	s_and_saveexec_b32 s26, s27
	s_cbranch_execz .LBB0_36
; %bb.35:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 28 42                         ; generate.py:28:42
	v_lshl_add_u64 v[36:37], v[18:19], 1, v[254:255]
	.loc	1 28 20                         ; generate.py:28:20
	global_load_u16 v34, v[36:37], off
.LBB0_36:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s26
	v_dual_mov_b32 v26, 0 :: v_dual_mov_b32 v36, 0
	.loc	1 28 81                         ; generate.py:28:81
	s_and_b32 s26, s24, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 28 20                         ; generate.py:28:20
	s_and_saveexec_b32 s2, s26
	s_cbranch_execz .LBB0_38
; %bb.37:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 28 42                         ; generate.py:28:42
	v_lshl_add_u64 v[18:19], v[18:19], 1, v[230:231]
	.loc	1 28 20                         ; generate.py:28:20
	global_load_u16 v36, v[18:19], off
.LBB0_38:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	.loc	1 27 18 is_stmt 1               ; generate.py:27:18
	v_add_nc_u32_e32 v19, s5, v18 /*v274*/
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 29 75                         ; generate.py:29:75
	v_cmp_gt_i32_e64 s2, s10, v19
	.loc	1 29 81 is_stmt 0               ; generate.py:29:81
	s_and_b32 s26, s0, s2
	.loc	1 29 20                         ; generate.py:29:20
	s_and_saveexec_b32 s2, s26
	s_cbranch_execz .LBB0_40
; %bb.39:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_add_nc_u32_e32 v38, s3, v40 /*v296*/
	s_set_vgpr_msb 16                       ;  msbs: dst=0 src0=0 src1=0 src2=1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v39, 31, v38
	v_lshl_add_u64 v[38:39], v[38:39], 1, v[0:1] /*v[256:257]*/
	.loc	1 29 20                         ; generate.py:29:20
	global_load_u16 v26, v[38:39], off
.LBB0_40:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 27 18 is_stmt 1               ; generate.py:27:18
	v_add_nc_u32_e32 v18, 2, v19
	s_set_vgpr_msb 64                       ;  msbs: dst=1 src0=0 src1=0 src2=0
	v_mov_b32_e32 v42 /*v298*/, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(SALU_CYCLE_1)
	.loc	1 29 75                         ; generate.py:29:75
	v_cmp_gt_i32_e64 s2, s10, v18
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_mov_b32_e32 v18, 0
	.loc	1 29 81 is_stmt 0               ; generate.py:29:81
	s_and_b32 s26, s0, s2
	.loc	1 29 20                         ; generate.py:29:20
	s_and_saveexec_b32 s2, s26
	s_cbranch_execz .LBB0_42
; %bb.41:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	.loc	1 29 38                         ; generate.py:29:38
	v_add_nc_u32_e32 v38, s3, v35 /*v291*/
	s_set_vgpr_msb 16                       ;  msbs: dst=0 src0=0 src1=0 src2=1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 29 24                         ; generate.py:29:24
	v_ashrrev_i32_e32 v39, 31, v38
	.loc	1 29 42                         ; generate.py:29:42
	v_lshl_add_u64 v[38:39], v[38:39], 1, v[0:1] /*v[256:257]*/
	.loc	1 29 20                         ; generate.py:29:20
	global_load_u16 v18, v[38:39], off
.LBB0_42:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 27 18 is_stmt 1               ; generate.py:27:18
	v_add_nc_u32_e32 v37, 4, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 29 75                         ; generate.py:29:75
	v_cmp_gt_i32_e64 s2, s10, v37
	.loc	1 29 81 is_stmt 0               ; generate.py:29:81
	s_and_b32 s26, s0, s2
	.loc	1 29 20                         ; generate.py:29:20
	s_and_saveexec_b32 s2, s26
	s_cbranch_execz .LBB0_44
; %bb.43:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	.loc	1 29 38                         ; generate.py:29:38
	v_add_nc_u32_e32 v38, s3, v34 /*v290*/
	s_set_vgpr_msb 16                       ;  msbs: dst=0 src0=0 src1=0 src2=1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 29 24                         ; generate.py:29:24
	v_ashrrev_i32_e32 v39, 31, v38
	.loc	1 29 42                         ; generate.py:29:42
	v_lshl_add_u64 v[38:39], v[38:39], 1, v[0:1] /*v[256:257]*/
	s_set_vgpr_msb 64                       ;  msbs: dst=1 src0=0 src1=0 src2=0
	.loc	1 29 20                         ; generate.py:29:20
	global_load_u16 v42 /*v298*/, v[38:39], off
.LBB0_44:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 27 18 is_stmt 1               ; generate.py:27:18
	v_add_nc_u32_e32 v37, 6, v19
	s_set_vgpr_msb 64                       ;  msbs: dst=1 src0=0 src1=0 src2=0
	v_dual_mov_b32 v43 /*v299*/, 0 :: v_dual_mov_b32 v44 /*v300*/, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 29 75                         ; generate.py:29:75
	v_cmp_gt_i32_e64 s2, s10, v37
	.loc	1 29 81 is_stmt 0               ; generate.py:29:81
	s_and_b32 s26, s0, s2
	.loc	1 29 20                         ; generate.py:29:20
	s_and_saveexec_b32 s2, s26
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_cbranch_execz .LBB0_46
; %bb.45:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	.loc	1 29 38                         ; generate.py:29:38
	v_add_nc_u32_e32 v38, s3, v33 /*v289*/
	s_set_vgpr_msb 16                       ;  msbs: dst=0 src0=0 src1=0 src2=1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 29 24                         ; generate.py:29:24
	v_ashrrev_i32_e32 v39, 31, v38
	.loc	1 29 42                         ; generate.py:29:42
	v_lshl_add_u64 v[38:39], v[38:39], 1, v[0:1] /*v[256:257]*/
	s_set_vgpr_msb 64                       ;  msbs: dst=1 src0=0 src1=0 src2=0
	.loc	1 29 20                         ; generate.py:29:20
	global_load_u16 v44 /*v300*/, v[38:39], off
.LBB0_46:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 27 18 is_stmt 1               ; generate.py:27:18
	v_add_nc_u32_e32 v37, 8, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 29 75                         ; generate.py:29:75
	v_cmp_gt_i32_e64 s2, s10, v37
	.loc	1 29 81 is_stmt 0               ; generate.py:29:81
	s_and_b32 s26, s0, s2
	.loc	1 29 20                         ; generate.py:29:20
	s_and_saveexec_b32 s2, s26
	s_cbranch_execz .LBB0_48
; %bb.47:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	.loc	1 29 38                         ; generate.py:29:38
	v_add_nc_u32_e32 v38, s3, v32 /*v288*/
	s_set_vgpr_msb 16                       ;  msbs: dst=0 src0=0 src1=0 src2=1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 29 24                         ; generate.py:29:24
	v_ashrrev_i32_e32 v39, 31, v38
	.loc	1 29 42                         ; generate.py:29:42
	v_lshl_add_u64 v[38:39], v[38:39], 1, v[0:1] /*v[256:257]*/
	s_set_vgpr_msb 64                       ;  msbs: dst=1 src0=0 src1=0 src2=0
	.loc	1 29 20                         ; generate.py:29:20
	global_load_u16 v43 /*v299*/, v[38:39], off
.LBB0_48:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 27 18 is_stmt 1               ; generate.py:27:18
	v_add_nc_u32_e32 v37, 10, v19
	s_set_vgpr_msb 64                       ;  msbs: dst=1 src0=0 src1=0 src2=0
	v_dual_mov_b32 v45 /*v301*/, 0 :: v_dual_mov_b32 v46 /*v302*/, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 29 75                         ; generate.py:29:75
	v_cmp_gt_i32_e64 s2, s10, v37
	.loc	1 29 81 is_stmt 0               ; generate.py:29:81
	s_and_b32 s26, s0, s2
	.loc	1 29 20                         ; generate.py:29:20
	s_and_saveexec_b32 s2, s26
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_cbranch_execz .LBB0_50
; %bb.49:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	.loc	1 29 38                         ; generate.py:29:38
	v_add_nc_u32_e32 v38, s3, v31 /*v287*/
	s_set_vgpr_msb 16                       ;  msbs: dst=0 src0=0 src1=0 src2=1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 29 24                         ; generate.py:29:24
	v_ashrrev_i32_e32 v39, 31, v38
	.loc	1 29 42                         ; generate.py:29:42
	v_lshl_add_u64 v[38:39], v[38:39], 1, v[0:1] /*v[256:257]*/
	s_set_vgpr_msb 64                       ;  msbs: dst=1 src0=0 src1=0 src2=0
	.loc	1 29 20                         ; generate.py:29:20
	global_load_u16 v46 /*v302*/, v[38:39], off
.LBB0_50:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 27 18 is_stmt 1               ; generate.py:27:18
	v_add_nc_u32_e32 v37, 12, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 29 75                         ; generate.py:29:75
	v_cmp_gt_i32_e64 s2, s10, v37
	.loc	1 29 81 is_stmt 0               ; generate.py:29:81
	s_and_b32 s26, s0, s2
	.loc	1 29 20                         ; generate.py:29:20
	s_and_saveexec_b32 s2, s26
	s_cbranch_execz .LBB0_52
; %bb.51:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	.loc	1 29 38                         ; generate.py:29:38
	v_add_nc_u32_e32 v38, s3, v30 /*v286*/
	s_set_vgpr_msb 16                       ;  msbs: dst=0 src0=0 src1=0 src2=1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 29 24                         ; generate.py:29:24
	v_ashrrev_i32_e32 v39, 31, v38
	.loc	1 29 42                         ; generate.py:29:42
	v_lshl_add_u64 v[38:39], v[38:39], 1, v[0:1] /*v[256:257]*/
	s_set_vgpr_msb 64                       ;  msbs: dst=1 src0=0 src1=0 src2=0
	.loc	1 29 20                         ; generate.py:29:20
	global_load_u16 v45 /*v301*/, v[38:39], off
.LBB0_52:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	.loc	1 27 18 is_stmt 1               ; generate.py:27:18
	v_add_nc_u32_e32 v37, s5, v20 /*v276*/
	s_set_vgpr_msb 64                       ;  msbs: dst=1 src0=0 src1=0 src2=0
	v_dual_mov_b32 v47 /*v303*/, 0 :: v_dual_mov_b32 v48 /*v304*/, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 29 75                         ; generate.py:29:75
	v_cmp_gt_i32_e64 s2, s10, v37
	.loc	1 29 81 is_stmt 0               ; generate.py:29:81
	s_and_b32 s26, s0, s2
	.loc	1 29 20                         ; generate.py:29:20
	s_and_saveexec_b32 s2, s26
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_cbranch_execz .LBB0_54
; %bb.53:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	.loc	1 29 38                         ; generate.py:29:38
	v_add_nc_u32_e32 v38, s3, v39 /*v295*/
	s_set_vgpr_msb 16                       ;  msbs: dst=0 src0=0 src1=0 src2=1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 29 24                         ; generate.py:29:24
	v_ashrrev_i32_e32 v39, 31, v38
	.loc	1 29 42                         ; generate.py:29:42
	v_lshl_add_u64 v[38:39], v[38:39], 1, v[0:1] /*v[256:257]*/
	s_set_vgpr_msb 64                       ;  msbs: dst=1 src0=0 src1=0 src2=0
	.loc	1 29 20                         ; generate.py:29:20
	global_load_u16 v48 /*v304*/, v[38:39], off
.LBB0_54:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 27 18 is_stmt 1               ; generate.py:27:18
	v_add_nc_u32_e32 v37, 16, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 29 75                         ; generate.py:29:75
	v_cmp_gt_i32_e64 s2, s10, v37
	.loc	1 29 81 is_stmt 0               ; generate.py:29:81
	s_and_b32 s26, s0, s2
	.loc	1 29 20                         ; generate.py:29:20
	s_and_saveexec_b32 s2, s26
	s_cbranch_execz .LBB0_56
; %bb.55:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	.loc	1 29 38                         ; generate.py:29:38
	v_add_nc_u32_e32 v38, s3, v29 /*v285*/
	s_set_vgpr_msb 16                       ;  msbs: dst=0 src0=0 src1=0 src2=1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 29 24                         ; generate.py:29:24
	v_ashrrev_i32_e32 v39, 31, v38
	.loc	1 29 42                         ; generate.py:29:42
	v_lshl_add_u64 v[38:39], v[38:39], 1, v[0:1] /*v[256:257]*/
	s_set_vgpr_msb 64                       ;  msbs: dst=1 src0=0 src1=0 src2=0
	.loc	1 29 20                         ; generate.py:29:20
	global_load_u16 v47 /*v303*/, v[38:39], off
.LBB0_56:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 27 18 is_stmt 1               ; generate.py:27:18
	v_add_nc_u32_e32 v37, 18, v19
	s_set_vgpr_msb 64                       ;  msbs: dst=1 src0=0 src1=0 src2=0
	v_dual_mov_b32 v49 /*v305*/, 0 :: v_dual_mov_b32 v50 /*v306*/, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 29 75                         ; generate.py:29:75
	v_cmp_gt_i32_e64 s2, s10, v37
	.loc	1 29 81 is_stmt 0               ; generate.py:29:81
	s_and_b32 s26, s0, s2
	.loc	1 29 20                         ; generate.py:29:20
	s_and_saveexec_b32 s2, s26
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_cbranch_execz .LBB0_58
; %bb.57:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	.loc	1 29 38                         ; generate.py:29:38
	v_add_nc_u32_e32 v38, s3, v28 /*v284*/
	s_set_vgpr_msb 16                       ;  msbs: dst=0 src0=0 src1=0 src2=1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 29 24                         ; generate.py:29:24
	v_ashrrev_i32_e32 v39, 31, v38
	.loc	1 29 42                         ; generate.py:29:42
	v_lshl_add_u64 v[38:39], v[38:39], 1, v[0:1] /*v[256:257]*/
	s_set_vgpr_msb 64                       ;  msbs: dst=1 src0=0 src1=0 src2=0
	.loc	1 29 20                         ; generate.py:29:20
	global_load_u16 v50 /*v306*/, v[38:39], off
.LBB0_58:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 27 18 is_stmt 1               ; generate.py:27:18
	v_add_nc_u32_e32 v37, 20, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 29 75                         ; generate.py:29:75
	v_cmp_gt_i32_e64 s2, s10, v37
	.loc	1 29 81 is_stmt 0               ; generate.py:29:81
	s_and_b32 s26, s0, s2
	.loc	1 29 20                         ; generate.py:29:20
	s_and_saveexec_b32 s2, s26
	s_cbranch_execz .LBB0_60
; %bb.59:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	.loc	1 29 38                         ; generate.py:29:38
	v_add_nc_u32_e32 v38, s3, v27 /*v283*/
	s_set_vgpr_msb 16                       ;  msbs: dst=0 src0=0 src1=0 src2=1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 29 24                         ; generate.py:29:24
	v_ashrrev_i32_e32 v39, 31, v38
	.loc	1 29 42                         ; generate.py:29:42
	v_lshl_add_u64 v[38:39], v[38:39], 1, v[0:1] /*v[256:257]*/
	s_set_vgpr_msb 64                       ;  msbs: dst=1 src0=0 src1=0 src2=0
	.loc	1 29 20                         ; generate.py:29:20
	global_load_u16 v49 /*v305*/, v[38:39], off
.LBB0_60:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 27 18 is_stmt 1               ; generate.py:27:18
	v_add_nc_u32_e32 v37, 22, v19
	s_set_vgpr_msb 64                       ;  msbs: dst=1 src0=0 src1=0 src2=0
	v_dual_mov_b32 v51 /*v307*/, 0 :: v_dual_mov_b32 v52 /*v308*/, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 29 75                         ; generate.py:29:75
	v_cmp_gt_i32_e64 s2, s10, v37
	.loc	1 29 81 is_stmt 0               ; generate.py:29:81
	s_and_b32 s26, s0, s2
	.loc	1 29 20                         ; generate.py:29:20
	s_and_saveexec_b32 s2, s26
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_cbranch_execz .LBB0_62
; %bb.61:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	.loc	1 29 38                         ; generate.py:29:38
	v_add_nc_u32_e32 v38, s3, v26 /*v282*/
	s_set_vgpr_msb 16                       ;  msbs: dst=0 src0=0 src1=0 src2=1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 29 24                         ; generate.py:29:24
	v_ashrrev_i32_e32 v39, 31, v38
	.loc	1 29 42                         ; generate.py:29:42
	v_lshl_add_u64 v[38:39], v[38:39], 1, v[0:1] /*v[256:257]*/
	s_set_vgpr_msb 64                       ;  msbs: dst=1 src0=0 src1=0 src2=0
	.loc	1 29 20                         ; generate.py:29:20
	global_load_u16 v52 /*v308*/, v[38:39], off
.LBB0_62:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 27 18 is_stmt 1               ; generate.py:27:18
	v_add_nc_u32_e32 v37, 24, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 29 75                         ; generate.py:29:75
	v_cmp_gt_i32_e64 s2, s10, v37
	.loc	1 29 81 is_stmt 0               ; generate.py:29:81
	s_and_b32 s26, s0, s2
	.loc	1 29 20                         ; generate.py:29:20
	s_and_saveexec_b32 s2, s26
	s_cbranch_execz .LBB0_64
; %bb.63:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	.loc	1 29 38                         ; generate.py:29:38
	v_add_nc_u32_e32 v38, s3, v25 /*v281*/
	s_set_vgpr_msb 16                       ;  msbs: dst=0 src0=0 src1=0 src2=1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 29 24                         ; generate.py:29:24
	v_ashrrev_i32_e32 v39, 31, v38
	.loc	1 29 42                         ; generate.py:29:42
	v_lshl_add_u64 v[38:39], v[38:39], 1, v[0:1] /*v[256:257]*/
	s_set_vgpr_msb 64                       ;  msbs: dst=1 src0=0 src1=0 src2=0
	.loc	1 29 20                         ; generate.py:29:20
	global_load_u16 v51 /*v307*/, v[38:39], off
.LBB0_64:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 27 18 is_stmt 1               ; generate.py:27:18
	v_add_nc_u32_e32 v37, 26, v19
	s_set_vgpr_msb 64                       ;  msbs: dst=1 src0=0 src1=0 src2=0
	v_dual_mov_b32 v53 /*v309*/, 0 :: v_dual_mov_b32 v54 /*v310*/, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 29 75                         ; generate.py:29:75
	v_cmp_gt_i32_e64 s2, s10, v37
	.loc	1 29 81 is_stmt 0               ; generate.py:29:81
	s_and_b32 s26, s0, s2
	.loc	1 29 20                         ; generate.py:29:20
	s_and_saveexec_b32 s2, s26
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_cbranch_execz .LBB0_66
; %bb.65:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	.loc	1 29 38                         ; generate.py:29:38
	v_add_nc_u32_e32 v38, s3, v23 /*v279*/
	s_set_vgpr_msb 16                       ;  msbs: dst=0 src0=0 src1=0 src2=1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 29 24                         ; generate.py:29:24
	v_ashrrev_i32_e32 v39, 31, v38
	.loc	1 29 42                         ; generate.py:29:42
	v_lshl_add_u64 v[38:39], v[38:39], 1, v[0:1] /*v[256:257]*/
	s_set_vgpr_msb 64                       ;  msbs: dst=1 src0=0 src1=0 src2=0
	.loc	1 29 20                         ; generate.py:29:20
	global_load_u16 v54 /*v310*/, v[38:39], off
.LBB0_66:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	.loc	1 27 18 is_stmt 1               ; generate.py:27:18
	v_add_nc_u32_e32 v19, 28, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 29 75                         ; generate.py:29:75
	v_cmp_gt_i32_e64 s2, s10, v19
	.loc	1 29 81 is_stmt 0               ; generate.py:29:81
	s_and_b32 s26, s0, s2
	.loc	1 29 20                         ; generate.py:29:20
	s_and_saveexec_b32 s2, s26
	s_cbranch_execz .LBB0_68
; %bb.67:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	.loc	1 29 38                         ; generate.py:29:38
	v_add_nc_u32_e32 v38, s3, v22 /*v278*/
	s_set_vgpr_msb 16                       ;  msbs: dst=0 src0=0 src1=0 src2=1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 29 24                         ; generate.py:29:24
	v_ashrrev_i32_e32 v39, 31, v38
	.loc	1 29 42                         ; generate.py:29:42
	v_lshl_add_u64 v[38:39], v[38:39], 1, v[0:1] /*v[256:257]*/
	s_set_vgpr_msb 64                       ;  msbs: dst=1 src0=0 src1=0 src2=0
	.loc	1 29 20                         ; generate.py:29:20
	global_load_u16 v53 /*v309*/, v[38:39], off
.LBB0_68:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	.loc	1 28 95 is_stmt 1               ; generate.py:28:95
	v_add_nc_u32_e32 v19, s5, v19 /*v275*/
	s_set_vgpr_msb 64                       ;  msbs: dst=1 src0=0 src1=0 src2=0
	v_mov_b32_e32 v55 /*v311*/, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 29 75                         ; generate.py:29:75
	v_cmp_gt_i32_e64 s2, s10, v19
	.loc	1 29 81 is_stmt 0               ; generate.py:29:81
	s_and_b32 s26, s0, s2
	.loc	1 29 20                         ; generate.py:29:20
	s_and_saveexec_b32 s2, s26
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_cbranch_execz .LBB0_5
; %bb.69:                               ;   in Loop: Header=BB0_6 Depth=1
	.loc	1 0 20                          ; generate.py:0:20
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	.loc	1 29 24                         ; generate.py:29:24
	v_add_nc_u32_e32 v38, s3, v38 /*v294*/
	s_set_vgpr_msb 16                       ;  msbs: dst=0 src0=0 src1=0 src2=1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v39, 31, v38
	.loc	1 29 42                         ; generate.py:29:42
	v_lshl_add_u64 v[38:39], v[38:39], 1, v[0:1] /*v[256:257]*/
	s_set_vgpr_msb 64                       ;  msbs: dst=1 src0=0 src1=0 src2=0
	.loc	1 29 20                         ; generate.py:29:20
	global_load_u16 v55 /*v311*/, v[38:39], off
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_branch .LBB0_5
.LBB0_70:                               ; %._crit_edge.loopexit
	.loc	1 0 20                          ; generate.py:0:20
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v19, v4 :: v_dual_mov_b32 v27, v12
	v_dual_mov_b32 v23, v8 :: v_dual_mov_b32 v31, v16
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_dual_mov_b32 v4, v17 /*v273*/ :: v_dual_mov_b32 v18, v16 /*v272*/
	v_dual_mov_b32 v12, v11 /*v267*/ :: v_dual_mov_b32 v26, v10 /*v266*/
	v_dual_mov_b32 v8, v15 /*v271*/ :: v_dual_mov_b32 v22, v14 /*v270*/
	v_dual_mov_b32 v16, v13 /*v269*/ :: v_dual_mov_b32 v30, v12 /*v268*/
	v_mov_b32_e32 v20, v21 /*v277*/
.LBB0_71:                               ; %._crit_edge
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 31 48 is_stmt 1               ; generate.py:31:48
	v_and_b32_e32 v20, 0x770, v20
	v_dual_mov_b32 v28, v6 /*v262*/ :: v_dual_lshlrev_b32 v21, 8, v0
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_dual_mov_b32 v29, v14 :: v_dual_mov_b32 v25, v10
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_dual_mov_b32 v14, v7 /*v263*/ :: v_dual_mov_b32 v10, v9 /*v265*/
	v_and_or_b32 v32, 0x800, v21, v20
	v_mov_b32_e32 v24, v8 /*v264*/
	s_barrier_signal -1
	s_barrier_wait -1
	s_delay_alu instid0(VALU_DEP_2)
	v_add_nc_u32_e32 v20, 0, v32
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_xad_u32 v21, v32, 32, 0
	ds_store_b128 v20, v[28:31]
	ds_store_b128 v20, v[24:27] offset:128
	ds_store_b128 v21, v[14:17] offset:4096
	ds_store_b128 v21, v[10:13] offset:4224
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_mov_b32_e32 v20, v4 /*v260*/
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_dual_mov_b32 v21, v6 :: v_dual_mov_b32 v17, v2
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_dual_mov_b32 v16, v2 /*v258*/ :: v_dual_bitop2_b32 v6, 3, v0 bitop3:0x40
	v_dual_lshlrev_b32 v2, 6, v0 :: v_dual_lshlrev_b32 v0, 1, v0
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_xad_u32 v10, v32, 64, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_dual_lshlrev_b32 v12, 12, v6 :: v_dual_lshlrev_b32 v13, 5, v6
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_mov_b32_e32 v6, v5 /*v261*/
	v_and_b32_e32 v14, 0x800, v2
	v_and_b32_e32 v0, 0x80, v0
	v_xad_u32 v11, 0x60, v32, 0
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_bitop3_b32 v1, v13, v1, 0x70 bitop3:0x78
	s_set_vgpr_msb 5                        ;  msbs: dst=0 src0=1 src1=1 src2=0
	v_dual_mov_b32 v2, v3 /*v259*/ :: v_dual_bitop2_b32 v32, s25, v18 /*v274*/ bitop3:0x54
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	v_add3_u32 v12, 0, v12, v14
	ds_store_b128 v10, v[20:23] offset:8192
	ds_store_b128 v10, v[16:19] offset:8320
	ds_store_b128 v11, v[6:9] offset:12288
	ds_store_b128 v11, v[2:5] offset:12416
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	v_add3_u32 v0, v12, v0, v1
	ds_load_b128 v[28:31], v0
	ds_load_b128 v[24:27], v0 offset:256
	ds_load_b128 v[20:23], v0 offset:512
	ds_load_b128 v[16:19], v0 offset:768
	ds_load_b128 v[12:15], v0 offset:1024
	ds_load_b128 v[8:11], v0 offset:1280
	ds_load_b128 v[4:7], v0 offset:1536
	ds_load_b128 v[0:3], v0 offset:1792
	.loc	1 31 73 is_stmt 0               ; generate.py:31:73
	v_cmp_gt_i32_e32 vcc_lo, s8, v32
	.loc	1 31 79                         ; generate.py:31:79
	s_and_b32 s2, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	.loc	1 31 48                         ; generate.py:31:48
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_73
; %bb.72:
	.loc	1 0 48                          ; generate.py:0:48
	v_mul_lo_u32 v34, s9, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v35, 31, v34
	v_lshl_add_u64 v[34:35], v[34:35], 2, s[6:7]
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u64 v[34:35], v[222:223], 2, v[34:35]
	.loc	1 31 48                         ; generate.py:31:48
	s_wait_dscnt 0x7
	global_store_b32 v[34:35], v28, off
.LBB0_73:
	.loc	1 0 48                          ; generate.py:0:48
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s1
	.loc	1 22 33 is_stmt 1               ; generate.py:22:33
	s_wait_dscnt 0x7
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_or3_b32 v28, v18 /*v274*/, s25, 2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 31 73                         ; generate.py:31:73
	v_cmp_gt_i32_e32 vcc_lo, s8, v28
	.loc	1 31 79 is_stmt 0               ; generate.py:31:79
	s_and_b32 s2, vcc_lo, s0
	.loc	1 31 48                         ; generate.py:31:48
	s_and_saveexec_b32 s1, s2
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_cbranch_execz .LBB0_75
; %bb.74:
	.loc	1 31 31                         ; generate.py:31:31
	v_mul_lo_u32 v34, s9, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 31 17                         ; generate.py:31:17
	v_ashrrev_i32_e32 v35, 31, v34
	v_lshl_add_u64 v[34:35], v[34:35], 2, s[6:7]
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 31 35                         ; generate.py:31:35
	v_lshl_add_u64 v[34:35], v[222:223], 2, v[34:35]
	.loc	1 31 48                         ; generate.py:31:48
	global_store_b32 v[34:35], v29, off
.LBB0_75:
	.loc	1 0 48                          ; generate.py:0:48
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s1
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	.loc	1 22 33 is_stmt 1               ; generate.py:22:33
	v_or3_b32 v28, v18 /*v274*/, s25, 4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 31 73                         ; generate.py:31:73
	v_cmp_gt_i32_e32 vcc_lo, s8, v28
	.loc	1 31 79 is_stmt 0               ; generate.py:31:79
	s_and_b32 s2, vcc_lo, s0
	.loc	1 31 48                         ; generate.py:31:48
	s_and_saveexec_b32 s1, s2
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_cbranch_execz .LBB0_77
; %bb.76:
	.loc	1 31 31                         ; generate.py:31:31
	v_mul_lo_u32 v28, s9, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 31 17                         ; generate.py:31:17
	v_ashrrev_i32_e32 v29, 31, v28
	v_lshl_add_u64 v[28:29], v[28:29], 2, s[6:7]
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 31 35                         ; generate.py:31:35
	v_lshl_add_u64 v[28:29], v[222:223], 2, v[28:29]
	.loc	1 31 48                         ; generate.py:31:48
	s_wait_dscnt 0x6
	global_store_b32 v[28:29], v24, off
.LBB0_77:
	.loc	1 0 48                          ; generate.py:0:48
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s1
	.loc	1 22 33 is_stmt 1               ; generate.py:22:33
	s_wait_dscnt 0x6
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_or3_b32 v24, v18 /*v274*/, s25, 6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 31 73                         ; generate.py:31:73
	v_cmp_gt_i32_e32 vcc_lo, s8, v24
	.loc	1 31 79 is_stmt 0               ; generate.py:31:79
	s_and_b32 s2, vcc_lo, s0
	.loc	1 31 48                         ; generate.py:31:48
	s_and_saveexec_b32 s1, s2
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_cbranch_execz .LBB0_79
; %bb.78:
	.loc	1 31 31                         ; generate.py:31:31
	v_mul_lo_u32 v28, s9, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 31 17                         ; generate.py:31:17
	v_ashrrev_i32_e32 v29, 31, v28
	v_lshl_add_u64 v[28:29], v[28:29], 2, s[6:7]
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 31 35                         ; generate.py:31:35
	v_lshl_add_u64 v[28:29], v[222:223], 2, v[28:29]
	.loc	1 31 48                         ; generate.py:31:48
	global_store_b32 v[28:29], v25, off
.LBB0_79:
	.loc	1 0 48                          ; generate.py:0:48
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s1
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	.loc	1 22 33 is_stmt 1               ; generate.py:22:33
	v_or3_b32 v24, v18 /*v274*/, s25, 8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 31 73                         ; generate.py:31:73
	v_cmp_gt_i32_e32 vcc_lo, s8, v24
	.loc	1 31 79 is_stmt 0               ; generate.py:31:79
	s_and_b32 s2, vcc_lo, s0
	.loc	1 31 48                         ; generate.py:31:48
	s_and_saveexec_b32 s1, s2
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_cbranch_execz .LBB0_81
; %bb.80:
	.loc	1 31 31                         ; generate.py:31:31
	v_mul_lo_u32 v24, s9, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 31 17                         ; generate.py:31:17
	v_ashrrev_i32_e32 v25, 31, v24
	v_lshl_add_u64 v[24:25], v[24:25], 2, s[6:7]
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 31 35                         ; generate.py:31:35
	v_lshl_add_u64 v[24:25], v[222:223], 2, v[24:25]
	.loc	1 31 48                         ; generate.py:31:48
	s_wait_dscnt 0x5
	global_store_b32 v[24:25], v20, off
.LBB0_81:
	.loc	1 0 48                          ; generate.py:0:48
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s1
	.loc	1 22 33 is_stmt 1               ; generate.py:22:33
	s_wait_dscnt 0x5
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_or3_b32 v20, v18 /*v274*/, s25, 10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 31 73                         ; generate.py:31:73
	v_cmp_gt_i32_e32 vcc_lo, s8, v20
	.loc	1 31 79 is_stmt 0               ; generate.py:31:79
	s_and_b32 s2, vcc_lo, s0
	.loc	1 31 48                         ; generate.py:31:48
	s_and_saveexec_b32 s1, s2
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_cbranch_execz .LBB0_83
; %bb.82:
	.loc	1 31 31                         ; generate.py:31:31
	v_mul_lo_u32 v24, s9, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 31 17                         ; generate.py:31:17
	v_ashrrev_i32_e32 v25, 31, v24
	v_lshl_add_u64 v[24:25], v[24:25], 2, s[6:7]
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 31 35                         ; generate.py:31:35
	v_lshl_add_u64 v[24:25], v[222:223], 2, v[24:25]
	.loc	1 31 48                         ; generate.py:31:48
	global_store_b32 v[24:25], v21, off
.LBB0_83:
	.loc	1 0 48                          ; generate.py:0:48
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s1
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	.loc	1 22 33 is_stmt 1               ; generate.py:22:33
	v_or3_b32 v20, v18 /*v274*/, s25, 12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 31 73                         ; generate.py:31:73
	v_cmp_gt_i32_e32 vcc_lo, s8, v20
	.loc	1 31 79 is_stmt 0               ; generate.py:31:79
	s_and_b32 s2, vcc_lo, s0
	.loc	1 31 48                         ; generate.py:31:48
	s_and_saveexec_b32 s1, s2
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_cbranch_execz .LBB0_85
; %bb.84:
	.loc	1 31 31                         ; generate.py:31:31
	v_mul_lo_u32 v20, s9, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 31 17                         ; generate.py:31:17
	v_ashrrev_i32_e32 v21, 31, v20
	v_lshl_add_u64 v[20:21], v[20:21], 2, s[6:7]
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 31 35                         ; generate.py:31:35
	v_lshl_add_u64 v[20:21], v[222:223], 2, v[20:21]
	.loc	1 31 48                         ; generate.py:31:48
	s_wait_dscnt 0x4
	global_store_b32 v[20:21], v16, off
.LBB0_85:
	.loc	1 0 48                          ; generate.py:0:48
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s1
	.loc	1 22 33 is_stmt 1               ; generate.py:22:33
	s_wait_dscnt 0x4
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_or_b32_e32 v16, s25, v20 /*v276*/
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 31 73                         ; generate.py:31:73
	v_cmp_gt_i32_e32 vcc_lo, s8, v16
	.loc	1 31 79 is_stmt 0               ; generate.py:31:79
	s_and_b32 s2, vcc_lo, s0
	.loc	1 31 48                         ; generate.py:31:48
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_87
; %bb.86:
	.loc	1 31 31                         ; generate.py:31:31
	v_mul_lo_u32 v20, s9, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 31 17                         ; generate.py:31:17
	v_ashrrev_i32_e32 v21, 31, v20
	v_lshl_add_u64 v[20:21], v[20:21], 2, s[6:7]
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 31 35                         ; generate.py:31:35
	v_lshl_add_u64 v[20:21], v[222:223], 2, v[20:21]
	.loc	1 31 48                         ; generate.py:31:48
	global_store_b32 v[20:21], v17, off
.LBB0_87:
	.loc	1 0 48                          ; generate.py:0:48
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s1
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	.loc	1 22 33 is_stmt 1               ; generate.py:22:33
	v_or3_b32 v16, v18 /*v274*/, s25, 16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 31 73                         ; generate.py:31:73
	v_cmp_gt_i32_e32 vcc_lo, s8, v16
	.loc	1 31 79 is_stmt 0               ; generate.py:31:79
	s_and_b32 s2, vcc_lo, s0
	.loc	1 31 48                         ; generate.py:31:48
	s_and_saveexec_b32 s1, s2
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_cbranch_execz .LBB0_89
; %bb.88:
	.loc	1 31 31                         ; generate.py:31:31
	v_mul_lo_u32 v16, s9, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 31 17                         ; generate.py:31:17
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], v[16:17], 2, s[6:7]
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 31 35                         ; generate.py:31:35
	v_lshl_add_u64 v[16:17], v[222:223], 2, v[16:17]
	.loc	1 31 48                         ; generate.py:31:48
	s_wait_dscnt 0x3
	global_store_b32 v[16:17], v12, off
.LBB0_89:
	.loc	1 0 48                          ; generate.py:0:48
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s1
	.loc	1 22 33 is_stmt 1               ; generate.py:22:33
	s_wait_dscnt 0x3
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_or3_b32 v12, v18 /*v274*/, s25, 18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 31 73                         ; generate.py:31:73
	v_cmp_gt_i32_e32 vcc_lo, s8, v12
	.loc	1 31 79 is_stmt 0               ; generate.py:31:79
	s_and_b32 s2, vcc_lo, s0
	.loc	1 31 48                         ; generate.py:31:48
	s_and_saveexec_b32 s1, s2
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_cbranch_execz .LBB0_91
; %bb.90:
	.loc	1 31 31                         ; generate.py:31:31
	v_mul_lo_u32 v16, s9, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 31 17                         ; generate.py:31:17
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], v[16:17], 2, s[6:7]
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 31 35                         ; generate.py:31:35
	v_lshl_add_u64 v[16:17], v[222:223], 2, v[16:17]
	.loc	1 31 48                         ; generate.py:31:48
	global_store_b32 v[16:17], v13, off
.LBB0_91:
	.loc	1 0 48                          ; generate.py:0:48
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s1
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	.loc	1 22 33 is_stmt 1               ; generate.py:22:33
	v_or3_b32 v12, v18 /*v274*/, s25, 20
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 31 73                         ; generate.py:31:73
	v_cmp_gt_i32_e32 vcc_lo, s8, v12
	.loc	1 31 79 is_stmt 0               ; generate.py:31:79
	s_and_b32 s2, vcc_lo, s0
	.loc	1 31 48                         ; generate.py:31:48
	s_and_saveexec_b32 s1, s2
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_cbranch_execz .LBB0_93
; %bb.92:
	.loc	1 31 31                         ; generate.py:31:31
	v_mul_lo_u32 v12, s9, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 31 17                         ; generate.py:31:17
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_add_u64 v[12:13], v[12:13], 2, s[6:7]
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 31 35                         ; generate.py:31:35
	v_lshl_add_u64 v[12:13], v[222:223], 2, v[12:13]
	.loc	1 31 48                         ; generate.py:31:48
	s_wait_dscnt 0x2
	global_store_b32 v[12:13], v8, off
.LBB0_93:
	.loc	1 0 48                          ; generate.py:0:48
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s1
	.loc	1 22 33 is_stmt 1               ; generate.py:22:33
	s_wait_dscnt 0x2
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_or3_b32 v8, v18 /*v274*/, s25, 22
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 31 73                         ; generate.py:31:73
	v_cmp_gt_i32_e32 vcc_lo, s8, v8
	.loc	1 31 79 is_stmt 0               ; generate.py:31:79
	s_and_b32 s2, vcc_lo, s0
	.loc	1 31 48                         ; generate.py:31:48
	s_and_saveexec_b32 s1, s2
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_cbranch_execz .LBB0_95
; %bb.94:
	.loc	1 31 31                         ; generate.py:31:31
	v_mul_lo_u32 v12, s9, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 31 17                         ; generate.py:31:17
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_add_u64 v[12:13], v[12:13], 2, s[6:7]
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 31 35                         ; generate.py:31:35
	v_lshl_add_u64 v[12:13], v[222:223], 2, v[12:13]
	.loc	1 31 48                         ; generate.py:31:48
	global_store_b32 v[12:13], v9, off
.LBB0_95:
	.loc	1 0 48                          ; generate.py:0:48
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s1
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	.loc	1 22 33 is_stmt 1               ; generate.py:22:33
	v_or3_b32 v8, v18 /*v274*/, s25, 24
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 31 73                         ; generate.py:31:73
	v_cmp_gt_i32_e32 vcc_lo, s8, v8
	.loc	1 31 79 is_stmt 0               ; generate.py:31:79
	s_and_b32 s2, vcc_lo, s0
	.loc	1 31 48                         ; generate.py:31:48
	s_and_saveexec_b32 s1, s2
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_cbranch_execz .LBB0_97
; %bb.96:
	.loc	1 31 31                         ; generate.py:31:31
	v_mul_lo_u32 v8, s9, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 31 17                         ; generate.py:31:17
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[6:7]
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 31 35                         ; generate.py:31:35
	v_lshl_add_u64 v[8:9], v[222:223], 2, v[8:9]
	.loc	1 31 48                         ; generate.py:31:48
	s_wait_dscnt 0x1
	global_store_b32 v[8:9], v4, off
.LBB0_97:
	.loc	1 0 48                          ; generate.py:0:48
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s1
	.loc	1 22 33 is_stmt 1               ; generate.py:22:33
	s_wait_dscnt 0x1
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	v_or3_b32 v4, v18 /*v274*/, s25, 26
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 31 73                         ; generate.py:31:73
	v_cmp_gt_i32_e32 vcc_lo, s8, v4
	.loc	1 31 79 is_stmt 0               ; generate.py:31:79
	s_and_b32 s2, vcc_lo, s0
	.loc	1 31 48                         ; generate.py:31:48
	s_and_saveexec_b32 s1, s2
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_cbranch_execz .LBB0_99
; %bb.98:
	.loc	1 31 31                         ; generate.py:31:31
	v_mul_lo_u32 v8, s9, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 31 17                         ; generate.py:31:17
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[6:7]
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 31 35                         ; generate.py:31:35
	v_lshl_add_u64 v[8:9], v[222:223], 2, v[8:9]
	.loc	1 31 48                         ; generate.py:31:48
	global_store_b32 v[8:9], v5, off
.LBB0_99:
	.loc	1 0 48                          ; generate.py:0:48
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s1
	s_set_vgpr_msb 1                        ;  msbs: dst=0 src0=1 src1=0 src2=0
	.loc	1 22 33 is_stmt 1               ; generate.py:22:33
	v_or3_b32 v4, v18 /*v274*/, s25, 28
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 31 73                         ; generate.py:31:73
	v_cmp_gt_i32_e32 vcc_lo, s8, v4
	.loc	1 31 79 is_stmt 0               ; generate.py:31:79
	s_and_b32 s2, vcc_lo, s0
	.loc	1 31 48                         ; generate.py:31:48
	s_and_saveexec_b32 s1, s2
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_cbranch_execz .LBB0_101
; %bb.100:
	.loc	1 31 31                         ; generate.py:31:31
	v_mul_lo_u32 v4, s9, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 31 17                         ; generate.py:31:17
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 31 35                         ; generate.py:31:35
	v_lshl_add_u64 v[4:5], v[222:223], 2, v[4:5]
	.loc	1 31 48                         ; generate.py:31:48
	s_wait_dscnt 0x0
	global_store_b32 v[4:5], v0, off
.LBB0_101:
	.loc	1 0 48                          ; generate.py:0:48
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s1
	.loc	1 22 33 is_stmt 1               ; generate.py:22:33
	s_wait_dscnt 0x0
	s_set_vgpr_msb 4                        ;  msbs: dst=0 src0=0 src1=1 src2=0
	v_or_b32_e32 v0, s25, v19 /*v275*/
	s_set_vgpr_msb 0                        ;  msbs: dst=0 src0=0 src1=0 src2=0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 31 73                         ; generate.py:31:73
	v_cmp_gt_i32_e32 vcc_lo, s8, v0
	.loc	1 31 79 is_stmt 0               ; generate.py:31:79
	s_and_b32 s2, vcc_lo, s0
	.loc	1 31 48                         ; generate.py:31:48
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_103
; %bb.102:
	.loc	1 31 31                         ; generate.py:31:31
	v_mul_lo_u32 v4, s9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 31 17                         ; generate.py:31:17
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 31 35                         ; generate.py:31:35
	v_lshl_add_u64 v[4:5], v[222:223], 2, v[4:5]
	.loc	1 31 48                         ; generate.py:31:48
	global_store_b32 v[4:5], v1, off
.LBB0_103:
	.loc	1 0 48                          ; generate.py:0:48
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s1
	.loc	1 22 33 is_stmt 1               ; generate.py:22:33
	v_or_b32_e32 v1, 32, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	.loc	1 31 31                         ; generate.py:31:31
	v_mul_lo_u32 v0, s9, v1
	.loc	1 31 73 is_stmt 0               ; generate.py:31:73
	v_cmp_gt_i32_e32 vcc_lo, s8, v1
	.loc	1 31 79                         ; generate.py:31:79
	s_and_b32 s2, vcc_lo, s0
	.loc	1 31 48                         ; generate.py:31:48
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB0_105
; %bb.104:
	.loc	1 0 48                          ; generate.py:0:48
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 31 17                         ; generate.py:31:17
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[4:5], v[0:1], 2, s[6:7]
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 31 35                         ; generate.py:31:35
	v_lshl_add_u64 v[4:5], v[222:223], 2, v[4:5]
	.loc	1 31 48                         ; generate.py:31:48
	global_store_b32 v[4:5], v30, off
.LBB0_105:
	.loc	1 0 48                          ; generate.py:0:48
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s1
	.loc	1 22 33 is_stmt 1               ; generate.py:22:33
	v_or_b32_e32 v1, 34, v32
	.loc	1 31 31                         ; generate.py:31:31
	s_lshl_b32 s1, s9, 1
	s_delay_alu instid0(VALU_DEP_3) | instid1(SALU_CYCLE_1)
	v_add_nc_u32_e32 v0, s1, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 31 73 is_stmt 0               ; generate.py:31:73
	v_cmp_gt_i32_e32 vcc_lo, s8, v1
	.loc	1 31 79                         ; generate.py:31:79
	s_and_b32 s3, vcc_lo, s0
	.loc	1 31 48                         ; generate.py:31:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execz .LBB0_107
; %bb.106:
	.loc	1 31 17                         ; generate.py:31:17
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_add_u64 v[4:5], v[0:1], 2, s[6:7]
	.loc	1 31 35                         ; generate.py:31:35
	v_lshl_add_u64 v[4:5], v[222:223], 2, v[4:5]
	.loc	1 31 48                         ; generate.py:31:48
	global_store_b32 v[4:5], v31, off
.LBB0_107:
	.loc	1 0 48                          ; generate.py:0:48
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 22 33 is_stmt 1               ; generate.py:22:33
	v_or_b32_e32 v1, 36, v32
	.loc	1 31 31                         ; generate.py:31:31
	v_add_nc_u32_e32 v0, s1, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 31 73 is_stmt 0               ; generate.py:31:73
	v_cmp_gt_i32_e32 vcc_lo, s8, v1
	.loc	1 31 79                         ; generate.py:31:79
	s_and_b32 s3, vcc_lo, s0
	.loc	1 31 48                         ; generate.py:31:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execz .LBB0_109
; %bb.108:
	.loc	1 31 17                         ; generate.py:31:17
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_add_u64 v[4:5], v[0:1], 2, s[6:7]
	.loc	1 31 35                         ; generate.py:31:35
	v_lshl_add_u64 v[4:5], v[222:223], 2, v[4:5]
	.loc	1 31 48                         ; generate.py:31:48
	global_store_b32 v[4:5], v26, off
.LBB0_109:
	.loc	1 0 48                          ; generate.py:0:48
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 22 33 is_stmt 1               ; generate.py:22:33
	v_or_b32_e32 v1, 38, v32
	.loc	1 31 31                         ; generate.py:31:31
	v_add_nc_u32_e32 v0, s1, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 31 73 is_stmt 0               ; generate.py:31:73
	v_cmp_gt_i32_e32 vcc_lo, s8, v1
	.loc	1 31 79                         ; generate.py:31:79
	s_and_b32 s3, vcc_lo, s0
	.loc	1 31 48                         ; generate.py:31:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execz .LBB0_111
; %bb.110:
	.loc	1 31 17                         ; generate.py:31:17
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_add_u64 v[4:5], v[0:1], 2, s[6:7]
	.loc	1 31 35                         ; generate.py:31:35
	v_lshl_add_u64 v[4:5], v[222:223], 2, v[4:5]
	.loc	1 31 48                         ; generate.py:31:48
	global_store_b32 v[4:5], v27, off
.LBB0_111:
	.loc	1 0 48                          ; generate.py:0:48
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 22 33 is_stmt 1               ; generate.py:22:33
	v_or_b32_e32 v1, 40, v32
	.loc	1 31 31                         ; generate.py:31:31
	v_add_nc_u32_e32 v0, s1, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 31 73 is_stmt 0               ; generate.py:31:73
	v_cmp_gt_i32_e32 vcc_lo, s8, v1
	.loc	1 31 79                         ; generate.py:31:79
	s_and_b32 s3, vcc_lo, s0
	.loc	1 31 48                         ; generate.py:31:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execz .LBB0_113
; %bb.112:
	.loc	1 31 17                         ; generate.py:31:17
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_add_u64 v[4:5], v[0:1], 2, s[6:7]
	.loc	1 31 35                         ; generate.py:31:35
	v_lshl_add_u64 v[4:5], v[222:223], 2, v[4:5]
	.loc	1 31 48                         ; generate.py:31:48
	global_store_b32 v[4:5], v22, off
.LBB0_113:
	.loc	1 0 48                          ; generate.py:0:48
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 22 33 is_stmt 1               ; generate.py:22:33
	v_or_b32_e32 v1, 42, v32
	.loc	1 31 31                         ; generate.py:31:31
	v_add_nc_u32_e32 v0, s1, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 31 73 is_stmt 0               ; generate.py:31:73
	v_cmp_gt_i32_e32 vcc_lo, s8, v1
	.loc	1 31 79                         ; generate.py:31:79
	s_and_b32 s3, vcc_lo, s0
	.loc	1 31 48                         ; generate.py:31:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execz .LBB0_115
; %bb.114:
	.loc	1 31 17                         ; generate.py:31:17
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_add_u64 v[4:5], v[0:1], 2, s[6:7]
	.loc	1 31 35                         ; generate.py:31:35
	v_lshl_add_u64 v[4:5], v[222:223], 2, v[4:5]
	.loc	1 31 48                         ; generate.py:31:48
	global_store_b32 v[4:5], v23, off
.LBB0_115:
	.loc	1 0 48                          ; generate.py:0:48
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 22 33 is_stmt 1               ; generate.py:22:33
	v_or_b32_e32 v1, 44, v32
	.loc	1 31 31                         ; generate.py:31:31
	v_add_nc_u32_e32 v0, s1, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 31 73 is_stmt 0               ; generate.py:31:73
	v_cmp_gt_i32_e32 vcc_lo, s8, v1
	.loc	1 31 79                         ; generate.py:31:79
	s_and_b32 s3, vcc_lo, s0
	.loc	1 31 48                         ; generate.py:31:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execz .LBB0_117
; %bb.116:
	.loc	1 31 17                         ; generate.py:31:17
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_add_u64 v[4:5], v[0:1], 2, s[6:7]
	.loc	1 31 35                         ; generate.py:31:35
	v_lshl_add_u64 v[4:5], v[222:223], 2, v[4:5]
	.loc	1 31 48                         ; generate.py:31:48
	global_store_b32 v[4:5], v18, off
.LBB0_117:
	.loc	1 0 48                          ; generate.py:0:48
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 22 33 is_stmt 1               ; generate.py:22:33
	v_or_b32_e32 v1, 46, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 31 73                         ; generate.py:31:73
	v_cmp_gt_i32_e32 vcc_lo, s8, v1
	.loc	1 31 79 is_stmt 0               ; generate.py:31:79
	s_and_b32 s3, vcc_lo, s0
	.loc	1 31 48                         ; generate.py:31:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execz .LBB0_119
; %bb.118:
	.loc	1 31 31                         ; generate.py:31:31
	v_mul_lo_u32 v4, s9, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 31 17                         ; generate.py:31:17
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 31 35                         ; generate.py:31:35
	v_lshl_add_u64 v[4:5], v[222:223], 2, v[4:5]
	.loc	1 31 48                         ; generate.py:31:48
	global_store_b32 v[4:5], v19, off
.LBB0_119:
	.loc	1 0 48                          ; generate.py:0:48
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 22 33 is_stmt 1               ; generate.py:22:33
	v_or_b32_e32 v1, 48, v32
	.loc	1 31 31                         ; generate.py:31:31
	v_lshl_add_u32 v0, s9, 2, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 31 73 is_stmt 0               ; generate.py:31:73
	v_cmp_gt_i32_e32 vcc_lo, s8, v1
	.loc	1 31 79                         ; generate.py:31:79
	s_and_b32 s3, vcc_lo, s0
	.loc	1 31 48                         ; generate.py:31:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execz .LBB0_121
; %bb.120:
	.loc	1 31 17                         ; generate.py:31:17
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_add_u64 v[4:5], v[0:1], 2, s[6:7]
	.loc	1 31 35                         ; generate.py:31:35
	v_lshl_add_u64 v[4:5], v[222:223], 2, v[4:5]
	.loc	1 31 48                         ; generate.py:31:48
	global_store_b32 v[4:5], v14, off
.LBB0_121:
	.loc	1 0 48                          ; generate.py:0:48
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 22 33 is_stmt 1               ; generate.py:22:33
	v_or_b32_e32 v1, 50, v32
	.loc	1 31 31                         ; generate.py:31:31
	v_add_nc_u32_e32 v0, s1, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 31 73 is_stmt 0               ; generate.py:31:73
	v_cmp_gt_i32_e32 vcc_lo, s8, v1
	.loc	1 31 79                         ; generate.py:31:79
	s_and_b32 s3, vcc_lo, s0
	.loc	1 31 48                         ; generate.py:31:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execz .LBB0_123
; %bb.122:
	.loc	1 31 17                         ; generate.py:31:17
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_add_u64 v[4:5], v[0:1], 2, s[6:7]
	.loc	1 31 35                         ; generate.py:31:35
	v_lshl_add_u64 v[4:5], v[222:223], 2, v[4:5]
	.loc	1 31 48                         ; generate.py:31:48
	global_store_b32 v[4:5], v15, off
.LBB0_123:
	.loc	1 0 48                          ; generate.py:0:48
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 22 33 is_stmt 1               ; generate.py:22:33
	v_or_b32_e32 v1, 52, v32
	.loc	1 31 31                         ; generate.py:31:31
	v_add_nc_u32_e32 v0, s1, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 31 73 is_stmt 0               ; generate.py:31:73
	v_cmp_gt_i32_e32 vcc_lo, s8, v1
	.loc	1 31 79                         ; generate.py:31:79
	s_and_b32 s3, vcc_lo, s0
	.loc	1 31 48                         ; generate.py:31:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execz .LBB0_125
; %bb.124:
	.loc	1 31 17                         ; generate.py:31:17
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_add_u64 v[4:5], v[0:1], 2, s[6:7]
	.loc	1 31 35                         ; generate.py:31:35
	v_lshl_add_u64 v[4:5], v[222:223], 2, v[4:5]
	.loc	1 31 48                         ; generate.py:31:48
	global_store_b32 v[4:5], v10, off
.LBB0_125:
	.loc	1 0 48                          ; generate.py:0:48
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 22 33 is_stmt 1               ; generate.py:22:33
	v_or_b32_e32 v1, 54, v32
	.loc	1 31 31                         ; generate.py:31:31
	v_add_nc_u32_e32 v0, s1, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 31 73 is_stmt 0               ; generate.py:31:73
	v_cmp_gt_i32_e32 vcc_lo, s8, v1
	.loc	1 31 79                         ; generate.py:31:79
	s_and_b32 s3, vcc_lo, s0
	.loc	1 31 48                         ; generate.py:31:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execz .LBB0_127
; %bb.126:
	.loc	1 31 17                         ; generate.py:31:17
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_add_u64 v[4:5], v[0:1], 2, s[6:7]
	.loc	1 31 35                         ; generate.py:31:35
	v_lshl_add_u64 v[4:5], v[222:223], 2, v[4:5]
	.loc	1 31 48                         ; generate.py:31:48
	global_store_b32 v[4:5], v11, off
.LBB0_127:
	.loc	1 0 48                          ; generate.py:0:48
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 22 33 is_stmt 1               ; generate.py:22:33
	v_or_b32_e32 v1, 56, v32
	.loc	1 31 31                         ; generate.py:31:31
	v_add_nc_u32_e32 v0, s1, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 31 73 is_stmt 0               ; generate.py:31:73
	v_cmp_gt_i32_e32 vcc_lo, s8, v1
	.loc	1 31 79                         ; generate.py:31:79
	s_and_b32 s3, vcc_lo, s0
	.loc	1 31 48                         ; generate.py:31:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execz .LBB0_129
; %bb.128:
	.loc	1 31 17                         ; generate.py:31:17
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_add_u64 v[4:5], v[0:1], 2, s[6:7]
	.loc	1 31 35                         ; generate.py:31:35
	v_lshl_add_u64 v[4:5], v[222:223], 2, v[4:5]
	.loc	1 31 48                         ; generate.py:31:48
	global_store_b32 v[4:5], v6, off
.LBB0_129:
	.loc	1 0 48                          ; generate.py:0:48
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 22 33 is_stmt 1               ; generate.py:22:33
	v_or_b32_e32 v1, 58, v32
	.loc	1 31 31                         ; generate.py:31:31
	v_add_nc_u32_e32 v0, s1, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 31 73 is_stmt 0               ; generate.py:31:73
	v_cmp_gt_i32_e32 vcc_lo, s8, v1
	.loc	1 31 79                         ; generate.py:31:79
	s_and_b32 s3, vcc_lo, s0
	.loc	1 31 48                         ; generate.py:31:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execz .LBB0_131
; %bb.130:
	.loc	1 31 17                         ; generate.py:31:17
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_add_u64 v[4:5], v[0:1], 2, s[6:7]
	.loc	1 31 35                         ; generate.py:31:35
	v_lshl_add_u64 v[4:5], v[222:223], 2, v[4:5]
	.loc	1 31 48                         ; generate.py:31:48
	global_store_b32 v[4:5], v7, off
.LBB0_131:
	.loc	1 0 48                          ; generate.py:0:48
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 22 33 is_stmt 1               ; generate.py:22:33
	v_or_b32_e32 v1, 60, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 31 73                         ; generate.py:31:73
	v_cmp_gt_i32_e32 vcc_lo, s8, v1
	.loc	1 31 79 is_stmt 0               ; generate.py:31:79
	s_and_b32 s3, vcc_lo, s0
	.loc	1 31 48                         ; generate.py:31:48
	s_and_saveexec_b32 s2, s3
	s_cbranch_execz .LBB0_133
; %bb.132:
	.loc	1 31 31                         ; generate.py:31:31
	v_add_nc_u32_e32 v0, s1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 31 17                         ; generate.py:31:17
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[6:7]
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 31 35                         ; generate.py:31:35
	v_lshl_add_u64 v[0:1], v[222:223], 2, v[0:1]
	.loc	1 31 48                         ; generate.py:31:48
	global_store_b32 v[0:1], v2, off
.LBB0_133:
	.loc	1 0 48                          ; generate.py:0:48
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	.loc	1 22 33 is_stmt 1               ; generate.py:22:33
	v_or_b32_e32 v0, 62, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	.loc	1 31 73                         ; generate.py:31:73
	v_cmp_gt_i32_e32 vcc_lo, s8, v0
	.loc	1 31 79 is_stmt 0               ; generate.py:31:79
	s_and_b32 s0, vcc_lo, s0
	.loc	1 31 48                         ; generate.py:31:48
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_135
; %bb.134:
	.loc	1 31 31                         ; generate.py:31:31
	v_mul_lo_u32 v0, s9, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 31 17                         ; generate.py:31:17
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[6:7]
	s_delay_alu instid0(VALU_DEP_1)
	.loc	1 31 35                         ; generate.py:31:35
	v_lshl_add_u64 v[0:1], v[222:223], 2, v[0:1]
	.loc	1 31 48                         ; generate.py:31:48
	global_store_b32 v[0:1], v3, off
.LBB0_135:
	.loc	1 31 4                          ; generate.py:31:4
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
.Ltmp1:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gemm_bf16
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 56
		.amdhsa_user_sgpr_count 16
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 14
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 366
		.amdhsa_next_free_sgpr 28
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 105
		.amdhsa_round_robin_scheduling 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	gemm_bf16, .Lfunc_end0-gemm_bf16
	.cfi_endproc
                                        ; -- End function
	.set gemm_bf16.num_vgpr, 366
	.set gemm_bf16.num_agpr, 0
	.set gemm_bf16.numbered_sgpr, 28
	.set gemm_bf16.num_named_barrier, 0
	.set gemm_bf16.private_seg_size, 0
	.set gemm_bf16.uses_vcc, 1
	.set gemm_bf16.uses_flat_scratch, 0
	.set gemm_bf16.has_dyn_sized_stack, 0
	.set gemm_bf16.has_recursion, 0
	.set gemm_bf16.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 13328
; TotalNumSgprs: 30
; NumVgprs: 366
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 22
; NumSGPRsForWavesPerEU: 30
; NumVGPRsForWavesPerEU: 366
; NamedBarCnt: 0
; Occupancy: 2
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 16
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.text
	.section	.debug_abbrev,"",@progbits
	.byte	1                               ; Abbreviation Code
	.byte	17                              ; DW_TAG_compile_unit
	.byte	0                               ; DW_CHILDREN_no
	.byte	37                              ; DW_AT_producer
	.byte	14                              ; DW_FORM_strp
	.byte	19                              ; DW_AT_language
	.byte	5                               ; DW_FORM_data2
	.byte	3                               ; DW_AT_name
	.byte	14                              ; DW_FORM_strp
	.byte	16                              ; DW_AT_stmt_list
	.byte	23                              ; DW_FORM_sec_offset
	.byte	27                              ; DW_AT_comp_dir
	.byte	14                              ; DW_FORM_strp
	.byte	17                              ; DW_AT_low_pc
	.byte	1                               ; DW_FORM_addr
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	0                               ; EOM(3)
	.section	.debug_info,"",@progbits
.Lcu_begin0:
	.long	.Ldebug_info_end0-.Ldebug_info_start0 ; Length of Unit
.Ldebug_info_start0:
	.short	4                               ; DWARF version number
	.long	.debug_abbrev                   ; Offset Into Abbrev. Section
	.byte	8                               ; Address Size (in bytes)
	.byte	1                               ; Abbrev [1] 0xb:0x1f DW_TAG_compile_unit
	.long	.Linfo_string0                  ; DW_AT_producer
	.short	2                               ; DW_AT_language
	.long	.Linfo_string1                  ; DW_AT_name
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.long	.Linfo_string2                  ; DW_AT_comp_dir
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
.Ldebug_info_end0:
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"triton"                        ; string offset=0
.Linfo_string1:
	.asciz	"generate.py"                   ; string offset=7
.Linfo_string2:
	.asciz	"/work/main/tests/data/triton_gemm" ; string offset=19
	.section	".note.GNU-stack","",@progbits
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 56
    .max_flat_workgroup_size: 128
    .name:           gemm_bf16
    .private_segment_fixed_size: 0
    .sgpr_count:     30
    .sgpr_spill_count: 0
    .symbol:         gemm_bf16.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     366
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1250
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
	.section	.debug_line,"",@progbits
.Lline_table_start0:
