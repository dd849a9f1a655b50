// DS: LDS loads and stores (b8..b128, d16 forms), read2/write2, atomics, cross-lane
// permutes and swizzles, and gfx950's transposing reads. Bank conflicts are counted under the
// model in docs/emulator.md: 32 banks of 4 bytes; a wave is served in phases of 128 bytes of
// lane data (32 lanes for b32 or smaller, 16 for b64, 8 for b128); a phase takes as many
// cycles as the most distinct dwords any one bank must deliver.

#include <algorithm>
#include <memory>
#include <type_traits>

#include "emu/semantics/common.h"

namespace gfxtile::emu {
namespace {

// Extra cycles of one phase that has a bank with two or more distinct dwords: distinct dwords
// per bank; a dword read by several lanes is one access (broadcast).
uint64_t phase_conflicts(const uint32_t* addresses, uint64_t phase, uint32_t words) {
  uint32_t distinct[32][32];
  uint8_t count[32] = {};
  int worst = 1;
  for_each_lane(phase, [&](int l) {
    const uint32_t begin = addresses[l] / 4, end = (addresses[l] + words - 1) / 4;
    for (uint32_t d = begin; d <= end; ++d) {
      const uint32_t bank = d % 32;
      bool seen = false;
      for (int i = 0; i < count[bank] && !seen; ++i) seen = distinct[bank][i] == d;
      if (seen || count[bank] >= 32) continue;
      distinct[bank][count[bank]++] = d;
      worst = std::max(worst, int(count[bank]));
    }
  });
  return uint64_t(worst - 1);
}

template <uint32_t Bytes>
uint64_t bank_conflicts(const uint32_t* addresses, uint64_t mask) {
  constexpr int per_phase = Bytes <= 4 ? 32 : int(128 / Bytes);
  constexpr uint32_t words = std::max(Bytes, 1u);
  uint64_t extra = 0;
  for (int first = 0; first < kWaveSize; first += per_phase) {
    const uint64_t phase = mask & (((uint64_t{1} << per_phase) - 1) << first);
    if (!phase) continue;
    // Conflict-free test without branches on the data: every dword claims its bank (the last
    // claim wins); the phase is conflict-free when every dword still owns its bank afterwards,
    // i.e. no bank was claimed by two distinct dwords.
    uint32_t owner[32];
    // b96 phases hold 10 lanes, so the last phase stops at the wave's end, not first + 10.
    const int last = std::min(first + per_phase, kWaveSize);
    for (int l = first; l < last; ++l) {
      if (!(phase >> l & 1)) continue;
      const uint32_t begin = addresses[l] / 4, end = (addresses[l] + words - 1) / 4;
      for (uint32_t d = begin; d <= end; ++d) owner[d % 32] = d;
    }
    bool clean = true;
    for (int l = first; l < last; ++l) {
      if (!(phase >> l & 1)) continue;
      const uint32_t begin = addresses[l] / 4, end = (addresses[l] + words - 1) / 4;
      for (uint32_t d = begin; d <= end; ++d) clean &= owner[d % 32] == d;
    }
    if (!clean) extra += phase_conflicts(addresses, phase, words);
  }
  return extra;
}

uint64_t bank_conflicts(const uint32_t* addresses, uint64_t mask, uint32_t bytes) {
  switch (bytes) {
    case 1: return bank_conflicts<1>(addresses, mask);
    case 2: return bank_conflicts<2>(addresses, mask);
    case 4: return bank_conflicts<4>(addresses, mask);
    case 8: return bank_conflicts<8>(addresses, mask);
    case 12: return bank_conflicts<12>(addresses, mask);
    case 16: return bank_conflicts<16>(addresses, mask);
    default: {  // no such DS access today; the exact count, phase by phase
      const int per_phase = bytes <= 4 ? 32 : int(128 / bytes);
      uint64_t extra = 0;
      for (int first = 0; first < kWaveSize; first += per_phase)
        if (const uint64_t phase = mask & (((uint64_t{1} << per_phase) - 1) << first))
          extra += phase_conflicts(addresses, phase, std::max(bytes, 1u));
      return extra;
    }
  }
}

// Counts repeat: a DS instruction in a loop sees the same few lane patterns at moving bases,
// and adding a multiple of 4 bytes to every address only renames the banks. So the count is a
// function of the key (size, mask, the first active lane's address & 3, every active address
// minus the first one's), and each host thread remembers the counts of the last 512 keys in a
// table indexed by a hash of a few of the key's lanes. The whole key is compared, so a
// collision only costs a recount.
struct ConflictMemo {
  uint64_t mask = 0;  // 0: empty
  uint32_t bytes = 0, alignment = 0;
  uint64_t extra = 0;
  uint32_t offsets[kWaveSize] = {};
};

uint64_t counted_bank_conflicts(const uint32_t* addresses, uint64_t mask, uint32_t bytes) {
  if (mask == 0) return 0;
  constexpr int kSlots = 512;
  thread_local std::unique_ptr<ConflictMemo[]> memo;
  if (!memo) memo = std::make_unique<ConflictMemo[]>(kSlots);
  const uint32_t first = addresses[std::countr_zero(mask)];
  uint32_t offsets[kWaveSize];
  if (mask == ~uint64_t{0}) {
    for (int l = 0; l < kWaveSize; ++l) offsets[l] = addresses[l] - first;
  } else {
    for (int l = 0; l < kWaveSize; ++l) offsets[l] = (mask >> l & 1) ? addresses[l] - first : 0;
  }
  // Lanes 1, 2, 4 ... 32 see the bits of the usual row and XOR-swizzle patterns.
  uint64_t hash = mask ^ (uint64_t(bytes) << 8 | (first & 3));
  for (int l : {1, 2, 4, 8, 16, 32, 63}) hash = (hash ^ offsets[l]) * 0x9e3779b97f4a7c15u;
  ConflictMemo& slot = memo[hash >> 55];
  static_assert(kSlots == 1 << 9);
  uint32_t differ = (slot.mask != mask) | (slot.bytes != bytes) | (slot.alignment != (first & 3));
  for (int l = 0; l < kWaveSize; ++l) differ |= offsets[l] ^ slot.offsets[l];
  if (differ == 0) return slot.extra;
  slot.mask = mask, slot.bytes = bytes, slot.alignment = first & 3;
  std::memcpy(slot.offsets, offsets, sizeof(offsets));
  slot.extra = bank_conflicts(addresses, mask, bytes);
  return slot.extra;
}

// Per-lane byte addresses (vaddr + offset) of the active lanes, into wave.temporary's last row.
uint32_t* lane_addresses(Wave& wave, const Operand& vaddr, int32_t offset, uint64_t mask) {
  uint32_t* addresses = wave.temporary + (kTemporaryRows - 1) * kWaveSize;
  const Lanes a = lanes(wave, vaddr);
  for_each_lane(mask, [&](int l) { addresses[l] = a[l] + uint32_t(offset); });
  return addresses;
}

enum Extension : uint32_t { kZero = 0, kSign = 1, kD16Low = 2, kD16High = 3 };

// Whole-wave fast path: when the highest active address (and so every one) lies inside the
// workgroup's LDS, the lanes copy without a check each. Otherwise the per-lane loops run, in
// which lds_pointer checks and reports lane by lane exactly as before.
bool lds_in_range(const Wave& wave, const uint32_t* addresses, uint64_t mask, uint32_t bytes) {
  uint32_t high = 0;
  for_each_lane(mask, [&](int l) { high = std::max(high, addresses[l]); });
  return mask != 0 && uint64_t(high) + bytes <= wave.dispatch->lds_bytes;
}

// Calls body(std::integral_constant<uint32_t, size>) for the DS access sizes; false for others.
template <typename Body>
bool with_size(uint32_t bytes, Body&& body) {
  switch (bytes) {
    case 1: body(std::integral_constant<uint32_t, 1>{}); return true;
    case 2: body(std::integral_constant<uint32_t, 2>{}); return true;
    case 4: body(std::integral_constant<uint32_t, 4>{}); return true;
    case 8: body(std::integral_constant<uint32_t, 8>{}); return true;
    case 12: body(std::integral_constant<uint32_t, 12>{}); return true;
    case 16: body(std::integral_constant<uint32_t, 16>{}); return true;
    default: return false;
  }
}

// Reads of Bytes per lane (checked by the caller) into dst's registers from `row` on.
template <uint32_t Bytes>
void read_lanes(Wave& wave, const Operand& dst, int row, uint64_t mask, const uint32_t* addresses, uint32_t extension, bool sign) {
  const uint8_t* lds = wave.lds;
  if constexpr (Bytes >= 4) {
    uint32_t* rows[4];
    for (uint32_t i = 0; i < Bytes / 4; ++i) rows[i] = wave.vector_row(dst, row + int(i));
    for_each_lane(mask, [&](int l) {
      for (uint32_t i = 0; i < Bytes / 4; ++i) std::memcpy(&rows[i][l], lds + addresses[l] + 4 * i, 4);
    });
  } else {
    uint32_t* r = wave.vector_row(dst, row);
    for_each_lane(mask, [&](int l) {
      uint32_t value;
      if constexpr (Bytes == 1) {
        value = lds[addresses[l]];
      } else {
        uint16_t half;
        std::memcpy(&half, lds + addresses[l], 2);
        value = half;
      }
      if (sign && (value >> (8 * Bytes - 1)) & 1) value |= ~((1u << (8 * Bytes)) - 1);
      if (extension == kD16Low) r[l] = (r[l] & 0xffff0000u) | (value & 0xffff);
      else if (extension == kD16High) r[l] = (r[l] & 0xffff) | value << 16;
      else r[l] = value;
    });
  }
}

// Writes of Bytes per lane (checked by the caller) from data's registers.
template <uint32_t Bytes>
void write_lanes(Wave& wave, const Operand& data, uint64_t mask, const uint32_t* addresses, uint32_t extension) {
  uint8_t* lds = wave.lds;
  if constexpr (Bytes >= 4) {
    const uint32_t* rows[4];
    for (uint32_t i = 0; i < Bytes / 4; ++i) rows[i] = wave.vector_row(data, int(i));
    for_each_lane(mask, [&](int l) {
      for (uint32_t i = 0; i < Bytes / 4; ++i) std::memcpy(lds + addresses[l] + 4 * i, &rows[i][l], 4);
    });
  } else {
    const uint32_t* r = wave.vector_row(data);
    const uint32_t shift = extension == kD16High ? 16 : 0;
    for_each_lane(mask, [&](int l) {
      const uint32_t value = r[l] >> shift;
      if constexpr (Bytes == 1) {
        lds[addresses[l]] = uint8_t(value);
      } else {
        const uint16_t half = uint16_t(value);
        std::memcpy(lds + addresses[l], &half, 2);
      }
    });
  }
}

void ds_read(Wave& wave, const Instruction& in) {
  const uint32_t bytes = in.parameter[0], extension = in.parameter[1], sign = in.parameter[2];
  const uint64_t mask = wave.exec();
  const uint32_t* addresses = lane_addresses(wave, in.operands[1], in.offset, mask);
  const Operand& dst = in.operands[0];
  const bool fast = lds_in_range(wave, addresses, mask, bytes) && with_size(bytes, [&](auto size) {
    read_lanes<size()>(wave, dst, 0, mask, addresses, extension, extension == kSign || sign);
  });
  if (!fast) for_each_lane(mask, [&](int l) {
    const uint8_t* source = wave.lds_pointer(addresses[l], bytes, l);
    if (bytes >= 4) {
      for (uint32_t i = 0; i < bytes / 4; ++i) std::memcpy(&wave.vector_row(dst, int(i))[l], source + 4 * i, 4);
      return;
    }
    uint32_t value = 0;
    copy_small(&value, source, bytes);
    if ((extension == kSign || sign) && (value >> (8 * bytes - 1)) & 1) value |= ~((1u << (8 * bytes)) - 1);
    uint32_t& r = wave.vector_row(dst)[l];
    if (extension == kD16Low) r = (r & 0xffff0000u) | (value & 0xffff);
    else if (extension == kD16High) r = (r & 0xffff) | value << 16;
    else r = value;
  });
  wave.statistics->lds_bytes_read += uint64_t(std::popcount(mask)) * bytes;
  wave.statistics->lds_bank_conflicts += counted_bank_conflicts(addresses, mask, bytes);
}

void ds_write(Wave& wave, const Instruction& in) {
  const uint32_t bytes = in.parameter[0], extension = in.parameter[1];
  const uint64_t mask = wave.exec();
  const uint32_t* addresses = lane_addresses(wave, in.operands[0], in.offset, mask);
  const Operand& data = in.operands[1];
  const bool fast = lds_in_range(wave, addresses, mask, bytes) &&
                    with_size(bytes, [&](auto size) { write_lanes<size()>(wave, data, mask, addresses, extension); });
  if (!fast) for_each_lane(mask, [&](int l) {
    uint8_t* target = wave.lds_pointer(addresses[l], bytes, l);
    if (bytes >= 4) {
      for (uint32_t i = 0; i < bytes / 4; ++i) std::memcpy(target + 4 * i, &wave.vector_row(data, int(i))[l], 4);
      return;
    }
    uint32_t value = wave.vector_row(data)[l];
    if (extension == kD16High) value >>= 16;
    copy_small(target, &value, bytes);
  });
  wave.statistics->lds_bytes_written += uint64_t(std::popcount(mask)) * bytes;
  wave.statistics->lds_bank_conflicts += counted_bank_conflicts(addresses, mask, bytes);
}

// read2/write2: two accesses at offset0 and offset1 in units of the element size (x64 for st64).
void ds_read2(Wave& wave, const Instruction& in) {
  const uint32_t bytes = in.parameter[0], scale = bytes * (in.parameter[1] ? 64 : 1);
  const uint64_t mask = wave.exec();
  const Operand& dst = in.operands[0];
  const int words = int(bytes / 4);
  // The address register may be among the destinations (LLVM allocates ds_read2_b64 v[20:23], v20):
  // read every address before the first half lands.
  uint32_t base[kWaveSize];
  const Lanes address = lanes(wave, in.operands[1]);
  for_each_lane(mask, [&](int l) { base[l] = address[l]; });
  uint32_t* addresses = wave.temporary + (kTemporaryRows - 1) * kWaveSize;
  for (int half = 0; half < 2; ++half) {
    const uint32_t offset = uint32_t(half ? in.offset1 : in.offset) * scale;
    for_each_lane(mask, [&](int l) { addresses[l] = base[l] + offset; });
    const bool fast = lds_in_range(wave, addresses, mask, bytes) && with_size(bytes, [&](auto size) {
      read_lanes<size()>(wave, dst, half * words, mask, addresses, kZero, false);
    });
    if (!fast) for_each_lane(mask, [&](int l) {
      const uint8_t* source = wave.lds_pointer(addresses[l], bytes, l);
      for (int w = 0; w < words; ++w) std::memcpy(&wave.vector_row(dst, half * words + w)[l], source + 4 * w, 4);
    });
    wave.statistics->lds_bank_conflicts += counted_bank_conflicts(addresses, mask, bytes);
  }
  wave.statistics->lds_bytes_read += uint64_t(std::popcount(mask)) * bytes * 2;
}
void ds_write2(Wave& wave, const Instruction& in) {
  const uint32_t bytes = in.parameter[0], scale = bytes * (in.parameter[1] ? 64 : 1);
  const uint64_t mask = wave.exec();
  const Lanes base = lanes(wave, in.operands[0]);
  const int words = int(bytes / 4);
  uint32_t* addresses = wave.temporary + (kTemporaryRows - 1) * kWaveSize;
  for (int half = 0; half < 2; ++half) {
    const uint32_t offset = uint32_t(half ? in.offset1 : in.offset) * scale;
    const Operand& data = in.operands[1 + half];
    for_each_lane(mask, [&](int l) { addresses[l] = base[l] + offset; });
    const bool fast = lds_in_range(wave, addresses, mask, bytes) &&
                      with_size(bytes, [&](auto size) { write_lanes<size()>(wave, data, mask, addresses, kZero); });
    if (!fast) for_each_lane(mask, [&](int l) {
      uint8_t* target = wave.lds_pointer(addresses[l], bytes, l);
      for (int w = 0; w < words; ++w) std::memcpy(target + 4 * w, &wave.vector_row(data, w)[l], 4);
    });
    wave.statistics->lds_bank_conflicts += counted_bank_conflicts(addresses, mask, bytes);
  }
  wave.statistics->lds_bytes_written += uint64_t(std::popcount(mask)) * bytes * 2;
}

// Atomics: [vdst,] vaddr, data0[, data1]. parameter[0] operation, [1] bytes, [2] returns.
enum Operation : uint32_t {
  kAdd, kSub, kReverseSub, kIncrement, kDecrement, kMinSigned, kMaxSigned, kMinUnsigned, kMaxUnsigned, kAnd, kOr, kXor,
  kMaskOr, kWrite, kCompareStore, kAddF32, kMinF32, kMaxF32, kAddPackedF16, kAddPackedBf16, kAddF64,
};
template <typename T>
T update(uint32_t op, T old, T a, T b) {
  using S = std::make_signed_t<T>;
  switch (op) {
    case kAdd: return old + a;
    case kSub: return old - a;
    case kReverseSub: return a - old;
    case kIncrement: return old >= a ? T(0) : T(old + 1);
    case kDecrement: return (old == 0 || old > a) ? a : T(old - 1);
    case kMinSigned: return T(std::min(S(old), S(a)));
    case kMaxSigned: return T(std::max(S(old), S(a)));
    case kMinUnsigned: return std::min(old, a);
    case kMaxUnsigned: return std::max(old, a);
    case kAnd: return old & a;
    case kOr: return old | a;
    case kXor: return old ^ a;
    case kMaskOr: return (old & ~a) | b;
    case kWrite: return a;
    case kCompareStore: return old == a ? b : old;  // data0 = compare, data1 = new value
    case kAddF32: if constexpr (sizeof(T) == 4) return float_to_bits(bits_to_float(old) + bits_to_float(a)); return old;
    case kMinF32: if constexpr (sizeof(T) == 4) return float_to_bits(std::fmin(bits_to_float(old), bits_to_float(a))); return old;
    case kMaxF32: if constexpr (sizeof(T) == 4) return float_to_bits(std::fmax(bits_to_float(old), bits_to_float(a))); return old;
    case kAddF64: if constexpr (sizeof(T) == 8) return double_to_bits(bits_to_double(old) + bits_to_double(a)); return old;
    case kAddPackedF16:
    case kAddPackedBf16: {
      T result = 0;
      for (int h = 0; h < 2; ++h) {
        const uint16_t x = uint16_t(old >> 16 * h), y = uint16_t(a >> 16 * h);
        const uint16_t r = op == kAddPackedF16 ? float_to_half(half_to_float(x) + half_to_float(y))
                                               : float_to_bfloat(bfloat_to_float(x) + bfloat_to_float(y));
        result |= T(r) << 16 * h;
      }
      return result;
    }
    default: return old;
  }
}
void ds_atomic(Wave& wave, const Instruction& in) {
  const uint32_t op = in.parameter[0], bytes = in.parameter[1];
  const bool returns = in.parameter[2];
  const int first = returns ? 1 : 0;
  const uint64_t mask = wave.exec();
  const uint32_t* addresses = lane_addresses(wave, in.operands[first], in.offset, mask);
  const bool two_data = op == kMaskOr || op == kCompareStore;
  const int words = int(bytes / 4);
  // Lanes run in order, so lanes hitting one address see each other's updates as on hardware.
  for_each_lane(mask, [&](int l) {
    uint8_t* target = wave.lds_pointer(addresses[l], bytes, l);
    auto get = [&](int operand) {
      uint64_t v = wave.vector_row(in.operands[operand], 0)[l];
      if (words == 2) v |= uint64_t(wave.vector_row(in.operands[operand], 1)[l]) << 32;
      return v;
    };
    const uint64_t a = get(first + 1), b = two_data ? get(first + 2) : 0;
    uint64_t old = 0;
    if (bytes == 4) {
      uint32_t value;
      std::memcpy(&value, target, 4);
      old = value;
      value = update<uint32_t>(op, value, uint32_t(a), uint32_t(b));
      std::memcpy(target, &value, 4);
    } else {
      uint64_t value;
      std::memcpy(&value, target, 8);
      old = value;
      value = update<uint64_t>(op, value, a, b);
      std::memcpy(target, &value, 8);
    }
    if (returns) {
      wave.vector_row(in.operands[0], 0)[l] = uint32_t(old);
      if (words == 2) wave.vector_row(in.operands[0], 1)[l] = uint32_t(old >> 32);
    }
  });
  wave.statistics->lds_bytes_written += uint64_t(std::popcount(mask)) * bytes;
  if (returns) wave.statistics->lds_bytes_read += uint64_t(std::popcount(mask)) * bytes;
  wave.statistics->lds_bank_conflicts += counted_bank_conflicts(addresses, mask, bytes);
}

// ds_bpermute_b32 vdst, vaddr, vdata: lane l reads lane (vaddr + offset) / 4 of vdata.
void ds_bpermute_b32(Wave& wave, const Instruction& in) {
  const Lanes address = lanes(wave, in.operands[1]), data = lanes(wave, in.operands[2]);
  uint32_t* result = wave.temporary + (kTemporaryRows - 2) * kWaveSize;
  const uint64_t mask = wave.exec();
  for_each_lane(mask, [&](int l) {
    const int source = int(((address[l] + uint32_t(in.offset)) / 4) & 63);
    result[l] = (mask >> source) & 1 ? data[source] : 0;
  });
  uint32_t* d = destination(wave, in.operands[0]);
  for_each_lane(mask, [&](int l) { d[l] = result[l]; });
}
// ds_permute_b32 vdst, vaddr, vdata: lane l writes its vdata to lane (vaddr + offset) / 4.
void ds_permute_b32(Wave& wave, const Instruction& in) {
  const Lanes address = lanes(wave, in.operands[1]), data = lanes(wave, in.operands[2]);
  uint32_t* result = wave.temporary + (kTemporaryRows - 2) * kWaveSize;
  std::fill(result, result + kWaveSize, 0u);
  const uint64_t mask = wave.exec();
  for_each_lane(mask, [&](int l) { result[((address[l] + uint32_t(in.offset)) / 4) & 63] = data[l]; });
  uint32_t* d = destination(wave, in.operands[0]);
  for_each_lane(mask, [&](int l) { d[l] = result[l]; });
}
// ds_swizzle_b32 vdst, vaddr offset:pattern (offset[15]: quad permute, else bit masks in 32 lanes).
void ds_swizzle_b32(Wave& wave, const Instruction& in) {
  const Lanes data = lanes(wave, in.operands[1]);
  uint32_t* result = wave.temporary + (kTemporaryRows - 2) * kWaveSize;
  const uint64_t mask = wave.exec();
  const uint32_t pattern = uint32_t(in.offset);
  for_each_lane(mask, [&](int l) {
    int source;
    if (pattern & 0x8000) {
      source = (l & ~3) | int((pattern >> (2 * (l & 3))) & 3);
    } else {
      const int and_mask = int(pattern & 0x1f), or_mask = int((pattern >> 5) & 0x1f), xor_mask = int((pattern >> 10) & 0x1f);
      source = (l & 0x20) | ((((l & 0x1f) & and_mask) | or_mask) ^ xor_mask);
    }
    result[l] = (mask >> source) & 1 ? data[source] : 0;
  });
  uint32_t* d = destination(wave, in.operands[0]);
  for_each_lane(mask, [&](int l) { d[l] = result[l]; });
}

// gfx950 ds_read_b64_tr_b{4,8,16}: each lane reads 64 bits (E = 64 / bits elements). In each
// block of 16 lanes the reads form an E x 16 matrix (row r from lanes r * 16/E .. r * 16/E +
// 16/E - 1, E columns each); lane n of the block receives column n: element e = element n % E
// of lane e * 16/E + n / E. Checked against Triton's gfx950 GEMMs (tr_b16 and tr_b8).
template <uint32_t Bits>
void transpose_lanes(const uint64_t* raw, uint64_t mask, uint32_t* d0, uint32_t* d1) {
  constexpr int elements = int(64 / Bits), groups = 16 / elements;
  constexpr uint64_t element_mask = (uint64_t{1} << Bits) - 1;
  for_each_lane(mask, [&](int l) {
    uint64_t value = 0;
    const int block = l & ~15, n = l & 15;
    for (int e = 0; e < elements; ++e) {
      const int from = block + e * groups + n / elements;
      value |= ((raw[from] >> (Bits * uint32_t(n % elements))) & element_mask) << (Bits * e);
    }
    d0[l] = uint32_t(value), d1[l] = uint32_t(value >> 32);
  });
}

void ds_read_transposed(Wave& wave, const Instruction& in) {
  const uint32_t bits = in.parameter[0];
  const uint64_t mask = wave.exec();
  const uint32_t* addresses = lane_addresses(wave, in.operands[1], in.offset, mask);
  uint64_t raw[kWaveSize] = {};
  if (lds_in_range(wave, addresses, mask, 8)) for_each_lane(mask, [&](int l) { std::memcpy(&raw[l], wave.lds + addresses[l], 8); });
  else for_each_lane(mask, [&](int l) { std::memcpy(&raw[l], wave.lds_pointer(addresses[l], 8, l), 8); });
  uint32_t *d0 = destination(wave, in.operands[0], 0), *d1 = destination(wave, in.operands[0], 1);
  if (bits == 16) transpose_lanes<16>(raw, mask, d0, d1);
  else if (bits == 8) transpose_lanes<8>(raw, mask, d0, d1);
  else transpose_lanes<4>(raw, mask, d0, d1);
  wave.statistics->lds_bytes_read += uint64_t(std::popcount(mask)) * 8;
  wave.statistics->lds_bank_conflicts += counted_bank_conflicts(addresses, mask, 8);
}

}  // namespace

void register_lds_operations(OperationTable& t, Architecture architecture) {
  struct Read {
    const char* name;
    uint32_t bytes, extension, sign;
  };
  static constexpr Read kReads[] = {
      {"ds_read_u8", 1, kZero, 0},         {"ds_read_i8", 1, kSign, 0},          {"ds_read_u16", 2, kZero, 0},
      {"ds_read_i16", 2, kSign, 0},        {"ds_read_b32", 4, kZero, 0},         {"ds_read_b64", 8, kZero, 0},
      {"ds_read_b96", 12, kZero, 0},       {"ds_read_b128", 16, kZero, 0},       {"ds_read_u8_d16", 1, kD16Low, 0},
      {"ds_read_u8_d16_hi", 1, kD16High, 0}, {"ds_read_i8_d16", 1, kD16Low, 1},  {"ds_read_i8_d16_hi", 1, kD16High, 1},
      {"ds_read_u16_d16", 2, kD16Low, 0},  {"ds_read_u16_d16_hi", 2, kD16High, 0},
  };
  for (const Read& r : kReads) t.add(r.name, ds_read, ConstantType::b32, r.bytes, r.extension, r.sign);
  struct Write {
    const char* name;
    uint32_t bytes, extension;
  };
  static constexpr Write kWrites[] = {{"ds_write_b8", 1, kZero},          {"ds_write_b16", 2, kZero},
                                      {"ds_write_b32", 4, kZero},         {"ds_write_b64", 8, kZero},
                                      {"ds_write_b96", 12, kZero},        {"ds_write_b128", 16, kZero},
                                      {"ds_write_b8_d16_hi", 1, kD16High}, {"ds_write_b16_d16_hi", 2, kD16High}};
  for (const Write& w : kWrites) t.add(w.name, ds_write, ConstantType::b32, w.bytes, w.extension);
  t.add("ds_read2_b32", ds_read2, ConstantType::b32, 4, 0);
  t.add("ds_read2_b64", ds_read2, ConstantType::b32, 8, 0);
  t.add("ds_read2st64_b32", ds_read2, ConstantType::b32, 4, 1);
  t.add("ds_read2st64_b64", ds_read2, ConstantType::b32, 8, 1);
  t.add("ds_write2_b32", ds_write2, ConstantType::b32, 4, 0);
  t.add("ds_write2_b64", ds_write2, ConstantType::b32, 8, 0);
  t.add("ds_write2st64_b32", ds_write2, ConstantType::b32, 4, 1);
  t.add("ds_write2st64_b64", ds_write2, ConstantType::b32, 8, 1);
  struct Atomic {
    const char* name;
    uint32_t operation;
    bool has64;
  };
  static constexpr Atomic kAtomics[] = {
      {"add_u%", kAdd, true},       {"sub_u%", kSub, true},       {"rsub_u%", kReverseSub, true},
      {"inc_u%", kIncrement, true}, {"dec_u%", kDecrement, true}, {"min_i%", kMinSigned, true},
      {"max_i%", kMaxSigned, true}, {"min_u%", kMinUnsigned, true}, {"max_u%", kMaxUnsigned, true},
      {"and_b%", kAnd, true},       {"or_b%", kOr, true},         {"xor_b%", kXor, true},
      {"mskor_b%", kMaskOr, true},  {"cmpst_b%", kCompareStore, true}, {"add_f32", kAddF32, false},
      {"min_f32", kMinF32, false},  {"max_f32", kMaxF32, false},  {"pk_add_f16", kAddPackedF16, false},
      {"pk_add_bf16", kAddPackedBf16, false}, {"add_f64", kAddF64, false}};
  for (const Atomic& a : kAtomics) {
    std::string name = a.name;
    const size_t wildcard = name.find('%');
    for (int wide = 0; wide < (a.has64 ? 2 : 1); ++wide) {
      std::string full = name;
      uint32_t bytes = a.operation == kAddF64 ? 8 : 4;
      if (wildcard != std::string::npos) {
        full = name.substr(0, wildcard) + (wide ? "64" : "32");
        bytes = wide ? 8 : 4;
      }
      t.add("ds_" + full, ds_atomic, ConstantType::b32, a.operation, bytes, 0);
      // Returning forms put "_rtn" after the operation name: ds_add_rtn_u32.
      const size_t underscore = full.rfind('_');
      t.add("ds_" + full.substr(0, underscore) + "_rtn" + full.substr(underscore), ds_atomic, ConstantType::b32, a.operation, bytes, 1);
    }
  }
  t.add("ds_wrxchg_rtn_b32", ds_atomic, ConstantType::b32, kWrite, 4, 1);
  t.add("ds_wrxchg_rtn_b64", ds_atomic, ConstantType::b32, kWrite, 8, 1);
  t.add("ds_bpermute_b32", ds_bpermute_b32);
  t.add("ds_permute_b32", ds_permute_b32);
  t.add("ds_swizzle_b32", ds_swizzle_b32);
  t.add("ds_nop", [](Wave&, const Instruction&) {});
  if (architecture == Architecture::gfx950) {
    t.add("ds_read_b64_tr_b16", ds_read_transposed, ConstantType::b32, 16);
    t.add("ds_read_b64_tr_b8", ds_read_transposed, ConstantType::b32, 8);
    t.add("ds_read_b64_tr_b4", ds_read_transposed, ConstantType::b32, 4);
  }
}

}  // namespace gfxtile::emu
