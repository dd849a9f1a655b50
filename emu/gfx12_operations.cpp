// The gfx1250 operation table: the shared families registered for gfx1250, gfx12's names for
// the operations gfx9 already has (global_load_b32 is global_load_dword, v_add_nc_u32 is
// v_add_u32 ...), and the gfx12-only families (emu/semantics/gfx12_*.cpp).

#include <mutex>
#include <string>

#include "emu/gfx12.h"
#include "emu/gfx9.h"
#include "emu/operation_table.h"
#include "emu/semantics/common.h"

namespace gfxtile::emu {

void register_gfx12_control_operations(OperationTable& table);
void register_gfx12_async_operations(OperationTable& table);
void register_gfx12_matrix_operations(OperationTable& table);
void register_gfx12_vector_operations(OperationTable& table);
void register_gfx12_lane_operations(OperationTable& table);
void register_gfx12_extra_operations(OperationTable& table);

namespace {

// gfx12 name -> the gfx9 name of the same operation.
void add_alias(OperationTable& t, const std::string& gfx12_name, const std::string& gfx9_name) {
  if (t.find(gfx12_name) != nullptr) return;
  if (const OperationInfo* info = t.find(gfx9_name)) t.add(gfx12_name, *info);
}

void add_memory_aliases(OperationTable& t) {
  struct Size {
    const char* gfx12;
    const char* gfx9;
  };
  static constexpr Size kLoads[] = {{"b32", "dword"},   {"b64", "dwordx2"}, {"b96", "dwordx3"},  {"b128", "dwordx4"},
                                    {"u8", "ubyte"},    {"i8", "sbyte"},    {"u16", "ushort"},   {"i16", "sshort"},
                                    {"d16_u8", "ubyte_d16"}, {"d16_i8", "sbyte_d16"}, {"d16_b16", "short_d16"},
                                    {"d16_hi_u8", "ubyte_d16_hi"}, {"d16_hi_i8", "sbyte_d16_hi"},
                                    {"d16_hi_b16", "short_d16_hi"}};
  static constexpr Size kStores[] = {{"b8", "byte"},     {"b16", "short"},   {"b32", "dword"},    {"b64", "dwordx2"},
                                     {"b96", "dwordx3"}, {"b128", "dwordx4"}, {"d16_hi_b8", "byte_d16_hi"},
                                     {"d16_hi_b16", "short_d16_hi"}};
  for (const char* space : {"global", "flat", "scratch", "buffer"}) {
    for (const Size& s : kLoads)
      add_alias(t, std::string(space) + "_load_" + s.gfx12, std::string(space) + "_load_" + s.gfx9);
    for (const Size& s : kStores)
      add_alias(t, std::string(space) + "_store_" + s.gfx12, std::string(space) + "_store_" + s.gfx9);
    static constexpr Size kAtomics[] = {
        {"add_u32", "add"},   {"sub_u32", "sub"},     {"min_i32", "smin"},  {"max_i32", "smax"},  {"min_u32", "umin"},
        {"max_u32", "umax"},  {"and_b32", "and"},     {"or_b32", "or"},     {"xor_b32", "xor"},   {"inc_u32", "inc"},
        {"dec_u32", "dec"},   {"swap_b32", "swap"},   {"cmpswap_b32", "cmpswap"}, {"add_f32", "add_f32"},
        {"add_u64", "add_x2"}, {"sub_u64", "sub_x2"}, {"min_i64", "smin_x2"}, {"max_i64", "smax_x2"},
        {"min_u64", "umin_x2"}, {"max_u64", "umax_x2"}, {"and_b64", "and_x2"}, {"or_b64", "or_x2"},
        {"xor_b64", "xor_x2"}, {"swap_b64", "swap_x2"}, {"cmpswap_b64", "cmpswap_x2"}, {"pk_add_f16", "pk_add_f16"},
        {"pk_add_bf16", "pk_add_bf16"}, {"add_f64", "add_f64"}};
    for (const Size& a : kAtomics) {
      add_alias(t, std::string(space) + "_atomic_" + a.gfx12, std::string(space) + "_atomic_" + a.gfx9);
      add_alias(t, std::string(space) + "_atomic_" + a.gfx12 + "_rtn", std::string(space) + "_atomic_" + a.gfx9);
    }
  }
  static constexpr Size kScalar[] = {{"b32", "dword"}, {"b64", "dwordx2"}, {"b128", "dwordx4"}, {"b256", "dwordx8"},
                                     {"b512", "dwordx16"}};
  for (const Size& s : kScalar) {
    add_alias(t, std::string("s_load_") + s.gfx12, std::string("s_load_") + s.gfx9);
    add_alias(t, std::string("s_buffer_load_") + s.gfx12, std::string("s_buffer_load_") + s.gfx9);
  }
  static constexpr Size kDs[] = {{"ds_load_b32", "ds_read_b32"},     {"ds_load_b64", "ds_read_b64"},
                                 {"ds_load_b96", "ds_read_b96"},     {"ds_load_b128", "ds_read_b128"},
                                 {"ds_load_u8", "ds_read_u8"},       {"ds_load_i8", "ds_read_i8"},
                                 {"ds_load_u16", "ds_read_u16"},     {"ds_load_i16", "ds_read_i16"},
                                 {"ds_load_u8_d16", "ds_read_u8_d16"}, {"ds_load_u8_d16_hi", "ds_read_u8_d16_hi"},
                                 {"ds_load_i8_d16", "ds_read_i8_d16"}, {"ds_load_i8_d16_hi", "ds_read_i8_d16_hi"},
                                 {"ds_load_u16_d16", "ds_read_u16_d16"}, {"ds_load_u16_d16_hi", "ds_read_u16_d16_hi"},
                                 {"ds_store_b8", "ds_write_b8"},     {"ds_store_b16", "ds_write_b16"},
                                 {"ds_store_b32", "ds_write_b32"},   {"ds_store_b64", "ds_write_b64"},
                                 {"ds_store_b96", "ds_write_b96"},   {"ds_store_b128", "ds_write_b128"},
                                 {"ds_store_b8_d16_hi", "ds_write_b8_d16_hi"}, {"ds_store_b16_d16_hi", "ds_write_b16_d16_hi"},
                                 {"ds_load_2addr_b32", "ds_read2_b32"}, {"ds_load_2addr_b64", "ds_read2_b64"},
                                 {"ds_load_2addr_stride64_b32", "ds_read2st64_b32"},
                                 {"ds_load_2addr_stride64_b64", "ds_read2st64_b64"},
                                 {"ds_store_2addr_b32", "ds_write2_b32"}, {"ds_store_2addr_b64", "ds_write2_b64"},
                                 {"ds_store_2addr_stride64_b32", "ds_write2st64_b32"},
                                 {"ds_store_2addr_stride64_b64", "ds_write2st64_b64"},
                                 {"ds_storexchg_rtn_b32", "ds_wrxchg_rtn_b32"}, {"ds_storexchg_rtn_b64", "ds_wrxchg_rtn_b64"}};
  for (const Size& s : kDs) add_alias(t, s.gfx12, s.gfx9);
}

void add_alu_aliases(OperationTable& t) {
  static constexpr std::pair<const char*, const char*> kAliases[] = {
      {"s_add_co_i32", "s_add_i32"},       {"s_add_co_u32", "s_add_u32"},       {"s_add_co_ci_u32", "s_addc_u32"},
      {"s_sub_co_i32", "s_sub_i32"},       {"s_sub_co_u32", "s_sub_u32"},       {"s_sub_co_ci_u32", "s_subb_u32"},
      {"s_and_not1_b32", "s_andn2_b32"},   {"s_and_not1_b64", "s_andn2_b64"},   {"s_or_not1_b32", "s_orn2_b32"},
      {"s_or_not1_b64", "s_orn2_b64"},
      {"s_and_not1_saveexec_b32", "s_andn2_saveexec_b32"}, {"s_and_not1_saveexec_b64", "s_andn2_saveexec_b64"},
      {"s_or_not1_saveexec_b32", "s_orn2_saveexec_b32"},   {"s_or_not1_saveexec_b64", "s_orn2_saveexec_b64"},
      {"s_and_not0_saveexec_b32", "s_andn1_saveexec_b32"}, {"s_and_not0_saveexec_b64", "s_andn1_saveexec_b64"},
      {"s_or_not0_saveexec_b32", "s_orn1_saveexec_b32"},   {"s_or_not0_saveexec_b64", "s_orn1_saveexec_b64"},
      {"s_and_not0_wrexec_b32", "s_andn1_wrexec_b32"},     {"s_and_not1_wrexec_b32", "s_andn2_wrexec_b32"},
      {"v_add_nc_u32", "v_add_u32"},       {"v_sub_nc_u32", "v_sub_u32"},       {"v_subrev_nc_u32", "v_subrev_u32"},
      {"v_add_nc_i32", "v_add_i32"},       {"v_sub_nc_i32", "v_sub_i32"},
      {"v_add_co_ci_u32", "v_addc_co_u32"}, {"v_sub_co_ci_u32", "v_subb_co_u32"},
      {"v_subrev_co_ci_u32", "v_subbrev_co_u32"},
      {"v_mad_co_u64_u32", "v_mad_u64_u32"}, {"v_mad_co_i64_i32", "v_mad_i64_i32"},
      {"v_add_nc_u16", "v_add_u16"},       {"v_sub_nc_u16", "v_sub_u16"},
      {"v_cvt_pk_rtz_f16_f32", "v_cvt_pkrtz_f16_f32"}, {"v_cvt_pk_norm_i16_f32", "v_cvt_pknorm_i16_f32"},
      {"v_cvt_pk_norm_u16_f32", "v_cvt_pknorm_u16_f32"},
      {"v_dot2acc_f32_f16", "v_dot2c_f32_f16"}, {"v_dot2acc_f32_bf16", "v_dot2c_f32_bf16"},
      {"v_mul_dx9_zero_f32", "v_mul_legacy_f32"}, {"v_cvt_floor_i32_f32", "v_cvt_flr_i32_f32"},
      {"v_cvt_nearest_i32_f32", "v_cvt_rpi_i32_f32"},
      {"s_addk_co_i32", "s_addk_i32"},     {"v_max_num_f16", "v_max_f16"},     {"v_min_num_f16", "v_min_f16"},
      {"v_max_num_f64", "v_max_f64"},       {"v_min_num_f64", "v_min_f64"},
      {"v_max3_num_f16", "v_max3_f16"},     {"v_min3_num_f16", "v_min3_f16"},
      {"v_max3_num_f32", "v_max3_f32"},     {"v_min3_num_f32", "v_min3_f32"},
      {"v_pk_max_num_f16", "v_pk_max_f16"}, {"v_pk_min_num_f16", "v_pk_min_f16"},
      {"v_clz_i32_u32", "v_ffbh_u32"},     {"v_ctz_i32_b32", "v_ffbl_b32"},     {"v_cls_i32", "v_ffbh_i32"},
      {"s_ctz_i32_b32", "s_ff1_i32_b32"},   {"s_clz_i32_u32", "s_flbit_i32_b32"}, {"s_cls_i32", "s_flbit_i32"},
      {"s_ctz_i32_b64", "s_ff1_i32_b64"},   {"s_clz_i32_u64", "s_flbit_i32_b64"}, {"s_cls_i32_i64", "s_flbit_i32_i64"},
      {"s_get_pc_i64", "s_getpc_b64"},  // the next instruction's address, as on gfx9
  };
  for (auto [gfx12_name, gfx9_name] : kAliases) add_alias(t, gfx12_name, gfx9_name);
}

// Operations gfx1250 shares with gfx950 but not gfx942 (registered only for gfx950 there).
void add_gfx950_operations(OperationTable& t) {
  const OperationTable& gfx950 = gfx9::operation_table(Architecture::gfx950);
  for (const char* name : {"v_cvt_pk_bf16_f32", "v_cvt_pk_f16_f32", "v_dot2c_f32_bf16", "v_prng_b32", "v_cvt_scalef32_pk_f32_fp8",
                           "v_permlane16_swap_b32", "v_permlane32_swap_b32"})
    if (t.find(name) == nullptr)
      if (const OperationInfo* info = gfx950.find(name)) t.add(name, *info);
}

// s_load_b96 (gfx12) is s_load_dwordx4's operation reading three dwords.
void add_scalar_load_b96(OperationTable& t) {
  for (auto [name, base] : {std::pair{"s_load_b96", "s_load_dwordx4"}, {"s_buffer_load_b96", "s_buffer_load_dwordx4"}}) {
    const OperationInfo* info = t.find(base);
    if (info == nullptr || t.find(name) != nullptr) continue;
    OperationInfo three = *info;
    three.parameter[0] = 3;
    t.add(name, three);
  }
}

}  // namespace

namespace gfx12 {

const OperationTable& operation_table() {
  static std::once_flag once;
  static OperationTable table;
  std::call_once(once, [] {
    constexpr Architecture a = Architecture::gfx1250;
    register_scalar_operations(table, a);
    register_control_operations(table, a);
    register_vector_alu_operations(table, a);
    register_vector_float_operations(table, a);
    register_vector_compare_operations(table, a);
    register_conversion_operations(table, a);
    register_packed_operations(table, a);
    register_memory_operations(table, a);
    register_lds_operations(table, a);
    // gfx12's own families replace what they share a name with (s_endpgm, s_getreg_b32 ...).
    register_gfx12_control_operations(table);
    register_gfx12_async_operations(table);
    register_gfx12_matrix_operations(table);
    register_gfx12_vector_operations(table);
    register_gfx12_lane_operations(table);
    register_gfx12_extra_operations(table);
    add_gfx950_operations(table);
    add_memory_aliases(table);
    add_alu_aliases(table);
    add_scalar_load_b96(table);
  });
  return table;
}

}  // namespace gfx12
}  // namespace gfxtile::emu
