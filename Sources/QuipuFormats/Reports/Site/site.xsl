<?xml version="1.0" encoding="UTF-8"?>
<!-- A page of the fasting site (urn:quipu:site:1, with fasting elements urn:quipu:fasting:1
     inside) to HTML5: the index (as of an instant: streaks, the running fast, this week and
     month, the last twelve weeks, the archive), a month (its fasts, statistics and weeks) or a
     year (its months). Links are relative to the page (@root leads back to the site's folder);
     the one style sheet is style.css; nothing is loaded from elsewhere. Only the index says
     what the site is "as of", so that a new fast changes only the pages it belongs to. Its words
     are labels in the site's language (labels.xsl); the pages' titles and the months' names in
     the navigation come written in it. -->
<xsl:stylesheet version="1.0"
                xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
                xmlns:s="urn:quipu:site:1"
                xmlns:f="urn:quipu:fasting:1"
                xmlns:l="urn:quipu:locale:1"
                exclude-result-prefixes="s f l">
  <xsl:include href="labels.xsl"/>
  <xsl:include href="fasting-parts.xsl"/>
  <xsl:output method="html" encoding="UTF-8" indent="yes" doctype-system="about:legacy-compat"/>

  <xsl:template match="/s:page">
    <html lang="{l:language(1)}">
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
            <nav aria-label="{l:label('site.pagesBeforeAndAfter')}">
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
            <xsl:call-template name="fill"><xsl:with-param name="key" select="'site.footer'"/></xsl:call-template>
            <xsl:if test="@feed"><xsl:text> </xsl:text><a href="{@root}{@feed}"><xsl:value-of select="l:label('site.atomFeed')"/></a>.</xsl:if>
          </p>
        </footer>
      </body>
    </html>
  </xsl:template>

  <!-- The page's values in its sentences: the author, the time zone, the as-of instant. -->
  <xsl:template match="/s:page" mode="placeholder">
    <xsl:param name="name"/>
    <xsl:choose>
      <xsl:when test="$name = 'author'"><bdi><xsl:value-of select="@author"/></bdi></xsl:when>
      <xsl:when test="$name = 'timeZone'"><xsl:value-of select="@timeZone"/></xsl:when>
      <xsl:when test="$name = 'instant'"><xsl:call-template name="fasting-time"><xsl:with-param name="instant" select="@asOf"/></xsl:call-template></xsl:when>
    </xsl:choose>
  </xsl:template>

  <xsl:template match="/s:page[@kind = 'index']" mode="content">
    <h1><bdi><xsl:value-of select="@siteTitle"/></bdi></h1>
    <p class="note">
      <xsl:call-template name="fill"><xsl:with-param name="key" select="'site.asOf'"/><xsl:with-param name="bilingual" select="false()"/></xsl:call-template>
    </p>
    <section aria-labelledby="streaks-heading">
      <h2 id="streaks-heading"><xsl:value-of select="l:label('fasting.streaks')"/></h2>
      <xsl:call-template name="fasting-streaks"><xsl:with-param name="streaks" select="f:streaks"/></xsl:call-template>
    </section>
    <xsl:if test="s:running/f:fast">
      <section aria-labelledby="running-heading">
        <h2 id="running-heading"><xsl:value-of select="l:label('site.fastingNow')"/></h2>
        <xsl:call-template name="fasting-fasts">
          <xsl:with-param name="fasts" select="s:running/f:fast"/>
          <xsl:with-param name="caption" select="'site.fastingNowNote'"/>
        </xsl:call-template>
      </section>
    </xsl:if>
    <section aria-labelledby="now-heading">
      <h2 id="now-heading"><xsl:value-of select="l:label('site.thisWeekAndMonth')"/></h2>
      <div class="columns">
        <div>
          <h3>
            <xsl:call-template name="plain-sentence">
              <xsl:with-param name="key" select="'common.weekNumbered'"/>
              <xsl:with-param name="week" select="f:week/@period"/>
            </xsl:call-template>
            <xsl:text>, </xsl:text>
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
      <h2 id="recent-heading"><xsl:value-of select="l:label('site.lastTwelveWeeks')"/></h2>
      <xsl:call-template name="fasting-chart"><xsl:with-param name="bars" select="s:recent/f:week"/></xsl:call-template>
      <xsl:call-template name="fasting-periods">
        <xsl:with-param name="rows" select="s:recent/f:week"/>
        <xsl:with-param name="caption" select="'site.weeksCaption'"/>
      </xsl:call-template>
    </section>
    <section aria-labelledby="archive-heading">
      <h2 id="archive-heading"><xsl:value-of select="l:label('site.everyMonth')"/></h2>
      <xsl:choose>
        <xsl:when test="s:archive/s:year">
          <xsl:for-each select="s:archive/s:year">
            <h3><a href="{@href}"><xsl:value-of select="@label"/></a></h3>
            <ul class="months">
              <xsl:for-each select="s:month">
                <li>
                  <a href="{@href}"><xsl:value-of select="@label"/></a>
                  <xsl:text> · </xsl:text>
                  <xsl:value-of select="l:count('site.monthFasts', @count)"/>
                </li>
              </xsl:for-each>
            </ul>
          </xsl:for-each>
        </xsl:when>
        <xsl:otherwise><p class="note"><xsl:call-template name="fill"><xsl:with-param name="key" select="'site.noFastYet'"/></xsl:call-template></p></xsl:otherwise>
      </xsl:choose>
    </section>
    <section aria-labelledby="stages-heading">
      <h2 id="stages-heading"><xsl:value-of select="l:label('fasting.stages')"/></h2>
      <xsl:call-template name="fasting-stages"><xsl:with-param name="stages" select="f:stages"/></xsl:call-template>
    </section>
  </xsl:template>

  <xsl:template match="/s:page[@kind = 'month']" mode="content">
    <h1><xsl:value-of select="@title"/></h1>
    <section aria-labelledby="summary-heading">
      <h2 id="summary-heading"><xsl:value-of select="l:label('common.summary')"/></h2>
      <xsl:call-template name="fasting-summary"><xsl:with-param name="statistics" select="f:statistics"/></xsl:call-template>
    </section>
    <section class="chart" aria-labelledby="weeks-heading">
      <h2 id="weeks-heading"><xsl:value-of select="l:label('common.weeks')"/></h2>
      <xsl:call-template name="fasting-chart"><xsl:with-param name="bars" select="f:weeks/f:week"/></xsl:call-template>
      <xsl:call-template name="fasting-periods">
        <xsl:with-param name="rows" select="f:weeks/f:week"/>
        <xsl:with-param name="caption" select="'site.monthWeeksCaption'"/>
      </xsl:call-template>
    </section>
    <section aria-labelledby="fasts-heading">
      <h2 id="fasts-heading"><xsl:value-of select="l:label('fasting.fasts')"/></h2>
      <xsl:call-template name="fasting-fasts">
        <xsl:with-param name="fasts" select="f:fasts/f:fast"/>
        <xsl:with-param name="caption" select="'site.monthFastsCaption'"/>
      </xsl:call-template>
    </section>
    <section aria-labelledby="stages-heading">
      <h2 id="stages-heading"><xsl:value-of select="l:label('fasting.stages')"/></h2>
      <xsl:call-template name="fasting-stages"><xsl:with-param name="stages" select="f:stages"/></xsl:call-template>
    </section>
  </xsl:template>

  <xsl:template match="/s:page[@kind = 'year']" mode="content">
    <h1><xsl:value-of select="@title"/></h1>
    <section aria-labelledby="summary-heading">
      <h2 id="summary-heading"><xsl:value-of select="l:label('common.summary')"/></h2>
      <xsl:call-template name="fasting-summary"><xsl:with-param name="statistics" select="f:statistics"/></xsl:call-template>
    </section>
    <section class="chart" aria-labelledby="months-heading">
      <h2 id="months-heading"><xsl:value-of select="l:label('common.months')"/></h2>
      <xsl:call-template name="fasting-chart"><xsl:with-param name="bars" select="f:months/f:month"/></xsl:call-template>
      <xsl:call-template name="fasting-periods">
        <xsl:with-param name="rows" select="f:months/f:month"/>
        <xsl:with-param name="caption" select="'site.yearMonthsCaption'"/>
        <xsl:with-param name="links" select="true()"/>
        <xsl:with-param name="root" select="@root"/>
      </xsl:call-template>
    </section>
    <section aria-labelledby="longest-heading">
      <h2 id="longest-heading"><xsl:value-of select="l:label('site.longestFasts')"/></h2>
      <p>
        <xsl:choose>
          <xsl:when test="s:bestStreak">
            <xsl:call-template name="fill">
              <xsl:with-param name="key" select="concat('site.bestStreak', substring('OneDay', 1, 6 * (s:bestStreak/@days = 1)))"/>
              <xsl:with-param name="context" select="s:bestStreak"/>
            </xsl:call-template>
          </xsl:when>
          <xsl:otherwise><xsl:call-template name="fill"><xsl:with-param name="key" select="'site.noStreakThisYear'"/></xsl:call-template></xsl:otherwise>
        </xsl:choose>
      </p>
      <xsl:call-template name="fasting-fasts">
        <xsl:with-param name="fasts" select="f:longest/f:fast"/>
        <xsl:with-param name="caption" select="'site.longestFastsCaption'"/>
      </xsl:call-template>
    </section>
    <xsl:apply-templates select="s:calendar"/>
  </xsl:template>

  <!-- The year's best streak in its sentence: its days, strong, and its first and last day. -->
  <xsl:template match="s:bestStreak" mode="placeholder">
    <xsl:param name="name"/>
    <xsl:choose>
      <xsl:when test="$name = 'count'"><strong><xsl:value-of select="@days"/></strong></xsl:when>
      <xsl:when test="$name = 'first'"><time datetime="{@first}"><xsl:value-of select="l:date(@first, 'long')"/></time></xsl:when>
      <xsl:when test="$name = 'last'"><time datetime="{@last}"><xsl:value-of select="l:date(@last, 'long')"/></time></xsl:when>
    </xsl:choose>
  </xsl:template>

  <!-- The year's calendar heat map: a square per local day, in a column per week and a row per
       weekday, shaded by the hours fasted on it (a fast split at local midnights); a scroll box of
       its own on a narrow screen, text at a fixed size. The same hours are in the table below it. -->
  <xsl:template match="s:calendar">
    <xsl:variable name="pitch" select="15"/>
    <xsl:variable name="left" select="34"/>
    <xsl:variable name="top" select="20"/>
    <section class="chart heatmap" aria-labelledby="calendar-heading">
      <h2 id="calendar-heading"><xsl:value-of select="l:label('site.calendar')"/></h2>
      <figure>
        <figcaption><xsl:call-template name="fill"><xsl:with-param name="key" select="'site.calendarCaption'"/></xsl:call-template></figcaption>
        <div class="table-wrap">
          <svg width="{$left + @columns * $pitch}" height="{$top + 7 * $pitch + 4}" fill="currentColor" role="img"
               aria-labelledby="calendar-title calendar-desc">
            <title id="calendar-title">
              <xsl:call-template name="plain-sentence">
                <xsl:with-param name="key" select="'site.calendarTitle'"/>
                <xsl:with-param name="year" select="@year"/>
              </xsl:call-template>
            </title>
            <desc id="calendar-desc">
              <xsl:call-template name="plain-sentence">
                <xsl:with-param name="key" select="'site.calendarSummary'"/>
                <xsl:with-param name="count" select="@fastingDays"/>
                <xsl:with-param name="total" select="@totalHm"/>
              </xsl:call-template>
              <xsl:if test="@mostDate != '' and @fastingDays &gt; 0">
                <xsl:call-template name="plain-sentence">
                  <xsl:with-param name="key" select="'site.calendarMost'"/>
                  <xsl:with-param name="hours" select="@mostHm"/>
                  <xsl:with-param name="date" select="l:date(@mostDate, 'long')"/>
                </xsl:call-template>
              </xsl:if>
              <xsl:value-of select="l:text('site.calendarShades', 1)"/>
            </desc>
            <xsl:for-each select="s:monthLabel">
              <text class="tick" x="{$left + @column * $pitch}" y="13"><xsl:call-template name="short-month"><xsl:with-param name="month" select="@month"/></xsl:call-template></text>
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
                <title><xsl:value-of select="concat(l:date(@date, 'long'), ': ', @hm)"/></title>
              </rect>
            </xsl:for-each>
          </svg>
        </div>
      </figure>
      <details>
        <summary><xsl:value-of select="l:label('site.sameHoursAsTable')"/></summary>
        <figure class="table">
          <figcaption><xsl:call-template name="fill"><xsl:with-param name="key" select="'site.daysWithHoursCaption'"/></xsl:call-template></figcaption>
          <div class="table-wrap">
            <table>
              <thead><tr><th scope="col" class="text"><xsl:value-of select="l:label('site.day')"/></th><th scope="col"><xsl:value-of select="l:label('site.hoursFasted')"/></th></tr></thead>
              <tbody>
                <xsl:for-each select="s:day[@level != 0]">
                  <tr><th scope="row" class="text"><time datetime="{@date}"><xsl:value-of select="l:date(@date, 'long')"/></time></th><td><xsl:value-of select="@hm"/></td></tr>
                </xsl:for-each>
              </tbody>
            </table>
          </div>
        </figure>
      </details>
    </section>
  </xsl:template>

  <!-- Mon, Wed, Fri (or Sun, Tue, Thu) for the calendar's rows 0, 2 and 4, abbreviated as the locale does. -->
  <xsl:template name="weekday-name">
    <xsl:param name="row"/>
    <xsl:param name="weekStart"/>
    <xsl:value-of select="l:weekday(1 + ($row + 6 * number($weekStart = 'sunday')) mod 7, 'abbreviated')"/>
  </xsl:template>
</xsl:stylesheet>
