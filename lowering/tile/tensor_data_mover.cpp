// The gfx1250 tensor data mover (dsl/tensor_descriptor.h): descriptor groups built from the
// op's scalars and issued by tensor_load_to_lds / tensor_store_from_lds; tdm_wait is
// s_wait_tensorcnt. Field layout: ../shared/notes/amdgpu.md ("gfx1250 data movers") and
// docs/emulator-gfx1250.md (groups 2 and 3).
//
// The data mover is issued once per wave, so the waves share a tile: when the outermost tile
// dimension divides among them (and, padded, each share starts on a padding interval) each wave
// moves its rows; otherwise wave 0 moves the whole tile and the others issue a descriptor marked
// invalid, which moves nothing but keeps every wave's TENSORcnt the same.

#include <algorithm>
#include <bit>

#include <fmt/format.h>
#include <llvm/IR/IntrinsicsAMDGPU.h>

#include "lowering/tile/lowering_internal.h"

namespace gfxtile::tile {
namespace {

// The one place the intrinsics are called: LLVM after 22 adds arguments to them.
void issue_tensor_copy(Lowering& lowering, bool load, llvm::ArrayRef<llvm::Value*> groups) {
  llvm::IRBuilder<>& builder = lowering.builder_;
  std::vector<llvm::Value*> arguments(groups.begin(), groups.end());
  arguments.push_back(builder.getInt32(0));  // cache policy
  llvm::Intrinsic::ID id;
  if (groups.size() == 2)
    id = load ? llvm::Intrinsic::amdgcn_tensor_load_to_lds_d2 : llvm::Intrinsic::amdgcn_tensor_store_from_lds_d2;
  else
    id = load ? llvm::Intrinsic::amdgcn_tensor_load_to_lds : llvm::Intrinsic::amdgcn_tensor_store_from_lds;
  lowering.call(id, {}, arguments);
}

}  // namespace

void Lowering::lower_tensor_data_mover(const Op& op) {
  // The intrinsics and the wait touch "inaccessible memory" to LLVM, not the LDS they move:
  // compiler fences keep the optimiser from moving LDS accesses across them.
  auto compiler_fence = [&] {
    builder_.CreateFence(llvm::AtomicOrdering::SequentiallyConsistent, context_.getOrInsertSyncScopeID("singlethread"));
  };
  if (op.kind == OpKind::tdm_wait) {
    call(llvm::Intrinsic::amdgcn_s_wait_tensorcnt, {}, {builder_.getInt16(static_cast<uint16_t>(op.integer("pending")))});
    compiler_fence();
    // All but the newest `pending` copies have landed (TENSORcnt completes in order).
    const size_t landed = tensor_in_flight_.size() - std::min<size_t>(tensor_in_flight_.size(), static_cast<size_t>(op.integer("pending")));
    pending_.insert(pending_.end(), tensor_in_flight_.begin(), tensor_in_flight_.begin() + static_cast<std::ptrdiff_t>(landed));
    tensor_in_flight_.erase(tensor_in_flight_.begin(), tensor_in_flight_.begin() + static_cast<std::ptrdiff_t>(landed));
    return;
  }
  // A barrier before the copy if earlier accesses conflict; the copy itself is in flight until
  // a wait, not pending behind the next barrier.
  for (const auto& access : lds_accesses(op)) {
    before_lds(op, access);
    pending_.pop_back();
    tensor_in_flight_.push_back(access);
  }
  const bool load = op.kind == OpKind::tdm_load;
  const std::vector<int64_t> tile = op.integers("tile");
  const int rank = static_cast<int>(tile.size());
  const DType dtype = type(op.operands[0]).dtype;
  const int bytes = dtype.bytes();
  const std::vector<int64_t> padding = op.has("padding") ? op.integers("padding") : std::vector<int64_t>{};
  // The DSL checks this where it can; uses inside loop bodies are checked here.
  const LdsLayout expected = padding.empty() ? row_major_lds(tile) : padded_lds(tile, padding[0], padding[1]);
  if (!(buffer_lds_layout(kernel_, op.operands[0]) == expected))
    error(op, fmt::format("the buffer's LDS layout is not the one the data mover writes ({}); allocate it with "
                          "lds_alloc(shape, dtype, descriptor.lds_layout())", expected.description));
  auto scalar = [&](size_t index) { return get(op.operands[index])[0]; };
  llvm::Value* base = scalar(1);
  std::vector<llvm::Value*> sizes, strides, coordinates;
  for (int d = 0; d < rank; ++d) {
    sizes.push_back(scalar(2 + d));
    strides.push_back(scalar(2 + rank + d));
    coordinates.push_back(scalar(2 + 2 * rank + d));
  }

  // This wave's share of the tile.
  int64_t inner = 1;
  for (int d = 1; d < rank; ++d) inner *= tile[static_cast<size_t>(d)];
  const int waves = kernel_.waves;
  const int64_t share_rows = tile[0] / waves, share_elements = share_rows * inner;
  const bool split = waves > 1 && tile[0] % waves == 0 && (padding.empty() || share_elements % padding[0] == 0);
  std::vector<int64_t> moved = tile;
  llvm::Value* valid = i32(1);
  llvm::Value* lds_address =
      builder_.CreatePtrToInt(lds_pointer(i32(lds_plan_.buffer_offsets.at(op.operands[0]))), builder_.getInt32Ty());
  if (split) {
    moved[0] = share_rows;
    const int64_t share_bytes = (share_elements + (padding.empty() ? 0 : share_elements / padding[0] * padding[1])) * bytes;
    coordinates[0] = builder_.CreateAdd(coordinates[0], builder_.CreateMul(wave_, i32(share_rows)));
    lds_address = builder_.CreateAdd(lds_address, builder_.CreateMul(wave_, i32(share_bytes)));
  } else if (waves > 1) {
    valid = builder_.CreateZExt(builder_.CreateICmpEQ(wave_, i32(0)), builder_.getInt32Ty());
  }

  // The tile's origin becomes the base; the sizes become what remains from there (0 when the
  // tile starts past the edge), so the hardware's bounds check sees the tensor's edge.
  llvm::Value* offset = builder_.getInt64(0);
  std::vector<llvm::Value*> remaining;
  for (int d = 0; d < rank; ++d) {
    offset = builder_.CreateAdd(offset, builder_.CreateMul(builder_.CreateSExt(coordinates[d], builder_.getInt64Ty()), strides[d]));
    remaining.push_back(builder_.CreateBinaryIntrinsic(llvm::Intrinsic::smax, builder_.CreateSub(sizes[d], coordinates[d]), i32(0)));
  }
  llvm::Value* address = builder_.CreatePtrToInt(builder_.CreateGEP(storage_type(dtype), base, offset), builder_.getInt64Ty());

  // Hardware dimension k is DSL dimension rank-1-k; dimensions past the rank are unused (tile 0).
  auto tensor_dim = [&](int k) { return k < rank ? remaining[static_cast<size_t>(rank - 1 - k)] : i32(0); };
  auto tile_dim = [&](int k) { return k < rank ? static_cast<uint32_t>(moved[static_cast<size_t>(rank - 1 - k)]) : 0u; };
  auto stride = [&](int k) { return k < rank ? strides[static_cast<size_t>(rank - 1 - k)] : builder_.getInt64(0); };
  auto low16 = [&](llvm::Value* v) { return builder_.CreateAnd(v, i32(0xffff)); };
  auto high16 = [&](llvm::Value* v) { return builder_.CreateLShr(v, 16); };
  auto shl16 = [&](llvm::Value* v) { return builder_.CreateShl(v, 16); };
  auto word = [&](llvm::Value* v64, int shift) { return builder_.CreateTrunc(builder_.CreateLShr(v64, shift), builder_.getInt32Ty()); };

  const std::vector<llvm::Value*> group0 = {
      valid, lds_address, word(address, 0),
      builder_.CreateOr(builder_.CreateAnd(word(address, 32), i32(0x1ffffff)), i32(2u << 30))};  // type 2: tensor
  uint32_t config = static_cast<uint32_t>(std::countr_zero(static_cast<unsigned>(bytes))) << 16;
  if (!padding.empty()) {
    const int64_t interval_dwords = padding[0] * bytes / 4, amount_dwords = padding[1] * bytes / 4;
    config |= 1u << 20 | static_cast<uint32_t>(std::countr_zero(static_cast<uint64_t>(interval_dwords)) - 1) << 22 |
              static_cast<uint32_t>(amount_dwords - 1) << 25;
  }
  const std::vector<llvm::Value*> group1 = {
      i32(config),
      shl16(tensor_dim(0)),
      builder_.CreateOr(high16(tensor_dim(0)), shl16(tensor_dim(1))),
      builder_.CreateOr(high16(tensor_dim(1)), i32(tile_dim(0) << 16)),
      i32(tile_dim(1) | tile_dim(2) << 16),
      word(stride(1), 0),
      builder_.CreateOr(builder_.CreateAnd(word(stride(1), 32), i32(0xffff)), shl16(word(stride(2), 0))),
      word(stride(2), 16)};
  std::vector<std::vector<llvm::Value*>> groups = {group0, group1};
  if (rank > 2) {
    groups.push_back({tensor_dim(2), tensor_dim(3), word(stride(3), 0),
                      builder_.CreateOr(low16(word(stride(3), 32)), i32(tile_dim(3) << 16))});
    groups.push_back({word(stride(4), 0), builder_.CreateOr(low16(word(stride(4), 32)), shl16(tensor_dim(4))),
                      builder_.CreateOr(high16(tensor_dim(4)), i32(tile_dim(4) << 16)), i32(0)});
  }
  // Descriptor groups live in SGPRs: every dword is made uniform explicitly (free for values
  // LLVM already knows to be uniform).
  std::vector<llvm::Value*> vectors;
  for (const auto& group : groups) {
    llvm::Value* vector = llvm::PoisonValue::get(llvm::FixedVectorType::get(builder_.getInt32Ty(), group.size()));
    for (size_t i = 0; i < group.size(); ++i)
      vector = builder_.CreateInsertElement(
          vector, call(llvm::Intrinsic::amdgcn_readfirstlane, {builder_.getInt32Ty()}, {group[i]}), i);
    vectors.push_back(vector);
  }
  compiler_fence();
  issue_tensor_copy(*this, load, vectors);
  compiler_fence();
}

void Lowering::assume_in_flight(const Block& body) {
  walk(body, [&](const Op& op) {
    if (op.kind == OpKind::tdm_load || op.kind == OpKind::tdm_store)
      for (const auto& access : lds_accesses(op)) tensor_in_flight_.push_back(untagged(access));
  });
}

}  // namespace gfxtile::tile
