	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 5
	.text
	.globl	softmax_rows                    ; -- Begin function softmax_rows
	.p2align	8
	.type	softmax_rows,@function
softmax_rows:                           ; @softmax_rows
.Lfunc_begin0:
	.file	1 "/work/main/tests/data/triton" "generate.py"
	.loc	1 19 0                          ; generate.py:19:0
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	s_bfe_u32 s0, ttmp6, 0x4000c
	s_and_b32 s1, ttmp6, 15
	s_add_co_i32 s0, s0, 1
	s_getreg_b32 s7, hwreg(HW_REG_IB_STS2, 6, 4)
	s_mul_i32 s0, ttmp9, s0
.Ltmp0:
	.loc	1 21 24 prologue_end            ; generate.py:21:24
	v_or_b32_e32 v2, 0x80, v0
	s_add_co_i32 s1, s1, s0
	s_cmp_eq_u32 s7, 0
	v_or_b32_e32 v3, 0x100, v0
	s_cselect_b32 s0, ttmp9, s1
	.loc	1 23 16                         ; generate.py:23:16
	v_dual_lshlrev_b32 v1, 2, v0 :: v_dual_lshlrev_b32 v9, 2, v2
	.loc	1 23 26 is_stmt 0               ; generate.py:23:26
	s_mul_i32 s0, s6, s0
	.loc	1 22 18 is_stmt 1               ; generate.py:22:18
	v_cmp_gt_i32_e32 vcc_lo, s6, v0
	.loc	1 23 20                         ; generate.py:23:20
	s_ashr_i32 s1, s0, 31
	.loc	1 21 24                         ; generate.py:21:24
	v_or_b32_e32 v4, 0x180, v0
	.loc	1 23 20                         ; generate.py:23:20
	s_lshl_b64 s[10:11], s[0:1], 2
	.loc	1 23 16 is_stmt 0               ; generate.py:23:16
	v_dual_cndmask_b32 v1, 0x80000000, v1 :: v_dual_lshlrev_b32 v10, 2, v3
	.loc	1 23 20                         ; generate.py:23:20
	s_add_nc_u64 s[0:1], s[2:3], s[10:11]
	.loc	1 21 24 is_stmt 1               ; generate.py:21:24
	v_or_b32_e32 v5, 0x200, v0
	.loc	1 23 16                         ; generate.py:23:16
	s_or_b64 s[12:13], s[0:1], 0xfc00000000000000
	.loc	1 22 18                         ; generate.py:22:18
	v_cmp_gt_i32_e64 s0, s6, v2
	v_cmp_gt_i32_e64 s1, s6, v3
	.loc	1 23 16                         ; generate.py:23:16
	v_lshlrev_b32_e32 v11, 2, v4
	.loc	1 22 18                         ; generate.py:22:18
	v_cmp_gt_i32_e64 s2, s6, v4
	s_mov_b32 s15, 0
	.loc	1 23 16                         ; generate.py:23:16
	v_cndmask_b32_e64 v2, 0x80000000, v9, s0
	v_cndmask_b32_e64 v3, 0x80000000, v10, s1
	s_mov_b32 s14, 0xffffff
	v_lshlrev_b32_e32 v9, 2, v5
	v_cndmask_b32_e64 v4, 0x80000000, v11, s2
	s_clause 0x3
	buffer_load_b32 v10, v1, s[12:15], null offen
	buffer_load_b32 v11, v2, s[12:15], null offen
	buffer_load_b32 v12, v3, s[12:15], null offen
	buffer_load_b32 v13, v4, s[12:15], null offen
	.loc	1 21 24                         ; generate.py:21:24
	v_or_b32_e32 v6, 0x280, v0
	v_or_b32_e32 v7, 0x300, v0
	.loc	1 22 18                         ; generate.py:22:18
	v_cmp_gt_i32_e64 s3, s6, v5
	.loc	1 21 24                         ; generate.py:21:24
	v_or_b32_e32 v8, 0x380, v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	.loc	1 23 16                         ; generate.py:23:16
	v_dual_lshlrev_b32 v14, 2, v6 :: v_dual_bitop2_b32 v20, 31, v0 bitop3:0x40
	.loc	1 22 18                         ; generate.py:22:18
	v_cmp_gt_i32_e64 s7, s6, v6
	.loc	1 23 16                         ; generate.py:23:16
	v_cndmask_b32_e64 v5, 0x80000000, v9, s3
	v_lshlrev_b32_e32 v9, 2, v7
	.loc	1 22 18                         ; generate.py:22:18
	v_cmp_gt_i32_e64 s8, s6, v7
	.loc	1 23 16                         ; generate.py:23:16
	v_lshlrev_b32_e32 v15, 2, v8
	.loc	1 22 18                         ; generate.py:22:18
	v_cmp_gt_i32_e64 s6, s6, v8
	.loc	1 23 16                         ; generate.py:23:16
	v_cndmask_b32_e64 v6, 0x80000000, v14, s7
	s_delay_alu instid0(VALU_DEP_4)
	v_cndmask_b32_e64 v7, 0x80000000, v9, s8
	s_wait_loadcnt 0x3
	v_cndmask_b32_e32 v10, 0xff800000, v10, vcc_lo
	v_cndmask_b32_e64 v8, 0x80000000, v15, s6
	s_clause 0x3
	buffer_load_b32 v14, v5, s[12:15], null offen
	buffer_load_b32 v15, v6, s[12:15], null offen
	buffer_load_b32 v16, v7, s[12:15], null offen
	buffer_load_b32 v17, v8, s[12:15], null offen
	s_wait_loadcnt 0x6
	v_cndmask_b32_e64 v9, 0xff800000, v11, s0
.Ltmp1:
	.file	2 "/opt/torch/.venv/lib/python3.12/site-packages/triton/language" "standard.py"
	.loc	2 170 27                        ; standard.py:170:27 @[ standard.py:191:40 @[ generate.py:24:19 ] ]
	v_max_num_f32_e32 v19, v10, v10
.Ltmp2:
	.loc	1 23 16                         ; generate.py:23:16
	s_wait_loadcnt 0x5
	v_cndmask_b32_e64 v11, 0xff800000, v12, s1
	s_wait_loadcnt 0x4
	v_cndmask_b32_e64 v12, 0xff800000, v13, s2
.Ltmp3:
	.loc	2 191 40                        ; standard.py:191:40 @[ generate.py:24:19 ]
	v_cmp_eq_u32_e32 vcc_lo, 0, v20
.Ltmp4:
	.loc	2 170 27                        ; standard.py:170:27 @[ standard.py:191:40 @[ generate.py:24:19 ] ]
	v_max_num_f32_e32 v18, v9, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v18, v19, v18
	v_max3_num_f32 v18, v18, v11, v12
.Ltmp5:
	.loc	1 23 16                         ; generate.py:23:16
	s_wait_loadcnt 0x3
	v_cndmask_b32_e64 v13, 0xff800000, v14, s3
	s_wait_loadcnt 0x2
	v_cndmask_b32_e64 v14, 0xff800000, v15, s7
	s_wait_loadcnt 0x1
	v_cndmask_b32_e64 v15, 0xff800000, v16, s8
	s_wait_loadcnt 0x0
	v_cndmask_b32_e64 v19, 0xff800000, v17, s6
.Ltmp6:
	.loc	2 170 27                        ; standard.py:170:27 @[ standard.py:191:40 @[ generate.py:24:19 ] ]
	v_max3_num_f32 v16, v18, v13, v14
.Ltmp7:
	.loc	2 191 40                        ; standard.py:191:40 @[ generate.py:24:19 ]
	v_lshrrev_b32_e32 v18, 3, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
.Ltmp8:
	.loc	2 170 27                        ; standard.py:170:27 @[ standard.py:191:40 @[ generate.py:24:19 ] ]
	v_max3_num_f32 v16, v16, v15, v19
.Ltmp9:
	.loc	2 191 40                        ; standard.py:191:40 @[ generate.py:24:19 ]
	v_mov_b32_dpp v17, v16 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
.Ltmp10:
	.loc	2 170 27                        ; standard.py:170:27 @[ standard.py:191:40 @[ generate.py:24:19 ] ]
	v_max_num_f32_e32 v17, v17, v17
	v_max_num_f32_e32 v16, v16, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
.Ltmp11:
	.loc	2 191 40                        ; standard.py:191:40 @[ generate.py:24:19 ]
	v_mov_b32_dpp v17, v16 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp12:
	.loc	2 170 27                        ; standard.py:170:27 @[ standard.py:191:40 @[ generate.py:24:19 ] ]
	v_max_num_f32_e32 v17, v17, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v16, v16, v17
.Ltmp13:
	.loc	2 191 40                        ; standard.py:191:40 @[ generate.py:24:19 ]
	v_mov_b32_dpp v17, v16 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
.Ltmp14:
	.loc	2 170 27                        ; standard.py:170:27 @[ standard.py:191:40 @[ generate.py:24:19 ] ]
	v_max_num_f32_e32 v17, v17, v17
	v_max_num_f32_e32 v16, v16, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
.Ltmp15:
	.loc	2 191 40                        ; standard.py:191:40 @[ generate.py:24:19 ]
	v_mov_b32_dpp v17, v16 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
.Ltmp16:
	.loc	2 170 27                        ; standard.py:170:27 @[ standard.py:191:40 @[ generate.py:24:19 ] ]
	v_max_num_f32_e32 v17, v17, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_num_f32_e32 v16, v16, v17
.Ltmp17:
	.loc	2 191 40                        ; standard.py:191:40 @[ generate.py:24:19 ]
	v_permlanex16_b32 v17, v16, -1, -1 op_sel:[1,0]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
.Ltmp18:
	.loc	2 170 27                        ; standard.py:170:27 @[ standard.py:191:40 @[ generate.py:24:19 ] ]
	v_max_num_f32_e32 v17, v17, v17
	v_dual_max_num_f32 v16, v16, v17 :: v_dual_bitop2_b32 v17, 12, v18 bitop3:0x40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
.Ltmp19:
	.loc	2 191 40                        ; standard.py:191:40 @[ generate.py:24:19 ]
	v_readlane_b32 s1, v16, 31
	v_add_nc_u32_e32 v17, 0, v17
	s_and_saveexec_b32 s0, vcc_lo
; %bb.1:
	v_mov_b32_e32 v16, s1
	ds_store_b32 v17, v16
; %bb.2:
	.loc	2 0 40 is_stmt 0                ; standard.py:0:40
	s_or_b32 exec_lo, exec_lo, s0
	.loc	2 191 40                        ; standard.py:191:40 @[ generate.py:24:19 ]
	v_cmp_gt_u32_e64 s0, 4, v0
	v_lshl_add_u32 v16, v0, 2, 0
	v_mov_b32_e32 v18, 0
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	s_and_saveexec_b32 s1, s0
; %bb.3:
	ds_load_b32 v18, v16
; %bb.4:
	.loc	2 0 40                          ; standard.py:0:40
	s_or_b32 exec_lo, exec_lo, s1
	.loc	2 191 40                        ; standard.py:191:40 @[ generate.py:24:19 ]
	s_wait_dscnt 0x0
	ds_swizzle_b32 v20, v18 offset:swizzle(SWAP,2)
.Ltmp20:
	.loc	2 170 27 is_stmt 1              ; standard.py:170:27 @[ standard.py:191:40 @[ generate.py:24:19 ] ]
	v_dual_max_num_f32 v18, v18, v18 :: v_dual_bitop2_b32 v0, 3, v0 bitop3:0x40
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
.Ltmp21:
	.loc	2 191 40                        ; standard.py:191:40 @[ generate.py:24:19 ]
	v_cmp_eq_u32_e64 s1, 0, v0
	s_and_b32 s9, s0, s1
.Ltmp22:
	.loc	2 170 27                        ; standard.py:170:27 @[ standard.py:191:40 @[ generate.py:24:19 ] ]
	s_wait_dscnt 0x0
	v_max_num_f32_e32 v20, v20, v20
	v_max_num_f32_e32 v18, v18, v20
.Ltmp23:
	.loc	2 191 40                        ; standard.py:191:40 @[ generate.py:24:19 ]
	ds_swizzle_b32 v20, v18 offset:swizzle(SWAP,1)
	s_and_saveexec_b32 s1, s9
	s_cbranch_execz .LBB0_6
; %bb.5:
	.loc	2 0 40 is_stmt 0                ; standard.py:0:40
	s_wait_dscnt 0x0
	v_dual_max_num_f32 v0, v20, v20 :: v_dual_max_num_f32 v18, v18, v18
	s_delay_alu instid0(VALU_DEP_1)
	v_max_num_f32_e32 v0, v18, v0
	.loc	2 191 40                        ; standard.py:191:40 @[ generate.py:24:19 ]
	ds_store_b32 v16, v0
.LBB0_6:
	.loc	2 0 40                          ; standard.py:0:40
	s_or_b32 exec_lo, exec_lo, s1
	.loc	2 191 40                        ; standard.py:191:40 @[ generate.py:24:19 ]
	v_mov_b32_e32 v18, 0
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v0, v18
.Ltmp24:
	.loc	2 293 36 is_stmt 1              ; standard.py:293:36 @[ generate.py:26:49 ]
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
.Ltmp25:
	.loc	1 24 12                         ; generate.py:24:12
	v_dual_sub_f32 v10, v10, v0 :: v_dual_sub_f32 v9, v9, v0
	v_dual_sub_f32 v11, v11, v0 :: v_dual_sub_f32 v12, v12, v0
	v_dual_sub_f32 v13, v13, v0 :: v_dual_sub_f32 v20, v14, v0
	v_sub_f32_e32 v15, v15, v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_sub_f32 v19, v19, v0 :: v_dual_mul_f32 v0, 0x3fb8aa3b, v10
	.loc	1 25 15                         ; generate.py:25:15
	v_dual_mul_f32 v14, 0x3fb8aa3b, v9 :: v_dual_mul_f32 v21, 0x3fb8aa3b, v11
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v22, 0x3fb8aa3b, v12 :: v_dual_mul_f32 v23, 0x3fb8aa3b, v13
	v_cmp_gt_f32_e64 s1, 0xc2fc0000, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_cmp_gt_f32_e64 s2, 0xc2fc0000, v14
	v_cmp_gt_f32_e64 s3, 0xc2fc0000, v21
	s_delay_alu instid0(VALU_DEP_4)
	v_cmp_gt_f32_e64 s6, 0xc2fc0000, v22
	v_dual_mul_f32 v24, 0x3fb8aa3b, v20 :: v_dual_mul_f32 v25, 0x3fb8aa3b, v15
	v_cndmask_b32_e64 v0, 0, 0x42800000, s1
	v_cndmask_b32_e64 v14, 0, 0x42800000, s2
	v_cndmask_b32_e64 v21, 0, 0x42800000, s3
	v_cndmask_b32_e64 v22, 0, 0x42800000, s6
	v_cmp_gt_f32_e64 s7, 0xc2fc0000, v23
	v_fmac_f32_e32 v0, 0x3fb8aa3b, v10
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_dual_fmac_f32 v14, 0x3fb8aa3b, v9 :: v_dual_fmac_f32 v21, 0x3fb8aa3b, v11
	v_cmp_gt_f32_e64 s8, 0xc2fc0000, v24
	v_cndmask_b32_e64 v23, 0, 0x42800000, s7
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_exp_f32_e32 v0, v0
	v_exp_f32_e32 v11, v14
	v_cndmask_b32_e64 v10, 0, 0xffffffc0, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_dual_fmac_f32 v22, 0x3fb8aa3b, v12 :: v_dual_fmac_f32 v23, 0x3fb8aa3b, v13
	v_cndmask_b32_e64 v9, 0, 0xffffffc0, s2
	v_exp_f32_e32 v14, v21
	v_cndmask_b32_e64 v24, 0, 0x42800000, s8
	v_exp_f32_e32 v21, v22
	v_nop
	v_cndmask_b32_e64 v22, 0, 0xffffffc0, s3
	v_ldexp_f32 v12, v0, v10
	v_ldexp_f32 v13, v11, v9
	v_cndmask_b32_e64 v26, 0, 0xffffffc0, s6
	v_fmac_f32_e32 v24, 0x3fb8aa3b, v20
	v_ldexp_f32 v14, v14, v22
	v_cmp_gt_f32_e64 s1, 0xc2fc0000, v25
.Ltmp26:
	.loc	2 263 15                        ; standard.py:263:15 @[ standard.py:293:36 @[ generate.py:26:49 ] ]
	v_add_f32_e32 v11, v12, v13
.Ltmp27:
	.loc	1 25 15                         ; generate.py:25:15
	v_exp_f32_e32 v9, v23
	v_ldexp_f32 v0, v21, v26
	v_cndmask_b32_e64 v21, 0, 0xffffffc0, s7
	v_cndmask_b32_e64 v10, 0, 0x42800000, s1
.Ltmp28:
	.loc	2 263 15                        ; standard.py:263:15 @[ standard.py:293:36 @[ generate.py:26:49 ] ]
	v_add_f32_e32 v11, v14, v11
.Ltmp29:
	.loc	1 25 15                         ; generate.py:25:15
	v_exp_f32_e32 v22, v24
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v10, 0x3fb8aa3b, v15
	v_ldexp_f32 v15, v9, v21
	v_cndmask_b32_e64 v9, 0, 0xffffffc0, s8
.Ltmp30:
	.loc	2 263 15                        ; standard.py:263:15 @[ standard.py:293:36 @[ generate.py:26:49 ] ]
	v_add_f32_e32 v11, v0, v11
.Ltmp31:
	.loc	1 25 15                         ; generate.py:25:15
	v_exp_f32_e32 v10, v10
	s_delay_alu instid0(TRANS32_DEP_2) | instid1(VALU_DEP_2)
	v_ldexp_f32 v9, v22, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
.Ltmp32:
	.loc	2 263 15                        ; standard.py:263:15 @[ standard.py:293:36 @[ generate.py:26:49 ] ]
	v_add_f32_e32 v21, v15, v11
.Ltmp33:
	.loc	1 25 15                         ; generate.py:25:15
	v_mul_f32_e32 v20, 0x3fb8aa3b, v19
	v_cmp_gt_f32_e64 s2, 0xc2fc0000, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e64 v20, 0, 0x42800000, s2
	v_fmac_f32_e32 v20, 0x3fb8aa3b, v19
	v_cndmask_b32_e64 v19, 0, 0xffffffc0, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_ldexp_f32 v11, v10, v19
.Ltmp34:
	.loc	2 263 15                        ; standard.py:263:15 @[ standard.py:293:36 @[ generate.py:26:49 ] ]
	v_add_f32_e32 v19, v9, v21
.Ltmp35:
	.loc	1 25 15                         ; generate.py:25:15
	v_cndmask_b32_e64 v10, 0, 0xffffffc0, s2
.Ltmp36:
	.loc	2 263 15                        ; standard.py:263:15 @[ standard.py:293:36 @[ generate.py:26:49 ] ]
	v_add_f32_e32 v19, v11, v19
.Ltmp37:
	.loc	1 25 15                         ; generate.py:25:15
	v_exp_f32_e32 v20, v20
	v_nop
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ldexp_f32 v10, v20, v10
.Ltmp38:
	.loc	2 263 15                        ; standard.py:263:15 @[ standard.py:293:36 @[ generate.py:26:49 ] ]
	v_add_f32_e32 v19, v10, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_dpp v19, v19, v19 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v19, v19, v19 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_dpp v19, v19, v19 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v19, v19, v19 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
.Ltmp39:
	.loc	2 293 36                        ; standard.py:293:36 @[ generate.py:26:49 ]
	v_permlanex16_b32 v20, v19, -1, -1 op_sel:[1,0]
.Ltmp40:
	.loc	2 263 15                        ; standard.py:263:15 @[ standard.py:293:36 @[ generate.py:26:49 ] ]
	v_add_f32_e32 v19, v19, v20
	s_delay_alu instid0(VALU_DEP_1)
.Ltmp41:
	.loc	2 293 36                        ; standard.py:293:36 @[ generate.py:26:49 ]
	v_readlane_b32 s1, v19, 31
	s_and_saveexec_b32 s2, vcc_lo
; %bb.7:
	v_mov_b32_e32 v19, s1
	ds_store_b32 v17, v19
; %bb.8:
	.loc	2 0 36 is_stmt 0                ; standard.py:0:36
	s_or_b32 exec_lo, exec_lo, s2
	.loc	2 293 36                        ; standard.py:293:36 @[ generate.py:26:49 ]
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	s_and_saveexec_b32 s1, s0
; %bb.9:
	ds_load_b32 v18, v16
; %bb.10:
	.loc	2 0 36                          ; standard.py:0:36
	s_or_b32 exec_lo, exec_lo, s1
	.loc	2 293 36                        ; standard.py:293:36 @[ generate.py:26:49 ]
	s_wait_dscnt 0x0
	ds_swizzle_b32 v17, v18 offset:swizzle(SWAP,2)
.Ltmp42:
	.loc	2 263 15 is_stmt 1              ; standard.py:263:15 @[ standard.py:293:36 @[ generate.py:26:49 ] ]
	s_wait_dscnt 0x0
	v_add_f32_e32 v17, v18, v17
.Ltmp43:
	.loc	2 293 36                        ; standard.py:293:36 @[ generate.py:26:49 ]
	ds_swizzle_b32 v18, v17 offset:swizzle(SWAP,1)
	s_and_saveexec_b32 s0, s9
	s_cbranch_execz .LBB0_12
; %bb.11:
	.loc	2 0 36 is_stmt 0                ; standard.py:0:36
	s_wait_dscnt 0x0
	v_add_f32_e32 v17, v17, v18
	.loc	2 293 36                        ; standard.py:293:36 @[ generate.py:26:49 ]
	ds_store_b32 v16, v17
.LBB0_12:
	.loc	2 0 36                          ; standard.py:0:36
	s_or_b32 exec_lo, exec_lo, s0
	.loc	2 293 36                        ; standard.py:293:36 @[ generate.py:26:49 ]
	v_mov_b32_e32 v16, 0
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v16, v16
.Ltmp44:
	.loc	1 26 17 is_stmt 1               ; generate.py:26:17
	s_add_nc_u64 s[8:9], s[4:5], s[10:11]
.Ltmp45:
	.loc	2 293 36                        ; standard.py:293:36 @[ generate.py:26:49 ]
	s_mov_b32 s7, 0
	s_mov_b32 s6, 0xffffff
.Ltmp46:
	.loc	1 26 42                         ; generate.py:26:42
	s_wait_dscnt 0x0
	v_div_scale_f32 v17, null, v16, v16, v12
	v_div_scale_f32 v19, null, v16, v16, v13
	v_div_scale_f32 v21, null, v16, v16, v14
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_rcp_f32_e32 v26, v17
	v_rcp_f32_e32 v27, v19
	v_div_scale_f32 v23, null, v16, v16, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(TRANS32_DEP_3)
	v_rcp_f32_e32 v28, v21
	v_div_scale_f32 v18, vcc_lo, v12, v16, v12
	v_fma_f32 v32, -v17, v26, 1.0
	s_delay_alu instid0(TRANS32_DEP_2) | instskip(SKIP_2) | instid1(TRANS32_DEP_2)
	v_fma_f32 v33, -v19, v27, 1.0
	v_rcp_f32_e32 v31, v23
	v_div_scale_f32 v20, s0, v13, v16, v13
	v_fma_f32 v34, -v21, v28, 1.0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_dual_fmac_f32 v26, v32, v26 :: v_dual_fmac_f32 v27, v33, v27
	v_div_scale_f32 v25, null, v16, v16, v15
	v_div_scale_f32 v22, s1, v14, v16, v14
	v_fmac_f32_e32 v28, v34, v28
	v_fma_f32 v33, -v23, v31, 1.0
	v_dual_mul_f32 v34, v18, v26 :: v_dual_mul_f32 v37, v20, v27
	v_rcp_f32_e32 v36, v25
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v38, v22, v28 :: v_dual_fmac_f32 v31, v33, v31
	v_dual_fma_f32 v33, -v17, v34, v18 :: v_dual_fma_f32 v40, -v19, v37, v20
	v_div_scale_f32 v24, s2, v0, v16, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(TRANS32_DEP_1)
	v_fma_f32 v41, -v21, v38, v22
	v_fma_f32 v39, -v25, v36, 1.0
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_fmac_f32 v34, v33, v26 :: v_dual_fmac_f32 v37, v40, v27
	v_mul_f32_e32 v43, v24, v31
	v_div_scale_f32 v30, null, v16, v16, v9
	v_fmac_f32_e32 v38, v41, v28
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_fmac_f32 v36, v39, v36 :: v_dual_fma_f32 v17, -v17, v34, v18
	v_fma_f32 v33, -v23, v43, v24
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_dual_fma_f32 v18, -v19, v37, v20 :: v_dual_fma_f32 v19, -v21, v38, v22
	v_rcp_f32_e32 v32, v30
	v_div_fmas_f32 v17, v17, v26, v34
	s_mov_b32 vcc_lo, s0
	v_div_scale_f32 v35, null, v16, v16, v11
	v_div_fmas_f32 v18, v18, v27, v37
	s_mov_b32 vcc_lo, s1
	v_div_scale_f32 v21, null, v16, v16, v10
	v_div_fmas_f32 v19, v19, v28, v38
	v_div_scale_f32 v29, s3, v15, v16, v15
	v_fma_f32 v42, -v30, v32, 1.0
	v_rcp_f32_e32 v20, v35
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_div_fixup_f32 v14, v19, v16, v14
	v_rcp_f32_e32 v19, v21
	v_dual_fmac_f32 v43, v33, v31 :: v_dual_fmac_f32 v32, v42, v32
	v_mul_f32_e32 v22, v29, v36
	v_div_fixup_f32 v12, v17, v16, v12
	v_div_fixup_f32 v13, v18, v16, v13
	v_fma_f32 v18, -v35, v20, 1.0
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_fma_f32 v27, -v21, v19, 1.0
	v_dual_fma_f32 v23, -v23, v43, v24 :: v_dual_fma_f32 v17, -v25, v22, v29
	v_div_scale_f32 v26, s0, v9, v16, v9
	v_fmac_f32_e32 v20, v18, v20
	v_div_scale_f32 v18, s1, v11, v16, v11
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_fmac_f32 v22, v17, v36 :: v_dual_fmac_f32 v19, v27, v19
	v_div_scale_f32 v27, s4, v10, v16, v10
	s_mov_b32 vcc_lo, s2
	v_dual_mul_f32 v17, v26, v32 :: v_dual_fma_f32 v25, -v25, v22, v29
	v_mul_f32_e32 v24, v18, v20
	v_div_fmas_f32 v23, v23, v31, v43
	v_mul_f32_e32 v31, v27, v19
	s_mov_b32 vcc_lo, s3
	v_fma_f32 v28, -v30, v17, v26
	v_div_fmas_f32 v22, v25, v36, v22
	s_mov_b32 vcc_lo, s0
	v_dual_fma_f32 v25, -v21, v31, v27 :: v_dual_fma_f32 v29, -v35, v24, v18
	v_div_fixup_f32 v0, v23, v16, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_div_fixup_f32 v15, v22, v16, v15
	v_dual_fmac_f32 v31, v25, v19 :: v_dual_fmac_f32 v17, v28, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v21, -v21, v31, v27
	v_dual_fmac_f32 v24, v29, v20 :: v_dual_fma_f32 v22, -v30, v17, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_fma_f32 v18, -v35, v24, v18
	v_div_fmas_f32 v17, v22, v32, v17
	s_mov_b32 vcc_lo, s1
	s_delay_alu instid0(VALU_DEP_2)
	v_div_fmas_f32 v18, v18, v20, v24
	s_mov_b32 vcc_lo, s4
	.loc	1 26 38 is_stmt 0               ; generate.py:26:38
	s_or_b64 s[4:5], s[8:9], 0xfc00000000000000
	.loc	1 26 42                         ; generate.py:26:42
	v_div_fmas_f32 v19, v21, v19, v31
	v_div_fixup_f32 v9, v17, v16, v9
	v_div_fixup_f32 v11, v18, v16, v11
	s_delay_alu instid0(VALU_DEP_3)
	v_div_fixup_f32 v10, v19, v16, v10
	.loc	1 26 38                         ; generate.py:26:38
	s_clause 0x7
	buffer_store_b32 v12, v1, s[4:7], null offen
	buffer_store_b32 v13, v2, s[4:7], null offen
	buffer_store_b32 v14, v3, s[4:7], null offen
	buffer_store_b32 v0, v4, s[4:7], null offen
	buffer_store_b32 v15, v5, s[4:7], null offen
	buffer_store_b32 v9, v6, s[4:7], null offen
	buffer_store_b32 v11, v7, s[4:7], null offen
	buffer_store_b32 v10, v8, s[4:7], null offen
	.loc	1 26 4                          ; generate.py:26:4
	s_endpgm
.Ltmp47:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel softmax_rows
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 12
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 10
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
		.amdhsa_next_free_vgpr 44
		.amdhsa_next_free_sgpr 16
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 20
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
	.size	softmax_rows, .Lfunc_end0-softmax_rows
	.cfi_endproc
                                        ; -- End function
	.set softmax_rows.num_vgpr, 44
	.set softmax_rows.num_agpr, 0
	.set softmax_rows.numbered_sgpr, 16
	.set softmax_rows.num_named_barrier, 0
	.set softmax_rows.private_seg_size, 0
	.set softmax_rows.uses_vcc, 1
	.set softmax_rows.uses_flat_scratch, 0
	.set softmax_rows.has_dyn_sized_stack, 0
	.set softmax_rows.has_recursion, 0
	.set softmax_rows.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2560
; TotalNumSgprs: 18
; NumVgprs: 44
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 44
; NamedBarCnt: 0
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
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
	.byte	1                               ; DW_CHILDREN_yes
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
	.byte	2                               ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	0                               ; DW_CHILDREN_no
	.byte	3                               ; DW_AT_name
	.byte	14                              ; DW_FORM_strp
	.byte	32                              ; DW_AT_inline
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	3                               ; Abbreviation Code
	.byte	46                              ; DW_TAG_subprogram
	.byte	1                               ; DW_CHILDREN_yes
	.byte	17                              ; DW_AT_low_pc
	.byte	1                               ; DW_FORM_addr
	.byte	18                              ; DW_AT_high_pc
	.byte	6                               ; DW_FORM_data4
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	4                               ; Abbreviation Code
	.byte	29                              ; DW_TAG_inlined_subroutine
	.byte	1                               ; DW_CHILDREN_yes
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	85                              ; DW_AT_ranges
	.byte	23                              ; DW_FORM_sec_offset
	.byte	88                              ; DW_AT_call_file
	.byte	11                              ; DW_FORM_data1
	.byte	89                              ; DW_AT_call_line
	.byte	11                              ; DW_FORM_data1
	.byte	87                              ; DW_AT_call_column
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	5                               ; Abbreviation Code
	.byte	29                              ; DW_TAG_inlined_subroutine
	.byte	0                               ; DW_CHILDREN_no
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	85                              ; DW_AT_ranges
	.byte	23                              ; DW_FORM_sec_offset
	.byte	88                              ; DW_AT_call_file
	.byte	11                              ; DW_FORM_data1
	.byte	89                              ; DW_AT_call_line
	.byte	11                              ; DW_FORM_data1
	.byte	87                              ; DW_AT_call_column
	.byte	11                              ; DW_FORM_data1
	.byte	0                               ; EOM(1)
	.byte	0                               ; EOM(2)
	.byte	6                               ; Abbreviation Code
	.byte	29                              ; DW_TAG_inlined_subroutine
	.byte	0                               ; DW_CHILDREN_no
	.byte	49                              ; DW_AT_abstract_origin
	.byte	19                              ; DW_FORM_ref4
	.byte	85                              ; DW_AT_ranges
	.byte	23                              ; DW_FORM_sec_offset
	.byte	88                              ; DW_AT_call_file
	.byte	11                              ; DW_FORM_data1
	.byte	89                              ; DW_AT_call_line
	.byte	5                               ; DW_FORM_data2
	.byte	87                              ; DW_AT_call_column
	.byte	11                              ; DW_FORM_data1
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
	.byte	1                               ; Abbrev [1] 0xb:0x6b DW_TAG_compile_unit
	.long	.Linfo_string0                  ; DW_AT_producer
	.short	2                               ; DW_AT_language
	.long	.Linfo_string1                  ; DW_AT_name
	.long	.Lline_table_start0             ; DW_AT_stmt_list
	.long	.Linfo_string2                  ; DW_AT_comp_dir
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.byte	2                               ; Abbrev [2] 0x2a:0x6 DW_TAG_subprogram
	.long	.Linfo_string3                  ; DW_AT_name
	.byte	1                               ; DW_AT_inline
	.byte	3                               ; Abbrev [3] 0x30:0x45 DW_TAG_subprogram
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.long	42                              ; DW_AT_abstract_origin
	.byte	4                               ; Abbrev [4] 0x41:0x19 DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges0                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	24                              ; DW_AT_call_line
	.byte	19                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x4d:0xc DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges1                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.byte	191                             ; DW_AT_call_line
	.byte	40                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	4                               ; Abbrev [4] 0x5a:0x1a DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges2                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	26                              ; DW_AT_call_line
	.byte	49                              ; DW_AT_call_column
	.byte	6                               ; Abbrev [6] 0x66:0xd DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges3                 ; DW_AT_ranges
	.byte	2                               ; DW_AT_call_file
	.short	293                             ; DW_AT_call_line
	.byte	36                              ; DW_AT_call_column
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
	.byte	0                               ; End Of Children Mark
.Ldebug_info_end0:
	.section	.debug_ranges,"",@progbits
.Ldebug_ranges0:
	.quad	.Ltmp1-.Lfunc_begin0
	.quad	.Ltmp2-.Lfunc_begin0
	.quad	.Ltmp3-.Lfunc_begin0
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	.Ltmp24-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp1-.Lfunc_begin0
	.quad	.Ltmp2-.Lfunc_begin0
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp8-.Lfunc_begin0
	.quad	.Ltmp9-.Lfunc_begin0
	.quad	.Ltmp10-.Lfunc_begin0
	.quad	.Ltmp11-.Lfunc_begin0
	.quad	.Ltmp12-.Lfunc_begin0
	.quad	.Ltmp13-.Lfunc_begin0
	.quad	.Ltmp14-.Lfunc_begin0
	.quad	.Ltmp15-.Lfunc_begin0
	.quad	.Ltmp16-.Lfunc_begin0
	.quad	.Ltmp17-.Lfunc_begin0
	.quad	.Ltmp18-.Lfunc_begin0
	.quad	.Ltmp19-.Lfunc_begin0
	.quad	.Ltmp20-.Lfunc_begin0
	.quad	.Ltmp21-.Lfunc_begin0
	.quad	.Ltmp22-.Lfunc_begin0
	.quad	.Ltmp23-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges2:
	.quad	.Ltmp24-.Lfunc_begin0
	.quad	.Ltmp25-.Lfunc_begin0
	.quad	.Ltmp26-.Lfunc_begin0
	.quad	.Ltmp27-.Lfunc_begin0
	.quad	.Ltmp28-.Lfunc_begin0
	.quad	.Ltmp29-.Lfunc_begin0
	.quad	.Ltmp30-.Lfunc_begin0
	.quad	.Ltmp31-.Lfunc_begin0
	.quad	.Ltmp32-.Lfunc_begin0
	.quad	.Ltmp33-.Lfunc_begin0
	.quad	.Ltmp34-.Lfunc_begin0
	.quad	.Ltmp35-.Lfunc_begin0
	.quad	.Ltmp36-.Lfunc_begin0
	.quad	.Ltmp37-.Lfunc_begin0
	.quad	.Ltmp38-.Lfunc_begin0
	.quad	.Ltmp44-.Lfunc_begin0
	.quad	.Ltmp45-.Lfunc_begin0
	.quad	.Ltmp46-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges3:
	.quad	.Ltmp26-.Lfunc_begin0
	.quad	.Ltmp27-.Lfunc_begin0
	.quad	.Ltmp28-.Lfunc_begin0
	.quad	.Ltmp29-.Lfunc_begin0
	.quad	.Ltmp30-.Lfunc_begin0
	.quad	.Ltmp31-.Lfunc_begin0
	.quad	.Ltmp32-.Lfunc_begin0
	.quad	.Ltmp33-.Lfunc_begin0
	.quad	.Ltmp34-.Lfunc_begin0
	.quad	.Ltmp35-.Lfunc_begin0
	.quad	.Ltmp36-.Lfunc_begin0
	.quad	.Ltmp37-.Lfunc_begin0
	.quad	.Ltmp38-.Lfunc_begin0
	.quad	.Ltmp39-.Lfunc_begin0
	.quad	.Ltmp40-.Lfunc_begin0
	.quad	.Ltmp41-.Lfunc_begin0
	.quad	.Ltmp42-.Lfunc_begin0
	.quad	.Ltmp43-.Lfunc_begin0
	.quad	0
	.quad	0
	.section	.debug_str,"MS",@progbits,1
.Linfo_string0:
	.asciz	"triton"                        ; string offset=0
.Linfo_string1:
	.asciz	"generate.py"                   ; string offset=7
.Linfo_string2:
	.asciz	"/work/main/tests/data/triton"  ; string offset=19
.Linfo_string3:
	.asciz	"softmax_rows"                  ; string offset=48
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
      - .offset:         16
        .size:           4
        .value_kind:     by_value
      - .address_space:  global
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 128
    .name:           softmax_rows
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         softmax_rows.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     44
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
