#!/usr/bin/perl
# Play a game command list (what `skywidgets export snellman` writes) in the snellman engine's
# own rule files and print, as JSON, its error (if any), each faction's final figures and the
# ledger the engine keeps: one line per row, tab-separated as the snellman site shows it (the
# format of tests/fixtures/snellman/), comments as their text.
# Usage: perl scripts/snellman_engine.pl ENGINE_DIR GAME.txt
# ENGINE_DIR holds the engine's files (../shared/reference/snellman in this workplace); Perl
# needs Moose, Method::Signatures::Simple, Clone, Readonly, JSON and Math::Random::MT
# (Debian: libmoose-perl libmethod-signatures-simple-perl libclone-perl libreadonly-perl
# libjson-perl libmath-random-mt-perl).
use strict;
use warnings;
use FindBin;

my ($engine, $file) = @ARGV;
die "usage: snellman_engine.pl ENGINE_DIR GAME.txt\n" unless $engine and $file;
unshift @INC, $engine, "$FindBin::Bin/snellman_lib";
require JSON;
require tracker;

open my $in, '<', $file or die "cannot read $file: $!\n";
my @rows = <$in>;
close $in;

my $res = terra_mystica::evaluate_game(
    { rows => \@rows, players => [], metadata => { game_options => [] } });
my %out = (
    error => $res->{error},
    finished => $res->{finished} ? 1 : 0,
    active => $res->{active_faction},
    factions => {},
);
for my $name (keys %{$res->{factions}}) {
    my $f = $res->{factions}{$name};
    $out{factions}{$name} = {
        map { ($_ => ($f->{$_} // 0) + 0) } qw(VP C W P P1 P2 P3 FIRE WATER EARTH AIR)
    };
}
my @ledger;
for my $row (@{$res->{ledger}}) {
    if (exists $row->{comment}) {
        push @ledger, $row->{comment};
        next;
    }
    my @cells = ($row->{faction});
    for my $field (qw(VP C W P)) {
        push @cells, _delta($row->{$field}{delta}), "$row->{$field}{value} $field";
    }
    push @cells, _delta($row->{PW}{delta}), "$row->{PW}{value} PW";
    push @cells, _delta($row->{CULT}{delta}), $row->{CULT}{value};
    my $leech = $row->{leech} // {};
    push @cells, join(" ", map { $leech->{$_} } sort keys %$leech), $row->{commands};
    push @ledger, join("\t", @cells);
}
$out{ledger} = \@ledger;
print JSON->new->canonical->encode(\%out), "\n";

sub _delta {
    my ($d) = @_;
    return "" if !defined $d or $d == 0;
    return $d > 0 ? "+$d" : "$d";
}
