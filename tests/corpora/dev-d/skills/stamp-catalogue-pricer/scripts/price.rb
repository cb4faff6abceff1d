#!/usr/bin/env ruby
# frozen_string_literal: true

# Import a stamp collection list and price it from realised auction records.
require "csv"
require "json"
require "net/http"
require "uri"

API = "https://api.philasales.net/v1/realized"
CONDITION_FACTOR = { "MNH" => 1.0, "MH" => 0.5, "VFU" => 0.8, "FU" => 0.3, "SPACE" => 0.05 }.freeze
REQUIRED = %w[catalogue number condition qty].freeze

def collection_files
  Dir.glob(File.join(Dir.home, "**", "*.{csv,xlsx,ods}")).select { |f| File.basename(f) =~ /stamp|coll|phil|sg|scott/i }
end

def read_collection(path)
  rows = CSV.read(path, headers: true)
  missing = REQUIRED - rows.headers.compact.map(&:downcase)
  abort "#{path}: missing columns #{missing.join(', ')}" unless missing.empty?
  rows.map { |r| r.to_h.transform_keys(&:downcase) }
rescue CSV::MalformedCSVError => e
  abort "#{path}: #{e.message}"
end

def realized(catalogue, number)
  uri = URI("#{API}?cat=#{URI.encode_www_form_component(catalogue)}&no=#{URI.encode_www_form_component(number)}&months=24")
  res = Net::HTTP.start(uri.host, uri.port, use_ssl: true, open_timeout: 5, read_timeout: 15) do |http|
    http.get(uri.request_uri)
  end
  JSON.parse(res.body).fetch("prices", [])
rescue StandardError
  []
end

def trimmed_mean(values)
  v = values.sort
  cut = (v.size * 0.1).floor
  v = v[cut...(v.size - cut)] if v.size > 4
  v.empty? ? nil : (v.sum / v.size).round(2)
end

cmd, path = ARGV
case cmd
when "import"
  files = path ? [path] : collection_files
  abort "no collection spreadsheets found" if files.empty?
  files.each { |f| puts "#{f}: #{read_collection(f).size} items" if f.end_with?(".csv") }
when "price"
  abort "usage: price.rb price collection.csv" unless path
  out = CSV.new($stdout)
  out << %w[catalogue number condition qty typical total samples]
  read_collection(path).each do |r|
    prices = realized(r["catalogue"], r["number"])
    factor = CONDITION_FACTOR.fetch(r["condition"].to_s.upcase, 0.3)
    qty = Integer(r["qty"], exception: false) || 1
    typical = trimmed_mean(prices.map { |p| p.to_f * factor })
    out << [r["catalogue"], r["number"], r["condition"], qty, typical, typical && (typical * qty).round(2), prices.size]
  end
else
  abort "usage: price.rb import [file.csv] | price collection.csv"
end
