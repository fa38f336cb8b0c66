<?xml version="1.0" encoding="UTF-8"?>
<!-- A page of the fasting site (urn:quipu:site:1, with fasting elements urn:quipu:fasting:1
     inside) to HTML5: the index (as of an instant: streaks, the running fast, this week and
     month, the last twelve weeks, the archive), a month (its fasts, statistics and weeks) or a
     year (its months). Links are relative to the page (@root leads back to the site's folder);
     the one style sheet is style.css; nothing is loaded from elsewhere. Only the index says
     what the site is "as of", so that a new fast changes only the pages it belongs to. -->
<xsl:stylesheet version="1.0"
                xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
                xmlns:s="urn:quipu:site:1"
                xmlns:f="urn:quipu:fasting:1"
                exclude-result-prefixes="s f">
  <xsl:include href="fasting-parts.xsl"/>
  <xsl:output method="html" encoding="UTF-8" indent="yes" doctype-system="about:legacy-compat"/>

  <xsl:template match="/s:page">
    <html lang="en">
      <head>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <meta name="color-scheme" content="light dark"/>
        <meta name="generator" content="Quipu"/>
        <title>
          <xsl:choose>
            <xsl:when test="@kind = 'index'"><xsl:value-of select="@siteTitle"/></xsl:when>
            <xsl:otherwise><xsl:value-of select="concat(@title, ' · ', @siteTitle)"/></xsl:otherwise>
          </xsl:choose>
        </title>
        <link rel="stylesheet" href="{@root}style.css"/>
        <xsl:if test="@url">
          <!-- What link previews show (OpenGraph, Twitter cards): absolute URLs, so only with a base URL. -->
          <xsl:variable name="shareTitle">
            <xsl:choose>
              <xsl:when test="@kind = 'index'"><xsl:value-of select="@siteTitle"/></xsl:when>
              <xsl:otherwise><xsl:value-of select="concat(@title, ' · ', @siteTitle)"/></xsl:otherwise>
            </xsl:choose>
          </xsl:variable>
          <meta name="description" content="{@description}"/>
          <meta property="og:type" content="{substring('websitearticle', 1 + 7 * number(@kind != 'index'), 7)}"/>
          <meta property="og:site_name" content="{@siteTitle}"/>
          <meta property="og:title" content="{$shareTitle}"/>
          <meta property="og:description" content="{@description}"/>
          <meta property="og:url" content="{@url}"/>
          <meta property="og:image" content="{@card}"/>
          <meta property="og:image:type" content="image/png"/>
          <meta property="og:image:width" content="1200"/>
          <meta property="og:image:height" content="630"/>
          <meta property="og:image:alt" content="{concat($shareTitle, ': ', @description)}"/>
          <meta name="twitter:card" content="summary_large_image"/>
          <meta name="twitter:title" content="{$shareTitle}"/>
          <meta name="twitter:description" content="{@description}"/>
          <meta name="twitter:image" content="{@card}"/>
        </xsl:if>
        <xsl:if test="@feed">
          <link rel="alternate" type="application/atom+xml" href="{@root}{@feed}" title="{@siteTitle}"/>
          <link rel="alternate" type="application/feed+json" href="{@root}{@jsonFeed}" title="{@siteTitle}"/>
        </xsl:if>
      </head>
      <body>
        <header class="site">
          <a href="{@root}index.html"><bdi><xsl:value-of select="@siteTitle"/></bdi></a>
          <xsl:if test="s:nav/s:link">
            <nav aria-label="Pages before and after">
              <ul>
                <xsl:for-each select="s:nav/s:link">
                  <li class="{@rel}">
                    <a href="{@href}">
                      <xsl:if test="@rel = 'prev' or @rel = 'next'"><xsl:attribute name="rel"><xsl:value-of select="@rel"/></xsl:attribute></xsl:if>
                      <xsl:choose>
                        <xsl:when test="@rel = 'prev'">← <xsl:value-of select="@label"/></xsl:when>
                        <xsl:when test="@rel = 'next'"><xsl:value-of select="@label"/> →</xsl:when>
                        <xsl:otherwise>↑ <xsl:value-of select="@label"/></xsl:otherwise>
                      </xsl:choose>
                    </a>
                  </li>
                </xsl:for-each>
              </ul>
            </nav>
          </xsl:if>
        </header>
        <main>
          <xsl:apply-templates select="." mode="content"/>
        </main>
        <footer>
          <p>
            <xsl:text>By </xsl:text><bdi><xsl:value-of select="@author"/></bdi>
            <xsl:text>. Days are local days in </xsl:text><xsl:value-of select="@timeZone"/>
            <xsl:text>; a fast belongs to the day it ended. Made with Quipu.</xsl:text>
            <xsl:if test="@feed"><xsl:text> </xsl:text><a href="{@root}{@feed}">Atom feed</a>.</xsl:if>
          </p>
        </footer>
      </body>
    </html>
  </xsl:template>

  <xsl:template match="/s:page[@kind = 'index']" mode="content">
    <h1><bdi><xsl:value-of select="@siteTitle"/></bdi></h1>
    <p class="note">As of <xsl:call-template name="fasting-time"><xsl:with-param name="instant" select="@asOf"/></xsl:call-template> (<xsl:value-of select="@timeZone"/>).</p>
    <section aria-labelledby="streaks-heading">
      <h2 id="streaks-heading">Streaks</h2>
      <xsl:call-template name="fasting-streaks"><xsl:with-param name="streaks" select="f:streaks"/></xsl:call-template>
    </section>
    <xsl:if test="s:running/f:fast">
      <section aria-labelledby="running-heading">
        <h2 id="running-heading">Fasting now</h2>
        <xsl:call-template name="fasting-fasts">
          <xsl:with-param name="fasts" select="s:running/f:fast"/>
          <xsl:with-param name="caption">The fast under way, counted to the as-of instant; not part of any statistic.</xsl:with-param>
        </xsl:call-template>
      </section>
    </xsl:if>
    <section aria-labelledby="now-heading">
      <h2 id="now-heading">This week and this month</h2>
      <div class="columns">
        <div>
          <h3>
            <xsl:value-of select="concat('Week ', f:week/@period, ', ')"/>
            <xsl:call-template name="fasting-days">
              <xsl:with-param name="first" select="f:week/@firstDay"/>
              <xsl:with-param name="last" select="f:week/@lastDay"/>
            </xsl:call-template>
          </h3>
          <xsl:call-template name="fasting-summary"><xsl:with-param name="statistics" select="f:week"/></xsl:call-template>
        </div>
        <div>
          <h3>
            <xsl:choose>
              <xsl:when test="f:month/@count &gt; 0">
                <a href="{translate(f:month/@period, '-', '/')}/index.html"><xsl:value-of select="@thisMonth"/></a>
              </xsl:when>
              <xsl:otherwise><xsl:value-of select="@thisMonth"/></xsl:otherwise>
            </xsl:choose>
          </h3>
          <xsl:call-template name="fasting-summary"><xsl:with-param name="statistics" select="f:month"/></xsl:call-template>
        </div>
      </div>
    </section>
    <section class="chart" aria-labelledby="recent-heading">
      <h2 id="recent-heading">The last twelve weeks</h2>
      <xsl:call-template name="fasting-chart"><xsl:with-param name="bars" select="s:recent/f:week"/></xsl:call-template>
      <xsl:call-template name="fasting-periods">
        <xsl:with-param name="rows" select="s:recent/f:week"/>
        <xsl:with-param name="caption">Ended fasts per week; completion is goal-met fasts over ended fasts.</xsl:with-param>
      </xsl:call-template>
    </section>
    <section aria-labelledby="archive-heading">
      <h2 id="archive-heading">Every month</h2>
      <xsl:choose>
        <xsl:when test="s:archive/s:year">
          <xsl:for-each select="s:archive/s:year">
            <h3><a href="{@href}"><xsl:value-of select="@label"/></a></h3>
            <ul class="months">
              <xsl:for-each select="s:month">
                <li><a href="{@href}"><xsl:value-of select="@label"/></a><xsl:value-of select="concat(' · ', @count, substring(' fasts', 1, 6 - number(@count = 1)))"/></li>
              </xsl:for-each>
            </ul>
          </xsl:for-each>
        </xsl:when>
        <xsl:otherwise><p class="note">No fast has ended yet.</p></xsl:otherwise>
      </xsl:choose>
    </section>
    <section aria-labelledby="stages-heading">
      <h2 id="stages-heading">Stages</h2>
      <xsl:call-template name="fasting-stages"><xsl:with-param name="stages" select="f:stages"/></xsl:call-template>
    </section>
  </xsl:template>

  <xsl:template match="/s:page[@kind = 'month']" mode="content">
    <h1><xsl:value-of select="@title"/></h1>
    <section aria-labelledby="summary-heading">
      <h2 id="summary-heading">Summary</h2>
      <xsl:call-template name="fasting-summary"><xsl:with-param name="statistics" select="f:statistics"/></xsl:call-template>
    </section>
    <section class="chart" aria-labelledby="weeks-heading">
      <h2 id="weeks-heading">Weeks</h2>
      <xsl:call-template name="fasting-chart"><xsl:with-param name="bars" select="f:weeks/f:week"/></xsl:call-template>
      <xsl:call-template name="fasting-periods">
        <xsl:with-param name="rows" select="f:weeks/f:week"/>
        <xsl:with-param name="caption">Ended fasts per week of the month; completion is goal-met fasts over ended fasts.</xsl:with-param>
      </xsl:call-template>
    </section>
    <section aria-labelledby="fasts-heading">
      <h2 id="fasts-heading">Fasts</h2>
      <xsl:call-template name="fasting-fasts">
        <xsl:with-param name="fasts" select="f:fasts/f:fast"/>
        <xsl:with-param name="caption">Every fast that ended this month, oldest first; progress is the duration over the goal, uncapped.</xsl:with-param>
      </xsl:call-template>
    </section>
    <section aria-labelledby="stages-heading">
      <h2 id="stages-heading">Stages</h2>
      <xsl:call-template name="fasting-stages"><xsl:with-param name="stages" select="f:stages"/></xsl:call-template>
    </section>
  </xsl:template>

  <xsl:template match="/s:page[@kind = 'year']" mode="content">
    <h1><xsl:value-of select="@title"/></h1>
    <section aria-labelledby="summary-heading">
      <h2 id="summary-heading">Summary</h2>
      <xsl:call-template name="fasting-summary"><xsl:with-param name="statistics" select="f:statistics"/></xsl:call-template>
    </section>
    <section class="chart" aria-labelledby="months-heading">
      <h2 id="months-heading">Months</h2>
      <xsl:call-template name="fasting-chart"><xsl:with-param name="bars" select="f:months/f:month"/></xsl:call-template>
      <xsl:call-template name="fasting-periods">
        <xsl:with-param name="rows" select="f:months/f:month"/>
        <xsl:with-param name="caption">Ended fasts per month; a month with fasts links to its page.</xsl:with-param>
        <xsl:with-param name="links" select="true()"/>
        <xsl:with-param name="root" select="@root"/>
      </xsl:call-template>
    </section>
    <section aria-labelledby="longest-heading">
      <h2 id="longest-heading">Longest fasts</h2>
      <p>
        <xsl:text>Best streak: </xsl:text>
        <xsl:choose>
          <xsl:when test="s:bestStreak">
            <strong><xsl:value-of select="s:bestStreak/@days"/></strong>
            <xsl:value-of select="substring(' days', 1, 5 - number(s:bestStreak/@days = 1))"/>
            <xsl:text>, </xsl:text><time datetime="{s:bestStreak/@first}"><xsl:value-of select="s:bestStreak/@first"/></time>
            <xsl:text> to </xsl:text><time datetime="{s:bestStreak/@last}"><xsl:value-of select="s:bestStreak/@last"/></time>
            <xsl:text> (its days in this year).</xsl:text>
          </xsl:when>
          <xsl:otherwise>none this year.</xsl:otherwise>
        </xsl:choose>
      </p>
      <xsl:call-template name="fasting-fasts">
        <xsl:with-param name="fasts" select="f:longest/f:fast"/>
        <xsl:with-param name="caption">The year's longest fasts, longest first, each counted in the year it ended.</xsl:with-param>
      </xsl:call-template>
    </section>
    <xsl:apply-templates select="s:calendar"/>
  </xsl:template>

  <!-- The year's calendar heat map: a square per local day, in a column per week and a row per
       weekday, shaded by the hours fasted on it (a fast split at local midnights); a scroll box of
       its own on a narrow screen, text at a fixed size. The same hours are in the table below it. -->
  <xsl:template match="s:calendar">
    <xsl:variable name="pitch" select="15"/>
    <xsl:variable name="left" select="34"/>
    <xsl:variable name="top" select="20"/>
    <section class="chart heatmap" aria-labelledby="calendar-heading">
      <h2 id="calendar-heading">Calendar</h2>
      <figure>
        <figcaption>Hours fasted per day; a fast that spans midnight counts on each day it covers.</figcaption>
        <div class="table-wrap">
          <svg width="{$left + @columns * $pitch}" height="{$top + 7 * $pitch + 4}" fill="currentColor" role="img"
               aria-labelledby="calendar-title calendar-desc">
            <title id="calendar-title"><xsl:value-of select="concat('Hours fasted per day in ', @year)"/></title>
            <desc id="calendar-desc">
              <xsl:value-of select="concat(@fastingDays, ' of the year', &quot;'&quot;, 's days have fasting hours, ', @totalHm, ' in all')"/>
              <xsl:if test="@mostDate != '' and @fastingDays &gt; 0"><xsl:value-of select="concat('; the most, ', @mostHm, ', on ', @mostDate)"/></xsl:if>
              <xsl:text>. Darker is longer: none, under 8 h, under 16 h, under 20 h, 20 h or more.</xsl:text>
            </desc>
            <xsl:for-each select="s:monthLabel">
              <text class="tick" x="{$left + @column * $pitch}" y="13"><xsl:value-of select="@name"/></text>
            </xsl:for-each>
            <xsl:variable name="calendar" select="."/>
            <xsl:for-each select="s:day[position() &lt;= 3]">
              <xsl:variable name="row" select="2 * (position() - 1)"/>
              <text class="tick" x="0" y="{$top + $row * $pitch + 11}">
                <xsl:call-template name="weekday-name">
                  <xsl:with-param name="row" select="$row"/>
                  <xsl:with-param name="weekStart" select="$calendar/@weekStart"/>
                </xsl:call-template>
              </text>
            </xsl:for-each>
            <xsl:for-each select="s:day">
              <rect class="level{@level}" x="{$left + @column * $pitch}" y="{$top + @row * $pitch}" width="{$pitch - 2}" height="{$pitch - 2}" rx="2">
                <title><xsl:value-of select="concat(@date, ': ', @hm)"/></title>
              </rect>
            </xsl:for-each>
          </svg>
        </div>
      </figure>
      <details>
        <summary>The same hours as a table</summary>
        <figure class="table">
          <figcaption>Days with fasting hours, in order.</figcaption>
          <div class="table-wrap">
            <table>
              <thead><tr><th scope="col" class="text">Day</th><th scope="col">Hours fasted</th></tr></thead>
              <tbody>
                <xsl:for-each select="s:day[@level != 0]">
                  <tr><th scope="row" class="text"><time datetime="{@date}"><xsl:value-of select="@date"/></time></th><td><xsl:value-of select="@hm"/></td></tr>
                </xsl:for-each>
              </tbody>
            </table>
          </div>
        </figure>
      </details>
    </section>
  </xsl:template>

  <!-- Mon, Wed, Fri (or Sun, Tue, Thu) for the calendar's rows 0, 2 and 4. -->
  <xsl:template name="weekday-name">
    <xsl:param name="row"/>
    <xsl:param name="weekStart"/>
    <xsl:variable name="names" select="'MonTueWedThuFriSatSun'"/>
    <xsl:variable name="index" select="($row + 6 * number($weekStart = 'sunday')) mod 7"/>
    <xsl:value-of select="substring($names, 1 + 3 * $index, 3)"/>
  </xsl:template>
</xsl:stylesheet>
