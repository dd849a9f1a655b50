	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 5
	.text
	.globl	rms_norm_bf16                   ; -- Begin function rms_norm_bf16
	.p2align	8
	.type	rms_norm_bf16,@function
rms_norm_bf16:                          ; @rms_norm_bf16
.Lfunc_begin0:
	.file	1 "/work/main/tests/data/triton" "generate.py"
	.loc	1 30 0                          ; generate.py:30:0
	.cfi_sections .debug_frame
	.cfi_startproc
; %bb.0:
	s_bfe_u32 s0, ttmp6, 0x4000c
	s_and_b32 s1, ttmp6, 15
	s_add_co_i32 s0, s0, 1
	s_getreg_b32 s10, hwreg(HW_REG_IB_STS2, 6, 4)
	s_mul_i32 s0, ttmp9, s0
.Ltmp0:
	.loc	1 32 24 prologue_end            ; generate.py:32:24
	v_or_b32_e32 v2, 0x80, v0
	s_add_co_i32 s1, s1, s0
	s_cmp_eq_u32 s10, 0
	.loc	1 34 16                         ; generate.py:34:16
	v_lshlrev_b32_e32 v1, 1, v0
	.loc	1 33 18                         ; generate.py:33:18
	v_cmp_gt_i32_e32 vcc_lo, s8, v0
	s_cselect_b32 s0, ttmp9, s1
	.loc	1 32 24                         ; generate.py:32:24
	v_or_b32_e32 v3, 0x100, v0
	.loc	1 34 26                         ; generate.py:34:26
	s_mul_i32 s0, s8, s0
	.loc	1 32 24                         ; generate.py:32:24
	v_or_b32_e32 v4, 0x180, v0
	.loc	1 34 16                         ; generate.py:34:16
	v_dual_cndmask_b32 v1, 0x80000000, v1 :: v_dual_lshlrev_b32 v8, 1, v2
	.loc	1 33 18                         ; generate.py:33:18
	v_cmp_gt_i32_e32 vcc_lo, s8, v2
	.loc	1 34 20                         ; generate.py:34:20
	s_ashr_i32 s1, s0, 31
	.loc	1 34 16 is_stmt 0               ; generate.py:34:16
	v_lshlrev_b32_e32 v9, 1, v3
	.loc	1 34 20                         ; generate.py:34:20
	s_lshl_b64 s[10:11], s[0:1], 1
	s_mov_b32 s15, 0
	s_add_nc_u64 s[0:1], s[2:3], s[10:11]
	.loc	1 34 16                         ; generate.py:34:16
	v_cndmask_b32_e32 v10, 0x80000000, v8, vcc_lo
	.loc	1 33 18 is_stmt 1               ; generate.py:33:18
	v_cmp_gt_i32_e32 vcc_lo, s8, v3
	.loc	1 34 16                         ; generate.py:34:16
	s_or_b64 s[12:13], s[0:1], 0xfc00000000000000
	s_mov_b32 s14, 0xffffff
	v_lshlrev_b32_e32 v12, 1, v4
	s_clause 0x1
	buffer_load_u16 v2, v1, s[12:15], null offen
	buffer_load_u16 v3, v10, s[12:15], null offen
	.loc	1 32 24                         ; generate.py:32:24
	v_or_b32_e32 v6, 0x280, v0
	.loc	1 34 16                         ; generate.py:34:16
	v_cndmask_b32_e32 v11, 0x80000000, v9, vcc_lo
	.loc	1 33 18                         ; generate.py:33:18
	v_cmp_gt_i32_e32 vcc_lo, s8, v4
	.loc	1 32 24                         ; generate.py:32:24
	v_or_b32_e32 v5, 0x200, v0
	v_or_b32_e32 v7, 0x300, v0
	.loc	1 34 16                         ; generate.py:34:16
	v_lshlrev_b32_e32 v8, 1, v6
.Ltmp1:
	.file	2 "/opt/torch/.venv/lib/python3.12/site-packages/triton/language" "standard.py"
	.loc	2 293 36                        ; standard.py:293:36 @[ generate.py:35:26 ]
	s_mov_b32 s0, exec_lo
.Ltmp2:
	.loc	1 34 16                         ; generate.py:34:16
	v_cndmask_b32_e32 v12, 0x80000000, v12, vcc_lo
	v_lshlrev_b32_e32 v4, 1, v5
	.loc	1 33 18                         ; generate.py:33:18
	v_cmp_gt_i32_e32 vcc_lo, s8, v5
	.loc	1 34 16                         ; generate.py:34:16
	v_lshlrev_b32_e32 v5, 1, v7
	s_clause 0x1
	buffer_load_u16 v17, v11, s[12:15], null offen
	buffer_load_u16 v18, v12, s[12:15], null offen
	v_cndmask_b32_e32 v13, 0x80000000, v4, vcc_lo
	.loc	1 33 18                         ; generate.py:33:18
	v_cmp_gt_i32_e32 vcc_lo, s8, v6
	.loc	1 32 24                         ; generate.py:32:24
	v_or_b32_e32 v4, 0x380, v0
	.loc	1 34 16                         ; generate.py:34:16
	v_cndmask_b32_e32 v14, 0x80000000, v8, vcc_lo
	.loc	1 33 18                         ; generate.py:33:18
	v_cmp_gt_i32_e32 vcc_lo, s8, v7
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	.loc	1 34 16                         ; generate.py:34:16
	v_dual_cndmask_b32 v15, 0x80000000, v5 :: v_dual_lshlrev_b32 v8, 1, v4
	.loc	1 33 18                         ; generate.py:33:18
	v_cmp_gt_i32_e32 vcc_lo, s8, v4
	.loc	1 34 16                         ; generate.py:34:16
	s_wait_loadcnt 0x3
	v_dual_cndmask_b32 v16, 0x80000000, v8 :: v_dual_lshlrev_b32 v9, 16, v2
	s_clause 0x1
	buffer_load_u16 v6, v13, s[12:15], null offen
	buffer_load_u16 v20, v14, s[12:15], null offen
	.loc	1 34 66 is_stmt 0               ; generate.py:34:66
	s_wait_loadcnt 0x3
	v_dual_lshlrev_b32 v8, 16, v3 :: v_dual_lshlrev_b32 v5, 16, v17
	.loc	1 34 16                         ; generate.py:34:16
	s_clause 0x1
	buffer_load_u16 v22, v15, s[12:15], null offen
	buffer_load_u16 v23, v16, s[12:15], null offen
	.loc	1 34 66                         ; generate.py:34:66
	s_wait_loadcnt 0x4
	v_lshlrev_b32_e32 v4, 16, v18
	.loc	1 35 30 is_stmt 1               ; generate.py:35:30
	v_pk_mul_f32 v[2:3], v[8:9], v[8:9]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_pk_mul_f32 v[18:19], v[4:5], v[4:5]
.Ltmp3:
	.loc	2 263 15                        ; standard.py:263:15 @[ standard.py:293:36 @[ generate.py:35:26 ] ]
	v_add_f32_e32 v2, v3, v2
.Ltmp4:
	.loc	1 34 66                         ; generate.py:34:66
	s_wait_loadcnt 0x2
	v_dual_lshlrev_b32 v7, 16, v6 :: v_dual_lshlrev_b32 v6, 16, v20
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
.Ltmp5:
	.loc	2 263 15                        ; standard.py:263:15 @[ standard.py:293:36 @[ generate.py:35:26 ] ]
	v_add_f32_e32 v2, v2, v19
.Ltmp6:
	.loc	1 35 30                         ; generate.py:35:30
	v_pk_mul_f32 v[20:21], v[6:7], v[6:7]
.Ltmp7:
	.loc	2 263 15                        ; standard.py:263:15 @[ standard.py:293:36 @[ generate.py:35:26 ] ]
	s_wait_loadcnt 0x0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_add_f32 v17, v2, v18 :: v_dual_lshlrev_b32 v2, 16, v23
.Ltmp8:
	.loc	1 34 66                         ; generate.py:34:66
	v_dual_lshlrev_b32 v3, 16, v22 :: v_dual_add_f32 v17, v17, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	.loc	1 35 30                         ; generate.py:35:30
	v_pk_mul_f32 v[18:19], v[2:3], v[2:3]
.Ltmp9:
	.loc	2 263 15                        ; standard.py:263:15 @[ standard.py:293:36 @[ generate.py:35:26 ] ]
	v_add_f32_e32 v17, v17, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v17, v17, v19
	v_add_f32_e32 v17, v17, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_dpp v17, v17, v17 row_shr:8 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v17, v17, v17 row_shr:4 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_dpp v17, v17, v17 row_shr:2 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_dpp v17, v17, v17 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
.Ltmp10:
	.loc	2 293 36                        ; standard.py:293:36 @[ generate.py:35:26 ]
	v_permlanex16_b32 v18, v17, -1, -1 op_sel:[1,0]
.Ltmp11:
	.loc	2 263 15                        ; standard.py:263:15 @[ standard.py:293:36 @[ generate.py:35:26 ] ]
	v_dual_add_f32 v17, v17, v18 :: v_dual_bitop2_b32 v18, 31, v0 bitop3:0x40
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
.Ltmp12:
	.loc	2 293 36                        ; standard.py:293:36 @[ generate.py:35:26 ]
	v_readlane_b32 s1, v17, 31
	v_cmpx_eq_u32_e32 0, v18
; %bb.1:
	.loc	2 0 36 is_stmt 0                ; standard.py:0:36
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	2 293 36                        ; standard.py:293:36 @[ generate.py:35:26 ]
	v_dual_mov_b32 v18, s1 :: v_dual_lshrrev_b32 v17, 3, v0
	v_add_nc_u32_e32 v17, 0, v17
	ds_store_b32 v17, v18
; %bb.2:
	.loc	2 0 36                          ; standard.py:0:36
	s_or_b32 exec_lo, exec_lo, s0
	.loc	2 293 36                        ; standard.py:293:36 @[ generate.py:35:26 ]
	v_cmp_gt_u32_e32 vcc_lo, 4, v0
	v_lshl_add_u32 v17, v0, 2, 0
	v_mov_b32_e32 v18, 0
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	s_and_saveexec_b32 s0, vcc_lo
; %bb.3:
	ds_load_b32 v18, v17
; %bb.4:
	.loc	2 0 36                          ; standard.py:0:36
	s_or_b32 exec_lo, exec_lo, s0
	.loc	2 293 36                        ; standard.py:293:36 @[ generate.py:35:26 ]
	s_wait_dscnt 0x0
	ds_swizzle_b32 v19, v18 offset:swizzle(SWAP,2)
	v_and_b32_e32 v0, 3, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u32_e64 s0, 0, v0
	s_and_b32 s1, vcc_lo, s0
.Ltmp13:
	.loc	2 263 15 is_stmt 1              ; standard.py:263:15 @[ standard.py:293:36 @[ generate.py:35:26 ] ]
	s_wait_dscnt 0x0
	v_add_f32_e32 v18, v18, v19
.Ltmp14:
	.loc	2 293 36                        ; standard.py:293:36 @[ generate.py:35:26 ]
	ds_swizzle_b32 v19, v18 offset:swizzle(SWAP,1)
	s_and_saveexec_b32 s0, s1
	s_cbranch_execz .LBB0_6
; %bb.5:
	.loc	2 0 36 is_stmt 0                ; standard.py:0:36
	s_wait_dscnt 0x0
	v_add_f32_e32 v0, v18, v19
	.loc	2 293 36                        ; standard.py:293:36 @[ generate.py:35:26 ]
	ds_store_b32 v17, v0
.LBB0_6:
	.loc	2 0 36                          ; standard.py:0:36
	s_or_b32 exec_lo, exec_lo, s0
	.loc	2 293 36                        ; standard.py:293:36 @[ generate.py:35:26 ]
	s_mov_b32 s3, 0
.Ltmp15:
	.loc	1 36 16 is_stmt 1               ; generate.py:36:16
	s_or_b64 s[0:1], s[4:5], 0xfc00000000000000
	s_mov_b32 s2, 0xffffff
.Ltmp16:
	.loc	2 293 36                        ; standard.py:293:36 @[ generate.py:35:26 ]
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
.Ltmp17:
	.loc	1 36 16                         ; generate.py:36:16
	s_clause 0x7
	buffer_load_u16 v17, v1, s[0:3], null offen
	buffer_load_u16 v18, v10, s[0:3], null offen
	buffer_load_u16 v20, v11, s[0:3], null offen
	buffer_load_u16 v22, v12, s[0:3], null offen
	buffer_load_u16 v23, v13, s[0:3], null offen
	buffer_load_u16 v24, v14, s[0:3], null offen
	buffer_load_u16 v25, v15, s[0:3], null offen
	buffer_load_u16 v26, v16, s[0:3], null offen
.Ltmp18:
	.loc	2 293 36                        ; standard.py:293:36 @[ generate.py:35:26 ]
	v_mov_b32_e32 v0, 0
.Ltmp19:
	.loc	1 35 43                         ; generate.py:35:43
	s_wait_xcnt 0x0
	s_cvt_f32_i32 s0, s8
.Ltmp20:
	.loc	2 293 36                        ; standard.py:293:36 @[ generate.py:35:26 ]
	ds_load_b32 v0, v0
.Ltmp21:
	.loc	1 35 43                         ; generate.py:35:43
	s_wait_dscnt 0x0
	v_div_scale_f32 v19, null, s0, s0, v0
	v_div_scale_f32 v28, vcc_lo, v0, s0, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_rcp_f32_e32 v21, v19
	v_nop
	v_xor_b32_e32 v19, 0x80000000, v19
	s_delay_alu instid0(TRANS32_DEP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v27, v19, v21, 1.0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v21, v27, v21
	v_mul_f32_e32 v27, v28, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v29, v19, v27, v28
	s_wait_loadcnt 0x6
	v_dual_fmac_f32 v27, v29, v21 :: v_dual_lshlrev_b32 v18, 16, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v28, v19, v27
	.loc	1 36 51                         ; generate.py:36:51
	s_wait_loadcnt 0x1
	v_dual_lshlrev_b32 v23, 16, v23 :: v_dual_lshlrev_b32 v25, 16, v25
	.loc	1 35 43                         ; generate.py:35:43
	v_div_fmas_f32 v19, v28, v21, v27
	.loc	1 36 51                         ; generate.py:36:51
	v_dual_lshlrev_b32 v21, 16, v20 :: v_dual_lshlrev_b32 v20, 16, v22
	v_lshlrev_b32_e32 v22, 16, v24
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	.loc	1 35 43                         ; generate.py:35:43
	v_div_fixup_f32 v0, v19, s0, v0
	.loc	1 36 51                         ; generate.py:36:51
	v_lshlrev_b32_e32 v19, 16, v17
	.loc	1 37 17                         ; generate.py:37:17
	s_add_nc_u64 s[0:1], s[6:7], s[10:11]
	.loc	1 37 38 is_stmt 0               ; generate.py:37:38
	s_or_b32 s1, s1, 0xfc000000
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	.loc	1 35 52 is_stmt 1               ; generate.py:35:52
	v_add_f32_e32 v0, s9, v0
	.loc	1 35 19 is_stmt 0               ; generate.py:35:19
	v_rsq_f32_e32 v0, v0
	.loc	1 37 43 is_stmt 1               ; generate.py:37:43
	v_nop
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_pk_mul_f32 v[8:9], v[0:1], v[8:9] op_sel_hi:[0,1]
	v_pk_mul_f32 v[4:5], v[0:1], v[4:5] op_sel_hi:[0,1]
	v_pk_mul_f32 v[6:7], v[0:1], v[6:7] op_sel_hi:[0,1]
	v_pk_mul_f32 v[2:3], v[0:1], v[2:3] op_sel_hi:[0,1]
	.loc	1 37 49 is_stmt 0               ; generate.py:37:49
	v_pk_mul_f32 v[8:9], v[8:9], v[18:19]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_pk_mul_f32 v[4:5], v[4:5], v[20:21]
	v_pk_mul_f32 v[6:7], v[6:7], v[22:23]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_4)
	.loc	1 37 55                         ; generate.py:37:55
	v_bfe_u32 v0, v9, 16, 1
	v_bfe_u32 v17, v8, 16, 1
	s_delay_alu instid0(VALU_DEP_4)
	v_bfe_u32 v18, v5, 16, 1
	v_cmp_o_f32_e32 vcc_lo, v9, v9
	v_bfe_u32 v19, v4, 16, 1
	v_add3_u32 v0, v9, v0, 0x7fff
	.loc	1 36 51 is_stmt 1               ; generate.py:36:51
	s_wait_loadcnt 0x0
	v_lshlrev_b32_e32 v24, 16, v26
	.loc	1 37 55                         ; generate.py:37:55
	v_add3_u32 v17, v8, v17, 0x7fff
	v_add3_u32 v18, v5, v18, 0x7fff
	v_bfe_u32 v20, v7, 16, 1
	v_lshrrev_b32_e32 v0, 16, v0
	.loc	1 37 49 is_stmt 0               ; generate.py:37:49
	v_pk_mul_f32 v[2:3], v[2:3], v[24:25]
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	.loc	1 37 55                         ; generate.py:37:55
	v_dual_lshrrev_b32 v17, 16, v17 :: v_dual_lshrrev_b32 v18, 16, v18
	v_add3_u32 v19, v4, v19, 0x7fff
	v_bfe_u32 v21, v6, 16, 1
	v_bfe_u32 v23, v2, 16, 1
	v_add3_u32 v20, v7, v20, 0x7fff
	v_bfe_u32 v22, v3, 16, 1
	v_cndmask_b32_e32 v0, 0x7fff, v0, vcc_lo
	v_cmp_o_f32_e32 vcc_lo, v8, v8
	v_add3_u32 v23, v2, v23, 0x7fff
	v_dual_lshrrev_b32 v19, 16, v19 :: v_dual_lshrrev_b32 v20, 16, v20
	v_add3_u32 v21, v6, v21, 0x7fff
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_dual_cndmask_b32 v8, 0x7fff, v17 :: v_dual_lshrrev_b32 v23, 16, v23
	v_cmp_o_f32_e32 vcc_lo, v5, v5
	v_add3_u32 v22, v3, v22, 0x7fff
	v_lshrrev_b32_e32 v21, 16, v21
	v_cndmask_b32_e32 v5, 0x7fff, v18, vcc_lo
	v_cmp_o_f32_e32 vcc_lo, v4, v4
	s_delay_alu instid0(VALU_DEP_4)
	v_lshrrev_b32_e32 v22, 16, v22
	v_cndmask_b32_e32 v4, 0x7fff, v19, vcc_lo
	v_cmp_o_f32_e32 vcc_lo, v7, v7
	v_cndmask_b32_e32 v7, 0x7fff, v20, vcc_lo
	v_cmp_o_f32_e32 vcc_lo, v6, v6
	v_cndmask_b32_e32 v6, 0x7fff, v21, vcc_lo
	v_cmp_o_f32_e32 vcc_lo, v3, v3
	v_cndmask_b32_e32 v3, 0x7fff, v22, vcc_lo
	v_cmp_o_f32_e32 vcc_lo, v2, v2
	v_cndmask_b32_e32 v2, 0x7fff, v23, vcc_lo
	.loc	1 37 38                         ; generate.py:37:38
	s_clause 0x7
	buffer_store_b16 v0, v1, s[0:3], null offen
	buffer_store_b16 v8, v10, s[0:3], null offen
	buffer_store_b16 v5, v11, s[0:3], null offen
	buffer_store_b16 v4, v12, s[0:3], null offen
	buffer_store_b16 v7, v13, s[0:3], null offen
	buffer_store_b16 v6, v14, s[0:3], null offen
	buffer_store_b16 v3, v15, s[0:3], null offen
	buffer_store_b16 v2, v16, s[0:3], null offen
	.loc	1 37 4                          ; generate.py:37:4
	s_endpgm
.Ltmp22:
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel rms_norm_bf16
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 48
		.amdhsa_user_sgpr_count 14
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 12
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
		.amdhsa_next_free_vgpr 30
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
		.amdhsa_inst_pref_size 13
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
	.size	rms_norm_bf16, .Lfunc_end0-rms_norm_bf16
	.cfi_endproc
                                        ; -- End function
	.set rms_norm_bf16.num_vgpr, 30
	.set rms_norm_bf16.num_agpr, 0
	.set rms_norm_bf16.numbered_sgpr, 16
	.set rms_norm_bf16.num_named_barrier, 0
	.set rms_norm_bf16.private_seg_size, 0
	.set rms_norm_bf16.uses_vcc, 1
	.set rms_norm_bf16.uses_flat_scratch, 0
	.set rms_norm_bf16.has_dyn_sized_stack, 0
	.set rms_norm_bf16.has_recursion, 0
	.set rms_norm_bf16.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1588
; TotalNumSgprs: 18
; NumVgprs: 30
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 30
; NamedBarCnt: 0
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
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
	.byte	1                               ; Abbrev [1] 0xb:0x52 DW_TAG_compile_unit
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
	.byte	3                               ; Abbrev [3] 0x30:0x2c DW_TAG_subprogram
	.quad	.Lfunc_begin0                   ; DW_AT_low_pc
	.long	.Lfunc_end0-.Lfunc_begin0       ; DW_AT_high_pc
	.long	42                              ; DW_AT_abstract_origin
	.byte	4                               ; Abbrev [4] 0x41:0x1a DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges0                 ; DW_AT_ranges
	.byte	1                               ; DW_AT_call_file
	.byte	35                              ; DW_AT_call_line
	.byte	26                              ; DW_AT_call_column
	.byte	5                               ; Abbrev [5] 0x4d:0xd DW_TAG_inlined_subroutine
	.long	42                              ; DW_AT_abstract_origin
	.long	.Ldebug_ranges1                 ; DW_AT_ranges
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
	.quad	.Ltmp4-.Lfunc_begin0
	.quad	.Ltmp5-.Lfunc_begin0
	.quad	.Ltmp6-.Lfunc_begin0
	.quad	.Ltmp7-.Lfunc_begin0
	.quad	.Ltmp8-.Lfunc_begin0
	.quad	.Ltmp9-.Lfunc_begin0
	.quad	.Ltmp15-.Lfunc_begin0
	.quad	.Ltmp16-.Lfunc_begin0
	.quad	.Ltmp17-.Lfunc_begin0
	.quad	.Ltmp18-.Lfunc_begin0
	.quad	.Ltmp19-.Lfunc_begin0
	.quad	.Ltmp20-.Lfunc_begin0
	.quad	.Ltmp21-.Lfunc_begin0
	.quad	0
	.quad	0
.Ldebug_ranges1:
	.quad	.Ltmp3-.Lfunc_begin0
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
	.asciz	"rms_norm_bf16"                 ; string offset=48
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
      - .address_space:  global
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 48
    .max_flat_workgroup_size: 128
    .name:           rms_norm_bf16
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         rms_norm_bf16.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     30
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
