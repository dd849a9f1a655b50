// The hazard checkers on their own: the LDS race detector's barrier phases and the tracker of
// asynchronous LDS writes (staging, landing on the matching wait, reports naming both PCs).

#include <catch2/catch.hpp>

#include <cstring>
#include <vector>

#include "emu/async_tracker.h"
#include "emu/lds_race_detector.h"

using namespace gfxtile::emu;

TEST_CASE("barrier phases order accesses exactly across a barrier", "[emu][gfx1250][hazard]") {
  using D = LdsRaceDetector;
  // Plain barrier: phase 0 -> 2. Split: 0 -> 1 (signal) -> 2 (wait).
  CHECK(D::after_signal(0) == 1);
  CHECK(D::after_wait(1) == 2);
  CHECK(D::after_wait(D::after_signal(2)) == 4);
  CHECK(D::ordered(0, 2));
  CHECK_FALSE(D::ordered(0, 1));  // the other wave only signalled
  CHECK_FALSE(D::ordered(0, 0));
  CHECK_FALSE(D::ordered(1, 2));  // an access between signal and wait is not before the wait
  CHECK(D::ordered(1, 4));
  CHECK(D::ordered(2, 4));
  CHECK_FALSE(D::ordered(2, 3));
}

TEST_CASE("LDS races between waves are reported with both PCs", "[emu][gfx1250][hazard]") {
  LdsRaceDetector detector;
  detector.reset(1024);
  SECTION("write then read by another wave without a barrier") {
    CHECK_FALSE(detector.write(0, 10, 0, 0, 128));
    auto hazard = detector.read(1, 20, 0, 64, 4);
    REQUIRE(hazard);
    CHECK(hazard->kind == HazardKind::lds_race);
    CHECK(hazard->first_wave == 0);
    CHECK(hazard->first_pc == 10);
    CHECK(hazard->first_write);
    CHECK(hazard->second_wave == 1);
    CHECK(hazard->second_pc == 20);
    CHECK_FALSE(hazard->second_write);
    CHECK(hazard->address == 64);
  }
  SECTION("the same with a barrier between is clean") {
    CHECK_FALSE(detector.write(0, 10, 0, 0, 128));
    CHECK_FALSE(detector.read(1, 20, 2, 64, 4));
    CHECK_FALSE(detector.write(1, 21, 2, 64, 4));  // read then write by the same wave
  }
  SECTION("read by one wave, then write by another (WAR)") {
    CHECK_FALSE(detector.read(0, 5, 0, 100, 4));
    auto hazard = detector.write(1, 6, 0, 102, 1);
    REQUIRE(hazard);
    CHECK(hazard->first_wave == 0);
    CHECK_FALSE(hazard->first_write);
    CHECK(hazard->second_write);
    CHECK(hazard->address == 102);
  }
  SECTION("two writers (WAW)") {
    CHECK_FALSE(detector.write(2, 1, 2, 0, 4));
    auto hazard = detector.write(3, 2, 2, 0, 4);
    REQUIRE(hazard);
    CHECK(hazard->first_wave == 2);
    CHECK(hazard->second_wave == 3);
  }
  SECTION("split barrier: a write after the signal is not ordered by that barrier") {
    CHECK_FALSE(detector.write(0, 1, LdsRaceDetector::after_signal(0), 0, 4));
    CHECK(detector.read(1, 2, 2, 0, 4));
  }
  SECTION("disjoint bytes of one dword do not race") {
    CHECK_FALSE(detector.write(0, 1, 0, 0, 2));
    CHECK_FALSE(detector.write(1, 2, 0, 2, 2));
    CHECK_FALSE(detector.read(0, 3, 0, 0, 2));
  }
  SECTION("several readers, then a writer that is ordered after some of them") {
    CHECK_FALSE(detector.read(0, 1, 0, 8, 4));
    CHECK_FALSE(detector.read(1, 2, 0, 8, 4));
    CHECK_FALSE(detector.read(2, 3, 2, 8, 4));
    auto hazard = detector.write(3, 4, 2, 8, 4);  // wave 2 read in the same phase
    REQUIRE(hazard);
    CHECK(hazard->first_wave == 2);
  }
  SECTION("a new workgroup starts clean") {
    CHECK_FALSE(detector.write(0, 1, 0, 0, 4));
    detector.reset(1024);
    CHECK_FALSE(detector.read(1, 2, 0, 0, 4));
  }
}

TEST_CASE("reads of never-written LDS are reported when asked for", "[emu][gfx1250][hazard]") {
  LdsRaceDetector detector;
  detector.reset(256, true);
  auto hazard = detector.read(0, 7, 0, 16, 4);
  REQUIRE(hazard);
  CHECK(hazard->kind == HazardKind::uninitialized_read);
  CHECK(hazard->second_pc == 7);
  CHECK_FALSE(detector.write(0, 8, 0, 16, 4));
  CHECK_FALSE(detector.read(0, 9, 0, 16, 4));
}

TEST_CASE("asynchronous LDS writes land on the matching wait, in order", "[emu][gfx1250][hazard]") {
  std::vector<uint8_t> lds(256, 0);
  AsyncTracker tracker;
  tracker.reset(2, 256, true);
  auto issue = [&](int wave, AsyncCounter counter, uint32_t pc, uint32_t address, uint8_t value) {
    tracker.begin(wave, counter, pc);
    std::memset(tracker.stage_write(address, 4), value, 4);
    tracker.end();
  };
  issue(0, AsyncCounter::tensor, 100, 0, 0x11);
  issue(0, AsyncCounter::tensor, 104, 4, 0x22);
  issue(0, AsyncCounter::async, 108, 8, 0x33);
  CHECK(tracker.in_flight(0, AsyncCounter::tensor) == 2);
  CHECK(lds[0] == 0);  // nothing lands at issue

  SECTION("reading in-flight bytes is a missing wait naming both PCs") {
    auto hazard = tracker.check_read(1, 200, 2, 4);
    REQUIRE(hazard);
    CHECK(hazard->kind == HazardKind::missing_wait);
    CHECK(hazard->first_pc == 100);
    CHECK(hazard->first_wave == 0);
    CHECK(hazard->second_pc == 200);
    CHECK(hazard->second_wave == 1);
    CHECK(hazard->counter == uint8_t(AsyncCounter::tensor));
    CHECK(std::string(async_counter_wait_name(AsyncCounter(hazard->counter))) == "s_wait_tensorcnt");
    CHECK(tracker.check_write(0, 201, 9, 1)->counter == uint8_t(AsyncCounter::async));
  }
  SECTION("s_wait_tensorcnt 1 lands the oldest only") {
    std::vector<uint32_t> landed;
    tracker.wait(0, AsyncCounter::tensor, 1, lds.data(),
                 [&](int wave, uint32_t pc, uint32_t address, uint32_t bytes) { landed.push_back(pc); });
    CHECK(landed == std::vector<uint32_t>{100});
    CHECK(lds[0] == 0x11);
    CHECK(lds[4] == 0);
    CHECK_FALSE(tracker.check_read(0, 0, 0, 4));
    CHECK(tracker.check_read(0, 0, 4, 4));
    CHECK(tracker.in_flight(0, AsyncCounter::tensor) == 1);
    tracker.wait(0, AsyncCounter::tensor, 0, lds.data());
    CHECK(lds[4] == 0x22);
    CHECK(lds[8] == 0);  // the async counter is separate
    CHECK(tracker.check_read(1, 0, 8, 1));
  }
  SECTION("another wave's wait lands nothing of this wave") {
    tracker.wait(1, AsyncCounter::tensor, 0, lds.data());
    CHECK(lds[0] == 0);
    tracker.land_all(0, lds.data());
    CHECK(lds[0] == 0x11);
    CHECK(lds[8] == 0x33);
    CHECK_FALSE(tracker.check_read(1, 0, 0, 256));
  }
}

TEST_CASE("a shared counter waits for the other operations counted on it", "[emu][gfx1250][hazard]") {
  std::vector<uint8_t> lds(64, 0);
  AsyncTracker tracker;
  tracker.reset(1, 64, true);
  tracker.begin(0, AsyncCounter::vm, 1);
  std::memset(tracker.stage_write(0, 4), 7, 4);
  tracker.end();
  tracker.count_other(0, AsyncCounter::vm);  // an ordinary load after the LDS DMA
  tracker.wait(0, AsyncCounter::vm, 1, lds.data());  // vmcnt(1): the older DMA is done
  CHECK(lds[0] == 7);
}

TEST_CASE("an asynchronous store's LDS source must not be overwritten before its wait", "[emu][gfx1250][hazard]") {
  std::vector<uint8_t> lds(64, 0);
  AsyncTracker tracker;
  tracker.reset(1, 64, true);
  tracker.begin(0, AsyncCounter::async, 40);
  tracker.note_source(16, 16);
  tracker.end();
  CHECK_FALSE(tracker.check_read(0, 41, 16, 16));  // reading a store's source is fine
  auto hazard = tracker.check_write(0, 42, 20, 4);
  REQUIRE(hazard);
  CHECK(hazard->kind == HazardKind::source_overwritten);
  CHECK(hazard->first_pc == 40);
  tracker.wait(0, AsyncCounter::async, 0, lds.data());
  CHECK_FALSE(tracker.check_write(0, 43, 20, 4));
}

TEST_CASE("without checking, the tracker still stages and lands", "[emu][gfx1250][hazard]") {
  std::vector<uint8_t> lds(32, 0);
  AsyncTracker tracker;
  tracker.reset(1, 32, false);
  tracker.begin(0, AsyncCounter::async, 1);
  std::memset(tracker.stage_write(4, 8), 9, 8);
  tracker.end();
  CHECK_FALSE(tracker.check_read(0, 2, 4, 8));
  CHECK(lds[4] == 0);
  tracker.wait(0, AsyncCounter::async, 0, lds.data());
  CHECK(lds[4] == 9);
  CHECK(lds[11] == 9);
  CHECK(lds[12] == 0);
}
